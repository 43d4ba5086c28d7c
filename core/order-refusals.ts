import { CARD_COMING_SOON } from './card-coming-soon';
import { formatPKR } from './format';
import { formatPattern } from './message-format';
import type { NotOffered, OrderForPayment, PaymentOptions } from './payment-options';

/**
 * The order API's refusals a guest meets at checkout, as English patterns (docs/decisions/106): the server says them
 * with their values filled in (server/services/orders/place.ts), and the checkout page, in either language, finds the
 * pattern a message was made from among its words (core/messages/{en,ur}/checkout.ts, keyed by these same patterns)
 * and says it in the page's language with the same values (core/say-as.ts). The API's words stay English whoever
 * asks.
 */
export const ORDER_REFUSALS = {
  pieceNotFound: 'We could not find the piece with tag number {tagNo}. Please remove it from your bag.',
  reservedMeanwhile: '{name} ({tagNo}) has just been reserved by another guest. Please remove it from your bag.',
  notSoldOnline: '{name} ({tagNo}) can no longer be sold online. Please remove it from your bag.',
  pricesChanged:
    'Prices have changed since these pieces were added to your bag. Please review your bag: the total is now {total}.',
  showroomOff: 'Pay at the showroom is not offered just now. Please choose bank transfer.',
  showroomCollectOnly:
    'Pay at the showroom is only for orders collected from the showroom (Click and Collect). Please choose bank transfer.',
  deliveryOff: 'Pay on delivery is not offered just now. Please choose bank transfer.',
  deliveryInPakistanOnly: 'Pay on delivery is only for delivery within Pakistan. Please choose bank transfer.',
  deliveryOverLimit:
    'Pay on delivery is offered for orders up to {limit}; this order is {total}. Please choose bank transfer.',
} as const;

/**
 * The order API's refusal of a way to pay, in plain words with what to do (400, field Payment.selectedPaymentMethod).
 * Only the server says it: the page falls back to bank transfer before the guest can send it, so the guest meets it
 * only when the owner's settings or the day's prices changed meanwhile.
 */
export function notOfferedMessage(
  method: string,
  why: NotOffered,
  settings: PaymentOptions,
  order: OrderForPayment,
): string {
  switch (why) {
    case 'coming-soon':
      return CARD_COMING_SOON;
    case 'unknown':
      return 'Please choose a way to pay';
    case 'collect-only':
      return ORDER_REFUSALS.showroomCollectOnly;
    case 'pakistan-only':
      return ORDER_REFUSALS.deliveryInPakistanOnly;
    case 'over-limit':
      return formatPattern(ORDER_REFUSALS.deliveryOverLimit, {
        limit: formatPKR(settings.cashOnDeliveryLimit),
        total: formatPKR(order.total),
      });
    case 'off':
      return method === 'pay_at_showroom' ? ORDER_REFUSALS.showroomOff : ORDER_REFUSALS.deliveryOff;
  }
}
