import { violations } from './axe';
import { expect, test } from './fixtures';
import { linksStayInUrdu, untilHydrated, watchHydration } from './shop';

/**
 * The information pages in Urdu (docs/decisions/099): each at `/ur/...` with its own words, sent by its loader; links
 * stay in Urdu; figures (days, amounts, the e-mail) as the English gives them.
 */

const POLICIES: [string, string, string][] = [
  ['/returnpolicy', 'واپسی کی پالیسی', 'مختصراً'],
  ['/Refund&Exchange-policy', 'رقم کی واپسی اور تبادلے کی پالیسی', 'جو ہم واپس نہیں لے سکتے'],
  ['/Delivery-policy', 'ڈیلیوری کی پالیسی', 'بین الاقوامی ڈیلیوری کے چارجز'],
  ['/termscondition', 'شرائط و ضوابط', 'زیورات کی معلومات اور قیمتیں'],
  ['/privacy-policy', 'رازداری کی پالیسی', 'آپ کے حقوق'],
];

for (const [path, title, heading] of POLICIES) {
  test(`${path} reads in Urdu at /ur${path}`, async ({ page }) => {
    await page.goto(`/ur${path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${title} \\|`));
    await expect(
      page.getByRole('navigation', { name: 'آپ یہاں ہیں' }).getByRole('link', { name: 'ہوم' }),
    ).toHaveAttribute('href', '/ur');
    // No key shows where its words were not sent.
    await expect(page.locator('main')).not.toContainText(/\b(returns|delivery|terms|privacy|giftTerms|info)\.[a-z]/);
    await linksStayInUrdu(page);
    expect(await violations(page)).toEqual([]);
  });
}

test('the returns policy says its days and exclusions in Urdu, the same on both its addresses', async ({ page }) => {
  for (const path of ['/ur/returnpolicy', '/ur/Refund&Exchange-policy']) {
    await page.goto(path);
    await expect(page.getByText('ڈیلیوری کے 2 دن کے اندر:', { exact: false }).first()).toBeVisible();
    await expect(page.getByText('ڈیلیوری کے 30 دن کے اندر:', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'چاندی کے زیورات' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'رابطے کا صفحہ' })).toHaveAttribute('href', '/ur/contact');
  }
});

test('the delivery policy gives the rule’s days and the charges in PKR, and its questions open in Urdu on the terms', async ({
  page,
}) => {
  await page.goto('/ur/Delivery-policy');
  await expect(page.getByText('7 کام کے دنوں کے اندر', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'ہر آرڈر پر ڈیلیوری کا چارج، منزل کے لحاظ سے' })).toContainText('PKR');
  await watchHydration(page);
  await page.goto('/ur/termscondition');
  // The questions open by the page's script: a press before it runs is lost.
  await untilHydrated(page);
  await page.getByRole('button', { name: 'کیا آپ اتوار کو ڈیلیوری کرتے ہیں؟' }).click();
  await expect(page.getByText('اتوار کو ڈیلیوری نہیں ہوتی، اس لیے', { exact: false })).toBeVisible();
  await expect(page.getByText('گفٹ کارڈ جاری ہونے کے 12 ماہ بعد ختم ہو جاتا ہے۔')).toBeVisible();
});

test('the English pages keep their words', async ({ page }) => {
  await page.goto('/returnpolicy');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Return Policy' })).toBeVisible();
  await expect(page.getByText('Within 2 days of delivery:')).toBeVisible();
  await page.goto('/Delivery-policy');
  await expect(
    page.getByText('Each product page shows its own delivery time: 7 working days for a piece we hold in stock'),
  ).toBeVisible();
});
