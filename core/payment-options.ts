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

/** Delivered within Pakistan: free delivery nationwide, or a paid delivery whose country is Pakistan. */
export const deliversInPakistan = (order: Pick<OrderForPayment, 'option' | 'country'>): boolean =>
  order.option === 'free' || (order.option === 'paid' && order.country === 'Pakistan');

/**
 * Why `method` may not pay for `order` under the owner's `settings`, or null when it may (docs/behaviour.md §4.5): bank
 * transfer always; pay at the showroom when the owner turned it on and the order is collected (`collect`); pay on
 * delivery when the owner turned it on, the order is delivered within Pakistan and its total is at most the owner's
 * limit; the card never (Coming Soon).
 */
export function notOffered(method: string, settings: PaymentOptions, order: OrderForPayment): NotOffered | null {
  switch (method) {
    case 'bacs_allied_bank':
      return null;
    case 'pay_at_showroom':
      return !settings.payAtShowroom ? 'off' : order.option !== 'collect' ? 'collect-only' : null;
    case 'cash_on_delivery':
      return !settings.cashOnDelivery
        ? 'off'
        : !deliversInPakistan(order)
          ? 'pakistan-only'
          : order.total > settings.cashOnDeliveryLimit
            ? 'over-limit'
            : null;
    case 'my_custom_gateway':
      return 'coming-soon';
    default:
      return 'unknown';
  }
}

/** The note under a way the checkout shows but does not let the guest pick ('Only for delivery within Pakistan'). */
export function notOfferedNote(why: NotOffered, settings: PaymentOptions): string {
  switch (why) {
    case 'collect-only':
      return 'Only for orders collected from the showroom';
    case 'pakistan-only':
      return 'Only for delivery within Pakistan';
    case 'over-limit':
      return `Only for orders up to ${formatPKR(settings.cashOnDeliveryLimit)}`;
    case 'coming-soon':
      return 'Coming Soon';
    default:
      return 'Not offered just now';
  }
}

/** The words the checkout shows under its ways to pay, made on the server (its loader) so the page's script carries none. */
export interface PaymentNotes {
  /** Why a way is shown but not choosable, by the reason. */
  notOffered: Record<NotOffered, string>;
  /** What each of the owner's ways means, when it applies. */
  pay_at_showroom: string;
  cash_on_delivery: string;
  /** The checkout's names of the owner's ways. */
  labels: Record<OwnersWay, string>;
  /** What the page says when a way chosen stops applying and bank transfer is chosen instead, by way and reason. */
  fellBack: Record<OwnersWay, Record<NotOffered, string>>;
}

/** The ways the owner turns on and off. */
export type OwnersWay = 'pay_at_showroom' | 'cash_on_delivery';

export function paymentNotes(settings: PaymentOptions): PaymentNotes {
  const reasons: NotOffered[] = ['off', 'collect-only', 'pakistan-only', 'over-limit', 'coming-soon', 'unknown'];
  const byReason = (say: (r: NotOffered) => string) =>
    Object.fromEntries(reasons.map((r) => [r, say(r)])) as Record<NotOffered, string>;
  const labels = { pay_at_showroom: 'Pay at the Showroom', cash_on_delivery: 'Pay on Delivery' };
  const fellBack = (way: OwnersWay) =>
    byReason((r) => {
      const note = notOfferedNote(r, settings);
      return `${labels[way]} is ${note.charAt(0).toLowerCase()}${note.slice(1)}, so bank transfer is chosen instead.`;
    });
  return {
    notOffered: byReason((r) => notOfferedNote(r, settings)),
    labels,
    fellBack: { pay_at_showroom: fellBack('pay_at_showroom'), cash_on_delivery: fellBack('cash_on_delivery') },
    pay_at_showroom: 'Pay in cash or by card when you collect your order from the showroom.',
    cash_on_delivery: `Pay the courier in cash when your order arrives, within Pakistan, for orders up to ${formatPKR(settings.cashOnDeliveryLimit)}. We call you to confirm the order first.`,
  };
}

/** The ways to pay this order may use, in the order the checkout lists them. */
export const methodsFor = (settings: PaymentOptions, order: OrderForPayment): ChoosableMethod[] =>
  CHOOSABLE_METHODS.filter((m) => notOffered(m, settings, order) === null);
