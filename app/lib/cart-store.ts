import { useSyncExternalStore } from 'react';
import { addLine, lineFor, removeLine, type CartLine, type StoredPiece } from '../../core/cart';
import { readList, subscribeStore as subscribe, useList, writeList } from './session-store';

/**
 * The bag and the wishlist (docs/behaviour.md §4.1): sessionStorage under 'cart' and 'wishlist' (read and checked
 * by session-store.ts), saved on every change, removal included. The hooks give [] on the server and during
 * hydration, so the first frame is the same for everyone; the real lists appear right after.
 */
const readCart = () => readList('cart');
const readWishlist = () => readList('wishlist');

export const useCart = (): CartLine[] => useList('cart');
/** Wishlist entries are whole stock items as saved (the search results' heart saves them too); read as pieces. */
export const useWishlist = (): StoredPiece[] => useList('wishlist');
export const useInWishlist = (tagNo: string): boolean =>
  useSyncExternalStore(
    subscribe,
    () => readWishlist().some((w) => w.TagNo === tagNo),
    () => false,
  );

const noSubscribe = () => () => {};
/** False on the server and in the hydration pass, true after: lets a screen wait for the stored bag. */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );

/** Adds a piece (docs/behaviour.md §4.2: the same TagNo and size never makes a second line). */
export function addToCart(item: StoredPiece, size: string | null): { added: boolean; line: CartLine } {
  const line = lineFor(item, size);
  const cart = readCart();
  const next = addLine(cart, line);
  if (next !== cart) writeList('cart', next);
  return { added: next !== cart, line };
}

/**
 * Tag numbers of the bag's pieces that the shop said it can no longer sell (docs/behaviour.md §4.13): the bag and the
 * checkout mark those lines. Learnt by the checkout (cart-prices.ts).
 */
export const useUnavailable = (): string[] => useList('unavailable');

export function removeFromCart(id: string) {
  const next = removeLine(readCart(), id);
  writeList('cart', next);
  const gone = readList('unavailable');
  if (gone.some((t) => !next.some((l) => l.TagNo === t)))
    writeList(
      'unavailable',
      gone.filter((t) => next.some((l) => l.TagNo === t)),
    );
}
export function clearCart() {
  writeList('cart', []);
  writeList('unavailable', []);
}

export function addToWishlist(item: StoredPiece) {
  const list = readWishlist();
  if (!list.some((w) => w.TagNo === item.TagNo)) writeList('wishlist', [...list, item]);
}
/** docs/behaviour.md §4.3: wishlist removal matches by TagNo and is saved. */
export const removeFromWishlist = (tagNo: string) =>
  writeList(
    'wishlist',
    readWishlist().filter((w) => w.TagNo !== tagNo),
  );
export const toggleWishlist = (item: StoredPiece) =>
  readWishlist().some((w) => w.TagNo === item.TagNo) ? removeFromWishlist(item.TagNo) : addToWishlist(item);

/** The order just placed, so the confirmation page can link to its status page with the e-mail's token link. */
export interface LastOrder {
  orderNo: string;
  statusUrl: string | null;
}
const LAST_ORDER_KEY = 'lastOrder';

export function saveLastOrder(order: LastOrder) {
  try {
    window.sessionStorage.setItem(LAST_ORDER_KEY, JSON.stringify(order));
  } catch {
    // storage full or blocked: the confirmation page still shows the order number
  }
}

export function readLastOrder(): LastOrder | null {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(LAST_ORDER_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null || !('orderNo' in parsed)) return null;
    const { orderNo } = parsed;
    const statusUrl = 'statusUrl' in parsed ? parsed.statusUrl : null;
    return typeof orderNo === 'string'
      ? { orderNo, statusUrl: typeof statusUrl === 'string' ? statusUrl : null }
      : null;
  } catch {
    return null;
  }
}
