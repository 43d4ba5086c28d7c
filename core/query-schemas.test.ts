import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from './listing-filters';
import { EcomStockQuery, ItemNameQuery, ItemsEcomQuery, SearchQuery, TagNoQuery } from './query-schemas';

/** The issues of a failed parse as "field: message". */
function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  expect(result.success).toBe(false);
  return (result.error?.issues ?? []).map((i) => `${i.path.map(String).join('.')}: ${i.message}`);
}

describe('EcomStockQuery', () => {
  it('defaults: pageSize 20, pageNumber 1, default sort', () => {
    expect(EcomStockQuery.parse({})).toEqual({ pageSize: 20, pageNumber: 1, sort: 'default', ...NO_FILTERS });
  });

  it('coerces query strings and trims names', () => {
    expect(
      EcomStockQuery.parse({
        ItemName: ' Rings ',
        ItemType: 'Gold',
        pageSize: '5',
        pageNumber: '3',
        sort: 'price-asc',
      }),
    ).toEqual({
      ItemName: 'Rings',
      ItemType: 'Gold',
      pageSize: 5,
      pageNumber: 3,
      sort: 'price-asc',
      ...NO_FILTERS,
    });
  });

  it('clamps a large pageSize to 100', () => {
    expect(EcomStockQuery.parse({ pageSize: '500' }).pageSize).toBe(100);
    expect(EcomStockQuery.parse({ pageSize: '100' }).pageSize).toBe(100);
    expect(EcomStockQuery.parse({ pageSize: '1000' }).pageSize).toBe(100);
  });

  it.each([
    ['0', 'pageNumber: pageNumber must be at least 1'],
    ['-1', 'pageNumber: pageNumber must be at least 1'],
    ['abc', 'pageNumber: pageNumber must be a number'],
    ['1e9', 'pageNumber: pageNumber must be at most 100000'],
    ['1.5', 'pageNumber: pageNumber must be a whole number'],
  ])('pageNumber %s fails naming the field', (pageNumber, message) => {
    expect(issues(EcomStockQuery.safeParse({ pageNumber }))).toEqual([message]);
  });

  it('pageSize 0 fails naming the field', () => {
    expect(issues(EcomStockQuery.safeParse({ pageSize: '0' }))).toEqual(['pageSize: pageSize must be at least 1']);
  });

  it('an over-long ItemName fails', () => {
    expect(issues(EcomStockQuery.safeParse({ ItemName: 'x'.repeat(81) }))).toEqual([
      'ItemName: ItemName must be at most 80 characters',
    ]);
    expect(EcomStockQuery.parse({ ItemName: 'x'.repeat(80) }).ItemName).toHaveLength(80);
  });

  it('an over-long ItemType fails', () => {
    expect(issues(EcomStockQuery.safeParse({ ItemType: 'x'.repeat(41) }))).toEqual([
      'ItemType: ItemType must be at most 40 characters',
    ]);
  });

  it('an unknown sort fails', () => {
    expect(EcomStockQuery.safeParse({ sort: 'name' }).success).toBe(false);
  });
});

describe('the other queries', () => {
  it('TagNoQuery needs a tag number', () => {
    expect(TagNoQuery.parse({ tagNo: ' T-RING-1 ' })).toEqual({ tagNo: 'T-RING-1' });
    expect(issues(TagNoQuery.safeParse({ tagNo: '  ' }))).toEqual(['tagNo: tagNo is required']);
    expect(TagNoQuery.safeParse({}).success).toBe(false);
    expect(issues(TagNoQuery.safeParse({ tagNo: 'x'.repeat(41) }))).toEqual([
      'tagNo: tagNo must be at most 40 characters',
    ]);
  });

  it('ItemNameQuery needs a name', () => {
    expect(ItemNameQuery.parse({ ItemName: 'Mens Rings' })).toEqual({ ItemName: 'Mens Rings' });
    expect(issues(ItemNameQuery.safeParse({ ItemName: '' }))).toEqual(['ItemName: ItemName is required']);
  });

  it('SearchQuery defaults to an empty term and refuses one over 100 characters', () => {
    expect(SearchQuery.parse({})).toEqual({ tagno: '', ...NO_FILTERS });
    expect(SearchQuery.parse({ tagno: '  flor ' })).toEqual({ tagno: 'flor', ...NO_FILTERS });
    expect(issues(SearchQuery.safeParse({ tagno: 'a'.repeat(101) }))).toEqual([
      'tagno: tagno must be at most 100 characters',
    ]);
  });

  it('ItemsEcomQuery defaults to 8 and clamps to 100', () => {
    expect(ItemsEcomQuery.parse({})).toEqual({ limit: 8 });
    expect(ItemsEcomQuery.parse({ limit: '3' })).toEqual({ limit: 3 });
    expect(ItemsEcomQuery.parse({ limit: '5000' })).toEqual({ limit: 100 });
    expect(issues(ItemsEcomQuery.safeParse({ limit: '0' }))).toEqual(['limit: limit must be at least 1']);
  });
});
