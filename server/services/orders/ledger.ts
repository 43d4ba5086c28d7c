/**
 * Recording money in an order's ledger (docs/behaviour.md §4.14): staff record a payment (the balance reaching 0 moves
 * an order awaiting payment on to processing) or a refund. Each in one transaction with the order locked, so two
 * members recording at once cannot pay an order twice over.
 */
import { sql } from 'drizzle-orm';
import { PaymentRecordSchema, RefundEntrySchema } from '../../../core/payments';
import { DomainError, invalidInput } from '../../common/domain-error';
import type { Db } from '../../db/client';
import type { Actor } from '../audit';
import { applyMove, lockOrder, updateLocked } from './moves';
import { addEntry, ledgerOf } from './payments';
import { orderSummary, type OrderSummary } from './read';

export interface LedgerInput {
  orderNo: string;
  /** The entry as sent (checked here with core's schema: the API has checked it already, tests call here directly). */
  entry: unknown;
  actor: Actor;
  /** The shop's address (PUBLIC_URL), for the status link in the guest's receipt. */
  publicUrl: string;
}

export interface Recorded {
  order: OrderSummary;
  /** The new entry's id (its receipt is R<id>). */
  entryId: number;
  paid: number;
  balance: number;
}

/**
 * Records a payment: amount (whole PKR, at most the balance), method, day, reference, note, and whether the guest's
 * deposit slip is its proof. Paid in full, the order's paidAt is stamped and an order awaiting payment moves on to
 * processing (the receipt says so; no second mail). A cancelled order takes no payment (409).
 */
export async function recordPayment(db: Db, input: LedgerInput): Promise<Recorded> {
  const parsed = PaymentRecordSchema.safeParse(input.entry);
  if (!parsed.success) throw invalidInput(parsed.error);
  const { withGuestSlip, ...entry } = parsed.data;
  return db.transaction(async (tx) => {
    let row = await lockOrder(tx, input.orderNo);
    if (row.status === 'cancelled')
      throw new DomainError(409, `Order ${row.orderNo} is cancelled: it takes no payment`, 'amount');
    if (withGuestSlip && !row.slipFile)
      throw new DomainError(400, `Order ${row.orderNo} has no deposit slip from the guest`, 'withGuestSlip');
    const before = await ledgerOf(tx, row);
    const inFull = entry.amount === before.balance;
    const movesOn = inFull && row.status === 'awaiting-payment';
    const totals = await addEntry(tx, row, {
      kind: 'payment',
      entry,
      slipFile: withGuestSlip ? row.slipFile : null,
      actor: input.actor,
      publicUrl: input.publicUrl,
      then: movesOn ? 'preparing' : inFull ? 'paid-in-full' : null,
    });
    if (totals.balance === 0) {
      row = await updateLocked(tx, row, { paidAt: sql`now()` });
      if (movesOn) row = await applyMove(tx, row, 'processing', input.actor, { quiet: true }, input.publicUrl);
    }
    return { order: orderSummary(row), entryId: totals.id, paid: totals.paid, balance: totals.balance };
  });
}

/**
 * Records a refund: at most what is paid (409), with its reason (the guest is told it). Any state: a cancelled order's
 * money given back later, or part of a payment returned (a price put right). The order's paidAt is cleared when the
 * refund leaves something to pay.
 */
export async function recordRefund(db: Db, input: LedgerInput): Promise<Recorded> {
  const parsed = RefundEntrySchema.safeParse(input.entry);
  if (!parsed.success) throw invalidInput(parsed.error);
  return db.transaction(async (tx) => {
    let row = await lockOrder(tx, input.orderNo);
    const totals = await addEntry(tx, row, {
      kind: 'refund',
      entry: parsed.data,
      actor: input.actor,
      publicUrl: input.publicUrl,
    });
    if (totals.balance > 0 && row.paidAt) row = await updateLocked(tx, row, { paidAt: null });
    return { order: orderSummary(row), entryId: totals.id, paid: totals.paid, balance: totals.balance };
  });
}
