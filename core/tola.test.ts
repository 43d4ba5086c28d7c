import { describe, expect, it } from 'vitest';
import { formatTola, gramsOf, MASHA_PER_TOLA, RATTI_PER_MASHA, TOLA_GRAMS, tolaMashaRatti } from './tola';

describe('tolaMashaRatti (docs/behaviour.md §9.14: 1 tola = 11.664 g = 12 masha; 1 masha = 8 ratti)', () => {
  it('tells a tola, a masha and a ratti exactly', () => {
    expect(tolaMashaRatti(TOLA_GRAMS)).toEqual({ tola: 1, masha: 0, ratti: 0 });
    expect(tolaMashaRatti(TOLA_GRAMS / MASHA_PER_TOLA)).toEqual({ tola: 0, masha: 1, ratti: 0 });
    expect(tolaMashaRatti(TOLA_GRAMS / MASHA_PER_TOLA / RATTI_PER_MASHA)).toEqual({ tola: 0, masha: 0, ratti: 1 });
    expect(tolaMashaRatti(7.5 * TOLA_GRAMS)).toEqual({ tola: 7, masha: 6, ratti: 0 });
  });

  it('splits a ring of 5.2 g as a jeweller would: 5 masha 2.8 ratti', () => {
    // 5.2 / 11.664 = 0.44582 tola = 5.3498 masha; 0.3498 masha = 2.8 ratti.
    expect(tolaMashaRatti(5.2)).toEqual({ tola: 0, masha: 5, ratti: 2.8 });
  });

  it('rounds to a tenth of a ratti first, so a weight just under a masha carries over instead of showing 8 ratti', () => {
    const almostMasha = TOLA_GRAMS / MASHA_PER_TOLA - 0.0001;
    expect(tolaMashaRatti(almostMasha)).toEqual({ tola: 0, masha: 1, ratti: 0 });
    const almostTola = TOLA_GRAMS - 0.0001;
    expect(tolaMashaRatti(almostTola)).toEqual({ tola: 1, masha: 0, ratti: 0 });
  });

  it('adds back up to the weight within half a tenth of a ratti, for any weight a piece may have', () => {
    const tenthRattiGrams = TOLA_GRAMS / (MASHA_PER_TOLA * RATTI_PER_MASHA * 10);
    for (let g = 0; g < 120; g += 0.137) {
      const w = tolaMashaRatti(g);
      expect(w.masha).toBeLessThan(MASHA_PER_TOLA);
      expect(w.ratti).toBeLessThan(RATTI_PER_MASHA);
      const back = ((w.tola * MASHA_PER_TOLA + w.masha) * RATTI_PER_MASHA + w.ratti) * (TOLA_GRAMS / 96);
      expect(Math.abs(back - g)).toBeLessThanOrEqual(tenthRattiGrams / 2 + 1e-9);
    }
  });

  it('gives nought for nothing and never a negative part', () => {
    expect(tolaMashaRatti(0)).toEqual({ tola: 0, masha: 0, ratti: 0 });
    expect(tolaMashaRatti(-3)).toEqual({ tola: 0, masha: 0, ratti: 0 });
  });
});

describe('formatTola', () => {
  it('tells the tola to three decimals and the traditional parts that are not nought', () => {
    expect(formatTola(5.2)).toBe('0.446 tola (5 masha 2.8 ratti)');
    expect(formatTola(2 * TOLA_GRAMS + 0.5)).toBe('2.043 tola (2 tola 4.1 ratti)');
    expect(formatTola(TOLA_GRAMS * 1.5)).toBe('1.5 tola (1 tola 6 masha)');
  });

  it('says a whole tola once', () => {
    expect(formatTola(TOLA_GRAMS)).toBe('1 tola');
    expect(formatTola(10 * TOLA_GRAMS)).toBe('10 tola');
  });

  it('tells a tiny weight in ratti', () => {
    expect(formatTola(0.05)).toBe('0.004 tola (0.4 ratti)');
    expect(formatTola(0)).toBe('0 tola (0 ratti)');
  });
});

describe('gramsOf (the reverse of tolaMashaRatti)', () => {
  it('2 tola is 23.328 g; 1 tola 6 masha 4 ratti is 17.982 g; and back again', () => {
    expect(gramsOf({ tola: 2, masha: 0, ratti: 0 })).toBe(23.328);
    // (1 + 6/12 + 4/96) × 11.664 = 17.982
    expect(gramsOf({ tola: 1, masha: 6, ratti: 4 })).toBe(17.982);
    for (const g of [0.5, 5.2, 23.328, 87.48, 612.36])
      expect(Math.abs(gramsOf(tolaMashaRatti(g)) - g)).toBeLessThan(0.008);
  });
});
