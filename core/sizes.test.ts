import { describe, expect, it } from 'vitest';
import { BANGLE_SIZES, NO_SIZE, RING_SIZES, showsPriceBreakup, sizeKind, sizesFor } from './sizes';

describe('ring sizes (behaviour §9.4: 1 to 36 step 1)', () => {
  it('has 36 entries from "1" to "36"', () => {
    expect(RING_SIZES).toHaveLength(36);
    expect(RING_SIZES[0]).toBe('1');
    expect(RING_SIZES[35]).toBe('36');
    expect(RING_SIZES).toEqual(Array.from({ length: 36 }, (_, i) => `${i + 1}`));
  });
});

describe('bangle sizes (behaviour §9.4: 1.5 to 3 step 0.1)', () => {
  it('has 16 entries from "1.5" to "3.0"', () => {
    expect(BANGLE_SIZES).toEqual([
      '1.5',
      '1.6',
      '1.7',
      '1.8',
      '1.9',
      '2.0',
      '2.1',
      '2.2',
      '2.3',
      '2.4',
      '2.5',
      '2.6',
      '2.7',
      '2.8',
      '2.9',
      '3.0',
    ]);
  });
  it('has no floating-point noise', () => {
    for (const s of BANGLE_SIZES) expect(s).toMatch(/^\d\.\d$/);
    expect(BANGLE_SIZES).not.toContain('2.3000000000000003');
  });
});

describe('sizeKind', () => {
  it.each([
    ['Rings', 'ring'],
    ['Mens Rings', 'ring'],
    ['Ring', 'ring'],
    ['  mens rings ', 'ring'],
    ['Bangles', 'bangle'],
    ['Bracelets', 'bangle'],
    ['Bracelet', 'bangle'],
    ['Brasclate', 'bangle'],
    ['Chain', null],
    ['Gold Coin', null],
    ['Diamond', null],
    ['Mens Watches', null],
    ['Earrings', null],
  ] as const)('%s → %s', (name, kind) => {
    expect(sizeKind(name)).toBe(kind);
  });

  it('sizesFor answers the matching list or none', () => {
    expect(sizesFor('Mens Rings')).toBe(RING_SIZES);
    expect(sizesFor('Bangles')).toBe(BANGLE_SIZES);
    expect(sizesFor('Brasclate')).toBe(BANGLE_SIZES);
    expect(sizesFor('Chain')).toEqual([]);
  });

  it('the price breakup is hidden for sized items only', () => {
    expect(showsPriceBreakup('Rings')).toBe(false);
    expect(showsPriceBreakup('Bangles')).toBe(false);
    expect(showsPriceBreakup('Chain')).toBe(true);
    expect(showsPriceBreakup('Gold Coin')).toBe(true);
  });

  it('a line without a size keeps a dash', () => {
    expect(NO_SIZE).toBe('-');
  });
});
