import type { Page } from '@playwright/test';
import { violations } from './axe';
import { expect, test } from './fixtures';
import { addToBag, isPhone, languageSwitch, untilHydrated, watchHydration } from './shop';

/**
 * The storefront in Urdu (docs/decisions/091): every page also at `/ur/...`, right to left, found from the page a
 * guest is on by the language switch (header on a desktop, the menu on a phone) and back; the choice remembered for
 * the home address only.
 */

const PRODUCT = '/product/Rings/ZG-10001';

async function expectLanguage(page: Page, lang: 'en' | 'ur') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ur' ? 'rtl' : 'ltr');
}

test('a guest switches a product page to Urdu and back, and the choice is kept for the home address', async ({
  page,
  context,
}) => {
  // The switch remembers the choice once the page's script runs (a press before that still opens the Urdu page).
  await watchHydration(page);
  await page.goto(PRODUCT);
  await untilHydrated(page);
  await expectLanguage(page, 'en');
  await (await languageSwitch(page, 'اردو')).click();
  await expect(page).toHaveURL(`/ur${PRODUCT}`);
  await expectLanguage(page, 'ur');
  // The frame speaks Urdu, its links stay in Urdu; the piece is the same one.
  await expect(page.getByRole('banner').getByRole('link', { name: /ہوم پیج/ })).toHaveAttribute('href', '/ur');
  await expect(page.getByText('ZG-10001').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
  // Both languages are named for search engines.
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`${PRODUCT}$`));
  await expect(page.locator('link[rel="alternate"][hreflang="ur"]')).toHaveAttribute(
    'href',
    new RegExp(`/ur${PRODUCT}$`),
  );

  // Remembered: the home address now opens in Urdu.
  await page.goto('/');
  await expect(page).toHaveURL('/ur');
  await expectLanguage(page, 'ur');

  await page.goto(`/ur${PRODUCT}`);
  await untilHydrated(page);
  await (await languageSwitch(page, 'English')).click();
  await expect(page).toHaveURL(PRODUCT);
  await expectLanguage(page, 'en');
  await page.goto('/');
  await expect(page).toHaveURL('/');
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
});

test('Urdu pages keep the guest in Urdu: links lead to /ur addresses, an unknown one is a 404 in Urdu', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/ur');
  await expectLanguage(page, 'ur');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'پرانا سونا اور زکوٰۃ' })).toHaveAttribute('href', '/ur/old-gold');
  const missing = await page.goto('/ur/no-such-page');
  expect(missing?.status()).toBe(404);
  // Chromium logs the 404 of the document itself; that one is expected here.
  expect(consoleErrors.splice(0)).toEqual([
    'Failed to load resource: the server responded with a status of 404 (Not Found)',
  ]);
  await expectLanguage(page, 'ur');
  await expect(page.getByRole('heading', { level: 1, name: 'ہمیں یہ صفحہ نہیں ملا' })).toBeVisible();
  await expect(page).toHaveTitle(/^صفحہ نہیں ملا/);
  await expect(page.getByRole('main').getByRole('link', { name: 'ہوم پیج پر واپس' })).toHaveAttribute('href', '/ur');
});

test('the header fits a narrow phone in both languages with a piece in the bag: nothing scrolls sideways', async ({
  page,
}) => {
  test.skip(!isPhone(page), 'The phone header; a desktop has room to spare.');
  await addToBag(page, { ItemName: 'Chain', TagNo: 'ZG-10047' });
  for (const width of [320, 360, 390, 412]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/', '/ur']) {
      await page.goto(path);
      const badge = page.getByRole('banner').locator('.bag-link .badge');
      await expect(badge).toHaveText('1');
      const [scrollWidth, badgeBox] = await Promise.all([
        page.evaluate(() => document.documentElement.scrollWidth),
        badge.boundingBox(),
      ]);
      expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(width);
      expect(badgeBox?.x ?? -1, `${path} at ${width} px`).toBeGreaterThanOrEqual(0);
      expect((badgeBox?.x ?? 0) + (badgeBox?.width ?? 0), `${path} at ${width} px`).toBeLessThanOrEqual(width);
    }
  }
});
