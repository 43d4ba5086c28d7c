/**
 * The stock import's first step, its check (docs/behaviour.md §11.12, docs/decisions/028): the file is read as it
 * streams; every row is checked, priced from the day's rate and set aside in stock_import_row (short transactions, so
 * the storefront keeps answering); then the set-aside rows are compared with the shop's stock and the pictures they
 * name with those sent, and the report says what an import would do. Nothing in the shop's stock changes.
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { ImportReport } from '../../../core/stock-import-schemas';
import { isMensName, type StockRecord } from '../../../core/stock-schema';
import { rowsOf, type Db } from '../../db/client';
import { stockImportRows, stockImports } from '../../db/schema';
import type { ShopFiles } from '../../files/shop-files';
import { typeOf } from '../stock/pictures';
import { latestRate } from '../gold-rates';
import { recordPrices } from '../pricing';
import { compareWithStock } from './compare';
import { CheckFindings } from './findings';
import {
  attachImportFiles,
  failOver,
  importDir,
  importKeys,
  importToCheck,
  isOwnFile,
  saveProgress,
  type ImportJob,
  type ImportRunOptions,
} from './jobs';
import { picturesSent } from './picture-checks';
import { picturesTakenOutsideFile, type TakenPicture } from './statements';
import { readStockFile, stockFileKind, type StockFileRow } from './stock-reader';
import { unzipPictures } from './zip-pictures';

/** Rows set aside per statement. */
const BATCH = 500;

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
 * Checks an import (createStockImport made it): reads and checks its file and pictures and sets its rows aside; the
 * report says what an import would do (startStockImport does it). Nothing in the shop's stock changes. A 404 when
 * there is no import of this number; anything else that goes wrong fails the import, and is thrown.
 */
export async function checkStockImport(
  db: Db,
  id: number,
  opts: ImportRunOptions,
  source?: RowSource,
): Promise<ImportReport> {
  const job = await importToCheck(db, id);
  try {
    return await check(db, job, opts, source);
  } catch (err) {
    return failOver(db, id, err, opts.files);
  }
}

/**
 * Unpacks the import's .zip of pictures into its own pictures/ folder, counting them as the check's progress; returns
 * the folder the pictures are in. The upload's own .zip is removed once unpacked.
 */
async function unpack(db: Db, job: ImportJob, zip: string, opts: ImportRunOptions): Promise<string | null> {
  if (!opts.files) throw new Error('A .zip of pictures needs the folder of the import to unpack into');
  const dir = path.join(importDir(opts.files.dataDir, job.id), 'pictures');
  let told = 0;
  const count = await unzipPictures(zip, dir, async (done, total) => {
    const p = { rowsDone: 0, rowsTotal: 0, picturesDone: done, picturesTotal: total };
    // The database is told every 25 pictures and at the last: the page asks once a second.
    if (done - told < 25 && done < total) return opts.onProgress?.(p);
    told = done;
    await saveProgress(db, job.id, p, opts.onProgress);
  });
  if (isOwnFile(opts.files.dataDir, job.id, zip)) await rm(zip, { force: true });
  await saveProgress(db, job.id, { rowsDone: 0, rowsTotal: 0, picturesDone: 0, picturesTotal: 0 }, opts.onProgress);
  if (!count) return job.picturesPath;
  if (job.picturesPath !== dir) await attachImportFiles(db, job.id, { picturesPath: dir });
  return dir;
}

type StagedRow = typeof stockImportRows.$inferInsert;

/** The checked rows on their way into stock_import_row, BATCH at a time, the progress counted in rows read. */
class RowsSetAside {
  /** The rows read so far, with faults or not. */
  read = 0;
  private batch: StagedRow[] = [];

  constructor(
    private readonly db: Db,
    private readonly id: number,
    private readonly onProgress?: ImportRunOptions['onProgress'],
  ) {}

  async add(row: StagedRow): Promise<void> {
    this.batch.push(row);
    if (this.batch.length >= BATCH) await this.flush();
  }

  async flush(): Promise<void> {
    if (!this.batch.length) return;
    await this.db.insert(stockImportRows).values(this.batch);
    this.batch = [];
    const p = { rowsDone: this.read, rowsTotal: 0, picturesDone: 0, picturesTotal: 0 };
    await saveProgress(this.db, this.id, p, this.onProgress);
  }
}

/** A checked row as it is set aside: its pictures the usable ones, priced at the day's rate. */
function staged(
  job: ImportJob,
  line: number,
  record: StockRecord,
  rate: Awaited<ReturnType<typeof latestRate>>,
): StagedRow {
  const prices = recordPrices(record, rate);
  return {
    importId: job.id,
    line,
    tagNo: record.TagNo,
    record,
    isMens: record.IsMens ?? isMensName(record.ItemName),
    ...prices,
  };
}

async function check(db: Db, job: ImportJob, opts: ImportRunOptions, source?: RowSource): Promise<ImportReport> {
  const picturesPath = opts.zip ? await unpack(db, job, opts.zip, opts) : job.picturesPath;
  const rate = await latestRate(db);
  const sent = await picturesSent(picturesPath);
  const findings = new CheckFindings(sent, opts.files?.store ?? null, !!source?.trustPictures);
  const aside = new RowsSetAside(db, job.id, opts.onProgress);
  const kind = source ? source.kind : await stockFileKind(job.filePath);
  for await (const row of source ? source.rows : readStockFile(job.filePath)) {
    aside.read += 1;
    if (!row.reading.ok) {
      for (const e of row.reading.errors) findings.fault({ line: row.line, tagNo: row.reading.tagNo, ...e });
      continue;
    }
    const r = row.reading.record;
    if (findings.repeatsTag(row.line, r.TagNo)) continue;
    const record: StockRecord = { ...r, Images: await findings.usablePictures(row.line, r) };
    await aside.add(staged(job, row.line, record, rate));
  }
  await aside.flush();
  // The rows are set aside: the upload's file is not read again.
  if (opts.files && isOwnFile(opts.files.dataDir, job.id, job.filePath)) await rm(job.filePath, { force: true });
  // The pictures the rows show are kept in the file store for the import, which may run on another machine.
  if (opts.files && findings.usedPictures.length) await keepPictures(db, job, opts.files, sent, findings.usedPictures);

  // Pictures a piece outside the file already shows cannot be given to another.
  for (const t of await rowsOf<TakenPicture>(db, picturesTakenOutsideFile(job.id)))
    findings.fault({
      line: t.line,
      tagNo: t.tag_no,
      field: 'Images',
      message: `${t.name} is already the picture of ${t.owner}, which the file does not list`,
    });

  const compared = await compareWithStock(db, job.id);
  const rows = aside.read;
  const report: ImportReport = {
    kind,
    rows,
    ...compared,
    errorCount: findings.errorCount,
    errors: findings.reportedErrors(),
    pictures: findings.picturesReport(),
  };
  await db
    .update(stockImports)
    .set({
      state: 'checked',
      report,
      rowsTotal: rows - findings.errorCount > 0 ? await stagedCount(db, job.id) : 0,
      rowsDone: 0,
      picturesTotal: findings.picturesUsed,
      picturesDone: 0,
      rateDate: rate?.RateDate ?? null,
      finishedAt: new Date(),
    })
    .where(eq(stockImports.id, job.id));
  return report;
}

/**
 * Copies the pictures sent that the rows show into the file store under the import's keys (importKeys), and names
 * them as the import's pictures. On the local store the upload's own pictures are there already (DATA_DIR/imports/{id}
 * is both the work folder and the store's place for those keys); on S3-compatible storage the work folder then goes.
 */
async function keepPictures(
  db: Db,
  job: ImportJob,
  files: ShopFiles,
  sent: ReadonlyMap<string, string>,
  used: readonly string[],
): Promise<void> {
  const keys = importKeys(job.id);
  const work = importDir(files.dataDir, job.id);
  for (const name of used) {
    const file = sent.get(name.toLowerCase());
    if (!file) continue;
    const key = `${keys.pictures}/${path.basename(file)}`;
    if (
      files.store.kind === 'local' &&
      path.resolve(file) === path.join(path.resolve(files.dataDir), ...key.split('/'))
    )
      continue;
    await files.store.put(key, await readFile(file), typeOf(file));
  }
  await attachImportFiles(db, job.id, { picturesPath: keys.pictures });
  if (files.store.kind !== 'local') await rm(work, { recursive: true, force: true });
}

/** How many rows an import set aside. */
async function stagedCount(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(stockImportRows)
    .where(eq(stockImportRows.importId, id));
  return row?.n ?? 0;
}
