import { z } from 'zod';
import { BillingSchema } from './checkout-schema';
import { ORDER_NOTE_MAX } from './order-states';
import { CHOOSABLE_METHODS, type ChoosableMethod } from './payment-options';
import { LEDGER_AMOUNT_MAX, LEDGER_METHODS, LEDGER_REFERENCE_MAX } from './payments';
import { shopToday } from './shop-time';
import { isOneLine, notOneLine } from './text-rules';

/*
 * An order staff take outside the website (docs/behaviour.md §11.18): a customer at the counter, on the phone or on
 * WhatsApp. Its pieces by tag number, the customer's name and phone, collection or delivery, what is paid now, and
 * until when the pieces are held for the rest: a piece held for a named customer is such an order with nothing paid.
 */

/** Where an order staff take came from. A website order's channel is 'website'. */
export const TAKEN_CHANNELS = ['walk-in', 'phone', 'whatsapp'] as const;
export type TakenChannel = (typeof TAKEN_CHANNELS)[number];

export const CHANNEL_LABELS: Record<TakenChannel | 'website', string> = {
  'walk-in': 'Walk-in at the showroom',
  phone: 'Phone',
  whatsapp: 'WhatsApp',
  website: 'Website',
};

/** A channel's words; one this build does not know is shown as it is stored. */
export const channelLabel = (id: string): string => (CHANNEL_LABELS as Record<string, string>)[id] ?? id;

/** How the rest of an order staff take will be paid, in the staff's words (the ids are the checkout's). */
export const REST_LABELS: Record<ChoosableMethod, string> = {
  pay_at_showroom: 'At the showroom',
  cash_on_delivery: 'On delivery',
  bacs_allied_bank: 'By bank transfer',
};

/** The longest a piece may be held for a customer from today, in days. */
export const TAKEN_HOLD_MAX_DAYS = 30;

/** The pieces of one order, at most: as the storefront's orders. */
export const TAKEN_PIECES_MAX = 30;

/** The day `days` after `day` (YYYY-MM-DD), as YYYY-MM-DD. */
export const dayAfter = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Tag numbers as typed: separated by spaces, commas or lines, in capitals as the tags are printed, each once. */
export const tagsOf = (typed: string): string[] => [
  ...new Set(
    typed
      .split(/[\s,;]+/)
      .map((t) => t.trim().toUpperCase())
      .filter(Boolean),
  ),
];

/** What a tag number may be once split from the others: up to 40 characters (the stock's own rule). */
const TAG = /^.{1,40}$/u;
const oneLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine(isOneLine, { error: notOneLine(label) });
const amountError = `Paid now must be a whole number of rupees from 0 to 1,000,000,000`;

/** The order staff take, as the back office's form sends it (every field a string, as typed) and the server checks it. */
export const TakenOrderSchema = z
  .object({
    channel: z.enum(TAKEN_CHANNELS, { error: 'Please choose where the customer is: walk-in, phone or WhatsApp' }),
    // As typed (one string), or as the form sends them once checked (a list).
    tags: z
      .union([z.string(), z.array(z.string())], { error: 'Please give the tag numbers of the pieces' })
      .transform((typed) => tagsOf(Array.isArray(typed) ? typed.join(' ') : typed))
      .pipe(
        z
          .array(z.string().regex(TAG, { error: 'A tag number is at most 40 characters' }))
          .min(1, { error: 'Please give the tag numbers of the pieces' })
          .max(TAKEN_PIECES_MAX, { error: `At most ${TAKEN_PIECES_MAX} pieces in one order` }),
      ),
    name: oneLine("Customer's name", 120).pipe(z.string().min(1, { error: "Please enter the customer's name" })),
    phone: BillingSchema.shape.Phone,
    email: z
      .string()
      .trim()
      .max(120, { error: 'Email must be at most 120 characters' })
      .refine((e) => e === '' || z.email().safeParse(e).success, { error: 'Please enter a valid email, or none' })
      .default(''),
    city: oneLine('City', 80).default(''),
    delivery: z.enum(['collect', 'free'], { error: 'Please choose collection at the showroom or delivery' }),
    address: oneLine('Address', 200).default(''),
    paidNow: z.coerce
      .number({ error: amountError })
      .int({ error: amountError })
      .min(0, { error: amountError })
      .max(LEDGER_AMOUNT_MAX, { error: amountError })
      .default(0),
    paidBy: z.enum(LEDGER_METHODS, { error: `Paid by must be one of ${LEDGER_METHODS.join(', ')}` }).default('cash'),
    reference: oneLine('Reference', LEDGER_REFERENCE_MAX).default(''),
    holdUntil: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Hold until must be a date' }),
    restBy: z.enum(CHOOSABLE_METHODS, { error: 'Please choose how the rest will be paid' }),
    note: z
      .string()
      .trim()
      .max(ORDER_NOTE_MAX, { error: `Note must be at most ${ORDER_NOTE_MAX} characters` })
      .default(''),
    /** The total the page showed: a price moved since (a new gold rate) is said rather than charged unseen. */
    expectedTotal: z.coerce.number().int().nonnegative().optional(),
  })
  .superRefine((o, ctx) => {
    const today = shopToday();
    if (o.holdUntil < today)
      ctx.addIssue({ code: 'custom', path: ['holdUntil'], message: 'Hold until cannot be before today' });
    else if (o.holdUntil > dayAfter(today, TAKEN_HOLD_MAX_DAYS))
      ctx.addIssue({
        code: 'custom',
        path: ['holdUntil'],
        message: `Pieces can be held for at most ${TAKEN_HOLD_MAX_DAYS} days from today`,
      });
    if (o.delivery === 'free' && !o.address)
      ctx.addIssue({ code: 'custom', path: ['address'], message: 'Please enter the address to deliver to' });
    if (o.delivery === 'free' && !o.city)
      ctx.addIssue({ code: 'custom', path: ['city'], message: 'Please enter the city to deliver to' });
    if (o.restBy === 'pay_at_showroom' && o.delivery !== 'collect')
      ctx.addIssue({
        code: 'custom',
        path: ['restBy'],
        message: 'Paying at the showroom is for pieces collected there',
      });
    if (o.restBy === 'cash_on_delivery' && o.delivery !== 'free')
      ctx.addIssue({ code: 'custom', path: ['restBy'], message: 'Paying on delivery is for pieces delivered' });
  });
export type TakenOrder = z.infer<typeof TakenOrderSchema>;
export type TakenOrderInput = z.input<typeof TakenOrderSchema>;

/** The pieces to price for the form as it is typed: `?tags=ZG-10001 ZG-10002`. */
export const TakenPiecesQuerySchema = z.object({
  tags: z
    .string({ error: 'tags is required' })
    .max(1000, { error: 'tags must be at most 1000 characters' })
    .transform(tagsOf)
    .pipe(
      z
        .array(z.string().regex(TAG, { error: 'A tag number is at most 40 characters' }))
        .max(TAKEN_PIECES_MAX, { error: `At most ${TAKEN_PIECES_MAX} pieces in one order` }),
    ),
});

/** One piece as the form shows it: its price today, or why it cannot be sold. */
export const TakenPieceSchema = z.object({
  tagNo: z.string(),
  name: z.string(),
  /** Today's price in whole PKR; 0 when it cannot be sold. */
  price: z.number(),
  /** Why it cannot be sold (not found, held by an order, sold), or null when it can. */
  refusal: z.string().nullable(),
});
export type TakenPiece = z.infer<typeof TakenPieceSchema>;

export const TakenPiecesSchema = z.object({ pieces: z.array(TakenPieceSchema), total: z.number() });
export type TakenPieces = z.infer<typeof TakenPiecesSchema>;

/** The answer of taking an order: its number, for its page. */
export const TakenOrderAnswerSchema = z.object({ orderNo: z.string() });
