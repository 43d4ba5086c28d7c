import { describe, expect, it } from 'vitest';
import { daysInText, formatDay, formatDayIn, monthDay, monthDayIn } from './calendar-day';

describe('the one date format', () => {
  it('writes every day of two years as en-GB does: "28 Nov 2026", and "28 Nov" for an axis', () => {
    const first = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 731; i++) {
      const at = new Date(first + i * 86_400_000);
      const day = at.toISOString().slice(0, 10);
      const local = new Date(`${day}T00:00:00`);
      expect(formatDay(day), day).toBe(
        local.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }),
      );
      expect(monthDay(day), day).toBe(local.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' }));
    }
  });

  it('never leaves an ISO day in a text, and gives back what is not a day', () => {
    expect(daysInText('bank transfer on 2026-11-28, ref 12')).toBe('bank transfer on 28 Nov 2026, ref 12');
    expect(formatDay('2026-13-01')).toBe('2026-13-01');
    expect(formatDay('yesterday')).toBe('yesterday');
  });
});

describe('a day in the page’s language', () => {
  it('writes Urdu months with Latin figures, and English as formatDay and monthDay do', () => {
    expect(formatDayIn('ur', '2026-11-28')).toBe('28 نومبر 2026');
    expect(monthDayIn('ur', '2026-11-28')).toBe('28 نومبر');
    expect(monthDayIn('ur', '2026-01-05')).toBe('5 جنوری');
    expect(formatDayIn('en', '2026-11-28')).toBe(formatDay('2026-11-28'));
    expect(monthDayIn('en', '2026-11-28')).toBe(monthDay('2026-11-28'));
  });

  it('leaves what is not a day as it came', () => {
    expect(monthDayIn('ur', 'soon')).toBe('soon');
  });
});
