import { z } from 'zod';
import { MAIL_STATES, type MailEntry } from './mail-states';
import { isCalendarDay } from './rate-admin-schemas';

/** Rules every back-office list and page shares (docs/behaviour.md §11). */

/** `?page=`: a whole number from 1, the first page when missing. */
export const pageField = z.coerce
  .number({ error: 'Page must be a number' })
  .int('Page must be a whole number')
  .min(1, 'Page must be 1 or more')
  .max(100_000, 'Page is too large')
  .default(1);

/** One page of a back-office list: its rows, which page it is, how many pages and rows there are in all. */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), page: z.number(), pages: z.number(), total: z.number() });

/** How many pages `total` rows fill, `perPage` a page: at least one, so an empty list is page 1 of 1. */
export const pagesOf = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

/** One entry of an order's or an inquiry's history, as the audit log keeps it (§11.3). */
export const HistoryEntrySchema = z.object({
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
});

/** One mail about an order or an inquiry and what became of it (§4.12; its words in core/mail-states.ts). */
export const MailEntrySchema = z.object({
  kind: z.string(),
  subject: z.string(),
  to: z.string(),
  state: z.enum(MAIL_STATES),
  at: z.string(),
  sentAt: z.string().nullable(),
  attempts: z.number(),
  file: z.string().nullable(),
  error: z.string().nullable(),
  retryAt: z.string().nullable(),
}) satisfies z.ZodType<MailEntry>;

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

/** A list's `?from=` or `?to=`: a calendar day (YYYY-MM-DD, not 2026-02-30) in Pakistan, or empty for no bound. */
export const optionalDayField = (name: string) =>
  z
    .string()
    .trim()
    .refine((d) => d === '' || isCalendarDay(d), { error: `${name} must be a date (YYYY-MM-DD)` })
    .default('');
