import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { wordsOf } from '../../core/fuzzy';
import { goldValue, priceBreakup, totalWeight as totalWeightOf } from '../../core/pricing';
import { isMensName, StockImportSchema, type StockRecord } from '../../core/stock-schema';
import type { GoldRate } from '../../core/api-schemas';
import type { Db } from '../db/client';
import { goldRates, menuItems, searchWords, stockImages, stockItems, stoneDetails, subItems } from '../db/schema';
import { DomainError, type FieldError } from '../domain-error';

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

async function menuIdFor(db: Db, itemType: string, itemName: string, isMens: boolean, cache: Map<string, number>) {
  const key = `${itemType}\u0000${itemName}`;
  const known = cache.get(key);
  if (known) return known;
  const [row] = await db
    .insert(menuItems)
    .values({ itemType, itemName, isMens })
    .onConflictDoUpdate({ target: [menuItems.itemType, menuItems.itemName], set: { isMens } })
    .returning({ id: menuItems.itemId });
  if (!row) throw new Error('The menu upsert returned no id');
  cache.set(key, row.id);
  return row.id;
}

/** A stock record checked against its schema; a bad one is a 400 naming the record (its TagNo when it has one). */
function checkedRecord(input: unknown, index: number): StockRecord {
  const parsed = StockImportSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const tagNo = typeof input === 'object' && input !== null && 'TagNo' in input ? input.TagNo : undefined;
  const record = `record ${index + 1}${typeof tagNo === 'string' && tagNo.trim() ? ` (${tagNo.trim()})` : ''}`;
  const errors: FieldError[] = parsed.error.issues.map((i) => ({
    field: i.path.map(String).join('.') || 'record',
    message: i.message,
  }));
  throw new DomainError(
    400,
    `Invalid stock ${record}: ${errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`,
    errors,
  );
}

/**
 * On a re-import, a piece an order has reserved stays reserved whatever the export says (the point of sale does not
 * know about online orders), unless the export says it is sold: the showroom sold it, and that wins
 * (docs/behaviour.md §4.13, docs/decisions/025-order-states-and-holds.md).
 */
const keptStatus = sql`CASE WHEN lower(trim(${stockItems.status})) = 'reserved' AND lower(trim(excluded.status)) <> 'sold'
  THEN ${stockItems.status} ELSE excluded.status END`;

/**
 * Loads stock records (insert or replace by TagNo) in one transaction and prices them from the latest rate.
 * Every record is checked first: one that does not fit the schema is a 400 and nothing is written.
 * Returns the number of records written.
 */
export async function importStock(db: Db, input: readonly unknown[]): Promise<number> {
  const records = input.map(checkedRecord);
  await db.transaction(async (tx) => {
    const rate = await latestRate(tx);
    const menuCache = new Map<string, number>();
    for (const r of records) {
      const itemId = await menuIdFor(tx, r.ItemType, r.ItemName, r.IsMens ?? isMensName(r.ItemName), menuCache);
      const totalWeight = totalWeightOf(r.NetWeight, r.WastePerGm);
      const stone = r.StoneDetails[0];
      const prices = computePrices(
        {
          itemType: r.ItemType,
          karat: r.Karat ?? null,
          totalWeight,
          fixedPrice: r.FixedPrice ?? null,
          totalMaking: r.TotalMaking,
          silverSalePrice: r.SilverSalePrice,
          stone,
        },
        rate,
      );
      const values = {
        tagNo: r.TagNo,
        itemId,
        itemName: r.ItemName,
        itemPriceD: r.ItemPriceD ?? null,
        itemType: r.ItemType,
        description: r.Description,
        grossWeight: r.GrossWeight,
        netWeight: r.NetWeight,
        totalWeight,
        wastePerGm: r.WastePerGm,
        karat: r.Karat ?? null,
        fixedPrice: r.FixedPrice ?? null,
        totalMaking: r.TotalMaking,
        silverSalePrice: r.SilverSalePrice,
        designName: r.DesignName,
        status: r.Status,
        pieces: r.Pieces,
        ...prices,
      };
      const [row] = await tx
        .insert(stockItems)
        .values(values)
        .onConflictDoUpdate({ target: stockItems.tagNo, set: { ...values, status: keptStatus } })
        .returning({ id: stockItems.id });
      if (!row) throw new Error('The stock upsert returned no id');
      await tx.delete(stockImages).where(eq(stockImages.stockId, row.id));
      await tx.delete(stoneDetails).where(eq(stoneDetails.stockId, row.id));
      await tx.delete(subItems).where(eq(subItems.stockId, row.id));
      if (r.Images.length) {
        await tx
          .insert(stockImages)
          .values(r.Images.map((imageName, position) => ({ stockId: row.id, imageName, position })));
      }
      if (r.StoneDetails.length) {
        await tx.insert(stoneDetails).values(
          r.StoneDetails.map((s, position) => ({
            stockId: row.id,
            price: s.Price,
            salePrice: s.SalePrice,
            stoneWeight: s.StoneWeight,
            stoneTypeName: s.StoneTypeName,
            stoneName: s.StoneName,
            position,
          })),
        );
      }
      if (r.SubItem.length) {
        await tx.insert(subItems).values(r.SubItem.map((abrivation) => ({ stockId: row.id, abrivation })));
      }
    }
    const words = new Set(
      records.flatMap((r) => wordsOf([r.TagNo, r.ItemName, r.ItemPriceD ?? '', r.DesignName, r.Description].join(' '))),
    );
    const list = [...words];
    for (let i = 0; i < list.length; i += 1000) {
      await tx
        .insert(searchWords)
        .values(list.slice(i, i + 1000).map((word) => ({ word })))
        .onConflictDoNothing();
    }
  });
  return records.length;
}

/** Stores a day's rate and reprices the whole catalog in the same transaction (docs/behaviour.md §10.2). */
export async function setGoldRate(db: Db, rate: GoldRate): Promise<number> {
  return db.transaction(async (tx) => {
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
    const latest = await latestRate(tx);
    return repriceAll(tx, latest);
  });
}

/** Recomputes ItemPrice and the displayed price of every item from the given rate. */
export async function repriceAll(db: Db, rate: GoldRate | null): Promise<number> {
  const rows = await db
    .select({
      id: stockItems.id,
      itemType: stockItems.itemType,
      karat: stockItems.karat,
      totalWeight: stockItems.totalWeight,
      fixedPrice: stockItems.fixedPrice,
      totalMaking: stockItems.totalMaking,
      silverSalePrice: stockItems.silverSalePrice,
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
  const BATCH = 1000;
  for (let i = 0; i < rows.length; i += BATCH) {
    const chunk = rows
      .slice(i, i + BATCH)
      .map((r) => ({ id: r.id, ...computePrices({ ...r, stone: firstStone.get(r.id) }, rate) }));
    const valuesSql = sql.join(
      chunk.map((c) => sql`(${c.id}::int, ${c.itemPrice}::int, ${c.unitPrice}::int)`),
      sql`, `,
    );
    await db.execute(sql`UPDATE stock_item AS s SET item_price = v.item_price, unit_price = v.unit_price
      FROM (VALUES ${valuesSql}) AS v(id, item_price, unit_price) WHERE s.id = v.id`);
  }
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
