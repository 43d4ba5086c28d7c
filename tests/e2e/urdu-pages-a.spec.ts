import { violations } from './axe';
import { expect, test } from './fixtures';
import { mailsAbout } from './outbox';
import { linksStayInUrdu, untilHydrated, watchHydration } from './shop';

/**
 * About, contact, click and collect, finance, gift wrapping and jewellery care in Urdu (docs/decisions/099): each at
 * `/ur/...` with its own words, sent by its loader; links stay in Urdu; the hours and the numbers as the shop writes
 * them. The contact form asks, checks and thanks in Urdu.
 */

const PAGES: [string, string, string][] = [
  ['/about', 'ہمارے بارے میں', 'ہماری کہانی'],
  ['/contact', 'ہم سے رابطہ کریں', 'اوقاتِ کار'],
  ['/clickandcollect', 'آن لائن خریدیں، شوروم سے لیں', 'ساتھ کیا لائیں'],
  ['/finance', 'قسطوں کی سہولت', 'اپنی مدت چنیں'],
  ['/gift-wrapping', 'تحفے کی پیکنگ', 'کسی اور کو تحفہ بھیجنا'],
  ['/jewellery-care', 'زیورات کی دیکھ بھال', 'سونے کی صفائی'],
];

for (const [path, title, heading] of PAGES) {
  test(`${path} reads in Urdu at /ur${path}`, async ({ page }) => {
    await page.goto(`/ur${path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${title} \\|`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /[\u0600-\u06ff]/);
    // No key shows where its words were not sent.
    await expect(page.locator('main')).not.toContainText(
      /\b(about|contact|collect|finance|wrap|care|form|info)\.[a-z]/,
    );
    await linksStayInUrdu(page);
    expect(await violations(page)).toEqual([]);
  });
}

test('the hours, the numbers and the finance terms read as the shop writes them inside Urdu', async ({ page }) => {
  await page.goto('/ur/about');
  await expect(page.getByText('ہمارا شوروم ہفتے کے ساتوں دن', { exact: false })).toContainText('11:00am - 06:00pm');
  await expect(page.getByRole('link', { name: 'رابطے کے صفحے' })).toHaveAttribute('href', '/ur/contact');
  await page.goto('/ur/contact');
  const reach = page.getByRole('region', { name: 'فون، پیغام یا ای میل' });
  await expect(reach.getByText('شوروم:')).toBeVisible();
  // The shop's phone links read left to right, so the extension follows the number's link in Urdu.
  const showroom = reach.getByRole('listitem').filter({ hasText: 'شوروم:' });
  await expect(showroom.getByRole('link', { name: '+92 42 3571 2460' })).toHaveAttribute(
    'href',
    'tel:+924235712460,101',
  );
  await expect(showroom).toContainText(/\(ایکسٹینشن\s101\)/);
  await expect(reach.getByRole('link', { name: /واٹس ایپ نئی ٹیب میں کھلے گا/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/923214446060\?text=%D8%A7/,
  );
  await page.goto('/ur/finance');
  await expect(page.locator('.finance-term').first()).toHaveText('6 ماہ');
  await expect(page.locator('.finance-term').last()).toHaveText('60 ماہ');
  await page.goto('/ur/clickandcollect');
  await expect(page.getByRole('main').getByRole('link', { name: 'care@noormahal.example' })).toHaveAttribute(
    'dir',
    'ltr',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'شرائط و ضوابط' })).toHaveAttribute(
    'href',
    '/ur/termscondition',
  );
});

test('the contact form asks, checks and thanks in Urdu', async ({ page }, info) => {
  const email = `urdu.${info.project.name}.${Date.now()}@example.com`;
  await watchHydration(page);
  await page.goto('/ur/contact');
  await untilHydrated(page);
  const form = page.getByRole('form', { name: 'رابطے کا فارم' });
  const send = form.getByRole('button', { name: 'پیغام بھیجیں' });
  await expect(send).toBeDisabled();
  await expect(form.getByText('بھیجنے کے لیے ضروری خانے پُر کریں۔')).toBeVisible();
  // The numbers of the example are isolated left to right inside the Urdu.
  await expect(form.getByText(/^مثلاً \u20680300 1234567\u2069 یا \u2068\+92 300 1234567\u2069$/)).toBeVisible();

  await form.getByLabel('پورا نام').focus();
  await form.getByLabel('ای میل').focus();
  await expect(form.getByText('نام لکھنا ضروری ہے')).toBeVisible();
  await form.getByLabel('فون').fill('0300-CALL');
  await form.getByLabel('فون').blur();
  await expect(form.getByText('براہِ کرم درست فون نمبر لکھیں')).toBeVisible();

  await form.getByLabel('پورا نام').fill('عائشہ خان');
  await form.getByLabel('ای میل').fill(email);
  const reason = form.getByLabel('رابطے کی وجہ');
  await expect(reason.locator('option[value="Delivery Option"]')).toHaveText('ڈیلیوری کا طریقہ');
  await reason.selectOption('Delivery Option');
  await form.getByLabel('فون').fill('0300 1234567');
  await form.getByLabel('پیغام').fill('کیا عید سے پہلے ملتان ڈیلیوری ہو سکتی ہے؟');
  await expect(send).toBeEnabled();
  expect(await violations(page)).toEqual([]);
  await send.click();
  await expect(form.getByRole('status')).toContainText('شکریہ، آپ کا پیغام بھیج دیا گیا ہے۔');
  await expect(form.getByLabel('پورا نام')).toHaveValue('');
  // The shop is told the reason as core names it, whatever the page's language.
  await expect.poll(async () => (await mailsAbout(email)).length, { timeout: 15_000 }).toBe(2);
  const mails = (await mailsAbout(email)).join('\n');
  expect(mails).toContain('Delivery Option');
  // The guest's acknowledgement is in the language of the page the form was sent from.
  expect(mails).toContain('سے رابطہ کرنے کا شکریہ۔ ہمیں آپ کی تحریر موصول ہو گئی ہے۔');
});

test('the English pages keep their words', async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(
    page.getByText('Family Owned Since 1960. For more than sixty years, Noor Mahal Jewellers'),
  ).toBeVisible();
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 2, name: 'Opening hours' })).toBeVisible();
  await expect(
    page.getByRole('form', { name: 'Contact form' }).getByText('e.g. 0300 1234567 or +92 300 1234567'),
  ).toBeVisible();
  await page.goto('/finance');
  await expect(page.locator('.finance-term').first()).toHaveText('6 months');
});
