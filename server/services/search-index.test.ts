import { describe, expect, it } from 'vitest';
import { NO_FILTERS, type Filters } from '../../core/listing-filters';
import {
  buildSearchIndex,
  KeptSearchIndex,
  listingPositions,
  searchIds,
  select,
  stem,
  type SearchIndex,
} from './search-index';

interface Piece {
  tag: string;
  name: string;
  type?: string;
  shown?: string | null;
  description?: string;
  design?: string;
  karat?: number | null;
  price?: number;
  net?: number;
  stones?: string[];
  status?: string;
  pieces?: number;
}

/** A piece as the pieces query writes it (server/services/catalog.ts, PieceRow). */
const row = (p: Piece, id: number): [number, string] => [
  id,
  JSON.stringify([
    p.tag,
    1,
    p.name,
    p.shown ?? null,
    p.type ?? 'Gold',
    p.description ?? '',
    p.net ?? 5,
    p.net ?? 5,
    p.net ?? 5,
    0,
    p.karat === undefined ? 22 : p.karat,
    0,
    0,
    0,
    p.design ?? '',
    p.status ?? 'available',
    p.pieces ?? 0,
    p.price ?? 100_000,
    [],
    (p.stones ?? []).map((s) => [0, 0, 0, s, s]),
    [],
    id,
  ]),
];

const indexOf = (...pieces: Piece[]) => buildSearchIndex(pieces.map((p, i) => row(p, 10 * (i + 1))));

const idx = await indexOf(
  { tag: 'ZA-10021', name: 'Rings', shown: '22K Gold Floral Ring', design: 'Floral', price: 90_000 }, // 10
  { tag: 'ZA-10022', name: 'Earrings', shown: '22K Gold Drop Earrings', price: 150_000 }, // 20
  { tag: 'ZS-1', name: 'Chain', type: 'Silver', karat: null, shown: '925 Silver Rope Chain', price: 8_000 }, // 30
  { tag: 'ZA-10023', name: 'Brasclate', shown: null, description: 'A kundan bracelet', price: 250_000 }, // 40
  { tag: 'ZA-10024', name: 'Jhumka', shown: '21K Gold Kundan Jhumka', karat: 21, price: 400_000 }, // 50
  { tag: 'ZA-10025', name: 'Mens Rings', shown: '21K Gold Mens Band', karat: 21, price: 60_000, net: 12 }, // 60
  {
    tag: 'ZA-10026',
    name: 'Necklace Set',
    shown: '22K Gold Bridal Set',
    description: 'Comes with matching earrings',
    price: 900_000,
    net: 60,
  }, // 70
  { tag: 'ZD-1', name: 'Rings', type: 'Diamond', karat: 18, stones: ['Diamond'], price: 500_000, pieces: 3 }, // 80
);

describe('stem', () => {
  it.each([
    ['rings', 'ring'],
    ['bangles', 'bangle'],
    ['watches', 'watch'],
    ['earrings', 'earring'],
    ['necklaces', 'necklace'],
    ['glass', 'glass'],
    ['ring', 'ring'],
    ['chooriyan', 'chooriyan'],
  ])('%s → %s', (word, stemmed) => expect(stem(word)).toBe(stemmed));
});

describe('searchIds', () => {
  it('needs every word, in any order, wherever it is', () => {
    expect(searchIds(idx, 'gold ring', 48)).toEqual([80, 10, 60]);
    expect(searchIds(idx, 'ring gold', 48)).toEqual([80, 10, 60]);
    expect(searchIds(idx, 'silver ring', 48)).toEqual([]);
  });

  it('does not find a word inside another when a whole word matches (ring is not in earrings)', () => {
    expect(searchIds(idx, 'ring', 48)).not.toContain(20);
    expect(searchIds(idx, 'rings', 48)).toEqual(searchIds(idx, 'ring', 48));
  });

  it('finds a word inside another only when nothing better exists', () => {
    expect(searchIds(idx, 'lora', 48)).toEqual([10]);
  });

  it('reads the stock’s own spellings and Roman Urdu and Urdu words by their meaning', () => {
    expect(searchIds(idx, 'bracelet', 48)).toEqual([40]);
    expect(searchIds(idx, 'anguthi', 48)).toEqual([80, 10, 60]);
    expect(searchIds(idx, 'sone ki anguthi', 48)).toEqual([80, 10, 60]);
    expect(searchIds(idx, 'انگوٹھی', 48)).toEqual([80, 10, 60]);
    expect(searchIds(idx, 'chandi ki chain', 48)).toEqual([30]);
  });

  it('finds a word typed in part and a misspelt one', () => {
    expect(searchIds(idx, 'brac', 48)).toEqual([40]);
    expect(searchIds(idx, 'braclet', 48)).toEqual([40]);
    expect(searchIds(idx, 'earings', 48)).toEqual([20, 50]);
  });

  it('counts a kind of piece in the description only when nothing else is one', () => {
    // The necklace set "comes with matching earrings": it is no earring.
    expect(searchIds(idx, 'earrings', 48)).toEqual([20, 50]);
    expect(searchIds(idx, 'matching', 48)).toEqual([70]);
  });

  it('puts a narrower kind among the broader one, its own name first', () => {
    expect(searchIds(idx, 'jhumka', 48)).toEqual([50]);
    expect(searchIds(idx, 'earrings', 48)).toContain(50);
  });

  it('reads karat, price and men’s or women’s phrases as filters', () => {
    expect(searchIds(idx, '21k', 48)).toEqual([50, 60]);
    expect(searchIds(idx, 'ring 22 karat', 48)).toEqual([10]);
    expect(searchIds(idx, 'ring under 1 lakh', 48)).toEqual([10, 60]);
    expect(searchIds(idx, 'mens ring', 48)).toEqual([60]);
    expect(searchIds(idx, 'ladies ring', 48)).toEqual([80, 10]);
  });

  it('finds a tag number however typed, and only that piece', () => {
    expect(searchIds(idx, 'ZA-10021', 48)).toEqual([10]);
    expect(searchIds(idx, 'za10021', 48)).toEqual([10]);
    expect(searchIds(idx, 'za 10021', 48)).toEqual([10]);
    expect(searchIds(idx, 'za-1002', 48)).toEqual([10, 20, 40, 50, 60, 70]);
  });

  it('puts pieces delivered within 7 days first when otherwise equal', () => {
    // ZD-1 has 3 pieces available (delivered in 3 days); the others are made to order.
    expect(searchIds(idx, 'anguthi', 48)).toEqual([80, 10, 60]);
    expect(searchIds(idx, 'diamond', 48)).toEqual([80]);
  });

  it('answers nothing for an empty term or words that join others', () => {
    expect(searchIds(idx, '   ', 48)).toEqual([]);
    expect(searchIds(idx, 'ki ka', 48)).toEqual([]);
  });

  it('keeps to the limit', () => {
    expect(searchIds(idx, 'gold', 2)).toHaveLength(2);
  });

  it('pauses between parts of a large catalogue, and finds the last piece', async () => {
    let pauses = 0;
    const many = Array.from({ length: 9_000 }, (_, i): Piece => ({ tag: `T-${i + 1}`, name: 'Rings' }));
    many[8_999] = { tag: 'T-9000', name: 'Chain', shown: 'Çakra naïve' };
    const big = await buildSearchIndex(
      many.map((p, i) => row(p, i + 1)),
      async () => {
        pauses += 1;
      },
    );
    // Every 500 pieces, and between the build's last steps.
    expect(pauses).toBe(20);
    expect(searchIds(big, 'ÇAKRA', 48)).toEqual([9_000]);
    expect(searchIds(big, 'naive', 48)).toEqual([9_000]);
    expect(searchIds(big, 'ring', 48)).toHaveLength(48);
  });
});

/** The ids of a selection's positions. */
const ids = (index: SearchIndex, positions: ArrayLike<number>) => Array.from(positions, (p) => index.ids[p]);
const filters = (f: Partial<Filters>): Filters => ({ ...NO_FILTERS, ...f });
const counts = (s: ReturnType<typeof select>, key: string) =>
  Object.fromEntries(s.facets.find((f) => f.key === key)?.options.map((o) => [o.value, o.count]) ?? []);

describe('select', () => {
  const every = Int32Array.from(idx.ids, (_, i) => i);

  it('counts each value over the whole result, one filter widening, filters narrowing', () => {
    const none = select(idx, every, NO_FILTERS);
    expect(none.positions).toHaveLength(8);
    expect(counts(none, 'karat')).toEqual({ '22': 4, '21': 2, '18': 1 });
    expect(counts(none, 'metal')).toEqual({ gold: 6, diamond: 1, silver: 1 });
    const k22 = select(idx, every, filters({ karat: [22] }));
    expect(ids(idx, k22.positions)).toEqual([10, 20, 40, 70]);
    // A value's count leaves its own filter aside: 21K still shows 2 when 22K is chosen.
    expect(counts(k22, 'karat')).toEqual({ '22': 4, '21': 2, '18': 1 });
    // Every 22K piece is gold: a metal filter of one value would not narrow anything, and is not offered.
    expect(k22.facets.map((f) => f.key)).not.toContain('metal');
    const both = select(idx, every, filters({ karat: [21, 22] }));
    expect(both.positions).toHaveLength(6);
    const cheap = select(idx, every, filters({ karat: [21, 22], price: ['50000-100000'] }));
    expect(ids(idx, cheap.positions)).toEqual([10, 60]);
    expect(counts(cheap, 'price')['200000-300000']).toBe(1);
  });

  it('offers men’s and women’s only where both exist, and delivery in 7 days', () => {
    const rings = listingPositions(idx, 'gold', 'rings');
    expect(select(idx, rings, NO_FILTERS).facets.map((f) => f.key)).not.toContain('for');
    const all = select(idx, every, NO_FILTERS);
    expect(counts(all, 'for')).toEqual({ men: 1, women: 7 });
    expect(counts(all, 'delivery')).toEqual({ '7': 1 });
    expect(ids(idx, select(idx, every, filters({ delivery: '7' })).positions)).toEqual([80]);
  });

  it('bands weights in grams', () => {
    const all = select(idx, every, NO_FILTERS);
    expect(counts(all, 'weight')).toEqual({ '5-10': 6, '10-20': 1, '50-': 1 });
  });

  it('sorts by price either way, ties as loaded', () => {
    expect(ids(idx, select(idx, every, NO_FILTERS, 'price-asc').positions)).toEqual([30, 60, 10, 20, 40, 50, 80, 70]);
    expect(ids(idx, select(idx, every, NO_FILTERS, 'price-desc').positions)).toEqual([70, 80, 50, 40, 20, 10, 60, 30]);
  });

  it('keeps a search’s order, and says when a filter leaves nothing', () => {
    const base = [4, 0]; // jhumka, then the ring
    expect(ids(idx, select(idx, base, NO_FILTERS).positions)).toEqual([50, 10]);
    const nothing = select(idx, base, filters({ metal: ['silver'] }));
    expect(Array.from(nothing.positions)).toEqual([]);
    expect(nothing.facets.find((f) => f.key === 'metal')?.options).toEqual([
      { value: 'gold', label: 'Gold', count: 2, chosen: false },
      { value: 'silver', label: 'Silver', count: 0, chosen: true },
    ]);
  });

  it('remembers the counts of a result with no filter chosen, the same as worked out', () => {
    const fresh = select(idx, every, NO_FILTERS, 'price-asc');
    const first = select(idx, every, NO_FILTERS, 'price-asc', 'every piece');
    const again = select(idx, every, NO_FILTERS, 'default', 'every piece');
    expect(first).toEqual(fresh);
    expect(again.facets).toBe(first.facets);
    expect(ids(idx, again.positions)).toEqual([10, 20, 30, 40, 50, 60, 70, 80]);
    // A choice is counted anew.
    const k21 = select(idx, every, filters({ karat: [21] }), 'default', 'every piece');
    expect(ids(idx, k21.positions)).toEqual([50, 60]);
    expect(counts(k21, 'for')).toEqual({ men: 1, women: 1 });
  });

  it('reads a listing by type and name in any case', () => {
    expect(ids(idx, [...listingPositions(idx, 'GOLD', ' Rings ')])).toEqual([10]);
    expect(ids(idx, [...listingPositions(idx, undefined, 'rings')])).toEqual([10, 80]);
    expect(listingPositions(idx, undefined, undefined)).toHaveLength(8);
  });
});

const a = await indexOf({ tag: 'A-1', name: 'Rings' });
const b = await indexOf({ tag: 'B-1', name: 'Chain' });
const c = await indexOf({ tag: 'C-1', name: 'Bangles' });

describe('KeptSearchIndex', () => {
  /** A loader whose reads the test finishes by hand, one at a time. */
  function loader() {
    const waiting: ((i: SearchIndex) => void)[] = [];
    const fails: ((e: Error) => void)[] = [];
    return {
      load: () =>
        new Promise<SearchIndex>((resolve, reject) => {
          waiting.push(resolve);
          fails.push(reject);
        }),
      finish: async (i: SearchIndex) => {
        fails.shift();
        waiting.shift()?.(i);
        await new Promise((r) => setTimeout(r, 0));
      },
      fail: async () => {
        waiting.shift();
        fails.shift()?.(new Error('database gone'));
        await new Promise((r) => setTimeout(r, 0));
      },
      reads: () => waiting.length,
    };
  }

  it('makes the first searches wait for the first index, and answers none another way', async () => {
    const l = loader();
    const kept = new KeptSearchIndex(l.load, 60_000);
    expect(kept.current()).toBeUndefined();
    const waiting = kept.index();
    expect(l.reads()).toBe(1);
    await l.finish(a);
    expect(await waiting).toBe(a);
  });

  it('keeps the old index answering while a change is built, and builds again for a change made meanwhile', async () => {
    const l = loader();
    // A catalogue larger than the bound (0 pieces) is not waited for after a change.
    const kept = new KeptSearchIndex(l.load, 60_000, Date.now, 0);
    const first = kept.index();
    await l.finish(a);
    await first;
    kept.invalidate();
    expect(await kept.index()).toBe(a);
    kept.invalidate(); // while b is read
    await l.finish(b);
    // b was read before the second change: it answers, and another read has begun.
    expect(kept.current()).toBe(b);
    expect(l.reads()).toBe(1);
    const settled = kept.settled();
    await l.finish(c);
    expect(await settled).toBe(c);
  });

  it('reads again after its time, answering with the old index meanwhile', async () => {
    const l = loader();
    let now = 0;
    const kept = new KeptSearchIndex(l.load, 1000, () => now);
    const first = kept.index();
    await l.finish(a);
    await first;
    now = 1001;
    expect(kept.current()).toBe(a);
    expect(l.reads()).toBe(1);
    await l.finish(b);
    expect(kept.current()).toBe(b);
  });

  it('reports a failed first build once tried again, and keeps an old index after a failed rebuild', async () => {
    const l = loader();
    const kept = new KeptSearchIndex(l.load, 60_000, Date.now, 0);
    const first = kept.index().catch((err: unknown) => err);
    await l.fail();
    await l.fail();
    expect(await first).toEqual(new Error('database gone'));
    const second = kept.index();
    await l.finish(a);
    expect(await second).toBe(a);
    kept.invalidate();
    await l.fail();
    expect(await kept.index()).toBe(a);
  });

  it('after a change, a small catalogue waits for the new index and a failed build leaves the old one answering', async () => {
    const l = loader();
    const kept = new KeptSearchIndex(l.load, 60_000);
    const first = kept.index();
    await l.finish(a);
    await first;
    kept.invalidate();
    const next = kept.index();
    await l.fail();
    expect(await next).toBe(a);
  });

  it('answers a small catalogue with the index of a change once it is built', async () => {
    const l = loader();
    const kept = new KeptSearchIndex(l.load, 60_000);
    const first = kept.index();
    await l.finish(a);
    await first;
    kept.invalidate();
    const next = kept.index();
    await l.finish(b);
    expect(await next).toBe(b);
  });
});
