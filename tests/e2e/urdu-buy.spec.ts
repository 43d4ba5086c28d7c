import type { Page } from '@playwright/test';
import { violations } from './axe';
import { noSidewaysScroll } from './back-office';
import { expect, test } from './fixtures';
import { mailsAbout } from './outbox';
import { copiesOf, guestOrders, href, otherGuestOrders } from './pieces';
import { languageSwitch, untilHydrated, watchHydration } from './shop';

/**
 * Buying in Urdu (docs/decisions/098): a piece of the test's own put in the bag from its Urdu page, the bag at
 * /ur/CartProduct, the checkout at /ur/checkout and the confirmation at /ur/Order-Confirmed, each in Urdu words, its
 * links kept under /ur, axe clean. Boxes are found by their role and accessible name.
 */

async function expectUrdu(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/** Every link of the page's own content that stays in the shop stays in Urdu. */
async function expectLinksInUrdu(page: Page) {
  const hrefs = await page.locator('main a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const h of hrefs) expect(h, 'a link of an Urdu page').toMatch(/^\/ur(\/|$|\?)/);
}

/** The checkout's details as a guest types them in Urdu, each box found by its Urdu name. */
async function fillUrduDetails(page: Page) {
  await page.getByRole('textbox', { name: 'پہلا نام', exact: true }).fill('عائشہ');
  await page.getByRole('textbox', { name: 'ای میل', exact: true }).fill('ayesha.khan@example.com');
  await page.getByRole('textbox', { name: 'پتہ', exact: true }).fill('مکان 12، گلی 4، ماڈل ٹاؤن');
  await page.getByRole('textbox', { name: 'فون', exact: true }).fill('0300 1234567');
  await page.getByRole('textbox', { name: 'شہر', exact: true }).fill('لاہور');
}

test('a guest buys a chain in Urdu: bag, checkout and confirmation in Urdu, links kept under /ur', async ({
  page,
  request,
}) => {
  // Three pages, each read by axe, and an order placed: longer than one page's test.
  test.slow();
  const [chain] = await copiesOf(request, ['ZG-10047']);
  if (!chain) throw new Error('No copy of the chain');

  await page.goto(`/ur${href(chain)}`);
  await expectUrdu(page);
  // The product page's words are another part's: its first buy button is Add to cart in either language.
  const add = page.locator('.buy-buttons button.btn').first();
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.getByRole('dialog')).toBeVisible();

  await page.goto('/ur/CartProduct');
  await expectUrdu(page);
  await expect(page).toHaveTitle(/^شاپنگ بیگ/);
  await expect(page.getByRole('heading', { level: 1, name: 'آپ کا شاپنگ بیگ' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'آرڈر کا خلاصہ' })).toBeVisible();
  await expect(page.getByText('بیگ میں زیورات (1)')).toBeVisible();
  await expect(page.getByText(chain.TagNo)).toBeVisible();
  await expect(page.getByRole('button', { name: /بیگ سے ہٹائیں$/ })).toBeVisible();
  await expectLinksInUrdu(page);
  await noSidewaysScroll(page);
  expect(await violations(page)).toEqual([]);

  await page.getByRole('link', { name: 'چیک آؤٹ', exact: true }).click();
  await expect(page).toHaveURL('/ur/checkout');
  await expectUrdu(page);
  await expect(page.getByRole('heading', { level: 1, name: 'چیک آؤٹ' })).toBeVisible();
  for (const name of ['بلنگ کی تفصیل', 'ڈیلیوری', 'آپ کا آرڈر', 'ادائیگی'])
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByRole('radio', { name: /شوروم سے وصولی/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /کریڈٹ \/ ڈیبٹ کارڈ/ })).toBeDisabled();
  await expect(page.getByRole('radio', { name: /براہِ راست بینک ٹرانسفر/ })).toBeChecked();
  await expect(page.getByRole('button', { name: 'آرڈر دیں' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'دیکھیں کیا رہ گیا ہے' })).toBeVisible();
  // What is missing is said in Urdu, field by field (the rules' own English is the English page's).
  await page.getByRole('button', { name: 'دیکھیں کیا رہ گیا ہے' }).click();
  await expect(page.getByText('پہلا نام لکھنا ضروری ہے')).toBeVisible();
  await expect(page.getByText('شہر لکھنا ضروری ہے')).toBeVisible();
  await expect(page.getByText('براہِ کرم شرائط و ضوابط قبول کریں')).toBeVisible();
  await expect(page.getByText('is required')).toHaveCount(0);

  await fillUrduDetails(page);
  await page.getByRole('radio', { name: /پورے پاکستان میں مفت ڈیلیوری/ }).check();
  await page.getByRole('radio', { name: /بیرونِ ملک ڈیلیوری/ }).check();
  await expect(page.getByRole('combobox', { name: 'ملک', exact: true })).toBeVisible();
  await expect(page.getByText(/تک ڈیلیوری کا خرچ:/)).toBeVisible();
  await page.getByRole('radio', { name: /پورے پاکستان میں مفت ڈیلیوری/ }).check();
  await page.getByRole('checkbox', { name: /میں نے شرائط و ضوابط/ }).check();
  await expectLinksInUrdu(page);
  await noSidewaysScroll(page);
  expect(await violations(page)).toEqual([]);

  await page.getByRole('button', { name: 'آرڈر دیں' }).click();
  await expect(page).toHaveURL(/^[^?]*\/ur\/Order-Confirmed\?orderNo=NM-[A-Z0-9]{6}&token=[\w-]+$/);
  await expectUrdu(page);
  await expect(page.getByRole('status')).toHaveText('آپ کا آرڈر موصول ہو گیا ہے');
  await expect(page.getByRole('heading', { level: 1, name: 'آپ کے آرڈر کی تصدیق ہو گئی ہے' })).toBeVisible();
  await expect(page.getByText(/آپ کا آرڈر نمبر/)).toContainText(/NM-[A-Z0-9]{6}/);
  await expect(page.getByRole('heading', { level: 2, name: 'ادائیگی کا طریقہ' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'اکاؤنٹ نمبر کاپی کریں' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'اپنے آرڈر کی صورتحال دیکھیں' })).toHaveAttribute(
    'href',
    /^\/ur\/orderstatus\?/,
  );
  await expectLinksInUrdu(page);
  expect(await violations(page)).toEqual([]);

  await page.goto('/ur/CartProduct');
  await expect(page.getByText('آپ کا شاپنگ بیگ ابھی خالی ہے')).toBeVisible();
  await expect(page.getByRole('link', { name: 'خریداری جاری رکھیں' })).toHaveAttribute('href', '/ur');
});

test('an order placed in Urdu: the mail in Urdu, its link the Urdu status page, the switch the same order in English', async ({
  page,
  request,
}) => {
  const [chain] = await copiesOf(request, ['ZG-10047']);
  if (!chain) throw new Error('No copy of the chain');
  const { orderNo } = await guestOrders(request, chain, {
    FirstName: 'عائشہ',
    Email: `ayesha.khan.${Date.now()}@example.com`,
    Language: 'ur',
  });

  // The guest's mail is in Urdu, its link the Urdu status page; the shop's copy stays English.
  await expect.poll(async () => (await mailsAbout(orderNo)).length, { timeout: 15_000 }).toBe(2);
  const mails = await mailsAbout(orderNo);
  const guest = mails.find((m) => /^To: .*ayesha\.khan\./m.test(m)) ?? '';
  expect(guest).toMatch(/^Subject: .* پر آپ کا آرڈر NM-/m);
  for (const words of ['محترم عائشہ،', 'پورے پاکستان میں مفت ڈیلیوری', 'اکاؤنٹ نمبر:', '<html lang="ur" dir="rtl">'])
    expect(guest, words).toContain(words);
  const shop = mails.find((m) => m !== guest) ?? '';
  expect(shop).toContain('Ordered in: Urdu');
  const link = guest.match(/https?:\/\/[^\s"<]+\/ur\/orderstatus\?token=[\w-]+/)?.[0] ?? '';
  expect(link).not.toBe('');

  // The mail's link opens the order in Urdu; the switch takes it to the same order in English.
  await watchHydration(page);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expectUrdu(page);
  await expect(page.getByRole('heading', { level: 1, name: 'آرڈر کی صورتحال' })).toBeVisible();
  await expect(page.locator('#order-no')).toHaveText(`آرڈر نمبر ${orderNo}`);
  await expect(page.locator('[aria-current="step"]')).toContainText('ادائیگی کا انتظار');
  await expect(page.getByRole('heading', { name: 'ادائیگی کر چکے ہیں؟ اپنی ڈپازٹ سلپ بھیجیں' })).toBeVisible();
  await expect(page.getByText(/^ادائیگی کا انتظار، از \u2068\d+ [\u0600-\u06ff]+ \d{4}\u2069$/)).toBeVisible();
  await expectLinksInUrdu(page);
  await noSidewaysScroll(page);
  expect(await violations(page)).toEqual([]);
  await untilHydrated(page);
  await (await languageSwitch(page, 'English')).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Status' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('#order-no')).toHaveText(`Order number ${orderNo}`);
  await expect(page.getByText(/^Awaiting payment since \d+ [A-Z][a-z]+ \d{4}$/)).toBeVisible();
});

test("the order API's refusal in Urdu: a piece another guest reserved meanwhile, named with its tag", async ({
  page,
  request,
  consoleErrors,
}) => {
  test.slow();
  // Two pieces: the one that goes, and one that keeps the bag (an empty bag shows no checkout).
  const [piece, kept] = await copiesOf(request, ['ZG-10067', 'ZG-10047']);
  if (!piece || !kept) throw new Error('No copies of the pieces');
  for (const p of [piece, kept]) {
    await page.goto(`/ur${href(p)}`);
    await page.locator('.buy-buttons button.btn').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  }

  await page.goto('/ur/checkout');
  await fillUrduDetails(page);
  await page.getByRole('radio', { name: /پورے پاکستان میں مفت ڈیلیوری/ }).check();
  await page.getByRole('checkbox', { name: /میں نے شرائط و ضوابط/ }).check();

  await otherGuestOrders(request, piece);
  await page.getByRole('button', { name: 'آرڈر دیں' }).click();
  // The API says it in English (its words for everyone); the page says it in Urdu with the piece's tag.
  const refusal = page.getByRole('alert').filter({ hasText: 'ابھی ابھی کسی اور گاہک کے لیے محفوظ ہو گیا ہے' });
  await expect(refusal).toContainText(piece.TagNo);
  await expect(refusal).toContainText('براہِ کرم اسے اپنے بیگ سے نکال دیں۔');
  await expect(page.getByText('Please remove it from your bag')).toHaveCount(0);

  const expected = /^Failed to load resource: the server responded with a status of 409\b/;
  const others = consoleErrors.filter((e) => !expected.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...others);
});
