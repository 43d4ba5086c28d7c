/**
 * Delivery time line of docs/behaviour.md §9.6: 'Delivery In 7 days' when the chosen size's abbreviation is in the
 * item's sub-item list, else 'Delivery In 15 days'. With no size chosen: status 'available' shows
 * Pieces as the delivery days, otherwise 15.
 */
export interface DeliveryInput {
  Status: string;
  Pieces: number;
  SubItem: { Abrivation: string }[];
}

export const IN_STOCK_DAYS = 7;
export const MADE_TO_ORDER_DAYS = 15;

export function deliveryDays(item: DeliveryInput, size: string | null): number {
  if (size && size !== '-') {
    const inStock = item.SubItem.some((s) => s.Abrivation.trim() === size.trim());
    return inStock ? IN_STOCK_DAYS : MADE_TO_ORDER_DAYS;
  }
  if (item.Status.trim().toLowerCase() === 'available' && item.Pieces > 0) return item.Pieces;
  return MADE_TO_ORDER_DAYS;
}

export const deliveryText = (item: DeliveryInput, size: string | null) =>
  `Delivery In ${deliveryDays(item, size)} days`;
