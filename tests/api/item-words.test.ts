// The words guests see for an item name (docs/decisions/078): the owner gives them on /api/admin/stock-names, the
// catalogue API (menu, pieces, search, related) answers them at once, an import afterwards keeps them, staff are
// refused. Runs on PGlite, and on PostgreSQL with DATABASE_URL set.
import { describe, expect, it } from 'vitest';
import type { MenuItem, StockItem, TypeGroup } from '../../core/api-schemas';
import { displayName } from '../../core/format';
import { ItemNameListSchema, type ItemNameRow } from '../../core/item-words';
import { historyOf } from '../../server/services/audit';
import { importStock } from '../../server/services/stock-import';
import { eq } from 'drizzle-orm';
import { orderLines, orders, outbox } from '../../server/db/schema';
import { FIXTURE, freshPiece, getJson, placeOrder, useTestApp } from './helpers';
import { newMember, refusedWithoutSession, signedIn, type Client } from './staff-helpers';

const t = useTestApp({ seed: true });
const owner = async () => signedIn(t, await newMember(t, 'owner', 'Nargis Owner'));

const names = async (o: Client) => ItemNameListSchema.parse((await o.call('GET', '/api/admin/stock-names')).body);
const brasclate = async (o: Client): Promise<ItemNameRow> => {
  const row = (await names(o)).find((n) => n.itemName === 'Brasclate' && n.itemType === 'Gold');
  if (!row) throw new Error('No Brasclate in the fixture');
  return row;
};
const menu = async () => (await getJson<MenuItem[]>(t, '/api/dashboard/GetMenuEcom')).body;
const piece = async (tagNo: string) =>
  (await getJson<StockItem>(t, `/api/dashboard/EcomStockItem?tagNo=${encodeURIComponent(tagNo)}`)).body;
const search = async (term: string) =>
  (await getJson<StockItem[]>(t, `/api/dashboard/EcomSearchStock?tagno=${encodeURIComponent(term)}`)).body;

describe('the owner gives an item name the words guests see', () => {
  it('lists every item name with its type, pieces and words (none at first)', async () => {
    const o = await owner();
    const res = await o.call('GET', '/api/admin/stock-names');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const rows = ItemNameListSchema.parse(res.body);
    expect(rows.map((r) => `${r.itemType}/${r.itemName}`)).toEqual([
      'Diamond/Diamond',
      'Gold/Brasclate',
      'Gold/Rings',
      'Silver/Mens Rings',
      'Watches/Mens Watches',
    ]);
    expect(rows.find((r) => r.itemName === 'Mens Rings')).toMatchObject({ pieces: 2, shownName: null });
  });

  it('saves the words: the menu, a piece without its own name and search answer them at once', async () => {
    const o = await owner();
    // A bracelet without a display name of its own: guests see its item name's words.
    const plain = await freshPiece(t, 'T-BRAS-1', { ItemPriceD: undefined });
    const row = await brasclate(o);
    expect(displayName(await piece(plain))).toBe('Brasclate');
    expect((await search('wristlets')).map((p) => p.TagNo)).not.toContain(plain);

    const res = await o.call('PUT', `/api/admin/stock-names/${row.itemId}`, { shownName: '  Gold Wristlets ' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ItemNameListSchema.parse(res.body).find((n) => n.itemId === row.itemId)?.shownName).toBe('Gold Wristlets');

    // The menu: the words to show, the stock's name for the address.
    const entry = (await menu()).find((m) => m.ItemId === row.itemId);
    expect(entry).toMatchObject({ ItemName: 'Brasclate', ShownName: 'Gold Wristlets' });
    const byType = (await getJson<TypeGroup[]>(t, '/api/dashboard/EcomStockItemByType')).body;
    expect(byType.find((g) => g.type === 'gold')?.others.map((m) => m.ShownName)).toContain('Gold Wristlets');
    // Every other name shows itself.
    for (const m of await menu()) if (m.ItemId !== row.itemId) expect(m.ShownName).toBe(m.ItemName);

    // The piece without a name of its own reads the words; the one with its own keeps it.
    const plainNow = await piece(plain);
    expect(plainNow).toMatchObject({ ItemName: 'Brasclate', ItemPriceD: 'Gold Wristlets' });
    expect(displayName(plainNow)).toBe('Gold Wristlets');
    expect(displayName(await piece('T-BRAS-1'))).toBe('Twisted Rope Bracelet');

    // Search finds the pieces by the owner's words, and names them so.
    const found = await search('wristlets');
    // Those with a name of their own too: the words are their item name's.
    expect(found.map((p) => p.TagNo)).toEqual(expect.arrayContaining([plain, 'T-BRAS-1']));
    expect(found.find((p) => p.TagNo === plain)?.ItemPriceD).toBe('Gold Wristlets');
    // The listing's address keeps the stock's name.
    const listing = await getJson<{ items: StockItem[] }>(
      t,
      '/api/dashboard/EcomStock?ItemName=brasclate&ItemType=Gold&pageSize=20&pageNumber=1',
    );
    expect(listing.body.items.map((p) => p.TagNo)).toContain(plain);

    const history = await historyOf(t.database.db, 'stock', 'Brasclate (Gold)');
    expect(history.at(-1)).toMatchObject({
      action: 'item words',
      actor: expect.stringContaining('Nargis Owner') as string,
      oldValue: null,
      newValue: 'Gold Wristlets',
    });
  });

  it('an order placed now names its line with the words, and its mail too', async () => {
    const o = await owner();
    const row = await brasclate(o);
    await o.call('PUT', `/api/admin/stock-names/${row.itemId}`, { shownName: 'Gold Wristlets' });
    const { orderNo, tag } = await placeOrder(t, { piece: { base: 'T-BRAS-1', changes: { ItemPriceD: undefined } } });
    const [line] = await t.database.db
      .select({ tagNo: orderLines.tagNo, displayName: orderLines.displayName })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orders.orderNo, orderNo));
    expect(line).toEqual({ tagNo: tag, displayName: 'Gold Wristlets' });
    const mails = await t.database.db.select({ text: outbox.textBody, subject: outbox.subject }).from(outbox);
    const ours = mails.filter((m) => m.subject.includes(orderNo));
    expect(ours.length).toBeGreaterThan(0);
    for (const m of ours) expect(m.text).toContain(`- Gold Wristlets (${tag})`);
  });

  it('an import afterwards keeps the words, and the stock keeps its names', async () => {
    const o = await owner();
    const row = await brasclate(o);
    await o.call('PUT', `/api/admin/stock-names/${row.itemId}`, { shownName: 'Gold Wristlets' });
    await importStock(t.database.db, FIXTURE);
    t.services.invalidate();
    expect((await brasclate(o)).shownName).toBe('Gold Wristlets');
    expect((await menu()).find((m) => m.ItemId === row.itemId)).toMatchObject({
      ItemName: 'Brasclate',
      ShownName: 'Gold Wristlets',
    });
    const stockRow = (await o.call('GET', '/api/admin/stock/T-BRAS-1')).body;
    expect(stockRow).toMatchObject({ itemName: 'Brasclate', displayName: 'Twisted Rope Bracelet' });
  });

  it('empty words are the stock’s own name again, audited with the old words; the same words change nothing', async () => {
    const o = await owner();
    const row = await brasclate(o);
    await o.call('PUT', `/api/admin/stock-names/${row.itemId}`, { shownName: 'Gold Wristlets' });
    const logged = (await historyOf(t.database.db, 'stock', 'Brasclate (Gold)')).length;
    const same = await o.call('PUT', `/api/admin/stock-names/${row.itemId}`, { shownName: 'Gold Wristlets' });
    expect(same.status).toBe(200);
    expect((await historyOf(t.database.db, 'stock', 'Brasclate (Gold)')).length).toBe(logged);

    const res = await o.call('PUT', `/api/admin/stock-names/${row.itemId}`, { shownName: '' });
    expect(res.status).toBe(200);
    expect((await brasclate(o)).shownName).toBeNull();
    expect((await menu()).find((m) => m.ItemId === row.itemId)?.ShownName).toBe('Brasclate');
    expect((await historyOf(t.database.db, 'stock', 'Brasclate (Gold)')).at(-1)).toMatchObject({
      action: 'item words',
      oldValue: 'Gold Wristlets',
      newValue: null,
    });
    // The stock's own name typed back is no words.
    await o.call('PUT', `/api/admin/stock-names/${row.itemId}`, { shownName: 'Brasclate' });
    expect((await brasclate(o)).shownName).toBeNull();
  });

  it('refuses bad words with 400 naming the field, and an unknown item name with 404', async () => {
    const o = await owner();
    const row = await brasclate(o);
    for (const [shownName, message] of [
      ['x'.repeat(61), 'Words guests see must be at most 60 characters'],
      ['Gold\nWristlets', 'Words guests see must be on one line'],
      [42, 'Words guests see must be text'],
    ] as const) {
      const res = await o.call('PUT', `/api/admin/stock-names/${row.itemId}`, { shownName });
      expect(res.status, String(shownName)).toBe(400);
      expect(res.body.errors).toEqual([{ field: 'shownName', message }]);
    }
    const missing = await o.call('PUT', `/api/admin/stock-names/${row.itemId}`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ field: 'shownName', message: 'Words guests see must be text' }]);
    expect((await brasclate(o)).shownName).toBe(row.shownName);
    const unknown = await o.call('PUT', '/api/admin/stock-names/999999', { shownName: 'Anything' });
    expect(unknown.status).toBe(404);
  });
});

describe('only the owner', () => {
  const calls = [
    ['GET', '/api/admin/stock-names', undefined],
    ['PUT', '/api/admin/stock-names/1', { shownName: 'Anklets' }],
  ] as const;

  it('staff are refused with 403 and change nothing', async () => {
    const staff = await signedIn(t, await newMember(t, 'staff', 'Bilal Staff'));
    const before = await menu();
    for (const [method, url, body] of calls) {
      const res = await staff.call(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body).toEqual({ message: 'Only the owner can do this.' });
    }
    expect(await menu()).toEqual(before);
  });

  it('without a session: 401', async () => {
    await refusedWithoutSession(t, calls);
  });
});
