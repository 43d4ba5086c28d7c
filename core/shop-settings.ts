import { z } from 'zod';
import { LEDGER_AMOUNT_MAX } from './payments';

/*
 * The owner's settings kept in the database (docs/behaviour.md §11.15), one group a row of `shop_setting`: each
 * group's schema checks what the owner's form sends and what is read back, and gives the defaults a new shop starts
 * with.
 */

const limitError = `The limit must be a whole number of rupees from 0 to 1,000,000,000`;

/**
 * Pay on delivery's limit in PKR, as typed ("150000", "150,000") or sent as a number; an empty box is refused, not
 * read as 0. (A union and a pipe rather than z.preprocess, as core/rate-admin-schemas.ts reads the rate.)
 */
const rupeeLimit = z
  .union([z.number(), z.string()], { error: limitError })
  .transform((v) => {
    if (typeof v === 'number') return v;
    const digits = v.replace(/[\s,]/g, '');
    return /^\d{1,10}$/.test(digits) ? Number(digits) : Number.NaN;
  })
  .pipe(
    z
      .number({ error: limitError })
      .int({ error: limitError })
      .min(0, { error: limitError })
      .max(LEDGER_AMOUNT_MAX, { error: limitError }),
  );

/** Which ways to pay checkout offers beside bank transfer (always offered). */
export const PaymentSettingsSchema = z.object({
  /** Pay at the showroom, offered on click-and-collect orders. */
  payAtShowroom: z.boolean({ error: 'Pay at the showroom must be on or off' }),
  /** Pay on delivery, offered on deliveries within Pakistan whose total is at most the limit. */
  cashOnDelivery: z.boolean({ error: 'Pay on delivery must be on or off' }),
  /** The largest order total (PKR) pay on delivery is offered for. */
  cashOnDeliveryLimit: rupeeLimit,
});
export type PaymentSettings = z.infer<typeof PaymentSettingsSchema>;

/** Pakistan's tax numbers printed on invoices: the NTN (7 or 8 digits, a dash and a check digit) and the STRN. */
export const TaxSettingsSchema = z.object({
  ntn: z
    .string()
    .trim()
    .regex(/^(|\d{7}(-\d)?|\d{8})$/, { error: 'NTN is 7 digits with a check digit (1234567-8), or empty' }),
  strn: z
    .string()
    .trim()
    .regex(/^(|\d{13}|\d{2}-\d{2}-\d{4}-\d{3}-\d{2})$/, {
      error: 'STRN is 13 digits (e.g. 03-01-9999-001-23), or empty',
    }),
});
export type TaxSettings = z.infer<typeof TaxSettingsSchema>;

/** The most a deduction may be: beyond half the metal's value the shop is not buying, and should say so itself. */
export const DEDUCTION_MAX = 50;

/**
 * A deduction in percent, as typed ("3", "2.5", "3 %") or sent as a number: 0 to 50 with at most one decimal; an empty
 * box is refused, not read as 0.
 */
const percent = (label: string) => {
  const error = `${label} must be a percentage from 0 to ${DEDUCTION_MAX}, e.g. 3 or 2.5`;
  return z
    .union([z.number(), z.string()], { error })
    .transform((v) => {
      if (typeof v === 'number') return v;
      const t = v.replace(/[\s%]/g, '');
      return /^\d{1,2}(\.\d)?$/.test(t) ? Number(t) : Number.NaN;
    })
    .pipe(
      z
        .number({ error })
        .min(0, { error })
        .max(DEDUCTION_MAX, { error })
        .refine((n) => Number.isInteger(n * 10), { error }),
    );
};

const silverRateError = 'The silver rate must be a whole number of rupees per tola from 1 to 1,000,000, or empty';

/** The day's silver rate per tola in PKR, as typed ("5,200") or a number; an empty box (or null) is "not set". */
const silverRate = z
  .union([z.number().nullable(), z.string()], { error: silverRateError })
  .transform((v) => {
    if (v === null || typeof v === 'number') return v;
    const digits = v.replace(/[\s,]/g, '');
    if (digits === '') return null;
    return /^\d{1,7}$/.test(digits) ? Number(digits) : Number.NaN;
  })
  .pipe(
    z
      .number({ error: silverRateError })
      .int({ error: silverRateError })
      .min(1, { error: silverRateError })
      .max(1_000_000, { error: silverRateError })
      .nullable(),
  );

/**
 * What the shop pays for old gold and silver (docs/behaviour.md §9.16, §11.15, docs/decisions/084): the deductions
 * from the metal's value at the day's rate, whether stones set in a piece are paid for, and the day's silver rate
 * (the zakat estimate's silver nisab and silver value, §9.17).
 */
export const BuyBackSettingsSchema = z.object({
  /** Percent taken off old gold's value when the guest sells it for cash. */
  goldCashDeduction: percent('The deduction on gold sold for cash'),
  /** Percent taken off old gold's value when it goes towards new jewellery from the shop. */
  goldExchangeDeduction: percent('The deduction on gold exchanged'),
  /** Percent taken off old silver's value at the day's silver rate (cash or exchange alike). */
  silverDeduction: percent('The deduction on silver'),
  /** Whether diamonds and stones set in a piece are paid for (at the shop's valuation) or given back / not paid. */
  stonesPaid: z.boolean({ error: 'Stones paid for must be on or off' }),
  /** The day's silver rate per tola (PKR), null while the owner has not set one. */
  silverRatePerTola: silverRate,
});
export type BuyBackSettings = z.infer<typeof BuyBackSettingsSchema>;

export const SETTINGS_SCHEMAS = {
  payments: PaymentSettingsSchema,
  tax: TaxSettingsSchema,
  buyBack: BuyBackSettingsSchema,
} as const;
export type SettingsGroup = keyof typeof SETTINGS_SCHEMAS;
export interface ShopSettings {
  payments: PaymentSettings;
  tax: TaxSettings;
  buyBack: BuyBackSettings;
}

/** The owner's settings as the API answers them (GET and PUT /api/admin/settings). */
export const ShopSettingsAnswerSchema = z.object({
  payments: z.object({
    payAtShowroom: z.boolean(),
    cashOnDelivery: z.boolean(),
    cashOnDeliveryLimit: z.number().int(),
  }),
  tax: z.object({ ntn: z.string(), strn: z.string() }),
  buyBack: z.object({
    goldCashDeduction: z.number(),
    goldExchangeDeduction: z.number(),
    silverDeduction: z.number(),
    stonesPaid: z.boolean(),
    silverRatePerTola: z.number().int().nullable(),
  }),
});

/**
 * What a new shop starts with: pay at the showroom on, pay on delivery off (the owner decides the limit); old gold
 * bought at 10% off for cash and 3% off towards new jewellery, silver at 15% off, stones not paid for, and no silver
 * rate until the owner sets the day's (docs/decisions/084).
 */
export const DEFAULT_SETTINGS: ShopSettings = {
  payments: { payAtShowroom: true, cashOnDelivery: false, cashOnDeliveryLimit: 100_000 },
  tax: { ntn: '', strn: '' },
  buyBack: {
    goldCashDeduction: 10,
    goldExchangeDeduction: 3,
    silverDeduction: 15,
    stonesPaid: false,
    silverRatePerTola: null,
  },
};
