import { describe, expect, it } from 'vitest';
import { canonicalPageUrl } from './page-query';
import {
  chosenCount,
  FilterQuery,
  filterParams,
  filtersOf,
  inBand,
  NO_FILTERS,
  PRICE_BANDS,
  WEIGHT_BANDS,
} from './listing-filters';

describe('filtersOf (a page’s address)', () => {
  it('reads every value, each once, in one order, and leaves out what it does not know', () => {
    const f = filtersOf(
      new URLSearchParams('karat=22&karat=21&karat=22&karat=99&metal=Gold&price=bogus&price=0-50000&for=kids&x=1'),
    );
    expect(f).toEqual({ ...NO_FILTERS, karat: [21, 22], metal: ['gold'], price: ['0-50000'] });
    expect(filterParams(f)).toEqual([
      ['metal', 'gold'],
      ['karat', '21'],
      ['karat', '22'],
      ['price', '0-50000'],
    ]);
    expect(chosenCount(f)).toBe(4);
  });

  it('reads at most 20 values of a filter', () => {
    const many = new URLSearchParams(Array.from({ length: 50 }, (_, i) => ['metal', `m${i}`]));
    expect(filtersOf(many).metal).toHaveLength(20);
  });
});

describe('FilterQuery (the API’s query string)', () => {
  it('takes one value or a list, and refuses a value it does not know, naming the filter', () => {
    expect(FilterQuery.parse({ karat: '22', delivery: '7', for: 'men' })).toEqual({
      ...NO_FILTERS,
      karat: [22],
      delivery: '7',
      for: 'men',
    });
    expect(FilterQuery.parse({ price: ['200000-300000', '0-50000', '0-50000'] }).price).toEqual([
      '0-50000',
      '200000-300000',
    ]);
    const refused = FilterQuery.safeParse({ weight: ['5-10', 'heavy'] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path[0]).toBe('weight');
  });
});

describe('bands', () => {
  it('cover every price and weight once, each band from its minimum up to its maximum', () => {
    for (const bands of [PRICE_BANDS, WEIGHT_BANDS])
      for (const x of [0, 0.5, 4.99, 5, 49_999, 50_000, 299_999, 300_000, 9_999_999])
        expect(
          bands.filter((b) => inBand(b, x)),
          String(x),
        ).toHaveLength(1);
    expect(WEIGHT_BANDS[1]?.label).toBe('5 to 10 g (0.43 to 0.86 tola)');
  });
});

describe('canonicalPageUrl with filters', () => {
  it('keeps every value of a filter once, sorted, and one page for any order', () => {
    const a = canonicalPageUrl('/Shop-Online/Gold/Bangles?karat=22&price=0-50000&karat=21&utm=x');
    const b = canonicalPageUrl('/Shop-Online/Gold/Bangles?price=0-50000&karat=21&karat=22&karat=21');
    expect(a).toBe(b);
    expect(a).toBe('/Shop-Online/Gold/Bangles?karat=21&karat=22&price=0-50000');
  });
});
