import { count, desc, gte, sql } from 'drizzle-orm';
import type { AlertCounts } from '../../core/alerts';
import type { Customer, CustomerList, CustomersQuery } from '../../core/customer-schemas';
import type { GoldRate } from '../../core/api-schemas';
import type { AdminRates } from '../../core/rate-admin-schemas';
import type { Member } from '../../core/staff-schemas';
import type { ImportStatus } from '../../core/stock-import-schemas';
import type { Db } from '../db/client';
import { auditLog, orders } from '../db/schema';
import { alertCounts } from './alerts';
import { customerOf, findCustomers } from './customers';
import { latestRate, adminRates } from './gold-rates';
import { createAdminInquiries, type AdminInquiries } from './inquiries/read';
import { createAdminOrders, orderRows, type AdminOrders } from './orders/read';
import { createAdminStock, type AdminStock } from './stock/admin';
import { importStatus } from './stock-import';
import { listStaff, setupTokenValid } from './staff';
import { readAllSettings } from './shop-settings';
import type { ShopSettings } from '../../core/shop-settings';

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

/** What the back office's pages read (docs/behaviour.md §11); its changes go through the API under /api/admin. */
export interface BackOffice {
  dashboard(): Promise<Dashboard>;
  /** The menu's counts (server/services/alerts.ts, docs/behaviour.md §11.13). */
  alertCounts(): Promise<AlertCounts>;
  staff(): Promise<Member[]>;
  audit(page: number): Promise<{ rows: AuditRow[]; more: boolean }>;
  setupTokenValid(token: string): Promise<boolean>;
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
  /** The owner's settings (server/services/shop-settings.ts), for the owner's page alone. */
  settings(): Promise<ShopSettings>;
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
    customers: { find: (q) => findCustomers(db, q), one: (key) => customerOf(db, key) },
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
    setupTokenValid: (token) => setupTokenValid(db, token),
    async audit(page) {
      const perPage = 50;
      const rows = await db
        .select()
        .from(auditLog)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(perPage + 1)
        .offset((page - 1) * perPage);
      return {
        more: rows.length > perPage,
        rows: rows.slice(0, perPage).map((r) => ({
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
