import { z } from 'zod';

/** Rules every back-office list and page shares (docs/behaviour.md §11). */

/** `?page=`: a whole number from 1, the first page when missing. */
export const pageField = z.coerce
  .number({ error: 'Page must be a number' })
  .int('Page must be a whole number')
  .min(1, 'Page must be 1 or more')
  .max(100_000, 'Page is too large')
  .default(1);

/**
 * A Pakistani mobile number in the form wa.me and tel: want, 923001234567, from how guests type it: 03001234567,
 * 3001234567, 923001234567, 00923001234567, with or without spaces and dashes. Null for any other number.
 */
export function pakistaniMobile(phone: string): string | null {
  const d = phone.replace(/[\s\-().]/g, '').replace(/^\+/, '00');
  if (!/^\d+$/.test(d)) return null;
  const m = /^(?:0092|92|0)?(3\d{9})$/.exec(d);
  return m ? `92${m[1]}` : null;
}

/** The ways to answer a guest from the back office: a mail with a subject, WhatsApp and a call (§11.8). */
export function replyLinks(email: string, phone: string, subject: string) {
  const mobile = pakistaniMobile(phone);
  const digits = phone.replace(/[^\d+]/g, '');
  return {
    mailto: email ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : null,
    whatsapp: mobile ? `https://wa.me/${mobile}` : null,
    tel: mobile ? `tel:+${mobile}` : digits.replace(/\D/g, '').length >= 7 ? `tel:${digits}` : null,
  };
}
