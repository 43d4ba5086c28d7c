import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, writeFixtureImages } from './helpers';

const t = useTestApp({ seed: true });
beforeAll(() => writeFixtureImages(t));

type Headers = Record<string, string | string[] | number | undefined>;

function expectSecurityHeaders(h: Headers) {
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['x-frame-options']).toBe('SAMEORIGIN');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const csp = String(h['content-security-policy'] ?? '');
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).not.toContain("'unsafe-eval'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(h['x-powered-by']).toBeUndefined();
  expect(h.server).toBeUndefined();
}

describe('security headers on every answer', () => {
  const cases: [string, string, Record<string, string>, number][] = [
    ['a catalogue answer', '/api/dashboard/EcomStock?ItemName=Rings', {}, 200],
    ['the gold rate', '/api/dashboard/goldrate', {}, 200],
    ['a 400', '/api/dashboard/EcomStock?pageNumber=-1', {}, 400],
    ['a 404 item', '/api/dashboard/EcomStockItem?tagNo=NOPE', {}, 404],
    ['an unknown /api/ path', '/api/nothing/here', {}, 404],
    ['an unknown page', '/no-such-page', {}, 404],
    ['a picture', '/Image/T-RING-1-1.webp?w=160', { accept: 'image/webp' }, 200],
    ['a video', '/Image/T-WAT-1-v.mp4', {}, 200],
    ['a missing picture', '/Image/NOPE.webp', {}, 404],
    ['the API document', '/api/docs', {}, 200],
  ];

  it.each(cases)('%s (%s)', async (_what, url, headers, status) => {
    const res: LightMyRequestResponse = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(status);
    expectSecurityHeaders(res.headers);
  });

  it('a 304 also carries them', async () => {
    const first = await t.app.inject({ url: '/api/dashboard/GetMenuEcom' });
    const res = await t.app.inject({
      url: '/api/dashboard/GetMenuEcom',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(res.statusCode).toBe(304);
    expectSecurityHeaders(res.headers);
  });

  it('a 500 also carries them', async () => {
    const original = t.services.menuByType;
    t.services.menuByType = () => Promise.reject(new Error('boom'));
    try {
      t.services.invalidate();
      const res = await t.app.inject({ url: '/api/dashboard/EcomStockItemByType' });
      expect(res.statusCode).toBe(500);
      expectSecurityHeaders(res.headers);
    } finally {
      t.services.menuByType = original;
      t.services.invalidate();
    }
    expect((await t.app.inject({ url: '/api/dashboard/EcomStockItemByType' })).statusCode).toBe(200);
  });

  it('JSON answers are never sniffed as HTML', async () => {
    const res = await t.app.inject({ url: '/api/dashboard/EcomSearchStock?tagno=%3Cscript%3Ealert(1)%3C%2Fscript%3E' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('an error message does not echo markup as HTML', async () => {
    const res = await t.app.inject({ url: '/api/%3Cimg%20src=x%20onerror=alert(1)%3E' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});

describe('security headers over real HTTP', () => {
  let base = '';
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = t.app.server.address();
    if (!addr || typeof addr === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${addr.port}`;
  });

  it.each(['/api/dashboard/EcomStock?ItemName=Rings', '/api/missing', '/Image/T-SIL-1-1.webp?w=160'])(
    '%s',
    async (url) => {
      const res = await fetch(`${base}${url}`, { headers: { accept: 'image/webp,application/json' } });
      await res.arrayBuffer();
      expectSecurityHeaders(Object.fromEntries(res.headers.entries()));
    },
  );
});
