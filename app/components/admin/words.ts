/** The back office's words for what orders store as codes (docs/behaviour.md §11.2). */
const DELIVERY: ReadonlyMap<string, string> = new Map(
  Object.entries({
    free: 'Free delivery (Pakistan)',
    paid: 'Paid delivery (abroad)',
    collect: 'Collect in showroom',
  }),
);
const PAYMENT: ReadonlyMap<string, string> = new Map(Object.entries({ bacs_allied_bank: 'Bank transfer' }));

export const deliveryWords = (code: string) => DELIVERY.get(code) ?? code;
export const paymentWords = (code: string) => PAYMENT.get(code) ?? code;
