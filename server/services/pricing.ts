/**
 * What a piece costs (docs/behaviour.md §9.3) and repricing the catalogue at a gold rate (§10.2): the order prices its
 * lines here, the stock import its new pieces, and a new day's rate (gold-rates.ts) reprices every piece.
 */
import { eq, sql } from 'drizzle-orm';
import type { GoldRate } from '../../core/api-schemas';
import type { LineBreakup } from '../../core/payments';
import { goldValue, isSilver, priceBreakup, ratePerGram, totalWeight as totalWeightOf } from '../../core/pricing';
import type { StockRecord } from '../../core/stock-schema';
import type { Db } from '../db/client';
import { stockItems, stoneDetails } from '../db/schema';

interface PriceFields {
  itemType: string;
  karat: number | null;
  totalWeight: number;
  fixedPrice: number | null;
  totalMaking: number;
  silverSalePrice: number;
  stone?: { Price: number; SalePrice: number };
}

/** docs/behaviour.md §9.3: a gold item's metal value follows the day's rate unless the stock record carries a fixed price. */
const itemValue = (p: PriceFields, rate: GoldRate | null): number =>
  p.fixedPrice ?? (p.karat && rate ? goldValue(p.totalWeight, p.karat, rate) : 0);

const breakupAt = (p: PriceFields, itemPrice: number) =>
  priceBreakup({
    ItemType: p.itemType,
    ItemPrice: itemPrice,
    TotalMaking: p.totalMaking,
    SilverSalePrice: p.silverSalePrice,
    StoneDetails: p.stone ? [p.stone] : [],
  });

/** docs/behaviour.md §9.3: a piece's ItemPrice and displayed price at a rate. */
export function computePrices(p: PriceFields, rate: GoldRate | null) {
  const itemPrice = itemValue(p, rate);
  return { itemPrice, unitPrice: breakupAt(p, itemPrice).unit };
}

/** The fields of a stock record its price follows. */
export type RecordPriceFields = Pick<
  StockRecord,
  'ItemType' | 'Karat' | 'NetWeight' | 'WastePerGm' | 'FixedPrice' | 'TotalMaking' | 'SilverSalePrice'
> & { StoneDetails: readonly Pick<StockRecord['StoneDetails'][number], 'Price' | 'SalePrice'>[] };

/**
 * A stock record's total weight (net and wastage) and prices at a rate: how the stock import prices its rows and how
 * a piece changed or added in the back office is priced (docs/decisions/074).
 */
export function recordPrices(record: RecordPriceFields, rate: GoldRate | null) {
  const totalWeight = totalWeightOf(record.NetWeight, record.WastePerGm);
  const prices = computePrices(
    {
      itemType: record.ItemType,
      karat: record.Karat ?? null,
      totalWeight,
      fixedPrice: record.FixedPrice ?? null,
      totalMaking: record.TotalMaking,
      silverSalePrice: record.SilverSalePrice,
      stone: record.StoneDetails[0],
    },
    rate,
  );
  return { totalWeight, ...prices };
}

/**
 * An order line's price and how it was made (docs/behaviour.md §11.14), by the same rules as computePrices: the
 * weights, the karat, the rate per gram used for it and the rate's day (a gold piece priced by the rate; none for a
 * fixed price or silver), metal value, making, the stone and what rounding down took off. Kept on the order line for
 * the invoice.
 */
export function priceLine(
  p: PriceFields & { grossWeight: number; netWeight: number },
  rate: GoldRate | null,
): { unitPrice: number; breakup: LineBreakup } {
  const b = breakupAt(p, itemValue(p, rate));
  const perGram =
    p.fixedPrice === null && p.karat && rate && !isSilver(p.itemType)
      ? { rate: ratePerGram(rate, p.karat), day: rate.RateDate }
      : null;
  return {
    unitPrice: b.unit,
    breakup: {
      karat: p.karat,
      grossWeight: p.grossWeight,
      netWeight: p.netWeight,
      wastage: Math.max(0, Math.round((p.totalWeight - p.netWeight) * 1000) / 1000),
      ratePerGram: perGram?.rate ?? null,
      rateDate: perGram?.day ?? null,
      metal: b.metal,
      making: b.making,
      stone: b.stone,
      remainder: b.remainder,
    },
  };
}

/** A piece's prices at a rate (docs/behaviour.md §9.3), beside the price it displays now. */
export interface Repriced {
  id: number;
  itemPrice: number;
  unitPrice: number;
  /** The displayed price before. */
  was: number;
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

/** Recomputes ItemPrice and the displayed price of every item from the given rate; returns every piece's prices. */
export async function repriceAt(db: Db, rate: GoldRate | null): Promise<Repriced[]> {
  const rows = await pricesAt(db, rate);
  await writePrices(db, rows);
  return rows;
}

/** Recomputes ItemPrice and the displayed price of every item from the given rate; returns how many there are. */
export async function repriceAll(db: Db, rate: GoldRate | null): Promise<number> {
  return (await repriceAt(db, rate)).length;
}
