import { z } from 'zod';
import { formatPKR, formatWeight } from './format';
import { ledgerTotals, type LedgerEntry, type LedgerTotals, type LineBreakup } from './payments';
import { isSilver } from './pricing';
import { formatDay } from './shop-time';

/*
 * The invoice's and the receipt's words and sums (docs/behaviour.md §11.14): each piece's breakup as rows of words and
 * amounts, a receipt's number and what was paid up to it. The server draws them into PDFs
 * (server/services/orders/invoice.ts); nothing here knows about PDF.
 */

/** A ledger entry's id in a path: a whole number from 1. */
export const PaymentIdSchema = z.coerce
  .number({ error: 'The payment id must be a whole number from 1' })
  .int({ error: 'The payment id must be a whole number from 1' })
  .min(1, { error: 'The payment id must be a whole number from 1' })
  .max(2_147_483_647, { error: 'The payment id must be a whole number from 1' });

/** An amount as the invoice prints it: "PKR 1,000", or "- PKR 332" for what is taken off. */
export const signedPKR = (amount: number): string => (amount < 0 ? `- ${formatPKR(-amount)}` : formatPKR(amount));

/** One row of a piece's breakup: words, and the amount they add (none for a row that only tells the weights). */
export interface BreakupRow {
  label: string;
  amount?: number;
}

/** Weight priced: net weight plus wastage, to the milligram (core/pricing.ts totalWeight). */
export const weightPriced = (b: Pick<LineBreakup, 'netWeight' | 'wastage'>): number =>
  Math.round((b.netWeight + b.wastage) * 1000) / 1000;

/**
 * A piece's breakup in the words of its product page (app/components/PriceBreakupDialog.tsx, docs/behaviour.md §9.2):
 * its weights, the metal (a gold piece: the weight priced x the rate per gram of its karat, and the rate's day), the
 * making charges, the stone and what rounding down took off. The amounts add up to the price charged.
 */
export function breakupRows(b: LineBreakup, itemType: string): BreakupRow[] {
  const rows: BreakupRow[] = [];
  const silver = isSilver(itemType);
  if (b.grossWeight > 0 || b.netWeight > 0) {
    const weights = [
      b.grossWeight > 0 ? `gross ${formatWeight(b.grossWeight)}` : '',
      `net ${formatWeight(b.netWeight)}`,
      b.wastage > 0 ? `wastage ${formatWeight(b.wastage)}` : '',
    ].filter(Boolean);
    rows.push({ label: `Weight: ${weights.join(' · ')}` });
  }
  const metal = silver ? 'Silver price' : b.karat ? `${b.karat}K gold value` : 'Item value';
  const byRate =
    b.ratePerGram !== null
      ? `: ${formatWeight(weightPriced(b))} × ${formatPKR(b.ratePerGram)} a gram${b.rateDate ? ` (rate of ${formatDay(b.rateDate)})` : ''}`
      : '';
  rows.push({ label: `${metal}${byRate}`, amount: b.metal });
  if (!silver && b.making !== 0) rows.push({ label: 'Making charges', amount: b.making });
  if (b.stone !== 0) rows.push({ label: b.stone < 0 ? 'Stone (on sale)' : 'Stone', amount: b.stone });
  if (b.remainder > 0) rows.push({ label: 'Rounded off', amount: -b.remainder });
  return rows;
}

/** A receipt's number: the order's, R and the ledger entry's id ("NM-7K4Q9X-R12"). */
export const receiptNo = (orderNo: string, paymentId: number): string => `${orderNo}-R${paymentId}`;

/**
 * What a receipt tells about one ledger entry: the entry, and the ledger's totals up to it (that entry included, the
 * later ones not), so a receipt printed again later says what it said on its day. Null when the entry is not in the
 * ledger.
 */
export function receiptFigures<E extends Pick<LedgerEntry, 'id' | 'kind' | 'amount'>>(
  total: number,
  entries: readonly E[],
  paymentId: number,
): { entry: E; totals: LedgerTotals } | null {
  const at = entries.findIndex((e) => e.id === paymentId);
  const entry = entries[at];
  if (!entry) return null;
  return { entry, totals: ledgerTotals(total, entries.slice(0, at + 1)) };
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function below1000(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const tens = rest < 20 ? ONES[rest] : `${TENS[Math.floor(rest / 10)]}${rest % 10 ? `-${ONES[rest % 10]}` : ''}`;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', tens].filter(Boolean).join(' ');
}

/** A whole number in words, in crore, lakh and thousand (a count of crores in words again). */
function inWords(n: number): string {
  const parts = [
    [Math.floor(n / 10_000_000), 'Crore'],
    [Math.floor((n % 10_000_000) / 100_000), 'Lakh'],
    [Math.floor((n % 100_000) / 1000), 'Thousand'],
  ] as const;
  return [
    ...parts
      .filter(([count]) => count > 0)
      .map(([count, unit]) => `${count >= 1000 ? inWords(count) : below1000(count)} ${unit}`),
    below1000(n % 1000),
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * An amount in words as Pakistan writes it on an invoice or a receipt, in crore, lakh and thousand: 169000 is "Rupees
 * One Lakh Sixty-Nine Thousand Only". Whole rupees; a negative amount is written as its size.
 */
export function rupeesInWords(amount: number): string {
  const n = Math.round(Math.abs(amount));
  return `Rupees ${n === 0 ? 'Zero' : inWords(n)} Only`;
}
