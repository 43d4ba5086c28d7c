import { useSyncExternalStore } from 'react';
import { isCartLine, isStoredPiece, type CartLine, type StoredPiece } from '../../core/cart-line';

/**
 * docs/behaviour.md §4.1: the cart and wishlist live in sessionStorage under 'cart' and 'wishlist'. This module is
 * their only reader: the header's bag count, the bag and the wishlist all see the same checked lists. 'unavailable'
 * holds the tag numbers of bag pieces the shop said it can no longer sell (§4.13), so the bag can mark them.
 */
interface Lists {
  cart: CartLine;
  wishlist: StoredPiece;
  unavailable: string;
}
export type StoreKey = keyof Lists;
/** Sent on this tab's writes ('storage' tells of other tabs' writes). */
const STORE_EVENT = 'zewar-store';

/** Reads one list, keeping only the entries `valid` accepts; the same array while the stored text is unchanged. */
function listReader<T>(key: StoreKey, valid: (x: unknown) => x is T): () => T[] {
  let raw: string | null | undefined; // undefined: not read yet
  let list: T[] = [];
  return () => {
    let now: string | null = null;
    try {
      now = window.sessionStorage.getItem(key);
    } catch {
      // storage blocked: no list
    }
    if (now !== raw) {
      raw = now;
      try {
        const parsed: unknown = JSON.parse(now ?? '[]');
        list = Array.isArray(parsed) ? parsed.filter(valid) : [];
      } catch {
        list = []; // not JSON
      }
    }
    return list;
  };
}

const READERS: { [K in StoreKey]: () => Lists[K][] } = {
  cart: listReader('cart', isCartLine),
  wishlist: listReader('wishlist', isStoredPiece),
  unavailable: listReader('unavailable', (x): x is string => typeof x === 'string'),
};

/**
 * The list under `key` with only its well-formed entries (a broken one is left out everywhere alike); [] when
 * storage is blocked or holds no list. The same array while nothing changed, as useSyncExternalStore needs.
 */
export const readList = <K extends StoreKey>(key: K): Lists[K][] => READERS[key]();

export function writeList<K extends StoreKey>(key: K, list: Lists[K][]) {
  window.sessionStorage.setItem(key, JSON.stringify(list));
  window.dispatchEvent(new Event(STORE_EVENT));
}

/** Calls back when this tab or another writes a list. */
export function subscribeStore(onChange: () => void) {
  window.addEventListener(STORE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(STORE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

const EMPTY: never[] = [];

/**
 * A stored list, kept current (the bag, the wishlist, and the header's bag count, which is the bag's length); [] on
 * the server and during hydration, so both render the same first frame (docs/behaviour.md §10.3), then the real list.
 */
export const useList = <K extends StoreKey>(key: K): Lists[K][] =>
  useSyncExternalStore(subscribeStore, READERS[key], () => EMPTY);
