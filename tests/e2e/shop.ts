import { expect, type Page } from '@playwright/test';
import { HYDRATED_EVENT } from '../../core/constants';
import { href, type Piece } from './pieces';

/** Page helpers so the tests read like a shopper's journey. */
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1366) < 800;

/** Marks the window once the app has taken a page over (HYDRATED_EVENT): call before the page is opened. */
export const watchHydration = (page: Page) =>
  page.addInitScript(
    (name) => addEventListener(name, () => Object.assign(window, { __hydrated: true }), { once: true }),
    HYDRATED_EVENT,
  );

/** Waits for the mark `watchHydration` sets: keys and presses from now on reach the app, not the server's page alone. */
export const untilHydrated = (page: Page) =>
  page.waitForFunction(() => (window as { __hydrated?: boolean }).__hydrated === true);

/** Every shop link in an information page's text stays under /ur (an Urdu page never sends a guest to English). */
export async function linksStayInUrdu(page: Page) {
  const hrefs = await page
    .locator('main article a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href === '/ur' || href.startsWith('/ur/'), href).toBe(true);
}

/** The language switch as a guest reaches it: in the header, or in the phone's menu. */
export async function languageSwitch(page: Page, name: 'اردو' | 'English') {
  if (isPhone(page)) {
    await page.getByRole('button', { name: /Open menu|مینو کھولیں/ }).click();
    return page.getByRole('dialog').getByRole('link', { name, exact: true });
  }
  return page.getByRole('banner').getByRole('link', { name, exact: true });
}

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

/** Fills the checkout as a guest in Lahore, free delivery, the terms ticked. */
export async function fillCheckout(page: Page) {
  await page.getByLabel('First Name').fill('Ayesha');
  await page.getByLabel('Email').fill('ayesha.khan@example.com');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('House 12, Street 4, Model Town');
  await page.getByLabel('Phone').fill('0300 1234567');
  await page.getByLabel('City').fill('Lahore');
  await page.getByRole('radio', { name: /Free Delivery Nationwide/ }).check();
  await page.getByLabel(/I have read and agree to the terms and conditions/).check();
}

/** Puts a piece without sizes in the bag from its page and carries on shopping. */
export async function addToBag(page: Page, piece: Pick<Piece, 'ItemName' | 'TagNo'>) {
  await page.goto(href(piece));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page
    .getByRole('dialog', { name: 'Added to your bag' })
    .getByRole('button', { name: 'Continue Shopping' })
    .click();
}
