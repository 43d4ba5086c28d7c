// `npm run shop -- backup FILE` and `restore FILE` through the owner's command line (cli/shop.ts), as the owner runs
// them: with the shop running (the command is sent to it, which writes the archive, and refuses a restore), and with
// the shop stopped on the embedded database (the command line opens the database itself under its lock), the archive
// then restored into a new data folder and found the same.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStore } from '../../server/files/local-store';
import { openDatabase } from '../../server/db/client';
import { readRunningServer } from '../../server/start/command-bridge';
import { setGoldRate } from '../../server/services/gold-rates';
import { importStock } from '../../server/services/stock-import';
import { everyFile, everyRow } from './backup-helpers';
import { createBridgedApp, FIXTURE, seedFixture, TEST_RATE, type TestApp, writeFixtureImages } from './helpers';

/** Runs the owner's command line in `cwd` on the data folder `dataDir` (the embedded database: no DATABASE_URL). */
function shopCommand(cwd: string, dataDir: string, args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const child = spawn(path.resolve('node_modules/.bin/tsx'), [path.resolve('cli/shop.ts'), ...args], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (b: Buffer) => (out += String(b)));
  child.stderr.on('data', (b: Buffer) => (err += String(b)));
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, out, err })),
  );
}

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'zewar-backup-cli-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('through the running shop', () => {
  let t: TestApp;
  beforeAll(async () => {
    const bridged = await createBridgedApp();
    t = bridged.t;
    await seedFixture(t);
    await writeFixtureImages(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    await bridged.announce(typeof address === 'object' && address ? address.port : 0);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('backup: the shop writes the archive to the path the command line resolved; restore is refused', async () => {
    const backup = await shopCommand(work, t.dataDir, ['backup', 'running.tar.gz']);
    expect(backup.err).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.out).toMatch(/^Wrote .*running\.tar\.gz: \d+ rows of \d+ tables and 7 files/);
    expect((await stat(path.join(work, 'running.tar.gz'))).size).toBeGreaterThan(0);

    const restore = await shopCommand(work, t.dataDir, ['restore', 'running.tar.gz']);
    expect(restore.code).toBe(1);
    expect(restore.err.trim()).toBe(
      'The shop is running: stop it first, then restore into an empty data folder (or an empty database).',
    );
  }, 60_000);

  it('a stock import still goes through the streamed answer it shares with the backup', async () => {
    const checked = await shopCommand(work, t.dataDir, [
      'stock',
      'import',
      path.resolve('docs/examples/stock-import.csv'),
      '--dry-run',
    ]);
    expect(checked.code, checked.err).toBe(0);
    expect(checked.out).toMatch(/\d+ added, \d+ updated, \d+ removed, 0 errors/);
  }, 60_000);

  it("the shop's backup address runs a backup and nothing else", async () => {
    const token = (await readRunningServer(t.dataDir))?.token ?? '';
    const other = await t.app.inject({
      method: 'POST',
      url: '/_admin/backup',
      headers: { 'x-admin-token': token, 'content-type': 'application/json' },
      payload: JSON.stringify({ args: ['stock', 'remove', 'T-RING-1'] }),
    });
    expect(other.statusCode).toBe(400);
    expect(other.json<{ message: string }>().message).toBe('/_admin/backup does not run: stock remove T-RING-1');
  });
});

describe('with the shop stopped, on the embedded database', () => {
  it('backup opens the database itself; restore into a new data folder gives back the same rows and files', async () => {
    const source = path.join(work, 'source');
    const database = await openDatabase({ dataDir: path.join(source, 'pglite') });
    await database.migrate();
    await setGoldRate(database.db, TEST_RATE);
    await importStock(database.db, FIXTURE);
    await database.close();
    await new LocalStore(source).put('images/T-RING-1-1.webp', Buffer.from('a picture'));
    await new LocalStore(source).put('uploads/slips/slip-1.jpg', Buffer.from('a slip'));

    const backup = await shopCommand(work, source, ['backup', 'stopped.tar.gz']);
    expect(backup.err).toBe('');
    expect(backup.out).toMatch(/^Wrote .*stopped\.tar\.gz: \d+ rows of \d+ tables and 2 files/);

    const target = path.join(work, 'target');
    const restore = await shopCommand(work, target, ['restore', 'stopped.tar.gz']);
    expect(restore.err).toBe('');
    expect(restore.out).toMatch(/^Restored the backup of .*: \d+ rows of \d+ tables and 2 files/);
    const again = await shopCommand(work, target, ['restore', 'stopped.tar.gz']);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/^The database is not empty \(rows in /);

    const before = await openDatabase({ dataDir: path.join(source, 'pglite') });
    const after = await openDatabase({ dataDir: path.join(target, 'pglite') });
    try {
      const rows = await everyRow(before.db);
      expect(rows.get('stock_item')?.length).toBe(FIXTURE.length);
      expect(await everyRow(after.db)).toEqual(rows);
    } finally {
      await before.close();
      await after.close();
    }
    expect(await everyFile(target)).toEqual(await everyFile(source));
  }, 120_000);
});
