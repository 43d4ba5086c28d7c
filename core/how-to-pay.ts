import { notAPicture, UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from './upload-rules';

/*
 * How a guest pays what is still to pay on an order, and the deposit slip sent after checkout (docs/behaviour.md
 * §4.16): what the confirmation page, the status page and the order mail show for each way to pay, when the status
 * page takes a slip, and the words of each outcome of sending one. Without zod: the guest's pages read it.
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

/** The outcomes of sending a slip from the status page, named in its address after a plain form post (`slip=`). */
export const SLIP_OUTCOMES = ['sent', 'missing', 'picture', 'too-large', 'closed', 'busy', 'failed'] as const;
export type SlipOutcome = (typeof SLIP_OUTCOMES)[number];

export const SLIP_OUTCOME_WORDS: Record<SlipOutcome, string> = {
  sent: 'Thank you: we have your deposit slip. We will check the payment and write to you.',
  missing: 'Please choose a photo or scan of your deposit slip.',
  picture: notAPicture(SLIP_LABEL),
  'too-large': `${SLIP_LABEL} must be at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB and ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels`,
  closed: 'This order takes no deposit slip now: it is paid in full or cancelled.',
  busy: 'We are receiving many pictures just now. Please send your slip again in a minute.',
  failed: 'We could not take your slip just now. Please try again in a minute.',
};

export const isSlipOutcome = (s: string | null): s is SlipOutcome =>
  s !== null && (SLIP_OUTCOMES as readonly string[]).includes(s);

/** The outcome a refusal of the slip's call stands for: by its status, its message and the fields it names. */
export function slipOutcomeOf(status: number, message: string, fields: readonly string[]): SlipOutcome {
  if (status === 413) return 'too-large';
  if (status === 409) return 'closed';
  if (status === 429 || status === 503) return 'busy';
  if (message === SLIP_OUTCOME_WORDS.missing) return 'missing';
  if (status === 400 && fields.includes(SLIP_FIELD)) return 'picture';
  return 'failed';
}
