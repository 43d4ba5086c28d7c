import { z } from 'zod';
import { GIFT_CARD_MAX } from './constants';
import { LOCALES } from './locale';
import { APPOINTMENT_REASONS, CONTACT_REASONS, INQUIRY_OK, SIZE_FORM_OK } from './inquiry-words';
import { phoneField } from './phone';
import { isOneLine, notOneLine } from './text-rules';

// The forms' names and words live in a module without zod (the pages draw their forms before this one loads);
// the server reads them from here as before.
export {
  APPOINTMENT_REASONS,
  CONTACT_REASONS,
  HONEYPOT_FIELD,
  INQUIRY_OK,
  NEWSLETTER_SUCCESS,
  SIZE_FORM_OK,
  SIZE_FORM_SUCCESS,
} from './inquiry-words';

/**
 * The inquiry forms of docs/behaviour.md §3.9 with the messages of §5.4 to §5.10. One schema per form, used by the page
 * and by the API. Text fields refuse CR/LF where they could reach a mail header.
 */
const oneLine = (msg: string, max = 100) =>
  z
    .string({ error: msg })
    .trim()
    .min(1, { error: msg })
    .max(max, { error: `At most ${max} characters` })
    .refine(isOneLine, { error: notOneLine() });
const email = (msg: string) =>
  z
    .string({ error: msg })
    .trim()
    .min(1, { error: msg })
    .max(120)
    .pipe(z.email({ error: msg }));
/** A phone as every form takes it (core/phone.ts); `len`: the digits a form asks for exactly. */
const digits = (msg: string, len?: number) => phoneField(msg, { digits: len });
/** The forms whose one message (§5.4, §5.7) says "required": a number that is there but wrong is told so. */
const phoneRequired = (msg: string) => phoneField(msg, { invalid: 'Please enter a valid phone number' });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters` })
    .default('');
const date = z.string().trim().max(40).default('');

/**
 * The language of the page a form is sent from, beside the form's fields (`Language`: en or ur, English when left
 * out): the guest's acknowledgement is written in it. Not one of the form's fields, so not kept among them.
 */
export const FormLanguageSchema = z.object({
  Language: z.enum(LOCALES, { error: `Language must be one of ${LOCALES.join(', ')}` }).default('en'),
});

/** What the two form calls answer when they took the form (docs/behaviour.md §7). */
export const InquiryAnswerSchema = z.object({ message: z.literal(INQUIRY_OK) });
export const SizeFormAnswerSchema = z.object({ message: z.literal(SIZE_FORM_OK) });

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
/** Appointments from yesterday (UTC, so no time zone in Pakistan is refused today) up to a year ahead. */
const appointmentDay = z
  .string({ error: 'Please choose a date' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Please choose a date' })
  .refine((v) => v >= isoDay(new Date(Date.now() - 86_400_000)), { error: 'Please choose a date from today on' })
  .refine((v) => v <= isoDay(new Date(Date.now() + 366 * 86_400_000)), { error: 'Please choose a date within a year' });

export const ContactSchema = z.object({
  title: z.literal('Contact Form').default('Contact Form'),
  fullName: oneLine('Name is required'),
  email: email('Email is required'),
  reason: z.enum(CONTACT_REASONS, { error: 'Reason is required' }),
  phone: phoneRequired('Phone No is required'),
  message: optionalText(2000),
  date,
});

export const AppointmentSchema = z.object({
  title: z.enum(['At Showroom', 'Over The Call']),
  fullName: oneLine('Please enter your name'),
  phone: digits('Please enter a valid phone number', 11),
  date: appointmentDay,
  reason: z.enum(APPOINTMENT_REASONS, { error: 'Please choose a reason' }),
  message: optionalText(2000),
  email: email('Please enter a valid Email'),
});

export const RequirementSchema = z.object({
  title: z.literal('Request Requirement').default('Request Requirement'),
  fullName: oneLine('Please enter your name'),
  phone: digits('Please enter a valid phone number', 11),
  email: email('Please enter a valid Email'),
  message: z
    .string({ error: 'Please enter Your Requirement' })
    .trim()
    .min(1, { error: 'Please enter Your Requirement' })
    .max(2000),
  reason: optionalText(100),
  date,
});

export const NewsletterSchema = z.object({
  title: z.literal('Newsletter').default('Newsletter'),
  fullName: oneLine('Name is required'),
  phone: phoneRequired('Phone No is required'),
  email: email('Email is required'),
  reason: optionalText(100),
  message: optionalText(2000),
  date,
});

export const giftAmount = z.coerce
  .number({ error: 'Please choose an amount' })
  .int()
  .min(1, { error: 'Please choose an amount' })
  .max(GIFT_CARD_MAX, { error: `Amount cannot exceed ${GIFT_CARD_MAX}` });

export const GiftCardSchema = z.object({
  title: z.literal('GIFT CARD FORM').default('GIFT CARD FORM'),
  fullName: oneLine('Full Name is required'),
  phone: digits('Please enter a valid phone number', 10),
  email: email('Email is required'),
  amount: giftAmount,
  date,
  reason: optionalText(100),
  message: optionalText(2000),
});

export const ReceiverSchema = z.object({
  title: z.literal('RECEIVER GIFT CARD FORM').default('RECEIVER GIFT CARD FORM'),
  ReceiverName: oneLine('Receiver Name is required'),
  Receiverphone: digits('Please enter a valid phone number', 10),
  Receiveremail: email('Email is required'),
  amount: giftAmount,
  date,
  reason: optionalText(100),
  message: optionalText(2000),
});

const measurement = (msg: string) =>
  z.string({ error: msg }).trim().min(1, { error: msg }).max(40, { error: 'At most 40 characters' });

export const RingSizeSchema = z.object({
  title: z.literal('Ring Size Guide').default('Ring Size Guide'),
  fullName: oneLine('Full Name is required'),
  email: email('Please enter a valid email'),
  phone: digits('Please enter a valid phone number'),
  FingerMeasurement: measurement('Finger Measurement is required'),
  RingMeasurement: measurement('Ring Measurement is required'),
});

export const BangleSizeSchema = z.object({
  title: z.literal('Bangles & Bracelets Size Guide').default('Bangles & Bracelets Size Guide'),
  fullName: oneLine('Full Name is required'),
  email: email('Please enter a valid email'),
  phone: digits('Please enter a valid phone number'),
  HandMeasurement: measurement('Hand width Measurement is required'),
  WristMeasurement: measurement('Wrist size measurement is required'),
  ExitingBangleSizeMeasurement: measurement('Existing bangle size diameter measurement is required'),
});

/** Photo fields each size form accepts (all optional, at most 5 MB each). */
export const RING_PHOTO_FIELDS = ['fingerImage', 'ringImage', 'handImage'] as const;
export const BANGLE_PHOTO_FIELDS = ['handImage', 'wristImage', 'ExitingBangleSizeImage'] as const;

/** docs/behaviour.md §7.4: one inquiry call for five forms; the title tells them apart. */
export const INQUIRY_SCHEMAS = {
  'Contact Form': ContactSchema,
  'At Showroom': AppointmentSchema,
  'Over The Call': AppointmentSchema,
  Newsletter: NewsletterSchema,
  'GIFT CARD FORM': GiftCardSchema,
  'RECEIVER GIFT CARD FORM': ReceiverSchema,
  'Request Requirement': RequirementSchema,
} as const;
export type InquiryTitle = keyof typeof INQUIRY_SCHEMAS;
export const INQUIRY_TITLES = Object.keys(INQUIRY_SCHEMAS) as InquiryTitle[];

/** The schema for an inquiry's title (a missing title is the newsletter's default, docs/behaviour.md §3.9), or null. */
export function inquirySchemaFor(title: unknown) {
  const t = title === undefined || title === '' ? 'Newsletter' : title;
  return typeof t === 'string' && Object.hasOwn(INQUIRY_SCHEMAS, t) ? INQUIRY_SCHEMAS[t as InquiryTitle] : null;
}

/** docs/behaviour.md §7.5 submitform: the bangle form's fixed title, otherwise the ring form. */
export const sizeSchemaFor = (title: unknown) =>
  title === 'Bangles & Bracelets Size Guide' ? BangleSizeSchema : RingSizeSchema;
export const sizePhotoFields = (title: unknown): readonly string[] =>
  title === 'Bangles & Bracelets Size Guide' ? BANGLE_PHOTO_FIELDS : RING_PHOTO_FIELDS;

export type Contact = z.infer<typeof ContactSchema>;
export type Appointment = z.infer<typeof AppointmentSchema>;
export type Requirement = z.infer<typeof RequirementSchema>;
export type Newsletter = z.infer<typeof NewsletterSchema>;
export type GiftCard = z.infer<typeof GiftCardSchema>;
export type Receiver = z.infer<typeof ReceiverSchema>;
export type RingSize = z.infer<typeof RingSizeSchema>;
export type BangleSize = z.infer<typeof BangleSizeSchema>;
