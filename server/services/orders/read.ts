/**
 * The orders as the back office reads them (docs/behaviour.md §11.2): the list with its filters and search, one
 * order with everything staff need, and the CSV export. Moves, holds and notes are in order-moves.ts.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  ORDERS_PER_PAGE,
  type OrderDesk as OrderDeskView,
  type OrderList,
  type OrdersQuery,
} from '../../../core/order-admin-schemas';
import { pagesOf } from '../../../core/desk';
import type { Db } from '../../db/client';
import { orderLines, orders, outbox, stockImages, stockItems } from '../../db/schema';
import { toCsv } from '../../files/csv';
import { historyOf } from '../audit';
import { orderSummary } from './moves';

export interface OrderDesk {
  list(q: OrdersQuery): Promise<OrderList>;
  /** One order, or null when there is none. */
  detail(orderNo: string): Promise<OrderDeskView | null>;
  /** The deposit slip's file under DATA_DIR, or null. */
  slipOf(orderNo: string): Promise<string | null>;
  /** The orders placed between two days (inclusive, the shop's time) as CSV, one row per line, with a BOM for Excel. */
  exportCsv(from: string, to: string): Promise<string>;
  /** The payment methods orders were placed with, for the list's filter. */
  paymentMethods(): Promise<string[]>;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function filters(q: OrdersQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (q.status !== 'all') where.push(eq(orders.status, q.status));
  if (q.payment) where.push(eq(orders.paymentMethod, q.payment));
  if (q.q) {
    const term = `%${escapeLike(q.q)}%`;
    const digits = q.q.replace(/\D/g, '');
    where.push(
      or(
        ilike(orders.orderNo, term),
        ilike(orders.email, term),
        // A phone is found however it was typed: 0300 1234567, 0300-1234567, +92 300 1234567.
        digits.length >= 4
          ? sql`regexp_replace(${orders.phone}, '\\D', '', 'g') LIKE ${`%${digits.replace(/^92/, '')}%`}`
          : undefined,
      ),
    );
  }
  return and(...where);
}

/** A day in the shop's time zone (Asia/Karachi) as the instant it starts. */
const startOfDay = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE 'Asia/Karachi'`;

export function createOrderDesk(db: Db): OrderDesk {
  return {
    async list(q) {
      const where = filters(q);
      const [[all], rows] = await Promise.all([
        db.select({ n: count() }).from(orders).where(where),
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(ORDERS_PER_PAGE)
          .offset((q.page - 1) * ORDERS_PER_PAGE),
      ]);
      const total = all?.n ?? 0;
      return {
        total,
        page: q.page,
        pages: pagesOf(total, ORDERS_PER_PAGE),
        rows: rows.map((o) => ({
          orderNo: o.orderNo,
          placedAt: o.createdAt.toISOString(),
          name: `${o.firstName} ${o.lastName}`.trim(),
          email: o.email,
          phone: o.phone,
          total: o.total,
          paymentMethod: o.paymentMethod,
          deliveryOption: o.deliveryOption,
          status: o.status,
        })),
      };
    },

    async detail(orderNo) {
      const no = orderNo.trim().toUpperCase();
      const [row] = await db.select().from(orders).where(eq(orders.orderNo, no)).limit(1);
      if (!row) return null;
      const lines = await db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, row.id))
        .orderBy(asc(orderLines.id));
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
      const mails = await db
        .select({ subject: outbox.subject, to: outbox.toAddress, status: outbox.status, at: outbox.createdAt })
        .from(outbox)
        .where(sql`${outbox.subject} LIKE ${`%${escapeLike(row.orderNo)}%`}`)
        .orderBy(asc(outbox.id));
      const history = await historyOf(db, 'order', row.orderNo);
      const s = orderSummary(row);
      return {
        orderNo: row.orderNo,
        placedAt: row.createdAt.toISOString(),
        status: s.status,
        statusChangedAt: s.statusChangedAt,
        nextStates: s.nextStates,
        paidAt: s.paidAt,
        holdUntil: s.holdUntil,
        shippedAt: s.shippedAt,
        deliveredAt: s.deliveredAt,
        trackingNo: s.trackingNo,
        cancelReason: s.cancelReason,
        note: s.note,
        guest: {
          name: `${row.firstName} ${row.lastName}`.trim(),
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
        mails: mails.map((m) => ({ subject: m.subject, to: m.to, status: m.status, at: m.at.toISOString() })),
        history: history.map((h) => ({ ...h, at: h.at.toISOString() })),
      };
    },

    async slipOf(orderNo) {
      const [row] = await db
        .select({ slipFile: orders.slipFile })
        .from(orders)
        .where(eq(orders.orderNo, orderNo.trim().toUpperCase()))
        .limit(1);
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
      const header = [
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
      const body = rows.map(({ o, l }) => [
        o.orderNo,
        o.createdAt.toISOString().slice(0, 16).replace('T', ' '),
        o.status,
        `${o.firstName} ${o.lastName}`.trim(),
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
      return `\uFEFF${toCsv([header, ...body])}`;
    },

    async paymentMethods() {
      const rows = await db.selectDistinct({ m: orders.paymentMethod }).from(orders).orderBy(orders.paymentMethod);
      return rows.map((r) => r.m);
    },
  };
}
