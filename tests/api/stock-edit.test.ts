import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StockItem } from '../../core/api-schemas';
import type { PiecePriceAnswer } from '../../core/piece-edit-schema';
import { auditLog } from '../../server/db/schema';
import { stockRecordsOf } from '../../server/services/stock/records';
import { freshPiece, getJson, useTestApp, type TestApp } from './helpers';
import { newMember, signedIn, type Client } from './staff-helpers';

const t: TestApp = useTestApp({ seed: true });

let staff: Client;
const member = async () => (staff ??= await signedIn(t, await newMember(t, 'staff', 'Pieces')));

const edit = async (tagNo: string, body: unknown) =>
  (await member()).call('POST', `/api/admin/stock/${encodeURIComponent(tagNo)}`, body);
const preview = async (tagNo: string, query: string) =>
  (await member()).call('GET', `/api/admin/stock/${encodeURIComponent(tagNo)}/preview?${query}`);
const recordOf = async (tagNo: string) => (await stockRecordsOf(t.database.db, [tagNo])).get(tagNo);
const shopPiece = async (tagNo: string) =>
  (await getJson<StockItem>(t, `/api/dashboard/EcomStockItem?tagNo=${encodeURIComponent(tagNo)}`)).body;
const editsOf = (tagNo: string) =>
  t.database.db
    .select({ actor: auditLog.actor, old: auditLog.oldValue, now: auditLog.newValue })
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, 'stock'), eq(auditLog.subjectId, tagNo), eq(auditLog.action, 'edit')))
    .orderBy(asc(auditLog.id));

// The test ring: 5 g net with 0.1 wastage = 5.5 g of 22K at 29,333 = 161,332, plus the making, rounded down to 1000.
describe('A piece changed by hand (POST /api/admin/stock/:tagNo)', () => {
  it('changes the record, reprices it, audits each field and the storefront follows at once', async () => {
    const tag = await freshPiece(t, 'T-RING-1');
    expect((await shopPiece(tag)).Price).toBe(169_000);
    const res = await edit(tag, {
      TotalMaking: '50,000',
      ItemPriceD: 'Floral Ring in 22K gold',
      SubItem: '16, 17, 18',
      Description: 'A floral band.',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.changed).toEqual(['ItemPriceD', 'TotalMaking', 'Description', 'SubItem']);
    expect((res.body.piece as { price: number }).price).toBe(211_000);
    const record = await recordOf(tag);
    expect(record).toMatchObject({
      TotalMaking: 50_000,
      ItemPriceD: 'Floral Ring in 22K gold',
      SubItem: ['16', '17', '18'],
      Description: 'A floral band.',
      NetWeight: 5,
      Karat: 22,
    });
    const shown = await shopPiece(tag);
    expect(shown.Price).toBe(211_000);
    expect(shown.TotalMaking).toBe(50_000);
    expect(await t.services.stockItem(tag)).toMatchObject({ Price: 211_000, ItemPriceD: 'Floral Ring in 22K gold' });
    const entries = await editsOf(tag);
    expect(entries.map((e) => [e.old, e.now])).toEqual([
      ['ItemPriceD: 22K Gold Floral Ring', 'ItemPriceD: Floral Ring in 22K gold'],
      ['TotalMaking: 8000', 'TotalMaking: 50000'],
      ['Description: A floral band in 22 karat gold.', 'Description: A floral band.'],
      ['SubItem: 16, 18', 'SubItem: 16, 17, 18'],
    ]);
    expect(entries.every((e) => e.actor.startsWith('Pieces'))).toBe(true);
  });

  it('reprices with the karat and weight, and writes nothing when nothing changed', async () => {
    const tag = await freshPiece(t, 'T-RING-1');
    // 5.5 g of 18K at 24,000 = 132,000, plus 8,000.
    const res = await edit(tag, { Karat: 18 });
    expect(res.status).toBe(200);
    expect((await shopPiece(tag)).Price).toBe(140_000);
    const again = await edit(tag, { Karat: '18', TotalMaking: 8000 });
    expect(again.status).toBe(200);
    expect(again.body.changed).toEqual([]);
    expect(await editsOf(tag)).toHaveLength(1);
  });

  it('takes what the page sends: its checked boxes, with none as null', async () => {
    const tag = await freshPiece(t, 'T-RING-1', { ItemPriceD: null });
    const res = await edit(tag, {
      ItemName: 'Rings',
      ItemPriceD: null,
      ItemType: 'Gold',
      Karat: 22,
      FixedPrice: null,
      TotalMaking: 9000,
      SubItem: ['16', '18'],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.changed).toEqual(['TotalMaking']);
  });

  it('moves a piece to a new item name, made in the menus', async () => {
    const tag = await freshPiece(t, 'T-RING-1');
    const res = await edit(tag, { ItemName: 'Bands' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await recordOf(tag))?.ItemName).toBe('Bands');
    expect((await shopPiece(tag)).ItemName).toBe('Bands');
  });

  it('names every bad field with 400 and changes nothing', async () => {
    const tag = await freshPiece(t, 'T-RING-1');
    const res = await edit(tag, { Karat: 17, NetWeight: 'five', ItemName: ' ', WastePerGm: 2 });
    expect(res.status).toBe(400);
    const errors = res.body.errors as { field: string; message: string }[];
    expect(Object.fromEntries(errors.map((e) => [e.field, e.message]))).toEqual({
      ItemName: 'must not be empty',
      Karat: 'must be 18 to 24',
      NetWeight: 'must be a number',
      WastePerGm: 'must be 0 to 1',
    });
    expect(await recordOf(tag)).toMatchObject({ Karat: 22, NetWeight: 5, ItemName: 'Rings' });
    expect(await editsOf(tag)).toHaveLength(0);
    expect((await edit(tag, { Status: 'sold' })).status).toBe(400);
  });

  it('answers 404 for an unknown tag number and 401 without a session', async () => {
    const res = await edit('NO-SUCH-TAG', { TotalMaking: 1000 });
    expect(res.status).toBe(404);
    expect((await preview('NO-SUCH-TAG', 'TotalMaking=1')).status).toBe(404);
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/admin/stock/T-RING-1',
      payload: { TotalMaking: 1000 },
    });
    expect(guest.statusCode).toBe(401);
    const guestPreview = await t.app.inject({ method: 'GET', url: '/api/admin/stock/T-RING-1/preview' });
    expect(guestPreview.statusCode).toBe(401);
  });
});

describe("A piece's price today as it is typed (GET /api/admin/stock/:tagNo/preview)", () => {
  it('prices the typed fields over the stored ones at today’s rate, changing nothing', async () => {
    const tag = await freshPiece(t, 'T-RING-1');
    const res = await preview(tag, 'TotalMaking=50%2C000&Karat=22');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = res.body as unknown as PiecePriceAnswer;
    expect(answer.price).toBe(211_000);
    expect(answer.itemPrice).toBe(161_332);
    expect(answer.rateDate).toEqual(expect.any(String));
    const fixed = (await preview(tag, 'FixedPrice=100000')).body as unknown as PiecePriceAnswer;
    expect(fixed).toEqual({ price: 108_000, itemPrice: 100_000, rateDate: null });
    expect((await recordOf(tag))?.TotalMaking).toBe(8000);
    // A piece being added is priced over an empty record: 5.5 g of 22K plus 8,000.
    const added = await (
      await member()
    ).call('GET', '/api/admin/stock-price?Karat=22&NetWeight=5&WastePerGm=0.1&TotalMaking=8000');
    expect(added.body).toMatchObject({ price: 169_000, itemPrice: 161_332 });
    const bad = await preview(tag, 'Karat=30');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'Karat', message: 'must be 18 to 24' }]);
  });
});

describe('A piece added by hand (POST /api/admin/stock)', () => {
  const add = async (body: unknown) => (await member()).call('POST', '/api/admin/stock', body);

  it('adds it priced at today’s rate, audited, for sale at once; its pictures follow through Replace pictures', async () => {
    const res = await add({
      TagNo: 'T-ANK-1',
      ItemName: 'Ancklet',
      ItemPriceD: 'Gold Anklet',
      ItemType: 'Gold',
      Karat: '22',
      NetWeight: '5',
      WastePerGm: '0.1',
      TotalMaking: '8000',
      GrossWeight: '',
      FixedPrice: '',
      SilverSalePrice: '',
      DesignName: '',
      SubItem: '',
      Description: 'A plain anklet.',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ tagNo: 'T-ANK-1', price: 169_000, state: 'available', pictures: [] });
    const shown = await shopPiece('T-ANK-1');
    expect(shown).toMatchObject({ ItemName: 'Ancklet', ItemPriceD: 'Gold Anklet', Price: 169_000 });
    const [entry] = await t.database.db
      .select({ action: auditLog.action, now: auditLog.newValue })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'stock'), eq(auditLog.subjectId, 'T-ANK-1')));
    expect(entry).toEqual({ action: 'add', now: 'Gold Anklet, Gold' });
  });

  it('refuses a tag number already used (409), and names the fields missing (400)', async () => {
    const taken = await add({ TagNo: 't-ring-1', ItemName: 'Rings', ItemType: 'Gold' });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual([{ field: 'TagNo', message: 'There is already a piece T-RING-1' }]);
    const bad = await add({ TagNo: ' ', ItemType: 'Gold', Karat: 30 });
    expect(bad.status).toBe(400);
    const fields = (bad.body.errors as { field: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(['ItemName', 'Karat', 'TagNo']);
    const guest = await t.app.inject({ method: 'POST', url: '/api/admin/stock', payload: { TagNo: 'X' } });
    expect(guest.statusCode).toBe(401);
  });
});
