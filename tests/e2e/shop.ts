import { expect, type Page } from '@playwright/test';

/** Page helpers so the tests read like a shopper's journey. */
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1366) < 800;

/** Opens a listing from the menu: the desktop mega menu, or the phone's side panel accordion. */
export async function openListingFromMenu(page: Page, list: string, name: string) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await panel.getByRole('button', { name: list, exact: true }).click();
    await panel.getByRole('link', { name, exact: true }).first().click();
  } else {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: /Shop Online/ })
      .click();
    const column = page.locator('.menu-col', { has: page.getByRole('heading', { name: list, exact: true }) }).first();
    await column.getByRole('link', { name, exact: true }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${name}`) })).toBeVisible();
}

/** Opens the menu where an empty category (women's palladium) shows Coming Soon; returns its Request Requirement button. */
export async function openEmptyCategory(page: Page) {
  await page.goto('/');
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Palladium Jewellery', exact: true })
      .click();
  } else {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: /Shop Online/ })
      .click();
  }
  const box = page.locator('.coming-soon').filter({ visible: true }).first();
  await expect(box).toContainText('Coming Soon');
  return box.getByRole('button', { name: 'Request Requirement' });
}

export const pkr = (text: string) => Number(text.replace(/[^\d]/g, ''));

export async function cardPrices(page: Page): Promise<number[]> {
  return (await page.locator('.card .price').allTextContents()).map(pkr);
}
