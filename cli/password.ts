/** Reading a password for `staff add` and `staff reset-password`, never from the command's words. */
import { DomainError } from '../server/common/domain-error';

/** One line typed at a prompt without echo. */
function ask(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(prompt);
    stdin.setRawMode(true);
    stdin.setEncoding('utf8');
    stdin.resume();
    let value = '';
    const finish = (err?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
      if (err) reject(err);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return finish();
        if (ch === '\u0003') return finish(new DomainError(400, 'Cancelled.'));
        value = ch === '\u007f' || ch === '\b' ? value.slice(0, -1) : value + ch;
      }
    };
    stdin.on('data', onData);
  });
}

/** The first line of standard input (a pipe or a file: `echo "..." | npm run shop -- staff add ...`). */
async function firstLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

/** The password: asked twice on a terminal (both must match), otherwise one line of standard input. */
export async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return firstLine();
  const first = await ask('Password (at least 12 characters): ');
  const again = await ask('The same password again: ');
  if (first !== again) throw new DomainError(400, 'The two passwords are not the same.');
  return first;
}
