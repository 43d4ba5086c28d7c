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

export const SETTINGS_SCHEMAS = { payments: PaymentSettingsSchema, tax: TaxSettingsSchema } as const;
export type SettingsGroup = keyof typeof SETTINGS_SCHEMAS;
export interface ShopSettings {
  payments: PaymentSettings;
  tax: TaxSettings;
}

/** The owner's settings as the API answers them (GET and PUT /api/admin/settings). */
export const ShopSettingsAnswerSchema = z.object({
  payments: z.object({
    payAtShowroom: z.boolean(),
    cashOnDelivery: z.boolean(),
    cashOnDeliveryLimit: z.number().int(),
  }),
  tax: z.object({ ntn: z.string(), strn: z.string() }),
});

/** What a new shop starts with: pay at the showroom on, pay on delivery off (the owner decides the limit). */
export const DEFAULT_SETTINGS: ShopSettings = {
  payments: { payAtShowroom: true, cashOnDelivery: false, cashOnDeliveryLimit: 100_000 },
  tax: { ntn: '', strn: '' },
};
