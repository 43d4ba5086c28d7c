import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockImport } from '../../core/stock-schema';
import type { StockItem } from '../../core/api-schemas';
import { catalogWords, searchStock } from '../../server/services/search';
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
 * 'kundan' finds it only as a forgiven match, after the other two.
 */
const KUNDAN: StockImport[] = ['Kundan choker.', 'Kundan necklace.', 'Kundn earrings.'].map((Description, i) => ({
  TagNo: `T-KUN-${i + 1}`,
  ItemName: 'Necklace Set',
  ItemType: 'Gold',
  NetWeight: 10,
  Karat: 22,
  TotalMaking: 5000,
  Description,
  Images: [],
}));

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

describe('searchStock: one page in the order tag number, matches, forgiven matches', () => {
  const find = async (term: string, limit?: number) =>
    tags(await searchStock(t.database.db, term, await catalogWords(t.database.db), limit));

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
    expect(await find('t-kun-3')).toEqual(['T-KUN-3']);
    expect(await find('T-KUN-2', 1)).toEqual(['T-KUN-2']);
  });
});
