import { useSyncExternalStore } from 'react';

/** docs/behaviour.md §4.1: the cart and wishlist live in sessionStorage under 'cart' and 'wishlist'. */
export type StoreKey = 'cart' | 'wishlist';
export const STORE_EVENT = 'zewar-store';

export function readList<T>(key: StoreKey): T[] {
  try {
    const raw = window.sessionStorage.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

export function writeList<T>(key: StoreKey, list: T[]) {
  window.sessionStorage.setItem(key, JSON.stringify(list));
  window.dispatchEvent(new CustomEvent(STORE_EVENT, { detail: key }));
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

/**
 * Number of lines in a list; 0 on the server and during hydration, so both render the same first frame
 * (docs/behaviour.md §10.3), then the real count.
 */
export function useListCount(key: StoreKey): number {
  return useSyncExternalStore(
    subscribeStore,
    () => readList(key).length,
    () => 0,
  );
}
