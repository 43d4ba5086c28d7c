/**
 * Whether a piece can be bought online, from its stock Status (docs/behaviour.md §4.13). Every TagNo is one physical
 * piece: once it is reserved by an order, sold, or hidden by the shop, it leaves listings, search, menus and
 * related items, and cannot be ordered. Any other status ('available', 'order' for made to order) is for sale.
 * Statuses are compared without regard to case, as the point of sale spells them as it likes.
 */
export const OFF_SALE_STATUSES = ['reserved', 'sold', 'hidden'] as const;
export type OffSaleStatus = (typeof OFF_SALE_STATUSES)[number];

/** The off-sale status of a piece, or null while it is for sale. */
export function offSaleStatus(status: string): OffSaleStatus | null {
  const s = status.trim().toLowerCase();
  return OFF_SALE_STATUSES.find((x) => x === s) ?? null;
}

export const isForSale = (status: string): boolean => offSaleStatus(status) === null;

/** The Status of a piece made to order: for sale, and never reserved by an order, since another can be made. */
export const MADE_TO_ORDER = 'order';

/** The statuses whose pieces an order does not reserve: off sale already, or made to order. */
export const UNRESERVED_STATUSES = [...OFF_SALE_STATUSES, MADE_TO_ORDER] as const;

/** Whether an order holds this piece for itself while it is placed (docs/behaviour.md §4.13): for sale, not made to order. */
export const isReservedByOrder = (status: string): boolean =>
  !(UNRESERVED_STATUSES as readonly string[]).includes(status.trim().toLowerCase());

/**
 * The one word the product page says of a piece's availability, in its badge and its Specifications alike
 * (docs/behaviour.md §4.13, docs/decisions/088): 'Reserved' or 'Sold' off sale (a hidden piece's page is not found),
 * 'In stock' when available, 'Made to order' otherwise.
 */
export function availabilityWord(status: string): 'Reserved' | 'Sold' | 'In stock' | 'Made to order' {
  const off = offSaleStatus(status);
  if (off) return off === 'reserved' ? 'Reserved' : 'Sold';
  return status.trim().toLowerCase() === 'available' ? 'In stock' : 'Made to order';
}
