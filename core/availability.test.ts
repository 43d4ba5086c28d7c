import { describe, expect, it } from 'vitest';
import { isForSale, offSaleStatus } from './availability';

describe('a piece is for sale unless reserved, sold or hidden (docs/behaviour.md §4.13)', () => {
  it.each(['available', 'Available', 'order', 'ORDER', ''])('%j is for sale', (status) => {
    expect(isForSale(status)).toBe(true);
    expect(offSaleStatus(status)).toBeNull();
  });
  it.each([
    ['reserved', 'reserved'],
    ['Sold', 'sold'],
    [' HIDDEN ', 'hidden'],
  ])('%j is off sale as %s', (status, off) => {
    expect(isForSale(status)).toBe(false);
    expect(offSaleStatus(status)).toBe(off);
  });
});
