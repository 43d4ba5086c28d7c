import { availableParallelism } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { demoCatalogue } from '../../demo/catalogue';
import {
  mediaJobs,
  writeDemoMedia,
  writeMediaFile,
  type MediaJob,
  type MediaResult,
  type MediaSink,
} from '../../demo/pictures';
import type { StockImport } from '../../core/stock-schema';
import { runApart } from '../common/run-apart';
import { rowsOf, type Db } from '../db/client';
import type { FileStore } from '../files/store';
import { pictureKey, typeOf } from './stock/pictures';

/**
 * The demo catalogue's pictures are drawn after the shop listens (docs/decisions/040-first-start.md), into the file
 * store as any picture. While they are, this file lies beside them (`images/.demo-pictures-pending`): written before
 * the demo's rows, removed once every picture is there, so a start that finds it finishes the job another start left
 * half way. Its name starts with a dot, which no picture's name may (server/api/images.ts), so it is never served.
 */
export const PENDING_FILE = '.demo-pictures-pending';

const PENDING_KEY = pictureKey(PENDING_FILE);

export async function markDemoPicturesPending(store: FileStore): Promise<void> {
  await store.put(
    PENDING_KEY,
    Buffer.from('The demo catalogue is being drawn; removed once every picture is here.\n'),
    'text/plain',
  );
}

export async function demoPicturesPending(store: FileStore): Promise<boolean> {
  return (await store.head(PENDING_KEY)) !== null;
}

/** The file store as the place the demo's pictures are drawn into (demo/pictures.ts). */
export function storeSink(store: FileStore): MediaSink {
  return {
    idOf: (name) => `${store.kind}:${pictureKey(name)}`,
    has: async (name) => (await store.head(pictureKey(name))) !== null,
    write: (name, data) => store.put(pictureKey(name), data, typeOf(name)),
  };
}

export interface DrawOptions {
  /** How many pictures are drawn at once; default one per core (docs/decisions/043). */
  concurrency?: number;
  /** The records whose pictures are drawn: the demo catalogue (tests give a few of them). */
  records?: readonly StockImport[];
  /**
   * The built drawing script (build/server/draw-demo-pictures.js): the demo catalogue's pictures are drawn in a
   * process of its own, which gives its memory back when it exits (docs/decisions/043), into the store the
   * environment's settings choose (FILES_S3_* or `dataDir`). Without it, in this process.
   */
  drawer?: string;
  /** DATA_DIR, for the drawing process (with `drawer`). */
  dataDir?: string;
  /**
   * From the catalogue's last picture to its first: a second drawing beside one already under way meets it half way
   * instead of following it (a file either finds there already is skipped).
   */
  fromEnd?: boolean;
}

let byName: Map<string, MediaJob> | undefined;
/** The demo's file of that name, or undefined when the demo has none. */
function demoFile(name: string): MediaJob | undefined {
  byName ??= new Map(mediaJobs(demoCatalogue()).map((job) => [job.name, job]));
  return byName.get(name);
}

/**
 * Draws every demo picture missing from the store (one at a time per core: two per core left more memory behind than a
 * restart has, docs/decisions/043), then removes the pending mark; resolves
 * with what it wrote, or null when `signal` stopped it before the end (the mark stays for the next start).
 */
export async function drawDemoPictures(
  store: FileStore,
  opts: DrawOptions & { signal?: AbortSignal } = {},
): Promise<MediaResult | null> {
  const concurrency = opts.concurrency ?? availableParallelism();
  const result =
    opts.drawer && opts.dataDir && !opts.records
      ? await runApart<MediaResult>(
          opts.drawer,
          [opts.dataDir, String(concurrency), opts.fromEnd ? 'from-end' : ''],
          opts.signal,
        )
      : await writeDemoMedia(opts.records ?? demoCatalogue(), storeSink(store), {
          concurrency,
          signal: opts.signal,
          fromEnd: opts.fromEnd,
        });
  if (opts.signal?.aborted) return null;
  await store.delete(PENDING_KEY);
  return result;
}

/**
 * A request for a picture that is not in the store: when it is one of the demo's and the demo's pictures are still being
 * drawn, it is drawn now (once, whoever asks first: the background job skips it) and true is returned; else false.
 */
export async function drawDemoPictureNow(store: FileStore, name: string): Promise<boolean> {
  const job = demoFile(name);
  if (!job || !(await demoPicturesPending(store))) return false;
  await writeMediaFile(job, storeSink(store));
  return true;
}

/** How often a process that another one keeps from drawing looks again (it may have stopped half way). */
const RETRY_MS = 2000;

export interface DemoPictureJob {
  /** Resolves when this process has nothing left to draw: every picture is there, or it was stopped. */
  done: Promise<void>;
  /** Stops taking new pictures and waits for those being drawn (a later start draws the rest). */
  stop(): Promise<void>;
}

/**
 * Draws the demo's pictures in the background while the mark says they are pending. On PostgreSQL (`db` given)
 * several processes may share the file store: one draws, holding a transaction-scoped advisory lock named after the schema
 * (released if its process dies); the others look every 2 s until the mark is gone, taking over if the lock is free
 * again. Meanwhile any of them draws a picture a guest asks for on demand (drawDemoPictureNow).
 */
export function startDemoPictures(
  store: FileStore,
  opts: DrawOptions & { db?: Db; log: (message: string) => void },
): DemoPictureJob {
  const stopping = new AbortController();
  const started = Date.now();
  const draw = () => drawDemoPictures(store, { ...opts, signal: stopping.signal });
  const report = (result: MediaResult | null) => {
    if (result)
      opts.log(
        `Drew the demo catalogue's pictures: ${result.written} new, ${result.skipped} there already, in ` +
          `${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
  };
  const run = async () => {
    const { db } = opts;
    if (!db) return report(await draw());
    while (!stopping.signal.aborted && (await demoPicturesPending(store))) {
      const drew = await db.transaction(async (tx) => {
        const [row] = await rowsOf<{ got: boolean }>(
          tx,
          sql`SELECT pg_try_advisory_xact_lock(hashtext(current_schema() || '.demo-pictures')) AS got`,
        );
        if (!row?.got) return false;
        // The one that held the lock before may have finished meanwhile.
        if (await demoPicturesPending(store)) report(await draw());
        return true;
      });
      if (!drew) await sleep(RETRY_MS, undefined, { signal: stopping.signal }).catch(() => {});
    }
  };
  const done = run().catch((err: unknown) => {
    opts.log(`Drawing the demo catalogue's pictures failed (the next start tries again): ${String(err)}`);
  });
  return {
    done,
    stop: async () => {
      stopping.abort();
      await done;
    },
  };
}
