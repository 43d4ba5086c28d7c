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
