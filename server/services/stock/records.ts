/**
 * The stock records the database holds, in the shape of the stock file (core/stock-file-format.ts, docs/behaviour.md
 * §3.11): what the stock export writes, and what the stock import can compare a file's rows with. A record written
 * with stockRowOf and read back with readStockRow is the record it was made from (tests/api/admin-stock.test.ts).
 */
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { StockRecord } from '../../../core/stock-schema';
import { testMethodOf } from '../../../core/trust-record';
import type { Db } from '../../db/client';
import { menuItems, stockImages, stockItems, stoneDetails, subItems } from '../../db/schema';
import { TYPE_ORDER } from '../catalogue';

/** One piece as stored: its stock row, its menu entry's men's flag, and its pictures, stones and sizes in order. */
export interface StoredPiece {
  item: typeof stockItems.$inferSelect;
  isMens: boolean;
  images: readonly string[];
  stones: readonly (typeof stoneDetails.$inferSelect)[];
  sizes: readonly string[];
}

/**
 * A stored piece as the stock record it would be imported from. An empty display name is none (null), as the file
 * reads an empty cell; the men's flag is the menu entry's, so the record says it outright.
 */
export function stockRecordOf(p: StoredPiece): StockRecord {
  const r = p.item;
  return {
    TagNo: r.tagNo,
    ItemName: r.itemName,
    ItemPriceD: r.itemPriceD?.trim() ? r.itemPriceD : null,
    ItemType: r.itemType,
    IsMens: p.isMens,
    Description: r.description,
    GrossWeight: r.grossWeight,
    NetWeight: r.netWeight,
    WastePerGm: r.wastePerGm,
    Karat: r.karat,
    FixedPrice: r.fixedPrice,
    TotalMaking: r.totalMaking,
    SilverSalePrice: r.silverSalePrice,
    DesignName: r.designName,
    Status: r.status,
    Pieces: r.pieces,
    Images: [...p.images],
    StoneDetails: p.stones.map((s) => ({
      Price: s.price,
      SalePrice: s.salePrice,
      StoneWeight: s.stoneWeight,
      StoneTypeName: s.stoneTypeName,
      StoneName: s.stoneName,
    })),
    SubItem: [...p.sizes],
    Fineness: r.fineness,
    TestMethod: testMethodOf(r.testMethod),
    CertificateNo: r.certificateNo,
    CertificateLab: r.certificateLab,
    CertificateFile: r.certificateFile,
    NameUrdu: r.nameUrdu,
    DescriptionUrdu: r.descriptionUrdu,
  };
}

/**
 * The stock's order for staff: by type as the catalogue's menus list them (palladium, platinum, gold, diamond, silver,
 * watches; docs/behaviour.md §3.5), then any other type by name, then item name and tag number.
 */
export const CATALOGUE_ORDER = [
  sql`array_position(ARRAY[${sql.join(
    TYPE_ORDER.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[], lower(${stockItems.itemType}))`,
  asc(stockItems.itemType),
  asc(stockItems.itemName),
  asc(stockItems.tagNo),
];

/** Groups rows by their piece's id, keeping their order. */
function byStock<T extends { stockId: number }>(rows: readonly T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const list = out.get(row.stockId);
    if (list) list.push(row);
    else out.set(row.stockId, [row]);
  }
  return out;
}

/**
 * The stored pieces that match `where` (all when it is undefined), in CATALOGUE_ORDER, with everything
 * stockRecordOf needs: four queries however many pieces there are. In a transaction (`oneByOne`) the last three run
 * one after another, as a transaction's one connection takes one query at a time.
 */
export async function storedPieces(db: Db, where?: SQL, oneByOne = false): Promise<StoredPiece[]> {
  const rows = await db
    .select({ item: stockItems, isMens: menuItems.isMens })
    .from(stockItems)
    .innerJoin(menuItems, eq(menuItems.itemId, stockItems.itemId))
    .where(where)
    .orderBy(...CATALOGUE_ORDER);
  if (!rows.length) return [];
  const ids = db.select({ id: stockItems.id }).from(stockItems).where(where);
  // Drizzle's queries run when awaited: made here, run together or one by one below.
  const images = db
    .select({ stockId: stockImages.stockId, name: stockImages.imageName })
    .from(stockImages)
    .where(inArray(stockImages.stockId, ids))
    .orderBy(asc(stockImages.position), asc(stockImages.id));
  const stones = db
    .select()
    .from(stoneDetails)
    .where(inArray(stoneDetails.stockId, ids))
    .orderBy(asc(stoneDetails.position), asc(stoneDetails.id));
  const sizes = db
    .select({ stockId: subItems.stockId, size: subItems.abrivation })
    .from(subItems)
    .where(inArray(subItems.stockId, ids))
    .orderBy(asc(subItems.id));
  const [imageRows, stoneRows, sizeRows] = oneByOne
    ? [await images, await stones, await sizes]
    : await Promise.all([images, stones, sizes]);
  const imagesOf = byStock(imageRows);
  const stonesOf = byStock(stoneRows);
  const sizesOf = byStock(sizeRows);
  return rows.map(({ item, isMens }) => ({
    item,
    isMens,
    images: (imagesOf.get(item.id) ?? []).map((i) => i.name),
    stones: stonesOf.get(item.id) ?? [],
    sizes: (sizesOf.get(item.id) ?? []).map((s) => s.size),
  }));
}

/** The stock records of the pieces that match `where` (all when it is undefined). */
export async function stockRecords(db: Db, where?: SQL): Promise<StockRecord[]> {
  return (await storedPieces(db, where)).map(stockRecordOf);
}

/** The records of the pieces with these tag numbers, by tag number: what the stock import compares a file's rows with. */
export async function stockRecordsOf(db: Db, tagNos: readonly string[]): Promise<Map<string, StockRecord>> {
  if (!tagNos.length) return new Map();
  const records = await stockRecords(db, inArray(stockItems.tagNo, [...tagNos]));
  return new Map(records.map((r) => [r.TagNo, r]));
}
