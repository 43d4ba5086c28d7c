import { StockItemSchema } from '../../core/api-schemas';
import { isForSale } from '../../core/availability';
import { readList, writeList } from './session-store';

/**
 * Reads today's state of every piece in the bag (the server is the price authority) and updates the lines: a new
 * price replaces the stored one, and a piece that is now reserved or sold, or that the shop no longer shows (404),
 * is noted in the 'unavailable' list, so the bag and the checkout mark its line (docs/behaviour.md §4.13). A piece
 * whose answer did not come, or is not a stock item, keeps its price and its mark. Returns true when a price
 * changed. The answers are checked with the API's schema: only the checkout calls this, through the module it loads
 * with zod after first paint (components/checkout/rules.ts; this is not in cart-store.ts, which the product page and
 * the bag load without zod).
 */
export async function refreshCartPrices(): Promise<boolean> {
  const tags = [...new Set(readList('cart').map((l) => l.TagNo))];
  const fresh = new Map<string, number>();
  const gone = new Set(readList('unavailable'));
  await Promise.all(
    tags.map(async (tag) => {
      try {
        const res = await fetch(`/api/dashboard/EcomStockItem?tagNo=${encodeURIComponent(tag)}`, {
          headers: { Accept: 'application/json' },
        });
        if (res.status === 404) {
          gone.add(tag);
          return;
        }
        const item = res.ok ? StockItemSchema.safeParse(await res.json()) : null;
        if (!item?.success) return;
        fresh.set(tag, item.data.Price);
        if (isForSale(item.data.Status)) gone.delete(tag);
        else gone.add(tag);
      } catch {
        // offline: keep the stored price and mark
      }
    }),
  );
  let changed = false;
  const next = readList('cart').map((l) => {
    const price = fresh.get(l.TagNo);
    if (price === undefined || price === l.Price) return l;
    changed = true;
    return { ...l, Price: price };
  });
  if (changed) writeList('cart', next);
  const marks = tags.filter((t) => gone.has(t));
  const before = readList('unavailable');
  if (marks.length !== before.length || marks.some((t, i) => t !== before[i])) writeList('unavailable', marks);
  return changed;
}
