import { violations } from './axe';
import { menuLink, noSidewaysScroll, signIn, STAFF } from './back-office';
import { expect, test } from './fixtures';

/**
 * docs/behaviour.md §11.17: a member opens Numbers from the menu and reads today's figures, the chart and the tables;
 * this month's are a click away, the CSV is linked for the period, and a day that is not a date is named. On a phone
 * (390 px wide) nothing scrolls sideways.
 */
test('the day’s numbers: today, this month, the CSV, and a bad day named', async ({ page, consoleErrors }, info) => {
  if (info.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, STAFF);
  await (await menuLink(page, 'Numbers')).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Numbers' })).toBeVisible();
  await expect(page.getByLabel('Figures')).toContainText('Orders placed');
  await expect(page.getByLabel('Figures')).toContainText('Awaiting payment');
  const periods = page.getByRole('navigation', { name: 'Periods' });
  await expect(periods.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('img', { name: /Chart of the value of orders placed each day, 1 day,/ })).toHaveCount(1);
  await noSidewaysScroll(page);
  expect(await violations(page), 'axe on today’s numbers').toEqual([]);

  await periods.getByRole('link', { name: 'This month' }).click();
  await expect(page).toHaveURL(/\/admin\/numbers\?from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/);
  const from = new URL(page.url()).searchParams.get('from');
  const to = new URL(page.url()).searchParams.get('to');
  await expect(page.getByLabel('From')).toHaveValue(from ?? '');
  await expect(page.getByLabel('To')).toHaveValue(to ?? '');
  // On the 1st, this month is today, and the page says so.
  await expect(periods.getByRole('link', { name: from === to ? 'Today' : 'This month' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    new RegExp(`^/api/admin/numbers\\.csv\\?from=${from}&to=`),
  );
  await noSidewaysScroll(page);
  await page.screenshot({ path: `test-results/admin-numbers-${info.project.name}.png`, fullPage: true });

  await page.goto('/admin/numbers?from=2026-02-30');
  await expect(page.getByRole('alert')).toContainText('From must be a date (YYYY-MM-DD)');
  // The browser logs the 400 it was meant to get; nothing else.
  const asked = /status of 400/;
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !asked.test(e)));
});
