import { describe, expect, it } from 'vitest';
import { allowedMistakes, editDistance } from './fuzzy';

describe('editDistance', () => {
  it.each([
    ['chain', 'chain', 0],
    ['chian', 'chain', 1],
    ['braclet', 'bracelet', 1],
    ['ringg', 'ring', 1],
    ['bangel', 'bangle', 1],
    ['pendnt', 'pendant', 1],
    ['kundan', 'kandan', 1],
    ['necklace', 'neklase', 2],
  ])('%s → %s is %i', (a, b, d) => expect(editDistance(a, b)).toBe(d));

  it('stops early for words of very different length', () => {
    expect(editDistance('ab', 'abcdefgh', 2)).toBe(3);
  });
});

describe('allowedMistakes', () => {
  it('allows none under 4 letters, one up to 5, two from 6', () => {
    expect([3, 4, 5, 6, 12].map(allowedMistakes)).toEqual([0, 1, 1, 2, 2]);
  });
});
