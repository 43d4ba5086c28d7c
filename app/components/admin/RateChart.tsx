import type { GoldRate } from '../../../core/api-schemas';
import { formatPKR } from '../../../core/format';
import { rateChart, windowStart, type ChartBox, type ChartGeometry } from '../../../core/rate-chart';
import { formatDay } from '../../../core/shop-time';
import { ChartFrame, monthDay } from './ChartFrame';

/**
 * The chart of the last days' 24K rate per gram (docs/behaviour.md §11.10), drawn on the server as SVG from
 * core/rate-chart.ts. Its text alternative is the table under it (`describedBy`). Two drawings of the same data, one
 * laid out for a phone and one for a wide screen, so the labels keep their size; CSS shows the one that fits.
 */
const LAYOUTS: readonly { name: 'narrow' | 'wide'; box: ChartBox; ticks: number; font: number }[] = [
  { name: 'narrow', box: { width: 360, height: 220, top: 12, right: 10, bottom: 26, left: 50 }, ticks: 4, font: 11 },
  { name: 'wide', box: { width: 960, height: 300, top: 16, right: 20, bottom: 30, left: 64 }, ticks: 5, font: 12 },
];

/** The chart's name: what it shows and where it starts and ends, for those who cannot see it. */
export function chartName(days: readonly GoldRate[], span: number): string {
  const oldest = days[days.length - 1];
  const newest = days[0];
  if (!oldest || !newest) return `Chart of the 24K gold rate per gram, the last ${span} days: no rate yet`;
  return (
    `Chart of the 24K gold rate per gram, the last ${span} days: from ${formatPKR(oldest.K24)} on ` +
    `${formatDay(oldest.RateDate)} to ${formatPKR(newest.K24)} on ${formatDay(newest.RateDate)}. ` +
    'The table below lists every day.'
  );
}

export type ChartLayout = (typeof LAYOUTS)[number] & { geometry: ChartGeometry };

/**
 * The chart's two drawings, worked out on the server (the rates page's loader calls this, so neither this nor
 * core/rate-chart.ts is part of the page's code in the browser).
 */
export function chartLayouts(days: readonly GoldRate[], today: string, span: number): ChartLayout[] {
  const points = days.map((d) => ({ day: d.RateDate, value: d.K24 }));
  return LAYOUTS.map((layout) => ({
    ...layout,
    geometry: rateChart(points, layout.box, { from: windowStart(today, span), to: today, valueTicks: layout.ticks }),
  }));
}

export function RateChart({
  layouts,
  name,
  describedBy,
}: {
  layouts: readonly ChartLayout[];
  /** The chart's accessible name (chartName). */
  name: string;
  describedBy: string;
}) {
  return (
    <ChartFrame
      layouts={layouts}
      name={name}
      describedBy={describedBy}
      caption="24K per gram in PKR, by day; the larger dot is the latest rate."
    >
      {({ name: layout, box, geometry: g }) => {
        const last = g.points[g.points.length - 1];
        return (
          <>
            {g.dayTicks.map((t) => (
              <g key={t.day}>
                <line className="rate-chart-tick" x1={t.x} x2={t.x} y1={g.plot.bottom} y2={g.plot.bottom + 4} />
                <text className="rate-chart-label" x={t.x} y={box.height - 6} textAnchor="middle">
                  {monthDay(t.day)}
                </text>
              </g>
            ))}
            <path className="rate-chart-line" d={g.line} />
            {g.points.map((p) => (
              <circle key={p.day} className="rate-chart-dot" cx={p.x} cy={p.y} r={layout === 'wide' ? 2.5 : 2} />
            ))}
            {last ? <circle className="rate-chart-last" cx={last.x} cy={last.y} r={layout === 'wide' ? 5 : 4} /> : null}
          </>
        );
      }}
    </ChartFrame>
  );
}
