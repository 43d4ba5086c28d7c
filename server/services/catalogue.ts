import { and, asc, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { OFF_SALE_STATUSES } from '../../core/availability';
import { HOME_PRODUCTS } from '../../core/constants';
import type { Filters } from '../../core/listing-filters';
import type { SortOrder } from '../../core/query-schemas';
import type { MenuItem, StockItem, TypeGroup, TypeKey } from '../../core/api-schemas';
import { testMethodOf, type TrustRecord } from '../../core/trust-record';
import { rowsOf, type Db } from '../db/client';
import { menuItems, stockImages, stockItems, stoneDetails, subItems } from '../db/schema';

export interface StockPageQuery {
  itemName?: string;
  filters?: Filters;
  itemType?: string;
  pageSize?: number;
  pageNumber?: number;
  sort?: SortOrder;
}

/**
 * A piece as the pieces query reads it (pieceRows): its columns in the order of PIECE_COLUMNS, then its pictures, its
 * stones (price, sale price, weight, type, name) and its sizes, each in the order the stock file gave them, its id, and
 * the owner's words for its item name (docs/decisions/078), which the search index finds it by.
 */
type PieceRow = [
  tagNo: string,
  itemId: number,
  itemName: string,
  itemPriceD: string | null,
  itemType: string,
  description: string,
  grossWeight: number,
  netWeight: number,
  totalWeight: number,
  wastePerGm: number,
  karat: number | null,
  itemPrice: number,
  totalMaking: number,
  silverSalePrice: number,
  designName: string,
  status: string,
  pieces: number,
  unitPrice: number,
  images: string[],
  stones: [number, number, number, string, string][],
  subs: string[],
  id: number,
  itemWords: string | null,
  nameUrdu: string | null,
  descriptionUrdu: string | null,
];

/**
 * The name guests see, answered as the piece's ItemPriceD: its own display name when it has one, else the owner's
 * words for its item name (docs/decisions/078), else its ItemPriceD as stored (null or blank: the item name is shown).
 * Every page that names a piece (cards, product page, search, bag) reads it through `displayName`, so the words
 * reach them with no code in the browser; the stock's own fields are unchanged (the back office reads those).
 */
const shownItemPriceD = sql`CASE WHEN trim(coalesce(${stockItems.itemPriceD}, '')) <> '' THEN ${stockItems.itemPriceD}
  ELSE coalesce((SELECT m.shown_name FROM ${menuItems} m WHERE m.item_id = ${stockItems.itemId}), ${stockItems.itemPriceD}) END`;

const PIECE_COLUMNS = [
  stockItems.tagNo,
  stockItems.itemId,
  stockItems.itemName,
  shownItemPriceD,
  stockItems.itemType,
  stockItems.description,
  stockItems.grossWeight,
  stockItems.netWeight,
  stockItems.totalWeight,
  stockItems.wastePerGm,
  stockItems.karat,
  stockItems.itemPrice,
  stockItems.totalMaking,
  stockItems.silverSalePrice,
  stockItems.designName,
  stockItems.status,
  stockItems.pieces,
  stockItems.unitPrice,
];

function toStockItem([
  TagNo,
  ItemId,
  ItemName,
  ItemPriceD,
  ItemType,
  Description,
  GrossWeight,
  NetWeight,
  TotalWeight,
  WastePerGm,
  Karat,
  ItemPrice,
  TotalMaking,
  SilverSalePrice,
  DesignName,
  Status,
  Pieces,
  Price,
  images,
  stones,
  subs,
  ,
  ,
  nameUrdu,
  descriptionUrdu,
]: PieceRow): StockItem {
  return {
    TagNo,
    ItemId,
    ItemName,
    ItemPriceD,
    ItemType,
    Description,
    GrossWeight,
    NetWeight,
    TotalWeight,
    WastePerGm,
    Karat,
    ItemPrice,
    TotalMaking,
    SilverSalePrice,
    DesignName,
    Status,
    Pieces,
    Price,
    Images: images.map((ImageName) => ({ ImageName })),
    StoneDetails: stones.map(([Price, SalePrice, StoneWeight, StoneTypeName, StoneName]) => ({
      Price,
      SalePrice,
      StoneWeight,
      StoneTypeName,
      StonesName: { StoneName },
    })),
    SubItem: subs.map((Abrivation) => ({ Abrivation })),
    // The Urdu text only where the piece has it (docs/behaviour.md §3.1): most pieces carry no more than before.
    ...(nameUrdu ? { NameUrdu: nameUrdu } : {}),
    ...(descriptionUrdu ? { DescriptionUrdu: descriptionUrdu } : {}),
  };
}

/**
 * The pieces `picked` names (a query of two columns, id and ord), in the order of ord, with their pictures, stones and
 * sizes: one query, answered as one JSON value. The embedded database hands a result over field by field, about
 * 2.5 µs each (48 pieces of 21 columns: 2.5 ms), and one JSON value of the same pieces in well under a millisecond
 * (docs/decisions/050-pieces-as-one-json-value.md).
 */
async function pieceRows(db: Db, picked: SQL): Promise<PieceRow[]> {
  const [row] = await rowsOf<{ pieces: PieceRow[] | null }>(
    db,
    sql`SELECT json_agg(${pieceJson} ORDER BY picked.ord) AS pieces
    FROM (${picked}) AS picked(id, ord) JOIN ${stockItems} ON ${stockItems.id} = picked.id`,
  );
  return row?.pieces ?? [];
}

/**
 * A piece of the `stock_item` row in scope as one JSON array (a PieceRow): its columns, pictures, stones, sizes, id,
 * the owner's words for its item name, its Urdu name and description.
 */
export const pieceJson = sql`json_build_array(${sql.join(PIECE_COLUMNS, sql`, `)},
  coalesce((SELECT json_agg(i.image_name ORDER BY i.position) FROM ${stockImages} i
    WHERE i.stock_id = ${stockItems.id}), '[]'),
  coalesce((SELECT json_agg(json_build_array(d.price, d.sale_price, d.stone_weight, d.stone_type_name,
    d.stone_name) ORDER BY d.position) FROM ${stoneDetails} d WHERE d.stock_id = ${stockItems.id}), '[]'),
  coalesce((SELECT json_agg(u.abrivation ORDER BY u.id) FROM ${subItems} u
    WHERE u.stock_id = ${stockItems.id}), '[]'),
  ${stockItems.id},
  (SELECT m.shown_name FROM ${menuItems} m WHERE m.item_id = ${stockItems.itemId}),
  ${stockItems.nameUrdu}, ${stockItems.descriptionUrdu})`;

/** A piece from the text of its `pieceJson` (the search index holds pieces so: docs/decisions/052). */
export const pieceFromJson = (text: string): StockItem => toStockItem(JSON.parse(text) as PieceRow);

/** A piece and the owner's words for its item name (null: none), from the text of its `pieceJson`, to index it. */
export function indexedPieceFromJson(text: string): { piece: StockItem; itemWords: string | null } {
  const row = JSON.parse(text) as PieceRow;
  return { piece: toStockItem(row), itemWords: row[22] ?? null };
}

/** The pieces `picked` names, in its order (see pieceRows). */
export async function piecesOf(db: Db, picked: SQL): Promise<StockItem[]> {
  return (await pieceRows(db, picked)).map(toStockItem);
}

/** The unnest of a list of ids with their place, for `picked`. */
const idList = (ids: readonly number[]) =>
  sql`SELECT * FROM unnest(${sql.raw(`ARRAY[${ids.map((id) => Math.trunc(Number(id))).join(',')}]::int[]`)}) WITH ORDINALITY`;

/** Pieces by id, each under its id (an id no piece has is left out), in one query. */
export async function stockItemsById(db: Db, ids: readonly number[]): Promise<Map<number, StockItem>> {
  if (ids.length === 0) return new Map();
  return new Map((await pieceRows(db, idList(ids))).map((r) => [r[21], toStockItem(r)]));
}

/** Case-insensitive equality (not LIKE: '%' and '_' in a name are plain characters). */
const sameText = (column: AnyPgColumn, value: string) => sql`lower(${column}) = lower(${value.trim()})`;

/** The piece can be bought online (docs/behaviour.md §4.13): what listings, search, menus and related items show. */
export const forSale = sql`lower(trim(${stockItems.status})) NOT IN (${sql.join(
  OFF_SALE_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)})`;

const hasImages = exists(sql`(SELECT 1 FROM stock_image i WHERE i.stock_id = ${stockItems.id})`);

/**
 * itemsecom: the newest items that have pictures (the home page uses the first 8), taking one of each item
 * name in turn so that the first eight show the range rather than eight rings.
 */
export async function latestItems(db: Db, limit = HOME_PRODUCTS): Promise<StockItem[]> {
  const ranked = db
    .select({
      id: stockItems.id,
      rn: sql<number>`row_number() over (partition by ${stockItems.itemName} order by ${stockItems.createdAt} desc, ${stockItems.id})`.as(
        'rn',
      ),
    })
    .from(stockItems)
    .where(and(hasImages, forSale))
    .as('ranked');
  const picked = db
    .select({ id: ranked.id, ord: sql<number>`row_number() over (order by ${ranked.rn}, ${ranked.id})`.as('ord') })
    .from(ranked)
    .orderBy(asc(ranked.rn), asc(ranked.id))
    .limit(limit);
  return piecesOf(db, sql`${picked}`);
}

/** Items by id, in the order of the ids given: the pieces and their relations in one query. */
export async function stockItemsByIds(db: Db, ids: readonly number[]): Promise<StockItem[]> {
  if (ids.length === 0) return [];
  return piecesOf(db, idList(ids));
}

/** One piece by tag number, for its product page: reserved and sold pieces too, not hidden ones (§4.13). */
export async function stockItem(db: Db, tagNo: string): Promise<StockItem | null> {
  const [item] = await piecesOf(
    db,
    sql`SELECT ${stockItems.id}, 1 FROM ${stockItems}
      WHERE ${stockItems.tagNo} = ${tagNo.trim()} AND lower(trim(${stockItems.status})) <> 'hidden' LIMIT 1`,
  );
  return item ?? null;
}

/** How many related pieces a product page and RelatedEcomItems show. */
export const RELATED_LIMIT = 12;

/**
 * RelatedEcomItems' list for a name: its first pieces for sale with pictures (docs/behaviour.md §7.2), one more than
 * are shown, so that any one piece of the name can be left out of it without reading again.
 */
export async function relatedItems(db: Db, itemName: string): Promise<StockItem[]> {
  return piecesOf(
    db,
    sql`SELECT ${stockItems.id}, ${stockItems.id} FROM ${stockItems}
      WHERE ${and(sameText(stockItems.itemName, itemName), hasImages, forSale)}
      ORDER BY ${stockItems.id} LIMIT ${RELATED_LIMIT + 1}`,
  );
}

/** The words guests see for an item name: the owner's (docs/decisions/078), else the stock's own name. */
const shownName = sql<string>`coalesce(${menuItems.shownName}, ${menuItems.itemName})`;

/**
 * GetMenuEcom: every item name that has stock, with its type, men's flag, count and the words guests see for it,
 * in the order of those words (the name itself stays in the addresses).
 */
export async function menu(db: Db): Promise<MenuItem[]> {
  const rows = await db
    .select({
      ItemId: menuItems.itemId,
      ItemName: menuItems.itemName,
      ItemType: menuItems.itemType,
      IsMens: menuItems.isMens,
      Count: sql<number>`count(${stockItems.id})::int`,
      ShownName: shownName,
    })
    .from(menuItems)
    .innerJoin(stockItems, and(eq(stockItems.itemId, menuItems.itemId), forSale))
    .groupBy(menuItems.itemId)
    .orderBy(asc(menuItems.itemType), asc(shownName), asc(menuItems.itemName));
  return rows;
}

export const TYPE_ORDER: TypeKey[] = ['palladium', 'platinum', 'gold', 'diamond', 'silver', 'watches'];

/**
 * EcomStockItemByType: menu lists in the order of docs/behaviour.md §3.5, each split by names starting with men or not.
 */
export async function menuByType(db: Db): Promise<TypeGroup[]> {
  const all = await menu(db);
  return TYPE_ORDER.map((type) => {
    const ofType = all.filter((m) => m.ItemType.toLowerCase() === type);
    return { type, mens: ofType.filter((m) => m.IsMens), others: ofType.filter((m) => !m.IsMens) };
  });
}

/**
 * A piece's trust record for its product page (docs/behaviour.md §9.15): its purity as tested, how, and its
 * certificate; null for an unknown or hidden piece. Read apart from the catalogue's pieces, which the listings,
 * search and bag carry, so that they stay as small as they are.
 */
export async function trustRecord(db: Db, tagNo: string): Promise<TrustRecord | null> {
  const [row] = await db
    .select({
      fineness: stockItems.fineness,
      testMethod: stockItems.testMethod,
      certificateNo: stockItems.certificateNo,
      certificateLab: stockItems.certificateLab,
      certificateFile: stockItems.certificateFile,
    })
    .from(stockItems)
    .where(and(eq(stockItems.tagNo, tagNo.trim()), sql`lower(trim(${stockItems.status})) <> 'hidden'`))
    .limit(1);
  return row ? { ...row, testMethod: testMethodOf(row.testMethod) } : null;
}
