/**
 * The words guests see for an item name (docs/decisions/078): the owner's own words over the stock's name (e.g.
 * 'Anklets' for the point-of-sale's 'Ancklet'), kept on the name's menu entry. The stock, its imports and every address
 * keep the stock's names; a change is audited with the old and new words, and the database tells every shop process
 * (the menu entry's trigger), so the storefront and its search follow at once.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { ItemNameRow } from '../../../core/item-words';
import type { Db } from '../../db/client';
import { menuItems, stockItems } from '../../db/schema';
import { DomainError } from '../../common/domain-error';
import { audit, type Actor } from '../audit';
import { forSale } from '../catalogue';

/** Every item name of the stock with its type, how many pieces it has (and are for sale), and the owner's words. */
export async function itemNames(db: Db): Promise<ItemNameRow[]> {
  return db
    .select({
      itemId: menuItems.itemId,
      itemType: menuItems.itemType,
      itemName: menuItems.itemName,
      pieces: sql<number>`count(${stockItems.id})::int`,
      forSale: sql<number>`(count(${stockItems.id}) FILTER (WHERE ${forSale}))::int`,
      shownName: menuItems.shownName,
    })
    .from(menuItems)
    .leftJoin(stockItems, eq(stockItems.itemId, menuItems.itemId))
    .groupBy(menuItems.itemId)
    .orderBy(asc(menuItems.itemType), asc(menuItems.itemName));
}

/** How the audit log names an item name: "Ancklet (Gold)". */
export const itemNameLabel = (row: { itemName: string; itemType: string }) => `${row.itemName} (${row.itemType})`;

/**
 * Gives an item name the words guests see (null: back to the stock's own name), audited ("item words", old and new
 * words) in one transaction. A 404 for an unknown item name. Returns whether anything changed (words the same as now
 * change nothing and write nothing).
 */
export async function setItemWords(db: Db, itemId: number, shownName: string | null, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ itemName: menuItems.itemName, itemType: menuItems.itemType, shownName: menuItems.shownName })
      .from(menuItems)
      .where(eq(menuItems.itemId, itemId))
      .for('update');
    if (!entry) throw new DomainError(404, `No item name ${itemId}`, 'itemId');
    // The stock's own name typed back is no words of the owner's: kept as none, so a later import's name shows.
    const words = shownName === entry.itemName ? null : shownName;
    if ((entry.shownName ?? null) === words) return false;
    await tx.update(menuItems).set({ shownName: words }).where(eq(menuItems.itemId, itemId));
    await audit(tx, actor, {
      action: 'item words',
      subjectType: 'stock',
      subjectId: itemNameLabel(entry),
      oldValue: entry.shownName,
      newValue: words,
    });
    return true;
  });
}
