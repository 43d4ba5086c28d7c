import { describe, expect, it } from 'vitest';
import { dayWords } from './calendar-day';

describe('dayWords', () => {
  it('writes every day of two years as en-GB does, long and short', () => {
    const first = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 731; i++) {
      const at = new Date(first + i * 86_400_000);
      const day = at.toISOString().slice(0, 10);
      const local = new Date(`${day}T00:00:00`);
      expect(dayWords(day), day).toBe(
        local.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }),
      );
      expect(dayWords(day, 'short'), day).toBe(local.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' }));
    }
  });

  it('gives back what is not a day as it is', () => {
    expect(dayWords('2026-13-01')).toBe('2026-13-01');
    expect(dayWords('yesterday')).toBe('yesterday');
  });
});
