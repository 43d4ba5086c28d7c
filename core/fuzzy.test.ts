import { describe, expect, it } from 'vitest';
import { allowedMistakes, closeWords, editDistance, SPELLINGS, wordsOf } from './fuzzy';

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

describe('closeWords', () => {
  const words = ['chain', 'china', 'bangle', 'bangles', 'ring', 'rings', 'brasclate', 'pendant'];
  it('forgives a swapped pair of letters', () => expect(closeWords('chian', words)).toEqual(['chain', 'china']));
  it('allows two mistakes in long words', () => expect(closeWords('pendnat', words)).toEqual(['pendant']));
  it('does not guess for short terms', () => {
    expect(allowedMistakes(3)).toBe(0);
    expect(closeWords('rng', words)).toEqual([]);
  });
  it('leaves the term itself out', () => expect(closeWords('bangle', words)).toEqual(['bangles']));
});

describe('SPELLINGS', () => {
  it("maps bracelet to the stock's Brasclate and anklet to Ancklet", () => {
    expect(SPELLINGS.get('bracelet')).toContain('brasclate');
    expect(SPELLINGS.get('anklet')).toContain('ancklet');
    expect(SPELLINGS.get('jewellery')).toContain('jewery');
  });
});

it('wordsOf splits catalog text into lower-case words of 3 to 30 letters, no numbers', () => {
  expect(wordsOf('22K Gold Floral Ring, ZG-10001 a')).toEqual(['gold', 'floral', 'ring']);
});
