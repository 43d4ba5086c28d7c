// The day's numbers (docs/behaviour.md §11.17): orders placed, cancelled, paid, awaiting payment and sold in a period
// of Pakistan's days, read from the orders and the payments ledger; zeros for days without orders, refusals naming the
// field, nothing without a session, and the same figures as CSV. Runs on PGlite, and on PostgreSQL with DATABASE_URL
// set.
import { describe, expect, it } from 'vitest';
import type { Numbers } from '../../core/numbers-schemas';
import { shopToday } from '../../core/shop-time';
import { placeOrder, useTestApp } from './helpers';
import { newMember, signedIn, type Client } from './staff-helpers';

const t = useTestApp({ seed: true, orderRateLimit: 1000 });

let staff: Client;
const numbers = async (query: string) => {
  const res = await staff.call('GET', `/api/admin/numbers${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as Numbers;
};

describe('numbers', () => {
  it('tells today’s orders, payments, what awaits payment and what sold, exactly', async () => {
    staff = await signedIn(t, await newMember(t, 'staff', 'Sana'));
    const today = shopToday();
    // A 22K ring unpaid, an 18K diamond pendant paid in part, and a silver band cancelled. (The payment is on the
    // second order: the first order's number and the first payment's share an id, which once hid a wrong join.)
    const ring = await placeOrder(t, { piece: { base: 'T-RING-1', changes: { SubItem: [] } } });
    const pendant = await placeOrder(t, { piece: { base: 'T-DIA-1' } });
    const band = await placeOrder(t);
    const paid = await staff.call('POST', `/api/admin/orders/${pendant.orderNo}/payments`, {
      amount: 5_000,
      method: 'bank-transfer',
      paidOn: today,
      reference: 'IBFT 4411',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const cancelled = await staff.call('POST', `/api/admin/orders/${band.orderNo}/move`, {
      to: 'cancelled',
      reason: 'The guest asked to cancel',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);

    const value = ring.total + pendant.total;
    const expected: Numbers = {
      from: today,
      to: today,
      placed: { orders: 2, value },
      cancelled: { orders: 1, value: band.total },
      paid: { payments: 5_000, refunds: 0, net: 5_000 },
      awaiting: { orders: 2, balance: value - 5_000 },
      sold: { pieces: 2, value },
      goldByKarat: [
        { karat: 22, pieces: 1, grams: 5 },
        { karat: 18, pieces: 1, grams: 3 },
      ],
      byMetal: [{ metal: 'gold', pieces: 2, value }],
      byItem: [
        { name: 'Diamond', pieces: 1, value: pendant.total },
        { name: 'Rings', pieces: 1, value: ring.total },
      ],
      bestSellers: [
        { name: 'Diamond', pieces: 1, value: pendant.total },
        { name: 'Rings', pieces: 1, value: ring.total },
      ],
      days: [{ day: today, orders: 2, value }],
    };
    expect(pendant.total).toBeGreaterThan(ring.total);
    // Today by default, and the same day asked for by name.
    expect(await numbers('')).toEqual(expected);
    expect(await numbers(`?from=${today}&to=${today}`)).toEqual(expected);
    expect(await numbers(`?to=${today}`)).toEqual(expected);

    // The CSV: a BOM for Excel, and the same figures a row each.
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/numbers.csv?from=${today}&to=${today}`,
      headers: { cookie: staff.cookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="numbers-${today}-to-${today}.csv"`);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Section,Name,Count,PKR,Grams');
    expect(lines).toEqual(
      expect.arrayContaining([
        `Period,${today} to ${today},,,`,
        `Orders,Placed,2,${value},`,
        `Orders,Cancelled,1,${band.total},`,
        'Payments,Paid,,5000,',
        'Payments,Net,,5000,',
        `Awaiting payment,Orders,2,${value - 5_000},`,
        `Pieces,Sold,2,${value},`,
        'Gold by karat,22K,1,,5.000',
        'Gold by karat,18K,1,,3.000',
        `Metal,Gold,2,${value},`,
        `Item,Rings,1,${ring.total},`,
        `Day,${today},2,${value},`,
      ]),
    );
  });

  it('gives zeros for days without orders, every day listed', async () => {
    const n = await numbers('?from=2020-02-01&to=2020-02-29');
    expect(n).toMatchObject({
      from: '2020-02-01',
      to: '2020-02-29',
      placed: { orders: 0, value: 0 },
      cancelled: { orders: 0, value: 0 },
      paid: { payments: 0, refunds: 0, net: 0 },
      awaiting: { orders: 0, balance: 0 },
      sold: { pieces: 0, value: 0 },
      goldByKarat: [],
      byMetal: [],
      byItem: [],
      bestSellers: [],
    });
    expect(n.days).toHaveLength(29);
    expect(n.days.every((d) => d.orders === 0 && d.value === 0)).toBe(true);
    expect(n.days[28]?.day).toBe('2020-02-29');
  });

  it('refuses a bad period, naming it, and answers nothing without a session', async () => {
    for (const [query, field, words] of [
      ['?from=2026-02-30', 'from', 'From must be a date'],
      ['?to=yesterday', 'to', 'To must be a date'],
      ['?from=2026-11-02&to=2026-11-01', 'to', 'From must be on or before To'],
      ['?from=2024-01-01&to=2025-12-31', 'from', 'The period must be at most 366 days'],
    ] as const) {
      for (const path of ['/api/admin/numbers', '/api/admin/numbers.csv']) {
        const res = await staff.call('GET', `${path}${query}`);
        expect(res.status, `${path}${query}`).toBe(400);
        expect(res.body, `${path}${query}`).toMatchObject({
          message: expect.stringContaining(words),
          errors: [{ field }],
        });
      }
    }
    for (const url of ['/api/admin/numbers', '/api/admin/numbers.csv?from=2026-11-01&to=2026-11-02']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});
