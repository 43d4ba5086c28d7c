import type { DeliveryOption } from './delivery-charges';
import { formatPKR } from './format';
import type { CheckoutMethod } from './payments';
import type { PaymentSettings } from './shop-settings';

/*
 * Which ways to pay an order may use (docs/behaviour.md §4.5): the one rule the checkout page draws its choices with
 * and the order API checks again. Without zod and without dates, so the checkout's first load carries it for the
 * price of a few lines (the owner's settings and CHECKOUT_METHODS are imported as types only).
 */

/** The ways a guest may choose; the card (`my_custom_gateway`) is shown as Coming Soon and never chosen. */
export const CHOOSABLE_METHODS = [
  'bacs_allied_bank',
  'pay_at_showroom',
  'cash_on_delivery',
] as const satisfies readonly CheckoutMethod[];
export type ChoosableMethod = (typeof CHOOSABLE_METHODS)[number];

/** What the checkout is told of the owner's settings: which ways are on, and pay on delivery's limit. */
export type PaymentOptions = PaymentSettings;

/** What the rule looks at in an order: its delivery option, the country of a paid delivery, and its total in PKR. */
export interface OrderForPayment {
  option: DeliveryOption | string;
  country?: string | null;
  total: number;
}

/** Why a way to pay is not offered for an order. */
export type NotOffered = 'off' | 'collect-only' | 'pakistan-only' | 'over-limit' | 'coming-soon' | 'unknown';

export type PaymentVerdict =
  | { ok: true }
  | {
      ok: false;
      why: NotOffered;
      /** Why, in one sentence: what the page says when it falls back to bank transfer. */
      reason: string;
      /** The order API's 400: the reason and what to do. */
      message: string;
      /** The note under a choice the page shows but does not let the guest pick. */
      note: string;
    };

export const CARD_COMING_SOON = 'Card payment is Coming Soon. Please choose bank transfer.';

/** Delivered within Pakistan: free delivery nationwide, or a paid delivery whose country is Pakistan. */
export const deliversInPakistan = (order: Pick<OrderForPayment, 'option' | 'country'>): boolean =>
  order.option === 'free' || (order.option === 'paid' && order.country === 'Pakistan');

const refused = (why: NotOffered, reason: string, note: string): PaymentVerdict => ({
  ok: false,
  why,
  reason,
  message: why === 'coming-soon' || why === 'unknown' ? reason : `${reason} Please choose bank transfer.`,
  note,
});

/**
 * Whether `method` may pay for `order` under the owner's `settings` (docs/behaviour.md §4.5): bank transfer always;
 * pay at the showroom when the owner turned it on and the order is collected (`collect`); pay on delivery when the
 * owner turned it on, the order is delivered within Pakistan and its total is at most the owner's limit; the card
 * never (Coming Soon).
 */
export function paymentVerdict(method: string, settings: PaymentOptions, order: OrderForPayment): PaymentVerdict {
  switch (method) {
    case 'bacs_allied_bank':
      return { ok: true };
    case 'pay_at_showroom':
      if (!settings.payAtShowroom)
        return refused('off', 'Pay at the showroom is not offered just now.', 'Not offered just now');
      if (order.option !== 'collect')
        return refused(
          'collect-only',
          'Pay at the showroom is only for orders collected from the showroom (Click and Collect).',
          'Only for Click and Collect',
        );
      return { ok: true };
    case 'cash_on_delivery': {
      if (!settings.cashOnDelivery)
        return refused('off', 'Pay on delivery is not offered just now.', 'Not offered just now');
      if (!deliversInPakistan(order))
        return refused(
          'pakistan-only',
          'Pay on delivery is only for delivery within Pakistan.',
          'Only for delivery within Pakistan',
        );
      const limit = settings.cashOnDeliveryLimit;
      if (order.total > limit)
        return refused(
          'over-limit',
          `Pay on delivery is offered for orders up to ${formatPKR(limit)}; this order is ${formatPKR(order.total)}.`,
          `Only for orders up to ${formatPKR(limit)}`,
        );
      return { ok: true };
    }
    case 'my_custom_gateway':
      return refused('coming-soon', CARD_COMING_SOON, 'Coming Soon');
    default:
      return refused('unknown', 'Please choose a way to pay', '');
  }
}

/** The ways to pay this order may use, in the order the checkout lists them. */
export const methodsFor = (settings: PaymentOptions, order: OrderForPayment): ChoosableMethod[] =>
  CHOOSABLE_METHODS.filter((m) => paymentVerdict(m, settings, order).ok);
