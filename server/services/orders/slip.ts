/**
 * A deposit slip sent from the status page after checkout (docs/behaviour.md §4.16): found by the order's status token
 * alone, taken while a bank-transfer order still awaits (part of) its payment, stored as checkout stores its slip
 * (files/uploads.ts), replacing the one before; an audit entry by the guest and a mail to the shop in the same
 * transaction, the shop told at once as it commits (an alert).
 */
import { eq, sql } from 'drizzle-orm';
import { takesSlip } from '../../../core/how-to-pay';
import type { Db } from '../../db/client';
import { announce } from '../alerts';
import { orders, outbox } from '../../db/schema';
import { DomainError } from '../../common/domain-error';
import type { FileStore } from '../../files/store';
import { storeUpload } from '../../files/uploads';
import { slipArrivedMail } from '../../mail/order-mails';
import { audit, type Actor } from '../audit';
import { ledgerOf } from './payments';
import type { OrderRecord } from './read';

/** The guest, as the audit log names who sent a slip (the status link is theirs; nobody signs in). */
const GUEST: Actor = { staffId: null, name: 'Guest' };

/** The answer to an unknown token: the same whatever was asked, so it tells nothing about which orders exist. */
const noOrder = () =>
  new DomainError(404, 'We found no order for this link. Please open the link in your order e-mail.');

/** What a slip that arrived is known by: its order, and when it came. */
export interface SentSlip {
  orderNo: string;
  slipSentAt: string;
}

/** An order and what is still to pay on it, or why it takes no slip: 409 naming the order's state. */
async function openForSlip(db: Db, row: OrderRecord): Promise<{ toPay: number }> {
  const { balance } = await ledgerOf(db, row);
  const o = { paymentMethod: row.paymentMethod, status: row.status, toPay: balance };
  if (takesSlip(o)) return { toPay: balance };
  const why =
    row.status === 'cancelled'
      ? 'is cancelled'
      : balance <= 0
        ? 'is paid in full'
        : row.paymentMethod !== 'bacs_allied_bank'
          ? 'is not paid by bank transfer'
          : 'is done';
  throw new DomainError(409, `Order ${row.orderNo} ${why}: it takes no deposit slip now`, 'token');
}

/**
 * The order a status token opens, checked before the slip is read and re-encoded: 404 when no order has the token,
 * 409 when it takes no slip now (cancelled, paid in full, not a bank transfer, done). Returns who to count against the
 * guests' form limit.
 */
export async function slipTarget(db: Db, token: string): Promise<{ email: string; phone: string }> {
  const [row] = await db.select().from(orders).where(eq(orders.statusToken, token)).limit(1);
  if (!row) throw noOrder();
  await openForSlip(db, row);
  return { email: row.email, phone: row.phone };
}

export interface SendSlipInput {
  /** The order's status token (the secret of its status link). */
  token: string;
  /** The slip, already checked by its content and re-encoded without its metadata (files/uploads.ts cleanImage). */
  slip: Buffer;
  /** The file store: the slip is kept under its `uploads/slips/`, as at checkout. */
  store: FileStore;
  /** The shop's address (PUBLIC_URL), for the link to the order in the shop's mail. */
  publicUrl: string;
}

/**
 * Keeps a slip the guest sent from the status page, in one transaction with the order locked: checked again (404, 409
 * as slipTarget), written to the file store, set as the order's slip with the time it came, an audit entry 'slip' by the guest
 * (the time the one before came, if any, and this one's), the shop's mail with the slip attached and the back
 * office's link. The slip it replaces stays in the store: a mail still waiting in the outbox may carry it, and staff may
 * have recorded a payment with it. A failed transaction removes the new file again.
 */
export async function sendSlip(db: Db, input: SendSlipInput): Promise<SentSlip> {
  const saved: { file?: string } = {};
  let sent: SentSlip;
  try {
    sent = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(orders).where(eq(orders.statusToken, input.token)).limit(1).for('update');
      if (!row) throw noOrder();
      const { toPay } = await openForSlip(tx, row);
      const file = (saved.file = await storeUpload(input.store, 'slips', row.orderNo, input.slip));
      const [updated] = await tx
        .update(orders)
        .set({ slipFile: file, slipSentAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(orders.id, row.id))
        .returning({ slipSentAt: orders.slipSentAt });
      const slipSentAt = (updated?.slipSentAt ?? new Date()).toISOString();
      await audit(tx, GUEST, {
        action: 'slip',
        subjectType: 'order',
        subjectId: row.orderNo,
        oldValue: row.slipSentAt?.toISOString() ?? null,
        newValue: slipSentAt,
      });
      await tx.insert(outbox).values(
        slipArrivedMail({
          orderNo: row.orderNo,
          name: `${row.firstName} ${row.lastName}`.trim(),
          email: row.email,
          phone: row.phone,
          total: row.total,
          toPay,
          slipFile: file,
          replaced: row.slipFile !== null,
          adminUrl: `${input.publicUrl}/admin/orders/${encodeURIComponent(row.orderNo)}`,
        }),
      );
      // Told to every open back office when this commits (docs/behaviour.md §11.13).
      await announce(tx, { kind: 'slip', orderNo: row.orderNo });
      return { orderNo: row.orderNo, slipSentAt };
    });
  } catch (err) {
    if (saved.file) await input.store.delete(saved.file).catch(() => undefined);
    throw err;
  }
  return sent;
}
