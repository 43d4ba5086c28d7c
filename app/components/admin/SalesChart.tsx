import { formatPKR } from '../../../core/format';
import type { ChartBox } from '../../../core/rate-chart';
import { salesChart, type SalesGeometry } from '../../../core/sales-chart';
import { ChartFrame, monthDay } from './ChartFrame';

/**
 * The numbers page's chart of the value of orders placed each day (docs/behaviour.md §11.17), drawn on the server as
 * SVG from core/sales-chart.ts, a narrow and a wide drawing as the rates' chart (RateChart.tsx); its text alternative
 * is the table of days under it (`describedBy`).
 */
const LAYOUTS: readonly { name: 'narrow' | 'wide'; box: ChartBox; font: number }[] = [
  { name: 'narrow', box: { width: 360, height: 200, top: 12, right: 10, bottom: 26, left: 56 }, font: 11 },
  { name: 'wide', box: { width: 960, height: 260, top: 16, right: 20, bottom: 30, left: 72 }, font: 12 },
];

export type SalesLayout = (typeof LAYOUTS)[number] & { geometry: SalesGeometry };

/** The chart's two drawings, worked out by the page's loader on the server. */
export function salesLayouts(days: readonly { day: string; value: number }[]): SalesLayout[] {
  return LAYOUTS.map((layout) => ({ ...layout, geometry: salesChart(days, layout.box) }));
}

/** The chart's name, for those who cannot see it. */
export function salesChartName(days: readonly { day: string; value: number }[]): string {
  const total = days.reduce((n, d) => n + d.value, 0);
  return `Chart of the value of orders placed each day, ${days.length} ${days.length === 1 ? 'day' : 'days'}, ${formatPKR(total)} in all. The table below lists the days with orders.`;
}

export function SalesChart({
  layouts,
  name,
  describedBy,
}: {
  layouts: readonly SalesLayout[];
  name: string;
  describedBy: string;
}) {
  return (
    <ChartFrame
      layouts={layouts}
      name={name}
      describedBy={describedBy}
      caption="Orders placed each day in PKR, cancelled ones left out."
    >
      {({ box, geometry: g }) => (
        <>
          {g.bars.map((b) => (
            <rect key={b.day} className="sales-chart-bar" x={b.x} y={b.y} width={b.width} height={b.height} />
          ))}
          {g.dayTicks.map((t) => {
            // The period's first and last day are told from the plot's edges inwards, so neither is cut off.
            const edge =
              g.bars.length > 1
                ? t.day === g.bars[0]?.day
                  ? 'start'
                  : t.day === g.bars.at(-1)?.day
                    ? 'end'
                    : null
                : null;
            return (
              <text
                key={t.day}
                className="rate-chart-label"
                x={edge === 'start' ? g.plot.left : edge === 'end' ? g.plot.right : t.x}
                y={box.height - 6}
                textAnchor={edge ?? 'middle'}
              >
                {monthDay(t.day)}
              </text>
            );
          })}
        </>
      )}
    </ChartFrame>
  );
}
