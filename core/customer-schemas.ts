import { z } from 'zod';
import { phoneKey } from './phone-key';

/**
 * The back office's customers (docs/behaviour.md §11.16): not a table of their own but the guests the orders and
 * inquiries name, one per phone number (however it was written, core/phone-key.ts), or per e-mail where no phone
 * was given. Staff search them by phone in any usual form, e-mail or name, and open one to see every order, payment
 * and inquiry with their totals (docs/decisions/072).
 */

export const CustomersQuerySchema = z.object({
  q: z.string().trim().max(100, 'The search must be at most 100 characters').default(''),
});
export type CustomersQuery = z.infer<typeof CustomersQuerySchema>;

/** Digits in a phone key: Pakistan's numbers have 9 or 10 after the trunk 0, a foreign one up to 15 in all. */
const PHONE_KEY = /^\d{6,15}$/;
const KEY_MESSAGE = 'A customer is a phone number (its digits) or an e-mail address';

/** A customer's key as it stands in the address: the phone's digits, or the e-mail in lower case. */
export const CustomerKeySchema = z
  .string({ error: KEY_MESSAGE })
  .trim()
  .max(254, KEY_MESSAGE)
  .transform((k) => (k.includes('@') ? k.toLowerCase() : phoneKey(k)))
  .refine((k) => PHONE_KEY.test(k) || /^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(k), { error: KEY_MESSAGE });

/** The customer a guest's phone and e-mail make: the phone's key when it has enough digits, else the e-mail. */
export function customerKeyOf(phone: string, email: string): string {
  const key = phoneKey(phone);
  return PHONE_KEY.test(key) ? key : email.trim().toLowerCase();
}

export const CustomerRowSchema = z.object({
  key: z.string().describe("The customer's key: the phone's digits without +92 or 0, or the e-mail"),
  name: z.string().describe('The name the guest gave last'),
  phone: z.string().describe('The phone as the guest wrote it last'),
  email: z.string().describe('The e-mail the guest gave last'),
  city: z.string().describe('The city of the latest order, or empty'),
  orders: z.number().int().describe('Orders placed'),
  value: z.number().int().describe('What the orders come to in PKR, cancelled ones left out'),
  paid: z.number().int().describe('Paid less refunded, PKR'),
  inquiries: z.number().int().describe('Inquiries sent (newsletter sign-ups left out)'),
  lastAt: z.string().describe('When the guest last ordered or wrote, ISO 8601'),
});
export type CustomerRow = z.infer<typeof CustomerRowSchema>;

export const CustomerListSchema = z.object({
  rows: z.array(CustomerRowSchema),
  more: z.boolean().describe('True when more customers match than are listed: search more precisely'),
});
export type CustomerList = z.infer<typeof CustomerListSchema>;

export const CustomerSchema = z.object({
  key: z.string(),
  name: z.string(),
  phones: z.array(z.string()).describe('Every way the phone was written'),
  emails: z.array(z.string()),
  cities: z.array(z.string()),
  totals: z.object({
    orders: z.number().int(),
    value: z.number().int().describe('PKR, cancelled orders left out'),
    paid: z.number().int().describe('Paid less refunded, PKR'),
    balance: z.number().int().describe('Still to pay on orders not cancelled, PKR'),
    inquiries: z.number().int(),
  }),
  orders: z.array(
    z.object({
      orderNo: z.string(),
      placedAt: z.string(),
      status: z.string(),
      total: z.number().int(),
      paid: z.number().int(),
      pieces: z.array(z.string()).describe("The pieces' tag numbers"),
    }),
  ),
  payments: z.array(
    z.object({
      orderNo: z.string(),
      kind: z.enum(['payment', 'refund']),
      amount: z.number().int(),
      method: z.string(),
      paidOn: z.string(),
      reference: z.string(),
    }),
  ),
  inquiries: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      title: z.string(),
      receivedAt: z.string(),
      answeredAt: z.string().nullable(),
    }),
  ),
});
export type Customer = z.infer<typeof CustomerSchema>;
