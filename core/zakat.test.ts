import { describe, expect, it } from 'vitest';
import { errorsOf } from './field-errors';
import { ratesFrom24k } from './pricing';
import { ZAKAT_MESSAGES, zakatEstimate, ZakatQuerySchema } from './zakat';

/** docs/behaviour.md §9.17, docs/decisions/085. */
const rate = ratesFrom24k(24_000, '2026-11-27'); // 22K 22,000 a gram, 21K 21,000, 18K 18,000
const SILVER = 5_000; // per tola

describe('zakat estimate (behaviour §9.17)', () => {
  it('gold alone is held against the gold nisab: 7.5 tola (87.48 g) of 24K', () => {
    const h = ZakatQuerySchema.parse({ unit: 'tola', k21: '10' });
    const e = zakatEstimate(h, rate, SILVER);
    // 10 tola = 116.64 g × 21,000 = 2,449,440; gold nisab 87.48 g × 24,000 = 2,099,520; zakat 2.5% = 61,236.
    expect(e).toMatchObject({ goldValue: 2_449_440, wealth: 2_449_440, goldNisab: 2_099_520, nisabUsed: 'gold' });
    expect(e).toMatchObject({ silverNisab: 262_500, due: true, zakat: 61_236 });
  });

  it('mixed wealth is held against the silver nisab (52.5 tola × the silver rate)', () => {
    const h = ZakatQuerySchema.parse({
      unit: 'g',
      k22: '20',
      silver: '116.64',
      cash: '100,000',
      owed: '50000',
      debts: '30000',
    });
    const e = zakatEstimate(h, rate, SILVER);
    // 20 g × 22,000 = 440,000; 10 tola of silver × 5,000 = 50,000; + 100,000 + 50,000 − 30,000 = 610,000.
    expect(e).toMatchObject({ goldValue: 440_000, silverValue: 50_000, wealth: 610_000, nisabUsed: 'silver' });
    // Silver nisab 52.5 × 5,000 = 262,500 ≤ 610,000: 2.5% = 15,250.
    expect(e).toMatchObject({ nisab: 262_500, due: true, zakat: 15_250 });
  });

  it('below the nisab: nothing due', () => {
    const e = zakatEstimate(ZakatQuerySchema.parse({ cash: '200000' }), rate, SILVER);
    expect(e).toMatchObject({ wealth: 200_000, nisab: 262_500, due: false, zakat: 0 });
  });

  it('debts larger than the wealth leave nothing, never a negative wealth', () => {
    const e = zakatEstimate(ZakatQuerySchema.parse({ cash: '1000', debts: '5000' }), rate, SILVER);
    expect(e).toMatchObject({ wealth: 0, due: false, zakat: 0 });
  });

  it('without a silver rate: the gold nisab, and silver cannot be valued', () => {
    const e = zakatEstimate(ZakatQuerySchema.parse({ cash: '2,500,000' }), rate, null);
    expect(e).toMatchObject({ silverNisab: null, nisabUsed: 'gold', nisab: 2_099_520, due: true, zakat: 62_500 });
    expect(zakatEstimate(ZakatQuerySchema.parse({ silver: '100' }), rate, null)).toBeNull();
  });

  it('names each field at fault, and asks for something held', () => {
    expect(errorsOf(ZakatQuerySchema.safeParse({ unit: 'kg', k24: 'a lot', cash: '12.5' }))).toEqual({
      unit: ZAKAT_MESSAGES.unit,
      k24: '24 karat gold must be a weight, e.g. 12.5',
      cash: 'Cash and savings must be a whole number of rupees, e.g. 250,000',
    });
    expect(errorsOf(ZakatQuerySchema.safeParse({ debts: '100' }))).toEqual({ k24: ZAKAT_MESSAGES.nothing });
  });
});
