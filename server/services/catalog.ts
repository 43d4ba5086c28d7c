import { and, asc, eq, exists, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { OFF_SALE_STATUSES } from '../../core/availability';
import { DEFAULT_PAGE_NUMBER, DEFAULT_PAGE_SIZE, HOME_PRODUCTS } from '../../core/constants';
import type { SortOrder } from '../../core/query-schemas';
import type { MenuItem, StockItem, StockPage, TypeGroup, TypeKey } from '../../core/api-schemas';
import { rowsOf, type Db } from '../db/client';
import { menuItems, stockImages, stockItems, stoneDetails, subItems } from '../db/schema';

export interface StockQuery {
  itemName?: string;
  itemType?: string;
  pageSize?: number;
  pageNumber?: number;
  sort?: SortOrder;
}

type Row = typeof stockItems.$inferSelect;

/** A stone as the relations query reads it: price, sale price, weight, type, name. */
type StoneRow = [number, number, number, string, string];
/** A piece's pictures, stones and sizes, each a JSON list in the order the stock file gave them. */
type Relations = {
  images: string[];
  stones: StoneRow[];
  subs: string[];
};

/** The relations of the piece whose id is `id`, as three columns of one query. */
const relationsOf = (id: SQL) => ({
  images: sql<string[]>`coalesce((SELECT json_agg(i.image_name ORDER BY i.position) FROM ${stockImages} i
    WHERE i.stock_id = ${id}), '[]')`,
  stones: sql<StoneRow[]>`coalesce((SELECT json_agg(json_build_array(d.price, d.sale_price, d.stone_weight,
    d.stone_type_name, d.stone_name) ORDER BY d.position) FROM ${stoneDetails} d WHERE d.stock_id = ${id}), '[]')`,
  subs: sql<string[]>`coalesce((SELECT json_agg(u.abrivation ORDER BY u.id) FROM ${subItems} u
    WHERE u.stock_id = ${id}), '[]')`,
});

function toStockItem(r: Row, rel: Relations | undefined): StockItem {
  return {
    TagNo: r.tagNo,
    ItemId: r.itemId,
    ItemName: r.itemName,
    ItemPriceD: r.itemPriceD,
    ItemType: r.itemType,
    Description: r.description,
    GrossWeight: r.grossWeight,
    NetWeight: r.netWeight,
    TotalWeight: r.totalWeight,
    WastePerGm: r.wastePerGm,
    Karat: r.karat,
    ItemPrice: r.itemPrice,
    TotalMaking: r.totalMaking,
    SilverSalePrice: r.silverSalePrice,
    DesignName: r.designName,
    Status: r.status,
    Pieces: r.pieces,
    Price: r.unitPrice,
    Images: (rel?.images ?? []).map((ImageName) => ({ ImageName })),
    StoneDetails: (rel?.stones ?? []).map(([Price, SalePrice, StoneWeight, StoneTypeName, StoneName]) => ({
      Price,
      SalePrice,
      StoneWeight,
      StoneTypeName,
      StonesName: { StoneName },
    })),
    SubItem: (rel?.subs ?? []).map((Abrivation) => ({ Abrivation })),
  };
}

/**
 * Adds Images, StoneDetails and SubItem to rows, in one query however many rows there are: on the embedded database,
 * which answers one query at a time, every query saved is time every request in flight saves (docs/decisions/047).
 */
async function withRelations(db: Db, rows: Row[]): Promise<StockItem[]> {
  if (rows.length === 0) return [];
  const rel = relationsOf(sql`s.id`);
  const relations = await rowsOf<{ id: number } & Relations>(
    db,
    sql`SELECT s.id, ${rel.images} AS images, ${rel.stones} AS stones, ${rel.subs} AS subs
    FROM unnest(${sql.raw(`ARRAY[${rows.map((r) => Number(r.id)).join(',')}]::int[]`)}) AS s(id)`,
  );
  const byId = new Map(relations.map((r) => [Number(r.id), r]));
  return rows.map((r) => toStockItem(r, byId.get(r.id)));
}

/** Case-insensitive equality (not LIKE: '%' and '_' in a name are plain characters). */
const sameText = (column: AnyPgColumn, value: string) => sql`lower(${column}) = lower(${value.trim()})`;

/** The piece can be bought online (docs/behaviour.md §4.13): what listings, search, menus and related items show. */
export const forSale = sql`lower(trim(${stockItems.status})) NOT IN (${sql.join(
  OFF_SALE_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)})`;

const hasImages = exists(sql`(SELECT 1 FROM stock_image i WHERE i.stock_id = ${stockItems.id})`);

/** A listing's order (docs/behaviour.md §7.2): by price either way, else as loaded; ties by id. */
function listingOrder(sort: SortOrder | undefined) {
  if (sort === 'price-asc') return sql`${stockItems.unitPrice} ASC, ${stockItems.id} ASC`;
  if (sort === 'price-desc') return sql`${stockItems.unitPrice} DESC, ${stockItems.id} ASC`;
  return sql`${stockItems.id} ASC`;
}

/**
 * The ids of every item a listing shows (for sale, of that name and type), in its order, read in one row: each page
 * is a slice of it, so the last page costs what the first does (docs/decisions/047). The services keep it until the
 * catalogue changes.
 */
export async function listingIds(db: Db, q: Omit<StockQuery, 'pageSize' | 'pageNumber'>): Promise<number[]> {
  const conds: SQL[] = [forSale];
  if (q.itemName) conds.push(sameText(stockItems.itemName, q.itemName));
  if (q.itemType) conds.push(sameText(stockItems.itemType, q.itemType));
  const [row] = await db
    .select({ ids: sql<number[]>`coalesce(array_agg(${stockItems.id} ORDER BY ${listingOrder(q.sort)}), '{}')` })
    .from(stockItems)
    .where(and(...conds));
  return (row?.ids ?? []).map(Number);
}

/**
 * EcomStock: one page of the items with a given name (and type), docs/behaviour.md §7.2: a slice of the listing's
 * ids (`ids`, or read now), its items read by id.
 */
export async function stockPage(db: Db, q: StockQuery, ids?: number[]): Promise<StockPage> {
  const pageSize = q.pageSize ?? DEFAULT_PAGE_SIZE;
  const pageNumber = q.pageNumber ?? DEFAULT_PAGE_NUMBER;
  const all = ids ?? (await listingIds(db, q));
  const start = (pageNumber - 1) * pageSize;
  return {
    items: await stockItemsByIds(db, all.slice(start, start + pageSize)),
    totalCount: all.length,
    pageNumber,
    pageSize,
  };
}

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
  const picked = await db.select({ id: ranked.id }).from(ranked).orderBy(asc(ranked.rn), asc(ranked.id)).limit(limit);
  return stockItemsByIds(
    db,
    picked.map((p) => p.id),
  );
}

/** Items by id, in the order of the ids given: the pieces and their relations in one query. */
export async function stockItemsByIds(db: Db, ids: number[]): Promise<StockItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ ...getTableColumns(stockItems), ...relationsOf(sql`${stockItems.id}`) })
    .from(stockItems)
    .where(inArray(stockItems.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [toStockItem(r, r)] : [];
  });
}

/** One piece by tag number, for its product page: reserved and sold pieces too, not hidden ones (§4.13). */
export async function stockItem(db: Db, tagNo: string): Promise<StockItem | null> {
  const rows = await db
    .select()
    .from(stockItems)
    .where(and(eq(stockItems.tagNo, tagNo.trim()), sql`lower(trim(${stockItems.status})) <> 'hidden'`))
    .limit(1);
  const [item] = await withRelations(db, rows);
  return item ?? null;
}

/** RelatedEcomItems: items of the same name; those without images are dropped (docs/behaviour.md §7.2). */
export async function relatedItems(db: Db, itemName: string, excludeTagNo?: string, limit = 12): Promise<StockItem[]> {
  const conds = [sameText(stockItems.itemName, itemName), hasImages, forSale];
  if (excludeTagNo) conds.push(sql`${stockItems.tagNo} <> ${excludeTagNo}`);
  const rows = await db
    .select()
    .from(stockItems)
    .where(and(...conds))
    .orderBy(asc(stockItems.id))
    .limit(limit);
  return withRelations(db, rows);
}

/** GetMenuEcom: every item name that has stock, with its type, men's flag and count. */
export async function menu(db: Db): Promise<MenuItem[]> {
  const rows = await db
    .select({
      ItemId: menuItems.itemId,
      ItemName: menuItems.itemName,
      ItemType: menuItems.itemType,
      IsMens: menuItems.isMens,
      Count: sql<number>`count(${stockItems.id})::int`,
    })
    .from(menuItems)
    .innerJoin(stockItems, and(eq(stockItems.itemId, menuItems.itemId), forSale))
    .groupBy(menuItems.itemId)
    .orderBy(asc(menuItems.itemType), asc(menuItems.itemName));
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
