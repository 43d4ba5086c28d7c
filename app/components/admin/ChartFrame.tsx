import type { ReactNode } from 'react';
import type { ChartBox } from '../../../core/rate-chart';
import { monthDay } from '../../../core/calendar-day';

/**
 * What the back office's charts share (the rates' RateChart and the numbers' SalesChart): a narrow and a wide drawing
 * of the same data in one figure, CSS showing the one that fits, each with the value axis's grid and labels.
 */
export interface ChartDrawing {
  name: 'narrow' | 'wide';
  box: ChartBox;
  font: number;
  geometry: {
    plot: { left: number; right: number; bottom: number };
    valueTicks: readonly { value: number; y: number }[];
  };
}

const thousands = new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 });

/** A day as "26 Nov", for the day axis. */
export { monthDay };

export function ChartFrame<L extends ChartDrawing>({
  layouts,
  name,
  describedBy,
  caption,
  children,
}: {
  layouts: readonly L[];
  /** The chart's accessible name. */
  name: string;
  /** The id of the table that is the chart's text alternative. */
  describedBy: string;
  caption: string;
  /** What this chart draws over the value axis, per drawing. */
  children: (layout: L) => ReactNode;
}) {
  return (
    <figure className="rate-chart">
      {layouts.map((layout) => {
        const { box, geometry: g } = layout;
        return (
          <svg
            key={layout.name}
            className={`rate-chart-${layout.name}`}
            viewBox={`0 0 ${box.width} ${box.height}`}
            role="img"
            aria-label={name}
            aria-describedby={describedBy}
            fontSize={layout.font}
          >
            {g.valueTicks.map((t) => (
              <g key={t.value}>
                <line className="rate-chart-grid" x1={g.plot.left} x2={g.plot.right} y1={t.y} y2={t.y} />
                <text
                  className="rate-chart-label"
                  x={g.plot.left - 6}
                  y={t.y}
                  textAnchor="end"
                  dominantBaseline="middle"
                >
                  {thousands.format(t.value)}
                </text>
              </g>
            ))}
            {children(layout)}
            <line
              className="rate-chart-axis"
              x1={g.plot.left}
              x2={g.plot.right}
              y1={g.plot.bottom}
              y2={g.plot.bottom}
            />
          </svg>
        );
      })}
      <figcaption className="muted">{caption}</figcaption>
    </figure>
  );
}
