import { describe, expect, it } from 'vitest';
import {
  floorToStep,
  goldValue,
  KARATS,
  karatRates,
  priceBreakup,
  ratePerGram,
  ratesFrom24k,
  stoneAdjustment,
  totalWeight,
  unitPrice,
  type PriceInput,
} from './pricing';

const gold = (over: Partial<PriceInput> = {}): PriceInput => ({
  ItemType: 'Gold',
  ItemPrice: 0,
  TotalMaking: 0,
  SilverSalePrice: 0,
  ...over,
});

describe('floorToStep (behaviour §9.2: rounded down to a multiple of 1000)', () => {
  it.each([
    [169332, 169000],
    [170000, 170000],
    [169999, 169000],
    [170001, 170000],
    [999, 0],
    [1000, 1000],
    [0, 0],
    [12750, 12000],
  ])('%i → %i', (amount, floored) => {
    expect(floorToStep(amount)).toBe(floored);
  });

  it('takes another step when given one', () => {
    expect(floorToStep(1234, 100)).toBe(1200);
    expect(floorToStep(1299, 100)).toBe(1200);
  });
});

describe('stoneAdjustment (behaviour §9.2: added when SalePrice is 0, otherwise subtracted)', () => {
  it('adds Price when SalePrice is 0', () => {
    expect(stoneAdjustment({ Price: 250000, SalePrice: 0 })).toBe(250000);
  });
  it('subtracts Price when SalePrice is not 0', () => {
    expect(stoneAdjustment({ Price: 30000, SalePrice: 45000 })).toBe(-30000);
  });
  it('is 0 without a stone', () => {
    expect(stoneAdjustment(undefined)).toBe(0);
  });
});

describe('priceBreakup / unitPrice', () => {
  it('gold: (ItemPrice + TotalMaking) floored, remainder = exact − unit', () => {
    // 161332 + 8000 = 169332 → 169000, remainder 332
    const b = priceBreakup(gold({ ItemPrice: 161332, TotalMaking: 8000 }));
    expect(b).toEqual({ metal: 161332, making: 8000, stone: 0, exact: 169332, remainder: 332, unit: 169000 });
    expect(b.exact - b.unit).toBe(b.remainder);
  });

  it('gold: an exact multiple of 1000 stays, remainder 0', () => {
    const b = priceBreakup(gold({ ItemPrice: 162000, TotalMaking: 8000 }));
    expect(b.unit).toBe(170000);
    expect(b.remainder).toBe(0);
  });

  it('silver: SilverSalePrice floored; ItemPrice and TotalMaking ignored', () => {
    const b = priceBreakup({ ItemType: 'Silver', ItemPrice: 99999, TotalMaking: 55555, SilverSalePrice: 12750 });
    expect(b).toEqual({ metal: 12750, making: 0, stone: 0, exact: 12750, remainder: 750, unit: 12000 });
  });

  it('silver is recognised whatever the case and spacing', () => {
    expect(unitPrice({ ItemType: ' silver ', ItemPrice: 50000, TotalMaking: 0, SilverSalePrice: 8400 })).toBe(8000);
    expect(unitPrice({ ItemType: 'SILVER', ItemPrice: 50000, TotalMaking: 0, SilverSalePrice: 8400 })).toBe(8000);
  });

  it('silver ignores stones', () => {
    const b = priceBreakup({
      ItemType: 'Silver',
      ItemPrice: 0,
      TotalMaking: 0,
      SilverSalePrice: 12750,
      StoneDetails: [{ Price: 5000, SalePrice: 0 }],
    });
    expect(b.unit).toBe(12000);
    expect(b.stone).toBe(0);
  });

  it('a stone with SalePrice 0 is added', () => {
    // 79200 + 20000 + 250000 = 349200 → 349000
    const b = priceBreakup(
      gold({ ItemPrice: 79200, TotalMaking: 20000, StoneDetails: [{ Price: 250000, SalePrice: 0 }] }),
    );
    expect(b.stone).toBe(250000);
    expect(b.exact).toBe(349200);
    expect(b.unit).toBe(349000);
    expect(b.remainder).toBe(200);
  });

  it('a stone with a SalePrice is subtracted', () => {
    // 100000 + 10000 − 30000 = 80000
    const b = priceBreakup(
      gold({ ItemPrice: 100000, TotalMaking: 10000, StoneDetails: [{ Price: 30000, SalePrice: 45000 }] }),
    );
    expect(b.stone).toBe(-30000);
    expect(b.exact).toBe(80000);
    expect(b.unit).toBe(80000);
  });

  it('only the first stone entry counts', () => {
    const b = priceBreakup(
      gold({
        ItemPrice: 100000,
        TotalMaking: 0,
        StoneDetails: [
          { Price: 5000, SalePrice: 0 },
          { Price: 70000, SalePrice: 0 },
          { Price: 9000, SalePrice: 1 },
        ],
      }),
    );
    expect(b.stone).toBe(5000);
    expect(b.unit).toBe(105000);
  });

  it('an empty stone list changes nothing', () => {
    expect(unitPrice(gold({ ItemPrice: 100500, TotalMaking: 0, StoneDetails: [] }))).toBe(100000);
  });

  it('never shows a negative price', () => {
    const b = priceBreakup(gold({ ItemPrice: 1000, TotalMaking: 0, StoneDetails: [{ Price: 5000, SalePrice: 1 }] }));
    expect(b.unit).toBe(0);
  });
});

describe('gold rates', () => {
  // 24K at 32,000 a gram.
  const rate = ratesFrom24k(32000, '2026-11-22');

  it('ratesFrom24k: lower karats in proportion, rounded', () => {
    expect(rate).toEqual({
      K18: 24000, // 32000 × 18/24
      K19: 25333, // 25333.33
      K20: 26667, // 26666.67
      K21: 28000,
      K22: 29333, // 29333.33
      K23: 30667, // 30666.67
      K24: 32000,
      K24Tola: 373248, // 32000 × 11.664
      K22Gram10: 293330, // K22 × 10
      K21Gram10: 280000, // K21 × 10
      RateDate: '2026-11-22',
    });
  });

  it('K24Tola is the 24K gram price × 11.664, rounded', () => {
    // 31234 × 11.664 = 364313.376 → 364313
    expect(ratesFrom24k(31234, 'd').K24Tola).toBe(364313);
    // 31250 × 11.664 = 364500
    expect(ratesFrom24k(31250, 'd').K24Tola).toBe(364500);
  });

  it('K22Gram10 and K21Gram10 are ten times the rounded per-gram rates', () => {
    const r = ratesFrom24k(31234, 'd');
    // 31234 × 22/24 = 28631.17 → 28631; 31234 × 21/24 = 27329.75 → 27330
    expect(r.K22).toBe(28631);
    expect(r.K22Gram10).toBe(286310);
    expect(r.K21).toBe(27330);
    expect(r.K21Gram10).toBe(273300);
  });

  it('karatRates: 24K, 22K, 21K and 18K per gram, per tola and per 10 g, by the rules of K24Tola and K22Gram10', () => {
    // 24K at 32,000: 22K 29,333 a gram; a tola is 11.664 g, ten grams ten times the gram rate.
    expect(karatRates(rate)).toEqual([
      { karat: 24, perGram: 32000, perTola: 373248, per10g: 320000 },
      { karat: 22, perGram: 29333, perTola: 342140, per10g: 293330 }, // 29333 × 11.664 = 342140.11
      { karat: 21, perGram: 28000, perTola: 326592, per10g: 280000 },
      { karat: 18, perGram: 24000, perTola: 279936, per10g: 240000 },
    ]);
    // Whatever the 24K rate, the table says what the rate record and the storefront's dialog say.
    for (let k24 = 1000; k24 <= 1_000_000; k24 += 7919) {
      const r = ratesFrom24k(k24, 'd');
      const [k24Row, k22Row, k21Row] = karatRates(r);
      expect(k24Row?.perTola).toBe(r.K24Tola);
      expect(k22Row?.per10g).toBe(r.K22Gram10);
      expect(k21Row?.per10g).toBe(r.K21Gram10);
    }
  });

  it('ratePerGram picks the karat and clamps to 18..24', () => {
    expect(KARATS).toEqual([18, 19, 20, 21, 22, 23, 24]);
    expect(ratePerGram(rate, 22)).toBe(29333);
    expect(ratePerGram(rate, 18)).toBe(24000);
    expect(ratePerGram(rate, 24)).toBe(32000);
    expect(ratePerGram(rate, 14)).toBe(24000);
    expect(ratePerGram(rate, 30)).toBe(32000);
    expect(ratePerGram(rate, 21.6)).toBe(29333);
  });

  it('totalWeight = net × (1 + wastage), to the milligram', () => {
    expect(totalWeight(5, 0.1)).toBe(5.5);
    expect(totalWeight(12, 0.08)).toBe(12.96);
    expect(totalWeight(3, 0.1)).toBe(3.3);
    expect(totalWeight(10, 0)).toBe(10);
    expect(totalWeight(1.2345, 0.1)).toBe(1.358); // 1.35795
  });

  it('goldValue = totalWeight × rate per gram of the karat, rounded', () => {
    expect(goldValue(5.5, 22, rate)).toBe(161332); // 5.5 × 29333 = 161331.5
    expect(goldValue(12.96, 21, rate)).toBe(362880); // 12.96 × 28000
    expect(goldValue(3.3, 18, rate)).toBe(79200); // 3.3 × 24000
    expect(goldValue(0, 22, rate)).toBe(0);
  });

  it('the worked ring: 5 g net, 10% wastage, 22K, making 8000 → PKR 169,000', () => {
    const itemPrice = goldValue(totalWeight(5, 0.1), 22, rate);
    const b = priceBreakup(gold({ ItemPrice: itemPrice, TotalMaking: 8000 }));
    expect(b.exact).toBe(169332);
    expect(b.unit).toBe(169000);
    expect(b.remainder).toBe(332);
  });
});
