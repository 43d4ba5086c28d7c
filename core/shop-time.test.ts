import { describe, expect, it } from 'vitest';
import { formatShopDay, formatShopTime } from './shop-time';

describe("dates in the showroom's time", () => {
  it('are told in Pakistan, five hours ahead of UTC', () => {
    expect(formatShopDay('2026-11-22T20:30:00Z')).toBe('23 Nov 2026');
    expect(formatShopDay(new Date('2026-11-22T10:00:00Z'))).toBe('22 Nov 2026');
    expect(formatShopTime('2026-11-22T20:30:00Z')).toBe('23 Nov 2026, 01:30');
  });
});
