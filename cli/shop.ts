/**
 * The owner's command line: `npm run shop -- <command>` (see cli/commands.ts for the list).
 * When the shop is running on the embedded database, the command is run inside it, since one process owns
 * that database; otherwise it opens the database itself.
 */
import path from 'node:path';
import { ZodError } from 'zod';
import { openDatabase } from '../server/db/client';
import { readEnv } from '../server/env';
import { readRunningServer } from '../server/admin';
import { runCommand } from './commands';

async function main() {
  const env = readEnv();
  const args = process.argv.slice(2);
  const running = env.databaseUrl ? null : await readRunningServer(env.dataDir);
  if (running) {
    const res = await fetch(`http://127.0.0.1:${running.port}/_admin/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': running.token },
      body: JSON.stringify({
        args: args.map((a, i) => (i === 2 && args[0] === 'stock' && args[1] === 'import' ? path.resolve(a) : a)),
      }),
    });
    const body = (await res.json()) as { output?: string; message?: string };
    if (!res.ok) throw new Error(body.message ?? `The shop answered ${res.status}`);
    console.log(body.output);
    return;
  }
  const db = await openDatabase(
    env.databaseUrl ? { url: env.databaseUrl } : { dataDir: path.join(env.dataDir, 'pglite') },
  );
  try {
    await db.migrate();
    console.log(await runCommand(db, env.dataDir, args));
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  if (err instanceof ZodError)
    console.error(`Invalid stock record: ${err.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  else console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
