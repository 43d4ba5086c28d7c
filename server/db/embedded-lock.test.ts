import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { shopOrLock } from '../start/command-bridge';
import { EmbeddedInUse, lockEmbedded, lockFileFor } from './embedded-lock';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'zewar-lock-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('one process at a time on the embedded database (decision 090)', () => {
  it('a second taker is refused, named by the holder’s pid, until the lock is given back', async () => {
    const release = await lockEmbedded(dir);
    expect(JSON.parse(await readFile(lockFileFor(dir), 'utf8'))).toMatchObject({ pid: process.pid });
    const refused = await lockEmbedded(dir).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(EmbeddedInUse);
    expect((refused as Error).message).toContain(`in use by process ${process.pid}`);
    await release();
    await expect(readFile(lockFileFor(dir))).rejects.toThrow(/ENOENT/);
    await (
      await lockEmbedded(dir)
    )();
  });

  it('a lock left by a process that ended is taken over', async () => {
    const ended = spawnSync(process.execPath, ['-e', '0']).pid;
    await writeFile(lockFileFor(dir), JSON.stringify({ pid: ended, started: null }));
    await (
      await lockEmbedded(dir)
    )();
  });

  it('a lock whose pid a new process was given (another start time) is taken over; a garbled one too', async () => {
    await writeFile(lockFileFor(dir), JSON.stringify({ pid: process.pid, started: '1' }));
    await (
      await lockEmbedded(dir)
    )();
    await writeFile(lockFileFor(dir), 'not a lock');
    await (
      await lockEmbedded(dir)
    )();
  });

  it('the owner’s command waits for a shop that holds the lock while it starts, then works through it', async () => {
    const shopsLock = await lockEmbedded(dir);
    let told = 0;
    setTimeout(() => {
      void writeFile(path.join(dir, 'server.json'), JSON.stringify({ pid: process.pid, port: 3999, token: 't' }));
    }, 400);
    const reached = await shopOrLock(dir, { waitMs: 10_000, onWait: () => told++ });
    expect(reached.running).toMatchObject({ port: 3999 });
    expect(told).toBe(1);
    await shopsLock();
  });

  it('gives up after its wait when the holder never answers; takes the lock when no one holds it', async () => {
    const other = await lockEmbedded(dir);
    await expect(shopOrLock(dir, { waitMs: 300 })).rejects.toBeInstanceOf(EmbeddedInUse);
    await other();
    const reached = await shopOrLock(dir, { waitMs: 300 });
    expect(reached.running).toBeNull();
    if (!reached.running) await reached.release();
  });
});
