import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Orders (docs/behaviour.md §3.8): the guest's details, delivery and payment choices, totals, and the first answer
 * given.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    statusToken: text('status_token').notNull(),
    /** One of core/order-states.ts ORDER_STATES; statusChangedAt is when it last moved (shown to the guest). */
    status: text('status').notNull().default('awaiting-payment'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull(),
    deliveryOption: text('delivery_option').notNull(),
    collectionDate: date('collection_date', { mode: 'string' }),
    cnicPassport: text('cnic_passport'),
    country: text('country'),
    deliveryCharge: integer('delivery_charge').notNull().default(0),
    paymentMethod: text('payment_method').notNull(),
    slipFile: text('slip_file'),
    subtotal: integer('subtotal').notNull(),
    total: integer('total').notNull(),
    trackingId: text('tracking_id').notNull(),
    idempotencyKey: text('idempotency_key'),
    answer: text('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** When staff confirmed the bank transfer arrived. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** An order awaiting payment holds its pieces until then (created + RESERVE_DAYS; staff may extend it). */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    /** The courier's tracking number, given when shipping (optional). */
    trackingNo: text('tracking_no'),
    cancelReason: text('cancel_reason'),
    /** The staff's internal note, never shown to the guest. */
    note: text('note').notNull().default(''),
  },
  (t) => [
    uniqueIndex('orders_order_no').on(t.orderNo),
    index('orders_status_created').on(t.status, t.createdAt),
    index('orders_created').on(t.createdAt),
    uniqueIndex('orders_status_token').on(t.statusToken),
    uniqueIndex('orders_idempotency_key').on(t.idempotencyKey),
  ],
);

/** Order lines: a snapshot of what was sold, at the price charged. */
export const orderLines = pgTable(
  'order_line',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tagNo: text('tag_no').notNull(),
    itemName: text('item_name').notNull(),
    displayName: text('display_name').notNull(),
    itemType: text('item_type').notNull(),
    size: text('size').notNull(),
    unitPrice: integer('unit_price').notNull(),
    qty: integer('qty').notNull().default(1),
  },
  (t) => [index('order_line_order').on(t.orderId)],
);
