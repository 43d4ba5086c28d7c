import { violations } from './axe';
import { backOfficeMenu, memberFromCommandLine, noSidewaysScroll, OWNER, signIn } from './back-office';
import { expect, test } from './fixtures';

/**
 * docs/behaviour.md §11.1: the owner asks a member for a new password; at their next sign-in the member is taken to
 * "Choose your own password" and nothing else opens until they have; any member can change theirs from the menu.
 */
test('the owner asks a member for a new password: the member chooses their own at next sign-in', async ({
  page,
  browser,
}, info) => {
  const member = await memberFromCommandLine('staff', `Hina ${info.project.name}`, `password-${info.project.name}`);
  await signIn(page, OWNER);
  await page.goto('/admin/staff');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: member.name }) });
  await card.getByRole('button', { name: 'Ask for a new password' }).click();
  await expect(card.getByRole('status')).toHaveText(`${member.name} must choose a new password before anything else.`);
  await expect(card.locator('strong', { hasText: 'Must choose a new password' })).toBeVisible();

  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const theirs = await context.newPage();
  await theirs.goto('/admin/login');
  await theirs.getByLabel('Email').fill(member.email);
  await theirs.getByLabel('Password').fill(member.password);
  await theirs.getByRole('button', { name: 'Sign in' }).click();
  await expect(theirs.getByRole('heading', { level: 1, name: 'Choose your own password' })).toBeVisible();
  await expect(theirs).toHaveURL(/\/admin\/password$/);
  expect(await violations(theirs), 'axe on the forced password page').toEqual([]);
  await noSidewaysScroll(theirs);
  // Nothing else opens meanwhile.
  await theirs.goto('/admin/orders');
  await expect(theirs).toHaveURL(/\/admin\/password$/);

  const form = theirs.getByRole('form', { name: 'Choose your own password' });
  await form.getByLabel('Current password').fill('not my password at all');
  await form.getByLabel('New password').fill('Minar-e-Pakistan-1968');
  await form.getByRole('button', { name: 'Save password' }).click();
  await expect(form.locator('#password-current-error')).toHaveText('Your current password is not right');
  await form.getByLabel('Current password').fill(member.password);
  await form.getByRole('button', { name: 'Save password' }).click();
  await expect(theirs.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();

  // From the menu, any member can change their password again; the page is not forced then.
  await backOfficeMenu(theirs);
  await theirs.getByRole('link', { name: 'Change password' }).click();
  await expect(theirs.getByRole('heading', { level: 1, name: 'Choose your own password' })).toBeVisible();
  await expect(theirs.getByRole('link', { name: 'Back to today' })).toBeVisible();
  expect(await violations(theirs), 'axe on the password page').toEqual([]);
  await context.close();

  await page.goto('/admin/audit');
  const log = page.getByRole('region', { name: 'The log' });
  await expect(log).toContainText(`${OWNER.name} asked ${member.email} to choose a new password`);
  await expect(log).toContainText(`${member.name} changed their own password (${member.email})`);
});
