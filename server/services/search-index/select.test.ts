import { describe, expect, it } from 'vitest';
import { NO_FILTERS, type Filters } from '../../../core/listing-filters';
import type { SearchIndex } from './build';
import { listingPositions, select } from './select';
import { idx } from './test-pieces';

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
