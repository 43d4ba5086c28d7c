/**
 * The orders as they are read, the one read model of the back office, the owner's commands and the guest: the back
 * office's list with its filters and search, one order with everything staff need, its slip and the CSV export
 * (docs/behaviour.md §11.2); the owner's latest orders and one order with its mails; the guest's own order by number
 * and e-mail or by the link's token (§2.10). Placing is in place.ts; moves, holds and notes in moves.ts.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  ORDERS_PER_PAGE,
  type AdminOrder,
  type OrderList,
  type OrderRow,
  type OrdersQuery,
} from '../../../core/order-admin-schemas';
import { pagesOf } from '../../../core/admin-lists';
import { courierName, trackingLink } from '../../../core/couriers';
import { nextStates, orderStateLabel, type OrderState } from '../../../core/order-states';
import type { Db } from '../../db/client';
import { statusLink } from './numbers';
import { localeOf } from '../../../core/locale';
import { containing } from '../../db/like';
import { phoneKeySql } from '../../db/phone-key';
import { phoneSearchKey } from '../../../core/phone-key';
import { orderLines, orders, outbox, stockImages, stockItems } from '../../db/schema';
import { MAIL_COLUMNS, mailEntry } from '../../mail/mail-states';
import { toCsv } from '../../files/csv';
import { historyOf } from '../audit';
import { ledgerOf } from './payments';

/** An order as its table holds it. */
export type OrderRecord = typeof orders.$inferSelect;

/** The order with this number, however it was typed (spaces around it, lower case). */
export const byOrderNo = (orderNo: string) => eq(orders.orderNo, orderNo.trim().toUpperCase());

const guestName = (o: Pick<OrderRecord, 'firstName' | 'lastName'>) => `${o.firstName} ${o.lastName}`.trim();
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** An order's state and what goes with it, as staff see it after a change. Dates are ISO strings. */
export interface OrderSummary {
  orderNo: string;
  /** One of core/order-states.ts ORDER_STATES. */
  status: string;
  statusLabel: string;
  statusChangedAt: string;
  deliveryOption: string;
  paidAt: string | null;
  /** Until when an order awaiting payment holds its pieces. */
  holdUntil: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  trackingNo: string | null;
  /** The courier named when shipping (core/couriers.ts), or null. */
  courier: string | null;
  cancelReason: string | null;
  /** The staff's internal note, never shown to the guest. */
  note: string;
  /** Where it may be moved from here (core/order-states.ts nextStates). */
  nextStates: OrderState[];
}

export function orderSummary(row: OrderRecord): OrderSummary {
  return {
    orderNo: row.orderNo,
    status: row.status,
    statusLabel: orderStateLabel(row.status),
    statusChangedAt: row.statusChangedAt.toISOString(),
    deliveryOption: row.deliveryOption,
    paidAt: iso(row.paidAt),
    holdUntil: iso(row.holdUntil),
    shippedAt: iso(row.shippedAt),
    deliveredAt: iso(row.deliveredAt),
    trackingNo: row.trackingNo,
    courier: row.courier,
    cancelReason: row.cancelReason,
    note: row.note,
    nextStates: nextStates(row),
  };
}

/** The guest's own order, as its status page shows it (docs/behaviour.md §2.10, §4.16). */
export interface OrderView {
  orderNo: string;
  /** One of core/order-states.ts ORDER_STATES, since statusChangedAt. */
  status: string;
  statusChangedAt: string;
  /** Until when an order awaiting payment holds its pieces. */
  holdUntil: string | null;
  /** The courier's tracking number, once shipping. */
  trackingNo: string | null;
  /** The courier staff named when shipping, in words, and where the guest follows the shipment (core/couriers.ts). */
  courierName: string | null;
  trackingUrl: string | null;
  /** The way to pay chosen at checkout (core/payments.ts CHECKOUT_METHODS). */
  paymentMethod: string;
  /** What the payments ledger says is paid, and what is still to pay (the total less paid, never below 0). */
  paid: number;
  toPay: number;
  /** When the guest last sent a deposit slip (at checkout or from the status page). */
  slipSentAt: string | null;
  /** Why it was cancelled (told to the guest). */
  cancelReason: string | null;
  name: string;
  address: string;
  deliveryOption: string;
  country: string | null;
  collectionDate: string | null;
  placedAt: string;
  shippedAt: string | null;
  deliveredAt: string | null;
  subtotal: number;
  deliveryCharge: number;
  total: number;
  lines: { tagNo: string; displayName: string; size: string; unitPrice: number }[];
}

const linesOf = (db: Db, orderId: number) =>
  db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));

/**
 * The mails about an order, oldest first. The outbox keeps no order column: a mail is the order's when its subject
 * holds the order's number, matched as plain text (`_` and `%` are no wildcards in it).
 */
const mailsOf = (db: Db, orderNo: string) =>
  db
    .select(MAIL_COLUMNS)
    .from(outbox)
    .where(sql`${outbox.subject} LIKE ${containing(orderNo)}`)
    .orderBy(asc(outbox.id));

async function view(db: Db, row: OrderRecord): Promise<OrderView> {
  const [lines, ledger] = [await linesOf(db, row.id), await ledgerOf(db, row)];
  return {
    orderNo: row.orderNo,
    status: row.status,
    statusChangedAt: row.statusChangedAt.toISOString(),
    holdUntil: iso(row.holdUntil),
    trackingNo: row.trackingNo,
    courierName: courierName(row.courier),
    trackingUrl: trackingLink(row.courier, row.trackingNo),
    paymentMethod: row.paymentMethod,
    paid: ledger.paid,
    toPay: ledger.balance,
    slipSentAt: iso(row.slipSentAt),
    cancelReason: row.cancelReason,
    name: guestName(row),
    address: [row.address, row.address2, row.city, row.country].filter(Boolean).join(', '),
    deliveryOption: row.deliveryOption,
    country: row.country,
    collectionDate: row.collectionDate,
    placedAt: row.createdAt.toISOString(),
    shippedAt: iso(row.shippedAt),
    deliveredAt: iso(row.deliveredAt),
    subtotal: row.subtotal,
    deliveryCharge: row.deliveryCharge,
    total: row.total,
    lines: lines.map((l) => ({ tagNo: l.tagNo, displayName: l.displayName, size: l.size, unitPrice: l.unitPrice })),
  };
}

/** Finds an order by its number plus the e-mail used, or by the token of the e-mail's link; else null. */
export async function findOrder(
  db: Db,
  q: { orderNo?: string; email?: string; token?: string },
): Promise<OrderView | null> {
  let row: OrderRecord | undefined;
  if (q.token) {
    [row] = await db.select().from(orders).where(eq(orders.statusToken, q.token)).limit(1);
  } else if (q.orderNo && q.email) {
    [row] = await db
      .select()
      .from(orders)
      .where(and(byOrderNo(q.orderNo), sql`lower(${orders.email}) = lower(${q.email.trim()})`))
      .limit(1);
  }
  return row ? view(db, row) : null;
}

/** The owner's `orders list`: the latest orders, last placed first. */
export async function listOrders(db: Db, limit = 50) {
  return db
    .select({
      orderNo: orders.orderNo,
      status: orders.status,
      name: sql<string>`${orders.firstName} || ' ' || ${orders.lastName}`,
      email: orders.email,
      total: orders.total,
      deliveryOption: orders.deliveryOption,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .orderBy(desc(orders.id))
    .limit(limit);
}

/** The owner's `orders show`: the order's row, the guest's view of it and its mails; null when there is none. */
export async function orderDetail(db: Db, orderNo: string) {
  const [row] = await db.select().from(orders).where(byOrderNo(orderNo)).limit(1);
  if (!row) return null;
  return { row, view: await view(db, row), mails: await mailsOf(db, row.orderNo) };
}

/** What the back office reads of the orders (the orders' pages and /api/admin/orders). */
export interface AdminOrders {
  list(q: OrdersQuery): Promise<OrderList>;
  /** One order, or null when there is none. */
  detail(orderNo: string): Promise<AdminOrder | null>;
  /** The deposit slip's file under DATA_DIR, or null. */
  slipOf(orderNo: string): Promise<string | null>;
  /** The orders placed between two days (inclusive, the shop's time) as CSV, one row per line, with a BOM for Excel. */
  exportCsv(from: string, to: string): Promise<string>;
  /** The payment methods orders were placed with, for the list's filter. */
  paymentMethods(): Promise<string[]>;
}

/**
 * An order found by what staff know of it (docs/behaviour.md §11.2): its number, the guest's e-mail, name or city, a
 * tag number of one of its pieces, or the phone however it was typed either time (core/phone-key.ts).
 */
export function orderSearch(text: string): SQL | undefined {
  const term = containing(text);
  const phone = phoneSearchKey(text);
  return or(
    ilike(orders.orderNo, term),
    ilike(orders.email, term),
    ilike(sql`${orders.firstName} || ' ' || ${orders.lastName}`, term),
    ilike(orders.city, term),
    sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.tagNo} ilike ${term})`,
    phone ? sql`${phoneKeySql(orders.phone)} LIKE ${containing(phone)}` : undefined,
  );
}

function filters(q: OrdersQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (q.status !== 'all') where.push(eq(orders.status, q.status));
  if (q.payment) where.push(eq(orders.paymentMethod, q.payment));
  if (q.q) where.push(orderSearch(q.q));
  return and(...where);
}

/** Orders newest first, as the back office lists them (its orders' list, the dashboard's latest). */
export async function orderRows(db: Db, limit: number, { where, offset = 0 }: { where?: SQL; offset?: number } = {}) {
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
  return rows.map((o): OrderRow => ({
    orderNo: o.orderNo,
    placedAt: o.createdAt.toISOString(),
    name: guestName(o),
    email: o.email,
    phone: o.phone,
    total: o.total,
    paymentMethod: o.paymentMethod,
    deliveryOption: o.deliveryOption,
    status: o.status,
  }));
}

/** A day in the shop's time zone (Asia/Karachi) as the instant it starts. */
const startOfDay = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE 'Asia/Karachi'`;

const CSV_HEADER = [
  'Order number',
  'Placed (UTC)',
  'Status',
  'Guest',
  'Email',
  'Phone',
  'City',
  'Country',
  'Delivery',
  'Delivery charge (PKR)',
  'Payment',
  'Tag number',
  'Piece',
  'Size',
  'Quantity',
  'Unit price (PKR)',
  'Order total (PKR)',
  'Tracking number',
];

export function createAdminOrders(db: Db): AdminOrders {
  return {
    async list(q) {
      const where = filters(q);
      const [[all], rows] = await Promise.all([
        db.select({ n: count() }).from(orders).where(where),
        orderRows(db, ORDERS_PER_PAGE, { where, offset: (q.page - 1) * ORDERS_PER_PAGE }),
      ]);
      const total = all?.n ?? 0;
      return { total, page: q.page, pages: pagesOf(total, ORDERS_PER_PAGE), rows };
    },

    async detail(orderNo) {
      const [row] = await db.select().from(orders).where(byOrderNo(orderNo)).limit(1);
      if (!row) return null;
      const lines = await linesOf(db, row.id);
      const tags = lines.map((l) => l.tagNo);
      // The first picture of each piece still in the catalogue (a piece removed since keeps its line, without one).
      const pictures = tags.length
        ? await db
            .selectDistinctOn([stockItems.tagNo], { tagNo: stockItems.tagNo, name: stockImages.imageName })
            .from(stockItems)
            .innerJoin(stockImages, eq(stockImages.stockId, stockItems.id))
            .where(inArray(stockItems.tagNo, tags))
            .orderBy(stockItems.tagNo, asc(stockImages.position), asc(stockImages.id))
        : [];
      const pictureOf = new Map(pictures.map((p) => [p.tagNo, p.name]));
      const mails = await mailsOf(db, row.orderNo);
      const history = await historyOf(db, 'order', row.orderNo);
      const s = orderSummary(row);
      return {
        orderNo: row.orderNo,
        placedAt: row.createdAt.toISOString(),
        channel: row.channel,
        takenBy: row.takenBy,
        statusPath: statusLink('', row.statusToken, localeOf(row.locale)),
        status: s.status,
        statusChangedAt: s.statusChangedAt,
        nextStates: s.nextStates,
        paidAt: s.paidAt,
        holdUntil: s.holdUntil,
        shippedAt: s.shippedAt,
        deliveredAt: s.deliveredAt,
        trackingNo: s.trackingNo,
        courier: s.courier,
        cancelReason: s.cancelReason,
        note: s.note,
        guest: {
          name: guestName(row),
          email: row.email,
          phone: row.phone,
          address: [row.address, row.address2].filter(Boolean).join(', '),
          city: row.city,
          country: row.country,
          cnicPassport: row.cnicPassport,
        },
        deliveryOption: row.deliveryOption,
        collectionDate: row.collectionDate,
        deliveryCharge: row.deliveryCharge,
        paymentMethod: row.paymentMethod,
        hasSlip: row.slipFile !== null,
        ledger: await ledgerOf(db, row),
        slipSentAt: iso(row.slipSentAt),
        subtotal: row.subtotal,
        total: row.total,
        lines: lines.map((l) => ({
          tagNo: l.tagNo,
          name: l.displayName,
          size: l.size,
          unitPrice: l.unitPrice,
          qty: l.qty,
          picture: pictureOf.get(l.tagNo) ?? null,
        })),
        mails: mails.map(mailEntry),
        history: history.map((h) => ({ ...h, at: h.at.toISOString() })),
      };
    },

    async slipOf(orderNo) {
      const [row] = await db.select({ slipFile: orders.slipFile }).from(orders).where(byOrderNo(orderNo)).limit(1);
      return row?.slipFile ?? null;
    },

    async exportCsv(from, to) {
      const rows = await db
        .select({ o: orders, l: orderLines })
        .from(orders)
        .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
        .where(
          and(gte(orders.createdAt, startOfDay(from)), lt(orders.createdAt, sql`${startOfDay(to)} + interval '1 day'`)),
        )
        .orderBy(asc(orders.createdAt), asc(orders.id), asc(orderLines.id));
      const body = rows.map(({ o, l }) => [
        o.orderNo,
        o.createdAt.toISOString().slice(0, 16).replace('T', ' '),
        o.status,
        guestName(o),
        o.email,
        o.phone,
        o.city,
        o.country ?? '',
        o.deliveryOption,
        String(o.deliveryCharge),
        o.paymentMethod,
        l.tagNo,
        l.displayName,
        l.size,
        String(l.qty),
        String(l.unitPrice),
        String(o.total),
        o.trackingNo ?? '',
      ]);
      return `\uFEFF${toCsv([CSV_HEADER, ...body])}`;
    },

    async paymentMethods() {
      const rows = await db.selectDistinct({ m: orders.paymentMethod }).from(orders).orderBy(orders.paymentMethod);
      return rows.map((r) => r.m);
    },
  };
}
