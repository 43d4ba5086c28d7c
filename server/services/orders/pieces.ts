/**
 * The pieces of a new order, whoever takes it (the guest's checkout, or staff for a customer at the counter, on the
 * phone or on WhatsApp): read by tag number, each priced from the database and today's rate with its breakup, and
 * reserved so that a piece is sold once (docs/behaviour.md §4.13). The order's row gets a fresh order number.
 */
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { isReservedByOrder, UNRESERVED_STATUSES } from '../../../core/availability';
import { displayName } from '../../../core/format';
import { lineProofOf, testMethodOf } from '../../../core/trust-record';
import type { Db } from '../../db/client';
import { menuItems, orders, stockItems, stoneDetails } from '../../db/schema';
import { latestRate } from '../gold-rates';
import { priceLine } from '../pricing';
import { newOrderNo } from './numbers';

type StockRow = typeof stockItems.$inferSelect;

/**
 * The pieces of these tag numbers (found whatever the case of the tag typed, keyed in capitals), and how each is
 * priced as an order line at today's rate: the price and its breakup, kept on the line for the invoice
 * (docs/behaviour.md §11.14).
 */
export async function readPieces(tx: Db, tagNos: readonly string[]) {
  const wanted = [...new Set(tagNos.map((t) => t.toUpperCase()))];
  const rows = wanted.length
    ? await tx
        .select()
        .from(stockItems)
        .where(inArray(sql`upper(${stockItems.tagNo})`, wanted))
    : [];
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
  // The words guests see for the pieces' item names (docs/decisions/078): the order's lines and mails carry them.
  const words = new Map(
    rows.length
      ? (
          await tx
            .select({ itemId: menuItems.itemId, shownName: menuItems.shownName })
            .from(menuItems)
            .where(inArray(menuItems.itemId, [...new Set(rows.map((r) => r.itemId))]))
        ).map((m) => [m.itemId, m.shownName])
      : [],
  );
  /** The name guests see: the piece's own display name, else the owner's words for its item name, else the name. */
  const nameOf = (r: Pick<StockRow, 'itemId' | 'itemName' | 'itemPriceD'>) =>
    displayName({ ItemName: r.itemName, ItemPriceD: r.itemPriceD?.trim() || words.get(r.itemId) });
  const rate = await latestRate(tx);
  const byTag = new Map(rows.map((r) => [r.tagNo.toUpperCase(), r]));
  const lineOf = (row: StockRow, size: string) => {
    const stone = stones.find((s) => s.stockId === row.id);
    const { unitPrice, breakup } = priceLine(
      {
        itemType: row.itemType,
        karat: row.karat,
        grossWeight: row.grossWeight,
        netWeight: row.netWeight,
        totalWeight: row.totalWeight,
        fixedPrice: row.fixedPrice,
        totalMaking: row.totalMaking,
        silverSalePrice: row.silverSalePrice,
        stone: stone ? { Price: stone.price, SalePrice: stone.salePrice } : undefined,
      },
      rate,
    );
    // The trust record as it was when the order was placed: the mail and the invoice tell it (§9.15).
    const proof = lineProofOf({
      fineness: row.fineness,
      testMethod: testMethodOf(row.testMethod),
      certificateNo: row.certificateNo,
      certificateLab: row.certificateLab,
    });
    return {
      tagNo: row.tagNo,
      itemName: row.itemName,
      displayName: nameOf(row),
      itemType: row.itemType,
      size: size || '-',
      unitPrice,
      qty: 1,
      breakup: proof ? { ...breakup, proof } : breakup,
    };
  };
  return { byTag, lineOf, nameOf };
}

/**
 * Reserves an order's pieces (docs/behaviour.md §4.13) with one conditional update: a piece is taken only while it is
 * still for sale, so of two orders for one piece exactly one gets it (on PostgreSQL the second waits for the first to
 * commit, then finds the piece reserved). Rows are locked in the order of their ids, so two orders for the same pieces
 * wait for each other instead of deadlocking. A piece made to order is not reserved (another can be made). Returns a
 * piece it could not take, if any, and how many it took.
 */
export async function reservePieces(
  tx: Db,
  rows: readonly StockRow[],
): Promise<{ lost: StockRow | undefined; taken: number }> {
  const held = rows.filter((r) => isReservedByOrder(r.status));
  if (!held.length) return { lost: undefined, taken: 0 };
  const stillForSale = tx
    .select({ id: stockItems.id })
    .from(stockItems)
    .where(
      and(
        inArray(
          stockItems.id,
          held.map((r) => r.id),
        ),
        notInArray(sql`lower(trim(${stockItems.status}))`, [...UNRESERVED_STATUSES]),
      ),
    )
    .orderBy(asc(stockItems.id))
    .for('update');
  const reserved = await tx
    .update(stockItems)
    .set({ status: 'reserved' })
    .where(inArray(stockItems.id, stillForSale))
    .returning({ tagNo: stockItems.tagNo });
  const got = new Set(reserved.map((r) => r.tagNo));
  return { lost: held.find((r) => !got.has(r.tagNo)), taken: reserved.length };
}

type NewOrderRow = typeof orders.$inferInsert;

/**
 * Inserts an order under a fresh order number, drawing again on the rare clash. When the insert is refused for another
 * reason (a unique key, the Idempotency-Key, already taken by a committed order) `firstAnswer` gives that order's
 * answer, which is then the answer.
 */
export async function insertNumbered<A>(
  tx: Db,
  values: (orderNo: string) => NewOrderRow,
  firstAnswer: () => Promise<A | null> = () => Promise.resolve(null),
): Promise<{ id: number; orderNo: string; createdAt: Date } | { first: A }> {
  for (let attempt = 0; ; attempt++) {
    const orderNo = newOrderNo();
    const [inserted] = await tx
      .insert(orders)
      .values(values(orderNo))
      .onConflictDoNothing()
      .returning({ id: orders.id, createdAt: orders.createdAt });
    if (inserted) return { ...inserted, orderNo };
    const first = await firstAnswer();
    if (first) return { first };
    if (attempt >= 5) throw new Error('Could not allocate an order number');
  }
}
