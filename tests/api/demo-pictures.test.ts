import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../demo/catalogue';
import { mediaJobs, renderPicture } from '../../demo/pictures';
import { loadDemoRows } from '../../server/services/demo-catalogue';
import {
  demoPicturesPending,
  drawDemoPictures,
  markDemoPicturesPending,
  PENDING_FILE,
  startDemoPictures,
} from '../../server/services/demo-pictures';
import { useTestApp } from './helpers';

const t = useTestApp();
const images = () => path.join(t.dataDir, 'images');
const catalogue = demoCatalogue();
/** A few pieces with two to four pictures each, and the one with the showcase video among them. */
const FEW = [
  ...catalogue.filter((r) => r.ItemName === 'Rings').slice(0, 3),
  ...catalogue.filter((r) => r.Images?.some((n) => n.endsWith('.mp4'))).slice(0, 1),
];
const FEW_FILES = mediaJobs(FEW).map((j) => j.name);
const ring = catalogue.find((r) => r.ItemName === 'Rings' && (r.Images?.length ?? 0) >= 2);
const RING_PICTURE = ring?.Images?.[1] ?? '';

afterEach(() => rm(images(), { recursive: true, force: true }));

describe('the demo pictures on a first start (docs/decisions/040-first-start.md)', () => {
  it('marks the pictures pending before the rows go in, and draws none itself', async () => {
    const loaded = await loadDemoRows(t.database.db, { store: t.store, today: '2025-03-10' });
    expect(loaded?.items).toBe(catalogue.length);
    expect(await demoPicturesPending(t.store)).toBe(true);
    expect(await readdir(images())).toEqual([PENDING_FILE]);
    // A second start finds stock: nothing loaded again, and the mark is left for whoever draws.
    expect(await loadDemoRows(t.database.db, { store: t.store })).toBeNull();
    expect(await demoPicturesPending(t.store)).toBe(true);
  });

  it('draws a picture asked for before its turn at once: 200, the picture itself, and it stays on disk', async () => {
    await markDemoPicturesPending(t.store);
    const res = await t.app.inject({ url: `/Image/${RING_PICTURE}?w=320`, headers: { accept: 'image/webp' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(320);
    // The very picture the background job would have drawn: kept a year like any other.
    expect(String(res.headers['cache-control'])).toContain('immutable');
    expect(ring && (await renderPicture(ring, 1)).equals(await readFile(path.join(images(), RING_PICTURE)))).toBe(true);
    const again = await t.app.inject({
      url: `/Image/${RING_PICTURE}?w=320`,
      headers: { accept: 'image/webp', 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 kept by no one for a picture that is missing and not being drawn', async () => {
    // The demo's name, but no drawing pending (the stock is the owner's): not drawn, not cached.
    const notPending = await t.app.inject({ url: `/Image/${RING_PICTURE}?w=320` });
    expect(notPending.statusCode).toBe(404);
    expect(notPending.headers['cache-control']).toBe('no-store');
    await markDemoPicturesPending(t.store);
    const unknown = await t.app.inject({ url: '/Image/NOT-A-DEMO-1.webp?w=320' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
  });

  it('finishes on the next start what a stopped one left half way', async () => {
    await markDemoPicturesPending(t.store);
    const stop = new AbortController();
    stop.abort(); // stopped before its first picture: as a crash would leave it, the mark stays
    expect(await drawDemoPictures(t.store, { records: FEW, signal: stop.signal })).toBeNull();
    expect(await demoPicturesPending(t.store)).toBe(true);
    // Some pictures there already (drawn on demand, or before the stop).
    await drawDemoPictures(t.store, { records: FEW.slice(0, 1), signal: AbortSignal.timeout(60_000) });
    await markDemoPicturesPending(t.store);
    const drawnBefore = (FEW[0]?.Images ?? []).length;
    const finished = await drawDemoPictures(t.store, { records: FEW });
    expect(finished).toEqual({ written: FEW_FILES.length - drawnBefore, skipped: drawnBefore });
    expect(await demoPicturesPending(t.store)).toBe(false);
    expect((await readdir(images())).sort()).toEqual([...FEW_FILES].sort());
  }, 60_000);

  it('draws them once when several processes start together, on PostgreSQL through an advisory lock', async () => {
    await markDemoPicturesPending(t.store);
    const logs: string[] = [];
    const log = (m: string) => logs.push(m);
    const jobs = [1, 2, 3].map(() => startDemoPictures(t.store, { db: t.database.db, records: FEW, log }));
    await Promise.all(jobs.map((j) => j.done));
    expect(await demoPicturesPending(t.store)).toBe(false);
    expect((await readdir(images())).sort()).toEqual([...FEW_FILES].sort());
    // One drew them all; the others found the job done.
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain(`${FEW_FILES.length} new, 0 there already`);
  }, 60_000);
});

describe('the drawing process outlives no shop', () => {
  it('stops when the shop that started it is killed (SIGKILL: no word, only its channel closing)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'zewar-orphan-'));
    // A stand-in shop: forks the drawing as the shop does (an IPC channel), says the child's pid, then waits.
    const shop = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { fork } from 'node:child_process';
         const child = fork(${JSON.stringify(path.resolve('server/start/draw-demo-pictures.ts'))}, [${JSON.stringify(dir)}, '1'],
           { execArgv: ['--import', 'tsx'], stdio: 'ignore' });
         console.log(child.pid);
         setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const childPid = Number(
      await new Promise<string>((resolve) => shop.stdout.once('data', (b) => resolve(String(b)))),
    );
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    // Drawing has begun (its pictures take minutes in all); then the shop goes at once.
    for (let i = 0; i < 100 && (await readdir(dir)).length === 0; i++) await sleep(200);
    expect(alive(childPid)).toBe(true);
    shop.kill('SIGKILL');
    let waited = 0;
    while (alive(childPid) && waited < 20_000) {
      await sleep(200);
      waited += 200;
    }
    if (alive(childPid)) process.kill(childPid, 'SIGKILL');
    expect(waited, 'the drawing went on after its shop was killed').toBeLessThan(20_000);
    await rm(dir, { recursive: true, force: true });
  }, 60_000);
});
