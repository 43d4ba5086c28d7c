import type { CartLine, StoredPiece } from './cart-line';
import { NO_SIZE } from './sizes';

export type { CartLine, StoredPiece } from './cart-line';

export const SIZE_REQUIRED = 'Please select a size before adding to the cart.';

export function lineFor(item: StoredPiece, size: string | null): CartLine {
  const selectedSize = size?.trim() || NO_SIZE;
  return {
    id: `${item.TagNo}:${selectedSize}`,
    TagNo: item.TagNo,
    ItemName: item.ItemName,
    ItemPriceD: item.ItemPriceD,
    ItemType: item.ItemType,
    Price: item.Price,
    Images: item.Images,
    selectedSize,
    quantity: 1,
    Qty: 1,
  };
}

/** docs/behaviour.md §4.2: adding a line with the same TagNo and selectedSize as an existing one changes nothing. */
export function addLine(cart: CartLine[], line: CartLine): CartLine[] {
  return cart.some((l) => l.TagNo === line.TagNo && l.selectedSize === line.selectedSize) ? cart : [...cart, line];
}

export const removeLine = (cart: CartLine[], id: string) => cart.filter((l) => l.id !== id);

/** docs/behaviour.md §5.14: a quantity below 1 becomes 1. */
export const qtyOf = (line: Pick<CartLine, 'Qty'>) => Math.max(1, Math.floor(line.Qty || 1));

/** docs/behaviour.md §9.2: line subtotal = Qty x unit price. */
export const lineSubtotal = (line: Pick<CartLine, 'Qty' | 'Price'>) => qtyOf(line) * line.Price;

/** docs/behaviour.md §9.2: cart total = sum of unit prices (quantity not applied); count = number of lines. */
export const cartTotal = (cart: Pick<CartLine, 'Price'>[]) => cart.reduce((sum, l) => sum + l.Price, 0);
export const cartCount = (cart: unknown[]) => cart.length;

/** docs/behaviour.md §9.2: order total = the floored sum of the cart and the delivery charge. */
export const orderTotal = (cart: Pick<CartLine, 'Price'>[], deliveryCharge: number) =>
  Math.floor(cartTotal(cart) + deliveryCharge);
