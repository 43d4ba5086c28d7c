/**
 * A stock import's life in `stock_import` (docs/behaviour.md §11.12, docs/decisions/028, 061): created (one at a time),
 * its files attached, its progress counted, claimed to be imported, failed with its set-aside rows and its own files,
 * and shown as the page and the command line show it. The imports past their time are swept (sweep.ts).
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  removableOf,
  removalRefusal,
  type ImportReport,
  type ImportStatus,
  type ImportSummary,
  type RunImport,
} from '../../../core/stock-import-schemas';
import type { Db } from '../../db/client';
import type { ShopFiles } from '../../files/shop-files';
import { stockImports } from '../../db/schema';
import { DomainError } from '../../common/domain-error';
import type { Actor } from '../audit';
import { dropImports, sweepImports } from './sweep';

export type ImportJob = typeof stockImports.$inferSelect;

export interface ImportProgress {
  rowsDone: number;
  rowsTotal: number;
  picturesDone: number;
  picturesTotal: number;
}

export interface ImportRunOptions {
  /**
   * The shop's files: pictures go to the store's `images/`, the pictures an import keeps between its check and its
   * import to `imports/{id}/`, and its work while the file is read to DATA_DIR/imports/{id}/ on this machine. None:
   * rows the shop's own code gives (their pictures are not looked for).
   */
  files?: ShopFiles;
  onProgress?: (p: ImportProgress) => void;
  /**
   * A .zip of pictures the check unpacks first into the import's pictures/ folder (its progress counted in pictures);
   * an upload's own .zip is removed once unpacked, a file the command line named is left alone.
   */
  zip?: string;
}

/**
 * Where an import's upload is kept and unpacked on the machine that received it while its check reads it
 * (DATA_DIR/imports/{id}); what it keeps for the import is in the file store under importKeys(id).
 */
export const importDir = (dataDir: string, id: number) => path.join(dataDir, 'imports', String(id));

/** The keys an import keeps in the file store: the pictures sent, then re-encoded ones waiting for the commit. */
export const importKeys = (id: number) => ({
  root: `imports/${id}/`,
  pictures: `imports/${id}/pictures`,
  ready: `imports/${id}/ready`,
});

/** Whether a file is one of the import's own (its upload), not one the command line named. */
export const isOwnFile = (dataDir: string, id: number, file: string) =>
  !!dataDir && !!file && path.resolve(file).startsWith(path.resolve(importDir(dataDir, id)) + path.sep);

/** Removes an import's own files, in the file store and on this machine (not the files the command line named). */
export async function removeImportFiles(files: ShopFiles | undefined, id: number): Promise<void> {
  if (!files) return;
  await rm(importDir(files.dataDir, id), { recursive: true, force: true });
  const keys: string[] = [];
  for await (const f of files.store.list(importKeys(id).root)) keys.push(f.key);
  for (const key of keys) await files.store.delete(key);
}

/** How long an import waits for another to finish when told to wait (the command line, the shop's own loads). */
const WAIT_MS = 10 * 60_000;

/**
 * Creates an import of a file, to be checked next (checkStockImport). One import is checked or imported at a time:
 * the back office is refused (409) while another runs; the command line and the shop's own loads (`wait`) wait for
 * it. The imports past their time are dropped, and with `files` the files of the imports that are over removed
 * (sweepImports).
 */
export async function createStockImport(
  db: Db,
  f: {
    fileName: string;
    filePath: string;
    picturesPath: string | null;
    actor: Actor;
    wait?: boolean;
    files?: ShopFiles;
  },
): Promise<number> {
  const deadline = Date.now() + (f.wait ? WAIT_MS : 0);
  for (;;) {
    const id = await db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE stock_import IN SHARE ROW EXCLUSIVE MODE`);
      const [busy] = await tx
        .select({ id: stockImports.id, actor: stockImports.actor, state: stockImports.state })
        .from(stockImports)
        .where(inArray(stockImports.state, ['checking', 'importing']))
        .limit(1);
      if (busy) {
        if (Date.now() < deadline) return null;
        throw new DomainError(
          409,
          `Another stock import (number ${busy.id}, by ${busy.actor}) is being ${busy.state === 'checking' ? 'checked' : 'imported'}. Please wait for it to finish.`,
        );
      }
      const [row] = await tx
        .insert(stockImports)
        .values({
          fileName: f.fileName,
          filePath: f.filePath,
          picturesPath: f.picturesPath,
          staffId: f.actor.staffId,
          actor: f.actor.name,
          startedAt: new Date(),
        })
        .returning({ id: stockImports.id });
      if (!row) throw new Error('The import insert returned no id');
      return row.id;
    });
    if (id !== null) {
      // Not this import's business to fail over: a sweep that fails is tried again by the next (and logged by the
      // one every few minutes, server/start/import-sweep.ts).
      await sweepImports(db, f.files ?? null).catch(() => undefined);
      return id;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The files of an import once they are on disk (an upload, a .zip unpacked after the import was created). */
export async function attachImportFiles(
  db: Db,
  id: number,
  files: { fileName?: string; filePath?: string; picturesPath: string | null },
): Promise<void> {
  await db.update(stockImports).set(files).where(eq(stockImports.id, id));
}

/** Tells `onProgress` how far the import has come, and writes it down for the page, which asks once a second. */
export async function saveProgress(db: Db, id: number, p: ImportProgress, onProgress?: (p: ImportProgress) => void) {
  onProgress?.(p);
  await db
    .update(stockImports)
    .set({ rowsDone: p.rowsDone, rowsTotal: p.rowsTotal, picturesDone: p.picturesDone, picturesTotal: p.picturesTotal })
    .where(eq(stockImports.id, id));
}

/**
 * Marks an import failed with the owner's reason; its set-aside rows go, and with `files` its own files, first: an
 * import seen as failed has none left.
 */
export async function failStockImport(db: Db, id: number, why: string, files?: ShopFiles): Promise<void> {
  await removeImportFiles(files, id);
  await dropImports(db, eq(stockImports.id, id), why);
}

/** Fails an import over an error its check or its import met (the owner reads a DomainError's message), and throws it. */
export async function failOver(db: Db, id: number, err: unknown, files: ShopFiles | undefined): Promise<never> {
  await failStockImport(
    db,
    id,
    err instanceof DomainError ? err.message : 'The shop could not finish this import; nothing was changed.',
    files,
  );
  throw err;
}

/** An import to check: a 404 when there is none of this number. */
export async function importToCheck(db: Db, id: number): Promise<ImportJob> {
  const [job] = await db.select().from(stockImports).where(eq(stockImports.id, id));
  if (!job) throw new DomainError(404, `No stock import number ${id}`);
  return job;
}

/**
 * Refuses (400, naming removeCount) a run that asks to remove the pieces a checked file does not list without the
 * number its check found to remove typed back (removalRefusal), before the import is touched. An import that cannot
 * run at all is left to claimChecked's 404 or 409.
 */
async function confirmRemoval(db: Db, id: number, run: RunImport): Promise<void> {
  if (!run.removeMissing) return;
  const [seen] = await db
    .select({ state: stockImports.state, report: stockImports.report })
    .from(stockImports)
    .where(eq(stockImports.id, id));
  const report = seen?.report as ImportReport | null | undefined;
  if (seen?.state !== 'checked' || !report || report.errorCount > 0) return;
  const refusal = removalRefusal(removableOf(report), run);
  if (refusal) throw new DomainError(400, `removeCount: ${refusal}`, [{ field: 'removeCount', message: refusal }]);
}

/**
 * Claims a checked import to be imported, with its report: a 404 when there is none of this number, a 409 when it is
 * not checked, or its file had errors (it is left checked then, to be put right), a 400 when it would remove pieces
 * without their number typed back (confirmRemoval; it is left checked, untouched).
 */
export async function claimChecked(
  db: Db,
  id: number,
  run: RunImport,
): Promise<{ job: ImportJob; report: ImportReport }> {
  await confirmRemoval(db, id, run);
  const claimed = await db
    .update(stockImports)
    .set({ state: 'importing', removeMissing: run.removeMissing, startedAt: new Date(), finishedAt: null })
    .where(and(eq(stockImports.id, id), eq(stockImports.state, 'checked')))
    .returning();
  const job = claimed[0];
  if (!job) {
    const [seen] = await db.select({ state: stockImports.state }).from(stockImports).where(eq(stockImports.id, id));
    if (!seen) throw new DomainError(404, `No stock import number ${id}`);
    throw new DomainError(
      409,
      seen.state === 'importing'
        ? 'This import is running already.'
        : seen.state === 'done'
          ? 'This file has been imported already. Check it again to import it again.'
          : 'Check the file again before importing it.',
    );
  }
  const report = job.report as ImportReport | null;
  if (!report || report.errorCount > 0) {
    await db.update(stockImports).set({ state: 'checked' }).where(eq(stockImports.id, id));
    throw new DomainError(
      409,
      `The file has ${report?.errorCount ?? 'unchecked'} errors: put them right and check it again. Nothing was imported.`,
    );
  }
  return { job, report };
}

/** An import as the page and the command line show it. */
export async function importStatus(db: Db, id?: number): Promise<ImportStatus | null> {
  const [job] = await db
    .select()
    .from(stockImports)
    .where(id === undefined ? undefined : eq(stockImports.id, id))
    .orderBy(sql`${stockImports.id} DESC`)
    .limit(1);
  if (!job) return null;
  const stored = job.report as (ImportReport & { summary?: ImportSummary }) | null;
  const { summary = null, ...report } = stored ?? {};
  return {
    id: job.id,
    state: job.state as ImportStatus['state'],
    fileName: job.fileName,
    picturesSent: job.picturesPath !== null,
    removeMissing: job.removeMissing,
    rowsTotal: job.rowsTotal,
    rowsDone: job.rowsDone,
    picturesTotal: job.picturesTotal,
    picturesDone: job.picturesDone,
    startedAt: job.startedAt?.toISOString() ?? null,
    finishedAt: job.finishedAt?.toISOString() ?? null,
    actor: job.actor,
    report: stored ? (report as ImportReport) : null,
    summary,
    failure: job.failure,
  };
}
