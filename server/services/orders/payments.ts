/**
 * The payments ledger of an order (docs/behaviour.md §4.14): reading it, and writing one entry with its checks, its
 * audit line and the guest's receipt, inside the caller's transaction (ledger.ts records payments and refunds,
 * moves.ts a refund given with a cancel). Amounts are whole PKR, as prices are.
 */
import { asc, eq } from 'drizzle-orm';
import { formatPKR } from '../../../core/format';
import { receiptNo } from '../../../core/invoice';
import {
  ledgerMethodLabel,
  ledgerTotals,
  type LedgerEntry,
  type LedgerKind,
  type LedgerTotals,
  type PaymentEntry,
} from '../../../core/payments';
import { shopToday } from '../../../core/shop-time';
import { DomainError } from '../../common/domain-error';
import type { Db } from '../../db/client';
import { queueMails } from '../../mail/queue';
import { payments, type orders } from '../../db/schema';
import { ledgerEntryMail, type PaidThen } from '../../mail/payment-mails';
import { localeOf } from '../../../core/locale';
import { announce } from '../alerts';
import { audit, type Actor } from '../audit';
import { statusLink } from './numbers';

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

export interface NewEntry {
  kind: LedgerKind;
  entry: PaymentEntry;
  /** A slip under DATA_DIR as the entry's proof, if any. */
  slipFile?: string | null;
  actor: Actor;
  publicUrl: string;
  /** What became of the order with this entry, told in the receipt (paid in full, and being prepared). */
  then?: PaidThen | null;
}

/**
 * Writes one ledger entry for an order locked by the caller: a payment no larger than the balance (409 naming the
 * balance; 409 when nothing is left to pay), a refund no larger than what is paid (409), a day no later than today
 * in the shop's time (400); then its audit line and the guest's receipt. Answers the ledger's totals after it.
 */
export async function addEntry(
  tx: Db,
  row: typeof orders.$inferSelect,
  e: NewEntry,
): Promise<LedgerTotals & { id: number }> {
  const before = await ledgerOf(tx, row);
  const { amount } = e.entry;
  if (e.entry.paidOn > shopToday()) throw new DomainError(400, 'The date cannot be later than today', 'paidOn');
  if (e.kind === 'payment') {
    if (before.balance === 0)
      throw new DomainError(409, `Order ${row.orderNo} is paid in full: nothing is left to pay`, 'amount');
    if (amount > before.balance)
      throw new DomainError(
        409,
        `${formatPKR(amount)} is more than the balance of ${formatPKR(before.balance)}: record at most the balance`,
        'amount',
      );
  } else if (amount > before.paid) {
    throw new DomainError(
      409,
      before.paid === 0
        ? `Nothing has been paid for order ${row.orderNo}, so nothing can be refunded`
        : `${formatPKR(amount)} is more than the ${formatPKR(before.paid)} paid: refund at most what was paid`,
      'amount',
    );
  }
  const [inserted] = await tx
    .insert(payments)
    .values({
      orderId: row.id,
      kind: e.kind,
      amount,
      method: e.entry.method,
      paidOn: e.entry.paidOn,
      reference: e.entry.reference,
      note: e.entry.note,
      slipFile: e.slipFile ?? null,
      staffId: e.actor.staffId,
      actor: e.actor.name,
    })
    .returning({ id: payments.id });
  if (!inserted) throw new Error('The ledger insert returned no id');
  const after = ledgerTotals(row.total, [...before.entries, { kind: e.kind, amount }]);
  const how = [ledgerMethodLabel(e.entry.method), e.entry.paidOn, e.entry.reference].filter(Boolean).join(' · ');
  await audit(tx, e.actor, {
    action: e.kind,
    subjectType: 'order',
    subjectId: row.orderNo,
    oldValue: `paid ${formatPKR(before.paid)}`,
    newValue: `${e.kind === 'refund' ? 'refunded' : 'received'} ${formatPKR(amount)} (${how}); paid ${formatPKR(after.paid)}, balance ${formatPKR(after.balance)}`,
  });
  await queueMails(tx, [
    ledgerEntryMail({
      orderNo: row.orderNo,
      firstName: row.firstName,
      email: row.email,
      kind: e.kind,
      amount,
      method: e.entry.method,
      paidOn: e.entry.paidOn,
      reference: e.entry.reference,
      note: e.entry.note,
      receiptNo: receiptNo(row.orderNo, inserted.id),
      total: row.total,
      paid: after.paid,
      balance: after.balance,
      then: e.then ?? null,
      statusUrl: statusLink(e.publicUrl, row.statusToken, localeOf(row.locale)),
      locale: localeOf(row.locale),
    }),
  ]);
  // A payment is told to every open back office when it commits (docs/behaviour.md §11.13).
  if (e.kind === 'payment') await announce(tx, { kind: 'payment', orderNo: row.orderNo });
  return { ...after, id: inserted.id };
}
