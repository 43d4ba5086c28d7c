import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { create, type Font } from 'fontkit';
import { describe, expect, it } from 'vitest';
import list from './urdu-characters.json';

/**
 * The Urdu pages' face as committed (scripts/subset-urdu-font.mjs writes it; docs/decisions/096-urdu-typeface.md):
 * it draws every character of the list, so a product name the owner types in Urdu is never half in another face, and
 * it stays within the bytes the decision allows.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const FILE = path.join(here, 'noto-naskh-arabic-400.woff2');
const MAX_BYTES = 16_500;

/** Urdu's alphabet as a reader says it, written out apart from the list so that the list cannot drop a letter. */
const ALPHABET = 'ا آ ب پ ت ٹ ث ج چ ح خ د ڈ ذ ر ڑ ز ژ س ش ص ض ط ظ ع غ ف ق ک گ ل م ن ں و ہ ھ ء ی ے ۃ ۂ ئ ؤ أ ۓ';
const PUNCTUATION = '، ؛ ؟ ۔';

const codePoints = (entries: string[]) =>
  entries.flatMap((entry) => {
    const [from = 0, to = from] = entry.split('-').map((hex) => Number.parseInt(hex, 16));
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });
const listed = codePoints(Object.values(list).flat());
const opened = create(readFileSync(FILE));
const font: Font = 'fonts' in opened ? (opened.fonts[0] as Font) : opened;
const hex = (c: number) => c.toString(16).toUpperCase().padStart(4, '0');

describe('app/fonts/noto-naskh-arabic-400.woff2', () => {
  it('is Noto Naskh Arabic, regular', () => {
    expect(font.familyName).toBe('Noto Naskh Arabic');
    expect(font.subfamilyName).toBe('Regular');
  });

  it('draws every listed character', () => {
    expect(listed.length).toBeGreaterThan(100);
    expect(listed.filter((c) => !font.hasGlyphForCodePoint(c)).map(hex)).toEqual([]);
  });

  it('lists the whole alphabet, the Urdu punctuation, both sets of digits and the joiners', () => {
    const wanted = [...(ALPHABET + PUNCTUATION).replace(/ /g, '')].map((c) => c.codePointAt(0) ?? 0);
    wanted.push(...codePoints(['06F0-06F9', '0660-0669', '200C-200D']));
    expect(wanted.filter((c) => !listed.includes(c)).map(hex)).toEqual([]);
  });

  it('leaves Latin to the English face', () => {
    expect(font.hasGlyphForCodePoint(0x61)).toBe(false);
    expect(font.hasGlyphForCodePoint(0x31)).toBe(false);
  });

  it(`stays within ${MAX_BYTES} bytes`, () => {
    expect(statSync(FILE).size).toBeLessThanOrEqual(MAX_BYTES);
  });
});
