import { z } from 'zod';
import { BillingSchema, DeliverySchema, PaymentSchema, type Checkout } from './checkout-schema';
import { LOCALES, type Locale } from './locale';

/**
 * The one table between the checkout page and the order: each billing field's name in the order's UserData
 * (the API's names, docs/behaviour.md §3.6). The delivery, payment and terms fields have the same name on both
 * sides. The order is built with it (orderFor) and the server's field errors are read back with it (checkoutFieldOf).
 */
const USER_DATA_NAMES = {
  firstName: 'FirstName',
  lastName: 'LastName',
  email: 'Email',
  address: 'Address',
  Address2: 'Address2',
  city: 'City',
  Phone: 'PhoneNo',
} as const satisfies Record<keyof typeof BillingSchema.shape, string>;
type UserDataNames = typeof USER_DATA_NAMES;
type AsUserData<T extends Record<keyof UserDataNames, unknown>> = {
  [K in keyof UserDataNames as UserDataNames[K]]: T[K];
};

/** The billing fields of `o` (values or schemas) under their UserData names. */
function asUserData<T extends Record<keyof UserDataNames, unknown>>(o: T): AsUserData<T> {
  const names = Object.entries(USER_DATA_NAMES) as [keyof UserDataNames, string][];
  return Object.fromEntries(names.map(([field, name]) => [name, o[field]])) as AsUserData<T>;
}

const FIELD_OF_USER_DATA = new Map(Object.entries(USER_DATA_NAMES).map(([field, name]) => [`UserData.${name}`, field]));

/**
 * The checkout page's field for a path the order API names in a refusal (`UserData.PhoneNo` → `Phone`,
 * `Delivery.cnicPassport` → `cnicPassport`, `termsAccepted` as it is).
 */
export const checkoutFieldOf = (path: string): string =>
  FIELD_OF_USER_DATA.get(path) ?? path.replace(/^(?:Delivery|Payment)\./, '');

/**
 * The sale payload of docs/behaviour.md §7.3: { Stock, UserData, NetPrice }, plus the delivery and payment choices the
 * old storefront never sent (§10.12). UserData carries the API's field names (§3.6) with the billing form's rules.
 */
export const UserDataSchema = z.object({
  ...asUserData(BillingSchema.shape),
  Tracking_ID: z.string().max(40).optional(),
});

export const StockLineSchema = z.object({
  TagNo: z.string({ error: 'TagNo is required' }).trim().min(1, { error: 'TagNo is required' }).max(40),
  selectedSize: z.string().trim().max(10).default('-'),
  Qty: z.coerce.number().int().min(1).max(1, { error: 'Each piece can be ordered once' }).catch(1),
});

export const SaleSchema = z.object({
  Stock: z
    .array(StockLineSchema, { error: 'Stock must list the pieces in the bag' })
    .min(1, { error: 'Your bag is empty' })
    .max(30, { error: 'At most 30 pieces in one order' })
    .superRefine((lines, ctx) => {
      // Every tag number is one physical piece: twice in one order would charge it twice.
      const seen = new Set<string>();
      lines.forEach((line, i) => {
        if (seen.has(line.TagNo))
          ctx.addIssue({
            code: 'custom',
            path: [i, 'TagNo'],
            message: `Each piece can be ordered once: ${line.TagNo} is in the order twice`,
          });
        seen.add(line.TagNo);
      });
    }),
  UserData: UserDataSchema,
  NetPrice: z.number({ error: 'NetPrice must be a number' }).int().nonnegative(),
  Delivery: DeliverySchema,
  Payment: PaymentSchema,
  termsAccepted: z.literal(true, { error: 'Please accept the terms and conditions' }),
  /** The language the guest ordered in: the guest's mails and order page are in it (English when not sent). */
  Language: z.enum(LOCALES, { error: `Language must be one of ${LOCALES.join(', ')}` }).default('en'),
});
export type Sale = z.infer<typeof SaleSchema>;
export type SaleInput = z.input<typeof SaleSchema>;

/**
 * The order for a checked checkout form: the bag's pieces (each once), the guest's details under the API's names,
 * the chosen delivery option with its own fields only, the chosen payment method and the terms.
 */
export function orderFor(
  checkout: Checkout,
  bag: readonly { TagNo: string; selectedSize: string }[],
  netPrice: number,
  trackingId = String(Date.now()),
  language: Locale = 'en',
): SaleInput {
  return {
    Stock: bag.map((l) => ({ TagNo: l.TagNo, selectedSize: l.selectedSize, Qty: 1 })),
    UserData: { ...asUserData(checkout), Tracking_ID: trackingId },
    NetPrice: netPrice,
    // The checked form holds only the chosen option's fields; parsing again keeps exactly those.
    Delivery: DeliverySchema.parse(checkout),
    Payment: { selectedPaymentMethod: checkout.selectedPaymentMethod },
    termsAccepted: checkout.termsAccepted,
    Language: language,
  };
}

/**
 * The address of a deposit slip sent from the status page (docs/behaviour.md §4.16): the order's status token, the
 * secret of its status link. The slip itself is the multipart body's `depositSlip`, checked by its content.
 */
export const SlipQuerySchema = z.object({
  token: z
    .string({ error: 'token is required: open the link in your order e-mail' })
    .trim()
    .min(1, { error: 'token is required: open the link in your order e-mail' })
    .max(100, { error: 'token must be at most 100 characters' }),
  /** The language of the status page the slip was sent from: a browser's plain post goes back to that page. */
  lang: z.enum(LOCALES, { error: `lang must be one of ${LOCALES.join(', ')}` }).optional(),
});
