/** Dates as the back office shows them: the shop's own time (Pakistan), day and time, e.g. "22 Nov 2026, 14:05". */
const FORMAT = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Karachi',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

export const when = (iso: string | null | undefined) => (iso ? FORMAT.format(new Date(iso)) : '—');
