import { describe, expect, it } from 'vitest';
import { parseQuery, tagNumberOf } from './query-phrases';
import { foldText } from './urdu-fold';

describe('words and concepts', () => {
  it('drops the connecting words and names the concepts: sone ki anguthi', () => {
    const q = parseQuery('sone ki anguthi');
    expect(q.words).toEqual(['sone', 'anguthi']);
    expect(q.concepts).toEqual(['gold', 'ring']);
    expect(q.terms).toEqual([
      { text: 'sone', concept: 'gold' },
      { text: 'anguthi', concept: 'ring' },
    ]);
    expect(q).not.toHaveProperty('karat');
    expect(q).not.toHaveProperty('price');
  });

  it('chandi ki chain', () => {
    const q = parseQuery('chandi ki chain');
    expect(q.words).toEqual(['chandi', 'chain']);
    expect(q.concepts).toEqual(['silver', 'chain']);
  });

  it('reads Urdu script, typed on an Urdu or an Arabic keyboard, alike', () => {
    const urdu = parseQuery('سونے کی انگوٹھی');
    const arabic = parseQuery('سونے كي انگوٹهي');
    expect(urdu.concepts).toEqual(['gold', 'ring']);
    expect(arabic).toEqual(urdu);
    expect(urdu.words).toEqual([foldText('سونے'), foldText('انگوٹھی')]);
  });

  it('keeps words it does not know, folded, in the order typed', () => {
    const q = parseQuery('Kundan  CHOKER Filigree');
    expect(q.words).toEqual(['kundan', 'choker', 'filigree']);
    expect(q.terms).toEqual([{ text: 'kundan' }, { text: 'choker', concept: 'necklace' }, { text: 'filigree' }]);
    expect(q.concepts).toEqual(['necklace']);
  });

  it('reads two-word forms as one term, so that a nose ring is no ring', () => {
    expect(parseQuery('gold nose ring').terms).toEqual([
      { text: 'gold', concept: 'gold' },
      { text: 'nose ring', concept: 'nose-pin' },
    ]);
    expect(parseQuery('ear rings').concepts).toEqual(['earrings']);
    expect(parseQuery('ring').concepts).toEqual(['ring']);
    expect(parseQuery('earrings').concepts).toEqual(['earrings']);
  });

  it("maps the stock's misspellings", () => {
    expect(parseQuery('brasclate').concepts).toEqual(['bracelet']);
    expect(parseQuery('Ancklet').concepts).toEqual(['anklet']);
    expect(parseQuery('mix jewery').terms).toEqual([{ text: 'mix' }, { text: 'jewery', concept: 'jewellery' }]);
  });

  it('names each concept once', () => {
    expect(parseQuery('ring anguthi rings').concepts).toEqual(['ring']);
    expect(parseQuery('ring anguthi rings').words).toEqual(['ring', 'anguthi', 'rings']);
  });

  it('reads nothing from an empty search or one of signs only', () => {
    expect(parseQuery('')).toEqual({ words: [], terms: [], concepts: [] });
    expect(parseQuery('  - + ~ ')).toEqual({ words: [], terms: [], concepts: [] });
    expect(parseQuery('ki ka ke')).toEqual({ words: [], terms: [], concepts: [] });
  });

  it('keeps prototype names as plain words (docs/decisions/032)', () => {
    expect(parseQuery('constructor __proto__ toString').words).toEqual(['constructor', 'proto', 'tostring']);
  });
});

describe('karat', () => {
  it.each([
    ['22k', 22],
    ['22 k', 22],
    ['22K gold', 22],
    ['22 karat', 22],
    ['22kt', 22],
    ['22 KT', 22],
    ['22ct', 22],
    ['22 carat', 22],
    ['21K', 21],
    ['18k ring', 18],
    ['24 karat coin', 24],
    ['۲۲ قیراط', 22],
    ['٢١ قيراط', 21],
    ['۲۲k', 22],
  ])('%s is %i karat', (query, karat) => expect(parseQuery(query).karat).toBe(karat));

  it('takes the karat out of the words', () => {
    const q = parseQuery('22k gold bangles');
    expect(q.words).toEqual(['gold', 'bangles']);
    expect(q.concepts).toEqual(['gold', 'bangle']);
  });

  it('reads only 18 to 24 as karats', () => {
    const diamond = parseQuery('1 carat diamond');
    expect(diamond.karat).toBeUndefined();
    expect(diamond.words).toEqual(['1', 'carat', 'diamond']);
    expect(parseQuery('25 kt').karat).toBeUndefined();
    expect(parseQuery('17 karat').karat).toBeUndefined();
  });

  it('needs a karat word after the number', () => {
    expect(parseQuery('gold 22').karat).toBeUndefined();
    expect(parseQuery('gold 22').words).toEqual(['gold', '22']);
    expect(parseQuery('22.5k').karat).toBeUndefined();
  });

  it('reads a karat and a price in one search: 22k bangles under 3 lakh', () => {
    const q = parseQuery('22k bangles under 3 lakh');
    expect(q.karat).toBe(22);
    expect(q.price).toEqual({ max: 300_000 });
    expect(q.words).toEqual(['bangles']);
    expect(q.concepts).toEqual(['bangle']);
  });
});

describe('price', () => {
  it.each([
    ['under 50000', { max: 50_000 }],
    ['below 1 lakh', { max: 100_000 }],
    ['less than 2 lac', { max: 200_000 }],
    ['upto 2 lac', { max: 200_000 }],
    ['up to 50k', { max: 50_000 }],
    ['within 75,000', { max: 75_000 }],
    ['under rs 50000', { max: 50_000 }],
    ['under 50,000 rupees', { max: 50_000 }],
    ['2 lakh tak', { max: 200_000 }],
    ['1 lakh se kam', { max: 100_000 }],
    ['۲ لاکھ تک', { max: 200_000 }],
    ['above 5 lakh', { min: 500_000 }],
    ['over 100000', { min: 100_000 }],
    ['more than 50k', { min: 50_000 }],
    ['5 lakh se zyada', { min: 500_000 }],
    ['50k or more', { min: 50_000 }],
    ['50k+', { min: 50_000 }],
    ['50k to 1 lakh', { min: 50_000, max: 100_000 }],
    ['50,000-1,00,000', { min: 50_000, max: 100_000 }],
    ['50,000 – 1,00,000', { min: 50_000, max: 100_000 }],
    ['50k se 1 lakh tak', { min: 50_000, max: 100_000 }],
    ['from 50k to 1 lakh', { min: 50_000, max: 100_000 }],
    ['between 1 and 2 lakh', { min: 100_000, max: 200_000 }],
    ['1 to 2 lakh', { min: 100_000, max: 200_000 }],
    ['50-100k', { min: 50_000, max: 100_000 }],
    ['50,000 to 1 lakh', { min: 50_000, max: 100_000 }],
    ['2 lakh to 1 lakh', { min: 100_000, max: 200_000 }],
    ['around 1 lakh', { min: 80_000, max: 120_000 }],
    ['1.5 lakh', { max: 150_000 }],
    ['rs 150000', { max: 150_000 }],
    ['150k', { max: 150_000 }],
    ['below 50k', { max: 50_000 }],
    ['less than 50,000', { max: 50_000 }],
    ['up to 2 lakh', { max: 200_000 }],
    ['within 2 lakh', { max: 200_000 }],
    ['2 lakh se kam', { max: 200_000 }],
    ['over 500000', { min: 500_000 }],
    ['more than 5 lac', { min: 500_000 }],
    ['5 lakh or more', { min: 500_000 }],
    ['500k+', { min: 500_000 }],
    ['50k se 1 lakh', { min: 50_000, max: 100_000 }],
    ['lagbhag 1 lakh', { min: 80_000, max: 120_000 }],
    ['21 to 22k', { min: 21_000, max: 22_000 }],
    ['14k', { max: 14_000 }],
    ['rs 50000', { max: 50_000 }],
    ['50000 pkr', { max: 50_000 }],
    ['50k', { max: 50_000 }],
    ['2.5 crore', { max: 25_000_000 }],
    ['10 hazar', { max: 10_000 }],
    ['1,00,000', undefined],
    ['ring 50000', undefined],
  ])('%s', (query, price) => expect(parseQuery(query).price).toEqual(price));

  it('takes the price phrase out of the words', () => {
    const q = parseQuery('gold set 1 lakh se kam ladies');
    expect(q.words).toEqual(['gold', 'set']);
    expect(q.price).toEqual({ max: 100_000 });
    expect(q.gender).toBe('women');
  });

  it('reads under 22k as a price, not a karat', () => {
    const q = parseQuery('under 22k');
    expect(q.price).toEqual({ max: 22_000 });
    expect(q.karat).toBeUndefined();
  });

  it('leaves a price word without an amount as a word', () => {
    expect(parseQuery('under the sea').words).toEqual(['under', 'sea']);
    expect(parseQuery('under the sea').price).toBeUndefined();
  });

  it('reads only the first price phrase', () => {
    const q = parseQuery('under 1 lakh above 50k');
    expect(q.price).toEqual({ max: 100_000 });
    expect(q.words).toEqual(['above', '50', 'k']);
  });
});

describe('whom for', () => {
  it.each([
    ['mens ring', 'men'],
    ["men's watch", 'men'],
    ['gents chain', 'men'],
    ['ring for male', 'men'],
    ['mard ki anguthi', 'men'],
    ['مردانہ انگوٹھی', 'men'],
    ['ladies ring', 'women'],
    ['womens bangles', 'women'],
    ['aurat', 'women'],
    ['زنانہ چوڑیاں', 'women'],
  ] as const)('%s is for %s', (query, gender) => expect(parseQuery(query).gender).toBe(gender));

  it('takes the word out, and keeps neither when both are asked for', () => {
    expect(parseQuery('Mens Rings').words).toEqual(['rings']);
    const both = parseQuery('mens and ladies rings');
    expect(both.gender).toBeUndefined();
    expect(both.words).toEqual(['rings']);
    expect(parseQuery('gold ring').gender).toBeUndefined();
  });
});

describe('tag number', () => {
  it.each([
    ['za10021', 'ZA-10021'],
    ['ZA-10021', 'ZA-10021'],
    ['za 10021', 'ZA-10021'],
    ['Za - 10021', 'ZA-10021'],
    ['zg-00123', 'ZG-00123'],
    ['  zw 10005 ', 'ZW-10005'],
  ])('%s is %s', (query, tag) => {
    expect(parseQuery(query).tag).toBe(tag);
    expect(parseQuery(query).words).toEqual([]);
    expect(tagNumberOf(query)).toBe(tag);
  });

  it('finds one among other words', () => {
    const q = parseQuery('ring zg-10001');
    expect(q.tag).toBe('ZG-10001');
    expect(q.words).toEqual(['ring']);
  });

  it('takes no word of the dictionary or of a phrase for letters of a tag', () => {
    expect(parseQuery('ring 10021').tag).toBeUndefined();
    expect(parseQuery('ring 10021').words).toEqual(['ring', '10021']);
    expect(parseQuery('rs 10021').tag).toBeUndefined();
    expect(parseQuery('k 10021').tag).toBeUndefined();
    expect(parseQuery('under 10021').tag).toBeUndefined();
    expect(parseQuery('a 10021').tag).toBeUndefined();
  });

  it('needs one to four letters and three to eight digits', () => {
    for (const text of ['za 12', 'abcde 10021', 'za 123456789', 'za', '10021', 'za-10021-2'])
      expect(tagNumberOf(text), text).toBeUndefined();
    expect(parseQuery('za 12').tag).toBeUndefined();
    expect(parseQuery('10021').words).toEqual(['10021']);
  });
});
