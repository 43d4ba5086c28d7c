import type { StockItem } from './api-schemas';

/**
 * What the browser keeps in localStorage (docs/behaviour.md §4.1): wishlist entries, bag lines and the notes of pieces
 * taken out of them. This file is
 * the zod-free check of those lists for the page shell, where the header's bag count reads them on every page and
 * zod would add over 20 kB gzip (docs/decisions/023-stored-lists-checked-without-zod.md). The rules are the zod
 * schemas of cart-schema.ts; cart-schema.test.ts runs the same stored values through both.
 */

/** The fields of a stock item that the bag and the wishlist show, link to and add to the bag from. */
export type StoredPiece = Pick<StockItem, 'TagNo' | 'ItemName' | 'ItemPriceD' | 'ItemType' | 'Price' | 'Images'>;

/**
 * What a listing card shows and keeps (docs/behaviour.md §2.4, §4.3): a stored piece with its first two pictures
 * (the card's and the one under a hovering pointer), its Urdu name when it has one (core/piece-text.ts) and, in search
 * results, its description (and the Urdu one). A page's data carries
 * its cards this way, not as whole stock items (weights, stones, sizes), so a search page's HTML is not twice its
 * size for data the cards never show.
 */
export type CardPiece = StoredPiece & Partial<Pick<StockItem, 'Description' | 'NameUrdu' | 'DescriptionUrdu'>>;

export const cardPiece = (
  { TagNo, ItemName, ItemPriceD, ItemType, Price, Images, Description, NameUrdu, DescriptionUrdu }: StockItem,
  withDescription = false,
): CardPiece => ({
  TagNo,
  ItemName,
  ItemPriceD,
  ItemType,
  Price,
  Images: Images.slice(0, 2),
  ...(NameUrdu ? { NameUrdu } : {}),
  ...(withDescription ? { Description, ...(DescriptionUrdu ? { DescriptionUrdu } : {}) } : {}),
});

/** A cart line (docs/behaviour.md §3.2): the piece plus selectedSize (a dash when none), quantity, Qty and id. */
export interface CartLine extends StoredPiece {
  id: string;
  selectedSize: string;
  quantity: number;
  Qty: number;
}

// Written for the fewest bytes (this runs in every page's shell). An array passes isObject, but no array read from
// JSON has the named fields checked next, so the guards still agree with z.object(), which refuses arrays.
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
const isString = (x: unknown): x is string => typeof x === 'string';
/** As z.number(): a finite number (Number.isFinite is false for anything that is not a number). */
const isNumber = (x: unknown): x is number => Number.isFinite(x);

export const isStoredPiece = (x: unknown): x is StoredPiece =>
  isObject(x) &&
  isString(x.TagNo) &&
  isString(x.ItemName) &&
  (x.ItemPriceD === null || isString(x.ItemPriceD)) &&
  isString(x.ItemType) &&
  isNumber(x.Price) &&
  Array.isArray(x.Images) &&
  x.Images.every((i) => isObject(i) && isString(i.ImageName));

export const isCartLine = (x: unknown): x is CartLine =>
  isObject(x) &&
  isString(x.id) &&
  isString(x.selectedSize) &&
  isNumber(x.quantity) &&
  isNumber(x.Qty) &&
  isStoredPiece(x);

/**
 * A piece taken out of the bag or the wishlist because the shop can no longer sell it (docs/behaviour.md §4.1): its
 * name and tag number as the guest saw them, which list it left, and why: sold, reserved by an order, or no longer in
 * the catalogue (not found, or hidden).
 */
export interface TakenOut {
  TagNo: string;
  name: string;
  list: 'cart' | 'wishlist';
  why: 'sold' | 'reserved' | 'gone';
}

export const isTakenOut = (x: unknown): x is TakenOut =>
  isObject(x) &&
  isString(x.TagNo) &&
  isString(x.name) &&
  (x.list === 'cart' || x.list === 'wishlist') &&
  (x.why === 'sold' || x.why === 'reserved' || x.why === 'gone');
