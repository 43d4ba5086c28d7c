import { expect, test } from './fixtures';
import { violations } from './axe';
import { menuLink, OWNER, printedSetupLink, STAFF } from './back-office';
import { mailsAbout } from './outbox';

/**
 * docs/behaviour.md §11.1 on a fresh install: nothing behind /admin without a session; the owner opens the link the
 * shop printed, sets up their account, and invites a staff member, who joins through the link with their own password
 * (so the specs can sign STAFF in straight to today's page).
 */
test('the owner sets up the back office from the printed link and invites a staff member, who joins', async ({
  page,
}) => {
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

  await (await menuLink(page, 'Staff')).click();
  const invite = page.getByRole('form', { name: 'Invite a member' });
  await invite.getByLabel('Name').fill(STAFF.name);
  await invite.getByLabel('Email').fill(STAFF.email);
  await invite.getByLabel('Role').selectOption('staff');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByRole('status')).toHaveText(
    `${STAFF.name} is invited: an e-mail with the link is on its way.`,
  );
  // The link is shown to the owner this once, and mailed to the member.
  const link = (await page.locator('#invite-link').textContent()) ?? '';
  expect(link).toMatch(/\/admin\/join\?token=[\w-]{32}$/);
  await expect(page.getByRole('heading', { level: 3, name: `${STAFF.name} (staff)` })).toBeVisible();
  await expect(page.getByText(/the link works until/)).toBeVisible();
  expect(await violations(page), 'axe on the staff page').toEqual([]);
  await expect.poll(async () => (await mailsAbout(STAFF.email)).some((m) => m.includes(link))).toBe(true);
  await (await menuLink(page, 'Audit log')).click();
  const log = page.getByRole('region', { name: 'The log' });
  await expect(log).toContainText(`${OWNER.name} invited ${STAFF.name} (${STAFF.email}) to join as staff`);
  expect(await violations(page), 'axe on the audit log').toEqual([]);
  // Filtered by kind, the log keeps the filter in its address; on a phone nothing scrolls sideways.
  const filters = page.getByRole('form', { name: 'Filter the log' });
  await filters.getByLabel('Kind').selectOption('settings');
  await filters.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/[?&]kind=settings/);
  await expect(page.getByText('No changes match.')).toBeVisible();
  await filters.getByLabel('Kind').selectOption('staff');
  await filters.getByRole('button', { name: 'Show' }).click();
  await expect(log).toContainText(`invited ${STAFF.name}`);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 900 });

  // The link is spent: it cannot make a second owner.
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await violations(page), 'axe on the sign-in page').toEqual([]);
  await page.goto(await printedSetupLink());
  await expect(page.getByRole('heading', { level: 1, name: 'This setup link cannot be used' })).toBeVisible();

  // The staff member opens the invitation, sees who is invited, and chooses their own password.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Join the back office' })).toBeVisible();
  await expect(page.getByText(STAFF.email)).toBeVisible();
  expect(await violations(page), 'axe on the join page').toEqual([]);
  await page.getByLabel('Choose a password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect(page.getByText(`${STAFF.name} (staff)`)).toBeVisible();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  // The invitation is spent.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'This invitation link cannot be used' })).toBeVisible();
  expect(await violations(page), 'axe on a spent invitation').toEqual([]);
});
