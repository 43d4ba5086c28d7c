import { describe, expect, it } from 'vitest';
import { type ErrorAnswer, freshPiece, postSale, saleFor, type TestApp, useTestApp, xsrfToken } from './helpers';

// A test app of its own: the rate limit counts per client address and must not disturb the other files.
const t = useTestApp({ seed: true });

/** An order for a piece of its own (an order reserves its piece: docs/behaviour.md §4.13). */
const newSale = async (app: TestApp) => saleFor(app, [{ TagNo: await freshPiece(app) }]);

describe('rate limit on order placement', () => {
  it('the 11th order within a minute from one address gets 429 JSON; another address still orders', async () => {
    const ip = '203.0.113.7';
    const token = await xsrfToken(t);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await postSale(t, await newSale(t), { token, ip })).status);
    expect(statuses).toEqual(Array(10).fill(200));

    const eleventh = await postSale(t, await newSale(t), { token, ip });
    expect(eleventh.status).toBe(429);
    expect(eleventh.res.headers['content-type']).toMatch(/^application\/json/);
    expect((eleventh.body as unknown as ErrorAnswer).message).toMatch(/rate limit|too many|try again/i);
    expect(Number(eleventh.res.headers['retry-after'])).toBeGreaterThan(0);

    const other = await postSale(t, await newSale(t), { token, ip: '203.0.113.8' });
    expect(other.status).toBe(200);
  });

  it('a retry of an order already placed is answered even over the limit; a new order is not', async () => {
    const ip = '203.0.113.9';
    const sale = await newSale(t);
    const token = await xsrfToken(t);
    const first = await postSale(t, sale, { token, ip, idempotencyKey: 'retry-key-1' });
    expect(first.status).toBe(200);
    for (let i = 0; i < 9; i++)
      expect((await postSale(t, await newSale(t), { token, ip, idempotencyKey: `other-${i}` })).status).toBe(200);
    expect((await postSale(t, await newSale(t), { token, ip, idempotencyKey: 'new-key' })).status).toBe(429);
    for (let i = 0; i < 3; i++) {
      const retry = await postSale(t, sale, { token, ip, idempotencyKey: 'retry-key-1' });
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual(first.body);
    }
  });

  it('catalog reads from the limited address are not limited', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/goldrate', remoteAddress: '203.0.113.7' });
    expect(res.statusCode).toBe(200);
  });
});
