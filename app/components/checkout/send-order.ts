import type { CartLine } from '../../../core/cart';
import type { Billing, Delivery } from '../../../core/checkout-schema';
import type { SaleInput } from '../../../core/order-schema';
import { post } from '../../lib/api';
import { serverFieldErrors, type FieldErrors } from './form';

export const NETWORK_ERROR = 'Something went wrong. Please try again.';

export type OrderResult =
  | { kind: 'success'; orderNo: string; statusUrl: string | null }
  | { kind: 'refused'; status: number; message: string; fields: FieldErrors }
  | { kind: 'network' };

/** The sale payload of docs/behaviour.md §7.3, with the choices the old storefront never sent. */
export function saleFor(cart: CartLine[], billing: Billing, delivery: Delivery, netPrice: number): SaleInput {
  return {
    Stock: cart.map((l) => ({ TagNo: l.TagNo, selectedSize: l.selectedSize, Qty: 1 })),
    UserData: {
      FirstName: billing.firstName,
      LastName: billing.lastName,
      Email: billing.email,
      Address: billing.address,
      Address2: billing.Address2,
      City: billing.city,
      PhoneNo: billing.Phone,
      Tracking_ID: String(Date.now()),
    },
    NetPrice: netPrice,
    Delivery: delivery,
    Payment: { selectedPaymentMethod: 'bacs_allied_bank' },
    termsAccepted: true,
  };
}

/** A fresh Idempotency-Key; randomUUID needs a secure context, getRandomValues does not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * POSTs the order to /api/sale/e-Sales: JSON, or multipart (`order` + `depositSlip`) when a slip is chosen.
 * Only the message 'Success' is a placed order (docs/behaviour.md §4.6); any other answer is shown to the guest.
 */
export async function sendOrder(sale: SaleInput, slip: File | null, idempotencyKey: string): Promise<OrderResult> {
  let payload: SaleInput | FormData = sale;
  if (slip) {
    const form = new FormData();
    form.append('order', JSON.stringify(sale));
    form.append('depositSlip', slip, slip.name);
    payload = form;
  }
  try {
    const { status, body } = await post('/api/sale/e-Sales', payload, { 'Idempotency-Key': idempotencyKey });
    if (body.message === 'Success' && typeof body.orderNo === 'string') {
      return {
        kind: 'success',
        orderNo: body.orderNo,
        statusUrl: typeof body.statusUrl === 'string' ? body.statusUrl : null,
      };
    }
    const message = body.message?.trim() || NETWORK_ERROR;
    const fields = serverFieldErrors(body.errors);
    if (!fields.depositSlip && /deposit slip/i.test(message)) fields.depositSlip = message;
    return { kind: 'refused', status, message, fields };
  } catch {
    return { kind: 'network' };
  }
}
