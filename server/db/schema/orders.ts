import { date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LineBreakup } from '../../../core/payments';
import { staff } from './staff';

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
    /** The deposit slip's key in the file store (`uploads/slips/…`), if one came. */
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
    /** The courier named when shipping (an id of core/couriers.ts, or null: none named). */
    courier: text('courier'),
    /** When the guest last sent a deposit slip (at checkout or later from the status page). */
    slipSentAt: timestamp('slip_sent_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** Where the order was taken: website, or one of core/order-channels.ts for an order staff took (walk-in, phone,
     * WhatsApp). */
    channel: text('channel').notNull().default('website'),
    /** The member who took an order outside the website (null: the guest ordered on the website). */
    takenBy: text('taken_by'),
    /** The staff's internal note, never shown to the guest. */
    note: text('note').notNull().default(''),
    /** The language the guest ordered in (core/locale.ts): the guest's mails and status link are in it. */
    locale: text('locale').notNull().default('en'),
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
    /** How the price was made when the order was placed (weights, karat, the day's rate, making, stones): the invoice's
     * lines. Null for orders placed before it was kept. */
    breakup: jsonb('breakup').$type<LineBreakup>(),
  },
  (t) => [index('order_line_order').on(t.orderId)],
);

/**
 * The order's payments ledger (docs/behaviour.md §4.14): each payment staff record (amount in whole PKR, how and
 * when it was paid, the bank's reference, an optional slip) and each refund on cancelling a paid order. Paid =
 * payments - refunds; the balance is the order's total less paid. Entries are never changed or removed: a mistake is
 * put right by a refund, and every entry has its audit-log line.
 */
export const payments = pgTable(
  'payment',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** One of core/payments.ts LEDGER_KINDS: payment | refund. */
    kind: text('kind').notNull(),
    /** Whole PKR, more than 0 (a refund's amount is positive too). */
    amount: integer('amount').notNull(),
    /** One of core/payments.ts LEDGER_METHODS. */
    method: text('method').notNull(),
    /** The day it was paid (the shop's calendar day). */
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    /** The bank's or the card machine's reference, if any. */
    reference: text('reference').notNull().default(''),
    /** A slip's key in the file store (`uploads/slips/…`: the guest's, or one staff attach), if any. */
    slipFile: text('slip_file'),
    /** Why: a refund's reason, or a note of the staff. */
    note: text('note').notNull().default(''),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** Who recorded it, by name (kept when the member is removed). */
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_order').on(t.orderId, t.id)],
);
