import { describe, expect, it } from 'vitest';
import { ratesFrom24k } from '../../core/pricing';
import type { GoldRate, StockItem, StockPage } from '../../core/api-schemas';
import { setGoldRate } from '../../server/services/gold-rates';
import { getJson, useTestApp } from './helpers';

const t = useTestApp({ seed: true });

const item = async (tagNo: string) => (await getJson<StockItem>(t, `/api/dashboard/EcomStockItem?tagNo=${tagNo}`)).body;
const prices = async () => {
  const { body } = await getJson<StockPage>(t, '/api/dashboard/EcomStock');
  return Object.fromEntries(body.items.map((i) => [i.TagNo, i.Price]));
};

describe('setGoldRate reprices the catalogue', () => {
  it('starts from the TEST_RATE prices', async () => {
    expect(await prices()).toEqual({
      'T-RING-1': 169000,
      'T-BRAS-1': 377000,
      'T-DIA-1': 349000,
      'T-SIL-1': 12000,
      'T-SIL-2': 8000,
      'T-WAT-1': 185000,
    });
  });

  it('a higher rate raises gold items; silver and fixed prices stay', async () => {
    const ringBefore = await item('T-RING-1');
    const etagBefore = (await t.app.inject({ url: '/api/dashboard/EcomStockItem?tagNo=T-RING-1' })).headers.etag;
    expect(ringBefore.Price).toBe(169000);

    // 24K at 36,000 a gram, the next day.
    const repriced = await setGoldRate(t.database.db, ratesFrom24k(36_000, '2026-11-23'));
    expect(repriced).toBe(6);
    t.services.invalidate();

    /*
     * Ring:     22K = round(36000 × 22/24) = 33000; 5.5 g × 33000 = 181500; + 8000 = 189500 → 189000
     * Bracelet: 21K = 31500; 12.96 g × 31500 = 408240; + 15000 = 423240 → 423000
     * Diamond:  18K = 27000; 3.3 g × 27000 = 89100; + 20000 + 250000 = 359100 → 359000
     */
    const ring = await item('T-RING-1');
    expect(ring.ItemPrice).toBe(181500);
    expect(ring.Price).toBe(189000);
    expect(ring.Price).toBeGreaterThan(ringBefore.Price);
    expect(await prices()).toEqual({
      'T-RING-1': 189000,
      'T-BRAS-1': 423000,
      'T-DIA-1': 359000,
      'T-SIL-1': 12000,
      'T-SIL-2': 8000,
      'T-WAT-1': 185000,
    });
    expect((await item('T-SIL-1')).Price).toBe(12000);

    // The old ETag no longer matches.
    const res = await t.app.inject({
      url: '/api/dashboard/EcomStockItem?tagNo=T-RING-1',
      headers: { 'if-none-match': String(etagBefore) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).not.toBe(etagBefore);
  });

  it('the gold rate call answers the new rate', async () => {
    const { body } = await getJson<GoldRate>(t, '/api/dashboard/goldrate');
    expect(body).toStrictEqual({
      K18: 27000,
      K19: 28500,
      K20: 30000,
      K21: 31500,
      K22: 33000,
      K23: 34500,
      K24: 36000,
      K24Tola: 419904, // 36000 × 11.664
      K22Gram10: 330000,
      K21Gram10: 315000,
      RateDate: '2026-11-23',
    });
  });

  it('the price sort follows the new prices', async () => {
    const { body } = await getJson<StockPage>(t, '/api/dashboard/EcomStock?sort=price-desc');
    expect(body.items.map((i) => i.TagNo)).toEqual([
      'T-BRAS-1',
      'T-DIA-1',
      'T-RING-1',
      'T-WAT-1',
      'T-SIL-1',
      'T-SIL-2',
    ]);
  });

  it("an older day's rate does not replace the latest", async () => {
    await setGoldRate(t.database.db, ratesFrom24k(20_000, '2026-01-01'));
    t.services.invalidate();
    expect((await item('T-RING-1')).Price).toBe(189000);
    expect((await getJson<GoldRate>(t, '/api/dashboard/goldrate')).body.RateDate).toBe('2026-11-23');
  });

  it('a corrected rate for the same day replaces it', async () => {
    // 24K at 30,000: 22K = 27500; 5.5 × 27500 = 151250; + 8000 = 159250 → 159000
    await setGoldRate(t.database.db, ratesFrom24k(30_000, '2026-11-23'));
    t.services.invalidate();
    expect((await item('T-RING-1')).Price).toBe(159000);
    expect((await item('T-SIL-1')).Price).toBe(12000);
    expect((await getJson<GoldRate>(t, '/api/dashboard/goldrate')).body.K22).toBe(27500);
  });
});
