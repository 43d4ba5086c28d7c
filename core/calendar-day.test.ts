import { describe, expect, it } from 'vitest';
import { daysInText, formatDay, monthDay } from './calendar-day';

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
