import { describe, expect, it } from 'vitest';
import { errorsOf } from './field-errors';
import { ITEM_WORDS_MAX, ItemWordsSchema, wordsFor } from './item-words';

const parse = (shownName: unknown) => ItemWordsSchema.safeParse({ shownName });
const errors = (shownName: unknown) => errorsOf(parse(shownName));

describe('ItemWordsSchema (the words guests see for an item name)', () => {
  it('keeps words of 1 to 60 characters, trimmed, with runs of spaces made one', () => {
    expect(parse('  Anklets ').data).toEqual({ shownName: 'Anklets' });
    expect(parse('Kangan   &  Kada').data).toEqual({ shownName: 'Kangan & Kada' });
    expect(parse('A').data).toEqual({ shownName: 'A' });
    expect(parse('x'.repeat(ITEM_WORDS_MAX)).success).toBe(true);
  });

  it('reads empty, blank or null as none: back to the stock’s own name', () => {
    expect(parse('').data).toEqual({ shownName: null });
    expect(parse('   ').data).toEqual({ shownName: null });
    expect(parse(null).data).toEqual({ shownName: null });
  });

  it('refuses more than 60 characters, a line break and what is not text, naming the field', () => {
    expect(errors('x'.repeat(ITEM_WORDS_MAX + 1))).toEqual({
      shownName: `Words guests see must be at most ${ITEM_WORDS_MAX} characters`,
    });
    expect(errors('Anklets\nand chains')).toEqual({ shownName: 'Words guests see must be on one line' });
    expect(errors(42)).toEqual({ shownName: 'Words guests see must be text' });
    expect(errors(undefined)).toEqual({ shownName: 'Words guests see must be text' });
  });
});

describe('wordsFor', () => {
  it("is the owner's words when given, else the stock's own name", () => {
    expect(wordsFor({ itemName: 'Ancklet', shownName: 'Anklets' })).toBe('Anklets');
    expect(wordsFor({ itemName: 'Ancklet', shownName: null })).toBe('Ancklet');
    expect(wordsFor({ itemName: 'Ancklet', shownName: ' ' })).toBe('Ancklet');
  });
});
