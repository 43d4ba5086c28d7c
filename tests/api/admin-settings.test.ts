// The owner's settings (docs/behaviour.md §11.15): read and saved by the owner alone, each group checked field by
// field, every save in the audit log, and the checkout told at once. Runs on PGlite, and on PostgreSQL with
// DATABASE_URL set.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, ShopSettingsAnswerSchema } from '../../core/shop-settings';
import { historyOf } from '../../server/services/audit';
import { useTestApp } from './helpers';
import { newMember, refusedWithoutSession, signedIn } from './staff-helpers';

const t = useTestApp();
const PAYMENTS = { payAtShowroom: false, cashOnDelivery: true, cashOnDeliveryLimit: '150,000' };
const BUY_BACK = {
  goldCashDeduction: '7.5',
  goldExchangeDeduction: 2,
  silverDeduction: '12 %',
  stonesPaid: true,
  silverRatePerTola: '5,250',
};
const LIMIT = 'The limit must be a whole number of rupees from 0 to 1,000,000,000';

const owner = async () => signedIn(t, await newMember(t, 'owner', 'Nargis Owner'));

describe('the owner reads and saves the settings', () => {
  it('a new shop answers the defaults', async () => {
    const res = await (await owner()).call('GET', '/api/admin/settings');
    expect(res.status).toBe(200);
    expect(ShopSettingsAnswerSchema.parse(res.body)).toEqual(DEFAULT_SETTINGS);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('saves the ways to pay (the limit as typed), writes the audit log, and the checkout reads them', async () => {
    const o = await owner();
    const res = await o.call('PUT', '/api/admin/settings/payments', PAYMENTS);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = { payAtShowroom: false, cashOnDelivery: true, cashOnDeliveryLimit: 150_000 };
    expect(ShopSettingsAnswerSchema.parse(res.body).payments).toEqual(saved);
    expect(ShopSettingsAnswerSchema.parse((await o.call('GET', '/api/admin/settings')).body).payments).toEqual(saved);
    expect(await t.services.paymentOptions()).toEqual(saved);
    const history = await historyOf(t.database.db, 'setting', 'payments');
    expect(history.at(-1)).toMatchObject({
      action: 'settings',
      actor: expect.stringContaining('Nargis Owner') as string,
      oldValue: JSON.stringify(DEFAULT_SETTINGS.payments),
      newValue: JSON.stringify(saved),
    });
  });

  it('saves the tax numbers', async () => {
    const o = await owner();
    const res = await o.call('PUT', '/api/admin/settings/tax', { ntn: '1234567-8', strn: ' 03-01-9999-001-23 ' });
    expect(res.status).toBe(200);
    expect(ShopSettingsAnswerSchema.parse(res.body).tax).toEqual({ ntn: '1234567-8', strn: '03-01-9999-001-23' });
    expect((await historyOf(t.database.db, 'setting', 'tax')).length).toBe(1);
  });

  it('refuses bad values with 400 naming each field, and saves nothing', async () => {
    const o = await owner();
    const before = (await o.call('GET', '/api/admin/settings')).body;
    const logged = (await historyOf(t.database.db, 'setting', 'payments')).length;
    const bad = await o.call('PUT', '/api/admin/settings/payments', {
      payAtShowroom: 'yes',
      cashOnDelivery: true,
      cashOnDeliveryLimit: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: 'payAtShowroom', message: 'Pay at the showroom must be on or off' },
      { field: 'cashOnDeliveryLimit', message: LIMIT },
    ]);
    for (const cashOnDeliveryLimit of [-1, 2.5, '12 lakh', 1_000_000_001]) {
      const res = await o.call('PUT', '/api/admin/settings/payments', { ...PAYMENTS, cashOnDeliveryLimit });
      expect(res.status, String(cashOnDeliveryLimit)).toBe(400);
      expect(res.body.errors).toEqual([{ field: 'cashOnDeliveryLimit', message: LIMIT }]);
    }
    const tax = await o.call('PUT', '/api/admin/settings/tax', { ntn: '123', strn: 'x' });
    expect(tax.status).toBe(400);
    expect(tax.body.errors).toEqual([
      { field: 'ntn', message: 'NTN is 7 digits with a check digit (1234567-8), or empty' },
      { field: 'strn', message: 'STRN is 13 digits (e.g. 03-01-9999-001-23), or empty' },
    ]);
    expect((await o.call('GET', '/api/admin/settings')).body).toEqual(before);
    expect((await historyOf(t.database.db, 'setting', 'payments')).length).toBe(logged);
  });
});

describe('the buy-back terms and the silver rate (docs/decisions/084)', () => {
  it('saves them as typed, writes the audit log, and the storefront reads them', async () => {
    const o = await owner();
    const res = await o.call('PUT', '/api/admin/settings/buy-back', BUY_BACK);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = {
      goldCashDeduction: 7.5,
      goldExchangeDeduction: 2,
      silverDeduction: 12,
      stonesPaid: true,
      silverRatePerTola: 5_250,
    };
    expect(ShopSettingsAnswerSchema.parse(res.body).buyBack).toEqual(saved);
    expect(await t.services.buyBack()).toEqual(saved);
    expect((await historyOf(t.database.db, 'setting', 'buyBack')).at(-1)).toMatchObject({
      action: 'settings',
      oldValue: JSON.stringify(DEFAULT_SETTINGS.buyBack),
      newValue: JSON.stringify(saved),
    });
  });

  it('refuses bad values with 400 naming each field, and saves nothing', async () => {
    const o = await owner();
    const before = await t.services.buyBack();
    const bad = await o.call('PUT', '/api/admin/settings/buy-back', {
      ...BUY_BACK,
      goldCashDeduction: '60',
      silverRatePerTola: 'five thousand',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      {
        field: 'goldCashDeduction',
        message: 'The deduction on gold sold for cash must be a percentage from 0 to 50, e.g. 3 or 2.5',
      },
      {
        field: 'silverRatePerTola',
        message: 'The silver rate must be a whole number of rupees per tola from 1 to 1,000,000, or empty',
      },
    ]);
    expect(await t.services.buyBack()).toEqual(before);
    expect((await historyOf(t.database.db, 'setting', 'buyBack')).length).toBe(1);
  });
});

describe('only the owner', () => {
  const calls = [
    ['GET', '/api/admin/settings', undefined],
    ['PUT', '/api/admin/settings/payments', PAYMENTS],
    ['PUT', '/api/admin/settings/tax', { ntn: '', strn: '' }],
    ['PUT', '/api/admin/settings/buy-back', BUY_BACK],
  ] as const;

  it('staff are refused with 403 and change nothing', async () => {
    const staff = await signedIn(t, await newMember(t, 'staff', 'Bilal Staff'));
    const before = await t.services.paymentOptions();
    const terms = await t.services.buyBack();
    for (const [method, url, body] of calls) {
      const res = await staff.call(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body).toEqual({ message: 'Only the owner can do this.' });
    }
    expect(await t.services.paymentOptions()).toEqual(before);
    expect(await t.services.buyBack()).toEqual(terms);
  });

  it('without a session: 401', async () => {
    await refusedWithoutSession(t, calls);
  });
});
