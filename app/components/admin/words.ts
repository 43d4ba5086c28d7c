import { slipWords } from '../../../core/audit-words';
import { checkoutMethodLabel } from '../../../core/payments';

/** The back office's words for what orders store as codes (docs/behaviour.md §11.2). */
const DELIVERY: ReadonlyMap<string, string> = new Map(
  Object.entries({
    free: 'Free delivery (Pakistan)',
    paid: 'Paid delivery (abroad)',
    collect: 'Collect in showroom',
  }),
);

export const deliveryWords = (code: string) => DELIVERY.get(code) ?? code;
/** The way to pay an order was placed with, in words (core/payments.ts). */
export const paymentWords = checkoutMethodLabel;

/**
 * One line of an order's history in words: a deposit slip the guest sent (docs/behaviour.md §4.16) says so, with the
 * time of the one it replaced, in the audit log's words (core/audit-words.ts); any other change names what changed
 * from what to what.
 */
export function historyWords(h: { actor: string; action: string; oldValue: string | null; newValue: string | null }) {
  if (h.action === 'slip') return slipWords(h.actor, h.oldValue);
  const change = h.oldValue || h.newValue ? ` (${h.oldValue ?? '—'} → ${h.newValue ?? '—'})` : '';
  return `${h.actor}: ${h.action}${change}`;
}
