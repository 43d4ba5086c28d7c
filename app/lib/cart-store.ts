import { useSyncExternalStore } from 'react';
import { addLine, lineFor, removeLine, type CartLine } from '../../core/cart';
import type { StockItem } from '../../core/types';
import { subscribeStore as subscribe, writeList, type StoreKey } from './session-store';

/**
 * The bag and the wishlist (docs/behaviour.md §4.1): sessionStorage under 'cart' and 'wishlist', read at start and
 * saved on every change, removal included. The hooks give [] on the server and during hydration, so the first frame is
 * the same for everyone; the real lists appear right after.
 */
const EMPTY: never[] = [];
const cache = new Map<StoreKey, { raw: string | null; list: unknown[] }>();

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
const hasPiece = (x: Record<string, unknown>) =>
  typeof x.TagNo === 'string' &&
  typeof x.ItemName === 'string' &&
  typeof x.Price === 'number' &&
  Array.isArray(x.Images);
const isLine = (x: unknown): x is CartLine =>
  isObj(x) && hasPiece(x) && typeof x.id === 'string' && typeof x.selectedSize === 'string';
/** Wishlist entries are whole stock items, as the search results' heart saves them too. */
const isWish = (x: unknown): x is StockItem => isObj(x) && hasPiece(x);

function rawOf(key: StoreKey): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The list as stored, the same array while nothing changed (useSyncExternalStore needs a stable snapshot). */
function snapshot<T>(key: StoreKey, valid: (x: unknown) => x is T): T[] {
  const raw = rawOf(key);
  const hit = cache.get(key);
  if (hit && hit.raw === raw) return hit.list as T[];
  let list: T[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    list = Array.isArray(parsed) ? parsed.filter(valid) : [];
  } catch {
    list = [];
  }
  cache.set(key, { raw, list });
  return list;
}

export const readCart = () => snapshot('cart', isLine);
export const readWishlist = () => snapshot('wishlist', isWish);

export const useCart = (): CartLine[] => useSyncExternalStore(subscribe, readCart, () => EMPTY);
export const useWishlist = (): StockItem[] => useSyncExternalStore(subscribe, readWishlist, () => EMPTY);
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
export function addToCart(item: StockItem, size: string | null): { added: boolean; line: CartLine } {
  const line = lineFor(item, size);
  const cart = readCart();
  const next = addLine(cart, line);
  if (next !== cart) writeList('cart', next);
  return { added: next !== cart, line };
}

export const removeFromCart = (id: string) => writeList('cart', removeLine(readCart(), id));
export const clearCart = () => writeList('cart', []);

export function addToWishlist(item: StockItem) {
  const list = readWishlist();
  if (!list.some((w) => w.TagNo === item.TagNo)) writeList('wishlist', [...list, item]);
}
/** docs/behaviour.md §4.3: wishlist removal matches by TagNo and is saved. */
export const removeFromWishlist = (tagNo: string) =>
  writeList(
    'wishlist',
    readWishlist().filter((w) => w.TagNo !== tagNo),
  );
export const toggleWishlist = (item: StockItem) =>
  readWishlist().some((w) => w.TagNo === item.TagNo) ? removeFromWishlist(item.TagNo) : addToWishlist(item);

/**
 * Reads today's price of every piece in the bag (the server is the price authority) and updates the lines.
 * Returns true when a price changed. Pieces the shop no longer lists are kept: the order answer names them.
 */
export async function refreshCartPrices(): Promise<boolean> {
  const cart = readCart();
  const tags = [...new Set(cart.map((l) => l.TagNo))];
  const fresh = new Map<string, StockItem>();
  await Promise.all(
    tags.map(async (tag) => {
      try {
        const res = await fetch(`/api/dashboard/EcomStockItem?tagNo=${encodeURIComponent(tag)}`, {
          headers: { Accept: 'application/json' },
        });
        if (res.ok) fresh.set(tag, (await res.json()) as StockItem);
      } catch {
        // offline: keep the stored price
      }
    }),
  );
  let changed = false;
  const next = readCart().map((l) => {
    const item = fresh.get(l.TagNo);
    if (!item || item.Price === l.Price) return l;
    changed = true;
    return { ...l, Price: item.Price };
  });
  if (changed) writeList('cart', next);
  return changed;
}

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
    return isObj(parsed) && typeof parsed.orderNo === 'string'
      ? { orderNo: parsed.orderNo, statusUrl: typeof parsed.statusUrl === 'string' ? parsed.statusUrl : null }
      : null;
  } catch {
    return null;
  }
}
