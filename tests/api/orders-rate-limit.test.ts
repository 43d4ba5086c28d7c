import { describe, expect, it } from 'vitest';
import {
  type ErrorAnswer,
  freshPiece,
  SHOP_LIMITS,
  postSale,
  saleFor,
  type TestApp,
  useTestApp,
  xsrfToken,
} from './helpers';

// Apps of their own: the limits count per guest and per client address and must not disturb the other files.
const t = useTestApp({ seed: true, ...SHOP_LIMITS });
const low = useTestApp({ seed: true, ...SHOP_LIMITS, addressRateLimit: 5 });

/** An order for a piece of its own (an order reserves its piece: docs/behaviour.md §4.13) by guest number i. */
const newSale = async (app: TestApp, i: number) =>
  saleFor(app, [{ TagNo: await freshPiece(app) }], undefined, undefined, {
    Email: `buyer${i}@example.com`,
    PhoneNo: `0333${String(1000000 + i)}`,
  });

describe('rate limits on order placement: per guest, and a ceiling per address', () => {
  it('50 guests behind one carrier address each place an order in the same minute', async () => {
    const ip = '203.0.113.6';
    const token = await xsrfToken(t);
    const sales = await Promise.all(Array.from({ length: 50 }, (_, i) => newSale(t, i)));
    const statuses: number[] = [];
    for (let i = 0; i < 50; i += 10)
      statuses.push(
        ...(await Promise.all(sales.slice(i, i + 10).map(async (s) => (await postSale(t, s, { token, ip })).status))),
      );
    expect(statuses).toEqual(Array(50).fill(200));
  });

  it("one guest's 11th order within a minute gets 429 JSON in the shop's words, from whatever address; another guest still orders", async () => {
    const token = await xsrfToken(t);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await postSale(t, await newSale(t, 100), { token, ip: `203.0.113.${100 + i}` })).status);
    expect(statuses).toEqual(Array(10).fill(200));

    const eleventh = await postSale(t, await newSale(t, 100), { token, ip: '203.0.113.120' });
    expect(eleventh.status).toBe(429);
    expect(eleventh.res.headers['content-type']).toMatch(/^application\/json/);
    expect((eleventh.body as unknown as ErrorAnswer).message).toMatch(
      /^You have placed several orders in the last minute\. Please try again in \d+ seconds?\.$/,
    );
    expect(Number(eleventh.res.headers['retry-after'])).toBeGreaterThan(0);

    const other = await postSale(t, await newSale(t, 101), { token, ip: '203.0.113.120' });
    expect(other.status).toBe(200);
  });

  it("an address's ceiling holds whoever orders; another address still orders", async () => {
    const ip = '203.0.113.7';
    const token = await xsrfToken(low);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await postSale(low, await newSale(low, 200 + i), { token, ip })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await postSale(low, await newSale(low, 210), { token, ip });
    expect((refused.body as unknown as ErrorAnswer).message).toMatch(
      /^Many orders have come from your network in the last minute\. Please try again in \d+ seconds?\.$/,
    );
    expect((await postSale(low, await newSale(low, 211), { token, ip: '203.0.113.8' })).status).toBe(200);
  });

  it('a retry of an order already placed is answered even over the address limit; a new order is not', async () => {
    const ip = '203.0.113.9';
    const sale = await newSale(low, 300);
    const token = await xsrfToken(low);
    const first = await postSale(low, sale, { token, ip, idempotencyKey: 'retry-key-1' });
    expect(first.status).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await postSale(low, await newSale(low, 300), { token, ip, idempotencyKey: `other-${i}` })).status).toBe(
        200,
      );
    expect((await postSale(low, await newSale(low, 301), { token, ip, idempotencyKey: 'new-key' })).status).toBe(429);
    for (let i = 0; i < 12; i++) {
      const retry = await postSale(low, sale, { token, ip, idempotencyKey: 'retry-key-1' });
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual(first.body);
    }
  });

  it('catalogue reads from the limited address are not limited', async () => {
    const res = await low.app.inject({ method: 'GET', url: '/api/dashboard/goldrate', remoteAddress: '203.0.113.7' });
    expect(res.statusCode).toBe(200);
  });
});
