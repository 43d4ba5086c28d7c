import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { MenuItem, StockItem, StockPage } from '../../core/api-schemas';
import { STOCK_PER_PAGE, type StockList, type StockRow } from '../../core/stock-admin-schemas';
import { readStockRow, STOCK_COLUMNS } from '../../core/stock-file-format';
import { StockImportSchema, type StockImport } from '../../core/stock-schema';
import { demoCatalogue } from '../../demo/catalogue';
import { auditLog, stockImages, stockItems } from '../../server/db/schema';
import { unguardFormula } from '../../server/files/csv';
import { importStock } from '../../server/services/stock-import';
import { removeUnusedPictures, storePicture } from '../../server/services/stock/pictures';
import { stockRecords, stockRecordsOf } from '../../server/services/stock/records';
import {
  freshPiece,
  getJson,
  postSale,
  saleFor,
  statusOf,
  useTestApp,
  writeFixtureImages,
  type TestApp,
} from './helpers';
import { newMember, signedIn, type Client } from './staff-helpers';

const t: TestApp = useTestApp({ seed: true, orderRateLimit: 1000 });

let staff: Client;
const member = async () => (staff ??= await signedIn(t, await newMember(t, 'staff', 'Stock')));

const list = async (query = '') => {
  const res = await (await member()).call('GET', `/api/admin/stock${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as StockList;
};
const tagsOf = (l: StockList) => l.rows.map((r) => r.tagNo);
const act = async (tagNo: string, action: string) =>
  (await member()).call('POST', `/api/admin/stock/${encodeURIComponent(tagNo)}/state`, { action });

/** The storefront as a guest reads it through the API (its answers are cached until the catalogue changes). */
const storefront = {
  async listed(itemName: string) {
    const { body } = await getJson<StockPage>(
      t,
      `/api/dashboard/EcomStock?ItemName=${encodeURIComponent(itemName)}&pageSize=100`,
    );
    return body.items.map((i) => i.TagNo);
  },
  async searched(term: string) {
    const { body } = await getJson<StockItem[]>(t, `/api/dashboard/EcomSearchStock?tagno=${encodeURIComponent(term)}`);
    return body.map((i) => i.TagNo);
  },
  async piece(tagNo: string) {
    return getJson<StockItem>(t, `/api/dashboard/EcomStockItem?tagNo=${encodeURIComponent(tagNo)}`);
  },
  async count(itemName: string, itemType: string) {
    const { body } = await getJson<MenuItem[]>(t, '/api/dashboard/GetMenuEcom');
    return body.find((m) => m.ItemName === itemName && m.ItemType === itemType)?.Count ?? 0;
  },
};

async function auditOf(tagNo: string, action = 'status') {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, 'stock'), eq(auditLog.subjectId, tagNo), eq(auditLog.action, action)))
    .orderBy(auditLog.id);
}

/** Places an order for the piece (it is reserved) and returns its number. */
async function orderFor(tagNo: string) {
  const res = await postSale(t, await saleFor(t, [{ TagNo: tagNo }]));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  t.services.invalidate();
  return String(res.body.orderNo);
}

describe('the stock list', () => {
  it('lists every piece by type, name and tag number, with what a row shows', async () => {
    const all = await list();
    expect(all.total).toBe(6);
    expect(all.page).toBe(1);
    expect(all.pages).toBe(1);
    // By type as the catalogue lists them (gold, diamond, silver, watches), then name and tag number.
    expect(tagsOf(all)).toEqual(['T-BRAS-1', 'T-RING-1', 'T-DIA-1', 'T-SIL-1', 'T-SIL-2', 'T-WAT-1']);
    const ring = all.rows.find((r) => r.tagNo === 'T-RING-1');
    expect(ring).toEqual({
      tagNo: 'T-RING-1',
      itemName: 'Rings',
      displayName: '22K Gold Floral Ring',
      itemType: 'Gold',
      karat: 22,
      netWeight: 5,
      grossWeight: 5.2,
      price: (await t.services.stockItem('T-RING-1'))?.Price ?? -1,
      status: 'available',
      state: 'available',
      madeToOrder: false,
      heldBy: null,
      pictures: ['T-RING-1-1.webp', 'T-RING-1-2.webp'],
    } satisfies StockRow);
    // The types in the catalogue's order (gold, diamond, silver, watches), each with its names.
    expect(all.types).toEqual([
      { type: 'Gold', names: ['Brasclate', 'Rings'] },
      { type: 'Diamond', names: ['Diamond'] },
      { type: 'Silver', names: ['Mens Rings'] },
      { type: 'Watches', names: ['Mens Watches'] },
    ]);
  });

  it('finds a piece by its tag number however it is typed, and by its names word by word', async () => {
    for (const q of ['T-RING-1', 't-ring-1', 'T RING 1', 'tring1', ' ring-1 '])
      expect(tagsOf(await list(`?q=${encodeURIComponent(q)}`)), q).toEqual(['T-RING-1']);
    expect(tagsOf(await list('?q=floral%20ring'))).toEqual(['T-RING-1']);
    expect(tagsOf(await list('?q=GOLD%20%20ring'))).toEqual(['T-RING-1']);
    expect(tagsOf(await list('?q=MENS%20rings'))).toEqual(['T-SIL-1', 'T-SIL-2']);
    expect(tagsOf(await list('?q=twisted%20rope'))).toEqual(['T-BRAS-1']);
    expect(tagsOf(await list('?q=TwistedRope'))).toEqual(['T-BRAS-1']);
    expect(tagsOf(await list('?q=100%25'))).toEqual([]);
    expect(tagsOf(await list('?q=_'))).toEqual([]);
  });

  it('filters by type and name in any case, and by state', async () => {
    expect(tagsOf(await list('?type=gold'))).toEqual(['T-BRAS-1', 'T-RING-1']);
    expect(tagsOf(await list('?type=Silver&name=mens%20rings'))).toEqual(['T-SIL-1', 'T-SIL-2']);
    expect(tagsOf(await list('?type=Gold&name=Mens%20Rings'))).toEqual([]);
    const made = await freshPiece(t, 'T-WAT-1', { Status: 'order' });
    const hidden = await freshPiece(t, 'T-WAT-1', { Status: 'Hidden' });
    const sold = await freshPiece(t, 'T-WAT-1', { Status: 'SOLD' });
    const reserved = await freshPiece(t, 'T-WAT-1');
    const orderNo = await orderFor(reserved);
    const watches = async (state: string) => tagsOf(await list(`?type=Watches&state=${state}`));
    expect(await watches('available')).toEqual(['T-WAT-1', made]);
    expect(await watches('hidden')).toEqual([hidden]);
    expect(await watches('sold')).toEqual([sold]);
    expect(await watches('reserved')).toEqual([reserved]);
    expect(await watches('all')).toHaveLength(5);
    const rows = (await list('?type=Watches')).rows;
    expect(rows.find((r) => r.tagNo === made)).toMatchObject({
      state: 'available',
      madeToOrder: true,
      status: 'order',
    });
    expect(rows.find((r) => r.tagNo === hidden)).toMatchObject({ state: 'hidden', heldBy: null });
    expect(rows.find((r) => r.tagNo === reserved)).toMatchObject({ state: 'reserved', heldBy: orderNo });
  });

  it('comes in pages of 25', async () => {
    const many: StockImport[] = Array.from({ length: 30 }, (_, i) => ({
      TagNo: `PG-${String(i).padStart(2, '0')}`,
      ItemName: 'Paged Rings',
      ItemType: 'Palladium',
      FixedPrice: 1000 + i,
    }));
    await importStock(t.database.db, many);
    const first = await list('?type=Palladium');
    expect(first).toMatchObject({ total: 30, page: 1, pages: 2 });
    expect(first.rows).toHaveLength(STOCK_PER_PAGE);
    const second = await list('?type=Palladium&page=2');
    expect(tagsOf(second)).toEqual(['PG-25', 'PG-26', 'PG-27', 'PG-28', 'PG-29']);
    expect(await list('?type=Palladium&page=9')).toMatchObject({ rows: [], total: 30, pages: 2 });
    // Palladium comes first in the catalogue's order.
    expect(second.types[0]).toEqual({ type: 'Palladium', names: ['Paged Rings'] });
  });

  it('refuses a bad filter with a 400 that names it; an unknown piece is a 404', async () => {
    const bad = await (await member()).call('GET', '/api/admin/stock?state=lost&page=0');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('State must be one of all, available, reserved, sold, hidden');
    expect(JSON.stringify(bad.body)).toContain('Page must be 1 or more');
    expect((await (await member()).call('GET', `/api/admin/stock?q=${'x'.repeat(101)}`)).status).toBe(400);
    const one = await (await member()).call('GET', '/api/admin/stock/T-SIL-1');
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ tagNo: 'T-SIL-1', itemName: 'Mens Rings', state: 'available' });
    const none = await (await member()).call('GET', '/api/admin/stock/NO-SUCH-1');
    expect(none.status).toBe(404);
    expect(none.body).toEqual({
      message: 'No piece NO-SUCH-1',
      errors: [{ field: 'tagNo', message: 'No piece NO-SUCH-1' }],
    });
  });
});

describe('hiding, showing, selling (docs/behaviour.md §11.11)', () => {
  it('Hide takes a piece off the storefront at once, audited; Show puts it back', async () => {
    const tag = await freshPiece(t, 'T-SIL-1');
    // The storefront's answers are in its caches now.
    expect(await storefront.listed('Mens Rings')).toContain(tag);
    expect(await storefront.searched(tag)).toContain(tag);
    expect((await storefront.piece(tag)).status).toBe(200);
    const count = await storefront.count('Mens Rings', 'Silver');

    const hidden = await act(tag, 'hide');
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ tagNo: tag, status: 'hidden', state: 'hidden' });
    expect(await statusOf(t, tag)).toBe('hidden');
    expect(await storefront.listed('Mens Rings')).not.toContain(tag);
    expect(await storefront.searched(tag)).not.toContain(tag);
    expect((await storefront.piece(tag)).status).toBe(404);
    expect(await storefront.count('Mens Rings', 'Silver')).toBe(count - 1);

    const shown = await act(tag, 'show');
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ status: 'available', state: 'available' });
    expect(await storefront.listed('Mens Rings')).toContain(tag);
    expect(await storefront.searched(tag)).toContain(tag);
    expect((await storefront.piece(tag)).body.Status).toBe('available');
    expect(await storefront.count('Mens Rings', 'Silver')).toBe(count);

    const log = await auditOf(tag);
    expect(log.map((e) => [e.oldValue, e.newValue])).toEqual([
      ['available', 'hidden'],
      ['hidden', 'available'],
    ]);
    expect(log.every((e) => e.actor.startsWith('Stock') && e.staffId !== null)).toBe(true);
  });

  it('Mark sold: the page stays and says Sold, the listing drops it; Mark available puts it back', async () => {
    const tag = await freshPiece(t, 'T-SIL-1');
    expect(await storefront.listed('Mens Rings')).toContain(tag);
    expect((await act(tag, 'mark-sold')).body).toMatchObject({ status: 'sold', state: 'sold' });
    expect((await storefront.piece(tag)).body.Status).toBe('sold');
    expect(await storefront.listed('Mens Rings')).not.toContain(tag);
    expect(await storefront.searched(tag)).not.toContain(tag);
    expect((await act(tag, 'mark-available')).body).toMatchObject({ status: 'available', state: 'available' });
    expect(await storefront.listed('Mens Rings')).toContain(tag);
    // A sold piece may be hidden (its page goes too), and Show makes it sold again, not for sale.
    await act(tag, 'mark-sold');
    expect((await act(tag, 'hide')).status).toBe(200);
    expect((await storefront.piece(tag)).status).toBe(404);
    expect((await act(tag, 'show')).body).toMatchObject({ status: 'sold' });
    expect((await auditOf(tag)).map((e) => `${e.oldValue}>${e.newValue}`)).toEqual([
      'available>sold',
      'sold>available',
      'available>sold',
      'sold>hidden',
      'hidden>sold',
    ]);
  });

  it('a made-to-order piece can be hidden and shown (made to order again) but never marked sold', async () => {
    const tag = await freshPiece(t, 'T-WAT-1', { Status: 'order' });
    const sold = await act(tag, 'mark-sold');
    expect(sold.status).toBe(409);
    expect(sold.body.message).toBe(
      `${tag} is made to order: another can be made, so it is never sold. Hide it to take it off sale.`,
    );
    expect((await act(tag, 'hide')).status).toBe(200);
    expect((await act(tag, 'show')).body).toMatchObject({ status: 'order', madeToOrder: true, state: 'available' });
  });

  it('a piece hidden by a stock file is shown as available', async () => {
    const tag = await freshPiece(t, 'T-SIL-1', { Status: 'hidden' });
    expect((await act(tag, 'show')).body).toMatchObject({ status: 'available' });
  });

  it('refuses what is already so, or makes no sense, with a 409 that changes nothing', async () => {
    const tag = await freshPiece(t, 'T-SIL-1');
    const refused = async (action: string, message: string) => {
      const res = await act(tag, action);
      expect(res.status, action).toBe(409);
      expect(res.body.message, action).toBe(message);
    };
    await refused('show', `${tag} is not hidden.`);
    await refused('mark-available', `${tag} is for sale already.`);
    await act(tag, 'hide');
    await refused('hide', `${tag} is hidden already.`);
    await act(tag, 'mark-sold');
    await refused('mark-sold', `${tag} is sold already.`);
    expect(await statusOf(t, tag)).toBe('sold');
    expect((await auditOf(tag)).map((e) => e.newValue)).toEqual(['hidden', 'sold']);
    const bad = await act(tag, 'burn');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Action must be one of hide, show, mark-sold, mark-available');
    expect((await act('NO-SUCH-1', 'hide')).status).toBe(404);
  });

  it('a piece an order holds is refused, naming the order, until the order is cancelled', async () => {
    const tag = await freshPiece(t, 'T-SIL-1');
    const orderNo = await orderFor(tag);
    for (const action of ['hide', 'mark-available', 'mark-sold', 'show']) {
      const res = await act(tag, action);
      expect(res.status, action).toBe(409);
      expect(res.body.message, action).toBe(
        `${tag} is reserved by order ${orderNo}: cancelling that order puts it back on sale, delivering or collecting it sells it.`,
      );
    }
    expect(await statusOf(t, tag)).toBe('reserved');
    expect(await auditOf(tag)).toEqual([]);
    const cancel = await (
      await member()
    ).call('POST', `/api/admin/orders/${orderNo}/move`, {
      to: 'cancelled',
      reason: 'Asked by the guest',
    });
    expect(cancel.status).toBe(200);
    expect((await act(tag, 'hide')).status).toBe(200);
  });

  it('a piece reserved by no open order (a stock file said so) may be made available', async () => {
    const tag = await freshPiece(t, 'T-SIL-1', { Status: 'reserved' });
    expect((await list(`?q=${tag}`)).rows[0]).toMatchObject({ state: 'reserved', heldBy: null });
    expect((await act(tag, 'mark-available')).body).toMatchObject({ status: 'available' });
  });

  it('an order for a piece hidden meanwhile is refused', async () => {
    const tag = await freshPiece(t, 'T-SIL-1');
    const sale = await saleFor(t, [{ TagNo: tag }]);
    await act(tag, 'hide');
    const res = await postSale(t, sale);
    expect(res.status).toBe(409);
    expect(String(res.body.message)).toContain(`(${tag}) can no longer be sold online`);
  });
});

/** A real picture of a colour, as a camera or a phone would send it. */
const picture = (background: string, format: 'png' | 'jpeg' | 'webp' = 'png', size = 600) =>
  sharp({ create: { width: size, height: size, channels: 3, background } })
    .toFormat(format)
    .toBuffer();

async function sendPictures(tagNo: string, files: { name: string; data: Buffer; type?: string }[], field = 'pictures') {
  const who = await member();
  const form = new FormData();
  for (const f of files)
    form.append(field, new Blob([new Uint8Array(f.data)], { type: f.type ?? 'image/png' }), f.name);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/stock/${encodeURIComponent(tagNo)}/pictures`,
    headers: { cookie: who.cookie, 'x-xsrf-token': who.csrf },
    payload: form,
  });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

const imagesDir = () => path.join(t.dataDir, 'images');
const exists = async (file: string) => (await stat(file).catch(() => null)) !== null;

describe('Replace pictures (docs/behaviour.md §11.11)', () => {
  it('stores each picture re-encoded under a new name, replaces the rows, and removes the old files and copies', async () => {
    await writeFixtureImages(t);
    // /Image made resized copies of the ring's first picture.
    for (const w of [160, 480])
      expect((await t.app.inject({ method: 'GET', url: `/Image/T-RING-1-1.webp?w=${w}` })).statusCode).toBe(200);
    const copiesBefore = (await readdir(path.join(t.dataDir, 'cache', 'images'))).filter((f) =>
      f.startsWith('T-RING-1-1-webp-'),
    );
    expect(copiesBefore).toHaveLength(2);
    expect(await storefront.piece('T-RING-1')).toMatchObject({ status: 200 });

    const red = await picture('#aa0000', 'png');
    const blue = await picture('#0000aa', 'jpeg');
    const res = await sendPictures('T-RING-1', [
      { name: 'front.png', data: red },
      { name: 'side.jpg', data: blue, type: 'image/jpeg' },
      { name: 'front again.png', data: red },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const names = (res.body as unknown as StockRow).pictures;
    expect(names).toHaveLength(2);
    for (const n of names) expect(n).toMatch(/^T-RING-1-[0-9a-f]{8}\.jpg$/);
    for (const n of names) {
      const bytes = await readFile(path.join(imagesDir(), n));
      expect(bytes.subarray(0, 2).toString('hex')).toBe('ffd8');
      expect((await sharp(bytes).metadata()).format).toBe('jpeg');
    }
    // The storefront shows the new pictures at once; the old ones and their copies are gone.
    expect((await storefront.piece('T-RING-1')).body.Images.map((i) => i.ImageName)).toEqual(names);
    expect(await exists(path.join(imagesDir(), 'T-RING-1-1.webp'))).toBe(false);
    expect(await exists(path.join(imagesDir(), 'T-RING-1-2.webp'))).toBe(false);
    const copiesAfter = (await readdir(path.join(t.dataDir, 'cache', 'images'))).filter((f) =>
      f.startsWith('T-RING-1-1-webp-'),
    );
    expect(copiesAfter).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/Image/${names[0]}?w=160` })).statusCode).toBe(200);
    // Another piece's pictures are untouched.
    expect(await exists(path.join(imagesDir(), 'T-BRAS-1-1.webp'))).toBe(true);

    const [entry] = await auditOf('T-RING-1', 'pictures');
    expect(entry).toMatchObject({
      oldValue: 'T-RING-1-1.webp|T-RING-1-2.webp',
      newValue: names.join('|'),
    });

    // The same picture again keeps its name (and its file); a changed one gets a new name.
    const again = await sendPictures('T-RING-1', [{ name: 'side.jpg', data: blue, type: 'image/jpeg' }]);
    expect((again.body as unknown as StockRow).pictures).toEqual([names[1]]);
    expect(await exists(path.join(imagesDir(), names[1] ?? ''))).toBe(true);
    expect(await exists(path.join(imagesDir(), names[0] ?? ''))).toBe(false);
  });

  it('refuses a file that is not a picture by its content, naming it, and changes nothing', async () => {
    const before = await t.database.db
      .select({ name: stockImages.imageName })
      .from(stockImages)
      .innerJoin(stockItems, eq(stockItems.id, stockImages.stockId))
      .where(eq(stockItems.tagNo, 'T-BRAS-1'));
    const filesBefore = await readdir(imagesDir());
    const res = await sendPictures('T-BRAS-1', [
      { name: 'good.png', data: await picture('#00aa00') },
      { name: 'invoice.jpg', data: Buffer.from('%PDF-1.7 not a picture at all'), type: 'image/jpeg' },
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'invoice.jpg must be a JPG, PNG, GIF or WebP picture',
      errors: [{ field: 'pictures', message: 'invoice.jpg must be a JPG, PNG, GIF or WebP picture' }],
    });
    const after = await t.database.db
      .select({ name: stockImages.imageName })
      .from(stockImages)
      .innerJoin(stockItems, eq(stockItems.id, stockImages.stockId))
      .where(eq(stockItems.tagNo, 'T-BRAS-1'));
    expect(after).toEqual(before);
    expect((await readdir(imagesDir())).sort()).toEqual(filesBefore.sort());
    expect(await auditOf('T-BRAS-1', 'pictures')).toEqual([]);
  });

  it('takes at most 10 files of 5 MB, by multipart only, for a piece that exists', async () => {
    const small = await picture('#999999', 'png', 16);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.png`, data: small }));
    const tooMany = await sendPictures('T-BRAS-1', eleven);
    expect(tooMany.status).toBe(413);
    expect(tooMany.body.message).toBe('At most 10 pictures at once');
    const big = await sendPictures('T-BRAS-1', [{ name: 'huge.png', data: Buffer.alloc(5 * 1024 * 1024 + 1, 1) }]);
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('huge.png must be at most 5 MB');
    const other = await sendPictures('T-BRAS-1', [{ name: 'a.png', data: small }], 'photo');
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('Unexpected file field photo');
    const none = await sendPictures('T-BRAS-1', []);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Choose one or more pictures');
    const json = await (await member()).call('POST', '/api/admin/stock/T-BRAS-1/pictures', { pictures: [] });
    expect(json.status).toBe(415);
    expect((await sendPictures('NO-SUCH-1', [{ name: 'a.png', data: small }])).status).toBe(404);
    const ten = await sendPictures(
      'T-BRAS-1',
      await Promise.all(
        Array.from({ length: 10 }, async (_, i) => ({
          name: `p${i}.png`,
          data: await picture(`#10${i}0${i}0`, 'png', 16),
        })),
      ),
    );
    expect(ten.status, JSON.stringify(ten.body)).toBe(200);
    expect((ten.body as unknown as StockRow).pictures).toHaveLength(10);
  });

  it('storePicture names a picture after the piece and its content; unused files only are removed', async () => {
    const data = await picture('#123456', 'webp');
    const name = await storePicture(t.files, 'ZG 10/01', data);
    expect(name).toMatch(/^ZG-10-01-[0-9a-f]{8}\.jpg$/);
    expect(await storePicture(t.files, 'ZG 10/01', data)).toBe(name);
    expect(await storePicture(t.files, '../..', data)).toMatch(/^piece-[0-9a-f]{8}\.jpg$/);
    await expect(storePicture(t.files, 'ZG-1', Buffer.from('<svg/>'), 'drawing.svg')).rejects.toThrow(
      'drawing.svg must be a JPG, PNG, GIF or WebP picture',
    );
    // A name a piece still uses is kept; one no piece uses goes; a name with a path is never touched.
    const [used] = (await storefront.piece('T-DIA-1')).body.Images;
    await writeFixtureImages(t);
    expect(await removeUnusedPictures(t.database.db, t.files, [used?.ImageName ?? '', name, '../secret'])).toEqual([
      name,
    ]);
    expect(await exists(path.join(imagesDir(), used?.ImageName ?? ''))).toBe(true);
    expect(await exists(path.join(imagesDir(), name))).toBe(false);
  });
});

/** A file as the export writes it, read back as the stock import would: csv-parse, unguardFormula, readStockRow. */
function readBack(csv: string) {
  const rows = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
  return rows.map((row) => {
    const read = readStockRow(Object.fromEntries(Object.entries(row).map(([k, v]) => [k, unguardFormula(v)])));
    if (!read.ok) throw new Error(`${read.tagNo}: ${JSON.stringify(read.errors)}`);
    return read.record;
  });
}

async function exportCsv(query = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/stock/export.csv${query}`,
    headers: { cookie: (await member()).cookie },
  });
  return res;
}

/** Pieces whose every field is awkward for a CSV file. */
const AWKWARD: StockImport[] = [
  {
    TagNo: 'CSV-1',
    ItemName: 'Necklace Set',
    ItemPriceD: '=HYPERLINK("http://x"), the "Rani" set',
    ItemType: 'Diamond',
    IsMens: false,
    Description: '=1+2 first line, with commas\r\nsecond line "quoted"\nthird; semicolon\t tab ',
    GrossWeight: 41.25,
    NetWeight: 38.5,
    WastePerGm: 0.085,
    Karat: 21,
    TotalMaking: 45000,
    DesignName: '-Rani-',
    Status: 'order',
    Fineness: 875,
    TestMethod: 'xrf',
    CertificateNo: '=SGL-875-0917',
    CertificateLab: 'SGL Lahore',
    CertificateFile: 'CSV-1-certificate.pdf',
    NameUrdu: '=ہیرے کا ہار، "رانی"',
    DescriptionUrdu: 'پہلی سطر، کوما کے ساتھ\r\nدوسری سطر',
    Pieces: 2,
    Images: ['CSV-1-a.jpg', 'CSV-1-b.png', 'CSV-1-c.mp4'],
    SubItem: ['16', '18', '20'],
    StoneDetails: [
      { Price: 250000, SalePrice: 275000, StoneWeight: 0.52, StoneTypeName: 'Diamond', StoneName: 'Round, VS1' },
      { Price: 18000, SalePrice: 0, StoneWeight: 1.1, StoneTypeName: 'Emerald', StoneName: '@Zambian' },
      { Price: 0, StoneWeight: 0, StoneTypeName: '', StoneName: "'=kept" },
    ],
  },
  {
    TagNo: 'CSV-2',
    ItemName: 'Mens Chain',
    ItemType: 'Platinum',
    IsMens: true,
    Description: "'+ an apostrophe the owner typed",
    FixedPrice: 1250000,
    Status: 'hidden',
    Images: [],
  },
];

describe('the stock export (docs/behaviour.md §11.11)', () => {
  it("is UTF-8 with a BOM, in the stock file's columns, one row per piece, for the filters asked", async () => {
    const res = await exportCsv('?type=Silver');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="stock-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.rawPayload.subarray(0, 3).toString('hex')).toBe('efbbbf');
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(STOCK_COLUMNS.join(','));
    expect(readBack(res.body).map((r) => r.TagNo)).toEqual(tagsOf(await list('?type=Silver&state=all')).slice(0, 99));
    expect((await exportCsv('?state=lost')).statusCode).toBe(400);
    expect(readBack((await exportCsv('?q=T%20RING%201')).body).map((r) => r.TagNo)).toEqual(['T-RING-1']);
  });

  it('reads back as the records the database holds: the demo catalogue and awkward pieces', async () => {
    await importStock(t.database.db, [...demoCatalogue(), ...AWKWARD]);
    const res = await exportCsv();
    const held = await stockRecords(t.database.db);
    expect(held.length).toBeGreaterThan(300);
    expect(readBack(res.body)).toEqual(held);
    // And the awkward pieces as they were imported, field by field.
    for (const input of AWKWARD) {
      const record = held.find((r) => r.TagNo === input.TagNo);
      const parsed = StockImportSchema.parse(input);
      expect(record).toEqual({
        ...parsed,
        ItemPriceD: parsed.ItemPriceD ?? null,
        Karat: parsed.Karat ?? null,
        FixedPrice: parsed.FixedPrice ?? null,
        Fineness: parsed.Fineness ?? null,
        TestMethod: parsed.TestMethod ?? null,
        CertificateNo: parsed.CertificateNo ?? null,
        CertificateLab: parsed.CertificateLab ?? null,
        CertificateFile: parsed.CertificateFile ?? null,
        NameUrdu: parsed.NameUrdu ?? null,
        DescriptionUrdu: parsed.DescriptionUrdu ?? null,
      });
    }
    // The import's look-up by tag number gives the same records.
    const some = await stockRecordsOf(t.database.db, ['CSV-1', 'T-WAT-1', 'NO-SUCH-1']);
    expect([...some.keys()].sort()).toEqual(['CSV-1', 'T-WAT-1']);
    expect(some.get('CSV-1')).toEqual(held.find((r) => r.TagNo === 'CSV-1'));
    // The formula cells are defused in the file itself.
    expect(res.body).toContain(`"'=HYPERLINK(""http://x""), the ""Rani"" set"`);
    expect(res.body).toContain(`"'=1+2 first line, with commas\r\nsecond line ""quoted""\nthird; semicolon\t tab "`);
  }, 120_000);
});
