import { z } from 'zod';
import { BillingSchema, DeliverySchema, PaymentSchema } from './checkout-schema';

const b = BillingSchema.shape;

/**
 * The sale payload of spec §3/§7: { Stock, UserData, NetPrice }, plus the delivery and payment choices the
 * spec never sent (DESIGN.md). UserData carries the spec's field names with the billing form's rules.
 */
export const UserDataSchema = z.object({
  FirstName: b.firstName,
  LastName: b.lastName,
  Email: b.email,
  Address: b.address,
  Address2: b.Address2,
  City: b.city,
  PhoneNo: b.Phone,
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
    .max(30, { error: 'At most 30 pieces in one order' }),
  UserData: UserDataSchema,
  NetPrice: z.number({ error: 'NetPrice must be a number' }).int().nonnegative(),
  Delivery: DeliverySchema,
  Payment: PaymentSchema,
  termsAccepted: z.literal(true, { error: 'Please accept the terms and conditions' }),
});
export type Sale = z.infer<typeof SaleSchema>;
export type SaleInput = z.input<typeof SaleSchema>;
