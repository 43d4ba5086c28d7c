/**
 * The stock import (docs/behaviour.md §11.12, docs/decisions/028). Two steps, on the web and the command line alike:
 *
 * - check: the file is read as it streams; every row is checked, priced from the day's rate and set aside in
 *   stock_import_row (short transactions, so the storefront keeps answering); then the set-aside rows are compared
 *   with the shop's stock and the pictures they name with those sent, and the report says what an import would do.
 * - import: the pictures sent are re-encoded (as guests' uploads are) into a folder of the import's own; then one
 *   transaction writes every set-aside row with a few statements over the whole set, removes the missing pieces when
 *   asked, and logs it. Only after it commits do the pictures take their place. All or nothing.
 */
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { VIDEO_EXTENSIONS } from '../../core/constants';
import { totalWeight as totalWeightOf } from '../../core/pricing';
import { readStockRecord, stockRowOf, STOCK_COLUMNS } from '../../core/stock-file-format';
import {
  describeError,
  IMPORT_PICTURE_MAX_BYTES,
  REPORT_LIMIT,
  type ImportError,
  type ImportReport,
  type ImportStatus,
  type ImportSummary,
} from '../../core/stock-import-schemas';
import { isMensName, type StockRecord } from '../../core/stock-schema';
import { rowsOf, type Db } from '../db/client';
import { stockImportRows, stockImports } from '../db/schema';
import { DomainError } from '../common/domain-error';
import { isPictureFormat, pictureHeader, reencodePicture, STAFF_PICTURE_MAX_PIXELS } from '../files/uploads';
import { readStockFile, stockFileKind, type StockFileRow } from './stock-import/stock-reader';
import { unzipPictures } from './stock-import/zip-pictures';
import { audit, SHOP, type Actor } from './audit';
import { computePrices, latestRate, repriceAll } from './stock';
import { stockRecordsOf } from './stock-records';

export interface ImportProgress {
  rowsDone: number;
  rowsTotal: number;
  picturesDone: number;
  picturesTotal: number;
}

export interface ImportRunOptions {
  /** DATA_DIR: pictures go to its images/, an import's own files to imports/{id}/. */
  dataDir: string;
  onProgress?: (p: ImportProgress) => void;
  /**
   * A .zip of pictures the check unpacks first into the import's pictures/ folder (its progress counted in pictures);
   * an upload's own .zip is removed once unpacked, a file the command line named is left alone.
   */
  zip?: string;
}

/** Rows set aside per statement while checking, and written per statement while importing. */
const BATCH = 500;
const MERGE_BATCH = 5000;
const VIDEO_SIGNATURES: ReadonlyMap<string, (b: Buffer) => boolean> = new Map(
  Object.entries({
    mp4: (b) => b.subarray(4, 8).toString('latin1') === 'ftyp',
    webm: (b) => b.readUInt32BE(0) === 0x1a45dfa3,
    ogg: (b) => b.subarray(0, 4).toString('latin1') === 'OggS',
  }),
);

const extOf = (name: string) => path.extname(name).slice(1).toLowerCase();
const isVideo = (name: string) => (VIDEO_EXTENSIONS as readonly string[]).includes(extOf(name));

/** Where an import keeps its upload and its re-encoded pictures until they take their place. */
export const importDir = (dataDir: string, id: number) => path.join(dataDir, 'imports', String(id));

/** Whether a file is one of the import's own (its upload), not one the command line named. */
const isOwnFile = (dataDir: string, id: number, file: string) =>
  !!dataDir && !!file && path.resolve(file).startsWith(path.resolve(importDir(dataDir, id)) + path.sep);

/** Removes an import's own files (not the files the command line named). */
async function removeFiles(dataDir: string, id: number): Promise<void> {
  if (dataDir) await rm(importDir(dataDir, id), { recursive: true, force: true });
}

/** Why a picture sent with the file cannot be used, or null when it can (checked by content, not by name). */
export async function pictureProblem(file: string): Promise<string | null> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return 'it could not be read';
  if (info.size > IMPORT_PICTURE_MAX_BYTES) return `it is larger than ${IMPORT_PICTURE_MAX_BYTES / 1024 / 1024} MB`;
  if (isVideo(file)) {
    const head = Buffer.alloc(12);
    const handle = await open(file, 'r');
    try {
      await handle.read(head, 0, 12, 0);
    } finally {
      await handle.close();
    }
    return VIDEO_SIGNATURES.get(extOf(file))?.(head) ? null : `it is not a ${extOf(file)} video`;
  }
  // One read of the header for both the pixels and the format.
  const header = await pictureHeader(file);
  if (!header) return 'it is not a picture';
  if (header.pixels > STAFF_PICTURE_MAX_PIXELS)
    return `it is larger than ${STAFF_PICTURE_MAX_PIXELS / 1_000_000} megapixels`;
  return isPictureFormat(header.format) ? null : 'it is not a JPEG, PNG, GIF or WebP picture';
}

/** A picture re-encoded as the shop keeps them (server/files/uploads.ts); a video as it was sent. */
async function reencoded(file: string): Promise<Buffer> {
  const data = await readFile(file);
  return isVideo(file) ? data : reencodePicture(data, 'pictures', path.basename(file));
}

/** The picture files sent with an import, by lower-cased name (a folder: the upload's or the one the command named). */
async function picturesSent(dir: string | null): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (!dir) return found;
  for (const name of await readdir(dir).catch(() => [])) found.set(name.toLowerCase(), path.join(dir, name));
  return found;
}

/** How long an import waits for another to finish when told to wait (the command line, the shop's own loads). */
const WAIT_MS = 10 * 60_000;

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
 * a day ago), then removes under DATA_DIR/imports/ the folder of every import not being checked, checked or imported:
 * failed, dropped, done (an hour after), or unknown to the database. Run at start, every few minutes (server/start/import-sweep.ts) and when
 * an import is sent. `now` is the clock (tests move it on). Returns how many imports were dropped and the folders
 * removed.
 */
export async function sweepImports(
  db: Db,
  dataDir: string | null,
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
  if (!dataDir) return { dropped, removed: [] };
  // The folders are listed before the imports are read: an import is written before its folder is made, so a folder
  // listed here whose import is not found below is not one being sent right now.
  const root = path.join(dataDir, 'imports');
  const names = await readdir(root).catch(() => [] as string[]);
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
    await rm(path.join(root, name), { recursive: true, force: true });
    removed.push(name);
  }
  return { dropped, removed };
}

/**
 * Starts an import of a file. One import is checked or imported at a time: the back office is refused (409) while
 * another runs; the command line and the shop's own loads (`wait`) wait for it. The imports past their time are
 * dropped, and with `dataDir` the files of the imports that are over removed (sweepImports).
 */
export async function createImport(
  db: Db,
  f: {
    fileName: string;
    filePath: string;
    picturesPath: string | null;
    actor: Actor;
    wait?: boolean;
    dataDir?: string;
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
      await sweepImports(db, f.dataDir ?? null).catch(() => undefined);
      return id;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The files of an import once they are on disk (an upload, a .zip unpacked after the import was created). */
export async function attachFiles(
  db: Db,
  id: number,
  files: { fileName?: string; filePath?: string; picturesPath: string | null },
): Promise<void> {
  await db.update(stockImports).set(files).where(eq(stockImports.id, id));
}

async function progressOf(db: Db, id: number, p: ImportProgress, onProgress?: (p: ImportProgress) => void) {
  onProgress?.(p);
  await db
    .update(stockImports)
    .set({ rowsDone: p.rowsDone, rowsTotal: p.rowsTotal, picturesDone: p.picturesDone, picturesTotal: p.picturesTotal })
    .where(eq(stockImports.id, id));
}

/** Marks the imports matching `where` failed with the owner's reason; their set-aside rows go. Returns how many. */
async function dropImports(db: Db, where: SQL | undefined, why: string): Promise<number> {
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
 * Marks an import failed with the owner's reason; its set-aside rows go, and with `dataDir` its own files, first: an
 * import seen as failed has none left.
 */
export async function markFailed(db: Db, id: number, why: string, dataDir = ''): Promise<void> {
  await removeFiles(dataDir, id);
  await dropImports(db, eq(stockImports.id, id), why);
}

async function fail(db: Db, id: number, err: unknown, dataDir: string): Promise<never> {
  await markFailed(
    db,
    id,
    err instanceof DomainError ? err.message : 'The shop could not finish this import; nothing was changed.',
    dataDir,
  );
  throw err;
}

interface StagedRow {
  importId: number;
  line: number;
  tagNo: string;
  record: StockRecord;
  isMens: boolean;
  totalWeight: number;
  itemPrice: number;
  unitPrice: number;
}

/** The cells a row is compared by: its file row, with IsMens as the menu will hold it. */
const cellsOf = (r: StockRecord) => stockRowOf({ ...r, IsMens: r.IsMens ?? isMensName(r.ItemName) });

/**
 * Reads and checks the import's file and pictures and sets its rows aside; the report says what an import would do.
 * Nothing in the shop's stock changes.
 */
export async function checkImport(
  db: Db,
  id: number,
  opts: ImportRunOptions,
  source?: RowSource,
): Promise<ImportReport> {
  const [job] = await db.select().from(stockImports).where(eq(stockImports.id, id));
  if (!job) throw new DomainError(404, `No stock import number ${id}`);
  try {
    return await check(db, job, opts, source);
  } catch (err) {
    return fail(db, id, err, opts.dataDir);
  }
}

/**
 * Rows given by the shop's own code rather than read from a file (the demo catalogue, tests): their pictures are
 * taken as named, since they are written beside them.
 */
export interface RowSource {
  kind: 'json';
  rows: AsyncIterable<StockFileRow> | Iterable<StockFileRow>;
  trustPictures: true;
}

/**
 * Unpacks the import's .zip of pictures into its own pictures/ folder, counting them as the check's progress; returns
 * the folder the pictures are in. The upload's own .zip is removed once unpacked.
 */
async function unpack(
  db: Db,
  job: typeof stockImports.$inferSelect,
  zip: string,
  opts: ImportRunOptions,
): Promise<string | null> {
  if (!opts.dataDir) throw new Error('A .zip of pictures needs the folder of the import to unpack into');
  const dir = path.join(importDir(opts.dataDir, job.id), 'pictures');
  let told = 0;
  const count = await unzipPictures(zip, dir, async (done, total) => {
    const p = { rowsDone: 0, rowsTotal: 0, picturesDone: done, picturesTotal: total };
    // The database is told every 25 pictures and at the last: the page asks once a second.
    if (done - told < 25 && done < total) return opts.onProgress?.(p);
    told = done;
    await progressOf(db, job.id, p, opts.onProgress);
  });
  if (isOwnFile(opts.dataDir, job.id, zip)) await rm(zip, { force: true });
  await progressOf(db, job.id, { rowsDone: 0, rowsTotal: 0, picturesDone: 0, picturesTotal: 0 }, opts.onProgress);
  if (!count) return job.picturesPath;
  if (job.picturesPath !== dir) await attachFiles(db, job.id, { picturesPath: dir });
  return dir;
}

async function check(
  db: Db,
  job: typeof stockImports.$inferSelect,
  opts: ImportRunOptions,
  source?: RowSource,
): Promise<ImportReport> {
  const picturesPath = opts.zip ? await unpack(db, job, opts.zip, opts) : job.picturesPath;
  const rate = await latestRate(db);
  const sent = await picturesSent(picturesPath);
  const errors: ImportError[] = [];
  let errorCount = 0;
  const fault = (e: ImportError) => {
    errorCount += 1;
    if (errors.length < REPORT_LIMIT.errors) errors.push(e);
  };
  const lineOfTag = new Map<string, number>();
  const lineOfPicture = new Map<string, { line: number; tagNo: string }>();
  const checkedPictures = new Map<string, string | null>();
  const existing = new Map<string, boolean>();
  const missingPictures: ImportReport['pictures']['missing'] = [];
  let missingPictureCount = 0;
  const unreadable: ImportReport['pictures']['unreadable'] = [];
  const used = new Set<string>();
  const imagesDir = path.join(opts.dataDir, 'images');

  /** The names of a row's pictures that can be shown: sent and readable, or already in the shop. */
  const usablePictures = async (row: StockFileRow, r: StockRecord) => {
    if (source?.trustPictures) return r.Images;
    const kept: string[] = [];
    for (const name of r.Images) {
      const key = name.toLowerCase();
      const other = lineOfPicture.get(key);
      if (other && other.tagNo !== r.TagNo) {
        fault({
          line: row.line,
          tagNo: r.TagNo,
          field: 'Images',
          message: `${name} is also the picture of ${other.tagNo} (line ${other.line}); a picture belongs to one piece`,
        });
        continue;
      }
      lineOfPicture.set(key, { line: row.line, tagNo: r.TagNo });
      const file = sent.get(key);
      if (file) {
        if (!checkedPictures.has(key)) {
          const problem = await pictureProblem(file);
          checkedPictures.set(key, problem);
          if (problem && unreadable.length < REPORT_LIMIT.pictures) unreadable.push({ name, why: problem });
        }
        if (checkedPictures.get(key) === null) {
          used.add(key);
          kept.push(name);
        }
        continue;
      }
      if (!existing.has(key)) existing.set(key, !!(await stat(path.join(imagesDir, name)).catch(() => null))?.isFile());
      if (existing.get(key)) kept.push(name);
      else {
        missingPictureCount += 1;
        if (missingPictures.length < REPORT_LIMIT.pictures)
          missingPictures.push({ line: row.line, tagNo: r.TagNo, name });
      }
    }
    return kept;
  };

  let rows = 0;
  let batch: StagedRow[] = [];
  const flush = async () => {
    if (!batch.length) return;
    await db.insert(stockImportRows).values(batch);
    batch = [];
    await progressOf(db, job.id, { rowsDone: rows, rowsTotal: 0, picturesDone: 0, picturesTotal: 0 }, opts.onProgress);
  };
  const kind = source ? source.kind : await stockFileKind(job.filePath);
  for await (const row of source ? source.rows : readStockFile(job.filePath)) {
    rows += 1;
    if (!row.reading.ok) {
      for (const e of row.reading.errors) fault({ line: row.line, tagNo: row.reading.tagNo, ...e });
      continue;
    }
    const r = row.reading.record;
    const before = lineOfTag.get(r.TagNo.toLowerCase());
    if (before !== undefined) {
      fault({ line: row.line, tagNo: r.TagNo, field: 'TagNo', message: `${r.TagNo} is also on line ${before}` });
      continue;
    }
    lineOfTag.set(r.TagNo.toLowerCase(), row.line);
    const record: StockRecord = { ...r, Images: await usablePictures(row, r) };
    const totalWeight = totalWeightOf(record.NetWeight, record.WastePerGm);
    const prices = computePrices(
      {
        itemType: record.ItemType,
        karat: record.Karat ?? null,
        totalWeight,
        fixedPrice: record.FixedPrice ?? null,
        totalMaking: record.TotalMaking,
        silverSalePrice: record.SilverSalePrice,
        stone: record.StoneDetails[0],
      },
      rate,
    );
    batch.push({
      importId: job.id,
      line: row.line,
      tagNo: record.TagNo,
      record,
      isMens: record.IsMens ?? isMensName(record.ItemName),
      totalWeight,
      ...prices,
    });
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  // The rows are set aside: the upload's file is not read again.
  if (isOwnFile(opts.dataDir, job.id, job.filePath)) await rm(job.filePath, { force: true });

  // Pictures a piece outside the file already shows cannot be given to another.
  const taken = await rowsOf<{ line: number; tag_no: string; name: string; owner: string }>(
    db,
    sql`
    SELECT r.line, r.tag_no, img.name, s.tag_no AS owner
    FROM stock_import_row r
    CROSS JOIN LATERAL jsonb_array_elements_text(r.record->'Images') AS img(name)
    JOIN stock_image si ON si.image_name = img.name
    JOIN stock_item s ON s.id = si.stock_id
    WHERE r.import_id = ${job.id} AND lower(s.tag_no) <> lower(r.tag_no)
      AND NOT EXISTS (SELECT 1 FROM stock_import_row o WHERE o.import_id = ${job.id} AND lower(o.tag_no) = lower(s.tag_no))
    ORDER BY r.line`,
  );
  for (const t of taken)
    fault({
      line: t.line,
      tagNo: t.tag_no,
      field: 'Images',
      message: `${t.name} is already the picture of ${t.owner}, which the file does not list`,
    });

  const compared = await compareWithStock(db, job.id);
  const report: ImportReport = {
    kind,
    rows,
    ...compared,
    errorCount,
    errors: errors.sort((a, b) => a.line - b.line),
    pictures: {
      supplied: sent.size,
      used: used.size,
      missing: missingPictures,
      missingCount: missingPictureCount,
      unreadable,
      unreadableCount: [...checkedPictures.values()].filter((p) => p !== null).length,
    },
  };
  await db
    .update(stockImports)
    .set({
      state: 'checked',
      report,
      rowsTotal: rows - errorCount > 0 ? await stagedCount(db, job.id) : 0,
      rowsDone: 0,
      picturesTotal: used.size,
      picturesDone: 0,
      rateDate: rate?.RateDate ?? null,
      finishedAt: new Date(),
    })
    .where(eq(stockImports.id, job.id));
  return report;
}

async function stagedCount(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(stockImportRows)
    .where(eq(stockImportRows.importId, id));
  return row?.n ?? 0;
}

/** Added, updated (with what changes) and unchanged rows, and the shop's pieces the file does not list. */
async function compareWithStock(db: Db, id: number) {
  let added = 0;
  let updated = 0;
  let unchanged = 0;
  const additions: ImportReport['additions'] = [];
  const changes: ImportReport['changes'] = [];
  let after = 0;
  for (;;) {
    const staged = await db
      .select({ line: stockImportRows.line, tagNo: stockImportRows.tagNo, record: stockImportRows.record })
      .from(stockImportRows)
      .where(and(eq(stockImportRows.importId, id), sql`${stockImportRows.line} > ${after}`))
      .orderBy(stockImportRows.line)
      .limit(MERGE_BATCH);
    if (!staged.length) break;
    after = staged[staged.length - 1]?.line ?? after;
    const current = await stockRecordsOf(
      db,
      staged.map((s) => s.tagNo),
    );
    const same: number[] = [];
    for (const s of staged) {
      const record = s.record as StockRecord;
      const now = current.get(s.tagNo);
      if (!now) {
        added += 1;
        if (additions.length < REPORT_LIMIT.additions)
          additions.push({ line: s.line, tagNo: s.tagNo, name: record.ItemPriceD || record.ItemName });
        continue;
      }
      const next = { ...record, Status: keptStatusOf(now.Status, record.Status) };
      const [a, b] = [cellsOf(now), cellsOf(next)];
      const fields = STOCK_COLUMNS.flatMap((field, i) =>
        a[i] === b[i] ? [] : [{ field, from: a[i] ?? '', to: b[i] ?? '' }],
      );
      if (!fields.length) {
        unchanged += 1;
        same.push(s.line);
      } else {
        updated += 1;
        if (changes.length < REPORT_LIMIT.changes) changes.push({ line: s.line, tagNo: s.tagNo, fields });
      }
    }
    // The import leaves a piece the file has exactly as the shop has it alone (a second import of a file is quick).
    if (same.length)
      await db
        .update(stockImportRows)
        .set({ changed: false })
        .where(and(eq(stockImportRows.importId, id), inArray(stockImportRows.line, same)));
  }
  const missingRows = await rowsOf<{ tag_no: string; name: string; reserved: boolean }>(
    db,
    sql`
    SELECT s.tag_no, coalesce(nullif(s.item_price_d, ''), s.item_name) AS name,
           lower(trim(s.status)) = 'reserved' AS reserved
    FROM stock_item s
    WHERE NOT EXISTS (SELECT 1 FROM stock_import_row r WHERE r.import_id = ${id} AND r.tag_no = s.tag_no)
    ORDER BY s.tag_no`,
  );
  const missingPieces = missingRows.map((m) => ({ tagNo: m.tag_no, name: m.name, reserved: m.reserved }));
  return {
    added,
    updated,
    unchanged,
    additions,
    changes,
    missing: missingPieces.length,
    missingReserved: missingPieces.filter((m) => m.reserved).length,
    missingPieces: missingPieces.slice(0, REPORT_LIMIT.missing),
  };
}

/**
 * A piece an order has reserved stays reserved whatever the file says (the point of sale does not know about online
 * orders), unless the file says it is sold: the showroom sold it, and that wins (docs/decisions/025).
 */
export function keptStatusOf(current: string, next: string): string {
  const was = current.trim().toLowerCase();
  return was === 'reserved' && next.trim().toLowerCase() !== 'sold' ? current : next;
}
const keptStatusSql = sql`CASE WHEN lower(trim(stock_item.status)) = 'reserved' AND lower(trim(excluded.status)) <> 'sold'
  THEN stock_item.status ELSE excluded.status END`;

/**
 * Imports a checked file: re-encodes its pictures, then writes every row in one transaction (all or nothing),
 * removing the pieces the file does not list when asked (never one an order has reserved).
 */
export async function runImport(
  db: Db,
  id: number,
  opts: ImportRunOptions & { removeMissing: boolean; actor: Actor },
): Promise<ImportSummary> {
  return (await beginImport(db, id, opts)).finished;
}

/**
 * Claims a checked import (a 404 or 409 if it cannot run) and starts it: `finished` settles when it is done. The
 * back office answers once it is claimed and follows the rest by asking.
 */
export async function beginImport(
  db: Db,
  id: number,
  opts: ImportRunOptions & { removeMissing: boolean; actor: Actor },
): Promise<{ finished: Promise<ImportSummary> }> {
  const claimed = await db
    .update(stockImports)
    .set({ state: 'importing', removeMissing: opts.removeMissing, startedAt: new Date(), finishedAt: null })
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
  // Failed or done, the import's files go: a failed import is not run again (the file is checked again instead).
  const finished = apply(db, job, report, opts).catch((err: unknown) => fail(db, id, err, opts.dataDir));
  return { finished };
}

async function apply(
  db: Db,
  job: typeof stockImports.$inferSelect,
  report: ImportReport,
  opts: ImportRunOptions & { removeMissing: boolean; actor: Actor },
): Promise<ImportSummary> {
  const started = Date.now();
  const sent = await picturesSent(job.picturesPath);
  const progress: ImportProgress = { rowsDone: 0, rowsTotal: job.rowsTotal, picturesDone: 0, picturesTotal: 0 };

  // The pictures the rows name, re-encoded into the import's own folder (the shop's pictures are not touched yet).
  const wanted = await rowsOf<{ name: string }>(
    db,
    sql`
    SELECT DISTINCT img.name FROM stock_import_row r
    CROSS JOIN LATERAL jsonb_array_elements_text(r.record->'Images') AS img(name)
    WHERE r.import_id = ${job.id}`,
  );
  const toStore = wanted.map((w) => w.name).filter((n) => sent.has(n.toLowerCase()));
  progress.picturesTotal = toStore.length;
  opts.onProgress?.({ ...progress });
  const ready = path.join(importDir(opts.dataDir, job.id), 'ready');
  if (toStore.length) await mkdir(ready, { recursive: true });
  const queue = [...toStore];
  const worker = async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      const file = sent.get(name.toLowerCase());
      if (!file) continue;
      await writeFile(path.join(ready, name), await reencoded(file));
      progress.picturesDone += 1;
      if (progress.picturesDone % 10 === 0 || progress.picturesDone === progress.picturesTotal)
        await progressOf(db, job.id, progress, opts.onProgress);
    }
  };
  await Promise.all([worker(), worker()]);

  const removed = await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO menu_item (item_type, item_name, is_mens)
      SELECT DISTINCT ON (r.record->>'ItemType', r.record->>'ItemName') r.record->>'ItemType', r.record->>'ItemName', r.is_mens
      FROM stock_import_row r WHERE r.import_id = ${job.id}
      ORDER BY r.record->>'ItemType', r.record->>'ItemName', r.line DESC
      ON CONFLICT (item_type, item_name) DO UPDATE SET is_mens = excluded.is_mens`);
    // Unchanged rows are left alone; the rest go in batches of lines, each batch picked by its first line.
    for (let after = 0; ;) {
      // The batch's last line and its rows (unchanged ones too, so that the progress reaches the total).
      const [last] = await rowsOf<{ line: number | null; n: number }>(
        tx,
        sql`SELECT max(line) AS line, count(*)::int AS n FROM (SELECT line FROM stock_import_row
          WHERE import_id = ${job.id} AND line > ${after} ORDER BY line LIMIT ${MERGE_BATCH}) b`,
      );
      if (last?.line == null) break;
      await tx.execute(
        sql`
        INSERT INTO stock_item (tag_no, item_id, item_name, item_price_d, item_type, description, gross_weight,
          net_weight, total_weight, waste_per_gm, karat, fixed_price, item_price, total_making, silver_sale_price,
          design_name, status, pieces, unit_price)
        SELECT r.tag_no, m.item_id, r.record->>'ItemName', nullif(r.record->>'ItemPriceD', ''), r.record->>'ItemType',
          r.record->>'Description', (r.record->>'GrossWeight')::float8, (r.record->>'NetWeight')::float8,
          r.total_weight, (r.record->>'WastePerGm')::float8, (r.record->>'Karat')::int, (r.record->>'FixedPrice')::int,
          r.item_price, (r.record->>'TotalMaking')::int, (r.record->>'SilverSalePrice')::int,
          r.record->>'DesignName', r.record->>'Status', (r.record->>'Pieces')::int, r.unit_price
        FROM stock_import_row r
        JOIN menu_item m ON m.item_type = r.record->>'ItemType' AND m.item_name = r.record->>'ItemName'
        WHERE r.import_id = ${job.id} AND r.line > ${after} AND r.line <= ${last.line} AND r.changed
        ON CONFLICT (tag_no) DO UPDATE SET item_id = excluded.item_id, item_name = excluded.item_name,
          item_price_d = excluded.item_price_d, item_type = excluded.item_type, description = excluded.description,
          gross_weight = excluded.gross_weight, net_weight = excluded.net_weight, total_weight = excluded.total_weight,
          waste_per_gm = excluded.waste_per_gm, karat = excluded.karat, fixed_price = excluded.fixed_price,
          item_price = excluded.item_price, total_making = excluded.total_making,
          silver_sale_price = excluded.silver_sale_price, design_name = excluded.design_name,
          status = ${keptStatusSql}, pieces = excluded.pieces, unit_price = excluded.unit_price`,
      );
      after = last.line;
      progress.rowsDone += last.n;
      opts.onProgress?.(progress);
    }
    const ids = sql`SELECT s.id FROM stock_item s JOIN stock_import_row r ON r.tag_no = s.tag_no WHERE r.import_id = ${job.id} AND r.changed`;
    await tx.execute(sql`DELETE FROM stock_image WHERE stock_id IN (${ids})`);
    await tx.execute(sql`DELETE FROM stone_detail WHERE stock_id IN (${ids})`);
    await tx.execute(sql`DELETE FROM sub_item WHERE stock_id IN (${ids})`);
    await tx.execute(sql`
      INSERT INTO stock_image (stock_id, image_name, position)
      SELECT s.id, img.name, img.n - 1 FROM stock_import_row r JOIN stock_item s ON s.tag_no = r.tag_no
      CROSS JOIN LATERAL jsonb_array_elements_text(r.record->'Images') WITH ORDINALITY AS img(name, n)
      WHERE r.import_id = ${job.id} AND r.changed`);
    await tx.execute(sql`
      INSERT INTO stone_detail (stock_id, price, sale_price, stone_weight, stone_type_name, stone_name, position)
      SELECT s.id, (st.v->>'Price')::int, (st.v->>'SalePrice')::int, (st.v->>'StoneWeight')::float8,
        st.v->>'StoneTypeName', st.v->>'StoneName', st.n - 1
      FROM stock_import_row r JOIN stock_item s ON s.tag_no = r.tag_no
      CROSS JOIN LATERAL jsonb_array_elements(r.record->'StoneDetails') WITH ORDINALITY AS st(v, n)
      WHERE r.import_id = ${job.id} AND r.changed`);
    await tx.execute(sql`
      INSERT INTO sub_item (stock_id, abrivation)
      SELECT s.id, sub.v FROM stock_import_row r JOIN stock_item s ON s.tag_no = r.tag_no
      CROSS JOIN LATERAL jsonb_array_elements_text(r.record->'SubItem') AS sub(v)
      WHERE r.import_id = ${job.id} AND r.changed`);
    let gone = 0;
    if (opts.removeMissing) {
      const deleted = await rowsOf<{ id: number }>(
        tx,
        sql`
        DELETE FROM stock_item s
        WHERE lower(trim(s.status)) <> 'reserved'
          AND NOT EXISTS (SELECT 1 FROM stock_import_row r WHERE r.import_id = ${job.id} AND r.tag_no = s.tag_no)
        RETURNING s.id`,
      );
      gone = deleted.length;
    }
    // The rows were priced at the check; a rate set since then prices them again.
    const rate = await latestRate(tx);
    if ((rate?.RateDate ?? null) !== job.rateDate) await repriceAll(tx, rate);
    const summary: ImportSummary = {
      added: report.added,
      updated: report.updated,
      removed: gone,
      pictures: toStore.length,
      seconds: Math.round((Date.now() - started) / 100) / 10,
    };
    await audit(tx, opts.actor, {
      action: 'stock imported',
      subjectType: 'stock',
      subjectId: `import ${job.id}`,
      newValue: `${job.fileName}: ${summary.added} added, ${summary.updated} updated, ${summary.removed} removed, ${summary.pictures} pictures`,
    });
    await tx.delete(stockImportRows).where(eq(stockImportRows.importId, job.id));
    await tx
      .update(stockImports)
      .set({
        state: 'done',
        rowsDone: progress.rowsDone,
        picturesDone: progress.picturesDone,
        picturesTotal: progress.picturesTotal,
        report: { ...report, summary },
        finishedAt: new Date(),
      })
      .where(eq(stockImports.id, job.id));
    return summary;
  });

  // Committed: the re-encoded pictures take their place, and their cached renditions go.
  if (toStore.length) {
    const imagesDir = path.join(opts.dataDir, 'images');
    await mkdir(imagesDir, { recursive: true });
    const cacheDir = path.join(opts.dataDir, 'cache', 'images');
    const cached = await readdir(cacheDir).catch(() => [] as string[]);
    for (const name of toStore) {
      await rename(path.join(ready, name), path.join(imagesDir, name));
      const stem = `${path.basename(name, path.extname(name))}-${extOf(name)}-`;
      await Promise.all(
        cached.filter((c) => c.startsWith(stem)).map((c) => rm(path.join(cacheDir, c), { force: true })),
      );
    }
  }
  await removeFiles(opts.dataDir, job.id);
  return removed;
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

/**
 * Loads stock records given by the shop's own code (the demo catalogue, tests) the way a file is imported: checked,
 * then written in one transaction. A record that does not fit is a 400 naming it, and nothing is written. Returns
 * the number of records written.
 */
export async function importStock(db: Db, input: readonly unknown[]): Promise<number> {
  const id = await createImport(db, { fileName: 'records', filePath: '', picturesPath: null, actor: SHOP, wait: true });
  const rows = input.map((value, i) => ({ line: i + 1, reading: readStockRecord(value) }));
  const report = await checkImport(db, id, { dataDir: '' }, { kind: 'json', rows, trustPictures: true });
  if (report.errorCount) {
    await markFailed(db, id, `${report.errorCount} records do not fit the stock record.`);
    throw new DomainError(
      400,
      `Invalid stock: ${report.errors.map((e) => describeError(e, 'json')).join('; ')}`,
      report.errors.map((e) => ({ field: e.field, message: e.message })),
    );
  }
  await runImport(db, id, { dataDir: '', removeMissing: false, actor: SHOP });
  return report.rows;
}
