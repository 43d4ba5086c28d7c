/** The back office's words for what orders store as codes (docs/behaviour.md §11.2). */
const DELIVERY: Record<string, string> = {
  free: 'Free delivery (Pakistan)',
  paid: 'Paid delivery (abroad)',
  collect: 'Collect in showroom',
};
const PAYMENT: Record<string, string> = { bacs_allied_bank: 'Bank transfer' };

export const deliveryWords = (code: string) => DELIVERY[code] ?? code;
export const paymentWords = (code: string) => PAYMENT[code] ?? code;
