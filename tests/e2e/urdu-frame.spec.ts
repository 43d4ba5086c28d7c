import type { Page } from '@playwright/test';
import { violations } from './axe';
import { expect, test } from './fixtures';
import { isPhone, untilHydrated, watchHydration } from './shop';

/**
 * The frame in Urdu: the search results, the wishlist and the sign-in page at `/ur/...`, the header's dialogs (gold
 * rates, showroom, appointment with its form's Urdu rule messages) and the scrolling line, the checkout's countries
 * by their Urdu names; the English pages still read English.
 */

async function expectUrdu(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/** Opens the appointment panel from the header (a phone's menu holds its button). */
async function openAppointment(page: Page, name: string, menu: string) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: menu }).click();
    await page
      .getByRole('dialog', { name: menu === 'Open menu' ? 'Menu' : 'مینو' })
      .getByRole('button', { name })
      .click();
  } else {
    await page.getByRole('banner').getByRole('button', { name }).click();
  }
  return page.getByRole('dialog', { name });
}

test('Urdu search results: the heading, count and title in Urdu, for Urdu and Roman Urdu words', async ({ page }) => {
  test.slow();
  await page.goto('/ur/Search/Gold/انگوٹھی');
  await expectUrdu(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^“انگوٹھی” کے نتائج \(\d+\)$/);
  await expect(page).toHaveTitle(/^تلاش: انگوٹھی/);
  await expect(
    page.getByRole('navigation', { name: 'ترتیب' }).getByRole('link', { name: 'سب سے قریب پہلے' }),
  ).toBeVisible();
  await expect(page.locator('.card .tag').first()).toHaveText(/^ٹیگ نمبر: \u2068ZG-\d+\u2069$/);
  expect(await violations(page)).toEqual([]);

  await page.goto('/ur/Search/Gold/angoothi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^“angoothi” کے نتائج \(\d+\)$/);
  await expect(page.getByRole('link', { name: 'مزید دیکھیں' }).first()).toHaveAttribute('href', /^\/ur\/product\//);

  await page.goto('/ur/Search/Gold/zzqqxx');
  await expect(page.getByRole('heading', { level: 2, name: '“zzqqxx” سے کچھ نہیں ملا' })).toBeVisible();
  await expect(page.getByText('کوئی اور لفظ آزمائیں، جیسے انگوٹھی، چین، چوڑی یا ٹیگ نمبر۔')).toBeVisible();
  await expect(page.getByRole('link', { name: 'خریداری جاری رکھیں' })).toHaveAttribute('href', '/ur');

  // English word for word as before.
  await page.goto('/Search/Gold/ring');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Results for “ring” \(\d+\)$/);
  await expect(page).toHaveTitle(/^Search: ring/);
  await expect(page.getByRole('link', { name: 'Best match' })).toBeVisible();
  await expect(page.locator('.card .tag').first()).toHaveText(/^Tag No: ZG-\d+$/);
});

test('the Urdu wishlist and sign-in page read Urdu; the sign-in form says what is missing in Urdu', async ({
  page,
}) => {
  // Four pages, two read by axe: longer than one page's test on a loaded machine.
  test.slow();
  await watchHydration(page);
  await page.goto('/ur/wishlist');
  await expectUrdu(page);
  await expect(page).toHaveTitle(/^پسندیدہ فہرست/);
  await expect(page.getByRole('heading', { level: 1, name: 'پسندیدہ فہرست' })).toBeVisible();
  await expect(page.getByText('آپ کی پسندیدہ فہرست میں ابھی کوئی زیور نہیں')).toBeVisible();
  await expect(page.getByRole('link', { name: 'خریداری جاری رکھیں' })).toHaveAttribute('href', '/ur');

  await page.goto('/ur/product/Rings/ZG-10001');
  await untilHydrated(page);
  await page.getByRole('button', { name: 'پسندیدہ فہرست میں شامل کریں' }).click();
  await page.goto('/ur/wishlist');
  const table = page.getByRole('table', { name: 'آپ کی پسندیدہ فہرست کے زیورات' });
  await expect(table.getByRole('columnheader', { name: 'تعداد' })).toBeAttached();
  await expect(table.getByRole('button', { name: /کا سائز چنیں$|بیگ میں ڈالیں$/ })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.goto('/ur/login');
  await untilHydrated(page);
  await expectUrdu(page);
  await expect(page).toHaveTitle(/^سائن ان/);
  await expect(page.getByRole('heading', { level: 1, name: 'میرا اکاؤنٹ' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'سائن ان کریں یا اکاؤنٹ بنائیں' });
  await expect(tabs.getByRole('tab', { name: 'سائن ان' })).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('form', { name: 'سائن ان' });
  await form.getByRole('button', { name: 'سائن ان' }).click();
  await expect(form.getByText('پاس ورڈ ضروری ہے')).toBeVisible();
  await expect(page.getByText(/^مدد چاہیے؟ ہمیں/)).toBeVisible();
  await tabs.getByRole('tab', { name: 'اکاؤنٹ بنائیں' }).click();
  await expect(page.getByRole('combobox', { name: /لقب/ }).locator('option')).toContainText(['جناب', 'بیگم', 'محترمہ']);
  expect(await violations(page)).toEqual([]);

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByText(/Need help\? Call us on/)).toBeVisible();
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
});

test("the header's dialogs in Urdu: gold rates, showroom, appointment and its rule messages; axe clean", async ({
  page,
}) => {
  test.slow();
  await watchHydration(page);
  await page.goto('/ur/about');
  await untilHydrated(page);
  await expectUrdu(page);
  // The scrolling line names its phones and WhatsApp's hours in Urdu.
  const line = page.getByRole('region', { name: 'شوروم کی تفصیل' });
  await expect(line).toContainText('آرڈرز:');
  await expect(line).toContainText('واٹس ایپ پر ہم صبح 11 بجے سے شام 6 بجے تک جواب دیتے ہیں');
  await expect(line).not.toContainText('Orders');

  await page.getByRole('button', { name: 'آج کے سونے کے نرخ' }).first().click();
  const rates = page.getByRole('dialog', { name: 'آج کے سونے کے نرخ' });
  await expect(rates.getByRole('row', { name: /24 کیرٹ/ })).toContainText('فی تولہ');
  await expect(rates.getByRole('row', { name: /22 کیرٹ/ })).toContainText('فی 10 گرام');
  await expect(rates.getByRole('link', { name: 'اس کی قیمت دیکھیں' })).toHaveAttribute('href', '/ur/old-gold');
  await expect(rates.getByRole('heading', { name: '24 کیرٹ فی تولہ، پچھلے 7 دن' })).toBeVisible();
  await expect(rates.getByRole('button', { name: 'بند کریں' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(rates).toBeHidden();

  await page.getByRole('banner').getByRole('button', { name: 'شوروم', exact: true }).click();
  const showroom = page.getByRole('dialog', { name: 'ہمارے شوروم تشریف لائیں' });
  await expect(showroom).toContainText('اوقات');
  await expect(showroom.getByRole('link', { name: 'نقشے میں کھولیں' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(showroom).toBeHidden();

  const panel = await openAppointment(page, 'ملاقات کا وقت لیں', 'مینو کھولیں');
  await expect(panel.getByText('بتائیں آپ ہم سے کیسے ملنا چاہیں گے۔')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'فون پر' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await panel.getByRole('button', { name: 'شوروم میں' }).click();
  const form = page.getByRole('form', { name: 'شوروم میں ملاقات' });
  await expect(form.getByRole('combobox', { name: /مقصد/ }).locator('option')).toContainText([
    'منتخب کریں',
    'زیورات کے بارے میں مشورہ',
  ]);
  await form.getByRole('textbox', { name: /فون/ }).fill('0300 12');
  await form.getByRole('button', { name: 'دیکھیں کیا رہ گیا ہے' }).click();
  await expect(form.getByText('براہِ کرم اپنا نام لکھیں')).toBeVisible();
  await expect(form.getByText('براہِ کرم درست فون نمبر لکھیں')).toBeVisible();
  await expect(form.getByText('بھیجنے کے لیے ضروری خانے پُر کریں۔')).toBeVisible();
  await expect(form.getByRole('button', { name: 'ملاقات کی درخواست بھیجیں' })).toBeDisabled();
  await expect(form).not.toContainText('Please');
  expect(await violations(page)).toEqual([]);
});

test('the English dialogs read English word for word', async ({ page }) => {
  await watchHydration(page);
  await page.goto('/about');
  await untilHydrated(page);
  await expect(page.getByRole('region', { name: 'Showroom details' })).toContainText(
    'WhatsApp hours are 11:00am to 6:00pm, subject to team availability.',
  );
  await page.getByRole('button', { name: "Today's Gold Rates" }).first().click();
  const rates = page.getByRole('dialog', { name: "Today's Gold Rates" });
  await expect(rates.getByRole('row', { name: /24 Karat/ })).toContainText('per tola');
  await expect(rates).toContainText("Gold prices on this site follow today's rate.");
  await page.keyboard.press('Escape');
  const panel = await openAppointment(page, 'Request An Appointment', 'Open menu');
  await expect(panel.getByText('Choose how you would like to meet us.')).toBeVisible();
  await panel.getByRole('button', { name: 'Over The Call' }).click();
  const form = page.getByRole('form', { name: 'Appointment Over The Call' });
  await expect(form.getByText('Preferred Date for the Call')).toBeVisible();
  await form.getByRole('button', { name: 'Show what is missing' }).click();
  await expect(form.getByText('Please enter your name')).toBeVisible();
  await expect(form.getByText('Fill in the required fields to send.')).toBeVisible();
});

test('the Urdu checkout lists the countries by their Urdu names and sends the English one', async ({ page }) => {
  await watchHydration(page);
  // A piece in the bag (nothing is bought), so the checkout shows its form.
  await page.goto('/ur/product/Chain/ZG-10047');
  await untilHydrated(page);
  await page.locator('.buy-buttons button.btn').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.goto('/ur/checkout');
  await untilHydrated(page);
  await page.getByRole('radio', { name: /بیرونِ ملک ڈیلیوری/ }).check();
  const country = page.getByRole('combobox', { name: 'ملک', exact: true });
  await expect(country.locator('option', { hasText: 'برطانیہ' })).toHaveAttribute('value', 'United Kingdom');
  const names = await country.locator('option').allTextContents();
  expect(names).toContain('پاکستان');
  expect(names.every((n) => /^[\u0600-\u06ff ]+$/.test(n))).toBe(true);
  expect(names.indexOf('آسٹریلیا')).toBeLessThan(names.indexOf('پاکستان'));
  await country.selectOption('United Kingdom');
  await expect(page.getByText(/برطانیہ.* تک ڈیلیوری کا خرچ:/)).toBeVisible();

  await page.goto('/checkout');
  await page.getByRole('radio', { name: /Worldwide Delivery/ }).check();
  await expect(
    page.getByRole('combobox', { name: 'Country', exact: true }).locator('option', { hasText: 'United Kingdom' }),
  ).toHaveAttribute('value', 'United Kingdom');
});
