const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

const partsOf = (day: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && month ? { year: m[1]!, month, date: Number(m[3]) } : null;
};

/**
 * The one way the shop writes a date for a person, on every page, invoice, receipt and mail (docs/decisions/087): a
 * calendar day (YYYY-MM-DD, e.g. a rate's RateDate) as "28 Nov 2026", as en-GB writes it (September "Sept"). A moment
 * is first read as Pakistan's day (core/shop-time.ts). Written out rather than asked of `toLocaleDateString`, whose
 * first use loads the locale's data on the main thread (docs/decisions/057). A text that is not such a day is given
 * back as it is. Machine values (date inputs, CSV, the API) stay YYYY-MM-DD.
 */
export function formatDay(day: string): string {
  const p = partsOf(day);
  return p ? `${p.date} ${p.month} ${p.year}` : day;
}

const URDU_MONTHS = [
  'جنوری',
  'فروری',
  'مارچ',
  'اپریل',
  'مئی',
  'جون',
  'جولائی',
  'اگست',
  'ستمبر',
  'اکتوبر',
  'نومبر',
  'دسمبر',
];

/** formatDay in a language: Urdu names the month in Urdu ("28 نومبر 2026"), its figures Latin as the shop writes them. */
export function formatDayIn(locale: 'en' | 'ur', day: string): string {
  if (locale === 'en') return formatDay(day);
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = m ? URDU_MONTHS[Number(m[2]) - 1] : undefined;
  return m && month ? `${Number(m[3])} ${month} ${m[1]}` : day;
}

/** monthDay in a language: "28 Nov", "28 نومبر". */
export function monthDayIn(locale: 'en' | 'ur', day: string): string {
  if (locale === 'en') return monthDay(day);
  const whole = formatDayIn(locale, day);
  return whole === day ? day : whole.slice(0, whole.lastIndexOf(' '));
}

/** A day without its year, "28 Nov": for a chart's axis and the rows of a month's rates only. */
export function monthDay(day: string): string {
  const p = partsOf(day);
  return p ? `${p.date} ${p.month}` : day;
}

/** Every YYYY-MM-DD in a text written as formatDay writes it (a stored note such as "bank transfer on 2026-11-28"). */
export const daysInText = (text: string) => text.replace(/\b\d{4}-\d{2}-\d{2}\b/g, formatDay);
