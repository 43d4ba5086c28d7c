import { z } from 'zod';
import { HistoryEntrySchema, MailEntrySchema, pageField, pageOf } from './admin-lists';
import { COURIER_IDS } from './couriers';
import { ORDER_NO_EXAMPLE, ORDER_NO_PATTERN } from './order-number';
import { CancelRefundSchema, LedgerSchema } from './payments';
import {
  CANCEL_REASON_MAX,
  HOLD_EXTENSION_MAX_DAYS,
  ORDER_NOTE_MAX,
  ORDER_STATES,
  TRACKING_NO_MAX,
} from './order-states';

/** An order's number in a path or a form (core/order-number.ts). */
export const OrderNoSchema = z
  .string()
  .regex(ORDER_NO_PATTERN, `The order number is letters, digits and dashes, like ${ORDER_NO_EXAMPLE}`);

/** An order's state (core/order-states.ts, which stays without zod for the guest's order status page). */
export const OrderStateSchema = z.enum(ORDER_STATES);

/** What staff send to move an order (the back office's form; the server checks it again in moveOrder). */
export const OrderMoveSchema = z.object({
  to: OrderStateSchema,
  reason: z
    .string()
    .trim()
    .max(CANCEL_REASON_MAX, { error: `Reason must be at most ${CANCEL_REASON_MAX} characters` })
    .optional(),
  trackingNo: z
    .string()
    .trim()
    .max(TRACKING_NO_MAX, { error: `Tracking number must be at most ${TRACKING_NO_MAX} characters` })
    .optional(),
  /** Cancelling a paid order: the money given back, recorded in the ledger with the cancel. */
  refund: CancelRefundSchema.optional(),
  /** The courier when shipping (core/couriers.ts), or empty: none named (docs/behaviour.md §4.16). */
  courier: z
    .union([z.enum(COURIER_IDS), z.literal('')], { error: `Courier must be one of ${COURIER_IDS.join(', ')}` })
    .optional(),
});
export type OrderMove = z.infer<typeof OrderMoveSchema>;

/** Days added to the hold of an order awaiting payment. */
export const HoldExtensionSchema = z.object({
  days: z.coerce
    .number({ error: `Days must be a whole number from 1 to ${HOLD_EXTENSION_MAX_DAYS}` })
    .int({ error: `Days must be a whole number from 1 to ${HOLD_EXTENSION_MAX_DAYS}` })
    .min(1, { error: `Days must be a whole number from 1 to ${HOLD_EXTENSION_MAX_DAYS}` })
    .max(HOLD_EXTENSION_MAX_DAYS, { error: `Days must be a whole number from 1 to ${HOLD_EXTENSION_MAX_DAYS}` }),
});

/** The staff's internal note on an order (never shown to the guest). */
export const OrderNoteSchema = z.object({
  note: z.string().max(ORDER_NOTE_MAX, { error: `Note must be at most ${ORDER_NOTE_MAX} characters` }),
});

/** docs/behaviour.md §11.2: what the orders list may be filtered and searched by. */
export const ORDERS_PER_PAGE = 20;

const orderStateFilter = z.enum(['all', ...ORDER_STATES], {
  error: `Status must be all or one of ${ORDER_STATES.join(', ')}`,
});

export const OrdersQuerySchema = z.object({
  status: orderStateFilter.default('all'),
  payment: z.string().trim().max(50, 'Payment must be at most 50 characters').default(''),
  q: z.string().trim().max(100, 'The search must be at most 100 characters').default(''),
  page: pageField,
});
export type OrdersQuery = z.infer<typeof OrdersQuerySchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be YYYY-MM-DD');
/** The CSV export of a date range (both days included, in the shop's time). */
export const OrdersExportSchema = z
  .object({ from: day, to: day })
  .refine((r) => r.from <= r.to, { message: 'From must be on or before To', path: ['to'] });

export const OrderRowSchema = z.object({
  orderNo: z.string(),
  placedAt: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  total: z.number(),
  paymentMethod: z.string(),
  deliveryOption: z.string(),
  status: z.string(),
});
export type OrderRow = z.infer<typeof OrderRowSchema>;

export const OrderListSchema = pageOf(OrderRowSchema);
export type OrderList = z.infer<typeof OrderListSchema>;

/** One order as the back office shows it (docs/behaviour.md §11.2). */
export const AdminOrderSchema = z.object({
  orderNo: z.string(),
  placedAt: z.string(),
  /** Where it was taken: 'website', or walk-in, phone or WhatsApp by a member (core/taken-order.ts). */
  channel: z.string(),
  /** The member who took an order outside the website, or null. */
  takenBy: z.string().nullable(),
  /** The guest's status page (its path with the token), which staff may send a customer whose order they took. */
  statusPath: z.string(),
  status: z.string(),
  statusChangedAt: z.string(),
  nextStates: z.array(z.enum(ORDER_STATES)),
  paidAt: z.string().nullable(),
  holdUntil: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  trackingNo: z.string().nullable(),
  /** The courier named when shipping (an id of core/couriers.ts), or null. */
  courier: z.string().nullable(),
  cancelReason: z.string().nullable(),
  note: z.string(),
  guest: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    city: z.string(),
    country: z.string().nullable(),
    cnicPassport: z.string().nullable(),
  }),
  deliveryOption: z.string(),
  collectionDate: z.string().nullable(),
  deliveryCharge: z.number(),
  paymentMethod: z.string(),
  hasSlip: z.boolean(),
  /** The payments ledger: its entries, paid, refunded and the balance still to pay. */
  ledger: LedgerSchema,
  /** When the guest last sent the deposit slip (at checkout or later from the status page). */
  slipSentAt: z.string().nullable(),
  subtotal: z.number(),
  total: z.number(),
  lines: z.array(
    z.object({
      tagNo: z.string(),
      name: z.string(),
      size: z.string(),
      unitPrice: z.number(),
      qty: z.number(),
      picture: z.string().nullable(),
    }),
  ),
  mails: z.array(MailEntrySchema),
  history: z.array(HistoryEntrySchema),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

/** Cancelling from the back office: the reason is required, since the guest is told it. */
export const CancelOrderSchema = OrderMoveSchema.extend({
  to: z.literal('cancelled'),
  reason: z
    .string({ error: 'Please give the reason for cancelling: the guest is told it' })
    .trim()
    .min(1, 'Please give the reason for cancelling: the guest is told it')
    .max(CANCEL_REASON_MAX, `Reason must be at most ${CANCEL_REASON_MAX} characters`),
});

/**
 * Cancelling a paid order from the back office, its refund's fields beside the reason (one form): sent as the move
 * with its refund (OrderMoveSchema's `refund`, checked again by the server).
 */
export const CancelWithRefundSchema = CancelOrderSchema.omit({ refund: true })
  .extend(CancelRefundSchema.shape)
  .transform(({ amount, method, paidOn, reference, ...move }) => ({
    ...move,
    refund: { amount, method, paidOn, reference },
  }));
