import { expect, test } from '@playwright/test';
import { SHOP } from '../../core/shop';

/**
 * The headers of docs/behaviour.md §10.8 and docs/decisions/033-operating-the-shop.md on a page the production build
 * renders and on an API answer: what the Mozilla HTTP Observatory grades. The e2e shop runs on http, so no HSTS (the
 * API test tests/api/operations.test.ts checks it on https).
 */
test.skip(({ isMobile }) => isMobile, 'headers do not depend on the screen: the desktop project checks them');

for (const [what, url] of [
  ['the home page', '/'],
  ['an API answer', '/api/dashboard/goldrate'],
] as const) {
  test(`security headers on ${what}`, async ({ request }) => {
    const res = await request.get(url);
    expect(res.status()).toBe(200);
    const h = res.headers();
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['x-frame-options']).toBe('SAMEORIGIN');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = h['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(h['strict-transport-security']).toBeUndefined();
    expect(h['access-control-allow-origin']).toBeUndefined();
    expect(h['x-powered-by']).toBeUndefined();
    expect(h['x-request-id']).toMatch(/^[0-9a-f]{10}$/);
  });
}

test("the home page's title names the shop once", async ({ request }) => {
  const html = await (await request.get('/')).text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  expect(title.split(SHOP.name.replace(/&/g, '&amp;')).length - 1).toBe(1);
});

test('the anti-forgery cookie is SameSite Strict and no answer allows every origin', async ({ request }) => {
  const res = await request.get('/api/xsrf');
  const cookie = res.headers()['set-cookie'] ?? '';
  expect(cookie).toMatch(/^XSRF-TOKEN=/);
  expect(cookie).toContain('SameSite=Strict');
  const cross = await request.get('/api/dashboard/goldrate', { headers: { origin: 'https://evil.example' } });
  expect(cross.headers()['access-control-allow-origin']).toBeUndefined();
});

test('a script that found its way into a page does not run; the page’s own scripts do', async ({ page }) => {
  // The page as the shop sent it, its headers kept, with a script slipped into its body on the way.
  await page.route('**/contact', async (route) => {
    const res = await route.fetch();
    const html = (await res.text()).replace('</body>', '<script>window.__slippedIn = true</script></body>');
    await route.fulfill({ response: res, body: html });
  });
  const refused: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/.test(msg.text())) refused.push(msg.text());
  });
  await page.addInitScript(() =>
    addEventListener('hydrated', () => Object.assign(window, { __hydrated: true }), { once: true }),
  );
  await page.goto('/contact');
  await page.mouse.move(5, 5);
  await page.waitForFunction(() => (window as { __hydrated?: boolean }).__hydrated === true);
  expect(await page.evaluate(() => (window as { __slippedIn?: boolean }).__slippedIn)).toBeUndefined();
  expect(refused.length).toBeGreaterThan(0);
});
