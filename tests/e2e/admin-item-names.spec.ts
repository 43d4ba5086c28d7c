import type { Browser, Page } from '@playwright/test';
import { violations } from './axe';
import { memberFromCommandLine, menuLink, noSidewaysScroll, signIn } from './back-office';
import { expect, test } from './fixtures';
import { isPhone } from './shop';

/**
 * docs/decisions/078 from both sides: the owner gives the stock's item name 'Ancklet' other words on
 * /admin/stock/names; a guest sees them at once in the menu, the listing and a product page, and finds the pieces by
 * them; then the words are put back. The shop is shared: the desktop project changes Gold's Ancklet, the phone
 * project Silver's, each to words no other spec reads, and each puts back the words it found (the demo's 'Anklets').
 */
test.setTimeout(180_000);

/** A guest's browser beside the owner's, at the same size, without the owner's cookies. */
async function guestPage(browser: Browser, like: Page) {
  const context = await browser.newContext({ viewport: like.viewportSize() ?? undefined });
  return context.newPage();
}

/** The form of one item name on the names page, and its box. */
function nameForm(page: Page, type: string) {
  const form = page.getByRole('form', { name: `Ancklet (${type})` });
  return { form, box: form.getByLabel('Words guests see') };
}

async function saveWords(page: Page, type: string, words: string) {
  const { form, box } = nameForm(page, type);
  await box.fill(words);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(/^Saved: guests now see/)).toBeVisible();
}

test('the owner gives the item name Ancklet words guests see in the menu, the listing, a product and search', async ({
  page,
  browser,
}) => {
  const phone = isPhone(page);
  const type = phone ? 'Silver' : 'Gold';
  const words = phone ? 'Nagina Anklets' : 'Tilla Anklets';
  const term = phone ? 'nagina' : 'tilla';
  const owner = await memberFromCommandLine('owner', 'Item Words Owner', 'item-words');
  await signIn(page, owner);

  // From the Stock page, where an owner looks for the stock's names.
  await (await menuLink(page, 'Stock', true)).click();
  await page.getByRole('link', { name: 'Names guests see' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Names guests see' })).toBeVisible();
  const { form, box } = nameForm(page, type);
  await expect(form).toContainText(/\d+ pieces?/);
  const was = await box.inputValue();
  await noSidewaysScroll(page);
  expect(await violations(page)).toEqual([]);

  // Too many words are refused by name, and nothing is saved.
  await box.fill('x'.repeat(61));
  await box.blur();
  await expect(form.getByText('Words guests see must be at most 60 characters')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();

  try {
    await saveWords(page, type, words);
    await noSidewaysScroll(page);

    const guest = await guestPage(browser, page);
    await guest.goto('/');
    let link;
    if (phone) {
      await guest.getByRole('button', { name: 'Open menu' }).click();
      const panel = guest.getByRole('dialog', { name: 'Menu' });
      await panel.getByRole('button', { name: `${type} Jewellery`, exact: true }).click();
      link = panel.getByRole('link', { name: words, exact: true });
    } else {
      await guest
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: /Shop Online/ })
        .click();
      link = guest.locator('#shop-menu-panel').getByRole('link', { name: words, exact: true });
    }
    // The menu reads the words; its address keeps the stock's name.
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', new RegExp(`^/Shop-Online/${type}/Ancklet/\\d+$`));
    await link.click();
    await expect(guest.getByRole('heading', { level: 1, name: new RegExp(`^${words}`) })).toBeVisible();

    // A product page: its breadcrumb and category read the words; its address the stock's name.
    await guest.locator('a[href^="/product/Ancklet/"]').first().click();
    await expect(guest).toHaveURL(/\/product\/Ancklet\//);
    await expect(
      guest.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: words }),
    ).toBeVisible();
    await expect(guest.getByText(`${type} · ${words}`)).toBeVisible();

    // Search finds the pieces by the owner's words.
    await guest.goto(`/Search/Gold/${term}`);
    await expect(guest.locator('a[href^="/product/Ancklet/"]').first()).toBeVisible();
    await guest.context().close();
  } finally {
    // The words this test found (the demo's), whatever happened above: other specs read the menu.
    await page.goto('/admin/stock/names');
    await saveWords(page, type, was);
  }
  await expect(nameForm(page, type).box).toHaveValue(was);
});
