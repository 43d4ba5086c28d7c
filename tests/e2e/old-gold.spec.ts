import type { Page } from '@playwright/test';
import type { GoldRate } from '../../core/api-schemas';
import { formatPKR } from '../../core/format';
import { TOLA_GRAMS } from '../../core/tola';
import { violations } from './axe';
import { alone, memberPage, noSidewaysScroll, OWNER } from './back-office';
import { expect, test } from './fixtures';

/**
 * Old gold's value and the zakat estimate (docs/behaviour.md §9.16, §9.17, §11.15): the owner sets the buy-back
 * deductions and the silver rate in /admin/settings; a guest asks the value of 2 tola of 21 karat gold, with
 * JavaScript and without, and an estimate of their zakat; the pages follow the owner's change at once. Every figure
 * expected is worked out here from the shop's rate in force (the one the storefront shows) and the deductions this
 * test sets, not copied. Desktop and phone take turns with the settings (they are the shop's, one for all).
 */

const rateInForce = async (page: Page) =>
  (await (await page.request.get('/api/dashboard/goldrate')).json()) as GoldRate;

/** The owner saves the buy-back terms: a cash and an exchange deduction (whole percent) and the silver rate per tola. */
async function setTerms(owner: Page, terms: { cash: number; exchange: number; silver: number }) {
  await owner.goto('/admin/settings');
  const form = owner.getByRole('form', { name: 'Old gold and silver' });
  await form.getByLabel('Deduction on gold sold for cash (%)').fill(String(terms.cash));
  await form.getByLabel('Deduction on gold exchanged for new jewellery (%)').fill(String(terms.exchange));
  await form.getByLabel("Today's silver rate per tola (PKR)").fill(terms.silver.toLocaleString('en'));
  await form.getByRole('button', { name: 'Save old gold terms' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved: the old gold and zakat pages use these figures now.');
}

/** Asks the value of 2 tola of 21 karat gold on /old-gold, as a guest types it. */
async function askTwoTola(page: Page) {
  await page.goto('/old-gold');
  await page.getByRole('textbox', { name: /^Tola/ }).fill('2');
  await page.getByRole('combobox', { name: 'Karat' }).selectOption('21');
  await page.getByRole('button', { name: 'Work out the value' }).click();
  await expect(page.getByRole('heading', { name: '2 tola of 21 karat gold' })).toBeVisible();
}

/** The figures for 2 tola of 21K at `rate`: 2 × 11.664 g × the 21K rate a gram, less each deduction, to the rupee. */
function twoTolaOf21k(rate: GoldRate, cash: number, exchange: number) {
  const value = Math.round(2 * TOLA_GRAMS * rate.K21);
  return {
    value: formatPKR(value),
    cash: formatPKR(Math.round((value * (100 - cash)) / 100)),
    exchange: formatPKR(Math.round((value * (100 - exchange)) / 100)),
  };
}

async function expectFigures(page: Page, want: ReturnType<typeof twoTolaOf21k>) {
  const answer = page.locator('#answer');
  await expect(answer.locator('[data-figure="value"]')).toHaveText(want.value);
  await expect(answer.locator('[data-figure="cash"]')).toHaveText(want.cash);
  await expect(answer.locator('[data-figure="exchange"]')).toHaveText(want.exchange);
}

test('old gold’s value at the day’s rate, with and without JavaScript, following the owner’s deductions', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(150_000);
  const rate = await rateInForce(page);
  // Each project its own figures, so a page still showing the other's would fail.
  const cash = info.project.name === 'phone' ? 9 : 11;
  await alone('buy-back-settings', async () => {
    const owner = await memberPage(browser, page, OWNER);
    await setTerms(owner, { cash, exchange: 3, silver: 5_000 });
    await noSidewaysScroll(owner);
    expect(await violations(owner), 'axe on the settings page').toEqual([]);

    await askTwoTola(page);
    await expectFigures(page, twoTolaOf21k(rate, cash, 3));
    await expect(page.locator('#answer [data-figure="rate"]')).toContainText(
      `At the 21 karat rate of ${formatPKR(rate.K21)} a gram`,
    );
    await expect(page.getByText(`Sold for cash, the shop pays that value less ${cash}%.`)).toBeVisible();
    await noSidewaysScroll(page);
    expect(await violations(page), 'axe on the answer').toEqual([]);

    // The owner changes the cash deduction: the page follows at once (the kept page is forgotten).
    await setTerms(owner, { cash: cash + 2, exchange: 4, silver: 5_000 });
    await page.reload();
    await expectFigures(page, twoTolaOf21k(rate, cash + 2, 4));

    // Without JavaScript: the same form, the same answer.
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
    const bare = await context.newPage();
    await askTwoTola(bare);
    await expectFigures(bare, twoTolaOf21k(rate, cash + 2, 4));
    // Bad input: the form again, each box at fault named, never an error page.
    await bare.goto('/old-gold?grams=lots&tola=2&purity=');
    await expect(bare.getByRole('alert')).toHaveText('Please check the boxes marked below.');
    await expect(bare.getByText('Weight in grams must be a number from 0 to 100,000, e.g. 23.3')).toBeVisible();
    await expect(bare.getByText('Choose the karat, or “Don’t know”')).toBeVisible();
    await expect(bare.getByRole('textbox', { name: /^Grams/ })).toHaveAttribute('aria-invalid', 'true');
    await context.close();
    await owner.context().close();
  });

  // Don't know the karat: a value at each karat, and the shop tests it.
  await page.goto('/old-gold?grams=10&purity=unknown');
  await expect(
    page.getByRole('heading', { name: '10 g (0.857 tola (10 masha 2.3 ratti)) of gold, karat not known' }),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: /^21 karat/ })).toContainText(formatPKR(Math.round(10 * rate.K21)));
  expect(await violations(page), 'axe with the karat table').toEqual([]);
});

test('a zakat estimate at today’s gold and silver rates', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const rate = await rateInForce(page);
  const silver = 4_800;
  // Notes the page's hydration (app/root.tsx sends the event): the appointment link opens the panel from then on.
  await page.addInitScript(() =>
    addEventListener('hydrated', () => document.documentElement.setAttribute('data-hydrated', '')),
  );
  await alone('buy-back-settings', async () => {
    const owner = await memberPage(browser, page, OWNER);
    await setTerms(owner, { cash: 10, exchange: 3, silver });
    await owner.context().close();

    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Old Gold & Zakat' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Old Gold Value' })).toBeVisible();
    await page.getByRole('link', { name: 'zakat estimate' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Zakat Estimate' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Weights in' }).selectOption('tola');
    await page.getByRole('textbox', { name: /^21 karat/ }).fill('10');
    await page.getByRole('textbox', { name: /^Silver/ }).fill('60');
    await page.getByRole('textbox', { name: /^Cash and savings/ }).fill('100,000');
    await page.getByRole('textbox', { name: /^Debts due now/ }).fill('20000');
    await page.getByRole('button', { name: 'Estimate my zakat' }).click();

    // 10 tola of 21K at its rate a gram, 60 tola of silver at the silver rate, cash, less debts; mixed wealth is held
    // against the silver nisab, 52.5 tola × the silver rate.
    const wealth = Math.round(10 * TOLA_GRAMS * rate.K21) + 60 * silver + 100_000 - 20_000;
    await expect(page.locator('[data-figure="wealth"]')).toHaveText(formatPKR(wealth));
    await expect(
      page.getByText(`the silver nisab, 52.5 tola of silver (612.36 g): ${formatPKR(52.5 * silver)} today`),
    ).toBeVisible();
    await expect(page.locator('[data-figure="zakat"]')).toHaveText(
      `Zakat is due: ${formatPKR(Math.round(wealth * 0.025))} (2.5% of ${formatPKR(wealth)}).`,
    );
    await expect(page.getByText('This is an estimate, not a ruling:')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book an appointment' })).toBeVisible();
    await noSidewaysScroll(page);
    expect(await violations(page), 'axe on the zakat answer').toEqual([]);
  });

  // Book an appointment opens the shop's appointment panel, the one the header opens.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('link', { name: 'Book an appointment' }).click();
  await expect(page.getByRole('dialog', { name: 'Request An Appointment' })).toBeVisible();
});
