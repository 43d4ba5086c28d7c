import { z } from 'zod';
import { HistoryEntrySchema, pageField, pageOf } from './desk';
import { CANCEL_REASON_MAX, ORDER_STATES, OrderMoveSchema } from './order-states';

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
export const OrderDeskSchema = z.object({
  orderNo: z.string(),
  placedAt: z.string(),
  status: z.string(),
  statusChangedAt: z.string(),
  nextStates: z.array(z.enum(ORDER_STATES)),
  paidAt: z.string().nullable(),
  holdUntil: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  trackingNo: z.string().nullable(),
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
  mails: z.array(z.object({ subject: z.string(), to: z.string(), status: z.string(), at: z.string() })),
  history: z.array(HistoryEntrySchema),
});
export type OrderDesk = z.infer<typeof OrderDeskSchema>;

/** Cancelling from the back office: the reason is required, since the guest is told it. */
export const CancelOrderSchema = OrderMoveSchema.extend({
  to: z.literal('cancelled'),
  reason: z
    .string({ error: 'Please give the reason for cancelling: the guest is told it' })
    .trim()
    .min(1, 'Please give the reason for cancelling: the guest is told it')
    .max(CANCEL_REASON_MAX, `Reason must be at most ${CANCEL_REASON_MAX} characters`),
});
