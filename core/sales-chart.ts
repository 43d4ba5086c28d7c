import { niceStep, type ChartBox } from './rate-chart';

/*
 * The geometry of the numbers page's chart of sales by day (docs/behaviour.md §11.17): one bar a day from zero, on a
 * scale with round ticks, as the rates' chart (core/rate-chart.ts) does for its line. Pure arithmetic, no library.
 */

export interface SalesBar {
  day: string;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SalesGeometry {
  plot: { left: number; right: number; top: number; bottom: number };
  bars: SalesBar[];
  valueTicks: { value: number; y: number }[];
  /** The days named under the axis: the first and the last, and the first of each month between when they fit. */
  dayTicks: { day: string; x: number }[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Where each day's bar and the ticks go in `box`; `days` oldest first, every day of the period. */
export function salesChart(days: readonly { day: string; value: number }[], box: ChartBox, ticks = 4): SalesGeometry {
  const plot = { left: box.left, right: box.width - box.right, top: box.top, bottom: box.height - box.bottom };
  const max = Math.max(0, ...days.map((d) => d.value));
  // Whole rupees: a period without sales still gets a scale (0 to 1,000), not ticks that all read 0.
  const top = max || 1000;
  const step = Math.max(1, niceStep(top, ticks));
  const high = Math.max(step, Math.ceil(top / step) * step);
  const y = (v: number) => plot.bottom - (v / high) * (plot.bottom - plot.top);
  const slot = days.length ? (plot.right - plot.left) / days.length : 0;
  const width = Math.max(1, slot * 0.7);
  const bars = days.map((d, i) => {
    const top = y(d.value);
    return {
      day: d.day,
      value: d.value,
      x: round1(plot.left + i * slot + (slot - width) / 2),
      y: round1(top),
      width: round1(width),
      height: round1(plot.bottom - top),
    };
  });
  const valueTicks = Array.from({ length: Math.round(high / step) + 1 }, (_, i) => ({
    value: i * step,
    y: round1(y(i * step)),
  }));
  const centre = (i: number) => round1(plot.left + (i + 0.5) * slot);
  const months = days.flatMap((d, i) => (i > 0 && d.day.endsWith('-01') ? [{ day: d.day, x: centre(i) }] : []));
  const first = days[0];
  const last = days[days.length - 1];
  const ends = [
    ...(first ? [{ day: first.day, x: centre(0) }] : []),
    ...(last && days.length > 1 ? [{ day: last.day, x: centre(days.length - 1) }] : []),
  ];
  const dayTicks = months.length >= 2 ? months : ends;
  return { plot, bars, valueTicks, dayTicks };
}
