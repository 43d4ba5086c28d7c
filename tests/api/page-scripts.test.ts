import { describe, expect, it } from 'vitest';
import { DEFERRED_TYPE } from '../../server/ssr/deferred-hydration';
import { usePagesApp } from './fuzz-lib';

/**
 * A page's Content-Security-Policy allows the scripts of its own render and nothing else (docs/decisions/061): one
 * nonce per render, carried by every inline script React Router and the shop write, and no hash of whatever inline
 * script the HTML happens to hold.
 */
const t = usePagesApp();

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>/g;

async function page(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  const csp = String(res.headers['content-security-policy'] ?? '');
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  return { res, scriptSrc, nonce: /'nonce-([^']+)'/.exec(scriptSrc)?.[1] ?? '' };
}

describe('scripts a page may run', () => {
  it.each([
    '/',
    '/product/Rings/T-RING-1',
    '/CartProduct',
    '/checkout',
    '/contact',
    '/orderstatus',
    '/admin/login',
    // An Urdu page's head also adds the Urdu face from the cache (app/lib/urdu-face.ts).
    '/ur',
    '/ur/product/Rings/T-RING-1',
  ])('%s: every inline script carries the render’s nonce, the only one the policy names', async (url) => {
    const { res, scriptSrc, nonce } = await page(url);
    expect(res.statusCode).toBe(200);
    expect(scriptSrc).toBe(`'self' 'nonce-${nonce}'`);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const tags = [...res.body.matchAll(INLINE_SCRIPT)].map((m) => m[1] ?? '');
    expect(tags.length).toBeGreaterThan(0);
    for (const attributes of tags) {
      // Inert: the deferred block (its starter runs it with the nonce) and structured data.
      if (/type="(text\/x-zewar-deferred-module|application\/ld\+json)"/.test(attributes)) continue;
      expect(attributes, url).toContain(`nonce="${nonce}"`);
    }
    // A storefront page still asks for its modules only after its first screen (docs/decisions/046).
    if (!url.startsWith('/admin')) {
      expect(res.body, url).toContain(`<script type="${DEFERRED_TYPE}">`);
      expect(res.body, url).not.toContain('rel="modulepreload"');
    }
  });

  it('each render has a nonce of its own', async () => {
    const a = await page('/contact');
    const b = await page('/contact');
    expect(a.nonce).not.toBe(b.nonce);
  });

  it('answers that are not pages allow no inline script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/goldrate' });
    expect(/script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1]).toBe("'self'");
  });
});
