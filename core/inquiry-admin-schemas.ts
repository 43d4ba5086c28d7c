import { z } from 'zod';
import { HistoryEntrySchema, MailEntrySchema, pageField as page, pageOf } from './admin-lists';
import { INQUIRY_KINDS } from './inquiry-kinds';

/**
 * What guests sent through the forms, as the back office lists and shows it (docs/behaviour.md §11.8), and the
 * newsletter's subscribers (§11.9).
 */
// The kinds and their words live apart from zod, for the back office's frame (core/alerts.ts).
export { INQUIRY_KINDS, INQUIRY_KIND_LABELS, kindLabel, type InquiryKind } from './inquiry-kinds';

/** A newsletter sign-up waits for no answer: it is never counted or listed as unanswered (§11.8). */
export const needsAnswer = (kind: string) => kind !== 'newsletter';

export const INQUIRIES_PER_PAGE = 25;
export const SUBSCRIBERS_PER_PAGE = 50;

/** The list's filters: `?kind=contact&answered=no&page=2`; an empty kind or answered means any. */
export const InquiriesQuerySchema = z.object({
  kind: z
    .union([z.literal(''), z.enum(INQUIRY_KINDS)], {
      error: `Kind must be one of ${INQUIRY_KINDS.join(', ')}`,
    })
    .default(''),
  answered: z.union([z.literal(''), z.enum(['no', 'yes'])], { error: 'Answered must be no or yes' }).default(''),
  q: z.string().trim().max(100, 'The search must be at most 100 characters').default(''),
  page,
});
export type InquiriesQuery = z.infer<typeof InquiriesQuerySchema>;

export const SubscribersQuerySchema = z.object({ page });

/** An inquiry's number in a path: a whole number, not `abc` or `1.5`. */
export const InquiryIdSchema = z.coerce
  .number({ error: 'The inquiry number must be a whole number' })
  .int('The inquiry number must be a whole number')
  .positive('The inquiry number must be 1 or more')
  .max(2_147_483_647, 'The inquiry number is too large');

export const InquiryRowSchema = z.object({
  id: z.number(),
  receivedAt: z.string(),
  kind: z.string(),
  title: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  answeredAt: z.string().nullable(),
  photos: z.number(),
});
export type InquiryRow = z.infer<typeof InquiryRowSchema>;

export const InquiryListSchema = pageOf(InquiryRowSchema);
export type InquiryList = z.infer<typeof InquiryListSchema>;

/** Mark as answered (true) or as not answered (false). */
export const AnsweredSchema = z.object({
  answered: z.boolean({ error: 'Answered must be true or false' }),
});

/** One inquiry with everything staff need to answer it (§11.8). */
export const AdminInquirySchema = InquiryRowSchema.omit({ photos: true }).extend({
  answeredBy: z.string().nullable(),
  /**
   * Every field of the form in words, in the form's order; the free-text message apart, in full. A size request's
   * measurement in mm carries the shop size it matches (`shopSize`, docs/behaviour.md §9.18), any other field null.
   */
  fields: z.array(z.object({ label: z.string(), value: z.string(), shopSize: z.string().nullable() })),
  message: z.string().nullable(),
  photos: z.array(z.object({ id: z.number(), label: z.string(), bytes: z.number() })),
  reply: z.object({ mailto: z.string().nullable(), whatsapp: z.string().nullable(), tel: z.string().nullable() }),
  mails: z.array(MailEntrySchema),
  history: z.array(HistoryEntrySchema),
});
export type AdminInquiry = z.infer<typeof AdminInquirySchema>;

export const SubscriberSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  phone: z.string(),
  since: z.string(),
});
export type Subscriber = z.infer<typeof SubscriberSchema>;

export const SubscriberListSchema = pageOf(SubscriberSchema);
export type SubscriberList = z.infer<typeof SubscriberListSchema>;

/** A subscriber in a path: their number, or their e-mail address (any case). */
export const SubscriberKeySchema = z
  .string()
  .trim()
  .min(1, 'Name the subscriber by number or e-mail')
  .max(200, 'The subscriber must be named in at most 200 characters')
  .refine((k) => /^\d{1,9}$/.test(k) || /^[^\s@]+@[^\s@]+$/.test(k), {
    error: 'The subscriber must be named by number (such as 12) or e-mail address',
  });
