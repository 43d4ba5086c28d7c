const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A calendar day (YYYY-MM-DD, e.g. a rate's RateDate) in words, as en-GB writes it: "23 November 2026", or "23 Nov"
 * (September "Sept") for short. Written out rather than asked of `toLocaleDateString`, whose first use loads the
 * locale's data on the main thread (docs/decisions/057). A text that is not such a day is given back as it is.
 */
export function dayWords(day: string, month: 'long' | 'short' = 'long'): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const name = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !name) return day;
  const date = Number(m[3]);
  if (month === 'long') return `${date} ${name} ${m[1]}`;
  return `${date} ${name === 'September' ? 'Sept' : name.slice(0, 3)}`;
}
