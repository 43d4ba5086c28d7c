import { describe, expect, it } from 'vitest';
import {
  buyBackKindOf,
  buyBackTerms,
  lessPercent,
  OLD_GOLD_MESSAGES,
  oldGoldQuote,
  OldGoldQuerySchema,
} from './buy-back';
import { errorsOf } from './field-errors';
import { ratesFrom24k } from './pricing';
import { DEFAULT_SETTINGS, type BuyBackSettings } from './shop-settings';

/** docs/behaviour.md §9.16: old gold at the day's rate, less the owner's deductions. */
const rate = ratesFrom24k(24_000, '2026-11-27'); // 21K: 24,000 × 21 / 24 = 21,000 a gram
const settings: BuyBackSettings = {
  goldCashDeduction: 8,
  goldExchangeDeduction: 2.5,
  silverDeduction: 12,
  stonesPaid: false,
  silverRatePerTola: 5_000,
};

describe('old gold value (behaviour §9.16)', () => {
  it('2 tola of 21K: 23.328 g × the 21K rate, less 8% for cash and 2.5% for exchange', () => {
    const q = OldGoldQuerySchema.parse({ tola: '2', purity: '21' });
    expect(q).toEqual({ grams: 23.328, karat: 21, inTola: true });
    const quote = oldGoldQuote(q.grams, 21, rate, settings);
    // 2 × 11.664 g = 23.328 g; 23.328 × 21,000 = 489,888; less 8%: 450,696.96 → 450,697; less 2.5%: 477,640.8 → 477,641.
    expect(quote).toEqual({
      karat: 21,
      grams: 23.328,
      perGram: 21_000,
      value: 489_888,
      cash: 450_697,
      exchange: 477_641,
    });
  });

  it('reads grams, or tola masha and ratti (1 tola 6 masha 4 ratti = 1.5417 tola = 17.982 g)', () => {
    expect(OldGoldQuerySchema.parse({ grams: '10.5', purity: '22' })).toEqual({
      grams: 10.5,
      karat: 22,
      inTola: false,
    });
    // 1 + 6/12 + 4/96 tola = 1.541667 tola × 11.664 = 17.982 g.
    expect(OldGoldQuerySchema.parse({ tola: '1', masha: '6', ratti: '4', purity: 'unknown' })).toEqual({
      grams: 17.982,
      karat: null,
      inTola: true,
    });
  });

  it('names each field at fault', () => {
    expect(errorsOf(OldGoldQuerySchema.safeParse({}))).toEqual({
      grams: OLD_GOLD_MESSAGES.none,
      purity: OLD_GOLD_MESSAGES.karat,
    });
    expect(errorsOf(OldGoldQuerySchema.safeParse({ grams: '5', tola: '1', purity: '21' }))).toEqual({
      grams: OLD_GOLD_MESSAGES.both,
    });
    expect(errorsOf(OldGoldQuerySchema.safeParse({ grams: 'ten', purity: '25' }))).toEqual({
      grams: OLD_GOLD_MESSAGES.grams,
      purity: OLD_GOLD_MESSAGES.karat,
    });
    expect(errorsOf(OldGoldQuerySchema.safeParse({ masha: '12', ratti: '8', purity: '21' }))).toEqual({
      masha: OLD_GOLD_MESSAGES.masha,
      ratti: OLD_GOLD_MESSAGES.ratti,
    });
    expect(errorsOf(OldGoldQuerySchema.safeParse({ grams: '0', purity: '18' }))).toEqual({
      grams: OLD_GOLD_MESSAGES.zero,
    });
    expect(errorsOf(OldGoldQuerySchema.safeParse({ grams: '5', purity: '17' }))).toEqual({
      purity: OLD_GOLD_MESSAGES.karat,
    });
  });

  it('takes a percentage off to the rupee', () => {
    expect(lessPercent(100_000, 0)).toBe(100_000);
    expect(lessPercent(100_000, 2.5)).toBe(97_500);
    expect(lessPercent(12_345, 10)).toBe(11_111); // 11,110.5 rounds up
  });
});

describe('buyBackTerms (behaviour §9.16)', () => {
  it('knows the stock’s kinds, whatever their case', () => {
    expect(
      ['Gold', ' silver', 'DIAMOND', 'Platinum', 'Palladium', 'Artificial', 'Watches', 'Brass'].map(buyBackKindOf),
    ).toEqual(['gold', 'silver', 'diamond', 'platinum', 'palladium', 'artificial', 'watch', 'other']);
  });

  it('gold: the karat’s rate and the owner’s deductions', () => {
    const terms = buyBackTerms('Gold', settings, 21).join(' ');
    expect(terms).toContain('21 karat rate');
    expect(terms).toContain('less 8%');
    expect(terms).toContain('less 2.5%');
    expect(terms).toContain('not paid for');
    expect(buyBackTerms('Gold', { ...settings, stonesPaid: true }).join(' ')).toContain('paid for;');
  });

  it('silver: the silver rate and deduction; without a rate, no figure', () => {
    expect(buyBackTerms('Silver', settings).join(' ')).toContain('(PKR 5,000 per tola), less 12%');
    expect(buyBackTerms('Silver', DEFAULT_SETTINGS.buyBack).join(' ')).not.toContain('PKR');
  });

  it('diamonds: the gold, and the stones as the owner decides', () => {
    expect(buyBackTerms('Diamond', settings).join(' ')).toContain('the shop pays for the gold alone');
    expect(buyBackTerms('Diamond', { ...settings, stonesPaid: true }).join(' ')).toContain('by their certificate');
  });

  it('artificial pieces and watches are not bought back; platinum is valued on the day', () => {
    expect(buyBackTerms('Artificial', settings)[0]).toContain('does not buy it back');
    expect(buyBackTerms('Watches', settings)[0]).toContain('not bought back');
    expect(buyBackTerms('Platinum', settings)[0]).toContain('Platinum has no daily rate');
    expect(buyBackTerms('Palladium', settings)[0]).toContain('Palladium has no daily rate');
    expect(buyBackTerms('Brass', settings)[0]).toContain('Bring the piece to the showroom');
  });
});

describe('every box at fault is named at once', () => {
  it('a bad weight and no karat: both named', () => {
    expect(errorsOf(OldGoldQuerySchema.safeParse({ grams: 'lots', tola: '2', purity: '' }))).toEqual({
      grams: OLD_GOLD_MESSAGES.grams,
      purity: OLD_GOLD_MESSAGES.karat,
    });
    expect(errorsOf(OldGoldQuerySchema.safeParse({ masha: '13', purity: '' }))).toEqual({
      masha: OLD_GOLD_MESSAGES.masha,
      purity: OLD_GOLD_MESSAGES.karat,
    });
  });
});
