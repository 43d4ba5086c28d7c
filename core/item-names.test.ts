import { describe, expect, it } from 'vitest';
import { itemNameIn, URDU_WORDS } from './item-names';
import { conceptByKey } from './search-vocabulary';

describe('itemNameIn', () => {
  it('keeps the English words on English pages', () => {
    expect(itemNameIn('en', 'Rings')).toBe('Rings');
    expect(itemNameIn('en', 'Mens Rings', "Men's Rings")).toBe("Men's Rings");
  });

  it('gives item names and metals their Urdu words', () => {
    expect(itemNameIn('ur', 'Rings')).toBe('انگوٹھیاں');
    expect(itemNameIn('ur', 'Bangles')).toBe('چوڑیاں');
    expect(itemNameIn('ur', 'Necklace Set')).toBe('ہار');
    expect(itemNameIn('ur', 'Brasclate')).toBe('بریسلیٹ');
    expect(itemNameIn('ur', 'Gold')).toBe('سونا');
    expect(itemNameIn('ur', 'Silver')).toBe('چاندی');
    expect(itemNameIn('ur', 'Diamond')).toBe('ہیرا');
    expect(itemNameIn('ur', 'WATCHES')).toBe('گھڑیاں');
  });

  it('puts a kind of person or a metal before the item', () => {
    expect(itemNameIn('ur', 'Mens Rings')).toBe('مردانہ انگوٹھیاں');
    expect(itemNameIn('ur', 'Mens Watches')).toBe('مردانہ گھڑیاں');
    expect(itemNameIn('ur', 'Gold Coin')).toBe('طلائی سکے');
  });

  it('shows a name with a word the vocabulary does not know as it is, or as the owner wrote it', () => {
    expect(itemNameIn('ur', 'Cufflinks')).toBe('Cufflinks');
    expect(itemNameIn('ur', 'Rings Deluxe', 'Deluxe rings')).toBe('Deluxe rings');
    expect(itemNameIn('ur', '')).toBe('');
  });

  it('writes only Urdu words the search vocabulary has for the concept', () => {
    for (const [key, { word, before }] of URDU_WORDS) {
      const urdu = conceptByKey(key)?.urdu ?? [];
      expect(urdu, key).toContain(word);
      if (before) expect(urdu, key).toContain(before);
    }
  });
});
