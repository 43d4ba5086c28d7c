/** Sizes of docs/behaviour.md §9.4: rings 1 to 36 step 1; bangles and bracelets 1.5 to 3 step 0.1. */
export const RING_SIZES: string[] = Array.from({ length: 36 }, (_, i) => String(i + 1));
export const BANGLE_SIZES: string[] = Array.from({ length: 16 }, (_, i) => (1.5 + i * 0.1).toFixed(1));

export type SizeKind = 'ring' | 'bangle' | null;

/**
 * docs/behaviour.md §9.4: size selection applies to item names like Rings, Mens Rings, Bracelets, Bangles
 * (and the stock's own spelling Brasclate).
 */
export function sizeKind(itemName: string): SizeKind {
  const name = itemName.trim().toLowerCase();
  if (/\brings?\b/.test(name)) return 'ring';
  if (/\b(bangles?|bracelets?|brasclate)\b/.test(name)) return 'bangle';
  return null;
}

export function sizesFor(itemName: string): string[] {
  const kind = sizeKind(itemName);
  return kind === 'ring' ? RING_SIZES : kind === 'bangle' ? BANGLE_SIZES : [];
}

/** docs/behaviour.md §9.4: the price breakup and gold-rate note are hidden for sized items. */
export const showsPriceBreakup = (itemName: string) => sizeKind(itemName) === null;

/** The value a cart line keeps when the piece has no size (docs/behaviour.md §3.2: a dash). */
export const NO_SIZE = '-';
