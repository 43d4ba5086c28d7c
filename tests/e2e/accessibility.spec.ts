import { violations } from './axe';
import { expect, test } from './fixtures';
import { isPhone } from './shop';

/**
 * Accessibility (docs/behaviour.md §10.9), checked with axe-core (WCAG 2.1 A/AA and best practice) on every kind
 * of screen, at desktop and phone widths, and with the dialogs and forms open.
 */
const PAGES = [
  '/',
  '/Shop-Online/Gold/Rings/1',
  '/product/Rings/ZG-10001',
  '/Search/Gold/ring',
  '/CartProduct',
  '/checkout',
  '/contact',
  '/Gift-Card',
  '/login',
  '/about',
  '/termscondition',
  '/ring-size',
  '/orderstatus',
];

test('every kind of screen passes axe', async ({ page }) => {
  test.setTimeout(300_000);
  const problems: string[] = [];
  for (const path of PAGES) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    problems.push(...(await violations(page)).map((v) => `${path}: ${v}`));
  }
  expect(problems).toEqual([]);
});

test('open dialogs and forms pass axe', async ({ page }) => {
  test.setTimeout(300_000);
  const problems: string[] = [];
  const check = async (what: string) => problems.push(...(await violations(page)).map((v) => `${what}: ${v}`));

  await page.goto('/ring-size');
  await page.getByRole('button', { name: 'Request Ring Size Help' }).click();
  const ring = page.getByRole('form', { name: 'Ring size request' });
  await ring.getByRole('button', { name: 'Show what is missing' }).click();
  await expect(ring.getByText('Finger Measurement is required')).toBeVisible();
  await check('ring size form with its messages');
  await page.keyboard.press('Escape');

  await page.getByRole('contentinfo').getByRole('button', { name: 'Be in the know' }).click();
  await expect(page.getByRole('form', { name: 'Newsletter sign-up' })).toBeVisible();
  await check('newsletter panel');
  await page.keyboard.press('Escape');

  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Request An Appointment' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Request An Appointment' }).click();
  }
  await page
    .getByRole('dialog', { name: 'Request An Appointment' })
    .getByRole('button', { name: 'At Showroom' })
    .click();
  await expect(page.getByRole('form', { name: 'Appointment At Showroom' })).toBeVisible();
  await check('appointment form');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  await page.goto('/product/Chain/ZG-10047');
  await page.getByRole('button', { name: "Today's Gold Rates" }).click();
  await expect(page.getByRole('dialog', { name: /Gold Rates/ })).toBeVisible();
  await check('gold rates');
  expect(problems).toEqual([]);
});
