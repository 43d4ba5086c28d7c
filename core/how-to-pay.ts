/*
 * How a guest pays what is still to pay on an order, and the deposit slip sent after checkout (docs/behaviour.md
 * §4.16): what the confirmation page, the status page and the order mail show for each way to pay, and when the status
 * page takes a slip (the outcomes of sending one are in core/slip-outcomes.ts). Without zod or the upload rules: the
 * confirmation page reads it, and loads neither.
 */

/** The form field and the words of the deposit slip, as at checkout. */
export const SLIP_FIELD = 'depositSlip';
export const SLIP_LABEL = 'Deposit slip';

/** What the guest is shown about paying: the bank's details, a sentence, paid in full, or nothing (cancelled). */
export type PaymentWay = 'bank-transfer' | 'at-showroom' | 'on-delivery' | 'other' | 'paid-in-full' | 'none';

export interface OrderToPay {
  /** The checkout method (core/payments.ts CHECKOUT_METHODS). */
  paymentMethod: string;
  /** The order's state (core/order-states.ts). */
  status: string;
  /** The order's total less what the ledger says is paid, never below 0. */
  toPay: number;
}

/** States in which nothing is asked of the guest any more. */
const CLOSED_STATES = new Set(['cancelled', 'delivered', 'collected']);

/** What the guest's pages and mail show about paying this order. */
export function paymentWay(o: OrderToPay): PaymentWay {
  if (o.status === 'cancelled') return 'none';
  if (o.toPay <= 0) return 'paid-in-full';
  if (CLOSED_STATES.has(o.status)) return 'none';
  if (o.paymentMethod === 'bacs_allied_bank') return 'bank-transfer';
  if (o.paymentMethod === 'pay_at_showroom') return 'at-showroom';
  if (o.paymentMethod === 'cash_on_delivery') return 'on-delivery';
  return 'other';
}

/** The sentence for a way to pay without bank details (the amount already written as PKR). */
export function payLaterSentence(way: PaymentWay, amount: string): string | null {
  if (way === 'at-showroom') return `Pay at the showroom when you collect: ${amount}`;
  if (way === 'on-delivery') return `Pay the courier on delivery: ${amount}`;
  if (way === 'other') return `Still to pay: ${amount}`;
  return null;
}

/** Whether the status page takes a deposit slip: a bank-transfer order still awaiting (part of) its payment. */
export const takesSlip = (o: OrderToPay): boolean => paymentWay(o) === 'bank-transfer';
