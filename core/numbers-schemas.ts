import { z } from 'zod';
import { optionalDayField } from './admin-lists';
import { isCalendarDay } from './rate-admin-schemas';
import { dayNumber } from './rate-chart';
import { shopToday } from './shop-time';

/*
 * The day's numbers (docs/behaviour.md §11.17, docs/decisions/075): what was sold, paid and still awaited in a period
 * of Pakistan's days, read from the orders and the payments ledger themselves. The query and the answer's shape, for
 * the page's loader and the API alike.
 */

/** The longest period asked for at once: a year, a leap day included. */
export const NUMBERS_MAX_DAYS = 366;

/** The days of a query, both included: `to` is today when left out, `from` is `to` when left out. */
export function numbersPeriod(q: { from: string; to: string }, today = shopToday()): { from: string; to: string } {
  const to = q.to || (q.from && q.from > today ? q.from : today);
  return { from: q.from || to, to };
}

/** The number of days from `from` to `to`, both included. */
export const daysIn = (from: string, to: string): number => dayNumber(to) - dayNumber(from) + 1;

/**
 * The numbers' period from the address (`?from=&to=`): Pakistan's days, both included. Without either it is today;
 * without `to` it runs to today; without `from` it is the one day `to`.
 */
export const NumbersQuerySchema = z
  .object({ from: optionalDayField('From'), to: optionalDayField('To') })
  .refine((q) => !isCalendarDay(q.from) || !isCalendarDay(q.to) || q.from <= q.to, {
    error: 'From must be on or before To',
    path: ['to'],
  })
  .refine(
    (q) => {
      const p = numbersPeriod(q);
      // A day that is not one is refused by its own field alone.
      if (!isCalendarDay(p.from) || !isCalendarDay(p.to)) return true;
      return p.from > p.to || daysIn(p.from, p.to) <= NUMBERS_MAX_DAYS;
    },
    { error: `The period must be at most ${NUMBERS_MAX_DAYS} days`, path: ['from'] },
  );
export type NumbersQuery = z.infer<typeof NumbersQuerySchema>;

/** The ready-made periods the page offers: today, this week (Monday to today) and this month, in Pakistan's days. */
export function numbersPresets(today: string): { key: 'today' | 'week' | 'month'; label: string; from: string }[] {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const monday = new Date(Date.parse(`${today}T00:00:00Z`) - ((weekday + 6) % 7) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return [
    { key: 'today', label: 'Today', from: today },
    { key: 'week', label: 'This week', from: monday },
    { key: 'month', label: 'This month', from: `${today.slice(0, 8)}01` },
  ];
}

/** What a sold piece is of: gold (its breakup names a karat), silver, or other (a watch, a piece without breakup). */
export const METALS = ['gold', 'silver', 'other'] as const;
export type Metal = (typeof METALS)[number];
export const METAL_LABELS: Record<Metal, string> = { gold: 'Gold', silver: 'Silver', other: 'Other' };

const pkr = (what: string) => z.number().int().describe(`${what}, whole PKR`);
const Sold = z.object({
  pieces: z.number().int().describe('Pieces sold (order lines of orders not cancelled, by quantity)'),
  value: pkr('What they were sold for (unit price x quantity)'),
});

export const NumbersSchema = z.object({
  from: z.string().describe("The period's first day in Pakistan, YYYY-MM-DD"),
  to: z.string().describe("The period's last day in Pakistan, YYYY-MM-DD (included)"),
  placed: z
    .object({ orders: z.number().int(), value: pkr('Their totals, delivery included') })
    .describe('Orders placed in the period, cancelled ones left out'),
  cancelled: z
    .object({ orders: z.number().int(), value: pkr('Their totals') })
    .describe('Orders placed in the period and since cancelled'),
  paid: z
    .object({
      payments: pkr('Payments recorded'),
      refunds: pkr('Refunds recorded'),
      net: pkr('Payments less refunds'),
    })
    .describe("The payments ledger's entries whose day paid falls in the period, whatever day the order was placed"),
  awaiting: z
    .object({ orders: z.number().int(), balance: pkr('What is still to pay on them') })
    .describe('Orders placed in the period still awaiting payment'),
  sold: Sold.describe('Every piece sold in the period'),
  goldByKarat: z
    .array(
      z.object({
        karat: z.number().int(),
        pieces: z.number().int(),
        grams: z.number().describe('Net weight of gold sold, grams to the milligram'),
      }),
    )
    .describe('Gold sold by karat, highest karat first'),
  byMetal: z.array(Sold.extend({ metal: z.enum(METALS) })).describe('Sales by metal, gold, silver then other'),
  byItem: z.array(Sold.extend({ name: z.string() })).describe('Sales by item name, the highest value first'),
  bestSellers: z
    .array(Sold.extend({ name: z.string() }))
    .describe('The five item names sold most, by pieces and then value'),
  days: z
    .array(z.object({ day: z.string(), orders: z.number().int(), value: pkr('Their totals') }))
    .describe('Orders placed each day of the period (cancelled left out), every day listed, oldest first'),
});
export type Numbers = z.infer<typeof NumbersSchema>;
