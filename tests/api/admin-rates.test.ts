import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StockItem } from '../../core/api-schemas';
import type { GoldRateDay } from '../../core/rate-trend-schema';
import { goldValue, karatRates, priceBreakup, ratesFrom24k, totalWeight } from '../../core/pricing';
import { priceMoves, type AdminRates, type RatePreview, type RateSaved } from '../../core/rate-admin-schemas';
import { shopToday } from '../../core/shop-time';
import { auditLog, stockItems } from '../../server/db/schema';
import { runOwnerCommand } from '../../server/owner/commands';
import { CATALOGUE_CACHE } from '../../server/http/etag';
import { FIXTURE, TODAY, failInserts, getJson, useTestApp } from './helpers';
import { newMember, signedIn, type Client } from './staff-helpers';

/**
 * docs/behaviour.md §11.10: the day's gold rate from the back office. The fixture's rate is 24K at PKR 32,000 on
 * TODAY (a day before the real today); the tests set Pakistan's real today and earlier days.
 */
const t = useTestApp({ seed: true });
const today = shopToday();

let staff: Client;
const preview = async (query: string) => {
  const res = await staff.call('GET', `/api/admin/rates/preview?${query}`);
  return { status: res.status, body: res.body as unknown as RatePreview & { message?: string; errors?: unknown } };
};
const save = async (body: Record<string, unknown>) => {
  const res = await staff.call('POST', '/api/admin/rates', body);
  return { status: res.status, body: res.body as unknown as RateSaved & { errors?: unknown } };
};

/** Every piece's displayed price as stored, by tag number. */
async function storedPrices(): Promise<Map<string, number>> {
  const rows = await t.database.db.select({ tagNo: stockItems.tagNo, price: stockItems.unitPrice }).from(stockItems);
  return new Map(rows.map((r) => [r.tagNo, r.price]));
}

/** What the database says changed between two snapshots, summed up as the preview sums it up. */
const movesBetween = (before: Map<string, number>, after: Map<string, number>) =>
  priceMoves([...before].map(([tag, was]) => ({ was, now: after.get(tag) ?? NaN })));

const rateEntries = () => t.database.db.select().from(auditLog).where(eq(auditLog.subjectType, 'rate'));

/** The fixture ring's price at a 24K rate, worked out from its weight, wastage, karat and making. */
function ringPriceAt(k24: number): number {
  const ring = FIXTURE.find((r) => r.TagNo === 'T-RING-1');
  if (!ring?.Karat || ring.NetWeight === undefined) throw new Error('The fixture has no gold ring');
  const metal = goldValue(totalWeight(ring.NetWeight, ring.WastePerGm ?? 0), ring.Karat, ratesFrom24k(k24, today));
  return priceBreakup({ ItemType: 'Gold', ItemPrice: metal, TotalMaking: ring.TotalMaking ?? 0, SilverSalePrice: 0 })
    .unit;
}

describe('the rates page', () => {
  it('lists Pakistan’s today, the rate in force and the last 90 days, newest first', async () => {
    staff = await signedIn(t, await newMember(t, 'staff'));
    const res = await staff.call('GET', '/api/admin/rates');
    expect(res.status).toBe(200);
    const rates = res.body as unknown as AdminRates;
    expect(rates.today).toBe(today);
    expect(rates.latest).toMatchObject({ RateDate: TODAY, K24: 32_000 });
    expect(rates.days.map((d) => d.RateDate)).toEqual([TODAY]);
    const bad = await staff.call('GET', '/api/admin/rates?days=0');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'days', message: 'Days must be a whole number from 1 to 366' }]);
  });
});

describe('preview and save', () => {
  it('the preview of a rate is what saving it does, to every piece, and the storefront follows at once', async () => {
    // The ring's answer is in the catalogue's cache before the save.
    const ringUrl = '/api/dashboard/EcomStockItem?tagNo=T-RING-1';
    expect((await getJson<StockItem>(t, ringUrl)).body.Price).toBe(ringPriceAt(32_000));
    const before = await storedPrices();

    const seen = await preview(`K24=${encodeURIComponent('33,500')}&date=${today}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({
      rate: ratesFrom24k(33_500, today),
      karats: karatRates(ratesFrom24k(33_500, today)),
      last: { RateDate: TODAY, K24: 32_000 },
      percent: 4.7,
      needsConfirmation: false,
      inForce: true,
    });
    expect(seen.body.prices.pieces).toBe(FIXTURE.length);
    expect(seen.body.prices.changed).toBe(3); // the ring, the bracelet and the diamond pendant; silver and the watch keep theirs
    expect(await storedPrices()).toEqual(before); // a preview writes nothing

    const saved = await save({ K24: 33_500, date: today });
    expect(saved.status).toBe(200);
    expect(saved.body.prices).toEqual(seen.body.prices);
    expect(saved.body.message).toContain('3 pieces changed price');
    const after = await storedPrices();
    expect(movesBetween(before, after)).toEqual(seen.body.prices);
    expect(after.get('T-RING-1')).toBe(ringPriceAt(33_500));

    // No invalidate() by the test: the save cleared the storefront's caches itself.
    expect((await getJson<StockItem>(t, ringUrl)).body.Price).toBe(ringPriceAt(33_500));
    expect((await getJson<{ K24: number }>(t, '/api/dashboard/goldrate')).body.K24).toBe(33_500);
  });

  it('writes who, the day, the old and new 24K rate and how many pieces were repriced in the audit log', async () => {
    const [entry] = (await rateEntries()).filter((e) => e.subjectId === today);
    expect(entry).toMatchObject({
      action: 'rate',
      subjectType: 'rate',
      subjectId: today,
      actor: expect.stringMatching(/^Staff \d+$/),
      oldValue: '24K PKR 32,000 a gram (22 Nov 2026)', // TODAY's rate: today had none before
      newValue: '24K PKR 33,500 a gram; 3 of 6 pieces repriced',
    });
  });

  it('refuses a rate more than 10% from the last one with 409 until it is confirmed, and changes nothing meanwhile', async () => {
    const before = await storedPrices();
    const entries = (await rateEntries()).length;
    const seen = await preview(`K24=335000&date=${today}`);
    expect(seen.body).toMatchObject({ percent: 900, needsConfirmation: true, last: { RateDate: today, K24: 33_500 } });

    const refused = await save({ K24: 335_000, date: today });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: expect.stringContaining('PKR 335,000 a gram is 900.0% above the last rate (PKR 33,500 on'),
      errors: [{ field: 'confirmed', message: expect.stringContaining('Check it, and confirm it to save it.') }],
    });
    expect(await storedPrices()).toEqual(before);
    expect(await rateEntries()).toHaveLength(entries);
    expect((await save({ K24: 335_000, date: today, confirmed: false })).status).toBe(409);
    // Just within 10% needs nothing more; 10.1% below needs the confirmation too.
    expect((await preview(`K24=36850&date=${today}`)).body).toMatchObject({ percent: 10, needsConfirmation: false });
    expect((await save({ K24: 30_100, date: today })).status).toBe(409);

    const confirmed = await save({ K24: 30_100, date: today, confirmed: true });
    expect(confirmed.status).toBe(200);
    expect(movesBetween(before, await storedPrices())).toEqual(confirmed.body.prices);
    expect(await rateEntries()).toHaveLength(entries + 1);
  });

  it("an earlier day's rate goes in the history and changes no price; it is compared with the rate before it", async () => {
    const before = await storedPrices();
    const seen = await preview('K24=20000&date=2026-01-05');
    expect(seen.body).toMatchObject({ last: null, percent: null, needsConfirmation: false, inForce: false });
    expect(seen.body.prices).toEqual({ pieces: 6, changed: 0, smallest: null, largest: null });
    const saved = await save({ K24: 20_000, date: '2026-01-05' });
    expect(saved.status).toBe(200);
    expect(saved.body.prices).toEqual(seen.body.prices);
    expect(await storedPrices()).toEqual(before);
    expect((await rateEntries()).find((e) => e.subjectId === '2026-01-05')).toMatchObject({
      oldValue: null,
      newValue: '24K PKR 20,000 a gram; 0 of 6 pieces repriced',
    });
    // The next day is compared with it (the last rate before its day), not with today's.
    expect((await preview('K24=23000&date=2026-01-06')).body).toMatchObject({
      last: { RateDate: '2026-01-05', K24: 20_000 },
      percent: 15,
      needsConfirmation: true,
    });
  });

  it('the rate, the prices and the audit entry go together: when the entry cannot be written, nothing is saved', async () => {
    const before = await storedPrices();
    const entries = (await rateEntries()).length;
    const rate = (await getJson<{ K24: number }>(t, '/api/dashboard/goldrate')).body.K24;
    const repair = await failInserts(t, 'audit_log');
    const failed = await save({ K24: rate + 500, date: today }).finally(repair);
    expect(failed.status).toBe(500);
    expect(await storedPrices()).toEqual(before);
    expect((await getJson<{ K24: number }>(t, '/api/dashboard/goldrate')).body.K24).toBe(rate);
    expect(await rateEntries()).toHaveLength(entries);
  });

  it('a bad request is a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ K24: 'lots' }, 'K24'],
      [{ K24: 32_000.5 }, 'K24'],
      [{ K24: 999 }, 'K24'],
      [{}, 'K24'],
      [{ K24: 32_000, date: '2026-02-30' }, 'date'],
      [{ K24: 32_000, date: '2999-01-01' }, 'date'],
      [{ K24: 32_000, date: today, confirmed: 'yes' }, 'confirmed'],
    ];
    for (const [body, field] of cases) {
      const res = await save(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors, JSON.stringify(body)).toEqual([{ field, message: expect.any(String) }]);
    }
    expect((await save({ K24: 'lots' })).body.errors).toEqual([
      { field: 'K24', message: 'The 24K rate must be a whole number of rupees' },
    ]);
    expect((await save({ K24: 999 })).body.errors).toEqual([
      { field: 'K24', message: 'The 24K rate per gram must be a whole number of rupees from 1,000 to 1,000,000' },
    ]);
    // Out of range in the unit it was typed in, and a unit the shop does not know.
    expect((await save({ K24: 11_000, unit: 'tola' })).body.errors).toEqual([
      { field: 'K24', message: 'The 24K rate per tola must be a whole number of rupees from 11,664 to 11,664,000' },
    ]);
    expect((await save({ K24: 32_000, unit: 'ounce' })).body.errors).toEqual([
      { field: 'unit', message: 'Unit must be one of tola, 10g, gram' },
    ]);
    expect((await save({ K24: 32_000, date: '2999-01-01' })).body.errors).toEqual([
      { field: 'date', message: "Date cannot be after today (Pakistan's date)" },
    ]);
    const badPreview = await preview('K24=abc');
    expect(badPreview.status).toBe(400);
    expect(badPreview.body.errors).toEqual([{ field: 'K24', message: expect.stringContaining('whole number') }]);
  });

  it('takes the rate per tola or per 10 g, as it is announced, and stores it per gram', async () => {
    const seen = await preview(`K24=${encodeURIComponent('3,73,248')}&unit=tola&date=${today}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ rate: { K24: 32_000, K24Tola: 373_248 } });
    const saved = await save({ K24: 320_000, unit: '10g', date: today });
    expect(saved.status).toBe(200);
    expect(saved.body.rate).toMatchObject({ K24: 32_000, K22Gram10: 293_330 });
    const rounded = await save({ K24: 375_000, unit: 'tola', date: today });
    expect(rounded.status).toBe(200);
    expect(rounded.body.rate.K24).toBe(Math.round(375_000 / 11.664));
  });

  it('a rate for today is today’s in Pakistan when the day is left out', async () => {
    const saved = await save({ K24: 31_000 });
    expect(saved.status).toBe(200);
    expect(saved.body.rate.RateDate).toBe(today);
  });
});

describe('the storefront’s trend', () => {
  it('answers the latest seven rates, oldest first, each with its move, cached as the catalogue is', async () => {
    const res = await t.app.inject({ url: '/api/dashboard/goldrate/trend' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(CATALOGUE_CACHE);
    expect(res.headers.etag).toBeTruthy();
    const days = res.json<GoldRateDay[]>();
    expect(days.map((d) => d.RateDate)).toEqual(['2026-01-05', TODAY, today]);
    const tola = (k24: number) => ratesFrom24k(k24, today).K24Tola;
    expect(days).toEqual([
      { RateDate: '2026-01-05', K24Tola: tola(20_000), Change: null },
      { RateDate: TODAY, K24Tola: tola(32_000), Change: tola(32_000) - tola(20_000) },
      { RateDate: today, K24Tola: tola(31_000), Change: tola(31_000) - tola(32_000) },
    ]);
  });
});

describe("the owner's command", () => {
  const run = (...args: string[]) =>
    runOwnerCommand({ db: t.database.db, dataDir: t.dataDir, publicUrl: 'http://localhost:3000' }, args);

  it('sets today’s rate through the same rule: more than 10% needs --confirm; audited as the command line', async () => {
    await expect(run('rates', 'set', '3100')).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining('90.0% below the last rate'),
    });
    await expect(run('rates', 'set', '3100')).rejects.toMatchObject({
      message: expect.stringContaining('add --confirm to save it'),
    });
    await expect(run('rates', 'set', 'lots')).rejects.toMatchObject({ status: 400 });
    const said = await run('rates', 'set', '31500');
    expect(said).toContain('24K PKR 31,500 a gram');
    expect(said).toContain('6 pieces repriced');
    expect(await run('rates', 'set', '3150', '--confirm')).toContain('PKR 3,150 a gram');
    // Per tola, as the sarafa announces it: 367,416 / 11.664 = 31,500 a gram.
    expect(await run('rates', 'set', '367416', '--per', 'tola', '--confirm')).toContain('PKR 31,500 a gram');
    await expect(run('rates', 'set', '31500', '--per', 'ounce')).rejects.toMatchObject({ status: 400 });
    const mine = (await rateEntries()).filter((e) => e.actor === 'Owner (command line)');
    expect(mine.map((e) => e.newValue?.split(';')[0])).toEqual([
      '24K PKR 31,500 a gram',
      '24K PKR 3,150 a gram',
      '24K PKR 31,500 a gram',
    ]);
  });
});
