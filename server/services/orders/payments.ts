/**
 * The payments ledger of an order (docs/behaviour.md §4.14): reading it here; recording payments and refunds with
 * their checks, audit entries and receipts below.
 */
import { asc, eq } from 'drizzle-orm';
import { ledgerTotals, type LedgerEntry, type LedgerKind, type LedgerTotals } from '../../../core/payments';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';

export interface Ledger extends LedgerTotals {
  entries: LedgerEntry[];
}

/** An order's ledger, oldest entry first, with what is paid and what is still to pay. */
export async function ledgerOf(db: Db, order: { id: number; total: number }): Promise<Ledger> {
  const rows = await db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.id));
  const entries: LedgerEntry[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind as LedgerKind,
    amount: r.amount,
    method: r.method,
    paidOn: r.paidOn,
    reference: r.reference,
    note: r.note,
    hasSlip: r.slipFile !== null,
    actor: r.actor,
    at: r.createdAt.toISOString(),
  }));
  return { entries, ...ledgerTotals(order.total, entries) };
}
