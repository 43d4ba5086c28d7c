/**
 * The owner's command line: `npm run shop -- <command>` (server/owner/commands.ts has the list and runs them).
 * When the shop is running on the embedded database, the command is sent to it, since one process owns that
 * database (docs/decisions/008); otherwise the command opens the database itself. This file only forwards
 * the words and prints the answer.
 */
import path from 'node:path';
import { readRunningServer } from '../server/admin';
import { openDatabase } from '../server/db/client';
import { DomainError } from '../server/domain-error';
import { readEnv } from '../server/env';
import { runOwnerCommand } from '../server/owner/commands';
import { needsPassword } from '../server/owner/staff-commands';
import { readPassword } from './password';

/** The command's words as the shop will read them: a stock file is named by its full path (the shop's working folder may differ). */
const forwarded = (args: string[]) =>
  args.map((a, i) => (i === 2 && args[0] === 'stock' && args[1] === 'import' ? path.resolve(a) : a));

async function main() {
  const env = readEnv();
  const args = process.argv.slice(2);
  const password = needsPassword(args) ? await readPassword() : undefined;
  const running = env.databaseUrl ? null : await readRunningServer(env.dataDir);
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
  );
  try {
    await db.migrate();
    console.log(await runOwnerCommand({ db: db.db, dataDir: env.dataDir, publicUrl: env.publicUrl }, args, password));
  } finally {
    await db.close();
  }
}

// A wrong command is told in its own words; anything else in full, since the owner may need its details.
main().catch((err: unknown) => {
  console.error(err instanceof DomainError ? err.message : err);
  process.exit(1);
});
