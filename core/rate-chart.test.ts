import { describe, expect, it } from 'vitest';
import { dayNumber, niceStep, rateChart, windowStart, type ChartBox } from './rate-chart';

const BOX: ChartBox = { width: 600, height: 300, top: 20, right: 10, bottom: 30, left: 70 };

describe('niceStep', () => {
  it('cuts a span into about so many parts of 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceStep(2_000, 4)).toBe(500);
    expect(niceStep(1_700, 4)).toBe(500); // 425 → 500
    expect(niceStep(900, 4)).toBe(250); // 225 → 250
    expect(niceStep(30, 4)).toBe(10); // 7.5 → 10
    expect(niceStep(7_000, 5)).toBe(2_000); // 1400 → 2000
    expect(niceStep(0, 4)).toBe(1);
  });
});

describe('the chart of the last 90 days (docs/behaviour.md §11.10)', () => {
  const points = [
    { day: '2026-11-23', value: 33_000 },
    { day: '2026-08-26', value: 31_200 },
    { day: '2026-10-10', value: 32_400 },
  ];
  const g = rateChart(points, BOX, { from: windowStart('2026-11-23', 90), to: '2026-11-23', valueTicks: 4 });

  it('places days by date across the plot: the window’s first day on the left edge, today on the right', () => {
    expect(windowStart('2026-11-23', 90)).toBe('2026-08-26');
    expect(g.plot).toEqual({ left: 70, right: 590, top: 20, bottom: 270 });
    expect(g.points.map((p) => p.day)).toEqual(['2026-08-26', '2026-10-10', '2026-11-23']); // oldest first
    expect(g.points[0]?.x).toBe(70);
    expect(g.points[2]?.x).toBe(590);
    // 2026-10-10 is day 45 of 0..89: 70 + 45/89 × 520 = 332.9
    expect(g.points[1]?.x).toBe(332.9);
  });

  it('scales values between round figures, the lowest tick at the bottom, the highest at the top', () => {
    // 31,200 to 33,000: steps of 500 from 31,000 to 33,000.
    expect(g.valueTicks.map((t) => t.value)).toEqual([31_000, 31_500, 32_000, 32_500, 33_000]);
    expect(g.valueTicks[0]?.y).toBe(270);
    expect(g.valueTicks[4]?.y).toBe(20);
    // 31,200 is a tenth of the way up: 270 − 0.1 × 250 = 245
    expect(g.points[0]?.y).toBe(245);
    expect(g.points[2]?.y).toBe(20);
    for (const p of g.points) {
      expect(p.y).toBeGreaterThanOrEqual(g.plot.top);
      expect(p.y).toBeLessThanOrEqual(g.plot.bottom);
    }
  });

  it('draws one line through the points and marks the first of each month', () => {
    expect(g.line).toBe('M70 245 L332.9 95 L590 20');
    expect(g.dayTicks.map((t) => t.day)).toEqual(['2026-09-01', '2026-10-01', '2026-11-01']);
    // 1 September is day 6: 70 + 6/89 × 520 = 105.1
    expect(g.dayTicks[0]?.x).toBe(105.1);
  });

  it('copes with one rate, a flat run and none', () => {
    const one = rateChart([{ day: '2026-11-23', value: 32_000 }], BOX, { from: '2026-08-26', to: '2026-11-23' });
    expect(one.points[0]?.x).toBe(590);
    expect(one.valueTicks.map((t) => t.value)).toEqual([31_800, 32_000, 32_200]);
    expect(one.points[0]?.y).toBe(145); // the middle
    const empty = rateChart([], BOX, { from: '2026-08-26', to: '2026-11-23' });
    expect(empty).toMatchObject({ points: [], line: '', valueTicks: [], dayTicks: [] });
  });
});

describe('the storefront’s sparkline (docs/behaviour.md §2.16)', () => {
  const box: ChartBox = { width: 120, height: 32, top: 2, right: 2, bottom: 2, left: 2 };

  it('fills its box with the points’ own range: the lowest at the bottom, the highest at the top', () => {
    const g = rateChart(
      [
        { day: '2026-11-17', value: 370_000 },
        { day: '2026-11-18', value: 372_000 },
        { day: '2026-11-23', value: 371_000 },
      ],
      box,
      { valueTicks: 0 },
    );
    expect(g.valueTicks).toEqual([]);
    expect(g.points.map((p) => [p.x, p.y])).toEqual([
      [2, 30],
      [21.3, 2], // 2 + 1/6 × 116 = 21.33
      [118, 16],
    ]);
    expect(dayNumber('2026-11-23') - dayNumber('2026-11-17')).toBe(6);
  });

  it('draws a flat week across the middle', () => {
    const g = rateChart(
      [
        { day: '2026-11-22', value: 5 },
        { day: '2026-11-23', value: 5 },
      ],
      box,
      { valueTicks: 0 },
    );
    expect(g.line).toBe('M2 16 L118 16');
  });
});
