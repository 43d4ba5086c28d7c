import { OrderAnswerSchema } from '../../../core/api-schemas';
import type { Words } from '../../../core/message-format';
import { sayAs } from '../../../core/say-as';
import { checkoutFieldOf, type SaleInput } from '../../../core/order-schema';
import { callApi } from '../../lib/api';
import { refusalOf, type Outcome } from '../forms/form-state';

export type OrderResult =
  /** `confirmation`: the confirmation page's address, with the status link's token to read the order (§4.16). */
  | { kind: 'placed'; orderNo: string; statusUrl: string; confirmation: string }
  | { kind: 'refused'; status: number; outcome: Extract<Outcome, { kind: 'failed' }> };

/** A fresh Idempotency-Key; randomUUID needs a secure context, getRandomValues does not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The confirmation page of an order, with its status link's token when it has one (…/orderstatus?token=…). */
export function confirmationHref(orderNo: string, statusUrl: string): string {
  let token = '';
  try {
    token = new URL(statusUrl, 'http://x').searchParams.get('token') ?? '';
  } catch {
    // No token: the page says the order is received without its how to pay.
  }
  const withToken = token ? `&token=${encodeURIComponent(token)}` : '';
  return `/Order-Confirmed?orderNo=${encodeURIComponent(orderNo)}${withToken}`;
}

/**
 * POSTs the order to /api/sale/e-Sales: JSON, or multipart (`order` + `depositSlip`) when a slip is chosen.
 * Only the answer 'Success' with its order number is a placed order (docs/behaviour.md §4); any other answer is
 * shown to the guest, its field errors under the page's fields. Throws when no answer came.
 */
export async function sendOrder(sale: SaleInput, slip: File | null, idempotencyKey: string): Promise<OrderResult> {
  let payload: SaleInput | FormData = sale;
  if (slip) {
    const form = new FormData();
    form.append('order', JSON.stringify(sale));
    form.append('depositSlip', slip, slip.name);
    payload = form;
  }
  const answer = await callApi('/api/sale/e-Sales', payload, { 'Idempotency-Key': idempotencyKey });
  const placed = OrderAnswerSchema.safeParse(answer.body);
  if (answer.ok && placed.success) {
    const { orderNo, statusUrl } = placed.data;
    return { kind: 'placed', orderNo, statusUrl, confirmation: confirmationHref(orderNo, statusUrl) };
  }
  const outcome = refusalOf(answer, checkoutFieldOf);
  if (!outcome.fields.depositSlip && /deposit slip/i.test(outcome.message))
    outcome.fields.depositSlip = outcome.message;
  return { kind: 'refused', status: answer.status, outcome };
}

/**
 * A refusal in the page's language: its message and each field's, said under their own English words or read back by
 * the English pattern the order API made them from (core/order-refusals.ts, docs/decisions/106) among the page's
 * `words` (the page's own before the root's); any other as it came. Loaded with the rest of the checkout's rules, once
 * the guest sends, not with the page.
 */
export function sayRefusal<T extends { message: string; fields: Record<string, string> }>(
  outcome: T,
  words: readonly Words[],
): T {
  const say = (message: string) => {
    for (let i = words.length - 1; i >= 0; i--) {
      const said = sayAs(words[i] ?? {}, message);
      if (said !== null) return said;
    }
    return message;
  };
  const fields = Object.fromEntries(Object.entries(outcome.fields).map(([f, m]) => [f, say(m)]));
  return { ...outcome, message: say(outcome.message), fields };
}
