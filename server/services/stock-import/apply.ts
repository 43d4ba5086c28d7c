/**
 * The stock import's second step, the import of a checked file (docs/behaviour.md §11.12, docs/decisions/028): the
 * pictures its rows name are re-encoded (as guests' uploads are) under keys of the import's own in the file store; then one
 * transaction writes every set-aside row with a few statements over the whole set (statements.ts), removes the
 * missing pieces when asked, and logs it. A picture of a name no piece shows yet is placed just before it (none shows
 * it until the commit, and a new piece's picture is there the moment its row is, on every machine); one that replaces
 * a picture the shop shows takes its place only after the commit. All or nothing: an import that fails
 * takes back the pictures it placed early.
 */
import { eq } from 'drizzle-orm';
import type { ImportReport, ImportSummary, RunImport } from '../../../core/stock-import-schemas';
import { DomainError } from '../../common/domain-error';
import { rowsOf, type Db } from '../../db/client';
import { stockImportRows, stockImports } from '../../db/schema';
import { audit, type Actor } from '../audit';
import { latestRate } from '../gold-rates';
import { repriceAll } from '../pricing';
import { picturesShown, placeImportedPictures, removeUnusedPictures, storePicture } from '../stock/pictures';
import { MERGE_BATCH } from './compare';
import {
  claimChecked,
  failOver,
  importKeys,
  removeImportFiles,
  saveProgress,
  type ImportJob,
  type ImportProgress,
  type ImportRunOptions,
} from './jobs';
import * as statements from './statements';

/**
 * `removeMissing` removes the pieces the file does not list (a reserved one never); `removeCount`, the number of them
 * the check found as the owner typed it back, must go with it (RunImport). The removal is the owner's alone: the API
 * refuses staff before it gets here.
 */
export type ImportOptions = ImportRunOptions & RunImport & { actor: Actor };

/**
 * Starts the import of a checked file (checkStockImport checked it): claims it (a 404 or a 409 if it cannot run) and
 * answers once it is claimed; `finished` settles when it is done, with what it did, or fails it. The back office
 * follows the rest by asking; the command line awaits `finished`. (The API's route that calls this is `runStockImport`;
 * its `startStockImport` route is the upload's, which creates and checks.)
 */
export async function startStockImport(
  db: Db,
  id: number,
  opts: ImportOptions,
): Promise<{ finished: Promise<ImportSummary> }> {
  const { job, report } = await claimChecked(db, id, opts);
  // Failed or done, the import's files go: a failed import is not run again (the file is checked again instead).
  const finished = apply(db, job, report, opts).catch((err: unknown) => failOver(db, id, err, opts.files));
  return { finished };
}

/**
 * Stores the pictures the rows name and that were sent (kept in the file store by the check), re-encoded, two at a
 * time, under the import's `folder` of keys (storePicture; the shop's pictures are not touched yet). Returns their
 * names.
 */
async function storePictures(
  db: Db,
  job: ImportJob,
  folder: string,
  progress: ImportProgress,
  opts: ImportOptions,
): Promise<string[]> {
  const files = opts.files;
  if (!files) return [];
  // The pictures the check kept, by lower-cased name.
  const sent = new Map<string, string>();
  if (job.picturesPath?.startsWith('imports/'))
    for await (const f of files.store.list(`${job.picturesPath}/`))
      sent.set(f.key.slice(job.picturesPath.length + 1).toLowerCase(), f.key);
  const wanted = await rowsOf<{ name: string }>(db, statements.picturesNamed(job.id));
  const toStore = wanted.map((w) => w.name).filter((n) => sent.has(n.toLowerCase()));
  progress.picturesTotal = toStore.length;
  opts.onProgress?.({ ...progress });
  const queue = [...toStore];
  const worker = async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      const key = sent.get(name.toLowerCase());
      const data = key ? await files.store.get(key) : null;
      if (!key || !data) continue;
      await storePicture(files, name, data, key.slice(key.lastIndexOf('/') + 1), { folder });
      progress.picturesDone += 1;
      if (progress.picturesDone % 10 === 0 || progress.picturesDone === progress.picturesTotal)
        await saveProgress(db, job.id, progress, opts.onProgress);
    }
  };
  await Promise.all([worker(), worker()]);
  return toStore;
}

/** Writes the changed rows' pieces, batch by batch of lines, counting every row (unchanged ones too) as done. */
async function mergePieces(tx: Db, job: ImportJob, progress: ImportProgress, opts: ImportOptions): Promise<void> {
  // Unchanged rows are left alone; the rest go in batches of lines, each batch picked by its first line.
  for (let after = 0; ;) {
    const [last] = await rowsOf<{ line: number | null; n: number }>(
      tx,
      statements.nextBatch(job.id, after, MERGE_BATCH),
    );
    if (last?.line == null) break;
    await tx.execute(statements.mergePieces(job.id, after, last.line));
    after = last.line;
    progress.rowsDone += last.n;
    opts.onProgress?.(progress);
  }
}

async function apply(db: Db, job: ImportJob, report: ImportReport, opts: ImportOptions): Promise<ImportSummary> {
  const started = Date.now();
  const progress: ImportProgress = { rowsDone: 0, rowsTotal: job.rowsTotal, picturesDone: 0, picturesTotal: 0 };
  const ready = importKeys(job.id).ready;
  const stored = await storePictures(db, job, ready, progress, opts);
  // One look at the rows, not one at the store per picture: the import may bring thousands.
  const shown = opts.files ? await picturesShown(db, stored) : new Set<string>();
  const early = stored.filter((name) => !shown.has(name));
  if (opts.files) await placeImportedPictures(opts.files, ready, early);

  const summary = await db
    .transaction(async (tx) => {
      await tx.execute(statements.mergeMenuItems(job.id));
      await mergePieces(tx, job, progress, opts);
      for (const clear of statements.clearChangedPieces(job.id)) await tx.execute(clear);
      await tx.execute(statements.insertPictures(job.id));
      await tx.execute(statements.insertStones(job.id));
      await tx.execute(statements.insertSubItems(job.id));
      const gone = opts.removeMissing
        ? (await rowsOf<{ id: number }>(tx, statements.removeMissingPieces(job.id))).length
        : 0;
      // The number typed back is the number removed: a shop changed since the check (a piece added, a reservation
      // ended) would remove another, so nothing is imported and the file is checked again.
      if (opts.removeMissing && gone !== opts.removeCount)
        throw new DomainError(
          409,
          `The shop changed since the check: the import would remove ${gone} pieces, not the ${opts.removeCount ?? 0} confirmed. Nothing was imported; check the file again.`,
        );
      // The rows were priced at the check; a rate set since then prices them again.
      const rate = await latestRate(tx);
      if ((rate?.RateDate ?? null) !== job.rateDate) await repriceAll(tx, rate);
      const done: ImportSummary = {
        added: report.added,
        updated: report.updated,
        removed: gone,
        pictures: stored.length,
        seconds: Math.round((Date.now() - started) / 100) / 10,
      };
      await audit(tx, opts.actor, {
        action: 'stock imported',
        subjectType: 'stock',
        subjectId: `import ${job.id}`,
        newValue: `${job.fileName}: ${done.added} added, ${done.updated} updated, ${done.removed} removed, ${done.pictures} pictures`,
      });
      await tx.delete(stockImportRows).where(eq(stockImportRows.importId, job.id));
      await tx
        .update(stockImports)
        .set({
          state: 'done',
          rowsDone: progress.rowsDone,
          picturesDone: progress.picturesDone,
          picturesTotal: progress.picturesTotal,
          report: { ...report, summary: done },
          finishedAt: new Date(),
        })
        .where(eq(stockImports.id, job.id));
      return done;
    })
    .catch(async (err: unknown) => {
      // Nothing was imported: the pictures placed early go again (no piece's row names them).
      if (opts.files) await removeUnusedPictures(db, opts.files, early);
      throw err;
    });

  // Committed: the pictures that replace the shop's take their place, and their cached renditions go.
  if (opts.files)
    await placeImportedPictures(
      opts.files,
      ready,
      stored.filter((name) => shown.has(name)),
    );
  await removeImportFiles(opts.files, job.id);
  return summary;
}
