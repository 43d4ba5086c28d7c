import type { Page } from '@playwright/test';
import { violations } from './axe';
import { memberFromCommandLine, menuToggle, signIn } from './back-office';
import { expect, test } from './fixtures';

/**
 * docs/behaviour.md §11.3 (the bar), docs/decisions/079: on a phone the bar is one short row with Menu, which opens
 * the sections and the member's buttons (44 px tap targets) by touch or keyboard, with and without the app, and is
 * closed on the next page; wider, the sections are shown as ever and there is no Menu button.
 */
const nav = (page: Page) => page.getByRole('navigation', { name: 'Back office' });

test('the back office menu: folded under Menu on a phone, by keyboard and without the app; shown on a desktop', async ({
  page,
  browser,
}, info) => {
  const member = await memberFromCommandLine('owner', `Menu ${info.project.name}`, `menu-${info.project.name}`);
  await signIn(page, member);
  await page.goto('/admin/orders');
  if (info.project.name !== 'phone') {
    await expect(menuToggle(page)).toBeHidden();
    await expect(nav(page).getByRole('link', { name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    return;
  }

  // One row: the list starts on the first screen.
  const bar = await page.getByRole('banner').boundingBox();
  expect(bar?.height).toBeLessThanOrEqual(110);
  await expect(nav(page)).toBeHidden();
  const toggle = await menuToggle(page).boundingBox();
  expect(toggle?.height).toBeGreaterThanOrEqual(44);

  // By keyboard: Enter opens it, Escape closes it and gives the focus back.
  await menuToggle(page).focus();
  await page.keyboard.press('Enter');
  await expect(nav(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  for (const target of await nav(page).getByRole('link').all())
    expect((await target.boundingBox())?.height, await target.innerText()).toBeGreaterThanOrEqual(44);
  expect((await page.getByRole('button', { name: 'Sign out' }).boundingBox())?.height).toBeGreaterThanOrEqual(44);
  expect(await violations(page), 'axe with the menu open').toEqual([]);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(nav(page)).toBeHidden();
  await expect(menuToggle(page)).toBeFocused();

  // A section opened from the menu: the next page has it closed.
  await menuToggle(page).click();
  await nav(page).getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await expect(nav(page)).toBeHidden();

  // Without the app: the disclosure opens, and a section is a new page.
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined, javaScriptEnabled: false });
  await context.addCookies(await page.context().cookies());
  const plain = await context.newPage();
  await plain.goto('/admin/orders');
  await expect(nav(plain)).toBeHidden();
  await menuToggle(plain).click();
  await nav(plain).getByRole('link', { name: 'Numbers' }).click();
  await expect(plain).toHaveURL(/\/admin\/numbers$/);
  await expect(nav(plain)).toBeHidden();
  await context.close();
});
