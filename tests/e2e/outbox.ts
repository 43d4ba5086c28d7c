import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The mails the e2e shop's outbox worker wrote (no SMTP_URL: .eml files under DATA_DIR/outbox). */
const outboxDir = () => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** Mail bodies are quoted-printable: soft line breaks and =XX escapes (UTF-8 bytes decoded together). */
export function decodeQuotedPrintable(eml: string): string {
  const joined = eml.replace(/=\r?\n/g, '');
  return joined.replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(
      run
        .split('=')
        .slice(1)
        .map((h) => parseInt(h, 16)),
    ).toString('utf8'),
  );
}

/** Every mail in the outbox that mentions `needle` (an order number, a guest's unique e-mail), decoded. */
export async function mailsAbout(needle: string): Promise<string[]> {
  const files = await readdir(outboxDir()).catch(() => [] as string[]);
  const texts = await Promise.all(
    files.filter((f) => f.endsWith('.eml')).map((f) => readFile(path.join(outboxDir(), f), 'utf8')),
  );
  return texts.map(decodeQuotedPrintable).filter((t) => t.includes(needle));
}
