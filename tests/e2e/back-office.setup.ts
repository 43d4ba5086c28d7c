import { expect, test } from './fixtures';
import { violations } from './axe';
import { OWNER, printedSetupLink, STAFF } from './back-office';

/**
 * docs/behaviour.md §11.1 on a fresh install: nothing behind /admin without a session; the owner opens the link the
 * shop printed, sets up their account, and adds a staff member, who can then sign in.
 */
test('the owner sets up the back office from the printed link and adds a staff member', async ({ page }) => {
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin\/login$/);

  await page.goto(await printedSetupLink());
  await expect(page.getByRole('heading', { level: 1, name: "Set up the owner's account" })).toBeVisible();
  expect(await violations(page), 'axe on the setup page').toEqual([]);
  await page.getByLabel('Name').fill(OWNER.name);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill('too short');
  await expect(page.getByRole('button', { name: 'Create account' })).toBeDisabled();
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect(page.getByText(`${OWNER.name} (owner)`)).toBeVisible();

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff' }).click();
  const add = page.getByRole('form', { name: 'Add a member' });
  await add.getByLabel('Name').fill(STAFF.name);
  await add.getByLabel('Email').fill(STAFF.email);
  await add.getByLabel('Role').selectOption('staff');
  await add.getByLabel('First password').fill(STAFF.password);
  await add.getByRole('button', { name: 'Add member' }).click();
  await expect(add.getByRole('status')).toHaveText(`${STAFF.name} can sign in now.`);
  await expect(page.getByRole('heading', { level: 2, name: `${STAFF.name} (staff)` })).toBeVisible();
  expect(await violations(page), 'axe on the staff page').toEqual([]);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' }).click();
  const log = page.getByRole('region', { name: 'The log' });
  await expect(log).toContainText(`${OWNER.name} added ${STAFF.name} (${STAFF.email}) as staff`);
  expect(await violations(page), 'axe on the audit log').toEqual([]);
  // Filtered by kind, the log keeps the filter in its address; on a phone nothing scrolls sideways.
  const filters = page.getByRole('form', { name: 'Filter the log' });
  await filters.getByLabel('Kind').selectOption('settings');
  await filters.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/[?&]kind=settings/);
  await expect(page.getByText('No changes match.')).toBeVisible();
  await filters.getByLabel('Kind').selectOption('staff');
  await filters.getByRole('button', { name: 'Show' }).click();
  await expect(log).toContainText(`added ${STAFF.name}`);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 900 });

  // The link is spent: it cannot make a second owner.
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await violations(page), 'axe on the sign-in page').toEqual([]);
  await page.goto(await printedSetupLink());
  await expect(page.getByRole('heading', { level: 1, name: 'This setup link cannot be used' })).toBeVisible();
});
