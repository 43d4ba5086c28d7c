import { describe, expect, it } from 'vitest';
import { NumbersQuerySchema, numbersPeriod, numbersPresets } from './numbers-schemas';
import { salesChart } from './sales-chart';

const box = { width: 360, height: 200, top: 10, right: 10, bottom: 20, left: 50 };

describe('the numbers’ period', () => {
  it('is today without a query, runs to today without `to`, and is one day without `from`', () => {
    expect(numbersPeriod({ from: '', to: '' }, '2026-11-27')).toEqual({ from: '2026-11-27', to: '2026-11-27' });
    expect(numbersPeriod({ from: '2026-11-01', to: '' }, '2026-11-27')).toEqual({
      from: '2026-11-01',
      to: '2026-11-27',
    });
    expect(numbersPeriod({ from: '', to: '2026-10-05' }, '2026-11-27')).toEqual({
      from: '2026-10-05',
      to: '2026-10-05',
    });
    expect(numbersPeriod({ from: '2026-12-03', to: '' }, '2026-11-27')).toEqual({
      from: '2026-12-03',
      to: '2026-12-03',
    });
  });

  it('offers today, this week from Monday and this month from the 1st', () => {
    // 2026-11-27 is a Friday; 2026-11-23 the Monday before; a Sunday's week began six days earlier.
    expect(numbersPresets('2026-11-27').map((p) => p.from)).toEqual(['2026-11-27', '2026-11-23', '2026-11-01']);
    expect(numbersPresets('2026-11-29')[1]?.from).toBe('2026-11-23');
    expect(numbersPresets('2026-11-23')[1]?.from).toBe('2026-11-23');
  });

  it('refuses a day that is not one, From after To and more than 366 days, naming the field', () => {
    const issues = (q: Record<string, string>) =>
      NumbersQuerySchema.safeParse(q).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ from: '2026-02-30' })).toEqual([['from', 'From must be a date (YYYY-MM-DD)']]);
    expect(issues({ from: '2026-11-02', to: '2026-11-01' })).toEqual([['to', 'From must be on or before To']]);
    expect(issues({ from: '2024-01-01', to: '2025-01-01' })).toEqual([['from', 'The period must be at most 366 days']]);
    expect(NumbersQuerySchema.parse({ from: '2024-01-01', to: '2024-12-31' })).toEqual({
      from: '2024-01-01',
      to: '2024-12-31',
    });
  });
});

describe('the chart of sales by day', () => {
  it('draws a bar a day from nought, the highest reaching the top of its scale', () => {
    const g = salesChart(
      [
        { day: '2026-11-01', value: 0 },
        { day: '2026-11-02', value: 150_000 },
        { day: '2026-11-03', value: 300_000 },
      ],
      box,
    );
    expect(g.bars.map((b) => b.height)).toEqual([0, 85, 170]);
    expect(g.valueTicks.map((t) => t.value)).toEqual([0, 100_000, 200_000, 300_000]);
    expect(g.dayTicks.map((t) => t.day)).toEqual(['2026-11-01', '2026-11-03']);
  });

  it('gives days without sales a scale of whole rupees', () => {
    const g = salesChart([{ day: '2026-11-27', value: 0 }], box);
    expect(g.valueTicks.map((t) => t.value)).toEqual([0, 250, 500, 750, 1000]);
    expect(g.bars[0]?.height).toBe(0);
  });
});
