import { and, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  customerKeyOf,
  type Customer,
  type CustomerList,
  type CustomerRow,
  type CustomersQuery,
} from '../../core/customer-schemas';
import type { Db } from '../db/client';
import { phoneKeySql } from '../db/phone-key';
import { inquiries, orderLines, orders, payments } from '../db/schema';
import { inquirySearch } from './inquiries/read';
import { paidOnOrder } from './orders/paid-sql';
import { orderSearch } from './orders/read';

/**
 * The back office's customers (docs/behaviour.md §11.16, docs/decisions/072), read from the orders and inquiries
 * themselves: a guest is their phone (core/phone-key.ts), or their e-mail where they gave no phone.
 */

/** How many orders and inquiries a search reads before it groups them: enough for a counter's search. */
const SEARCH_READS = 400;
/** How many customers a search lists. */
export const CUSTOMERS_LISTED = 50;

const paidSql = paidOnOrder;

/** Inquiries a customer is counted by: a newsletter sign-up is a subscriber's, not a conversation. */
const CONVERSATIONS = ne(inquiries.kind, 'newsletter');

/** The customers whose orders or inquiries match the search (all, latest first, when it is empty). */
export async function findCustomers(db: Db, q: CustomersQuery): Promise<CustomerList> {
  const [orderRows, inquiryRows] = await Promise.all([
    db
      .select({
        phone: orders.phone,
        email: orders.email,
        name: sql<string>`trim(${orders.firstName} || ' ' || ${orders.lastName})`,
        city: orders.city,
        status: orders.status,
        total: orders.total,
        paid: paidSql,
        at: orders.createdAt,
      })
      .from(orders)
      .where(q.q ? orderSearch(q.q) : undefined)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(SEARCH_READS),
    db
      .select({
        phone: inquiries.phone,
        email: inquiries.email,
        name: inquiries.fullName,
        at: inquiries.createdAt,
      })
      .from(inquiries)
      .where(and(CONVERSATIONS, q.q ? inquirySearch(q.q) : undefined))
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(SEARCH_READS),
  ]);
  const byKey = new Map<string, CustomerRow>();
  const row = (key: string, seen: { name: string; phone: string; email: string; at: Date }) => {
    let r = byKey.get(key);
    if (!r) {
      r = { key, name: '', phone: '', email: '', city: '', orders: 0, value: 0, paid: 0, inquiries: 0, lastAt: '' };
      byKey.set(key, r);
    }
    const at = seen.at.toISOString();
    // The newest words the guest gave win (rows come newest first within each kind).
    if (at > r.lastAt || !r.name) {
      r.name = seen.name || r.name;
      r.phone = seen.phone || r.phone;
      r.email = seen.email || r.email;
    }
    if (at > r.lastAt) r.lastAt = at;
    return r;
  };
  for (const o of orderRows) {
    const r = row(customerKeyOf(o.phone, o.email), o);
    r.orders += 1;
    if (o.status !== 'cancelled') r.value += o.total;
    r.paid += o.paid;
    if (!r.city) r.city = o.city;
  }
  for (const i of inquiryRows) row(customerKeyOf(i.phone, i.email), i).inquiries += 1;
  const rows = [...byKey.values()].sort((a, b) => b.lastAt.localeCompare(a.lastAt));
  return { rows: rows.slice(0, CUSTOMERS_LISTED), more: rows.length > CUSTOMERS_LISTED };
}

/** Orders or inquiries of one customer key: its phone's digits, or its e-mail. */
const byKey = (key: string, phone: SQL, email: SQL): SQL =>
  key.includes('@') ? sql`lower(${email}) = ${key}` : sql`${phoneKeySql(phone)} = ${key}`;

/**
 * One customer with every order (its pieces and what is paid), payment and inquiry, and their totals; null when no
 * order or inquiry names them. A phone brings in the e-mails given with it, and an e-mail the phones, one step.
 */
export async function customerOf(db: Db, key: string): Promise<Customer | null> {
  const first = await db
    .select({ phone: orders.phone, email: orders.email })
    .from(orders)
    .where(byKey(key, sql`${orders.phone}`, sql`${orders.email}`));
  const firstInq = await db
    .select({ phone: inquiries.phone, email: inquiries.email })
    .from(inquiries)
    .where(and(CONVERSATIONS, byKey(key, sql`${inquiries.phone}`, sql`${inquiries.email}`)));
  const seen = [...first, ...firstInq];
  if (!seen.length) return null;
  // One step out: the e-mails given with this phone, or the phones given with this e-mail.
  const keys = new Set([key]);
  for (const s of seen) {
    if (key.includes('@')) {
      const k = customerKeyOf(s.phone, '');
      if (k) keys.add(k);
    } else if (s.email) keys.add(s.email.trim().toLowerCase());
  }
  const phoneKeys = [...keys].filter((k) => !k.includes('@'));
  const emails = [...keys].filter((k) => k.includes('@'));
  const whoOrdered = or(
    phoneKeys.length ? inArray(phoneKeySql(orders.phone), phoneKeys) : undefined,
    emails.length ? inArray(sql`lower(${orders.email})`, emails) : undefined,
  );
  const whoWrote = or(
    phoneKeys.length ? inArray(phoneKeySql(inquiries.phone), phoneKeys) : undefined,
    emails.length ? inArray(sql`lower(${inquiries.email})`, emails) : undefined,
  );
  const [orderRows, inquiryRows] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNo: orders.orderNo,
        placedAt: orders.createdAt,
        status: orders.status,
        total: orders.total,
        paid: paidSql,
        name: sql<string>`trim(${orders.firstName} || ' ' || ${orders.lastName})`,
        phone: orders.phone,
        email: orders.email,
        city: orders.city,
      })
      .from(orders)
      .where(whoOrdered)
      .orderBy(desc(orders.createdAt), desc(orders.id)),
    db
      .select({
        id: inquiries.id,
        kind: inquiries.kind,
        title: inquiries.title,
        receivedAt: inquiries.createdAt,
        answeredAt: inquiries.answeredAt,
        name: inquiries.fullName,
        phone: inquiries.phone,
        email: inquiries.email,
      })
      .from(inquiries)
      .where(and(CONVERSATIONS, whoWrote))
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id)),
  ]);
  const ids = orderRows.map((o) => o.id);
  const [lines, ledger] = ids.length
    ? await Promise.all([
        db
          .select({ orderId: orderLines.orderId, tagNo: orderLines.tagNo })
          .from(orderLines)
          .where(inArray(orderLines.orderId, ids))
          .orderBy(orderLines.id),
        db
          .select({
            orderNo: orders.orderNo,
            kind: payments.kind,
            amount: payments.amount,
            method: payments.method,
            paidOn: payments.paidOn,
            reference: payments.reference,
          })
          .from(payments)
          .innerJoin(orders, eq(orders.id, payments.orderId))
          .where(inArray(payments.orderId, ids))
          .orderBy(desc(payments.paidOn), desc(payments.id)),
      ])
    : [[], []];
  const live = orderRows.filter((o) => o.status !== 'cancelled');
  const people = [...orderRows, ...inquiryRows];
  const distinct = (xs: string[]) => [...new Set(xs.map((x) => x.trim()).filter(Boolean))];
  const newest = [
    ...orderRows.map((o) => ({ at: o.placedAt, name: o.name })),
    ...inquiryRows.map((i) => ({ at: i.receivedAt, name: i.name })),
  ].sort((a, b) => b.at.getTime() - a.at.getTime());
  return {
    key,
    name: newest.find((n) => n.name)?.name ?? '',
    phones: distinct(people.map((p) => p.phone)),
    emails: distinct(people.map((p) => p.email.toLowerCase())),
    cities: distinct(orderRows.map((o) => o.city)),
    totals: {
      orders: orderRows.length,
      value: live.reduce((n, o) => n + o.total, 0),
      paid: orderRows.reduce((n, o) => n + o.paid, 0),
      balance: live.reduce((n, o) => n + Math.max(0, o.total - o.paid), 0),
      inquiries: inquiryRows.length,
    },
    orders: orderRows.map((o) => ({
      orderNo: o.orderNo,
      placedAt: o.placedAt.toISOString(),
      status: o.status,
      total: o.total,
      paid: o.paid,
      pieces: lines.filter((l) => l.orderId === o.id).map((l) => l.tagNo),
    })),
    payments: ledger.map((p) => ({ ...p, kind: p.kind === 'refund' ? 'refund' : 'payment' })),
    inquiries: inquiryRows.map((i) => ({
      id: i.id,
      kind: i.kind,
      title: i.title,
      receivedAt: i.receivedAt.toISOString(),
      answeredAt: i.answeredAt?.toISOString() ?? null,
    })),
  };
}
