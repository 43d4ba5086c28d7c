import { violations } from './axe';
import { expect, test } from './fixtures';

/**
 * Finding a piece in Urdu (docs/decisions/097): the home page, a listing and a product page at `/ur/...` read Urdu,
 * item names and metals by their Urdu words, and their links stay under /ur.
 */

const PRODUCT = '/ur/product/Rings/ZG-10001';

test('the Urdu home page reads Urdu and links under /ur', async ({ page }) => {
  await page.goto('/ur');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('1960 سے ایک خاندانی کاروبار');
  await expect(page.getByRole('heading', { name: 'ہماری مصنوعات' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'قسم کے لحاظ سے خریدیں' })).toBeVisible();
  await expect(page.locator('.tiles').getByText('منگنی کی انگوٹھیاں')).toBeVisible();
  for (const href of await page.locator('main a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^\/ur(\/|$)/);
  expect(await violations(page)).toEqual([]);
});

test('an Urdu listing names its pieces and filters in Urdu', async ({ page }) => {
  await page.goto('/ur');
  await page.locator('.chips a').first().click();
  await expect(page).toHaveURL(/^.*\/ur\/Shop-Online\/Gold\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(
    page.getByRole('navigation', { name: 'ترتیب' }).getByRole('link', { name: 'کم قیمت پہلے' }),
  ).toBeVisible();
  await expect(page.locator('.filters-toggle')).toHaveText(/^فلٹر/);
  await expect(page.getByRole('link', { name: 'مزید دیکھیں' }).first()).toHaveAttribute('href', /^\/ur\/product\//);
  expect(await violations(page)).toEqual([]);
});

test('an Urdu product page reads Urdu, its figures left to right', async ({ page }) => {
  await page.goto(PRODUCT);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(
    page.getByRole('navigation', { name: 'آپ یہاں ہیں' }).getByRole('link', { name: 'انگوٹھیاں' }),
  ).toHaveAttribute('href', /^\/ur\/Shop-Online\//);
  await expect(page.locator('.code bdi')).toHaveText('ZG-10001');
  await expect(page.getByRole('button', { name: 'ٹوکری میں ڈالیں' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'تفصیلات' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'خالص پن اور ثبوت' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'یہ بھی پسند آ سکتے ہیں' })).toBeVisible();
  await expect(page.getByText('کاروباری دنوں میں ڈیلیوری')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('an Urdu search: the box asks in Urdu, understands انگوٹھی, and the results and the bag stay under /ur', async ({
  page,
}) => {
  await page.goto('/ur/about');
  await expect(page.getByRole('banner').locator('a.bag-link').first()).toHaveAttribute('href', '/ur/CartProduct');
  const box = page.getByRole('contentinfo').getByRole('searchbox', { name: 'زیورات تلاش کریں' });
  await expect(box).toHaveAttribute('placeholder', 'انگوٹھی، چین، ٹیگ نمبر تلاش کریں…');
  await box.click();
  await box.pressSequentially('انگوٹھی', { delay: 20 });
  const results = page.getByRole('contentinfo').getByRole('list', { name: 'تلاش کے نتائج' });
  await expect(results.getByRole('link').first()).toHaveAttribute('href', /^\/ur\/product\//);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/ur\/Search\/Gold\/%D8%A7/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.getByRole('link', { name: 'مزید دیکھیں' }).first()).toHaveAttribute('href', /^\/ur\/product\//);
});
