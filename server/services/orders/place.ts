import { eq } from 'drizzle-orm';
import type { OrderAnswer } from '../../../core/api-schemas';
import { isForSale, offSaleStatus } from '../../../core/availability';
import { orderTotal } from '../../../core/cart';
import { deliveryCharge } from '../../../core/delivery-charges';
import { formatPKR } from '../../../core/format';
import { formatPattern } from '../../../core/message-format';
import type { Sale } from '../../../core/order-schema';
import { FIRST_ORDER_STATE, holdEnd } from '../../../core/order-states';
import { notOfferedMessage, ORDER_REFUSALS } from '../../../core/order-refusals';
import { notOffered } from '../../../core/payment-options';
import type { Db } from '../../db/client';
import { orderLines, orders, outbox } from '../../db/schema';
import { DomainError } from '../../common/domain-error';
import { orderMails, type OrderForMail } from '../../mail/order-mails';
import type { FileStore } from '../../files/store';
import { storeUpload } from '../../files/uploads';
import { adminOrderLink, newStatusToken, statusLink } from './numbers';
import { insertNumbered, readPieces, reservePieces } from './pieces';
import { announce } from '../alerts';
import { readSettings } from '../shop-settings';

export interface PlaceOrderOptions {
  publicUrl: string;
  /** The file store: the deposit slip is kept under its `uploads/slips/`. */
  store: FileStore;
  idempotencyKey?: string;
  /** The deposit slip, already checked and re-encoded (files/uploads.ts cleanImage). */
  slip?: Buffer | null;
  /** Days the order holds its pieces while awaiting payment (RESERVE_DAYS, docs/behaviour.md §4.7). */
  reserveDays: number;
}

/** The 409 of a piece another guest's order holds (docs/behaviour.md §4.13). */
const reservedMeanwhile = (name: string, tagNo: string) =>
  new DomainError(409, formatPattern(ORDER_REFUSALS.reservedMeanwhile, { name, tagNo }), 'Stock');
/**
 * Places an order (docs/behaviour.md §10): every line repriced from the database and today's rate, the delivery
 * charge from the same table, the guest's NetPrice compared, the way to pay checked against the owner's settings
 * (§4.5), its pieces reserved (§4.13: a piece is sold once); the order, awaiting payment and holding its pieces for
 * `reserveDays` or to its collection day (core/order-states.ts holdEnd, §4.7), its lines and its two e-mails committed
 * in one transaction before the answer. The same Idempotency-Key returns the first answer and saves nothing.
 * The deposit slip is written once the order has its number, inside the transaction, and removed again when
 * the transaction fails: a refused or failed order leaves no file behind.
 */
export async function placeOrder(db: Db, sale: Sale, opts: PlaceOrderOptions): Promise<OrderAnswer> {
  const saved: { slipFile?: string } = {};
  try {
    return await insertOrder(db, sale, opts, saved);
  } catch (err) {
    if (saved.slipFile) await opts.store.delete(saved.slipFile).catch(() => undefined);
    throw err;
  }
}

/** The transaction of placeOrder; notes in `saved` the slip file it wrote. */
async function insertOrder(
  db: Db,
  sale: Sale,
  opts: PlaceOrderOptions,
  saved: { slipFile?: string },
): Promise<OrderAnswer> {
  return db.transaction(async (tx) => {
    if (opts.idempotencyKey) {
      const first = await answerFor(tx, opts.idempotencyKey);
      if (first) return first;
    }
    // On PostgreSQL a retry under the same key can overlap the first request and find its pieces taken by it (or the
    // first still reading): once that order is committed, its answer is the answer.
    const taken = { reserved: false };
    let priced: Awaited<ReturnType<typeof takePieces>>;
    try {
      priced = await takePieces(tx, sale, taken);
    } catch (err) {
      const first =
        err instanceof DomainError && err.status === 409 && opts.idempotencyKey && !taken.reserved
          ? await answerFor(tx, opts.idempotencyKey)
          : null;
      if (first) return first;
      throw err;
    }
    const { lines, subtotal, total, charge, country } = priced;
    const d = sale.Delivery;
    const statusToken = newStatusToken();
    const u = sale.UserData;
    const answerOf = (orderNo: string): OrderAnswer => ({
      message: 'Success',
      orderNo,
      total,
      statusUrl: statusLink(opts.publicUrl, statusToken, sale.Language),
    });
    const placed = await insertNumbered(
      tx,
      (orderNo) => ({
        orderNo,
        statusToken,
        status: FIRST_ORDER_STATE,
        firstName: u.FirstName,
        lastName: u.LastName,
        email: u.Email,
        phone: u.PhoneNo,
        address: u.Address,
        address2: u.Address2,
        city: u.City,
        deliveryOption: d.selectedDeliveryOption,
        collectionDate: d.selectedDeliveryOption === 'collect' ? d.collectionDate : null,
        cnicPassport: d.selectedDeliveryOption === 'collect' ? d.cnicPassport : null,
        country,
        deliveryCharge: charge,
        paymentMethod: sale.Payment.selectedPaymentMethod,
        subtotal,
        total,
        trackingId: u.Tracking_ID || String(Date.now()),
        idempotencyKey: opts.idempotencyKey ?? null,
        answer: JSON.stringify(answerOf(orderNo)),
        locale: sale.Language,
      }),
      // Another request with the same key committed first (PostgreSQL waited for it): answer as it did.
      () => (opts.idempotencyKey ? answerFor(tx, opts.idempotencyKey) : Promise.resolve(null)),
    );
    if ('first' in placed) return placed.first;
    const { orderNo } = placed;
    const answer = answerOf(orderNo);
    const { id: orderId, createdAt } = placed;
    await tx.insert(orderLines).values(lines.map((l) => ({ ...l, orderId })));
    let slipFile: string | null = null;
    if (opts.slip) slipFile = saved.slipFile = await storeUpload(opts.store, 'slips', orderNo, opts.slip);
    // The hold counts from the order's own time, the transaction's (docs/behaviour.md §4.7).
    const holdUntil = holdEnd(createdAt, opts.reserveDays, {
      paymentMethod: sale.Payment.selectedPaymentMethod,
      collectionDate: d.selectedDeliveryOption === 'collect' ? d.collectionDate : null,
    });
    await tx
      .update(orders)
      .set({ holdUntil, ...(slipFile ? { slipFile, slipSentAt: createdAt } : {}) })
      .where(eq(orders.id, orderId));
    const forMail: OrderForMail = {
      orderNo,
      total,
      subtotal,
      deliveryCharge: charge,
      statusUrl: answer.statusUrl,
      adminUrl: adminOrderLink(opts.publicUrl, orderNo),
      lines,
      user: u,
      delivery: d,
      paymentMethod: sale.Payment.selectedPaymentMethod,
      slipFile,
      holdUntil,
      locale: sale.Language,
    };
    await tx.insert(outbox).values(orderMails(forMail));
    await announce(tx, { kind: 'order', orderNo, slip: slipFile !== null });
    return answer;
  });
}

/**
 * Reads the order's pieces, prices every line from the database and today's rate, checks the guest's NetPrice and
 * reserves the pieces (docs/behaviour.md §10.1, §4.13); refuses with 400 or 409 naming what is wrong. Notes in
 * `state` when it reserved any piece.
 */
async function takePieces(tx: Db, sale: Sale, state: { reserved: boolean }) {
  const { byTag, lineOf, nameOf } = await readPieces(
    tx,
    sale.Stock.map((l) => l.TagNo),
  );
  const rows = [...byTag.values()];
  const lines = sale.Stock.map((line) => {
    const row = byTag.get(line.TagNo.toUpperCase());
    if (!row) throw new DomainError(400, formatPattern(ORDER_REFUSALS.pieceNotFound, { tagNo: line.TagNo }), 'Stock');
    const name = nameOf(row);
    if (!isForSale(row.status)) {
      // A piece another order holds is said so, however the race ran (the embedded database runs one at a time).
      if (offSaleStatus(row.status) === 'reserved') throw reservedMeanwhile(name, row.tagNo);
      throw new DomainError(409, formatPattern(ORDER_REFUSALS.notSoldOnline, { name, tagNo: row.tagNo }), 'Stock');
    }
    return lineOf(row, line.selectedSize);
  });
  const d = sale.Delivery;
  const country = d.selectedDeliveryOption === 'paid' ? d.selectedCountry : null;
  const charge = deliveryCharge(d.selectedDeliveryOption, country ?? undefined);
  const subtotal = lines.reduce((s, l) => s + l.unitPrice, 0);
  const total = orderTotal(
    lines.map((l) => ({ Price: l.unitPrice })),
    charge,
  );
  if (sale.NetPrice !== total) {
    throw new DomainError(409, formatPattern(ORDER_REFUSALS.pricesChanged, { total: formatPKR(total) }), 'NetPrice');
  }
  // The way to pay must be one the owner offers for this order (docs/behaviour.md §4.5), whatever the page showed.
  const method = sale.Payment.selectedPaymentMethod;
  const offered = await readSettings(tx, 'payments');
  const forPayment = { option: d.selectedDeliveryOption, country, total };
  const why = notOffered(method, offered, forPayment);
  if (why)
    throw new DomainError(400, notOfferedMessage(method, why, offered, forPayment), 'Payment.selectedPaymentMethod');
  const { lost, taken } = await reservePieces(tx, rows);
  if (taken > 0) state.reserved = true;
  if (lost) {
    throw reservedMeanwhile(nameOf(lost), lost.tagNo);
  }
  return { lines, subtotal, total, charge, country };
}

/** The first answer given under this Idempotency-Key, or null when no order was placed under it. */
async function answerFor(db: Db, key: string): Promise<OrderAnswer | null> {
  const [row] = await db.select({ answer: orders.answer }).from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
  return row ? (JSON.parse(row.answer) as OrderAnswer) : null;
}

/** Whether an order was already placed under this Idempotency-Key (its retry makes no new order). */
export const isKnownOrderKey = async (db: Db, key: string) => (await answerFor(db, key)) !== null;
