import { describe, expect, it } from 'vitest';
import { availabilityWord, isForSale, isReservedByOrder, offSaleStatus } from './availability';

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

describe('an order reserves the pieces it takes, except those made to order (docs/behaviour.md §4.13)', () => {
  it.each([
    ['available', true],
    [' Available ', true],
    ['in stock', true],
    ['order', false],
    ['ORDER', false],
    ['reserved', false],
    ['sold', false],
    ['hidden', false],
  ])('%j is reserved by an order: %s', (status, reserved) => {
    expect(isReservedByOrder(status)).toBe(reserved);
  });
});

describe("the product page says one word of a piece's availability (docs/decisions/088)", () => {
  it.each([
    ['reserved', 'Reserved'],
    [' RESERVED ', 'Reserved'],
    ['sold', 'Sold'],
    ['Sold', 'Sold'],
    ['available', 'In stock'],
    [' Available ', 'In stock'],
    ['order', 'Made to order'],
  ])('%j reads %j', (status, word) => {
    expect(availabilityWord(status)).toBe(word);
  });
});
