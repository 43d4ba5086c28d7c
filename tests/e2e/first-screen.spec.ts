import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A storefront page's script is asked for once its first screen is in (docs/decisions/046): no module before the
 * window's load, the page still becomes a working app after it, and a press before then starts it at once.
 */
const RING = '/product/Rings/ZG-10001';

test('no module is asked for before the page has loaded; the page hydrates after', async ({ page }) => {
  const modules: number[] = [];
  page.on('request', (r) => {
    if (/\/assets\/.+\.js$/.test(r.url())) modules.push(Date.now());
  });
  let loadedAt = 0;
  page.on('load', () => (loadedAt = Date.now()));
  await page.goto(RING);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  expect(modules.length).toBeGreaterThan(0);
  expect(loadedAt).toBeGreaterThan(0);
  expect(Math.min(...modules)).toBeGreaterThanOrEqual(loadedAt);
  // The same bytes as React Router wrote run: client-side navigation works.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Shopping Bag/ })
    .click();
  await expect(page).toHaveURL(/\/CartProduct$/);
});

test('a key pressed before the load starts the script at once', async ({ page }) => {
  // The pictures are held back, so the window's load waits for them (longer than the script may take to start on a
  // slow machine).
  await page.route(/\/Image\//, async (route) => {
    await new Promise((r) => setTimeout(r, 15_000));
    await route.continue().catch(() => {});
  });
  await page.goto(RING, { waitUntil: 'domcontentloaded' });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled({ timeout: 12_000 });
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
});

/** Holds the page's modules back until `release` is called: the page stays as the server drew it. */
async function holdModules(page: Page) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  return () => release();
}

test('what a guest typed before the script ran is taken in by the form', async ({ page }, info) => {
  const release = await holdModules(page);
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Full Name').fill('Hina Raza');
  await form.getByLabel('Email').fill(`hina.${info.project.name}.${Date.now()}@example.com`);
  await form.getByLabel('Reason').selectOption('Delivery Option');
  await form.getByLabel('Phone').fill('03001234567');
  await form.getByLabel('Message').fill('Typed before the page was ready.');
  const send = form.getByRole('button', { name: 'Send Message' });
  await expect(send).toBeDisabled();
  release();
  await expect(send).toBeEnabled();
  await expect(form.getByLabel('Full Name')).toHaveValue('Hina Raza');
  await send.click();
  await expect(form.getByRole('status')).toContainText('Thank you, your message has been sent.');
});

test('a box left before the script ran shows its message once it has', async ({ page }) => {
  const release = await holdModules(page);
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Full Name').focus();
  await form.getByLabel('Email').focus();
  await expect(form.getByText('Name is required')).toBeHidden();
  release();
  await expect(form.getByText('Name is required')).toBeVisible();
  // The box the guest is in has not been left: no message for it yet.
  await expect(form.getByText('Email is required')).toBeHidden();
});

test('a button pressed before the script ran is pressed again once it has', async ({ page }) => {
  const release = await holdModules(page);
  await page.goto('/');
  await page.getByRole('button', { name: "Today's Gold Rates" }).first().click();
  await expect(page.getByRole('dialog')).toBeHidden();
  release();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a search sent before the script ran is sent once it has, not as a plain form', async ({ page }) => {
  const release = await holdModules(page);
  await page.goto('/');
  const box = page.getByRole('contentinfo').getByRole('searchbox', { name: 'Search jewellery' });
  await box.fill('bracelet');
  await box.press('Enter');
  // A plain form would have gone to this page again with the words in its address.
  await expect(page).toHaveURL(/\/$/);
  release();
  await expect(page).toHaveURL(/\/Search\/Gold\/bracelet$/);
});

test('an empty bag shows as empty from the first paint; a full one waits for the script (docs/decisions/049)', async ({
  page,
}) => {
  const release = await holdModules(page);
  for (const path of ['/checkout', '/CartProduct']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'YOUR SHOPPING BAG' })).toBeVisible();
    await expect(page.getByText('Your shoping bag is currently empty')).toBeVisible();
    await expect(page.getByText('Loading your bag…')).toBeHidden();
  }
  await page.evaluate(() => localStorage.setItem('cart', JSON.stringify([{ id: 'ZG-10001@12' }])));
  await page.goto('/checkout');
  await expect(page.getByText('Loading your bag…')).toBeVisible();
  await expect(page.getByText('Your shoping bag is currently empty')).toBeHidden();
  await page.evaluate(() => localStorage.removeItem('cart'));
  release();
  // Once the script has run, the app's own empty bag replaces the first frame.
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'YOUR SHOPPING BAG' })).toHaveCount(1);
  await expect(page.getByText('Loading your bag…')).toHaveCount(0);
});

test('a page scrolled before the script ran stays where the guest scrolled it', async ({ page, isMobile }) => {
  test.skip(isMobile, 'a mouse wheel: the desktop project');
  const release = await holdModules(page);
  await page.goto(RING);
  await page.mouse.move(300, 300);
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  release();
  // The app has started (the button shows for a page scrolled past 200 px) and the page has not moved.
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  // A page the app opens still opens at its top.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Jewellery Care' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jewellery Care' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the back office is not held back: its modules are preloaded in the page', async ({ page }) => {
  const res = await page.request.get('/admin/login');
  const html = await res.text();
  expect(html).toContain('rel="modulepreload"');
  expect(html).toMatch(/<script nonce="[^"]+" type="module"/);
});
