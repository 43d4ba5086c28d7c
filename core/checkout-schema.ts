import { z } from 'zod';
import { COUNTRIES } from './countries';
import { CARD_COMING_SOON } from './card-coming-soon';
import { CHOOSABLE_METHODS } from './payment-options';
import { phoneField } from './phone';
import { isOneLine, notOneLine } from './text-rules';

/** Billing form of docs/behaviour.md §3.6 with the messages of §5.1; the page and the order API use this one schema. */
export const BillingSchema = z.object({
  firstName: z
    .string({ error: 'First Name is required' })
    .trim()
    .min(1, { error: 'First Name is required' })
    .max(60, { error: 'First Name must be at most 60 characters' })
    .refine(isOneLine, { error: notOneLine('First Name') }),
  lastName: z
    .string()
    .trim()
    .max(60, { error: 'Last Name must be at most 60 characters' })
    .refine(isOneLine, { error: notOneLine('Last Name') })
    .default(''),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, { error: 'Email is required' })
    .max(120)
    .pipe(z.email({ error: 'Email is required' })),
  address: z
    .string({ error: 'Address is required' })
    .trim()
    .min(1, { error: 'Address is required' })
    .max(200, { error: 'Address must be at most 200 characters' })
    .refine(isOneLine, { error: notOneLine('Address') }),
  Address2: z
    .string()
    .trim()
    .max(200, { error: 'Address 2 must be at most 200 characters' })
    .refine(isOneLine, { error: notOneLine('Address 2') })
    .default(''),
  Phone: phoneField('Please enter a valid phone number'),
  city: z
    .string({ error: 'City is required' })
    .trim()
    .min(1, { error: 'City is required' })
    .max(80, { error: 'City must be at most 80 characters' })
    .refine(isOneLine, { error: notOneLine('City') }),
});
export type Billing = z.infer<typeof BillingSchema>;

const today = () => new Date().toISOString().slice(0, 10);

/** Delivery options of docs/behaviour.md §4.4: collect (default), free, paid. */
export const DeliverySchema = z.discriminatedUnion(
  'selectedDeliveryOption',
  [
    z.object({
      selectedDeliveryOption: z.literal('collect'),
      collectionDate: z
        .string({ error: 'Collection date is required' })
        .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Collection date is required' })
        .refine((d) => d >= today(), { error: 'Collection date cannot be in the past' }),
      cnicPassport: z
        .string({ error: 'ID/Passport number is required' })
        .trim()
        .min(5, { error: 'ID/Passport number is required' })
        .max(30, { error: 'ID/Passport number must be at most 30 characters' }),
      termsConditions: z.literal(true, { error: 'Please accept the collection terms' }),
    }),
    z.object({ selectedDeliveryOption: z.literal('free') }),
    z.object({
      selectedDeliveryOption: z.literal('paid'),
      selectedCountry: z
        .string({ error: 'Country is required' })
        .refine((c) => COUNTRIES.includes(c), { error: 'Please choose a country from the list' }),
    }),
  ],
  { error: 'Please choose a delivery option' },
);
export type Delivery = z.infer<typeof DeliverySchema>;

/**
 * docs/behaviour.md §4.5: bank transfer (bacs_allied_bank), pay at the showroom (pay_at_showroom) or pay on delivery
 * (cash_on_delivery); the card (my_custom_gateway) is Coming Soon. Whether the owner offers a way for this order is
 * core/payment-options.ts's rule, which the page draws with and the server checks after this schema.
 */
export const PaymentSchema = z.object({
  selectedPaymentMethod: z.enum(CHOOSABLE_METHODS, {
    error: (issue) => (issue.input === 'my_custom_gateway' ? CARD_COMING_SOON : 'Please choose a way to pay'),
  }),
});

/**
 * The checkout page's form (docs/behaviour.md §3 billing form and checkout state, §5 rules) as one flat set of
 * fields: the billing fields, the delivery option with the fields of the chosen one, the payment method and the
 * terms tick. The parsed value holds only the chosen option's fields; core/order-schema.ts turns it into the order.
 */
export const CheckoutSchema = z.intersection(
  BillingSchema.extend({
    ...PaymentSchema.shape,
    termsAccepted: z.literal(true, { error: 'Please accept the terms and conditions' }),
  }),
  DeliverySchema,
);
export type Checkout = z.infer<typeof CheckoutSchema>;
