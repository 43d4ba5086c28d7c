import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockImport } from '../../core/stock-schema';
import type { StockItem } from '../../core/api-schemas';
import type { Db } from '../../server/db/client';
import { pieceFromJson, stockItem, stockItemsById, stockItemsByIds, stockPage } from '../../server/services/catalog';
import { catalogWords, SEARCH_LIMIT, searchStock } from '../../server/services/search';
import { heldPiece, loadSearchIndex, searchIds } from '../../server/services/search-index';
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
 * Three kundan pieces: two spell 'kundan', the third only 'kundn' (a catalogue word one letter away), so a search for
 * 'kundan' finds it only as a forgiven match, after the other two. The first names the third's tag number, and comes
 * before it by id: a search for that tag number shows the third first all the same.
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

  it('finds by part of a word: "flor" finds the floral ring only', async () => {
    expect(tags((await search('flor')).body)).toEqual(['T-RING-1']);
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
    // the one that spells 'bracelet' comes first
    expect(found[0]).toBe('T-BRAS-1');
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

/** A search's tag numbers by the database's query, or by the index the shop keeps (docs/decisions/052). */
type Find = (db: Db, term: string, limit?: number) => Promise<string[]>;
const byQuery: Find = async (db, term, limit) => tags(await searchStock(db, term, await catalogWords(db), limit));
const byIndex: Find = async (db, term, limit = SEARCH_LIMIT) =>
  tags(await stockItemsByIds(db, searchIds(await loadSearchIndex(db), term, await catalogWords(db), limit)));

describe.each([
  ['the query', byQuery],
  ['the index', byIndex],
])('searchStock by %s: one page in the order tag number, matches, forgiven matches', (_, search) => {
  const find = (term: string, limit?: number) => search(t.database.db, term, limit);

  it('puts matches by id first, then pieces found by a close word', async () => {
    expect(await find('kundan')).toEqual(['T-KUN-1', 'T-KUN-2', 'T-KUN-3']);
  });

  it('finds a misspelt term by the close words alone', async () => {
    expect(await find('solitare')).toEqual(['T-DIA-1']);
  });

  it('leaves forgiven matches out when the matches fill the page', async () => {
    expect(await find('kundan', 2)).toEqual(['T-KUN-1', 'T-KUN-2']);
    expect(await find('kundan', 1)).toEqual(['T-KUN-1']);
  });

  it('puts the piece whose tag number was typed first, then the rest in order', async () => {
    expect(await find('t-kun-3')).toEqual(['T-KUN-3', 'T-KUN-1']);
    expect(await find('T-KUN-3', 1)).toEqual(['T-KUN-3']);
    expect(await find('T-KUN-2', 1)).toEqual(['T-KUN-2']);
  });
});

/**
 * 400 pieces of made-up text from a small vocabulary (so that most terms match many pieces, some few, some none):
 * the index must answer every term, at every page size, exactly as the database's query does.
 */
describe('the search index answers as the query does', () => {
  const VOCAB = [
    'floral',
    'flower',
    'kundan',
    'kundn',
    'polki',
    'rope',
    'chain',
    'chian',
    'ring',
    'rings',
    'brasclate',
    'bracelet',
    'tops',
    'bulk tops',
    'jhumki',
    'zircon',
    'pearl',
    'naïve',
    'ÇAKRA',
    'twisted',
    'plain',
    '22k',
    'b-12',
  ];
  const NAMES = ['Rings', 'Brasclate', 'Chains', 'Tops', 'Earrings', 'Jhumki', 'Necklace Set'];
  let u: TestApp;
  const records: StockImport[] = Array.from({ length: 400 }, (_, i) => ({
    TagNo: i % 7 === 0 ? `b-${i}` : `G-${i}`,
    ItemName: NAMES[(i * 5) % NAMES.length] ?? 'Rings',
    ItemType: i % 3 === 0 ? 'Silver' : 'Gold',
    NetWeight: 5 + (i % 9),
    Karat: 22,
    TotalMaking: 1000 + i,
    Description: [0, 1, 2].map((k) => VOCAB[(i * (7 + k * 4) + k * 11) % VOCAB.length]).join(i % 2 ? ' ' : ', '),
    DesignName: i % 4 === 0 ? `Noor ${i % 13}` : '',
    Images: [],
  }));

  beforeAll(async () => {
    u = await createTestApp();
    await seedFixture(u, []);
    await importStock(u.database.db, records);
  }, 60_000);

  afterAll(async () => {
    await u?.close();
  });

  const terms = [
    ...VOCAB,
    ...VOCAB.map((w) => w.slice(1, -1)),
    ...VOCAB.map((w) => (w.length > 4 ? w.slice(0, 2) + (w[3] ?? '') + (w[2] ?? '') + w.slice(4) : w)),
    ...[
      'b-7',
      'B-7',
      'b-14',
      'G-15',
      'g-15',
      'G-1',
      'b-1',
      'noor 1',
      'Noor',
      'r',
      'ng',
      'zz',
      'xyzzy',
      ' polki ',
      '%',
      '_',
    ],
    ...['gold', 'ring, ', 'kundan chain', 'naïve', 'NAÏVE', 'çakra', 'ÇAKRA', 'rope kundn', 'brasclate', 'braclet'],
  ];

  it.each([48, 5, 1])('for %i a page', async (limit) => {
    const db = u.database.db;
    for (const term of terms)
      expect([term, await byIndex(db, term, limit)]).toEqual([term, await byQuery(db, term, limit)]);
  });

  it('the shop searches by its index once built, and follows a change made here at once', async () => {
    const { services } = u;
    const before = await services.searchIndex.settled();
    expect(before).toBeDefined();
    expect(tags(await services.findStock('polki'))).toEqual(await byQuery(u.database.db, 'polki'));
    const record = { ...records[1], TagNo: 'G-NEW', Description: 'Meenakari polki jhumki.' } as StockImport;
    await importStock(u.database.db, [record]);
    await importStock(u.database.db, [{ ...record, TagNo: 'G-NEW-2', TotalMaking: 4321 }]);
    u.services.invalidate();
    expect(services.searchIndex.current()).toBeUndefined();
    const [first] = await services.findStock('meenakari');
    expect(first?.TagNo).toBe('G-NEW');
    expect(await services.searchIndex.settled()).not.toBe(before);
    expect(tags(await services.findStock('meenakari'))).toEqual(['G-NEW', 'G-NEW-2']);
    const price = (await services.findStock('g-new-2'))[0]?.Price;
    await importStock(u.database.db, [{ ...record, TagNo: 'G-NEW-2', TotalMaking: 9999 }]);
    u.services.invalidate();
    await services.searchIndex.settled();
    const [changed] = await services.findStock('g-new-2');
    expect(changed?.TagNo).toBe('G-NEW-2');
    expect(changed?.Price).toBeGreaterThan(price ?? Infinity);
    expect(changed?.Price).toBe((await stockItem(u.database.db, 'G-NEW-2'))?.Price);
  });

  it('reads the catalogue in parts and indexes it as read whole', async () => {
    const whole = await loadSearchIndex(u.database.db);
    const parts = await loadSearchIndex(u.database.db, 7);
    expect(whole.ids.length).toBeGreaterThan(400);
    expect([...parts.ids]).toEqual([...whole.ids]);
    expect(parts.texts).toEqual(whole.texts);
    expect(parts.grams).toEqual(whole.grams);
    expect(parts.pieces).toEqual(whole.pieces);
  });

  it('holds every piece for sale as the database reads it', async () => {
    for (const db of [u.database.db, t.database.db]) {
      const index = await loadSearchIndex(db);
      const read = await stockItemsById(db, [...index.ids]);
      expect(read.size).toBe(index.ids.length);
      for (const id of index.ids) expect(pieceFromJson(heldPiece(index, id) ?? 'null')).toEqual(read.get(id));
      expect(heldPiece(index, 0)).toBeUndefined();
      expect(heldPiece(index, Math.max(...index.ids) + 1)).toBeUndefined();
    }
    const fixture = await loadSearchIndex(t.database.db);
    const pieces = fixture.pieces.map(pieceFromJson);
    expect(pieces.some((p) => p.StoneDetails.length > 0)).toBe(true);
    expect(pieces.some((p) => p.Images.length > 1)).toBe(true);
  });

  it('serves listing pages from the index as the database reads them', async () => {
    await u.services.searchIndex.settled();
    for (const sort of [undefined, 'price-asc', 'price-desc'] as const)
      for (const pageNumber of [1, 2, 3, 9]) {
        const q = { itemName: 'rings', itemType: 'Gold', sort, pageSize: 10, pageNumber };
        const page = await u.services.stockPage(q);
        expect(page).toEqual(await stockPage(u.database.db, q));
        expect(page.items.length).toBe(pageNumber < 9 ? 10 : 0);
      }
  });

  it('finds something for most terms (the comparison is not between empty answers)', async () => {
    const db = u.database.db;
    const found = await Promise.all(terms.map((term) => byIndex(db, term)));
    expect(found.filter((f) => f.length > 0).length).toBeGreaterThan(terms.length * 0.7);
    expect(found.some((f) => f.length === SEARCH_LIMIT)).toBe(true);
  });
});
