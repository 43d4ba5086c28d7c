import { StockItemSchema } from '../../core/api-schemas';
import { readList, writeList } from './session-store';

/**
 * Reads today's price of every piece in the bag (the server is the price authority) and updates the lines.
 * Returns true when a price changed. Pieces the shop no longer lists, and answers that are not a stock item, keep
 * their stored price: the order answer names them. The answers are checked with the API's schema: only the
 * checkout calls this, and zod is part of its page already (this is not in cart-store.ts, which the product page
 * and the bag load without zod).
 */
export async function refreshCartPrices(): Promise<boolean> {
  const tags = [...new Set(readList('cart').map((l) => l.TagNo))];
  const fresh = new Map<string, number>();
  await Promise.all(
    tags.map(async (tag) => {
      try {
        const res = await fetch(`/api/dashboard/EcomStockItem?tagNo=${encodeURIComponent(tag)}`, {
          headers: { Accept: 'application/json' },
        });
        const item = res.ok ? StockItemSchema.safeParse(await res.json()) : null;
        if (item?.success) fresh.set(tag, item.data.Price);
      } catch {
        // offline: keep the stored price
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
  return changed;
}
