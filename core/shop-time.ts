/*
 * Dates as the shop tells them, in the showroom's time (Pakistan). Kept out of core/format.ts, which every
 * storefront page loads: only the order status page and the back office show dates, and the formatters
 * would otherwise weigh on every page's first-load JavaScript.
 */
const shopDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Karachi',
});
const shopTime = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Karachi' });

/** "25 Nov 2026" in Pakistan's time. */
export const formatShopDay = (at: Date | string): string => shopDay.format(new Date(at));

/** "25 Nov 2026, 14:05" in Pakistan's time. */
export const formatShopTime = (at: Date | string): string => `${formatShopDay(at)}, ${shopTime.format(new Date(at))}`;

/**
 * Today's date in Pakistan as YYYY-MM-DD: the day a gold rate is set for (docs/behaviour.md §11.10) and the day in
 * export file names. The formatter is made on each call, so a page that never asks pays nothing for it.
 */
export const shopToday = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(now);

/** A calendar day (YYYY-MM-DD, e.g. a rate's RateDate) as the shop tells it: "25 Nov 2026". */
export const formatDay = (day: string): string => formatShopDay(`${day}T12:00:00+05:00`);
