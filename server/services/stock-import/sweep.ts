/**
 * The stock imports that are over (docs/behaviour.md §11.12, docs/decisions/061): dropped once past their time, with
 * their set-aside rows, and their files removed: those kept in the file store under `imports/{id}/`, and the work
 * folders DATA_DIR/imports/{id} on this machine.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ShopFiles } from '../../files/shop-files';
import { stockImportRows, stockImports } from '../../db/schema';

/**
 * How long a checked import waits for its Import, its files and set-aside rows kept (docs/behaviour.md §11.12): the
 * latest a day; an older one, once a newer file has been checked (or imported), an hour after that newer one was sent,
 * so that a member about to press Import is not cut short by a colleague's check.
 */
export const IMPORT_KEEP_MS = { checked: 24 * 3600_000, superseded: 3600_000 } as const;
/** An import being checked or imported for longer than this was left by a process that stopped. */
const STOPPED_AFTER_MS = 24 * 3600_000;
/**
 * A done import's pictures take their place after its transaction commits, from its folder, which it then removes
 * itself: the sweep leaves the folder of one done within this long alone.
 */
const DONE_GRACE_MS = 3600_000;

/**
 * Drops the imports past their time (checked ones not imported, IMPORT_KEEP_MS; ones a stopped process left half way
 * a day ago), then removes the files (`imports/{id}/` in the store, DATA_DIR/imports/{id} here) of every import not
 * being checked, checked or imported: failed, dropped, done (an hour after), or unknown to the database. Run at start, every few minutes
 * (server/start/import-sweep.ts) and when an import is sent. `now` is the clock (tests move it on). Returns how many
 * imports were dropped and the numbers of those whose files were removed.
 */
export async function sweepImports(
  db: Db,
  files: ShopFiles | null,
  now = Date.now(),
): Promise<{ dropped: number; removed: string[] }> {
  const before = (ms: number) => new Date(now - ms);
  let dropped = await dropImports(
    db,
    and(eq(stockImports.state, 'checked'), lt(stockImports.finishedAt, before(IMPORT_KEEP_MS.checked))),
    'Checked more than a day ago and not imported: check the file again to import it.',
  );
  dropped += await dropImports(
    db,
    and(
      eq(stockImports.state, 'checked'),
      sql`EXISTS (SELECT 1 FROM stock_import newer WHERE newer.id > ${stockImports.id}
        AND newer.state IN ('checked', 'importing', 'done')
        AND newer.created_at < ${before(IMPORT_KEEP_MS.superseded).toISOString()}::timestamptz)`,
    ),
    'A newer file was checked since: check this one again to import it.',
  );
  dropped += await sweepStoppedImports(db, before(STOPPED_AFTER_MS));
  if (!files) return { dropped, removed: [] };
  // The files are listed before the imports are read: an import is written before its files, so a file listed here
  // whose import is not found below is not one being sent right now.
  const root = path.join(files.dataDir, 'imports');
  const folders = await readdir(root).catch(() => [] as string[]);
  const keys = new Map<string, string[]>();
  for await (const f of files.store.list('imports/')) {
    const id = f.key.split('/')[1] ?? '';
    keys.set(id, [...(keys.get(id) ?? []), f.key]);
  }
  const names = [...new Set([...folders, ...keys.keys()])];
  if (!names.length) return { dropped, removed: [] };
  const live = await db
    .select({ id: stockImports.id })
    .from(stockImports)
    .where(
      or(
        inArray(stockImports.state, ['checking', 'checked', 'importing']),
        and(eq(stockImports.state, 'done'), gt(stockImports.finishedAt, before(DONE_GRACE_MS))),
      ),
    );
  const kept = new Set(live.map((l) => String(l.id)));
  const removed: string[] = [];
  for (const name of names) {
    if (kept.has(name)) continue;
    if (folders.includes(name)) await rm(path.join(root, name), { recursive: true, force: true });
    for (const key of keys.get(name) ?? []) await files.store.delete(key);
    removed.push(name);
  }
  return { dropped, removed };
}

/** Marks the imports matching `where` failed with the owner's reason; their set-aside rows go. Returns how many. */
export async function dropImports(db: Db, where: SQL | undefined, why: string): Promise<number> {
  const dropped = await db
    .update(stockImports)
    .set({ state: 'failed', failure: why, finishedAt: new Date() })
    .where(where)
    .returning({ id: stockImports.id });
  if (dropped.length)
    await db.delete(stockImportRows).where(
      inArray(
        stockImportRows.importId,
        dropped.map((d) => d.id),
      ),
    );
  return dropped.length;
}

/**
 * A shop that stopped during a check or an import left it half way: nothing of it reached the stock (the import
 * writes in one transaction), so it is marked failed and its set-aside rows go. Called at start (one process owns
 * the embedded database; on PostgreSQL only imports older than a day are swept, see docs/decisions/028).
 */
export function sweepStoppedImports(db: Db, olderThan: Date): Promise<number> {
  return dropImports(
    db,
    and(inArray(stockImports.state, ['checking', 'importing']), lt(stockImports.startedAt, olderThan)),
    'The shop stopped before this finished; nothing was changed.',
  );
}
