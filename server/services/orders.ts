import { rm } from 'node:fs/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrderAnswer } from '../../core/api-schemas';
import { isForSale } from '../../core/availability';
import { orderTotal } from '../../core/cart';
import { deliveryCharge } from '../../core/delivery-charges';
import { displayName, formatPKR } from '../../core/format';
import type { Sale } from '../../core/order-schema';
import type { Db } from '../db/client';
import { orderLines, orders, outbox, stockItems, stoneDetails } from '../db/schema';
import { DomainError } from '../domain-error';
import { orderMails, type OrderForMail } from '../mail/order-mails';
import { storeUpload } from '../uploads';
import { newOrderNo, newStatusToken } from './order-numbers';
import { computePrices, latestRate } from './stock';

export interface PlaceOrderOptions {
  publicUrl: string;
  /** DATA_DIR: the deposit slip is saved under its uploads/slips. */
  dataDir: string;
  idempotencyKey?: string;
  /** The deposit slip, already checked and re-encoded (uploads.ts cleanImage). */
  slip?: Buffer | null;
}

/**
 * Places an order (docs/behaviour.md §10): every line repriced from the database and today's rate, the delivery
 * charge from the same table, the guest's NetPrice compared; the order, its lines and its two e-mails committed
 * in one transaction before the answer. The same Idempotency-Key returns the first answer and saves nothing.
 * The deposit slip is written once the order has its number, inside the transaction, and removed again when
 * the transaction fails: a refused or failed order leaves no file behind.
 */
export async function placeOrder(db: Db, sale: Sale, opts: PlaceOrderOptions): Promise<OrderAnswer> {
  const saved: { slipFile?: string } = {};
  try {
    return await insertOrder(db, sale, opts, saved);
  } catch (err) {
    if (saved.slipFile) await rm(saved.slipFile, { force: true }).catch(() => undefined);
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
    const tagNos = [...new Set(sale.Stock.map((l) => l.TagNo))];
    const rows = await tx.select().from(stockItems).where(inArray(stockItems.tagNo, tagNos));
    const stones = rows.length
      ? await tx
          .select()
          .from(stoneDetails)
          .where(
            and(
              inArray(
                stoneDetails.stockId,
                rows.map((r) => r.id),
              ),
              eq(stoneDetails.position, 0),
            ),
          )
      : [];
    const rate = await latestRate(tx);
    const byTag = new Map(rows.map((r) => [r.tagNo, r]));
    const lines = sale.Stock.map((line) => {
      const row = byTag.get(line.TagNo);
      if (!row)
        throw new DomainError(
          400,
          `We could not find the piece with tag number ${line.TagNo}. Please remove it from your bag.`,
          'Stock',
        );
      const name = displayName({ ItemName: row.itemName, ItemPriceD: row.itemPriceD });
      if (!isForSale(row.status)) {
        throw new DomainError(
          409,
          `${name} (${row.tagNo}) can no longer be sold online. Please remove it from your bag.`,
          'Stock',
        );
      }
      const stone = stones.find((s) => s.stockId === row.id);
      const { unitPrice } = computePrices(
        {
          itemType: row.itemType,
          karat: row.karat,
          totalWeight: row.totalWeight,
          fixedPrice: row.fixedPrice,
          totalMaking: row.totalMaking,
          silverSalePrice: row.silverSalePrice,
          stone: stone ? { Price: stone.price, SalePrice: stone.salePrice } : undefined,
        },
        rate,
      );
      return {
        tagNo: row.tagNo,
        itemName: row.itemName,
        displayName: name,
        itemType: row.itemType,
        size: line.selectedSize || '-',
        unitPrice,
        qty: 1,
      };
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
      throw new DomainError(
        409,
        `Prices have changed since these pieces were added to your bag. Please review your bag: the total is now ${formatPKR(total)}.`,
        'NetPrice',
      );
    }

    const statusToken = newStatusToken();
    const u = sale.UserData;
    for (let attempt = 0; ; attempt++) {
      const orderNo = newOrderNo();
      const answer: OrderAnswer = {
        message: 'Success',
        orderNo,
        total,
        statusUrl: `${opts.publicUrl}/orderstatus?token=${statusToken}`,
      };
      const inserted = await tx
        .insert(orders)
        .values({
          orderNo,
          statusToken,
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
          answer: JSON.stringify(answer),
        })
        .onConflictDoNothing()
        .returning({ id: orders.id });
      if (inserted.length === 0) {
        // Another request with the same key committed first (PostgreSQL waited for it): answer as it did.
        const first = opts.idempotencyKey ? await answerFor(tx, opts.idempotencyKey) : null;
        if (first) return first;
        if (attempt < 5) continue; // an order-number clash: draw again
        throw new Error('Could not allocate an order number');
      }
      const orderId = inserted[0]?.id;
      if (orderId === undefined) throw new Error('The order insert returned no id');
      await tx.insert(orderLines).values(lines.map((l) => ({ ...l, orderId })));
      let slipFile: string | null = null;
      if (opts.slip) {
        slipFile = saved.slipFile = await storeUpload(opts.dataDir, 'slips', orderNo, opts.slip);
        await tx.update(orders).set({ slipFile }).where(eq(orders.id, orderId));
      }
      const forMail: OrderForMail = {
        orderNo,
        total,
        subtotal,
        deliveryCharge: charge,
        statusUrl: answer.statusUrl,
        lines,
        user: u,
        delivery: d,
        paymentMethod: sale.Payment.selectedPaymentMethod,
        slipFile,
      };
      await tx.insert(outbox).values(orderMails(forMail));
      return answer;
    }
  });
}

/** The first answer given under this Idempotency-Key, or null when no order was placed under it. */
async function answerFor(db: Db, key: string): Promise<OrderAnswer | null> {
  const [row] = await db.select({ answer: orders.answer }).from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
  return row ? (JSON.parse(row.answer) as OrderAnswer) : null;
}

/** Whether an order was already placed under this Idempotency-Key (its retry makes no new order). */
export const isKnownOrderKey = async (db: Db, key: string) => (await answerFor(db, key)) !== null;

export const ORDER_STEPS = ['processing', 'shipping', 'delivered'] as const;
export const ORDER_STATUSES = [...ORDER_STEPS, 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const isOrderStatus = (s: string): s is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(s);

/** Moves an order to a status (any case); refuses an unknown status (400) and an unknown order (404). */
export async function setOrderStatus(db: Db, orderNo: string, given: string): Promise<OrderStatus> {
  const status = given.toLowerCase();
  if (!isOrderStatus(status))
    throw new DomainError(400, 'Status must be processing, shipping, delivered or cancelled', 'status');
  const stamp =
    status === 'shipping' ? { shippedAt: sql`now()` } : status === 'delivered' ? { deliveredAt: sql`now()` } : {};
  const updated = await db
    .update(orders)
    .set({ status, updatedAt: sql`now()`, ...stamp })
    .where(eq(orders.orderNo, orderNo.toUpperCase()))
    .returning({ id: orders.id });
  if (!updated.length) throw new DomainError(404, `No order ${orderNo}`, 'orderNo');
  return status;
}
