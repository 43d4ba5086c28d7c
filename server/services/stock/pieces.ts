/** The stock as the owner's commands and the demo catalogue see it: whether there is any, a list, removing pieces. */
import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stockItems } from '../../db/schema';

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
