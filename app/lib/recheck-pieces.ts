import { StockItemSchema } from '../../core/api-schemas';
import { offSaleStatus } from '../../core/availability';
import type { TakenOut } from '../../core/cart-line';
import { displayName } from '../../core/format';
import { readList, writeList } from './stored-lists';

/**
 * Reads today's state of every piece in the bag or the wishlist (the server is the price authority) and updates the
 * list: a new price replaces the stored one, and a piece now reserved or sold, or that the shop no longer shows (404,
 * hidden), is taken out, with a note naming it and why, which the page shows (docs/behaviour.md §4.1, §4.13). A piece
 * whose answer did not come, or is not a stock item, stays as it was. Asked when the bag, the checkout or the
 * wishlist is shown (components/cart/TakenOutNotice.tsx) and when the checkout is refused; the answers are checked with
 * the API's schema, so this is loaded after first paint with zod (docs/decisions/041, 065), never in the page shell.
 */
export async function recheckPieces<K extends 'cart' | 'wishlist'>(list: K): Promise<void> {
  const tags = [...new Set(readList(list).map((l) => l.TagNo))];
  const fresh = new Map<string, number>();
  const gone = new Map<string, TakenOut['why']>();
  await Promise.all(
    tags.map(async (tag) => {
      try {
        // Asked again of the server (an answer is cached a minute): it must say what holds now.
        const res = await fetch(`/api/dashboard/EcomStockItem?tagNo=${encodeURIComponent(tag)}`, {
          headers: { Accept: 'application/json' },
          cache: 'no-cache',
        });
        if (res.status === 404) {
          gone.set(tag, 'gone');
          return;
        }
        const item = res.ok ? StockItemSchema.safeParse(await res.json()) : null;
        if (!item?.success) return;
        const off = offSaleStatus(item.data.Status);
        if (off) gone.set(tag, off === 'hidden' ? 'gone' : off);
        else fresh.set(tag, item.data.Price);
      } catch {
        // offline: keep the stored piece and price
      }
    }),
  );
  // Read again: the guest may have changed the list while the answers came.
  const now = readList(list);
  const next = now
    .filter((l) => !gone.has(l.TagNo))
    .map((l) => {
      const price = fresh.get(l.TagNo);
      return price === undefined || price === l.Price ? l : { ...l, Price: price };
    });
  if (next.length !== now.length || next.some((l, i) => l !== now[i])) writeList(list, next);

  const notes = readList('takenOut');
  const added: TakenOut[] = [];
  for (const l of now) {
    const why = gone.get(l.TagNo);
    if (why && ![...notes, ...added].some((n) => n.list === list && n.TagNo === l.TagNo))
      added.push({ TagNo: l.TagNo, name: displayName(l), list, why });
  }
  if (added.length) writeList('takenOut', [...notes, ...added]);
}
