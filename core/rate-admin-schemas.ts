import { z } from 'zod';
import { GoldRateSchema } from './api-schemas';
import { formatPKR } from './format';
import { TOLA_GRAMS } from './tola';
import { formatDay, shopToday } from './shop-time';

/**
 * The day's gold rate as the back office sets it (docs/behaviour.md §11.10): what the owner and staff type, what a
 * rate does to the catalogue before it is saved, when it must be confirmed, and the history the page shows. The
 * page and the API check with the same schemas; the owner's `rates set` command too.
 */

export const RATE_MIN = 1_000;
export const RATE_MAX = 1_000_000;
/** A rate further than this from the last one (in percent, either way) is saved only once confirmed. */
export const CONFIRM_ABOVE_PERCENT = 10;
/** The days of history the rates page lists and charts. */
export const RATE_HISTORY_DAYS = 90;
/** The rates the storefront's Today's Gold Rates dialog shows as its trend. */
export const RATE_TREND_DAYS = 7;
/** The first day a rate may be set for. */
export const FIRST_RATE_DAY = '2000-01-01';

/** True when `day` (YYYY-MM-DD) is a day of the calendar (not 2026-02-30). */
export function isCalendarDay(day: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return false;
  const at = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return at.toISOString().slice(0, 10) === day;
}

/**
 * How a rate is announced: Pakistan's sarafa markets announce the 24K rate per tola, some shops per 10 g, and the
 * shop prices per gram (docs/decisions/071). The grams each one is.
 */
export const RATE_UNITS = ['tola', '10g', 'gram'] as const;
export type RateUnit = (typeof RATE_UNITS)[number];
export const RATE_UNIT_GRAMS: Record<RateUnit, number> = { tola: TOLA_GRAMS, '10g': 10, gram: 1 };
export const RATE_UNIT_WORDS: Record<RateUnit, string> = { tola: 'per tola', '10g': 'per 10 g', gram: 'per gram' };

/** The rate per gram of a figure typed in a unit, in whole rupees. */
export const perGramOf = (amount: number, unit: RateUnit): number => Math.round(amount / RATE_UNIT_GRAMS[unit]);

/** The figures a rate may be typed as in a unit: the shop's range per gram, in that unit, in whole rupees. */
export function rateRange(unit: RateUnit): { low: number; high: number } {
  const g = RATE_UNIT_GRAMS[unit];
  return { low: Math.ceil(RATE_MIN * g), high: Math.floor(RATE_MAX * g) };
}

/** The message for a figure out of range, in the unit it was typed in. */
export function k24Message(unit: RateUnit): string {
  const { low, high } = rateRange(unit);
  return `The 24K rate ${RATE_UNIT_WORDS[unit]} must be a whole number of rupees from ${low.toLocaleString('en')} to ${high.toLocaleString('en')}`;
}

/**
 * The 24K figure as typed ("250000", "2,50,000") or sent as a number: whole rupees. (A union and a pipe rather than
 * z.preprocess, which would add itself to the zod chunk the storefront's forms load.) Its range is checked with its
 * unit, below.
 */
const k24 = z
  .union([z.number(), z.string()], { error: 'The 24K rate must be a whole number of rupees' })
  .transform((v) => (typeof v === 'string' ? v.replace(/[\s,]/g, '') : v))
  .pipe(
    z.coerce
      .number<string | number>({ error: 'The 24K rate must be a whole number of rupees' })
      .int({ error: 'The 24K rate must be a whole number of rupees' })
      .positive({ error: 'The 24K rate must be a whole number of rupees' }),
  );

/** The day a rate is for: Pakistan's today or an earlier day. */
const rateDay = z
  .string({ error: 'Date must be a day as YYYY-MM-DD' })
  .trim()
  .refine(isCalendarDay, { error: 'Date must be a day as YYYY-MM-DD' })
  .refine((d) => d >= FIRST_RATE_DAY, { error: `Date must be ${FIRST_RATE_DAY} or later` })
  .refine((d) => d <= shopToday(), { error: "Date cannot be after today (Pakistan's date)" });

const rateFields = {
  K24: k24.describe('The 24 karat rate in PKR, a whole number, per the unit (per gram when left out)'),
  unit: z
    .enum(RATE_UNITS, { error: `Unit must be one of ${RATE_UNITS.join(', ')}` })
    .default('gram')
    .describe('What the K24 figure is for: a tola (11.664 g), 10 g or a gram; gram when left out'),
  date: rateDay.optional().describe("The day the rate is for, YYYY-MM-DD; Pakistan's today when left out"),
};

/** The figure in range for its unit (the shop stores the rate per gram, from RATE_MIN to RATE_MAX). */
const inRange = (r: { K24: number; unit: RateUnit }) => {
  const { low, high } = rateRange(r.unit);
  return r.K24 >= low && r.K24 <= high;
};
const checkRange = (r: { K24: number; unit: RateUnit }, ctx: z.RefinementCtx) => {
  if (!inRange(r)) ctx.addIssue({ code: 'custom', message: k24Message(r.unit), path: ['K24'] });
};

/**
 * A rate to preview: the 24K figure in its unit and its day (Pakistan's today when left out). Parsed, K24 is the
 * rate per gram, and `typed` keeps the figure as the member typed it.
 */
export const RateChangeSchema = z
  .object(rateFields)
  .superRefine(checkRange)
  .transform((r) => ({ K24: perGramOf(r.K24, r.unit), date: r.date, typed: { amount: r.K24, unit: r.unit } }));
export type RateChange = z.infer<typeof RateChangeSchema>;
/** A rate as the page holds it before it is parsed. */
export type RateChangeInput = z.input<typeof RateChangeSchema>;

/** A rate to save: as previewed, and `confirmed` when it is more than 10% away from the last one. */
export const RateSaveSchema = z
  .object({
    ...rateFields,
    confirmed: z
      .boolean({ error: 'Confirmed must be true or false' })
      .optional()
      .describe(`True to save a rate more than ${CONFIRM_ABOVE_PERCENT}% away from the last one`),
  })
  .superRefine(checkRange)
  .transform((r) => ({ K24: perGramOf(r.K24, r.unit), date: r.date, confirmed: r.confirmed }));
export type RateSave = z.infer<typeof RateSaveSchema>;

/** `?days=` of the history: 1 to 366, 90 when left out. */
export const RateHistoryQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'Days must be a whole number from 1 to 366' })
    .int({ error: 'Days must be a whole number from 1 to 366' })
    .min(1, { error: 'Days must be a whole number from 1 to 366' })
    .max(366, { error: 'Days must be a whole number from 1 to 366' })
    .default(RATE_HISTORY_DAYS),
});

/** What saving a rate does to the catalogue's displayed prices (docs/behaviour.md §11.10). */
export const PriceMovesSchema = z.object({
  pieces: z.number().describe('Pieces repriced: every piece in stock'),
  changed: z.number().describe('Pieces whose displayed price changes'),
  smallest: z.number().nullable().describe('The smallest change of a displayed price in PKR (signed); null when none'),
  largest: z.number().nullable().describe('The largest change of a displayed price in PKR (signed); null when none'),
});
export type PriceMoves = z.infer<typeof PriceMovesSchema>;

/** Each piece's displayed price before and after. */
export interface PriceMove {
  was: number;
  now: number;
}

/** The moves summed up: how many change, and the smallest and largest change by size (signs kept). */
export function priceMoves(rows: readonly PriceMove[]): PriceMoves {
  let changed = 0;
  let smallest: number | null = null;
  let largest: number | null = null;
  for (const { was, now } of rows) {
    const d = now - was;
    if (d === 0) continue;
    changed += 1;
    if (smallest === null || Math.abs(d) < Math.abs(smallest)) smallest = d;
    if (largest === null || Math.abs(d) > Math.abs(largest)) largest = d;
  }
  return { pieces: rows.length, changed, smallest, largest };
}

/** The last rate a new one is compared with: the one it replaces on its day, else the latest before that day. */
export const LastRateSchema = z.object({ RateDate: z.string(), K24: z.number() });
export type LastRate = z.infer<typeof LastRateSchema>;

/** How far a new 24K rate is from the last one, in percent to one decimal; null when there is none. */
export function percentFrom(last: number | null, k24: number): number | null {
  if (last === null || last <= 0) return null;
  return Math.round(((k24 - last) / last) * 1000) / 10;
}

/** docs/behaviour.md §11.10: a rate more than 10% above or below the last one is saved only once confirmed. */
export const needsConfirming = (percent: number | null): boolean =>
  percent !== null && Math.abs(percent) > CONFIRM_ABOVE_PERCENT;

/**
 * "12.5% above", "3.0% below", "PKR 10 (less than 0.1%) above" or, only when the rates are equal, "the same as".
 * `move` is the new rate less the last one, in PKR a gram.
 */
export function percentWords(percent: number, move: number): string {
  if (move === 0) return 'the same as';
  const way = move > 0 ? 'above' : 'below';
  if (Math.abs(percent) < 0.1) return `${formatPKR(Math.abs(move))} (less than 0.1%) ${way}`;
  return `${Math.abs(percent).toFixed(1)}% ${way}`;
}

/** The 409's words, and the confirm step's: what the rate is against the last one. */
export function confirmWords(k24: number, last: LastRate, percent: number): string {
  return `${formatPKR(k24)} a gram is ${percentWords(percent, k24 - last.K24)} the last rate (${formatPKR(last.K24)} on ${formatDay(last.RateDate)}).`;
}

/** A karat's rate as the shop quotes it (core/pricing.ts karatRates). */
export const KaratRateSchema = z.object({
  karat: z.number(),
  perGram: z.number(),
  perTola: z.number(),
  per10g: z.number(),
});
export type KaratRow = z.infer<typeof KaratRateSchema>;

/** What a rate would do, before it is saved (GET /api/admin/rates/preview). */
export const RatePreviewSchema = z.object({
  rate: GoldRateSchema.describe('The rate record the 24K price makes (every karat per gram, K24Tola, K22Gram10…)'),
  karats: z.array(KaratRateSchema).describe('24K, 22K, 21K and 18K per gram, per tola and per 10 g'),
  last: LastRateSchema.nullable().describe('The rate it is compared with; null when there is none before it'),
  percent: z.number().nullable().describe('How far it is from the last one, in percent (one decimal)'),
  needsConfirmation: z.boolean().describe(`True when more than ${CONFIRM_ABOVE_PERCENT}% away from the last one`),
  inForce: z
    .boolean()
    .describe('True when the shop will be priced at it (no later day has a rate); otherwise no price changes'),
  prices: PriceMovesSchema,
});
export type RatePreview = z.infer<typeof RatePreviewSchema>;

/** A saved rate (POST /api/admin/rates). */
export const RateSavedSchema = z.object({
  message: z.string(),
  rate: GoldRateSchema,
  prices: PriceMovesSchema,
});
export type RateSaved = z.infer<typeof RateSavedSchema>;

/** The rates page: Pakistan's today, the rate in force, and the history, newest first (GET /api/admin/rates). */
export const AdminRatesSchema = z.object({
  today: z.string().describe("Pakistan's date, YYYY-MM-DD"),
  latest: GoldRateSchema.nullable().describe('The rate the shop is priced at; null before the first one'),
  days: z.array(GoldRateSchema).describe('The rates of the days asked for that have one, newest first'),
});
export type AdminRates = z.infer<typeof AdminRatesSchema>;

/** The message of a saved rate. */
export function savedWords(k24: number, day: string, moves: PriceMoves): string {
  const pieces = `${moves.changed} piece${moves.changed === 1 ? '' : 's'}`;
  return `The rate for ${formatDay(day)} is saved: 24K ${formatPKR(k24)} a gram. ${pieces} changed price.`;
}
