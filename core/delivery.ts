/**
 * Delivery time line of docs/behaviour.md §9.6, the delivery policy's rule (docs/decisions/087): 7 working days for a
 * piece held in stock, 15 when it is made or sized. With a size chosen, the piece is held in that size when the size is
 * one of the item's sub-item abbreviations; with none chosen (or a piece without sizes), when its status is 'available'
 * and it has a piece in stock. The spec's old rule showed the stock count (`Pieces`) as the days: "Delivery In 1 days"
 * for a one-off piece.
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
  if (item.Status.trim().toLowerCase() === 'available' && item.Pieces > 0) return IN_STOCK_DAYS;
  return MADE_TO_ORDER_DAYS;
}

/** "7 working days", "1 working day". */
export const workingDays = (n: number) => `${n} working ${n === 1 ? 'day' : 'days'}`;

export const deliveryText = (item: DeliveryInput, size: string | null) =>
  `Delivery in ${workingDays(deliveryDays(item, size))}`;

/** The days the delivery policy's words name (its message `delivery.promise`, core/messages/en/pages-delivery.ts). */
export const DELIVERY_PROMISE_DAYS = { inStock: IN_STOCK_DAYS, made: MADE_TO_ORDER_DAYS } as const;

/** The rule in the delivery policy's words (the policy page and its questions and answers). */
export const DELIVERY_PROMISE = `Each product page shows its own delivery time: ${workingDays(IN_STOCK_DAYS)} for a piece we hold in stock (for a ring or bangle, in the size you choose), and ${workingDays(MADE_TO_ORDER_DAYS)} when it is made or sized for you.`;
