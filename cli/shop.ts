/**
 * The owner's command line: `npm run shop -- <command>` (server/owner/commands.ts has the list and runs them).
 * When the shop is running on the embedded database, the command is sent to it, since one process owns that
 * database (docs/decisions/008); otherwise the command opens the database itself. This file only forwards
 * the words and prints the answer.
 */
import path from 'node:path';
import { shopOrLock } from '../server/start/command-bridge';
import { openDatabase } from '../server/db/client';
import { DomainError } from '../server/common/domain-error';
import { readEnv } from '../server/start/env';
import { runOwnerCommand } from '../server/owner/commands';
import { isFileCommand, runFileCommand } from '../server/owner/file-commands';
import { openFileStore } from '../server/files/open-store';
import { needsPassword } from '../server/owner/staff-commands';
import { isStockImport, type StockImportStep } from '../server/owner/stock-commands';
import { readPassword } from './password';
import { progressReporter } from './progress';

/**
 * The command's words as the shop will read them: the files a stock import names (the file, --pictures) and the
 * archive of a backup or restore by their full path, since the shop's working folder may differ.
 */
const forwarded = (args: string[]) => {
  if (isStockImport(args))
    return args.map((a, i) =>
      i >= 2 && !a.startsWith('--') && (i === 2 || args[i - 1] === '--pictures') ? path.resolve(a) : a,
    );
  if ((args[0] === 'backup' || args[0] === 'restore') && args[1] && !args[1].startsWith('--'))
    return [args[0], path.resolve(args[1]), ...args.slice(2)];
  return args;
};

/** One line of the shop's answer to a stock import or backup it runs: progress, then the output or the refusal. */
type StreamedLine = { progress?: StockImportStep; output?: string; status?: number; message?: string };

/**
 * Sends a stock import (to `/_admin/stock-import`) or a backup (`/_admin/backup`) to the running shop and shows the
 * import's progress as the answer streams in.
 */
async function streamThroughShop(url: string, token: string, args: string[]) {
  const res = await fetch(`${url}/_admin/${isStockImport(args) ? 'stock-import' : 'backup'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': token },
    body: JSON.stringify({ args: forwarded(args) }),
  });
  if (!res.ok || !res.body) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    throw new DomainError(res.status, body.message ?? `The shop answered ${res.status}`);
  }
  const bar = progressReporter();
  let rest = '';
  let last: StreamedLine = {};
  try {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      const chunk = read.value;
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const text of lines.filter(Boolean)) {
        last = JSON.parse(text) as StreamedLine;
        if (last.progress) bar.update(last.progress);
      }
    }
  } finally {
    bar.stop();
  }
  if (last.output !== undefined) return last.output;
  throw new DomainError(last.status ?? 500, last.message ?? `The shop stopped answering during the ${args[0]}`);
}

async function main() {
  const env = readEnv();
  const args = process.argv.slice(2);
  // Files go from DATA_DIR to the store without the database, the shop running or not.
  if (isFileCommand(args)) {
    console.log(await runFileCommand(openFileStore(env.files), env.dataDir, args));
    return;
  }
  const password = needsPassword(args) ? await readPassword() : undefined;
  // On the embedded database: the running shop, or the database itself under its lock (never both at once).
  const reached = env.databaseUrl
    ? { running: null, release: async () => {} }
    : await shopOrLock(env.dataDir, { onWait: () => console.error('The shop is starting: waiting for it to answer…') });
  const { running } = reached;
  if (running && (isStockImport(args) || args[0] === 'backup')) {
    console.log(await streamThroughShop(`http://127.0.0.1:${running.port}`, running.token, args));
    return;
  }
  if (running) {
    const res = await fetch(`http://127.0.0.1:${running.port}/_admin/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': running.token },
      body: JSON.stringify({ args: forwarded(args), password }),
    });
    const body = (await res.json()) as { output?: string; message?: string };
    if (res.ok) {
      console.log(body.output);
      return;
    }
    const said = body.message ?? `The shop answered ${res.status}`;
    console.error(res.status >= 500 ? `${said} (the shop's log has the details)` : said);
    process.exitCode = 1;
    return;
  }
  const db = await openDatabase(
    env.databaseUrl ? { url: env.databaseUrl } : { dataDir: path.join(env.dataDir, 'pglite') },
  ).catch(async (err: unknown) => {
    if (!reached.running) await reached.release();
    throw err;
  });
  try {
    await db.migrate();
    const bar = isStockImport(args) ? progressReporter() : null;
    try {
      console.log(
        await runOwnerCommand(
          { db: db.db, dataDir: env.dataDir, store: openFileStore(env.files), publicUrl: env.publicUrl },
          args,
          password,
          (p) => bar?.update(p),
        ),
      );
    } finally {
      bar?.stop();
    }
  } finally {
    await db.close();
    if (!reached.running) await reached.release();
  }
}

// A wrong command is told in its own words; anything else in full, since the owner may need its details.
main().catch((err: unknown) => {
  console.error(err instanceof DomainError ? err.message : err);
  process.exit(1);
});
