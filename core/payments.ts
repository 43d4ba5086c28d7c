import { z } from 'zod';
import type { LineProof } from './trust-record';
import { formatPKR } from './format';

/*
 * How guests pay and how staff record it (docs/behaviour.md §4.14): the ways a guest may choose at checkout, the
 * ways money actually arrives (the payments ledger), and the ledger's arithmetic in whole PKR, as prices are.
 */

/**
 * The ways to pay a guest may choose at checkout, by the id the order API carries in `selectedPaymentMethod`.
 * Bank transfer is always offered; paying at the showroom (collect orders) and on delivery (within Pakistan, up to the
 * owner's limit) only where the owner turned them on (core/shop-settings.ts); card stays Coming Soon.
 */
export const CHECKOUT_METHODS = [
  'bacs_allied_bank',
  'pay_at_showroom',
  'cash_on_delivery',
  'my_custom_gateway',
] as const;
export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number];

export const CHECKOUT_METHOD_LABELS: Record<CheckoutMethod, string> = {
  bacs_allied_bank: 'Bank transfer',
  pay_at_showroom: 'Pay at the showroom',
  cash_on_delivery: 'Pay on delivery',
  my_custom_gateway: 'Credit / debit card',
};

/** A checkout method's words; an id this build does not know (an old order's) is shown as it is. */
export const checkoutMethodLabel = (id: string): string => (CHECKOUT_METHOD_LABELS as Record<string, string>)[id] ?? id;

/** The kinds of ledger entry: money in, and money given back. */
export const LEDGER_KINDS = ['payment', 'refund'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** How money arrived (or went back): what staff choose when they record an entry. */
export const LEDGER_METHODS = ['bank-transfer', 'cash', 'card', 'cash-on-delivery'] as const;
export type LedgerMethod = (typeof LEDGER_METHODS)[number];

export const LEDGER_METHOD_LABELS: Record<LedgerMethod, string> = {
  'bank-transfer': 'Bank transfer',
  cash: 'Cash at the showroom',
  card: 'Card at the showroom',
  'cash-on-delivery': 'Paid on delivery',
};

export const ledgerMethodLabel = (id: string): string => (LEDGER_METHOD_LABELS as Record<string, string>)[id] ?? id;

/** The ledger method a checkout method's money arrives by (what the record form offers first). */
export const LEDGER_METHOD_OF: Record<CheckoutMethod, LedgerMethod> = {
  bacs_allied_bank: 'bank-transfer',
  pay_at_showroom: 'cash',
  cash_on_delivery: 'cash-on-delivery',
  my_custom_gateway: 'card',
};

/** One ledger entry as the back office, the invoice and the receipt read it. */
export const LedgerEntrySchema = z.object({
  id: z.number(),
  kind: z.enum(LEDGER_KINDS),
  amount: z.number(),
  method: z.string(),
  paidOn: z.string(),
  reference: z.string(),
  note: z.string(),
  hasSlip: z.boolean(),
  actor: z.string(),
  at: z.string(),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

/** An order's ledger with its totals, as the back office shows it. */
export const LedgerSchema = z.object({
  entries: z.array(LedgerEntrySchema),
  paid: z.number(),
  refunded: z.number(),
  balance: z.number(),
});

export interface LedgerTotals {
  /** Payments less refunds. */
  paid: number;
  refunded: number;
  /** What is still to pay: the total less paid, never below 0. */
  balance: number;
}

/** The ledger's arithmetic: whole PKR throughout (amounts are integers), refunds taken from what was paid. */
export function ledgerTotals(total: number, entries: readonly Pick<LedgerEntry, 'kind' | 'amount'>[]): LedgerTotals {
  let paidIn = 0;
  let refunded = 0;
  for (const e of entries) {
    if (e.kind === 'refund') refunded += e.amount;
    else paidIn += e.amount;
  }
  const paid = paidIn - refunded;
  return { paid, refunded, balance: Math.max(0, total - paid) };
}

/** The largest amount one entry may carry: far above any piece, far below integer overflow. */
export const LEDGER_AMOUNT_MAX = 1_000_000_000;
export const LEDGER_REFERENCE_MAX = 100;
export const LEDGER_NOTE_MAX = 500;

const amountError = `Amount must be a whole number of rupees from 1 to 1,000,000,000`;
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD');

/** What staff send to record a payment (the back office's form; the server checks it again). */
export const PaymentEntrySchema = z.object({
  amount: z.coerce
    .number({ error: amountError })
    .int({ error: amountError })
    .min(1, { error: amountError })
    .max(LEDGER_AMOUNT_MAX, { error: amountError }),
  method: z.enum(LEDGER_METHODS, { error: `Method must be one of ${LEDGER_METHODS.join(', ')}` }),
  paidOn: day,
  reference: z
    .string()
    .trim()
    .max(LEDGER_REFERENCE_MAX, { error: `Reference must be at most ${LEDGER_REFERENCE_MAX} characters` })
    .default(''),
  note: z
    .string()
    .trim()
    .max(LEDGER_NOTE_MAX, { error: `Note must be at most ${LEDGER_NOTE_MAX} characters` })
    .default(''),
});
export type PaymentEntry = z.infer<typeof PaymentEntrySchema>;

/** What staff send to record a payment: the entry, and whether the guest's deposit slip is its proof. */
export const PaymentRecordSchema = PaymentEntrySchema.extend({
  withGuestSlip: z.boolean({ error: 'With the slip must be true or false' }).default(false),
});
export type PaymentRecord = z.infer<typeof PaymentRecordSchema>;

const REFUND_REASON = 'Please give the reason for the refund: the guest is told it';

/** What staff send to record a refund: as a payment, and the reason is required (the guest is told it). */
export const RefundEntrySchema = PaymentEntrySchema.extend({
  note: z
    .string({ error: REFUND_REASON })
    .trim()
    .min(1, { error: REFUND_REASON })
    .max(LEDGER_NOTE_MAX, { error: `Reason must be at most ${LEDGER_NOTE_MAX} characters` }),
});
export type RefundEntry = z.infer<typeof RefundEntrySchema>;

/** A refund given as an order is cancelled: amount, how and when; the cancel's reason is its reason. */
export const CancelRefundSchema = PaymentEntrySchema.omit({ note: true });
export type CancelRefund = z.infer<typeof CancelRefundSchema>;

/**
 * How each piece's price was made when the order was placed, kept on its order line for the invoice. Gold pieces
 * carry their weights, karat and the day's rate per gram for that karat; a fixed-price or silver piece carries only
 * the amounts.
 */
export interface LineBreakup {
  karat: number | null;
  grossWeight: number;
  netWeight: number;
  /** Wastage in grams (net x wastage per gram). */
  wastage: number;
  /** The rate per gram used for the piece's karat, and the day of that rate. */
  ratePerGram: number | null;
  rateDate: string | null;
  /** Metal value (gold value, fixed price or silver price). */
  metal: number;
  making: number;
  /** The first stone's adjustment (added, or taken off when it is on sale). */
  stone: number;
  /** What rounding down to the price step took off. */
  remainder: number;
  /** The piece's purity, test and certificate when the order was placed (docs/behaviour.md §9.15); none: absent. */
  proof?: LineProof;
}

/**
 * Why a move needs a reason given the balance still to pay, or null (docs/behaviour.md §4.14): a bank-transfer order
 * goes to processing only paid in full, and pieces are handed over (delivered, collected) only paid in full, unless
 * staff say why (an advance taken, a trusted customer). Paying on delivery or at the showroom is paid at the
 * hand-over itself, so those orders move on unpaid freely, and only the hand-over asks (on delivery: the courier
 * collects, so never). The back office shows the reason box by it; the server refuses by it.
 */
export function unpaidMoveReason(
  order: { status: string; paymentMethod: string; total: number },
  to: string,
  balance: number,
): string | null {
  if (balance <= 0) return null;
  const left = `${formatPKR(balance)} of ${formatPKR(order.total)} is still to pay`;
  if (to === 'processing' && order.status === 'awaiting-payment' && order.paymentMethod === 'bacs_allied_bank')
    return `${left}: record the payment, or say why the order moves on before it is paid in full`;
  if ((to === 'delivered' || to === 'collected') && order.paymentMethod !== 'cash_on_delivery')
    return `${left}: record the payment, or say why the pieces are handed over before they are paid in full`;
  return null;
}
