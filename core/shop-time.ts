/*
 * Moments as the shop tells them, in the showroom's time (Pakistan), in the one date format of core/calendar-day.ts.
 * Kept out of core/format.ts, which every storefront page loads: the formatter that reads Pakistan's day and clock is
 * made on first use, so a page that never shows a moment pays nothing for it.
 */
import { formatDay, formatDayIn } from './calendar-day';

export { formatDay, formatDayIn };

let clock: Intl.DateTimeFormat | undefined;

/** Pakistan's calendar day (YYYY-MM-DD) and clock (HH:MM, 24 hours) at a moment. */
function inPakistan(at: Date | string): { day: string; time: string } {
  clock ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Karachi',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = clock.formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

/** "25 Nov 2026" in Pakistan's time. */
export const formatShopDay = (at: Date | string, locale: 'en' | 'ur' = 'en'): string =>
  formatDayIn(locale, inPakistan(at).day);

/** "25 Nov 2026, 14:05" in Pakistan's time; in Urdu the month in Urdu ("25 نومبر 2026، 14:05"). */
export function formatShopTime(at: Date | string, locale: 'en' | 'ur' = 'en'): string {
  const p = inPakistan(at);
  return `${formatDayIn(locale, p.day)}${locale === 'ur' ? '،' : ','} ${p.time}`;
}

/**
 * Today's date in Pakistan as YYYY-MM-DD: the day a gold rate is set for (docs/behaviour.md §11.10) and the day in
 * export file names.
 */
export const shopToday = (now: Date = new Date()): string => inPakistan(now).day;
