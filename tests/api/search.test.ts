import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockImport } from '../../core/stock-schema';
import type { StockItem } from '../../core/api-schemas';
import { sql, type SQL } from 'drizzle-orm';
import { PRICE_BANDS, WEIGHT_BANDS, type Facets } from '../../core/listing-filters';
import { rowsOf } from '../../server/db/client';
import { pieceFromJson, stockItem, stockItemsById } from '../../server/services/catalogue';
import { loadDemoRows } from '../../server/services/demo-catalogue';
import { SEARCH_LIMIT } from '../../server/services';
import { heldPiece, loadSearchIndex } from '../../server/services/search-index';
import { importStock } from '../../server/services/stock-import';
import { at, createTestApp, FIXTURE, getJson, seedFixture, type TestApp } from './helpers';

/**
 * A second bracelet whose text never spells 'bracelet': only its item name 'Brasclate' (the shop's own
 * spelling) can lead a search for 'bracelet' to it, so finding it proves the fuzzy match.
 */
const KARA: StockImport = {
  TagNo: 'T-BRAS-2',
  ItemName: 'Brasclate',
  ItemType: 'Gold',
  NetWeight: 8,
  Karat: 22,
  TotalMaking: 9000,
  Description: 'Plain kara.',
  Images: ['T-BRAS-2-1.webp'],
};

/**
 * Three kundan pieces: two spell 'kundan', the third only 'kundn' (one letter away), so a search for 'kundan' finds the
 * two alone and 'kundn' the third first. The first names the third's tag number in its description: a search for that
 * tag number shows the third first all the same.
 */
const KUNDAN: StockImport[] = ['Kundan choker, pairs with T-KUN-3.', 'Kundan necklace.', 'Kundn earrings.'].map(
  (Description, i) => ({
    TagNo: `T-KUN-${i + 1}`,
    ItemName: 'Necklace Set',
    ItemType: 'Gold',
    NetWeight: 10,
    Karat: 22,
    TotalMaking: 5000,
    Description,
    Images: [],
  }),
);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedFixture(t, [...FIXTURE, KARA, ...KUNDAN]);
});

afterAll(async () => {
  await t?.close();
});

const search = (term: string) =>
  getJson<StockItem[]>(t, `/api/dashboard/EcomSearchStock?tagno=${encodeURIComponent(term)}`);
const tags = (items: StockItem[]) => items.map((i) => i.TagNo);

describe('GET /api/dashboard/EcomSearchStock', () => {
  it('finds an item by its tag number, that item first', async () => {
    const { status, body } = await search('T-RING-1');
    expect(status).toBe(200);
    const first = at(body, 0);
    expect(first.TagNo).toBe('T-RING-1');
    expect(first.Price).toBe(169000);
    expect(first.Images).toEqual([{ ImageName: 'T-RING-1-1.webp' }, { ImageName: 'T-RING-1-2.webp' }]);
  });

  it('finds by tag number ignoring case', async () => {
    expect((await search('t-ring-1')).body[0]?.TagNo).toBe('T-RING-1');
    expect((await search('t-dia-1')).body[0]?.TagNo).toBe('T-DIA-1');
  });

  it('finds a word typed in part: "flor" finds the floral ring only', async () => {
    expect(tags((await search('flor')).body)).toEqual(['T-RING-1']);
  });

  it('needs every word, in any order', async () => {
    expect(tags((await search('rope twisted')).body)).toEqual(['T-BRAS-1']);
    expect(tags((await search('twisted signet')).body)).toEqual([]);
  });

  it('ignores case', async () => {
    expect(tags((await search('FLOR')).body)).toEqual(['T-RING-1']);
    expect(tags((await search('FlOrAl')).body)).toEqual(['T-RING-1']);
  });

  it('finds by description', async () => {
    expect(tags((await search('solitaire')).body)).toEqual(['T-DIA-1']);
    expect(tags((await search('signet')).body)).toEqual(['T-SIL-1']);
    expect(tags((await search('steel watch')).body)).toEqual(['T-WAT-1']);
  });

  it('finds by design name and display name', async () => {
    expect(tags((await search('twisted rope')).body)).toEqual(['T-BRAS-1']);
  });

  it('"bracelet" finds the items named Brasclate (fuzzy)', async () => {
    const found = tags((await search('bracelet')).body);
    expect(found).toContain('T-BRAS-1');
    expect(found).toContain('T-BRAS-2');
    expect(found).not.toContain('T-RING-1');
    expect(found).not.toContain('T-WAT-1');
  });

  it('trims the term', async () => {
    expect(tags((await search('  solitaire  ')).body)).toEqual(['T-DIA-1']);
  });

  it('answers [] for nothing found', async () => {
    const { status, body } = await search('zzqqxx');
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it('answers [] for an empty or missing term', async () => {
    expect((await search('')).body).toEqual([]);
    expect((await search('   ')).body).toEqual([]);
    const missing = await getJson<StockItem[]>(t, '/api/dashboard/EcomSearchStock');
    expect(missing.status).toBe(200);
    expect(missing.body).toEqual([]);
  });

  it('takes % and _ literally', async () => {
    expect((await search('%')).body).toEqual([]);
    expect((await search('_')).body).toEqual([]);
    expect((await search('%%')).body).toEqual([]);
  });

  it('refuses an over-long term with 400 naming tagno', async () => {
    const { status, body } = await getJson<{ message: string; errors: { field: string; message: string }[] }>(
      t,
      `/api/dashboard/EcomSearchStock?tagno=${'a'.repeat(101)}`,
    );
    expect(status).toBe(400);
    expect(body.message).toContain('tagno');
    expect(body.errors).toEqual([{ field: 'tagno', message: 'tagno must be at most 100 characters' }]);
  });

  it('accepts a term of exactly 100 characters', async () => {
    const { status, body } = await search('a'.repeat(100));
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it('answers full stock items with the API fields', async () => {
    const [dia] = (await search('solitaire')).body;
    expect(dia).toMatchObject({
      TagNo: 'T-DIA-1',
      ItemName: 'Diamond',
      ItemType: 'Diamond',
      Description: 'Solitaire pendant.',
      Price: 349000,
      ItemPrice: 79200,
      TotalMaking: 20000,
      SilverSalePrice: 0,
      StoneDetails: [
        {
          Price: 250000,
          SalePrice: 0,
          StoneWeight: 0.5,
          StoneTypeName: 'Diamond',
          StonesName: { StoneName: 'Round Brilliant VS1' },
        },
      ],
    });
  });
});

describe('EcomSearchStock: the order of a page', () => {
  const find = async (term: string) => tags((await search(term)).body);

  it('finds a misspelt word by its nearest spellings alone', async () => {
    expect(await find('solitare')).toEqual(['T-DIA-1']);
    expect(await find('kundan')).toEqual(['T-KUN-1', 'T-KUN-2']);
    expect((await find('kundn'))[0]).toBe('T-KUN-3');
  });

  it('puts the piece whose tag number was typed first, however typed', async () => {
    for (const typed of ['T-KUN-3', 't-kun-3', 't kun 3']) expect((await find(typed))[0], typed).toBe('T-KUN-3');
  });

  it('answers at most a page', async () => {
    expect((await search('gold')).body.length).toBeLessThanOrEqual(SEARCH_LIMIT);
  });
});

describe('EcomSearchStock and EcomStock with filters', () => {
  it('narrow by the filters, several values of one widening', async () => {
    const all = (await getJson<StockItem[]>(t, '/api/dashboard/EcomSearchStock?tagno=kundan')).body;
    expect(all.length).toBe(2);
    const none = await getJson<StockItem[]>(t, '/api/dashboard/EcomSearchStock?tagno=kundan&karat=21');
    expect(none.body).toEqual([]);
    const both = await getJson<StockItem[]>(t, '/api/dashboard/EcomSearchStock?tagno=kundan&karat=21&karat=22');
    expect(tags(both.body)).toEqual(tags(all));
    const page = await getJson<{ totalCount: number; items: StockItem[] }>(
      t,
      '/api/dashboard/EcomStock?ItemName=Necklace%20Set&ItemType=Gold&karat=22&metal=GOLD',
    );
    expect(page.status).toBe(200);
    expect(page.body.totalCount).toBe(3);
    expect(Object.keys(page.body).sort()).toEqual(['items', 'pageNumber', 'pageSize', 'totalCount']);
  });

  it.each([
    ['karat=abc', 'karat'],
    ['karat=99', 'karat'],
    ['price=1-2', 'price'],
    ['weight=heavy', 'weight'],
    ['for=kids', 'for'],
    ['delivery=3', 'delivery'],
    ['metal=%3Cscript%3E', 'metal'],
  ])('refuse %s with 400 naming %s', async (query, field) => {
    for (const path of ['EcomSearchStock?tagno=ring&', 'EcomStock?', 'EcomFacets?']) {
      const { status, body } = await getJson<{ errors: { field: string }[] }>(t, `/api/dashboard/${path}${query}`);
      expect([path, status]).toEqual([path, 400]);
      expect(body.errors.map((e) => e.field.split('.')[0])).toContain(field);
    }
  });

  it('keep one answer for the same filters in any order', async () => {
    const a = await t.app.inject({ url: '/api/dashboard/EcomFacets?tagno=gold&karat=22&karat=18&metal=gold' });
    const b = await t.app.inject({ url: '/api/dashboard/EcomFacets?metal=gold&karat=18&tagno=gold&karat=22&x=1' });
    expect(a.statusCode).toBe(200);
    expect(b.body).toBe(a.body);
    expect(b.headers.etag).toBe(a.headers.etag);
  });
});

/**
 * The filters' counts on the demo catalogue, each held against a count made by a plain query over the stock table:
 * the pieces for sale of the listing (or of the search's answer) with the other filters' choices and this value.
 */
describe('EcomFacets counts as a plain query counts', () => {
  let u: TestApp;

  beforeAll(async () => {
    u = await createTestApp();
    await loadDemoRows(u.database.db, { today: '2026-01-15' });
    u.services.invalidate();
    await u.services.searchIndex.settled();
  }, 60_000);

  afterAll(async () => {
    await u?.close();
  });

  /** The SQL condition of one filter's value. */
  const condition = (key: string, value: string): SQL => {
    const band = (bands: typeof PRICE_BANDS, column: SQL) => {
      const b = bands.find((x) => x.value === value);
      if (!b) throw new Error(`no band ${value}`);
      return Number.isFinite(b.max)
        ? sql`(${column} >= ${b.min} AND ${column} < ${b.max})`
        : sql`${column} >= ${b.min}`;
    };
    switch (key) {
      case 'metal':
        return sql`lower(trim(item_type)) = ${value}`;
      case 'karat':
        return sql`karat = ${Number(value)}`;
      case 'price':
        return band(PRICE_BANDS, sql`unit_price`);
      case 'weight':
        return band(WEIGHT_BANDS, sql`(CASE WHEN net_weight > 0 THEN net_weight ELSE gross_weight END)`);
      case 'for':
        return value === 'men' ? sql`lower(trim(item_name)) LIKE 'men%'` : sql`lower(trim(item_name)) NOT LIKE 'men%'`;
      default:
        return sql`(lower(trim(status)) = 'available' AND pieces BETWEEN 1 AND 7)`;
    }
  };

  const sqlCount = async (base: SQL, chosen: [string, string[]][]): Promise<number> => {
    const parts = chosen.map(
      ([key, values]) =>
        sql`(${sql.join(
          values.map((v) => condition(key, v)),
          sql` OR `,
        )})`,
    );
    const [row] = await rowsOf<{ n: number | string }>(
      u.database.db,
      sql`SELECT count(*) AS n FROM stock_item WHERE lower(trim(status)) NOT IN ('reserved', 'sold', 'hidden')
        AND ${base} ${parts.length ? sql`AND ${sql.join(parts, sql` AND `)}` : sql``}`,
    );
    return Number(row?.n ?? -1);
  };

  const cases: { name: string; query: string; base: () => Promise<SQL>; chosen: [string, string[]][] }[] = [
    {
      name: 'gold bangles',
      query: 'ItemName=Bangles&ItemType=Gold',
      base: async () => sql`lower(item_name) = 'bangles' AND lower(item_type) = 'gold'`,
      chosen: [],
    },
    {
      name: 'gold bangles, 22K under 3 lakh',
      query:
        'ItemName=Bangles&ItemType=Gold&karat=22&price=0-50000&price=50000-100000&price=100000-200000&price=200000-300000',
      base: async () => sql`lower(item_name) = 'bangles' AND lower(item_type) = 'gold'`,
      chosen: [
        ['karat', ['22']],
        ['price', ['0-50000', '50000-100000', '100000-200000', '200000-300000']],
      ],
    },
    {
      name: 'every piece, men’s silver or platinum of 5 to 20 g',
      query: 'metal=silver&metal=platinum&for=men&weight=5-10&weight=10-20',
      base: async () => sql`TRUE`,
      chosen: [
        ['metal', ['silver', 'platinum']],
        ['for', ['men']],
        ['weight', ['5-10', '10-20']],
      ],
    },
    {
      name: 'a search for rings, 21K and 22K, delivered in 7 days',
      query: 'tagno=ring&karat=21&karat=22&delivery=7',
      base: async () => {
        const found = (await u.services.browse({ term: 'ring', pageSize: 1 })).totalCount;
        expect(found).toBeGreaterThan(40);
        return sql`lower(item_name) IN ('rings', 'mens rings')`;
      },
      chosen: [
        ['karat', ['21', '22']],
        ['delivery', ['7']],
      ],
    },
  ];

  it.each(cases)('$name', async ({ query, base, chosen }) => {
    const where = await base();
    const { status, body } = await getJson<Facets>(u, `/api/dashboard/EcomFacets?${query}`);
    expect(status).toBe(200);
    expect(body.totalCount).toBe(await sqlCount(where, chosen));
    expect(body.totalCount).toBeGreaterThanOrEqual(0);
    let checked = 0;
    for (const facet of body.facets)
      for (const option of facet.options) {
        const others = chosen.filter(([key]) => key !== facet.key);
        const expected = await sqlCount(where, [...others, [facet.key, [option.value]]]);
        expect([facet.key, option.value, option.count]).toEqual([facet.key, option.value, expected]);
        expect(option.chosen).toBe(chosen.some(([key, values]) => key === facet.key && values.includes(option.value)));
        checked += 1;
      }
    expect(checked).toBeGreaterThan(4);
  });
});

describe('the search index', () => {
  it('holds every piece for sale as the database reads it, read in parts or whole', async () => {
    const db = t.database.db;
    const index = await loadSearchIndex(db);
    const parts = await loadSearchIndex(db, 3);
    expect([...parts.ids]).toEqual([...index.ids]);
    expect(parts.pieces).toEqual(index.pieces);
    const read = await stockItemsById(db, [...index.ids]);
    expect(read.size).toBe(index.ids.length);
    for (const id of index.ids) expect(pieceFromJson(heldPiece(index, id) ?? 'null')).toEqual(read.get(id));
    expect(heldPiece(index, 0)).toBeUndefined();
    const pieces = index.pieces.map(pieceFromJson);
    expect(pieces.some((p) => p.StoneDetails.length > 0)).toBe(true);
    expect(pieces.some((p) => p.Images.length > 1)).toBe(true);
  });

  it('follows a change made here: the old index answers until the new one is built', async () => {
    const { services } = t;
    await services.searchIndex.settled();
    expect(tags(await services.search('meenakari'))).toEqual([]);
    await importStock(t.database.db, [{ ...KARA, TagNo: 'T-NEW-1', Description: 'Meenakari kara.', Images: [] }]);
    services.invalidate();
    await services.searchIndex.settled();
    expect(tags(await services.search('meenakari'))).toEqual(['T-NEW-1']);
    const [piece] = await services.search('t-new-1');
    expect(piece?.Price).toBe((await stockItem(t.database.db, 'T-NEW-1'))?.Price);
  });
});
