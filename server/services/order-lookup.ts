import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderLines, orders, outbox } from '../db/schema';

export interface OrderView {
  orderNo: string;
  trackingId: string;
  /** One of core/order-states.ts ORDER_STATES, since statusChangedAt. */
  status: string;
  statusChangedAt: string;
  /** Until when an order awaiting payment holds its pieces. */
  holdUntil: string | null;
  /** The courier's tracking number, once shipping. */
  trackingNo: string | null;
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

type Row = typeof orders.$inferSelect;

async function view(db: Db, row: Row): Promise<OrderView> {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, row.id)).orderBy(asc(orderLines.id));
  return {
    orderNo: row.orderNo,
    trackingId: row.trackingId,
    status: row.status,
    statusChangedAt: row.statusChangedAt.toISOString(),
    holdUntil: row.holdUntil?.toISOString() ?? null,
    trackingNo: row.trackingNo,
    cancelReason: row.cancelReason,
    name: `${row.firstName} ${row.lastName}`.trim(),
    address: [row.address, row.address2, row.city, row.country].filter(Boolean).join(', '),
    deliveryOption: row.deliveryOption,
    country: row.country,
    collectionDate: row.collectionDate,
    placedAt: row.createdAt.toISOString(),
    shippedAt: row.shippedAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
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
  let row: Row | undefined;
  if (q.token) {
    [row] = await db.select().from(orders).where(eq(orders.statusToken, q.token)).limit(1);
  } else if (q.orderNo && q.email) {
    [row] = await db
      .select()
      .from(orders)
      .where(
        and(eq(orders.orderNo, q.orderNo.trim().toUpperCase()), sql`lower(${orders.email}) = lower(${q.email.trim()})`),
      )
      .limit(1);
  }
  return row ? view(db, row) : null;
}

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

export async function orderDetail(db: Db, orderNo: string) {
  const [row] = await db.select().from(orders).where(eq(orders.orderNo, orderNo.trim().toUpperCase())).limit(1);
  if (!row) return null;
  const mails = await db
    .select({ kind: outbox.kind, status: outbox.status, attempts: outbox.attempts, to: outbox.toAddress })
    .from(outbox)
    .where(sql`${outbox.subject} LIKE ${`%${row.orderNo}%`}`)
    .orderBy(asc(outbox.id));
  return { row, view: await view(db, row), mails };
}
