import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../core/countries';
import { deliveryTable } from './delivery-table.server';

describe('the delivery table in the page language', () => {
  it('is as before in English: the countries in their order, no names', () => {
    const table = deliveryTable('en');
    expect(table.countries).toEqual(COUNTRIES);
    expect(table.names).toBeUndefined();
  });

  it('names every country in Urdu, lists the same values in the order of the Urdu names', () => {
    const table = deliveryTable('ur');
    expect([...table.countries].sort()).toEqual([...COUNTRIES].sort());
    for (const c of COUNTRIES) expect(table.names?.[c], c).toMatch(/^[\u0600-\u06ff ]+$/);
    const names = table.countries.map((c) => table.names?.[c] ?? c);
    expect(names).toEqual([...names].sort(new Intl.Collator('ur').compare));
    expect(table.names?.Pakistan).toBe('پاکستان');
  });
});
