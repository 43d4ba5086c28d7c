import { describe, expect, it } from 'vitest';
import {
  confirmWords,
  isCalendarDay,
  needsConfirming,
  percentFrom,
  percentWords,
  perGramOf,
  priceMoves,
  RateChangeSchema,
  rateRange,
  RateSaveSchema,
} from './rate-admin-schemas';
import { shopToday } from './shop-time';

describe('what a rate does to the prices (docs/behaviour.md §11.10)', () => {
  it('counts the pieces whose price changes and keeps the smallest and largest change by size, with its sign', () => {
    expect(
      priceMoves([
        { was: 169_000, now: 176_000 },
        { was: 8_000, now: 8_000 },
        { was: 377_000, now: 394_000 },
        { was: 349_000, now: 350_000 },
      ]),
    ).toEqual({ pieces: 4, changed: 3, smallest: 1_000, largest: 17_000 });
    expect(
      priceMoves([
        { was: 176_000, now: 169_000 },
        { was: 394_000, now: 377_000 },
      ]),
    ).toEqual({ pieces: 2, changed: 2, smallest: -7_000, largest: -17_000 });
    expect(priceMoves([{ was: 5, now: 5 }])).toEqual({ pieces: 1, changed: 0, smallest: null, largest: null });
    expect(priceMoves([])).toEqual({ pieces: 0, changed: 0, smallest: null, largest: null });
  });
});

describe('the 10% confirmation', () => {
  it('measures the distance from the last rate in percent, to one decimal', () => {
    expect(percentFrom(32_000, 33_500)).toBe(4.7);
    expect(percentFrom(32_000, 320_000)).toBe(900);
    expect(percentFrom(32_000, 3_200)).toBe(-90);
    expect(percentFrom(null, 32_000)).toBeNull();
  });

  it('asks for it above 10% either way, not at 10% itself', () => {
    expect(needsConfirming(10)).toBe(false);
    expect(needsConfirming(-10)).toBe(false);
    expect(needsConfirming(10.1)).toBe(true);
    expect(needsConfirming(-10.1)).toBe(true);
    expect(needsConfirming(null)).toBe(false);
  });

  it('says what the rate is against the last one', () => {
    expect(confirmWords(320_000, { RateDate: '2026-11-22', K24: 32_000 }, 900)).toBe(
      'PKR 320,000 a gram is 900.0% above the last rate (PKR 32,000 on 22 Nov 2026).',
    );
    expect(confirmWords(28_000, { RateDate: '2026-11-22', K24: 32_000 }, -12.5)).toBe(
      'PKR 28,000 a gram is 12.5% below the last rate (PKR 32,000 on 22 Nov 2026).',
    );
  });

  it('never calls a different rate the same: a move under 0.1% is said in rupees', () => {
    expect(percentWords(percentFrom(32_000, 32_010) ?? NaN, 10)).toBe('PKR 10 (less than 0.1%) above');
    expect(percentWords(0, -5)).toBe('PKR 5 (less than 0.1%) below');
    expect(percentWords(0, 0)).toBe('the same as');
    expect(percentWords(4.7, 1_500)).toBe('4.7% above');
  });
});

describe('what may be typed', () => {
  const k24Error = (K24: unknown) => RateChangeSchema.safeParse({ K24 }).error?.issues[0]?.message;

  it('takes the 24K rate as a whole number of rupees, typed with or without commas', () => {
    const perGram = { K24: 32_000, date: undefined, typed: { amount: 32_000, unit: 'gram' } };
    expect(RateChangeSchema.parse({ K24: '32,000' })).toEqual(perGram);
    expect(RateChangeSchema.parse({ K24: ' 32000 ' })).toEqual(perGram);
    expect(RateChangeSchema.parse({ K24: 32_000 })).toEqual(perGram);
    for (const bad of ['', 'abc', '32000.5', null, true])
      expect(k24Error(bad), String(bad)).toBe('The 24K rate must be a whole number of rupees');
    for (const bad of [999, 1_000_001])
      expect(k24Error(bad), String(bad)).toBe(
        'The 24K rate per gram must be a whole number of rupees from 1,000 to 1,000,000',
      );
  });

  it('takes it per tola or per 10 g as the markets announce it, and turns it into the rate per gram', () => {
    expect(RateChangeSchema.parse({ K24: '3,73,248', unit: 'tola' })).toMatchObject({
      K24: 32_000,
      typed: { amount: 373_248, unit: 'tola' },
    });
    expect(perGramOf(375_000, 'tola')).toBe(32_150);
    expect(RateChangeSchema.parse({ K24: 320_004, unit: '10g' }).K24).toBe(32_000);
    // The range is the shop's per gram, said in the unit typed; one rupee outside it is refused.
    expect(rateRange('tola')).toEqual({ low: 11_664, high: 11_664_000 });
    expect(RateChangeSchema.safeParse({ K24: 11_663, unit: 'tola' }).error?.issues[0]).toMatchObject({
      path: ['K24'],
      message: 'The 24K rate per tola must be a whole number of rupees from 11,664 to 11,664,000',
    });
    expect(RateChangeSchema.safeParse({ K24: 11_664, unit: 'tola' }).success).toBe(true);
    expect(RateChangeSchema.safeParse({ K24: 32_000, unit: 'masha' }).error?.issues[0]?.path).toEqual(['unit']);
  });

  it('takes a day of the calendar from 2000 to Pakistan’s today', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('26-11-23')).toBe(false);
    const day = (date: string) => RateChangeSchema.safeParse({ K24: 32_000, date });
    expect(day(shopToday()).success).toBe(true);
    expect(day('2026-02-30').error?.issues[0]?.message).toBe('Date must be a day as YYYY-MM-DD');
    expect(day('1999-12-31').error?.issues[0]?.message).toBe('Date must be 2000-01-01 or later');
    expect(day('2999-01-01').error?.issues[0]?.message).toBe("Date cannot be after today (Pakistan's date)");
  });

  it('saves with confirmed true, false or left out', () => {
    expect(RateSaveSchema.parse({ K24: 32_000, confirmed: true })).toEqual({
      K24: 32_000,
      date: undefined,
      confirmed: true,
    });
    expect(RateSaveSchema.safeParse({ K24: 32_000, confirmed: 'yes' }).error?.issues[0]?.path).toEqual(['confirmed']);
  });
});
