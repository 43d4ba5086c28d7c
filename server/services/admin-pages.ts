import { and, asc, count, desc, eq, gte, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import { AUDIT_PER_PAGE, type AuditQuery } from '../../core/audit-query';
import { AUDIT_KIND_SUBJECTS, PAYMENT_ACTIONS, type AuditKind } from '../../core/audit-words';
import type { AlertCounts } from '../../core/alerts';
import type { Customer, CustomerList, CustomersQuery } from '../../core/customer-schemas';
import type { GoldRate } from '../../core/api-schemas';
import type { AdminRates } from '../../core/rate-admin-schemas';
import type { Numbers } from '../../core/numbers-schemas';
import type { Invitation, Member, PendingInvite } from '../../core/staff-schemas';
import type { ImportStatus } from '../../core/stock-import-schemas';
import type { Db } from '../db/client';
import { auditLog, orders } from '../db/schema';
import { alertCounts } from './alerts';
import { customerOf, findCustomers } from './customers';
import { numbersOf } from './numbers';
import { latestRate, adminRates } from './gold-rates';
import { createAdminInquiries, type AdminInquiries } from './inquiries/read';
import { createAdminOrders, orderRows, type AdminOrders } from './orders/read';
import { createAdminStock, type AdminStock } from './stock/admin';
import { importStatus } from './stock-import';
import { listStaff, setupTokenValid } from './staff';
import { invitationOf, listInvites } from './staff-invites';
import { readAllSettings } from './shop-settings';
import type { ShopSettings } from '../../core/shop-settings';
import type { ItemNameRow } from '../../core/item-words';
import { itemNames } from './stock/item-words';

export interface Dashboard extends AlertCounts {
  /** Orders placed since midnight (the shop's time zone, Asia/Karachi). */
  newToday: number;
  /** The folder mails are written to because no mail server is set (SMTP_URL), or null when they are sent. */
  mailsWrittenTo: string | null;
  rate: GoldRate | null;
  latest: { orderNo: string; placedAt: string; name: string; total: number; status: string }[];
}

export interface AuditRow {
  at: string;
  actor: string;
  action: string;
  subjectType: string;
  subjectId: string;
  oldValue: string | null;
  newValue: string | null;
}

export interface AuditPage {
  rows: AuditRow[];
  /** Whether older entries match beyond this page. */
  more: boolean;
  /** Everyone the log names, for the filter by person. */
  actors: string[];
}

/** A day in Pakistan (YYYY-MM-DD) as the instant it starts; `next` the instant the day after starts. */
const karachiDay = (day: string, next = false) =>
  next
    ? sql`((${day}::date + 1)::timestamp AT TIME ZONE 'Asia/Karachi')`
    : sql`((${day}::date)::timestamp AT TIME ZONE 'Asia/Karachi')`;

/** The entries of a kind (core/audit-words.ts): its subjects, an order's split into payments and the rest. */
function kindFilter(kind: AuditKind): SQL | undefined {
  const subjects = inArray(auditLog.subjectType, [...AUDIT_KIND_SUBJECTS[kind]]);
  if (kind === 'payments') return and(subjects, inArray(auditLog.action, [...PAYMENT_ACTIONS]));
  if (kind === 'orders') return and(subjects, notInArray(auditLog.action, [...PAYMENT_ACTIONS]));
  return subjects;
}

/** The audit log's filters as SQL: by person, kind and days (both included). */
function auditFilters(q: AuditQuery): SQL | undefined {
  return and(
    q.who ? eq(auditLog.actor, q.who) : undefined,
    q.kind ? kindFilter(q.kind) : undefined,
    q.from ? gte(auditLog.at, karachiDay(q.from)) : undefined,
    q.to ? lt(auditLog.at, karachiDay(q.to, true)) : undefined,
  );
}

/** What the back office's pages read (docs/behaviour.md §11); its changes go through the API under /api/admin. */
export interface BackOffice {
  dashboard(): Promise<Dashboard>;
  /** The menu's counts (server/services/alerts.ts, docs/behaviour.md §11.13). */
  alertCounts(): Promise<AlertCounts>;
  staff(): Promise<Member[]>;
  /** The invitations not yet used, withdrawn or expired (docs/behaviour.md §11.1). */
  invites(): Promise<PendingInvite[]>;
  /** One page of the audit log, newest first, filtered (core/audit-query.ts), and everyone the log names. */
  audit(q: AuditQuery): Promise<AuditPage>;
  setupTokenValid(token: string): Promise<boolean>;
  /** Who an invitation link is for, or null when it cannot be used (the join page, read without a session). */
  invitation(token: string): Promise<Invitation | null>;
  /** The orders' list and pages (server/services/orders/read.ts). */
  orders: AdminOrders;
  /** The inquiries' and subscribers' list and pages (server/services/inquiries/read.ts). */
  inquiries: AdminInquiries;
  /** The latest stock import, for the import page (server/services/stock-import/). */
  /** One import by its number, or the latest without one (server/services/stock-import/). */
  importStatus(id?: number): Promise<ImportStatus | null>;
  /** The rates page: today, the rate in force, the last 90 days (server/services/gold-rates.ts). */
  rates(): Promise<AdminRates>;
  /** The stock page's list (server/services/stock/admin.ts). */
  stock: AdminStock;
  /** The customers the orders and inquiries name (server/services/customers.ts). */
  customers: {
    find(q: CustomersQuery): Promise<CustomerList>;
    one(key: string): Promise<Customer | null>;
  };
  /** The day's numbers of Pakistan's days `from` to `to`, both included (server/services/numbers.ts). */
  numbers(from: string, to: string): Promise<Numbers>;
  /** The owner's settings (server/services/shop-settings.ts), for the owner's page alone. */
  settings(): Promise<ShopSettings>;
  /** Every item name with the words guests see for it (server/services/stock/item-words.ts), for the owner alone. */
  itemNames(): Promise<ItemNameRow[]>;
}

const KARACHI_MIDNIGHT = sql`date_trunc('day', now() AT TIME ZONE 'Asia/Karachi') AT TIME ZONE 'Asia/Karachi'`;

/** What the back office is told of the shop's settings. */
export interface BackOfficeOptions {
  /** The folder mails are written to when no mail server is set (SMTP_URL unset); undefined when mails are sent. */
  mailsWrittenTo?: string;
}

export function createBackOffice(db: Db, opts: BackOfficeOptions = {}): BackOffice {
  return {
    alertCounts: () => alertCounts(db),
    orders: createAdminOrders(db),
    inquiries: createAdminInquiries(db),
    importStatus: (id) => importStatus(db, id),
    rates: () => adminRates(db),
    stock: createAdminStock(db),
    settings: () => readAllSettings(db),
    itemNames: () => itemNames(db),
    customers: { find: (q) => findCustomers(db, q), one: (key) => customerOf(db, key) },
    numbers: (from, to) => numbersOf(db, from, to),
    async dashboard() {
      const [[today], counts, rate, latest] = await Promise.all([
        db.select({ n: count() }).from(orders).where(gte(orders.createdAt, KARACHI_MIDNIGHT)),
        alertCounts(db),
        latestRate(db),
        orderRows(db, 5),
      ]);
      return {
        newToday: today?.n ?? 0,
        ...counts,
        mailsWrittenTo: opts.mailsWrittenTo ?? null,
        rate,
        latest: latest.map(({ orderNo, placedAt, name, total, status }) => ({
          orderNo,
          placedAt,
          name,
          total,
          status,
        })),
      };
    },
    staff: () => listStaff(db),
    invites: () => listInvites(db),
    setupTokenValid: (token) => setupTokenValid(db, token),
    invitation: (token) => invitationOf(db, token),
    async audit(q) {
      const [rows, actors] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(auditFilters(q))
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(AUDIT_PER_PAGE + 1)
          .offset((q.page - 1) * AUDIT_PER_PAGE),
        db.selectDistinct({ actor: auditLog.actor }).from(auditLog).orderBy(asc(auditLog.actor)),
      ]);
      return {
        more: rows.length > AUDIT_PER_PAGE,
        actors: actors.map((a) => a.actor),
        rows: rows.slice(0, AUDIT_PER_PAGE).map((r) => ({
          at: r.at.toISOString(),
          actor: r.actor,
          action: r.action,
          subjectType: r.subjectType,
          subjectId: r.subjectId,
          oldValue: r.oldValue,
          newValue: r.newValue,
        })),
      };
    },
  };
}
