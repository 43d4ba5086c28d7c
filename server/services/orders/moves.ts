/**
 * Moving orders on (docs/behaviour.md §4.7): staff, the owner's command line and the shop itself (an expired hold)
 * all go through these, each change with its audit entry, its mail to the guest and what it does to the pieces in
 * one transaction. Callers clear the catalogue's caches afterwards (services.invalidate()): a released piece is for
 * sale again, a sold one is not.
 */
import { and, asc, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { HoldExtensionSchema, OrderMoveSchema, OrderNoteSchema } from '../../../core/order-admin-schemas';
import {
  nextStates,
  ORDER_STATE_LABELS,
  orderStateLabel,
  orderStateOf,
  UNKNOWN_STATE_MESSAGE,
  type OrderState,
} from '../../../core/order-states';
import { formatPKR } from '../../../core/format';
import { unpaidMoveReason, type CancelRefund } from '../../../core/payments';
import type { Db } from '../../db/client';
import { queueMails } from '../../mail/queue';
import { orderLines, orders, payments, stockItems } from '../../db/schema';
import { DomainError, invalidInput } from '../../common/domain-error';
import { orderMoveMail } from '../../mail/order-mails';
import { localeOf } from '../../../core/locale';
import { audit, SHOP, type Actor } from '../audit';
import { statusLink } from './numbers';
import { addEntry, ledgerOf } from './payments';
import { byOrderNo, orderSummary, type OrderRecord, type OrderSummary } from './read';

/**
 * What a caller sent, checked with the back office form's schema (core/order-admin-schemas.ts): the API has checked it
 * already, the owner's commands and the tests call here directly. Refused as the API refuses it (400, each field).
 */
function checked<T>(schema: z.ZodType<T>, given: unknown): T {
  const parsed = schema.safeParse(given);
  if (!parsed.success) throw invalidInput(parsed.error);
  return parsed.data;
}

/** A move's reason, tracking number and refund; its state is read apart, in words too (orderStateOf: the owner types them). */
const MOVE_DETAILS = OrderMoveSchema.omit({ to: true });

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The order, locked for this transaction; 404 when there is none. */
export async function lockOrder(tx: Db, orderNo: string): Promise<OrderRecord> {
  const [row] = await tx.select().from(orders).where(byOrderNo(orderNo)).limit(1).for('update');
  if (!row) throw new DomainError(404, `No order ${orderNo}`, 'orderNo');
  return row;
}

/** Sets columns of an order locked by lockOrder (and its updatedAt); answers the order as it is now. */
export async function updateLocked(
  tx: Db,
  row: OrderRecord,
  set: PgUpdateSetSource<typeof orders>,
): Promise<OrderRecord> {
  const [updated] = await tx
    .update(orders)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(orders.id, row.id))
    .returning();
  if (!updated) throw new Error(`Order ${row.orderNo} vanished while it was locked`);
  return updated;
}

/** The states in which an order still holds its pieces. */
const OPEN_STATES: OrderState[] = ['awaiting-payment', 'processing', 'ready-for-collection', 'shipping'];

/**
 * What a move does to the order's pieces (docs/behaviour.md §4.13): cancelled, the pieces it reserved are for sale
 * again (unless another open order holds them: an order older than reservations may share one); delivered or
 * collected, they are sold. Pieces made to order were never reserved and are left as they are, as is a piece the
 * showroom sold meanwhile.
 */
async function movePieces(tx: Db, row: OrderRecord, to: OrderState) {
  const newStatus = to === 'cancelled' ? 'available' : to === 'delivered' || to === 'collected' ? 'sold' : null;
  if (!newStatus) return;
  const tags = (
    await tx.select({ tagNo: orderLines.tagNo }).from(orderLines).where(eq(orderLines.orderId, row.id))
  ).map((l) => l.tagNo);
  if (!tags.length) return;
  const open = sql.join(
    OPEN_STATES.map((s) => sql`${s}`),
    sql`, `,
  );
  const heldElsewhere = sql`EXISTS (SELECT 1 FROM order_line ol JOIN orders o ON o.id = ol.order_id
    WHERE ol.tag_no = ${stockItems.tagNo} AND o.id <> ${row.id} AND o.status IN (${open}))`;
  await tx
    .update(stockItems)
    .set({ status: newStatus })
    .where(
      and(
        inArray(stockItems.tagNo, tags),
        sql`lower(trim(${stockItems.status})) = 'reserved'`,
        newStatus === 'available' ? sql`NOT ${heldElsewhere}` : undefined,
      ),
    );
}

/**
 * Whether a move confirms the order's money (docs/behaviour.md §4.7): leaving awaiting payment for processing, except
 * for an order paid on delivery, which staff confirm with the guest before it is paid, and which is paid when it is
 * delivered.
 */
/** Why the shop cancels an order whose hold ran out unpaid, as the guest is told it (docs/behaviour.md §4.7). */
function holdExpiredReason(row: OrderRecord, reserveDays: number): string {
  const days = `${reserveDays} day${reserveDays === 1 ? '' : 's'}`;
  if (row.paymentMethod === 'cash_on_delivery') return `We could not confirm the order with you within ${days}`;
  if (row.paymentMethod === 'pay_at_showroom') return 'Not paid at the showroom while the pieces were held';
  return `Payment not received within ${days}`;
}

interface MoveDetails {
  reason?: string;
  trackingNo?: string;
  /** Cancelling a paid order: the money given back (docs/behaviour.md §4.14). */
  refund?: CancelRefund;
  /** Send no mail of the move: the caller's own mail tells it (a payment's receipt). */
  quiet?: boolean;
  /** The courier when shipping (core/couriers.ts), or empty: none named. */
  courier?: string;
}

/** Moves a locked order to `to` inside the caller's transaction: checks, stamps, pieces, audit entry, guest's mail. */
export async function applyMove(
  tx: Db,
  row: OrderRecord,
  to: OrderState,
  actor: Actor,
  details: MoveDetails,
  publicUrl: string,
): Promise<OrderRecord> {
  if (!nextStates(row).includes(to))
    throw new DomainError(
      409,
      `An order that is ${orderStateLabel(row.status)} cannot become ${ORDER_STATE_LABELS[to]}`,
      'to',
    );
  const reason = details.reason?.trim() || null;
  if (to === 'cancelled' && !reason)
    throw new DomainError(400, 'Please give the reason for cancelling: the guest is told it', 'reason');
  if (details.refund && to !== 'cancelled')
    throw new DomainError(400, 'A refund goes with cancelling; record other refunds in the ledger', 'refund');
  const ledger = await ledgerOf(tx, row);
  const unpaid = unpaidMoveReason(row, to, ledger.balance);
  if (unpaid && !reason) throw new DomainError(400, unpaid, 'reason');
  const trackingNo = details.trackingNo?.trim() || null;
  const courier = details.courier || null;
  const now = sql`now()`;
  const moved = await updateLocked(tx, row, {
    status: to,
    statusChangedAt: now,
    ...(to === 'shipping' ? { shippedAt: now, trackingNo, courier } : {}),
    ...(to === 'delivered' || to === 'collected' ? { deliveredAt: now } : {}),
    ...(to === 'cancelled' ? { cancelReason: reason } : {}),
  });
  await movePieces(tx, row, to);
  await audit(tx, actor, {
    action: 'status',
    subjectType: 'order',
    subjectId: row.orderNo,
    oldValue: row.status,
    newValue: to,
  });
  if (unpaid && reason)
    await audit(tx, actor, {
      action: 'moved on unpaid',
      subjectType: 'order',
      subjectId: row.orderNo,
      oldValue: `balance ${formatPKR(ledger.balance)}`,
      newValue: reason,
    });
  if (details.refund)
    await addEntry(tx, moved, {
      kind: 'refund',
      entry: { ...details.refund, note: reason ?? '' },
      actor,
      publicUrl,
    });
  if (details.quiet) return moved;
  await queueMails(tx, [
    orderMoveMail({
      orderNo: row.orderNo,
      firstName: row.firstName,
      email: row.email,
      status: to,
      paymentMethod: row.paymentMethod,
      trackingNo: to === 'shipping' ? trackingNo : null,
      courier: to === 'shipping' ? courier : null,
      cancelReason: to === 'cancelled' ? reason : null,
      statusUrl: statusLink(publicUrl, row.statusToken, localeOf(row.locale)),
      locale: localeOf(row.locale),
    }),
  ]);
  return moved;
}

export interface MoveOrderInput {
  orderNo: string;
  /** The state to move to: its id or its words, in any case ('shipping', 'Ready for collection'). */
  to: string;
  actor: Actor;
  /** Why it is cancelled: required to cancel, told to the guest (at most 500 characters). */
  reason?: string;
  /** The courier's tracking number when shipping (optional, at most 60 characters). */
  trackingNo?: string;
  /** The courier when shipping: an id of core/couriers.ts, or empty (optional). */
  courier?: string;
  /** The shop's address (PUBLIC_URL), for the status link in the guest's mail. */
  publicUrl: string;
  /** Cancelling a paid order: the money given back, recorded in the ledger (docs/behaviour.md §4.14). */
  refund?: CancelRefund;
}

/**
 * Moves an order to another state (docs/behaviour.md §4.7) in one transaction: the order locked, the move checked
 * against core's nextStates (409 naming both states in words), a cancel without a reason refused (400, field
 * 'reason'); a move before the order is paid in full refused without a reason where it needs one (core's
 * unpaidMoveReason); its dates stamped (shipped with the tracking number and the courier, delivered or collected); a
 * refund given with a cancel written in the ledger; its pieces released (cancelled) or sold (delivered, collected); an
 * audit entry; a mail to the
 * guest with the new state and the status link. Unknown state 400 (field 'to'), unknown order 404.
 */
export async function moveOrder(db: Db, input: MoveOrderInput): Promise<OrderSummary> {
  const to = orderStateOf(input.to);
  if (!to) throw new DomainError(400, UNKNOWN_STATE_MESSAGE, 'to');
  const details = checked(MOVE_DETAILS, {
    reason: input.reason,
    trackingNo: input.trackingNo,
    courier: input.courier,
    refund: input.refund,
  });
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, input.orderNo);
    const moved = await applyMove(tx, row, to, input.actor, details, input.publicUrl);
    return orderSummary(moved);
  });
}

/**
 * Gives an order awaiting payment `days` more (1 to 30) before its hold runs out, counted from the current end of the
 * hold (or from now when it has passed already); audit entry 'hold' with the old and new end. Any other state is a
 * 409: only an order awaiting payment holds its pieces.
 */
export async function extendHold(
  db: Db,
  { orderNo, actor, ...asked }: { orderNo: string; days: number; actor: Actor },
): Promise<OrderSummary> {
  const { days } = checked(HoldExtensionSchema, asked);
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderNo);
    if (row.status !== 'awaiting-payment')
      throw new DomainError(
        409,
        `Only an order awaiting payment holds its pieces; ${row.orderNo} is ${orderStateLabel(row.status)}`,
        'days',
      );
    const held = await updateLocked(tx, row, {
      holdUntil: sql`greatest(coalesce(${orders.holdUntil}, now()), now()) + make_interval(days => ${days}::int)`,
    });
    await audit(tx, actor, {
      action: 'hold',
      subjectType: 'order',
      subjectId: row.orderNo,
      oldValue: iso(row.holdUntil),
      newValue: iso(held.holdUntil),
    });
    return orderSummary(held);
  });
}

/** Sets the staff's internal note on an order (at most 2000 characters, never shown to the guest); audit entry 'note'. */
export async function setOrderNote(
  db: Db,
  { orderNo, note, actor }: { orderNo: string; note: string; actor: Actor },
): Promise<OrderSummary> {
  const { note: text } = checked(OrderNoteSchema, { note: note.trim() });
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderNo);
    if (row.note === text) return orderSummary(row);
    const noted = await updateLocked(tx, row, { note: text });
    await audit(tx, actor, {
      action: 'note',
      subjectType: 'order',
      subjectId: row.orderNo,
      oldValue: row.note,
      newValue: text,
    });
    return orderSummary(noted);
  });
}

/**
 * Cancels every order still awaiting payment whose hold ended before `now` (docs/behaviour.md §4.7): reason 'Payment
 * not received within N days' (holdExpiredReason: other words for pay on delivery and at the showroom), by the shop
 * itself, the guest mailed, the pieces for sale again. One order per transaction, claimed with FOR UPDATE SKIP
 * LOCKED, so several shop processes on PostgreSQL can run it at once and each order is cancelled once; an order staff
 * are moving at that moment is left for the next round. Returns the numbers of the orders cancelled.
 */
export async function expireHolds(
  db: Db,
  { now = new Date(), publicUrl, reserveDays }: { now?: Date; publicUrl: string; reserveDays: number },
): Promise<string[]> {
  const cancelled: string[] = [];
  for (;;) {
    const orderNo = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.status, 'awaiting-payment'),
            lt(orders.holdUntil, now),
            // An advance taken holds the pieces until staff decide (docs/behaviour.md §4.14).
            notExists(
              tx
                .select({ one: sql`1` })
                .from(payments)
                .where(eq(payments.orderId, orders.id)),
            ),
          ),
        )
        .orderBy(asc(orders.holdUntil), asc(orders.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return null;
      await applyMove(tx, row, 'cancelled', SHOP, { reason: holdExpiredReason(row, reserveDays) }, publicUrl);
      return row.orderNo;
    });
    if (!orderNo) return cancelled;
    cancelled.push(orderNo);
  }
}
