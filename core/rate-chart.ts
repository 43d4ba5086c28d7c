/**
 * The geometry of a chart of rates by day (docs/behaviour.md §11.10 and §2.16): the back office's chart of the last
 * 90 days and the storefront's seven-day sparkline draw their SVG from it. Pure arithmetic, no library: days are
 * placed by date (a day without a rate leaves a gap in time, not in the line), values on a scale that starts and
 * ends on round figures.
 */

export interface ChartPoint {
  /** YYYY-MM-DD */
  day: string;
  value: number;
}

/** The SVG's size and the margins left around the plot for the axes' labels. */
export interface ChartBox {
  width: number;
  height: number;
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface ChartOptions {
  /** The first and last day of the time axis (YYYY-MM-DD); the points' own first and last day when left out. */
  from?: string;
  to?: string;
  /** About how many value ticks to draw: the scale then starts and ends on round figures. 0: the points' own range. */
  valueTicks?: number;
}

export interface PlacedPoint extends ChartPoint {
  x: number;
  y: number;
}

export interface ChartGeometry {
  /** The plot's edges inside the box. */
  plot: { left: number; right: number; top: number; bottom: number };
  /** The points, oldest first, where they are drawn. */
  points: PlacedPoint[];
  /** The line through them, as an SVG path (empty without points). */
  line: string;
  /** The value scale's ticks, lowest first. */
  valueTicks: { value: number; y: number }[];
  /** The first of each month inside the time axis (or its two ends when it holds fewer than two). */
  dayTicks: { day: string; x: number }[];
}

const DAY_MS = 86_400_000;
/** A day's number since 1970-01-01. */
export const dayNumber = (day: string): number => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const dayOf = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** A round step (1, 2, 2.5 or 5 times a power of ten) that cuts `span` into about `count` parts. */
export function niceStep(span: number, count: number): number {
  if (!(span > 0) || count < 1) return 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const scaled = raw / power;
  const factor = scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 2.5 ? 2.5 : scaled <= 5 ? 5 : 10;
  return factor * power;
}

/** The value scale: round ends and ticks when asked for, else the values' own range (a flat line sits mid-way). */
function valueScale(values: number[], ticks: number): { low: number; high: number; ticks: number[] } {
  const min = Math.min(...values);
  const max = Math.max(...values);
  if (ticks <= 0) return min === max ? { low: min - 1, high: max + 1, ticks: [] } : { low: min, high: max, ticks: [] };
  const step = niceStep(max - min || Math.abs(max) * 0.02 || 1, ticks);
  let low = Math.floor(min / step) * step;
  let high = Math.ceil(max / step) * step;
  if (low === high) {
    low -= step;
    high += step;
  }
  const count = Math.round((high - low) / step);
  return { low, high, ticks: Array.from({ length: count + 1 }, (_, i) => low + i * step) };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Where each point, the line and the ticks go in `box`. */
export function rateChart(data: readonly ChartPoint[], box: ChartBox, opts: ChartOptions = {}): ChartGeometry {
  const plot = {
    left: box.left,
    right: box.width - box.right,
    top: box.top,
    bottom: box.height - box.bottom,
  };
  const sorted = [...data].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const first = opts.from ?? sorted[0]?.day;
  const last = opts.to ?? sorted[sorted.length - 1]?.day;
  if (!sorted.length || !first || !last) return { plot, points: [], line: '', valueTicks: [], dayTicks: [] };

  const d0 = dayNumber(first);
  const d1 = dayNumber(last);
  const x = (day: string) =>
    d1 === d0
      ? (plot.left + plot.right) / 2
      : plot.left + ((dayNumber(day) - d0) / (d1 - d0)) * (plot.right - plot.left);
  const scale = valueScale(
    sorted.map((p) => p.value),
    opts.valueTicks ?? 4,
  );
  const y = (value: number) =>
    plot.bottom - ((value - scale.low) / (scale.high - scale.low)) * (plot.bottom - plot.top);

  const points = sorted.map((p) => ({ ...p, x: round1(x(p.day)), y: round1(y(p.value)) }));
  const line = points.map((p, i) => `${i ? 'L' : 'M'}${p.x} ${p.y}`).join(' ');
  const valueTicks = scale.ticks.map((value) => ({ value, y: round1(y(value)) }));
  const months: string[] = [];
  for (let n = d0; n <= d1; n += 1) if (dayOf(n).endsWith('-01')) months.push(dayOf(n));
  const tickDays = months.length >= 2 ? months : d0 === d1 ? [first] : [first, last];
  const dayTicks = tickDays.map((day) => ({ day, x: round1(x(day)) }));
  return { plot, points, line, valueTicks, dayTicks };
}

/** The day `days - 1` days before `day`: the first day of a window of `days` days ending on `day`. */
export const windowStart = (day: string, days: number): string => dayOf(dayNumber(day) - (days - 1));
