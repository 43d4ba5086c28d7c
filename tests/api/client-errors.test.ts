import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loggedUrl } from '../../server/http/request-log';
import { pagesFromSource } from './fuzz-lib';
import { createTestApp, postSale, saleFor, seedFixture, type TestApp } from './helpers';

/**
 * A client's mistake is answered in the shape of where it was sent and is not a failure in the log; secrets in an
 * address never reach the log (docs/behaviour.md §10.10, docs/decisions/033).
 */
let t: TestApp;
let closePages: () => Promise<void>;
const lines: { level: number; text: string }[] = [];

beforeAll(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const pages = await pagesFromSource();
  closePages = pages.close;
  t = await createTestApp({
    ssrBuild: pages.build,
    logLevel: 'trace',
    logStream: { write: (text: string) => void lines.push({ level: Number(JSON.parse(text).level), text }) },
  });
  await seedFixture(t);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await closePages?.();
});

async function ask(method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'PATCH', url: string) {
  lines.length = 0;
  const res = await t.app.inject({ method, url });
  return { res, logged: lines.map((l) => l.text).join('\n'), errors: lines.filter((l) => l.level >= 50) };
}

describe('the API answers JSON under any path', () => {
  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/nope'],
    ['PUT', '/api/nope/deeper'],
    ['GET', '/api'],
    ['GET', '/api/dashboard/no-such-call'],
  ] as const)('%s %s: 404 JSON naming the path', async (method, url) => {
    const { res, errors } = await ask(method, url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message: `Not found: ${method} ${url}` });
    expect(errors).toEqual([]);
  });

  it('a known call asked with another method: 405 JSON with Allow', async () => {
    const { res, errors } = await ask('GET', '/api/sale/e-Sales');
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.json()).toEqual({ message: 'GET is not allowed on /api/sale/e-Sales: use POST' });
    const del = await ask('DELETE', '/api/dashboard/goldrate');
    expect(del.res.statusCode).toBe(405);
    expect(String(del.res.headers.allow)).toContain('GET');
    expect(errors).toEqual([]);
  });
});

describe('client mistakes are not logged as failures', () => {
  it.each([
    ['POST', '/about'],
    ['POST', '/contact'],
    ['GET', '/a%01b'],
    ['GET', '/about?x=%01&y=%7F'],
    ['GET', '/a%ZZb'],
    ['GET', '/no/such/page'],
  ] as const)('%s %s: a 4xx, nothing at error level', async (method, url) => {
    const { res, errors } = await ask(method, url);
    expect(res.statusCode).toBeGreaterThanOrEqual(200);
    expect(res.statusCode).toBeLessThan(500);
    expect(errors).toEqual([]);
  });
});

describe('secrets stay out of the log', () => {
  it('the order status token, the e-mail beside an order number and the setup token are never written', async () => {
    const { body } = await postSale(t, await saleFor(t, [{ TagNo: 'T-SIL-1' }]));
    const token = new URL(String(body.statusUrl)).searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThan(20);
    for (const url of [
      `/orderstatus?token=${token}`,
      `/orderstatus.data?token=${token}`,
      `/orderstatus?orderNo=${String(body.orderNo)}&email=ayesha.khan%40example.com`,
      `/admin/setup?token=${token}`,
      `/api/nope?token=${token}`,
    ]) {
      const { logged } = await ask('GET', url);
      expect(logged, url).not.toContain(token);
      expect(logged.toLowerCase(), url).not.toContain('ayesha.khan');
      expect(logged, url).toContain('request completed');
    }
  });

  it('loggedUrl leaves out secret values and keeps the rest', () => {
    expect(loggedUrl('/orderstatus?token=abc&x=1')).toBe('/orderstatus?token=…&x=1');
    expect(loggedUrl('/orderstatus?orderNo=NM-1&Email=a%40b.c')).toBe('/orderstatus?orderNo=NM-1&Email=…');
    expect(loggedUrl('/p?%74oken=abc')).toBe('/p?%74oken=…');
    expect(loggedUrl('/Search/All/ring?page=2')).toBe('/Search/All/ring?page=2');
  });
});
