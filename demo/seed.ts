/**
 * The demo shop's gold rates: a month of them, a function of the calendar day. With the catalogue (catalogue.ts)
 * and its pictures (pictures.ts) this is all the demo data; server/services/demo-catalogue.ts loads it.
 */
import { ratesFrom24k } from '../core/pricing';
import type { GoldRate } from '../core/api-schemas';
import { hashString } from './random';

export const DEMO_RATE_DAYS = 30;
const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayNumber(date: string): number {
  const m = DATE.exec(date);
  const ms = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : NaN;
  if (!m || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date)
    throw new Error(`Not a date (YYYY-MM-DD): ${date}`);
  return Math.round(ms / DAY_MS);
}

const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Today's date on this machine's clock, as YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The 24K rate per gram on a given day: around PKR 32,000, drifting over weeks and moving a little each
 * day (PKR 31,000 to 33,000). A function of the calendar day, so a day's rate is the same in every seed.
 */
export function demoK24(day: number): number {
  const jitter = (hashString(`k24:${day}`) % 1000) / 1000 - 0.5;
  return Math.round((32_000 + 560 * Math.sin(day / 9) + 230 * Math.sin(day / 3.7 + 1) + 160 * jitter) / 10) * 10;
}

/** The rates of the `days` days ending on `today`, oldest first. */
export function demoRates(today: string, days = DEMO_RATE_DAYS): GoldRate[] {
  const last = dayNumber(today);
  return Array.from({ length: days }, (_, i) => {
    const day = last - (days - 1) + i;
    return ratesFrom24k(demoK24(day), isoDay(day));
  });
}
