import { beforeAll, describe, expect, it } from 'vitest';
import type { GoldRate, MenuItem, StockItem, StockPage, TypeGroup } from '../../core/api-schemas';
import { FIXTURE, getJson, TEST_RATE, useTestApp } from './helpers';

const t = useTestApp({ seed: true });

const tags = (items: { TagNo: string }[]) => items.map((i) => i.TagNo);

/**
 * The fixture ring, priced by hand from TEST_RATE (24K at PKR 32,000 a gram):
 *   22K per gram   = round(32000 × 22 / 24) = round(29333.33) = 29333
 *   TotalWeight    = 5 g net × (1 + 0.1 wastage) = 5.5 g
 *   ItemPrice      = round(5.5 × 29333) = round(161331.5) = 161332
 *   exact          = 161332 + 8000 making = 169332
 *   Price          = 169332 floored to a multiple of 1000 = 169000
 */
const RING: StockItem = {
  TagNo: 'T-RING-1',
  ItemId: expect.any(Number) as number,
  ItemName: 'Rings',
  ItemPriceD: '22K Gold Floral Ring',
  ItemType: 'Gold',
  Description: 'A floral band in 22 karat gold.',
  GrossWeight: 5.2,
  NetWeight: 5,
  TotalWeight: 5.5,
  WastePerGm: 0.1,
  Karat: 22,
  ItemPrice: 161332,
  TotalMaking: 8000,
  SilverSalePrice: 0,
  DesignName: 'Floral',
  Status: 'available',
  Pieces: 5,
  Price: 169000,
  Images: [{ ImageName: 'T-RING-1-1.webp' }, { ImageName: 'T-RING-1-2.webp' }],
  StoneDetails: [],
  SubItem: [{ Abrivation: '16' }, { Abrivation: '18' }],
};

/** Silver: SilverSalePrice 12750 floored = 12000 (ItemPrice and TotalMaking play no part). */
const SILVER_RING: StockItem = {
  TagNo: 'T-SIL-1',
  ItemId: expect.any(Number) as number,
  ItemName: 'Mens Rings',
  ItemPriceD: null,
  ItemType: 'Silver',
  Description: 'Sterling silver signet.',
  GrossWeight: 0,
  NetWeight: 0,
  TotalWeight: 0,
  WastePerGm: 0,
  Karat: null,
  ItemPrice: 12750,
  TotalMaking: 0,
  SilverSalePrice: 12750,
  DesignName: '',
  Status: 'available',
  Pieces: 1,
  Price: 12000,
  Images: [{ ImageName: 'T-SIL-1-1.webp' }],
  StoneDetails: [],
  SubItem: [],
};

/**
 * The diamond pendant: 18K per gram = 24000; TotalWeight = 3 × 1.1 = 3.3 g; ItemPrice = 3.3 × 24000 = 79200;
 * the stone's SalePrice is 0 so its Price is added: 79200 + 20000 + 250000 = 349200 → 349000.
 */
const DIAMOND: StockItem = {
  TagNo: 'T-DIA-1',
  ItemId: expect.any(Number) as number,
  ItemName: 'Diamond',
  ItemPriceD: null,
  ItemType: 'Diamond',
  Description: 'Solitaire pendant.',
  GrossWeight: 0,
  NetWeight: 3,
  TotalWeight: 3.3,
  WastePerGm: 0.1,
  Karat: 18,
  ItemPrice: 79200,
  TotalMaking: 20000,
  SilverSalePrice: 0,
  DesignName: '',
  Status: 'available',
  Pieces: 1,
  Price: 349000,
  Images: [{ ImageName: 'T-DIA-1-1.webp' }],
  StoneDetails: [
    {
      Price: 250000,
      SalePrice: 0,
      StoneWeight: 0.5,
      StoneTypeName: 'Diamond',
      StonesName: { StoneName: 'Round Brilliant VS1' },
    },
  ],
  SubItem: [],
};

/**
 * Displayed prices of the whole fixture:
 *   T-BRAS-1: 21K = 28000; 12 × 1.08 = 12.96 g; 12.96 × 28000 = 362880; + 15000 = 377880 → 377000
 *   T-SIL-2:  SilverSalePrice 8400 → 8000
 *   T-WAT-1:  FixedPrice 185500 → 185000
 */
const PRICES: Record<string, number> = {
  'T-RING-1': 169000,
  'T-BRAS-1': 377000,
  'T-DIA-1': 349000,
  'T-SIL-1': 12000,
  'T-SIL-2': 8000,
  'T-WAT-1': 185000,
};

describe('GET /api/dashboard/EcomStock', () => {
  it('answers a page of items by ItemName and ItemType with the API fields and defaults 20 / 1', async () => {
    const { status, body, res } = await getJson<StockPage>(t, '/api/dashboard/EcomStock?ItemName=Rings&ItemType=Gold');
    expect(status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(body).toStrictEqual({ items: [RING], totalCount: 1, pageNumber: 1, pageSize: 20 });
  });

  it('computes the silver ring price from SilverSalePrice (12750 → 12000)', async () => {
    const { body } = await getJson<StockPage>(t, '/api/dashboard/EcomStock?ItemName=Mens%20Rings&ItemType=Silver');
    expect(body.totalCount).toBe(2);
    expect(body.items[0]).toStrictEqual(SILVER_RING);
    expect(body.items[1]).toMatchObject({ TagNo: 'T-SIL-2', Price: 8000, SilverSalePrice: 8400, Images: [] });
  });

  it('answers stone details of the first stone and adds the stone to the price', async () => {
    const { body } = await getJson<StockPage>(t, '/api/dashboard/EcomStock?ItemName=Diamond');
    expect(body.items).toStrictEqual([DIAMOND]);
  });

  it('every fixture item carries the hand-worked Price', async () => {
    const { body } = await getJson<StockPage>(t, '/api/dashboard/EcomStock');
    expect(body.totalCount).toBe(FIXTURE.length);
    expect(Object.fromEntries(body.items.map((i) => [i.TagNo, i.Price]))).toEqual(PRICES);
    for (const i of body.items) expect(i.Price % 1000).toBe(0);
  });

  it('matches the name ignoring case, but the whole name only', async () => {
    const { body } = await getJson<StockPage>(t, '/api/dashboard/EcomStock?ItemName=rings');
    expect(tags(body.items)).toEqual(['T-RING-1']);
  });

  it('filters by ItemType alone', async () => {
    const { body } = await getJson<StockPage>(t, '/api/dashboard/EcomStock?ItemType=Silver');
    expect(tags(body.items)).toEqual(['T-SIL-1', 'T-SIL-2']);
    expect(body.totalCount).toBe(2);
  });

  it('answers an empty page for a name with no stock', async () => {
    const { status, body } = await getJson<StockPage>(t, '/api/dashboard/EcomStock?ItemName=Gold%20Coin');
    expect(status).toBe(200);
    expect(body).toStrictEqual({ items: [], totalCount: 0, pageNumber: 1, pageSize: 20 });
  });

  it('treats LIKE wildcards in ItemName as plain characters', async () => {
    // ItemName is matched as a whole name; '%' or '_' are not names of any stock.
    const all = await getJson<StockPage>(t, '/api/dashboard/EcomStock?ItemName=%25');
    expect(all.body.totalCount).toBe(0);
    const one = await getJson<StockPage>(t, '/api/dashboard/EcomStock?ItemName=Ring_');
    expect(one.body.totalCount).toBe(0);
  });

  it('sorts by price low to high and high to low', async () => {
    const asc = await getJson<StockPage>(t, '/api/dashboard/EcomStock?sort=price-asc');
    expect(tags(asc.body.items)).toEqual(['T-SIL-2', 'T-SIL-1', 'T-RING-1', 'T-WAT-1', 'T-DIA-1', 'T-BRAS-1']);
    expect(asc.body.items.map((i) => i.Price)).toEqual([8000, 12000, 169000, 185000, 349000, 377000]);
    const desc = await getJson<StockPage>(t, '/api/dashboard/EcomStock?sort=price-desc');
    expect(tags(desc.body.items)).toEqual(['T-BRAS-1', 'T-DIA-1', 'T-WAT-1', 'T-RING-1', 'T-SIL-1', 'T-SIL-2']);
  });

  it('sorts within a name', async () => {
    const { body } = await getJson<StockPage>(t, '/api/dashboard/EcomStock?ItemName=Mens%20Rings&sort=price-asc');
    expect(tags(body.items)).toEqual(['T-SIL-2', 'T-SIL-1']);
  });

  it('pages: pageSize 1, pageNumber 2', async () => {
    const { body } = await getJson<StockPage>(t, '/api/dashboard/EcomStock?pageSize=1&pageNumber=2');
    expect(body.pageSize).toBe(1);
    expect(body.pageNumber).toBe(2);
    expect(body.totalCount).toBe(6);
    expect(tags(body.items)).toEqual(['T-BRAS-1']);
    const second = await getJson<StockPage>(
      t,
      '/api/dashboard/EcomStock?ItemName=Mens%20Rings&pageSize=1&pageNumber=2',
    );
    expect(tags(second.body.items)).toEqual(['T-SIL-2']);
    expect(second.body.totalCount).toBe(2);
  });

  it('pages with a sort', async () => {
    const { body } = await getJson<StockPage>(t, '/api/dashboard/EcomStock?sort=price-desc&pageSize=2&pageNumber=2');
    expect(tags(body.items)).toEqual(['T-WAT-1', 'T-RING-1']);
  });

  it('answers an empty page past the end, with the total', async () => {
    const { body } = await getJson<StockPage>(t, '/api/dashboard/EcomStock?pageSize=5&pageNumber=3');
    expect(body).toStrictEqual({ items: [], totalCount: 6, pageNumber: 3, pageSize: 5 });
  });

  it('clamps pageSize 1000 to 100', async () => {
    const { status, body } = await getJson<StockPage>(t, '/api/dashboard/EcomStock?pageSize=1000');
    expect(status).toBe(200);
    expect(body.pageSize).toBe(100);
    expect(body.items).toHaveLength(6);
  });
});

describe('GET /api/dashboard/itemsecom', () => {
  it('answers an array of the items that have images only', async () => {
    const { status, body } = await getJson<StockItem[]>(t, '/api/dashboard/itemsecom');
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect(tags(body).sort()).toEqual(['T-BRAS-1', 'T-DIA-1', 'T-RING-1', 'T-SIL-1', 'T-WAT-1']);
    for (const i of body) expect(i.Images.length).toBeGreaterThan(0);
    expect(body.find((i) => i.TagNo === 'T-RING-1')).toStrictEqual(RING);
  });

  it('honours limit', async () => {
    const { body } = await getJson<StockItem[]>(t, '/api/dashboard/itemsecom?limit=2');
    expect(body).toHaveLength(2);
    const all = await getJson<StockItem[]>(t, '/api/dashboard/itemsecom');
    expect(tags(body)).toEqual(tags(all.body).slice(0, 2));
  });
});

describe('GET /api/dashboard/EcomStockItem', () => {
  it('answers one item with Images, StoneDetails and SubItem', async () => {
    const ring = await getJson<StockItem>(t, '/api/dashboard/EcomStockItem?tagNo=T-RING-1');
    expect(ring.status).toBe(200);
    expect(ring.body).toStrictEqual(RING);
    const dia = await getJson<StockItem>(t, '/api/dashboard/EcomStockItem?tagNo=T-DIA-1');
    expect(dia.body).toStrictEqual(DIAMOND);
  });

  it('answers a video among the images in order', async () => {
    const { body } = await getJson<StockItem>(t, '/api/dashboard/EcomStockItem?tagNo=T-WAT-1');
    expect(body.Images).toEqual([{ ImageName: 'T-WAT-1-1.webp' }, { ImageName: 'T-WAT-1-v.mp4' }]);
    expect(body.Price).toBe(185000);
  });

  it('answers 404 JSON for an unknown tag number', async () => {
    const { status, body, res } = await getJson<{ message: string }>(t, '/api/dashboard/EcomStockItem?tagNo=NOPE-1');
    expect(status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(body).toEqual({ message: 'No item with tag number NOPE-1' });
  });

  it('answers 400 naming tagNo when it is missing', async () => {
    const { status, body } = await getJson<{ message: string; errors: { field: string }[] }>(
      t,
      '/api/dashboard/EcomStockItem',
    );
    expect(status).toBe(400);
    expect(body.message).toContain('tagNo');
    expect(body.errors.map((e) => e.field)).toEqual(['tagNo']);
  });
});

describe('GET /api/dashboard/RelatedEcomItems', () => {
  it('answers the items of that name and drops those without images', async () => {
    const { status, body } = await getJson<StockItem[]>(t, '/api/dashboard/RelatedEcomItems?ItemName=Mens%20Rings');
    expect(status).toBe(200);
    expect(tags(body)).toEqual(['T-SIL-1']);
    expect(body[0]).toStrictEqual(SILVER_RING);
  });

  it('leaves out the item being viewed when tagNo is given', async () => {
    const { body } = await getJson<StockItem[]>(
      t,
      '/api/dashboard/RelatedEcomItems?ItemName=Mens%20Rings&tagNo=T-SIL-1',
    );
    expect(body).toEqual([]);
  });

  it('treats LIKE wildcards in ItemName as plain characters', async () => {
    const { body } = await getJson<StockItem[]>(t, '/api/dashboard/RelatedEcomItems?ItemName=%25');
    expect(body).toEqual([]);
  });

  it('answers 400 naming ItemName when it is missing', async () => {
    const { status, body } = await getJson<{ errors: { field: string }[] }>(t, '/api/dashboard/RelatedEcomItems');
    expect(status).toBe(400);
    expect(body.errors.map((e) => e.field)).toEqual(['ItemName']);
  });
});

describe('GET /api/dashboard/GetMenuEcom', () => {
  it('lists every item name with ItemId, ItemType and IsMens', async () => {
    const { status, body } = await getJson<MenuItem[]>(t, '/api/dashboard/GetMenuEcom');
    expect(status).toBe(200);
    const rows = body.map(({ ItemName, ItemType, IsMens, Count }) => ({ ItemName, ItemType, IsMens, Count }));
    expect(rows).toEqual([
      { ItemName: 'Diamond', ItemType: 'Diamond', IsMens: false, Count: 1 },
      { ItemName: 'Brasclate', ItemType: 'Gold', IsMens: false, Count: 1 },
      { ItemName: 'Rings', ItemType: 'Gold', IsMens: false, Count: 1 },
      { ItemName: 'Mens Rings', ItemType: 'Silver', IsMens: true, Count: 2 },
      { ItemName: 'Mens Watches', ItemType: 'Watches', IsMens: true, Count: 1 },
    ]);
    for (const m of body) expect(Number.isInteger(m.ItemId)).toBe(true);
    expect(new Set(body.map((m) => m.ItemId)).size).toBe(body.length);
  });

  it('the ItemId of a menu entry is the ItemId of its stock', async () => {
    const menu = await getJson<MenuItem[]>(t, '/api/dashboard/GetMenuEcom');
    const ring = await getJson<StockItem>(t, '/api/dashboard/EcomStockItem?tagNo=T-RING-1');
    expect(menu.body.find((m) => m.ItemName === 'Rings')?.ItemId).toBe(ring.body.ItemId);
  });
});

describe('GET /api/dashboard/EcomStockItemByType', () => {
  it("answers six groups in the behaviour §3.5 order, split into men's and others", async () => {
    const { status, body } = await getJson<TypeGroup[]>(t, '/api/dashboard/EcomStockItemByType');
    expect(status).toBe(200);
    expect(body.map((g) => g.type)).toEqual(['palladium', 'platinum', 'gold', 'diamond', 'silver', 'watches']);
    const names = body.map((g) => ({
      type: g.type,
      mens: g.mens.map((m) => m.ItemName),
      others: g.others.map((m) => m.ItemName),
    }));
    expect(names).toEqual([
      { type: 'palladium', mens: [], others: [] },
      { type: 'platinum', mens: [], others: [] },
      { type: 'gold', mens: [], others: ['Brasclate', 'Rings'] },
      { type: 'diamond', mens: [], others: ['Diamond'] },
      { type: 'silver', mens: ['Mens Rings'], others: [] },
      { type: 'watches', mens: ['Mens Watches'], others: [] },
    ]);
    for (const g of body) {
      for (const m of g.mens) expect(m.IsMens).toBe(true);
      for (const m of g.others) expect(m.IsMens).toBe(false);
    }
  });
});

describe('GET /api/dashboard/goldrate', () => {
  it('answers K18..K24, K24Tola, K22Gram10, K21Gram10 and RateDate', async () => {
    const { status, body } = await getJson<GoldRate>(t, '/api/dashboard/goldrate');
    expect(status).toBe(200);
    expect(body).toStrictEqual({
      K18: 24000,
      K19: 25333,
      K20: 26667,
      K21: 28000,
      K22: 29333,
      K23: 30667,
      K24: 32000,
      K24Tola: 373248, // 32000 × 11.664
      K22Gram10: 293330,
      K21Gram10: 280000,
      RateDate: '2026-11-22',
    });
    expect(body).toStrictEqual(TEST_RATE);
  });
});

describe('HTTP caching of catalogue answers', () => {
  const url = '/api/dashboard/EcomStock?ItemName=Rings&ItemType=Gold';

  it('sends an ETag and a public Cache-Control', async () => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
  });

  it('answers 304 with no body for a matching If-None-Match', async () => {
    const first = await t.app.inject({ url });
    const etag = String(first.headers.etag);
    const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const listed = await t.app.inject({ url, headers: { 'if-none-match': `W/"other", ${etag}` } });
    expect(listed.statusCode).toBe(304);
  });

  it('answers 200 for an If-None-Match that does not match', async () => {
    const res = await t.app.inject({ url, headers: { 'if-none-match': 'W/"stale"' } });
    expect(res.statusCode).toBe(200);
    expect(res.json<StockPage>().items[0]?.TagNo).toBe('T-RING-1');
  });

  it('gives different answers different ETags', async () => {
    const a = await t.app.inject({ url });
    const b = await t.app.inject({ url: '/api/dashboard/EcomStock?ItemName=Diamond' });
    expect(a.headers.etag).not.toBe(b.headers.etag);
  });

  it('keeps one answer per route and query as the route reads it: unknown parameters and their order do not count', async () => {
    t.services.invalidate();
    const answers = t.services.caches.answers;
    const first = await t.app.inject({ url });
    expect(answers.stats().entries).toBe(1);
    for (let i = 0; i < 40; i++) {
      const res = await t.app.inject({ url: `${url}&x=${i}&fbclid=${i}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toBe(first.headers.etag);
    }
    const reordered = await t.app.inject({ url: '/api/dashboard/EcomStock?ItemType=Gold&x=1&ItemName=Rings' });
    expect(reordered.headers.etag).toBe(first.headers.etag);
    expect(answers.stats().entries).toBe(1);
    // A parameter the route reads is another answer.
    await t.app.inject({ url: `${url}&pageNumber=2` });
    expect(answers.stats().entries).toBe(2);
  });

  it.each([
    '/api/dashboard/itemsecom',
    '/api/dashboard/EcomStockItem?tagNo=T-RING-1',
    '/api/dashboard/RelatedEcomItems?ItemName=Rings',
    '/api/dashboard/GetMenuEcom',
    '/api/dashboard/EcomStockItemByType',
    '/api/dashboard/EcomSearchStock?tagno=ring',
    '/api/dashboard/goldrate',
  ])('%s has an ETag and answers 304 to it', async (u) => {
    const res = await t.app.inject({ url: u });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age=60');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^W\//);
    expect((await t.app.inject({ url: u, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
  });
});

describe('over real HTTP', () => {
  let base = '';
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = t.app.server.address();
    if (!addr || typeof addr === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${addr.port}`;
  });

  it('answers the listing as JSON', async () => {
    const res = await fetch(`${base}/api/dashboard/EcomStock?ItemName=Rings&ItemType=Gold`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = (await res.json()) as StockPage;
    expect(body).toStrictEqual({ items: [RING], totalCount: 1, pageNumber: 1, pageSize: 20 });
  });

  it('compresses a large answer and answers 304 to its ETag', async () => {
    const res = await fetch(`${base}/api/dashboard/EcomStock?pageSize=100`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.status).toBe(200);
    expect(['br', 'gzip']).toContain(res.headers.get('content-encoding'));
    const body = (await res.json()) as StockPage;
    expect(body.totalCount).toBe(6);
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${base}/api/dashboard/EcomStock?pageSize=100`, {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('answers a bad query with 400 JSON', async () => {
    const res = await fetch(`${base}/api/dashboard/EcomStock?pageNumber=-1`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: { field: string }[] };
    expect(body.errors.map((e) => e.field)).toEqual(['pageNumber']);
  });
});
