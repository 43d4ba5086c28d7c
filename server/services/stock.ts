import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { goldValue, priceBreakup } from '../../core/pricing';
import type { GoldRate } from '../../core/api-schemas';
import type { Db } from '../db/client';
import { goldRates, stockItems, stoneDetails } from '../db/schema';

export function rateFromRow(row: typeof goldRates.$inferSelect): GoldRate {
  return {
    K18: row.k18,
    K19: row.k19,
    K20: row.k20,
    K21: row.k21,
    K22: row.k22,
    K23: row.k23,
    K24: row.k24,
    K24Tola: row.k24Tola,
    K22Gram10: row.k22Gram10,
    K21Gram10: row.k21Gram10,
    RateDate: row.rateDate,
  };
}

export async function latestRate(db: Db): Promise<GoldRate | null> {
  const [row] = await db.select().from(goldRates).orderBy(desc(goldRates.rateDate)).limit(1);
  return row ? rateFromRow(row) : null;
}

interface PriceFields {
  itemType: string;
  karat: number | null;
  totalWeight: number;
  fixedPrice: number | null;
  totalMaking: number;
  silverSalePrice: number;
  stone?: { Price: number; SalePrice: number };
}

/** docs/behaviour.md §9.3: a gold item follows the day's rate unless the stock record carries a fixed price. */
export function computePrices(p: PriceFields, rate: GoldRate | null) {
  const itemPrice = p.fixedPrice ?? (p.karat && rate ? goldValue(p.totalWeight, p.karat, rate) : 0);
  const unit = priceBreakup({
    ItemType: p.itemType,
    ItemPrice: itemPrice,
    TotalMaking: p.totalMaking,
    SilverSalePrice: p.silverSalePrice,
    StoneDetails: p.stone ? [p.stone] : [],
  }).unit;
  return { itemPrice, unitPrice: unit };
}

/** A piece's prices at a rate (docs/behaviour.md §9.3), beside the price it displays now. */
export interface Repriced {
  id: number;
  itemPrice: number;
  unitPrice: number;
  /** The displayed price before. */
  was: number;
}

/**
 * The rate that prices the shop once `rate` is stored (docs/behaviour.md §10.2): `rate` itself, unless a later day
 * already has one (a rate for an earlier day goes in the history and changes no price).
 */
export async function rateInForceWith(db: Db, rate: GoldRate): Promise<GoldRate> {
  const latest = await latestRate(db);
  return latest && latest.RateDate > rate.RateDate ? latest : rate;
}

/**
 * Stores a day's rate and reprices the whole catalog at the rate in force, inside the caller's transaction; returns
 * every piece's new prices. The rates page's preview computes the same with pricesAt(rateInForceWith(…))
 * (server/services/gold-rates.ts), so what it shows is what saving does.
 */
export async function storeRate(tx: Db, rate: GoldRate): Promise<Repriced[]> {
  const inForce = await rateInForceWith(tx, rate);
  const values = {
    rateDate: rate.RateDate,
    k18: rate.K18,
    k19: rate.K19,
    k20: rate.K20,
    k21: rate.K21,
    k22: rate.K22,
    k23: rate.K23,
    k24: rate.K24,
    k24Tola: rate.K24Tola,
    k22Gram10: rate.K22Gram10,
    k21Gram10: rate.K21Gram10,
  };
  await tx.insert(goldRates).values(values).onConflictDoUpdate({ target: goldRates.rateDate, set: values });
  const rows = await pricesAt(tx, inForce);
  await writePrices(tx, rows);
  return rows;
}

/** Stores a day's rate and reprices the whole catalog in the same transaction (docs/behaviour.md §10.2). */
export async function setGoldRate(db: Db, rate: GoldRate): Promise<number> {
  return db.transaction(async (tx) => (await storeRate(tx, rate)).length);
}

/** Every item's ItemPrice and displayed price at the given rate, with the price it displays now. */
export async function pricesAt(db: Db, rate: GoldRate | null): Promise<Repriced[]> {
  const rows = await db
    .select({
      id: stockItems.id,
      itemType: stockItems.itemType,
      karat: stockItems.karat,
      totalWeight: stockItems.totalWeight,
      fixedPrice: stockItems.fixedPrice,
      totalMaking: stockItems.totalMaking,
      silverSalePrice: stockItems.silverSalePrice,
      was: stockItems.unitPrice,
    })
    .from(stockItems);
  const stones =
    rows.length === 0
      ? []
      : await db
          .select({
            stockId: stoneDetails.stockId,
            price: stoneDetails.price,
            salePrice: stoneDetails.salePrice,
          })
          .from(stoneDetails)
          .where(eq(stoneDetails.position, 0));
  const firstStone = new Map(stones.map((s) => [s.stockId, { Price: s.price, SalePrice: s.salePrice }]));
  return rows.map((r) => ({ id: r.id, was: r.was, ...computePrices({ ...r, stone: firstStone.get(r.id) }, rate) }));
}

async function writePrices(db: Db, rows: readonly Repriced[]): Promise<void> {
  const BATCH = 1000;
  for (let i = 0; i < rows.length; i += BATCH) {
    const valuesSql = sql.join(
      rows.slice(i, i + BATCH).map((c) => sql`(${c.id}::int, ${c.itemPrice}::int, ${c.unitPrice}::int)`),
      sql`, `,
    );
    await db.execute(sql`UPDATE stock_item AS s SET item_price = v.item_price, unit_price = v.unit_price
      FROM (VALUES ${valuesSql}) AS v(id, item_price, unit_price) WHERE s.id = v.id`);
  }
}

/** Recomputes ItemPrice and the displayed price of every item from the given rate. */
export async function repriceAll(db: Db, rate: GoldRate | null): Promise<number> {
  const rows = await pricesAt(db, rate);
  await writePrices(db, rows);
  return rows.length;
}

export async function deleteStock(db: Db, tagNos: string[]): Promise<number> {
  if (!tagNos.length) return 0;
  const gone = await db.delete(stockItems).where(inArray(stockItems.tagNo, tagNos)).returning({ id: stockItems.id });
  return gone.length;
}

/** True when the database holds any stock item. */
export async function hasStock(db: Db): Promise<boolean> {
  const rows = await db.select({ id: stockItems.id }).from(stockItems).limit(1);
  return rows.length > 0;
}

/** Every stock item (or those of one item name, in any case) by type, name and tag number: the owner's list. */
export function listStock(db: Db, itemName?: string) {
  return db
    .select({
      tagNo: stockItems.tagNo,
      itemType: stockItems.itemType,
      itemName: stockItems.itemName,
      itemPriceD: stockItems.itemPriceD,
      unitPrice: stockItems.unitPrice,
    })
    .from(stockItems)
    .where(itemName ? sql`lower(${stockItems.itemName}) = lower(${itemName})` : undefined)
    .orderBy(asc(stockItems.itemType), asc(stockItems.itemName), asc(stockItems.tagNo));
}

/** The rates of the latest `days` days that have one, newest first. */
export async function recentRates(db: Db, days = 7): Promise<GoldRate[]> {
  const rows = await db.select().from(goldRates).orderBy(desc(goldRates.rateDate)).limit(days);
  return rows.map(rateFromRow);
}
