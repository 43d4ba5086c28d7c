import { describe, expect, it } from 'vitest';
import { ratesFrom24k } from '../../core/pricing';
import { SAMPLE_RING_BREAKUP, SAMPLE_RING_PRICE } from '../../core/sample-ring';
import { computePrices, priceLine } from './pricing';

const RATE = ratesFrom24k(32_000, '2026-11-22');
const piece = {
  itemType: 'Gold',
  karat: 22,
  grossWeight: 5.2,
  netWeight: 5,
  totalWeight: 5.5,
  fixedPrice: null,
  totalMaking: 8000,
  silverSalePrice: 0,
};

describe('priceLine (docs/behaviour.md §11.14: the breakup kept on an order line)', () => {
  it('prices a gold piece as computePrices does, with the weights, the rate per gram used and its day', () => {
    expect(priceLine(piece, RATE)).toEqual({ unitPrice: SAMPLE_RING_PRICE, breakup: SAMPLE_RING_BREAKUP });
    expect(priceLine(piece, RATE).unitPrice).toBe(computePrices(piece, RATE).unitPrice);
  });

  it('uses the rate of the nearest karat the shop quotes, as the price does', () => {
    const fourteen = { ...piece, karat: 14 };
    expect(priceLine(fourteen, RATE).breakup).toMatchObject({ karat: 14, ratePerGram: RATE.K18 });
    expect(priceLine(fourteen, RATE).unitPrice).toBe(computePrices(fourteen, RATE).unitPrice);
  });

  it('keeps no rate for a fixed price, silver, or before the first rate', () => {
    const cases = [
      { ...piece, fixedPrice: 185_500, itemType: 'Watches', karat: null },
      { ...piece, fixedPrice: 300_000, itemType: 'Platinum' },
      { ...piece, itemType: 'Silver', karat: null, fixedPrice: 8400, silverSalePrice: 8400 },
    ];
    for (const p of cases) {
      const { unitPrice, breakup } = priceLine(p, RATE);
      expect(breakup, p.itemType).toMatchObject({ ratePerGram: null, rateDate: null });
      expect(unitPrice, p.itemType).toBe(computePrices(p, RATE).unitPrice);
      expect(breakup.metal + breakup.making + breakup.stone - breakup.remainder, p.itemType).toBe(unitPrice);
    }
    expect(priceLine(piece, null).breakup).toMatchObject({ ratePerGram: null, metal: 0, making: 8000 });
  });

  it('adds the first stone, or takes it off when on sale; the parts add up to the price', () => {
    for (const stone of [
      { Price: 250_000, SalePrice: 0 },
      { Price: 5000, SalePrice: 1 },
    ]) {
      const { unitPrice, breakup } = priceLine({ ...piece, stone }, RATE);
      expect(breakup.stone).toBe(stone.SalePrice === 0 ? stone.Price : -stone.Price);
      expect(unitPrice).toBe(computePrices({ ...piece, stone }, RATE).unitPrice);
      expect(breakup.metal + breakup.making + breakup.stone - breakup.remainder).toBe(unitPrice);
    }
  });

  it('takes the wastage as the weight priced less the net weight, to the milligram', () => {
    expect(priceLine({ ...piece, netWeight: 12, totalWeight: 12.96 }, RATE).breakup.wastage).toBe(0.96);
    expect(priceLine({ ...piece, netWeight: 3, totalWeight: 3 }, RATE).breakup.wastage).toBe(0);
  });
});
