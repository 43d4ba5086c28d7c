/** The back office's words for what orders store as codes (docs/behaviour.md §11.2). */
const DELIVERY: Record<string, string> = {
  free: 'Free delivery (Pakistan)',
  paid: 'Paid delivery (abroad)',
  collect: 'Collect in showroom',
};
const PAYMENT: Record<string, string> = { bacs_allied_bank: 'Bank transfer' };

export const deliveryWords = (code: string) => DELIVERY[code] ?? code;
export const paymentWords = (code: string) => PAYMENT[code] ?? code;

/** A Pakistani mobile number as WhatsApp wants it: 0300 1234567 → 923001234567; null when it is not one. */
export function whatsappNumber(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (/^03\d{9}$/.test(digits)) return `92${digits.slice(1)}`;
  if (/^923\d{9}$/.test(digits)) return digits;
  if (/^00923\d{9}$/.test(digits)) return digits.slice(2);
  return digits.length >= 8 && digits.length <= 15 ? digits : null;
}
