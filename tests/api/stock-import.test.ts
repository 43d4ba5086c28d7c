import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import type { GoldRate } from '../../core/api-schemas';
import { ImportReportSchema } from '../../core/stock-import-schemas';
import { goldValue, priceBreakup } from '../../core/pricing';
import { rowsOf } from '../../server/db/client';
import { auditLog, stockItems } from '../../server/db/schema';
import { REMOVAL_IS_THE_OWNERS } from '../../server/api/admin-stock-import';
import { runOwnerCommand } from '../../server/owner/commands';
import {
  checkStockImport,
  createStockImport,
  IMPORT_KEEP_MS,
  importDir,
  importStatus,
  startStockImport,
  sweepImports,
} from '../../server/services/stock-import';
import { SHOP } from '../../server/services/audit';
import { stockRecordsOf } from '../../server/services/stock/records';
import { getJson, TEST_RATE, useTestApp } from './helpers';
import { newMember, signedIn, type Client } from './staff-helpers';
import { setGoldRate } from '../../server/services/gold-rates';

const t = useTestApp({ seed: true });
let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'zewar-import-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const HEADER = 'TagNo;ItemName;ItemType;NetWeight;Karat;TotalMaking;Description;Images;Status';
/** A CSV as Excel writes it in many locales: byte-order mark, semicolons, CRLF. */
const excel = (...lines: string[]) => `\uFEFF${[HEADER, ...lines].join('\r\n')}\r\n`;

async function fileOf(name: string, content: string | Buffer) {
  const file = path.join(dir, name);
  await writeFile(file, content);
  return file;
}

const shop = (args: string[]) =>
  runOwnerCommand({ db: t.database.db, dataDir: t.dataDir, store: t.store, publicUrl: 'http://localhost:3000' }, args);
const stockCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(stockItems))[0]?.n ?? 0;
const piece = async (tagNo: string) => (await stockRecordsOf(t.database.db, [tagNo])).get(tagNo);
const priceOf = async (tagNo: string) =>
  (await t.database.db.select({ p: stockItems.unitPrice }).from(stockItems).where(eq(stockItems.tagNo, tagNo)))[0]?.p;

/** A gold piece's displayed price by the shop's rule (docs/behaviour.md §9.2): metal at the day's rate plus making. */
const goldPrice = (grams: number, karat: number, making: number, rate: GoldRate) =>
  priceBreakup({ ItemType: 'Gold', ItemPrice: goldValue(grams, karat, rate), TotalMaking: making, SilverSalePrice: 0 })
    .unit;

/** What the whole stock looks like: every piece's record and price, to show that nothing changed. */
async function snapshot() {
  const tags = (await t.database.db.select({ tagNo: stockItems.tagNo }).from(stockItems)).map((r) => r.tagNo);
  const records = await stockRecordsOf(t.database.db, tags);
  const prices = await t.database.db.select({ tagNo: stockItems.tagNo, p: stockItems.unitPrice }).from(stockItems);
  return JSON.stringify([[...records.entries()].sort(), prices.sort((a, b) => a.tagNo.localeCompare(b.tagNo))]);
}

describe('npm run shop -- stock import (docs/behaviour.md §11.12)', () => {
  it('a dry run says what an import would do and changes nothing', async () => {
    const before = await snapshot();
    const file = await fileOf(
      'dry.csv',
      excel('IMP-1;Rings;Gold;4.5;22;3000;"Band,\r\nsecond line";;available', '', 'IMP-2;Bangles;Gold;10;21;5000;;;'),
    );
    const out = await shop(['stock', 'import', file, '--dry-run']);
    expect(out).toContain('Checked dry.csv: 2 rows.');
    expect(out).toContain('Dry run: nothing was changed.');
    expect(out.split('\n').at(-1)).toBe('2 added, 0 updated, 0 removed, 0 errors');
    expect(await snapshot()).toBe(before);
  });

  it('a file with one bad line changes nothing and names the line and the field', async () => {
    const before = await snapshot();
    const file = await fileOf(
      'bad.csv',
      excel('IMP-1;Rings;Gold;4.5;22;3000;;;', 'IMP-2;Rings;Gold;4.5;25;3000;;;', 'IMP-3;Rings;Gold;4.5;22;3000;;;'),
    );
    const err = await shop(['stock', 'import', file]).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 400 });
    const message = err instanceof Error ? err.message : '';
    expect(message).toContain('line 3 (IMP-2): Karat: must be 18 to 24');
    expect(message.split('\n').at(-1)).toBe('0 added, 0 updated, 0 removed, 1 errors');
    expect(await snapshot()).toBe(before);
  });

  it('a duplicate TagNo is an error naming both lines', async () => {
    const file = await fileOf('dup.csv', excel('IMP-1;Rings;Gold;4.5;22;3000;;;', 'imp-1;Rings;Gold;4.5;22;3000;;;'));
    await expect(shop(['stock', 'import', file])).rejects.toThrow('line 3 (imp-1): TagNo: imp-1 is also on line 2');
  });

  it('imports all the rows, priced from the day’s rate; a second import of the same file changes nothing', async () => {
    const file = await fileOf(
      'good.csv',
      excel('IMP-1;Rings;Gold;4.5;22;3000;"Band,\r\nsecond line";;available', 'IMP-2;Bangles;Gold;10;21;5000;;;'),
    );
    const out = await shop(['stock', 'import', file]);
    expect(out.split('\n').at(-1)).toBe('2 added, 0 updated, 0 removed, 0 errors');
    expect(await piece('IMP-1')).toMatchObject({ Karat: 22, NetWeight: 4.5, Description: 'Band,\r\nsecond line' });
    expect(await priceOf('IMP-1')).toBe(goldPrice(4.5, 22, 3000, TEST_RATE));
    const before = await snapshot();
    // The row versions (xmin) show which rows a statement wrote: a second import leaves unchanged pieces alone.
    const versions = async () =>
      JSON.stringify(
        await rowsOf(
          t.database.db,
          sql`SELECT tag_no, xmin::text AS v FROM stock_item WHERE tag_no IN ('IMP-1', 'IMP-2') ORDER BY tag_no`,
        ),
      );
    const written = await versions();
    const again = await shop(['stock', 'import', file]);
    expect(again.split('\n').at(-1)).toBe('0 added, 0 updated, 0 removed, 0 errors');
    expect(await snapshot()).toBe(before);
    expect(await versions()).toBe(written);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'stock imported'))
      .orderBy(sql`${auditLog.id} DESC`)
      .limit(1);
    expect(entry?.newValue).toBe('good.csv: 0 added, 0 updated, 0 removed, 0 pictures');
  });

  it('says what changes on an updated piece, and prices it again', async () => {
    const file = await fileOf('update.csv', excel('IMP-1;Rings;Gold;5;21;3000;"Band,\r\nsecond line";;available'));
    const dry = await shop(['stock', 'import', file, '--dry-run']);
    expect(dry).toContain('IMP-1 (line 2): NetWeight 4.5 → 5; Karat 22 → 21');
    await shop(['stock', 'import', file]);
    expect(await priceOf('IMP-1')).toBe(goldPrice(5, 21, 3000, TEST_RATE));
  });

  it('keeps the pieces the file does not list unless asked with their number; removes them then, never a reserved one', async () => {
    await shop([
      'stock',
      'import',
      await fileOf('two.csv', excel('IMP-8;Rings;Gold;1;22;0;;;', 'IMP-9;Rings;Gold;1;22;0;;;reserved')),
    ]);
    const total = await stockCount();
    const removable = total - 2; // all but IMP-1, in the file, and the reserved IMP-9
    const file = await fileOf('one.csv', excel('IMP-1;Rings;Gold;5;21;3000;"Band,\r\nsecond line";;available'));
    const kept = await shop(['stock', 'import', file]);
    expect(kept).toContain(
      `pieces in the shop are not in the file: they are kept (--remove-missing=${removable} removes ${removable} of them, 1 reserved by an order are kept).`,
    );
    expect(await stockCount()).toBe(total);
    // Without their number, or with another, nothing is removed and the command says the number to type.
    for (const asked of ['--remove-missing', `--remove-missing=${removable + 1}`]) {
      const err = await shop(['stock', 'import', file, asked]).catch((e: unknown) => e);
      expect(err).toMatchObject({ status: 400 });
      expect(err instanceof Error ? err.message.split('\n').at(-1) : '').toBe(
        `${asked}: the check found ${removable} pieces to remove. To remove them, run the import again with --remove-missing=${removable}. Nothing was changed.`,
      );
    }
    await expect(shop(['stock', 'import', file, '--remove-missing=all'])).rejects.toThrow(
      '--remove-missing=N takes the number of pieces to remove, as the check (or --dry-run) finds it, not all',
    );
    expect(await stockCount()).toBe(total);
    const removed = await shop(['stock', 'import', file, `--remove-missing=${removable}`]);
    expect(removed).toContain(`: ${removable} are removed, 1 reserved by an order are kept.`);
    expect(await stockCount()).toBe(2); // IMP-1 and the reserved IMP-9
    expect(await piece('IMP-9')).toMatchObject({ Status: 'reserved' });
    expect(removed.split('\n').at(-1)).toBe(`0 added, 0 updated, ${removable} removed, 0 errors`);
    expect((await getJson<unknown[]>(t, '/api/dashboard/EcomStock?itemName=Rings')).status).toBe(200);
  });
});

describe('pictures sent with the file', () => {
  let png: Buffer;
  beforeAll(async () => {
    png = await sharp({ create: { width: 3000, height: 1200, channels: 3, background: '#c8a04a' } })
      .png()
      .toBuffer();
  });

  it('are checked by content, re-encoded, and take their place only with the import; a fake and a missing one are named', async () => {
    const pics = path.join(dir, 'pics');
    await mkdir(pics, { recursive: true });
    await writeFile(path.join(pics, 'PIC-1-1.png'), png);
    await writeFile(path.join(pics, 'PIC-1-2.jpg'), 'this is a text file, not a picture');
    await writeFile(path.join(pics, 'unused.jpg'), png);
    const file = await fileOf('pics.csv', excel('PIC-1;Rings;Gold;1;22;0;;PIC-1-1.png|PIC-1-2.jpg|PIC-1-3.jpg;'));
    const dry = await shop(['stock', 'import', file, '--pictures', pics, '--dry-run']);
    expect(dry).toContain('PIC-1-3.jpg (line 2, PIC-1)');
    expect(dry).toContain('PIC-1-2.jpg: it is not a picture');
    expect(dry).toContain('1 of the 3 pictures sent are used.');
    await expect(stat(path.join(t.dataDir, 'images', 'PIC-1-1.png'))).rejects.toThrow();
    const out = await shop(['stock', 'import', file, '--pictures', pics]);
    expect(out).toContain('with 1 pictures');
    expect((await piece('PIC-1'))?.Images).toEqual(['PIC-1-1.png']);
    const stored = await readFile(path.join(t.dataDir, 'images', 'PIC-1-1.png'));
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 2400, 960]);
    const res = await t.app.inject({ url: '/Image/PIC-1-1.png?w=300', headers: { accept: 'image/webp' } });
    expect(res.statusCode).toBe(200);
  });

  it('may come as one .zip; folders inside it are flattened', async () => {
    const zip = new yazl.ZipFile();
    zip.addBuffer(png, 'shoot/PIC-2-1.png');
    zip.addBuffer(Buffer.from('x'), '__MACOSX/shoot/._PIC-2-1.png');
    zip.end();
    const zipFile = path.join(dir, 'pics.zip');
    await pipeline(zip.outputStream, createWriteStream(zipFile));
    const file = await fileOf('zip.csv', excel('PIC-2;Rings;Gold;1;22;0;;PIC-2-1.png;'));
    const out = await shop(['stock', 'import', file, '--pictures', zipFile]);
    expect(out.split('\n').at(-1)).toBe('1 added, 0 updated, 0 removed, 0 errors');
    expect((await stat(zipFile)).isFile()).toBe(true); // the owner's own .zip is left where it was
    expect((await piece('PIC-2'))?.Images).toEqual(['PIC-2-1.png']);
    expect((await stat(path.join(t.dataDir, 'images', 'PIC-2-1.png'))).isFile()).toBe(true);
  });

  it('a picture another piece outside the file shows is an error', async () => {
    const file = await fileOf('taken.csv', excel('PIC-3;Rings;Gold;1;22;0;;PIC-2-1.png;'));
    await expect(shop(['stock', 'import', file])).rejects.toThrow(
      'line 2 (PIC-3): Images: PIC-2-1.png is already the picture of PIC-2, which the file does not list',
    );
  });

  it("a new piece's picture is in place before its row commits; an import that fails takes it back", async () => {
    const db = t.database.db;
    const pics = path.join(dir, 'early');
    await mkdir(pics, { recursive: true });
    await writeFile(path.join(pics, 'EARLY-1-1.png'), png);
    const file = await fileOf('early.csv', excel('EARLY-1;Rings;Gold;1;22;0;;EARLY-1-1.png;'));
    const picture = path.join(t.dataDir, 'images', 'EARLY-1-1.png');
    const checked = async () => {
      const id = await createStockImport(db, {
        fileName: 'early.csv',
        filePath: file,
        picturesPath: pics,
        actor: SHOP,
      });
      return { id, report: await checkStockImport(db, id, { files: t.files }) };
    };

    // A piece reserved at the check that becomes available before the import: one more to remove than confirmed.
    await shop(['stock', 'import', await fileOf('early0.csv', excel('EARLY-0;Rings;Gold;1;22;0;;;reserved'))]);
    const failing = await checked();
    await db.update(stockItems).set({ status: 'available' }).where(eq(stockItems.tagNo, 'EARLY-0'));
    const removable = failing.report.missing - failing.report.missingReserved;
    const started = await startStockImport(db, failing.id, {
      files: t.files,
      removeMissing: true,
      removeCount: removable,
      actor: SHOP,
    });
    await expect(started.finished).rejects.toMatchObject({ status: 409 });
    expect(await piece('EARLY-1')).toBeUndefined();
    await expect(stat(picture)).rejects.toThrow();

    // Imported: the picture is written while the piece is not yet in the shop, so no machine shows it without.
    const seen: boolean[] = [];
    const store = Object.create(t.files.store) as typeof t.files.store;
    store.put = async (key, data, type) => {
      if (key === 'images/EARLY-1-1.png') seen.push((await piece('EARLY-1')) !== undefined);
      return t.files.store.put(key, data, type);
    };
    const ok = await checked();
    await (
      await startStockImport(db, ok.id, { files: { ...t.files, store }, removeMissing: false, actor: SHOP })
    ).finished;
    expect(seen).toEqual([false]);
    expect((await piece('EARLY-1'))?.Images).toEqual(['EARLY-1-1.png']);
    expect((await stat(picture)).isFile()).toBe(true);
  });
});

describe('the import in two steps, as the back office runs it', () => {
  it('refuses to import a file with errors, or twice, and a second check while one runs', async () => {
    const file = await fileOf('steps.csv', excel('STEP-1;Rings;Gold;1;22;0;;;', 'STEP-2;Rings;Gold;1;99;0;;;'));
    const id = await createStockImport(t.database.db, {
      fileName: 'steps.csv',
      filePath: file,
      picturesPath: null,
      actor: SHOP,
    });
    const report = await checkStockImport(t.database.db, id, { files: t.files });
    expect(report).toMatchObject({ rows: 2, added: 1, errorCount: 1 });
    await expect(
      startStockImport(t.database.db, id, { files: t.files, removeMissing: false, actor: SHOP }),
    ).rejects.toMatchObject({ status: 409 });
    expect(await piece('STEP-1')).toBeUndefined();

    const fixed = await fileOf('steps2.csv', excel('STEP-1;Rings;Gold;1;22;0;;;'));
    const id2 = await createStockImport(t.database.db, {
      fileName: 'steps2.csv',
      filePath: fixed,
      picturesPath: null,
      actor: SHOP,
    });
    expect((await importStatus(t.database.db, id))?.state).toBe('checked'); // still there to put right
    await expect(
      createStockImport(t.database.db, { fileName: 'x.csv', filePath: fixed, picturesPath: null, actor: SHOP }),
    ).rejects.toMatchObject({ status: 409 });
    await checkStockImport(t.database.db, id2, { files: t.files });
    const steps: number[] = [];
    const started = await startStockImport(t.database.db, id2, {
      files: t.files,
      removeMissing: false,
      actor: SHOP,
      onProgress: (p) => steps.push(p.rowsDone),
    });
    const summary = await started.finished;
    expect(summary).toMatchObject({ added: 1, updated: 0, removed: 0 });
    expect(steps.at(-1)).toBe(1);
    expect((await importStatus(t.database.db, id2))?.state).toBe('done');
    await expect(
      startStockImport(t.database.db, id2, { files: t.files, removeMissing: false, actor: SHOP }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('prices the rows again when the rate changed between the check and the import', async () => {
    const file = await fileOf('rate.csv', excel('RATE-1;Rings;Gold;2;24;0;;;'));
    const id = await createStockImport(t.database.db, {
      fileName: 'rate.csv',
      filePath: file,
      picturesPath: null,
      actor: SHOP,
    });
    await checkStockImport(t.database.db, id, { files: t.files });
    await setGoldRate(t.database.db, { ...TEST_RATE, RateDate: '2099-01-01', K24: 40_000 });
    await (
      await startStockImport(t.database.db, id, { files: t.files, removeMissing: false, actor: SHOP })
    ).finished;
    expect(await priceOf('RATE-1')).toBe(goldPrice(2, 24, 0, { ...TEST_RATE, K24: 40_000 }));
  });
  it('imports and removes nothing when the shop changed since the check so that another number of pieces would go', async () => {
    const db = t.database.db;
    await shop([
      'stock',
      'import',
      await fileOf('guard.csv', excel('GUARD-1;Rings;Gold;1;22;0;;;', 'GUARD-2;Rings;Gold;1;22;0;;;reserved')),
    ]);
    const file = await fileOf('guard1.csv', excel('GUARD-1;Rings;Gold;1;21;0;;;'));
    const id = await createStockImport(db, { fileName: 'guard1.csv', filePath: file, picturesPath: null, actor: SHOP });
    const report = await checkStockImport(db, id, { files: t.files });
    const removable = report.missing - report.missingReserved;
    expect(removable).toBeGreaterThan(0);
    // Without the number typed back, refused before the import is touched.
    await expect(startStockImport(db, id, { files: t.files, removeMissing: true, actor: SHOP })).rejects.toMatchObject({
      status: 400,
      errors: [{ field: 'removeCount' }],
    });
    expect(await importStatus(db, id)).toMatchObject({ state: 'checked', removeMissing: false });
    // The reservation ends after the check: the import would remove one piece more than the number confirmed.
    await db.update(stockItems).set({ status: 'available' }).where(eq(stockItems.tagNo, 'GUARD-2'));
    const before = await snapshot();
    const started = await startStockImport(db, id, {
      files: t.files,
      removeMissing: true,
      removeCount: removable,
      actor: SHOP,
    });
    await expect(started.finished).rejects.toMatchObject({ status: 409 });
    expect(await snapshot()).toBe(before);
    expect(await importStatus(db, id)).toMatchObject({
      state: 'failed',
      failure: `The shop changed since the check: the import would remove ${removable + 1} pieces, not the ${removable} confirmed. Nothing was imported; check the file again.`,
    });
  });
});

describe('the back office’s stock import (/api/admin/stock-imports)', () => {
  let member: Client;
  beforeAll(async () => {
    member = await signedIn(t, await newMember(t, 'staff'));
  });

  const upload = async (files: { field: string; name: string; data: string | Buffer }[]) => {
    const form = new FormData();
    for (const f of files) form.append(f.field, new Blob([Buffer.from(f.data)]), f.name);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/stock-imports',
      headers: { cookie: member.cookie, 'x-xsrf-token': member.csrf },
      payload: form,
    });
    return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
  };
  /** Asks for the import until it is no longer being checked or imported. */
  async function settled(id: unknown) {
    for (let i = 0; i < 200; i++) {
      const { body } = await member.call('GET', `/api/admin/stock-imports/${String(id)}`);
      if (body.state !== 'checking' && body.state !== 'importing') return body;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the import did not settle');
  }

  it('checks an upload with its pictures, shows the report, then imports it and the storefront follows', async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#ddd' } })
      .png()
      .toBuffer();
    const before = await getJson<unknown>(t, '/api/dashboard/EcomStockItem?tagNo=WEB-1');
    expect(before.status).toBe(404);
    const sent = await upload([
      { field: 'file', name: 'pos export.csv', data: excel('WEB-1;Rings;Gold;2;22;1000;;WEB-1-1.png;available') },
      { field: 'pictures', name: 'WEB-1-1.png', data: png },
    ]);
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({ fileName: 'pos export.csv', picturesSent: true });
    const checked = await settled(sent.body.id);
    expect(checked).toMatchObject({ state: 'checked', report: { added: 1, errorCount: 0, pictures: { used: 1 } } });
    const latest = await member.call('GET', '/api/admin/stock-imports/latest');
    expect(latest.body.id).toBe(sent.body.id);
    const run = await member.call('POST', `/api/admin/stock-imports/${String(sent.body.id)}/run`, {
      removeMissing: false,
    });
    expect(run.status).toBe(202);
    const done = await settled(sent.body.id);
    expect(done).toMatchObject({ state: 'done', summary: { added: 1, pictures: 1 }, rowsDone: 1 });
    // The storefront's caches follow at once (the 404 above was cached).
    const after = await getJson<{ TagNo: string; Images: { ImageName: string }[] }>(
      t,
      '/api/dashboard/EcomStockItem?tagNo=WEB-1',
    );
    expect(after.body).toMatchObject({ TagNo: 'WEB-1', Images: [{ ImageName: 'WEB-1-1.png' }] });
  });

  it('refuses a file with an error at the import (409) and says what is wrong at the check', async () => {
    const sent = await upload([{ field: 'file', name: 'bad.csv', data: excel('WEB-2;Rings;Gold;2;30;0;;;') }]);
    const checked = await settled(sent.body.id);
    expect(checked).toMatchObject({
      state: 'checked',
      report: { errorCount: 1, errors: [{ line: 2, tagNo: 'WEB-2', field: 'Karat', message: 'must be 18 to 24' }] },
    });
    const run = await member.call('POST', `/api/admin/stock-imports/${String(sent.body.id)}/run`, {});
    expect(run.status).toBe(409);
  });

  it('names what is wrong with the upload itself', async () => {
    expect(await upload([{ field: 'pictures', name: 'a.png', data: 'x' }])).toMatchObject({
      status: 400,
      body: { message: 'Choose the stock file to check' },
    });
    const noColumn = await upload([{ field: 'file', name: 'x.csv', data: 'Name,Type\nRing,Gold\n' }]);
    expect(await settled(noColumn.body.id)).toMatchObject({
      state: 'failed',
      failure: expect.stringContaining('The stock file has no TagNo, ItemName, ItemType columns'),
    });
    const json = await member.call('POST', '/api/admin/stock-imports', { file: 'x' });
    expect(json.status).toBe(415);
    expect((await member.call('GET', '/api/admin/stock-imports/abc')).status).toBe(400);
    expect((await member.call('GET', '/api/admin/stock-imports/999999')).status).toBe(404);
    const bad = await member.call('POST', `/api/admin/stock-imports/${String(noColumn.body.id)}/run`, {
      removeMissing: 'yes',
    });
    expect(bad).toMatchObject({ status: 400, body: { message: expect.stringContaining('removeMissing') } });
  });
  /** The folders under DATA_DIR/imports/, one per import that still has files. */
  const importFolders = async () => (await readdir(path.join(t.dataDir, 'imports')).catch(() => [] as string[])).sort();
  const exists = (file: string) =>
    stat(file).then(
      () => true,
      () => false,
    );
  /** A .zip of pictures made with yazl (which packs each entry with deflate, as the Mac's and Windows' tools do). */
  async function zipOf(entries: { name: string; data: Buffer }[]): Promise<Buffer> {
    const zip = new yazl.ZipFile();
    for (const e of entries) zip.addBuffer(e.data, e.name);
    zip.end();
    const chunks: Buffer[] = [];
    for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  it('refuses a .zip that would unpack beyond the limits at once, naming the limit, and leaves nothing on disk', async () => {
    const csv = excel('BOMB-1;Rings;Gold;1;22;0;;b0.jpg;');
    // One picture of 30 MB of zeros, packed to 30 kB: larger than a picture may be.
    const big = await zipOf([{ name: 'shoot/b0.jpg', data: Buffer.alloc(30 * 1024 ** 2) }]);
    expect(big.length).toBeLessThan(100_000);
    const before = await importFolders();
    const one = await upload([
      { field: 'file', name: 'bomb.csv', data: csv },
      { field: 'pictures', name: 'bomb.zip', data: big },
    ]);
    expect(one).toMatchObject({
      status: 413,
      body: { message: 'b0.jpg in the .zip archive unpacks to 30 MB; a picture or video may be at most 25 MB' },
    });
    // 100 pictures of 1 MB of zeros each (under the limit for one), 100 MB from 100 kB: a zip bomb.
    const zeros = Buffer.alloc(1024 ** 2);
    const many = await zipOf(Array.from({ length: 100 }, (_, i) => ({ name: `b${i}.jpg`, data: zeros })));
    const two = await upload([
      { field: 'file', name: 'bomb.csv', data: csv },
      { field: 'pictures', name: 'bomb.zip', data: many },
    ]);
    expect(two.status).toBe(413);
    expect(two.body.message).toMatch(
      /^The \.zip archive unpacks to more than \d+ MB from \d+ kB: pictures are compressed already, so an archive may unpack to at most 20 times its size \(or 64 MB\)\. It is refused$/,
    );
    const latest = await member.call('GET', '/api/admin/stock-imports/latest');
    expect(latest.body).toMatchObject({ state: 'failed', failure: two.body.message });
    expect(await importFolders()).toEqual(before);
    expect(await exists(importDir(t.dataDir, Number(latest.body.id)))).toBe(false);

    const twoZips = await upload([
      { field: 'file', name: 'two.csv', data: csv },
      { field: 'pictures', name: 'a.zip', data: await zipOf([{ name: 'a.jpg', data: zeros }]) },
      { field: 'pictures', name: 'b.zip', data: await zipOf([{ name: 'b.jpg', data: zeros }]) },
    ]);
    expect(twoZips).toMatchObject({
      status: 400,
      body: { message: 'Send the pictures as one .zip, or as several pictures' },
    });
  });

  it('unpacks a .zip as the check, after the answer; once checked only the pictures are kept, once imported nothing', async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#bbb' } })
      .png()
      .toBuffer();
    const sent = await upload([
      { field: 'file', name: 'zipped.csv', data: excel('ZIP-1;Rings;Gold;2;22;0;;ZIP-1-1.png|ZIP-1-2.png;') },
      {
        field: 'pictures',
        name: 'shoot.zip',
        data: await zipOf([
          { name: 'shoot/ZIP-1-1.png', data: png },
          { name: 'shoot/ZIP-1-2.png', data: png },
        ]),
      },
    ]);
    expect(sent).toMatchObject({ status: 202, body: { state: 'checking', picturesSent: true } });
    const checked = await settled(sent.body.id);
    expect(checked).toMatchObject({ state: 'checked', report: { errorCount: 0, pictures: { supplied: 2, used: 2 } } });
    const dir = importDir(t.dataDir, Number(sent.body.id));
    expect(await readdir(dir)).toEqual(['pictures']); // the stock file and the .zip are gone, the rows set aside
    expect((await readdir(path.join(dir, 'pictures'))).sort()).toEqual(['ZIP-1-1.png', 'ZIP-1-2.png']);
    await member.call('POST', `/api/admin/stock-imports/${String(sent.body.id)}/run`, { removeMissing: false });
    expect(await settled(sent.body.id)).toMatchObject({ state: 'done', summary: { pictures: 2 } });
    expect(await exists(dir)).toBe(false);
    // A done import's pictures take their place from its folder once its transaction has committed: a sweep in
    // between leaves the folder alone; one left behind (a shop stopped then) goes an hour later.
    await mkdir(path.join(dir, 'ready'), { recursive: true });
    await sweepImports(t.database.db, t.files);
    expect(await exists(dir)).toBe(true);
    await sweepImports(t.database.db, t.files, Date.now() + 3600_000 + 60_000);
    expect(await exists(dir)).toBe(false);
  });

  it('drops a checked import not imported in time and removes its files; an older one goes an hour after a newer', async () => {
    const db = t.database.db;
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#999' } })
      .png()
      .toBuffer();
    const check = async (tag: string) => {
      const sent = await upload([
        { field: 'file', name: `${tag}.csv`, data: excel(`${tag};Rings;Gold;1;22;0;;${tag}-1.png;`) },
        { field: 'pictures', name: `${tag}-1.png`, data: png },
      ]);
      expect(await settled(sent.body.id)).toMatchObject({ state: 'checked' });
      return Number(sent.body.id);
    };
    const older = await check('KEEP-1');
    const olderDir = importDir(t.dataDir, older);
    const newer = await check('KEEP-2');
    const newerDir = importDir(t.dataDir, newer);
    const hour = IMPORT_KEEP_MS.superseded;
    // A colleague's newer check does not pull the older one from under a member about to import it.
    await sweepImports(db, t.files, Date.now() + hour - 60_000);
    expect(await importStatus(db, older)).toMatchObject({ state: 'checked' });
    expect(await exists(olderDir)).toBe(true);
    // An hour after the newer one, the older one is dropped with its files; the newer (the latest) is kept.
    const swept = await sweepImports(db, t.files, Date.now() + hour + 60_000);
    expect(swept.removed).toContain(String(older));
    expect(await importStatus(db, older)).toMatchObject({
      state: 'failed',
      failure: 'A newer file was checked since: check this one again to import it.',
    });
    expect(await exists(olderDir)).toBe(false);
    expect(await exists(newerDir)).toBe(true);
    const refused = await member.call('POST', `/api/admin/stock-imports/${older}/run`, { removeMissing: false });
    expect(refused).toMatchObject({ status: 409, body: { message: 'Check the file again before importing it.' } });
    // The latest waits a day for its Import.
    await sweepImports(db, t.files, Date.now() + IMPORT_KEEP_MS.checked - 60_000);
    expect(await exists(newerDir)).toBe(true);
    await sweepImports(db, t.files, Date.now() + IMPORT_KEEP_MS.checked + 60_000);
    expect(await importStatus(db, newer)).toMatchObject({
      state: 'failed',
      failure: 'Checked more than a day ago and not imported: check the file again to import it.',
    });
    expect(await exists(newerDir)).toBe(false);
    expect(await importFolders()).toEqual([]);
  });

  it('removes a failed import’s files when it fails, and the sweep those a stopped shop left behind', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#777' } })
      .png()
      .toBuffer();
    const sent = await upload([
      { field: 'file', name: 'nocolumn.csv', data: 'Name,Type\nRing,Gold\n' },
      { field: 'pictures', name: 'FAIL-1.png', data: png },
    ]);
    expect(await settled(sent.body.id)).toMatchObject({ state: 'failed' });
    expect(await exists(importDir(t.dataDir, Number(sent.body.id)))).toBe(false);
    // Files a shop stopped half way left: of a failed import, and of none the database knows.
    for (const id of [Number(sent.body.id), 987_654]) {
      await mkdir(path.join(importDir(t.dataDir, id), 'pictures'), { recursive: true });
      await writeFile(path.join(importDir(t.dataDir, id), 'pictures', 'left.png'), png);
    }
    const swept = await sweepImports(t.database.db, t.files);
    expect(swept.removed.sort()).toEqual(['987654', String(sent.body.id)].sort());
    expect(await importFolders()).toEqual([]);
  });

  it('names the line where an unclosed quote opened, not the end of the long file it ran on to', async () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => `LONG-${i + 3};Rings;Gold;1;22;0;plain;;`);
    const data = excel('LONG-1;Rings;Gold;1;22;0;ok;;', 'LONG-2;Rings;Gold;1;22;0;"a quote never closed;;', ...rows);
    const sent = await upload([{ field: 'file', name: 'long.csv', data }]);
    expect(sent.status).toBe(202);
    const failed = await settled(sent.body.id);
    expect(failed).toMatchObject({
      state: 'failed',
      failure:
        'The stock file could not be read as CSV: line 3: a quote (") opens a cell and is never closed, so the lines after it run into that cell (a quote inside a cell is written twice: "")',
    });
    expect(await exists(importDir(t.dataDir, Number(sent.body.id)))).toBe(false);
  });

  it('removing the pieces the file does not list is the owner’s alone, with their number typed back; a refusal removes nothing', async () => {
    const db = t.database.db;
    const owner = await signedIn(t, await newMember(t, 'owner'));
    const sent = await upload([{ field: 'file', name: 'few.csv', data: excel('FEW-1;Rings;Gold;1;22;0;;;available') }]);
    const checked = await settled(sent.body.id);
    expect(checked).toMatchObject({ state: 'checked', report: { added: 1, errorCount: 0 } });
    const report = ImportReportSchema.parse(checked.report);
    const removable = report.missing - report.missingReserved;
    expect(removable).toBeGreaterThan(1);
    const runUrl = `/api/admin/stock-imports/${String(sent.body.id)}/run`;
    const total = await stockCount();
    const before = await snapshot();

    // Staff are refused, with the number or without it, whatever they send.
    for (const body of [{ removeMissing: true, removeCount: removable }, { removeMissing: true }]) {
      expect(await member.call('POST', runUrl, body)).toMatchObject({
        status: 403,
        body: { message: REMOVAL_IS_THE_OWNERS, errors: [{ field: 'removeMissing' }] },
      });
    }
    // The owner without the number, with another, or with no number at all: 400 naming removeCount.
    const none = await owner.call('POST', runUrl, { removeMissing: true });
    expect(none).toMatchObject({
      status: 400,
      body: {
        message: `removeCount: Type ${removable} to confirm that the ${removable} pieces the file does not list are removed`,
        errors: [{ field: 'removeCount' }],
      },
    });
    const wrong = await owner.call('POST', runUrl, { removeMissing: true, removeCount: removable - 1 });
    expect(wrong).toMatchObject({
      status: 400,
      body: {
        message: `removeCount: ${removable - 1} is not ${removable}: type ${removable}, the number of pieces the check found to remove`,
        errors: [{ field: 'removeCount' }],
      },
    });
    for (const removeCount of ['all', -1, 1.5, null]) {
      const bad = await owner.call('POST', runUrl, { removeMissing: true, removeCount });
      expect(bad).toMatchObject({ status: 400, body: { errors: [{ field: 'removeCount' }] } });
    }
    // Nothing was removed or imported, and the import waits, checked, for its Import.
    expect(await snapshot()).toBe(before);
    expect(await piece('FEW-1')).toBeUndefined();
    expect(await importStatus(db, Number(sent.body.id))).toMatchObject({ state: 'checked', removeMissing: false });

    const run = await owner.call('POST', runUrl, { removeMissing: true, removeCount: removable });
    expect(run.status).toBe(202);
    expect(await settled(sent.body.id)).toMatchObject({
      state: 'done',
      removeMissing: true,
      summary: { added: 1, updated: 0, removed: removable },
    });
    expect(await stockCount()).toBe(total + 1 - removable);
    expect(await piece('FEW-1')).toMatchObject({ Status: 'available' });
  });
});
