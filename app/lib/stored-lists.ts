import { useSyncExternalStore } from 'react';
import {
  isCartLine,
  isStoredPiece,
  isTakenOut,
  type CartLine,
  type StoredPiece,
  type TakenOut,
} from '../../core/cart-line';

/**
 * docs/behaviour.md §4.1: the bag and the wishlist live in the browser's localStorage under 'cart' and 'wishlist', one
 * bag for all the shop's tabs, kept after the browser closes; 'takenOut' holds the notes of pieces the shop could no
 * longer sell, taken out of them (§4.1, §4.13). This module is their only reader and writer: the header's bag count,
 * the bag and the wishlist all see the same checked lists, and a change in one tab shows in the others (the browser's
 * 'storage' event). Storage that refuses a write (blocked, full) keeps the list in this page instead
 * (docs/decisions/065).
 */
interface Lists {
  cart: CartLine;
  wishlist: StoredPiece;
  takenOut: TakenOut;
}
export type StoreKey = keyof Lists;
/** Sent on this tab's writes ('storage' tells of other tabs' writes). */
const STORE_EVENT = 'zewar-store';

/** Lists that localStorage refused to keep: held for this page's life, read before storage. */
const unsaved = new Map<StoreKey, string>();

function storedText(key: StoreKey): string | null {
  const held = unsaved.get(key);
  if (held !== undefined) return held;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage blocked: no list
  }
}

/** The entries of a stored list that `valid` accepts; [] for nothing stored, not JSON, or not a list. */
function parseList<T>(text: string | null, valid: (x: unknown) => x is T): T[] {
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(valid) : [];
  } catch {
    return [];
  }
}

/** Reads one list, keeping only the entries `valid` accepts; the same array while the stored text is unchanged. */
function listReader<T>(key: StoreKey, valid: (x: unknown) => x is T): () => T[] {
  let raw: string | null | undefined; // undefined: not read yet
  let list: T[] = [];
  return () => {
    const now = storedText(key);
    if (now !== raw) {
      raw = now;
      list = parseList(now, valid);
    }
    return list;
  };
}

const READERS: { [K in StoreKey]: () => Lists[K][] } = {
  cart: listReader('cart', isCartLine),
  wishlist: listReader('wishlist', isStoredPiece),
  takenOut: listReader('takenOut', isTakenOut),
};

/**
 * The list under `key` with only its well-formed entries (a broken one is left out everywhere alike); [] when
 * storage is blocked or holds no list. The same array while nothing changed, as useSyncExternalStore needs.
 */
export const readList = <K extends StoreKey>(key: K): Lists[K][] => READERS[key]();

export function writeList<K extends StoreKey>(key: K, list: Lists[K][]) {
  const text = JSON.stringify(list);
  try {
    window.localStorage.setItem(key, text);
    unsaved.delete(key);
  } catch {
    unsaved.set(key, text); // blocked or full: this page keeps it
  }
  window.dispatchEvent(new Event(STORE_EVENT));
}

/** `more`'s entries that `list` lacks (by `idOf`) added after it, once each. */
const merged = <T>(list: T[], more: T[], idOf: (x: T) => string) =>
  more.reduce((all, x) => (all.some((y) => idOf(y) === idOf(x)) ? all : [...all, x]), list);

/**
 * Once a page, before anything reads the lists: a bag or wishlist that this tab kept in sessionStorage, where they
 * lived before, is added to the stored one (a line once, by its id; a wishlist piece once, by its tag number) and
 * removed there once saved; and a stored list with broken entries or text that is not a list is written again with
 * its good entries only (docs/behaviour.md §4.1).
 */
export function settleStoredLists() {
  const carry = <K extends 'cart' | 'wishlist'>(
    key: K,
    valid: (x: unknown) => x is Lists[K],
    idOf: (x: Lists[K]) => string,
  ) => {
    let old: string | null = null;
    try {
      old = window.sessionStorage.getItem(key);
    } catch {
      // storage blocked: nothing to carry over
    }
    const raw = storedText(key);
    const list = merged(readList(key), parseList(old, valid), idOf);
    if (raw === null ? list.length > 0 : JSON.stringify(list) !== raw) writeList(key, list);
    if (old !== null && !unsaved.has(key)) window.sessionStorage.removeItem(key);
  };
  carry('cart', isCartLine, (l) => l.id);
  carry('wishlist', isStoredPiece, (w) => w.TagNo);
}
if (typeof window === 'object') settleStoredLists();

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
