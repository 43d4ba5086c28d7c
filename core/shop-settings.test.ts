import { describe, expect, it } from 'vitest';
import { errorsOf } from './field-errors';
import { BuyBackSettingsSchema, DEFAULT_SETTINGS, PaymentSettingsSchema, TaxSettingsSchema } from './shop-settings';

/** docs/behaviour.md §11.15: the owner's settings page and its API read the same schemas. */
const LIMIT = 'The limit must be a whole number of rupees from 0 to 1,000,000,000';
const ways = { payAtShowroom: true, cashOnDelivery: true };

describe('ways to pay (behaviour §11.15)', () => {
  it('reads the limit as typed, with commas or spaces, or as a number', () => {
    for (const [given, read] of [
      ['150000', 150_000],
      ['150,000', 150_000],
      [' 1 50 000 ', 150_000],
      [0, 0],
      [250_000, 250_000],
    ] as const)
      expect(PaymentSettingsSchema.parse({ ...ways, cashOnDeliveryLimit: given }).cashOnDeliveryLimit).toBe(read);
  });

  it('refuses an empty, negative, fractional, too large or spelt limit, naming the field', () => {
    for (const cashOnDeliveryLimit of ['', '  ', '-5', -5, '12.5', 12.5, '1e5', 'lots', 1_000_000_001, null, true])
      expect(
        errorsOf(PaymentSettingsSchema.safeParse({ ...ways, cashOnDeliveryLimit })),
        String(cashOnDeliveryLimit),
      ).toEqual({
        cashOnDeliveryLimit: LIMIT,
      });
  });

  it('needs each way on or off', () => {
    expect(errorsOf(PaymentSettingsSchema.safeParse({ payAtShowroom: 'yes', cashOnDeliveryLimit: 1 }))).toEqual({
      payAtShowroom: 'Pay at the showroom must be on or off',
      cashOnDelivery: 'Pay on delivery must be on or off',
    });
  });

  it('a new shop offers pay at the showroom and not pay on delivery', () => {
    expect(PaymentSettingsSchema.parse(DEFAULT_SETTINGS.payments)).toEqual(DEFAULT_SETTINGS.payments);
    expect(DEFAULT_SETTINGS.payments).toMatchObject({ payAtShowroom: true, cashOnDelivery: false });
  });
});

describe('tax numbers (behaviour §11.15)', () => {
  it('takes an NTN and an STRN in their forms, or nothing', () => {
    for (const t of [
      { ntn: '1234567-8', strn: '03-01-9999-001-23' },
      { ntn: '12345678', strn: '0301999900123' },
      { ntn: ' 1234567 ', strn: '' },
      { ntn: '', strn: '' },
    ])
      expect(TaxSettingsSchema.safeParse(t).success).toBe(true);
  });

  it('names each number at fault', () => {
    expect(errorsOf(TaxSettingsSchema.safeParse({ ntn: '12-34', strn: '123' }))).toEqual({
      ntn: 'NTN is 7 digits with a check digit (1234567-8), or empty',
      strn: 'STRN is 13 digits (e.g. 03-01-9999-001-23), or empty',
    });
  });
});

describe('buy-back terms and the silver rate (behaviour §11.15, docs/decisions/084)', () => {
  const terms = { goldCashDeduction: '8', goldExchangeDeduction: '2.5 %', silverDeduction: 12, stonesPaid: false };

  it('reads the deductions as typed and the silver rate with commas; an empty rate is not set', () => {
    expect(BuyBackSettingsSchema.parse({ ...terms, silverRatePerTola: '5,200' })).toEqual({
      goldCashDeduction: 8,
      goldExchangeDeduction: 2.5,
      silverDeduction: 12,
      stonesPaid: false,
      silverRatePerTola: 5_200,
    });
    expect(BuyBackSettingsSchema.parse({ ...terms, silverRatePerTola: ' ' }).silverRatePerTola).toBeNull();
    expect(BuyBackSettingsSchema.parse({ ...terms, silverRatePerTola: null }).silverRatePerTola).toBeNull();
  });

  it('names each field at fault', () => {
    expect(
      errorsOf(
        BuyBackSettingsSchema.safeParse({
          goldCashDeduction: '',
          goldExchangeDeduction: '51',
          silverDeduction: '2.55',
          stonesPaid: 'no',
          silverRatePerTola: '0',
        }),
      ),
    ).toEqual({
      goldCashDeduction: 'The deduction on gold sold for cash must be a percentage from 0 to 50, e.g. 3 or 2.5',
      goldExchangeDeduction: 'The deduction on gold exchanged must be a percentage from 0 to 50, e.g. 3 or 2.5',
      silverDeduction: 'The deduction on silver must be a percentage from 0 to 50, e.g. 3 or 2.5',
      stonesPaid: 'Stones paid for must be on or off',
      silverRatePerTola: 'The silver rate must be a whole number of rupees per tola from 1 to 1,000,000, or empty',
    });
  });

  it('a new shop takes a few percent off for exchange, more for cash, and has no silver rate', () => {
    expect(BuyBackSettingsSchema.parse(DEFAULT_SETTINGS.buyBack)).toEqual(DEFAULT_SETTINGS.buyBack);
    expect(DEFAULT_SETTINGS.buyBack.goldExchangeDeduction).toBeLessThan(DEFAULT_SETTINGS.buyBack.goldCashDeduction);
    expect(DEFAULT_SETTINGS.buyBack.silverRatePerTola).toBeNull();
  });
});
