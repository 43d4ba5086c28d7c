import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from './build';
import { searchIds } from './search';
import { idx, indexOf, row, type Piece } from './test-pieces';

describe('searchIds', () => {
  it('needs every word, in any order, wherever it is', () => {
    expect(searchIds(idx, 'gold ring', 48)).toEqual([80, 10, 60]);
    expect(searchIds(idx, 'ring gold', 48)).toEqual([80, 10, 60]);
    expect(searchIds(idx, 'silver ring', 48)).toEqual([]);
  });

  it('does not find a word inside another when a whole word matches (ring is not in earrings)', () => {
    expect(searchIds(idx, 'ring', 48)).not.toContain(20);
    expect(searchIds(idx, 'rings', 48)).toEqual(searchIds(idx, 'ring', 48));
  });

  it('finds a word inside another only when nothing better exists', () => {
    expect(searchIds(idx, 'lora', 48)).toEqual([10]);
  });

  it('reads the stock’s own spellings and Roman Urdu and Urdu words by their meaning', () => {
    expect(searchIds(idx, 'bracelet', 48)).toEqual([40]);
    expect(searchIds(idx, 'anguthi', 48)).toEqual([80, 10, 60]);
    expect(searchIds(idx, 'sone ki anguthi', 48)).toEqual([80, 10, 60]);
    expect(searchIds(idx, 'انگوٹھی', 48)).toEqual([80, 10, 60]);
    expect(searchIds(idx, 'chandi ki chain', 48)).toEqual([30]);
  });

  it('finds a word typed in part and a misspelt one', () => {
    expect(searchIds(idx, 'brac', 48)).toEqual([40]);
    expect(searchIds(idx, 'braclet', 48)).toEqual([40]);
    expect(searchIds(idx, 'earings', 48)).toEqual([20, 50]);
  });

  it('counts a kind of piece in the description only when nothing else is one', () => {
    // The necklace set "comes with matching earrings": it is no earring.
    expect(searchIds(idx, 'earrings', 48)).toEqual([20, 50]);
    expect(searchIds(idx, 'matching', 48)).toEqual([70]);
  });

  it('puts a narrower kind among the broader one, its own name first', () => {
    expect(searchIds(idx, 'jhumka', 48)).toEqual([50]);
    expect(searchIds(idx, 'earrings', 48)).toContain(50);
  });

  it('reads karat, price and men’s or women’s phrases as filters', () => {
    expect(searchIds(idx, '21k', 48)).toEqual([50, 60]);
    expect(searchIds(idx, 'ring 22 karat', 48)).toEqual([10]);
    expect(searchIds(idx, 'ring under 1 lakh', 48)).toEqual([10, 60]);
    expect(searchIds(idx, 'mens ring', 48)).toEqual([60]);
    expect(searchIds(idx, 'ladies ring', 48)).toEqual([80, 10]);
  });

  it('finds a tag number however typed, and only that piece', () => {
    expect(searchIds(idx, 'ZA-10021', 48)).toEqual([10]);
    expect(searchIds(idx, 'za10021', 48)).toEqual([10]);
    expect(searchIds(idx, 'za 10021', 48)).toEqual([10]);
    expect(searchIds(idx, 'za-1002', 48)).toEqual([10, 20, 40, 50, 60, 70]);
  });

  it('puts pieces delivered within 7 days first when otherwise equal', () => {
    // ZD-1 has 3 pieces available (delivered in 3 days); the others are made to order.
    expect(searchIds(idx, 'anguthi', 48)).toEqual([80, 10, 60]);
    expect(searchIds(idx, 'diamond', 48)).toEqual([80]);
  });

  it('answers nothing for an empty term or words that join others', () => {
    expect(searchIds(idx, '   ', 48)).toEqual([]);
    expect(searchIds(idx, 'ki ka', 48)).toEqual([]);
  });

  it('keeps to the limit', () => {
    expect(searchIds(idx, 'gold', 2)).toHaveLength(2);
  });

  it('pauses between parts of a large catalogue, and finds the last piece', async () => {
    let pauses = 0;
    const many = Array.from({ length: 9_000 }, (_, i): Piece => ({ tag: `T-${i + 1}`, name: 'Rings' }));
    many[8_999] = { tag: 'T-9000', name: 'Chain', shown: 'Çakra naïve' };
    const big = await buildSearchIndex(
      many.map((p, i) => row(p, i + 1)),
      async () => {
        pauses += 1;
      },
    );
    // Every 500 pieces, and between the build's last steps.
    expect(pauses).toBe(20);
    expect(searchIds(big, 'ÇAKRA', 48)).toEqual([9_000]);
    expect(searchIds(big, 'naive', 48)).toEqual([9_000]);
    expect(searchIds(big, 'ring', 48)).toHaveLength(48);
  });
});

describe("the owner's words for an item name (docs/decisions/078)", () => {
  it('find every piece of the name, those with a name of their own too, as its item name does', async () => {
    const own = await indexOf(
      { tag: 'ZA-1', name: 'Ancklet', shown: null, words: 'Tilla Payal' },
      { tag: 'ZA-2', name: 'Ancklet', shown: '22K Gold Beaded Anklet', words: 'Tilla Payal' },
      { tag: 'ZA-3', name: 'Rings', shown: '22K Gold Ring' },
    );
    expect(searchIds(own, 'tilla', 48)).toEqual([10, 20]);
    expect(searchIds(own, 'tilla ring', 48)).toEqual([]);
  });
});

describe("a piece's Urdu name and description (docs/decisions/095)", () => {
  it('are found by Urdu words, as an Urdu or an Arabic keyboard types them', async () => {
    const urdu = await indexOf(
      { tag: 'ZA-1', name: 'Jhumka', shown: '22K Gold Jhumka', urdu: 'کندن جھمکے' },
      { tag: 'ZA-2', name: 'Tops', shown: '22K Gold Tops', urduDescription: 'ہلکے وزن کے ٹاپس، روزانہ پہننے کے لیے' },
      { tag: 'ZA-3', name: 'Tops', shown: '22K Gold Tops' },
    );
    expect(searchIds(urdu, 'کندن', 48)).toEqual([10]);
    // ك and ه as an Arabic keyboard types them, and a tatweel: folded as the stored name is.
    expect(searchIds(urdu, 'كنـدن جھمكے', 48)).toEqual([10]);
    expect(searchIds(urdu, 'روزانہ', 48)).toEqual([20]);
    expect(searchIds(urdu, 'gold tops', 48)).toEqual([20, 30]);
  });
});
