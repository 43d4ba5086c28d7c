import type { Page } from '@playwright/test';
import type { GoldRate } from '../../core/api-schemas';
import { formatPKR } from '../../core/format';
import { TOLA_GRAMS } from '../../core/tola';
import { violations } from './axe';
import { expect, test } from './fixtures';
import { linksStayInUrdu } from './shop';

/**
 * The size guides, old gold, the zakat estimate and the gift card in Urdu (docs/decisions/099): each at `/ur/...` with
 * its own words sent by its loader, links kept under /ur, figures in Latin digits; the old gold and zakat forms answer
 * in Urdu; the English pages keep their words.
 */

const PAGES: [path: string, title: string, heading: string][] = [
  ['/ring-size', 'انگوٹھی کے سائز کی رہنمائی', 'صحیح سائز کے لیے مشورے'],
  ['/bangles-bracelets-size-guide', 'چوڑیوں اور کڑوں کے سائز کی رہنمائی', 'کون سا ناپ استعمال کریں'],
  ['/old-gold', 'پرانے سونے کی قیمت', 'واپس خریدنے اور تبادلے کی شرائط'],
  ['/zakat', 'زکوٰۃ کا اندازہ', 'اپنے سونے کا وزن یا کیرٹ معلوم نہیں؟'],
  ['/Gift-Card', 'گفٹ کارڈ', 'گفٹ کارڈ کی شرائط'],
];

/** A catalogue key shown where its words were not sent. */
const KEY = /\b(ringSize|bangleSize|sizeChart|oldGold|buyBack|zakat|giftCard|giftTerms|form|info)\.[a-zA-Z]/;
/** Urdu or Arabic-Indic digits: figures are written in Latin digits. */
const NOT_LATIN_DIGITS = /[\u06f0-\u06f9\u0660-\u0669]/;

const rateInForce = async (page: Page) =>
  (await (await page.request.get('/api/dashboard/goldrate')).json()) as GoldRate;

for (const [path, title, heading] of PAGES) {
  test(`${path} reads in Urdu at /ur${path}`, async ({ page }) => {
    await page.goto(`/ur${path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${title} \\|`));
    await expect(page.locator('main')).not.toContainText(KEY);
    expect(await page.locator('main').textContent()).not.toMatch(NOT_LATIN_DIGITS);
    await linksStayInUrdu(page);
    expect(await violations(page)).toEqual([]);
  });
}

test('the Urdu size guides find a size in Urdu and draw their chart right to left', async ({ page }) => {
  await page.goto('/ur/ring-size?back=%2Fproduct%2FRings%2FZG-10001');
  const chart = page.getByRole('table', { name: /ہمارے انگوٹھی کے سائز 1 سے 36 تک/ });
  await expect(chart.getByRole('columnheader')).toHaveText(['سائز', 'قطر (ملی میٹر)', 'گولائی (ملی میٹر)']);
  await expect(chart.getByRole('row', { name: /^14 17\.2 54\.0$/ })).toBeVisible();
  // The size column is the rightmost, as a right-to-left table reads.
  const [size, diameter] = await Promise.all(
    ['سائز', 'قطر (ملی میٹر)'].map(async (name) => (await chart.getByRole('columnheader', { name }).boundingBox())!.x),
  );
  expect(size).toBeGreaterThan(diameter!);

  await page.getByLabel('پوری آنے والی انگوٹھی کا اندرونی قطر').check();
  await page.getByLabel('آپ کا ناپ (ملی میٹر)').fill('17.3');
  await page.getByRole('button', { name: 'میرا سائز بتائیں' }).click();
  await expect(page).toHaveURL(/\/ur\/ring-size\?by=diameter&mm=17\.3&back=/);
  await expect(page.getByRole('status')).toContainText(
    'اندرونی قطر 17.3 ملی میٹر انگوٹھی کے سائز 14 اور 15 کے درمیان ہے: آرام کے لیے بڑا سائز، یعنی 15، لیں۔',
  );
  await expect(chart.locator('tr[aria-current="true"]').getByRole('rowheader')).toHaveText('15 آپ کا سائز');
  await expect(page.getByRole('link', { name: 'زیور کے صفحے پر واپس' })).toHaveAttribute(
    'href',
    '/ur/product/Rings/ZG-10001',
  );

  await page.goto('/ur/bangles-bracelets-size-guide?mm=abc');
  await expect(page.getByText('اپنا ناپ ملی میٹر میں لکھیں، مثلاً 17.3')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('old gold’s value asked in Urdu: the answer in Urdu, the figures in Latin digits', async ({ page }) => {
  const rate = await rateInForce(page);
  await page.goto('/ur/old-gold');
  await page.getByRole('textbox', { name: /^تولہ/ }).fill('2');
  await page.getByRole('combobox', { name: 'کیرٹ' }).selectOption('21');
  await page.getByRole('button', { name: 'قیمت معلوم کریں' }).click();
  await expect(page).toHaveURL(/\/ur\/old-gold\?/);
  await expect(page.getByRole('heading', { level: 2, name: '2 تولہ 21 کیرٹ سونا' })).toBeVisible();
  const value = Math.round(2 * TOLA_GRAMS * rate.K21);
  await expect(page.locator('#answer [data-figure="value"]')).toHaveText(formatPKR(value));
  await expect(page.locator('#answer')).toContainText('آج کے نرخ پر قیمت');
  await expect(page.locator('#answer [data-figure="rate"]')).toContainText(
    `21 کیرٹ کا نرخ ${formatPKR(rate.K21)} فی گرام`,
  );
  await expect(page.getByText(/^نقد بیچنے پر دکان یہ قیمت \d+(\.\d)? فیصد کٹوتی کے بعد ادا کرتی ہے۔$/)).toBeVisible();
  expect(await page.locator('main').textContent()).not.toMatch(NOT_LATIN_DIGITS);
  await expect(page.locator('main')).not.toContainText(KEY);
  expect(await violations(page), 'axe on the Urdu answer').toEqual([]);

  // A bad box: the form again, its messages in Urdu.
  await page.goto('/ur/old-gold?grams=lots&tola=2&purity=');
  await expect(page.getByRole('alert')).toHaveText('براہ کرم نیچے نشان زد خانے دیکھ لیں۔');
  await expect(page.getByText('گرام میں وزن 0 سے 100,000 تک کا کوئی عدد ہو، مثلاً 23.3')).toBeVisible();
  await expect(page.getByText('کیرٹ منتخب کریں، یا ”معلوم نہیں“')).toBeVisible();
});

test('a zakat estimate asked in Urdu: the answer in Urdu, the figures in Latin digits', async ({ page }) => {
  const rate = await rateInForce(page);
  await page.goto('/ur/zakat');
  await page.getByRole('combobox', { name: 'وزن کی اکائی' }).selectOption('tola');
  await page.getByRole('textbox', { name: /^21 کیرٹ/ }).fill('10');
  await page.getByRole('textbox', { name: /^نقد رقم اور بچت/ }).fill('100,000');
  await page.getByRole('button', { name: 'میری زکوٰۃ کا اندازہ لگائیں' }).click();
  await expect(page).toHaveURL(/\/ur\/zakat\?/);
  await expect(page.getByRole('heading', { level: 2, name: 'آپ کی زکوٰۃ کا اندازہ' })).toBeVisible();
  // 10 tola of 21K at its rate a gram and the cash: above either nisab, so 2.5% is due.
  const wealth = Math.round(10 * TOLA_GRAMS * rate.K21) + 100_000;
  await expect(page.locator('[data-figure="wealth"]')).toHaveText(formatPKR(wealth));
  await expect(page.locator('[data-figure="zakat"]')).toHaveText(
    `زکوٰۃ واجب ہے: ${formatPKR(Math.round(wealth * 0.025))} (${formatPKR(wealth)} کا 2.5 فیصد)۔`,
  );
  await expect(page.getByText('یہ اندازہ ہے، فتویٰ نہیں:')).toBeVisible();
  expect(await page.locator('main').textContent()).not.toMatch(NOT_LATIN_DIGITS);
  await expect(page.locator('main')).not.toContainText(KEY);
  expect(await violations(page), 'axe on the Urdu zakat answer').toEqual([]);

  await page.goto('/ur/zakat?debts=100');
  await expect(
    page.getByText('کم از کم ایک چیز لکھیں جو آپ کے پاس ہے: سونا، چاندی، نقد رقم یا دوسروں پر قرض'),
  ).toBeVisible();
});

test('the English pages keep their headings', async ({ page }) => {
  for (const [path, title] of [
    ['/ring-size', 'Ring Size Guide'],
    ['/bangles-bracelets-size-guide', 'Bangles and Bracelets Size Guide'],
    ['/old-gold', 'Old Gold Value'],
    ['/zakat', 'Zakat Estimate'],
    ['/Gift-Card', 'Gift Cards'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
});
