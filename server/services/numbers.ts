import { and, eq, gte, lt, lte, ne, sql } from 'drizzle-orm';
import { daysIn, METAL_LABELS, METALS, type Metal, type Numbers } from '../../core/numbers-schemas';
import { dayNumber } from '../../core/rate-chart';
import type { Db } from '../db/client';
import { orderLines, orders, payments } from '../db/schema';
import { toCsv } from '../files/csv';
import { paidOnOrder } from './orders/paid-sql';

/*
 * The day's numbers (docs/behaviour.md §11.17, docs/decisions/075): every figure is an aggregate over the orders, their
 * lines and the payments ledger, worked out by the database (GROUP BY) each time it is asked; no count is kept aside.
 */

/** A day in Pakistan (YYYY-MM-DD) as the instant it starts; `next`: the instant the day after starts. */
const karachiDay = (day: string, next = false) =>
  next
    ? sql`((${day}::date + 1)::timestamp AT TIME ZONE 'Asia/Karachi')`
    : sql`((${day}::date)::timestamp AT TIME ZONE 'Asia/Karachi')`;

const num = (n: unknown): number => Number(n ?? 0);

/** What a line is of: silver by its item type, gold when its breakup names a karat, else other. */
const METAL = sql<Metal>`case when lower(trim(${orderLines.itemType})) = 'silver' then 'silver'
  when ${orderLines.breakup}->>'karat' is not null then 'gold' else 'other' end`;

const byMetalOrder = (a: { metal: Metal }, b: { metal: Metal }) => METALS.indexOf(a.metal) - METALS.indexOf(b.metal);

/** The numbers of the days `from` to `to` (both included, Pakistan's days). */
export async function numbersOf(db: Db, from: string, to: string): Promise<Numbers> {
  const placedIn = and(gte(orders.createdAt, karachiDay(from)), lt(orders.createdAt, karachiDay(to, true)));
  const kept = and(placedIn, ne(orders.status, 'cancelled'));
  const paidSoFar = paidOnOrder;
  // Grouped by the date itself (hashed, not sorted), told as text: YYYY-MM-DD.
  const karachiDate = sql`(${orders.createdAt} AT TIME ZONE 'Asia/Karachi')::date`;
  const day = sql<string>`${karachiDate}::text`;

  // Three queries, each one pass: the embedded database answers one at a time, so fewer scans is what counts.
  const [perDay, [p], lines] = await Promise.all([
    db
      .select({
        day,
        placed: sql`count(*) filter (where ${orders.status} <> 'cancelled')`.mapWith(num),
        placedValue: sql`coalesce(sum(${orders.total}) filter (where ${orders.status} <> 'cancelled'), 0)`.mapWith(num),
        cancelled: sql`count(*) filter (where ${orders.status} = 'cancelled')`.mapWith(num),
        cancelledValue: sql`coalesce(sum(${orders.total}) filter (where ${orders.status} = 'cancelled'), 0)`.mapWith(
          num,
        ),
        awaiting: sql`count(*) filter (where ${orders.status} = 'awaiting-payment')`.mapWith(num),
        awaitingBalance: sql`coalesce(sum(greatest(${orders.total} - ${paidSoFar}, 0))
          filter (where ${orders.status} = 'awaiting-payment'), 0)`.mapWith(num),
      })
      .from(orders)
      .where(placedIn)
      .groupBy(karachiDate),
    db
      .select({
        payments: sql`coalesce(sum(${payments.amount}) filter (where ${payments.kind} = 'payment'), 0)`.mapWith(num),
        refunds: sql`coalesce(sum(${payments.amount}) filter (where ${payments.kind} = 'refund'), 0)`.mapWith(num),
      })
      .from(payments)
      .where(and(gte(payments.paidOn, from), lte(payments.paidOn, to))),
    db
      .select({
        name: orderLines.itemName,
        metal: METAL,
        karat: sql`round((${orderLines.breakup}->>'karat')::numeric)`.mapWith((k: unknown) =>
          k === null ? null : Number(k),
        ),
        pieces: sql`sum(${orderLines.qty})`.mapWith(num),
        value: sql`sum(${orderLines.unitPrice}::bigint * ${orderLines.qty})`.mapWith(num),
        grams:
          sql`coalesce(sum(coalesce((${orderLines.breakup}->>'netWeight')::numeric, 0) * ${orderLines.qty}), 0)`.mapWith(
            num,
          ),
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(kept)
      .groupBy(sql`1, 2, 3`),
  ]);

  const sum = (f: (d: (typeof perDay)[number]) => number) => perDay.reduce((n, d) => n + f(d), 0);
  const gold = new Map<number, { karat: number; pieces: number; grams: number }>();
  for (const l of lines) {
    if (l.metal !== 'gold' || l.karat === null) continue;
    const g = gold.get(l.karat) ?? { karat: l.karat, pieces: 0, grams: 0 };
    gold.set(l.karat, { karat: l.karat, pieces: g.pieces + l.pieces, grams: g.grams + l.grams });
  }
  const items = new Map<string, { name: string; pieces: number; value: number }>();
  const metals = new Map<Metal, { metal: Metal; pieces: number; value: number }>();
  for (const l of lines) {
    const item = items.get(l.name) ?? { name: l.name, pieces: 0, value: 0 };
    items.set(l.name, { ...item, pieces: item.pieces + l.pieces, value: item.value + l.value });
    const metal = metals.get(l.metal) ?? { metal: l.metal, pieces: 0, value: 0 };
    metals.set(l.metal, { ...metal, pieces: metal.pieces + l.pieces, value: metal.value + l.value });
  }
  const byItem = [...items.values()].sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
  const byDay = new Map(perDay.map((d) => [d.day, d]));
  const start = dayNumber(from);
  return {
    from,
    to,
    placed: { orders: sum((d) => d.placed), value: sum((d) => d.placedValue) },
    cancelled: { orders: sum((d) => d.cancelled), value: sum((d) => d.cancelledValue) },
    paid: { payments: p?.payments ?? 0, refunds: p?.refunds ?? 0, net: (p?.payments ?? 0) - (p?.refunds ?? 0) },
    awaiting: { orders: sum((d) => d.awaiting), balance: sum((d) => d.awaitingBalance) },
    sold: {
      pieces: byItem.reduce((n, i) => n + i.pieces, 0),
      value: byItem.reduce((n, i) => n + i.value, 0),
    },
    goldByKarat: [...gold.values()]
      .sort((a, b) => b.karat - a.karat)
      .map((g) => ({ karat: g.karat, pieces: g.pieces, grams: Math.round(g.grams * 1000) / 1000 })),
    byMetal: [...metals.values()].sort(byMetalOrder),
    byItem,
    bestSellers: [...byItem]
      .sort((a, b) => b.pieces - a.pieces || b.value - a.value || a.name.localeCompare(b.name))
      .slice(0, 5),
    days: Array.from({ length: daysIn(from, to) }, (_, i) => {
      const d = new Date((start + i) * 86_400_000).toISOString().slice(0, 10);
      const got = byDay.get(d);
      return { day: d, orders: got?.placed ?? 0, value: got?.placedValue ?? 0 };
    }),
  };
}

const CSV_HEADER = ['Section', 'Name', 'Count', 'PKR', 'Grams'];

/**
 * The numbers as CSV (UTF-8 with a BOM for Excel): one figure a row, in sections (the period, orders, payments, what
 * waits for payment, pieces, gold by karat, metals, item names, days), the same figures the page shows.
 */
export function numbersCsv(n: Numbers): string {
  const s = String;
  const rows: string[][] = [
    CSV_HEADER,
    ['Period', `${n.from} to ${n.to}`, '', '', ''],
    ['Orders', 'Placed', s(n.placed.orders), s(n.placed.value), ''],
    ['Orders', 'Cancelled', s(n.cancelled.orders), s(n.cancelled.value), ''],
    ['Payments', 'Paid', '', s(n.paid.payments), ''],
    ['Payments', 'Refunded', '', s(n.paid.refunds), ''],
    ['Payments', 'Net', '', s(n.paid.net), ''],
    ['Awaiting payment', 'Orders', s(n.awaiting.orders), s(n.awaiting.balance), ''],
    ['Pieces', 'Sold', s(n.sold.pieces), s(n.sold.value), ''],
    ...n.goldByKarat.map((g) => ['Gold by karat', `${g.karat}K`, s(g.pieces), '', g.grams.toFixed(3)]),
    ...n.byMetal.map((m) => ['Metal', METAL_LABELS[m.metal], s(m.pieces), s(m.value), '']),
    ...n.byItem.map((i) => ['Item', i.name, s(i.pieces), s(i.value), '']),
    ...n.days.map((d) => ['Day', d.day, s(d.orders), s(d.value), '']),
  ];
  return `\uFEFF${toCsv(rows)}`;
}
