import type { Page } from '@playwright/test';
import { violations } from './axe';
import { memberFromCommandLine, signIn } from './back-office';
import { expect, test } from './fixtures';
import { copiesOf, href, importRecords, recordOf, stockItem } from './pieces';

/*
 * The size charts (docs/behaviour.md §9.18) and four rough edges (docs/decisions/086, 087): the delivery promise of the
 * delivery policy, one returns policy on both its pages, one date format, file choosers a 44 px tap target.
 */

const RING = '/product/Rings/ZG-10001';
const ISO_DAY = /\b\d{4}-\d{2}-\d{2}\b/;
const SHOP_DAY = /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept|Oct|Nov|Dec) \d{4}\b/;

const clean = async (page: Page) => expect(await violations(page)).toEqual([]);

test('a guest who measured 17.3 mm finds her ring size in the chart and picks it on the piece', async ({ page }) => {
  await page.goto(RING);
  const name = await page.getByRole('heading', { level: 1 }).textContent();
  await page.locator('.size-select').getByRole('link', { name: 'Size guide' }).click();
  await expect(page).toHaveURL(/\/ring-size\?back=%2Fproduct%2FRings%2FZG-10001$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ring Size Guide' })).toBeVisible();

  // The chart: every size 1 to 36 with its inside diameter and circumference in mm.
  const chart = page.getByRole('table', { name: /Our ring sizes 1 to 36/ });
  await expect(chart.getByRole('columnheader')).toHaveText(['Size', 'Diameter (mm)', 'Circumference (mm)']);
  await expect(chart.locator('tbody tr')).toHaveCount(36);
  await expect(chart.getByRole('row', { name: /^14 17\.2 54\.0$/ })).toBeVisible();

  // Find my size: 17.3 mm across a ring that fits is between 14 and 15, so 15 (the larger, for comfort).
  await page.getByLabel('Inside diameter of a ring that fits').check();
  await page.getByLabel('Your measurement (mm)').fill('17.3');
  await page.getByRole('button', { name: 'Find my size' }).click();
  await expect(page).toHaveURL(/by=diameter&mm=17\.3&back=/);
  await expect(page.getByRole('status')).toContainText(
    '17.3 mm inside diameter is between ring size 14 and 15: take 15, the larger, for comfort.',
  );
  const marked = chart.locator('tr[aria-current="true"]');
  await expect(marked).toHaveCount(1);
  await expect(marked.getByRole('rowheader')).toHaveText('15 your size');
  await clean(page);

  // Back to the piece, and the size picked there.
  await page.getByRole('link', { name: 'Back to the piece' }).click();
  await expect(page).toHaveURL(new RegExp(`${RING}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name ?? '');
  await page.getByLabel('Ring size').selectOption('15');
  await expect(page.getByLabel('Ring size')).toHaveValue('15');
});

test('the bangle chart in inches and sixteenths; a circumference; a wrong figure is named; no way to another site', async ({
  page,
}) => {
  await page.goto('/bangles-bracelets-size-guide?back=//evil.example/x');
  const chart = page.getByRole('table', { name: /Our bangle sizes/ });
  await expect(chart.locator('tbody tr')).toHaveCount(16);
  await expect(chart.getByRole('row', { name: /^2\.4 57\.2 179\.5$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the piece' })).toHaveCount(0);
  await expect(page.locator('input[name="back"]')).toHaveCount(0);

  await page.getByLabel('Around your folded hand (circumference)').check();
  await page.getByLabel('Your measurement (mm)').fill('189.5');
  await page.getByRole('button', { name: 'Find my size' }).click();
  await expect(page.getByRole('status')).toContainText('189.5 mm circumference is bangle size 2.6.');
  await clean(page);

  await page.getByLabel('Your measurement (mm)').fill('wide');
  await page.getByRole('button', { name: 'Find my size' }).click();
  await expect(page.getByText('Type your measurement in millimetres, e.g. 17.3')).toBeVisible();
  await expect(page.getByLabel('Your measurement (mm)')).toHaveAttribute('aria-invalid', 'true');
});

test('a one-off piece promises the delivery policy’s 7 working days, not its stock count as days', async ({
  page,
  request,
}) => {
  const [chain] = await copiesOf(request, ['ZG-10047']);
  if (!chain) throw new Error('no copy of the chain');
  // The stock says one piece: the old rule showed "Delivery In 1 days".
  await importRecords([recordOf(await stockItem(request, chain.TagNo), { Pieces: 1 })]);
  await page.goto(href(chain));
  await expect(page.locator('.delivery')).toHaveText('Delivery in 7 working days');
  await page.goto(RING);
  await page.getByLabel('Ring size').selectOption('36');
  await expect(page.locator('.delivery')).toHaveText('Delivery in 15 working days');
  await page.goto('/Delivery-policy');
  await expect(page.getByRole('main')).toContainText(
    '7 working days for a piece we hold in stock (for a ring or bangle, in the size you choose), and 15 working days when it is made or sized for you.',
  );
});

test('both policy pages state one policy, word for word, under the headings a guest looks for', async ({ page }) => {
  const policyOf = async (path: string) => {
    await page.goto(path);
    const article = page.locator('article.info-page');
    await expect(article.getByRole('heading', { level: 2 })).toHaveText([
      'At a glance',
      'Returns',
      'Exchanges',
      'Refunds',
      'Gold taken back',
      'Repairs',
      'What we cannot take back',
      'How to start a return, exchange or repair',
    ]);
    return (await article.locator(':scope > :not(nav):not(h1)').allInnerTexts()).join('\n');
  };
  const returns = await policyOf('/returnpolicy');
  await clean(page);
  const refunds = await policyOf('/Refund&Exchange-policy');
  expect(refunds).toBe(returns);
  for (const rule of [
    /30 days from delivery/,
    /Sale and pre-owned pieces: 14 days/,
    /within 2 days of delivery/,
    /within 7 business days/,
    /six months/,
    /day's gold rate for its gold, less wastage, stones and making charges/,
    /Silver jewellery/,
    /Real stones/,
    /Watches/,
  ]) {
    expect(returns).toMatch(rule);
  }
});

test('dates read as "28 Nov 2026", never as an ISO day, in the price breakup of a gold piece', async ({ page }) => {
  await page.goto('/product/Chain/ZG-10047');
  await page.getByRole('button', { name: 'View price breakup' }).click();
  const breakup = page.getByRole('dialog');
  await expect(breakup).toContainText(SHOP_DAY);
  expect(await breakup.innerText()).not.toMatch(ISO_DAY);
});

test('every file chooser is a 44 px tap target on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ring-size');
  await page.getByRole('button', { name: 'Request Ring Size Help' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Ring Size Help' });
  const files = dialog.locator('input[type="file"]');
  await expect(files).toHaveCount(3);
  for (const input of await files.all()) {
    await input.scrollIntoViewIfNeeded();
    const box = await input.boundingBox();
    expect(box?.height, (await input.getAttribute('name')) ?? 'a file chooser').toBeGreaterThanOrEqual(44);
    const button = await input.evaluate((el) => parseFloat(getComputedStyle(el, '::file-selector-button').minHeight));
    expect(button).toBeGreaterThanOrEqual(44);
  }
});

test('staff read a size request’s measurements with the shop size each matches', async ({ page }, info) => {
  test.setTimeout(180_000);
  const name = `Maryam ${info.project.name} ${Date.now()}`;
  await page.goto('/ring-size');
  await page.getByRole('button', { name: 'Request Ring Size Help' }).click();
  const form = page.getByRole('form', { name: 'Ring size request' });
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Email').fill(`sizes-${info.project.name}@example.com`);
  await form.getByLabel('Phone').fill('03451234567');
  await form.getByLabel(/Finger Measurement/).fill('54');
  await form.getByLabel(/Ring Measurement/).fill('17.3 mm');
  await form.getByRole('button', { name: 'Send Measurements' }).click();
  await expect(form.getByText('Form submitted successfully!')).toBeVisible();

  await signIn(page, await memberFromCommandLine('staff', `Sana ${info.project.name}`, `sizes-${info.project.name}`));
  await page.goto(`/admin/inquiries?kind=ring-size&q=${encodeURIComponent(name)}`);
  await page.getByRole('row').filter({ hasText: name }).getByRole('link', { name }).click();
  const sent = page.getByRole('region', { name: 'What they sent' });
  await expect(sent.locator('div').filter({ hasText: 'Finger measurement' }).locator('dd')).toHaveText(
    '54 · ring size 14',
  );
  await expect(sent.locator('div').filter({ hasText: 'Ring measurement' }).locator('dd')).toHaveText(
    '17.3 mm · ring size 15 (between 14 and 15)',
  );
  await clean(page);
});
