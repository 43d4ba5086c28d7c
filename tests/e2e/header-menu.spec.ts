import type { Page } from '@playwright/test';
import { violations } from './axe';
import { expect, test } from './fixtures';
import { isPhone, untilHydrated, watchHydration } from './shop';

/**
 * The header (docs/behaviour.md §2.16, docs/decisions/089): the desktop Shop Online menu by keyboard, after the
 * WAI-ARIA disclosure navigation pattern, and the scrolling showroom line that a guest can pause.
 */

/** The home page, once the app has taken it over (keys pressed before then go to the server's page alone). */
async function home(page: Page) {
  await watchHydration(page);
  await page.goto('/');
  await untilHydrated(page);
}

test('the desktop Shop Online menu: arrow keys move, Escape and Tab past its last link close it', async ({ page }) => {
  test.skip(isPhone(page), 'the desktop menu: the phone has its side panel');
  await page.setViewportSize({ width: 1280, height: 900 });
  await home(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const menu = nav.getByRole('button', { name: /Shop Online/ });
  const panel = page.locator('#shop-menu-panel');
  const homeLink = nav.getByRole('link', { name: 'Home', exact: true });
  const about = nav.getByRole('link', { name: 'About Us' });

  // Left and Right move along the top row, Home and End to its ends.
  await homeLink.focus();
  await page.keyboard.press('ArrowRight');
  await expect(menu).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(about).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(menu).toBeFocused();
  await page.keyboard.press('End');
  await expect(nav.getByRole('link', { name: /^Gift cards/ })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(homeLink).toBeFocused();
  await page.keyboard.press('ArrowRight');

  // Down on the button opens the menu at its first link; Down and Up within a column, Left and Right across.
  await page.keyboard.press('ArrowDown');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const columns = panel.locator('.mega-grid > .menu-col');
  const gold = columns.nth(0).getByRole('link');
  const silver = columns.nth(1).getByRole('link');
  await expect(gold.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(gold.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(silver.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(silver.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(gold.nth(0)).toBeFocused();
  // The focused link is not under anything: the panel shows it.
  const focused = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const r = el.getBoundingClientRect();
    return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === el;
  });
  expect(focused).toBe(true);
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('End');
  const last = panel.locator('a[href], button').filter({ visible: true }).last();
  await expect(last).toBeFocused();
  await page.keyboard.press('Home');
  await expect(gold.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu).toBeFocused();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');

  // Escape closes it and gives focus back to its button.
  await page.keyboard.press('ArrowDown');
  await expect(gold.nth(0)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
  await expect(menu).toBeFocused();

  // Tab past its last link closes it: the link Tab reaches next is not hidden behind it.
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await expect(last).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(about).toBeFocused();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
});

test('the showroom line stops under the pointer, on focus and with its pause button, and never moves with reduced motion', async ({
  page,
}) => {
  await page.setViewportSize(isPhone(page) ? { width: 390, height: 844 } : { width: 1280, height: 900 });
  await home(page);
  const banner = page.getByRole('region', { name: 'Showroom details' });
  const line = banner.locator('.marquee');
  const state = () => line.evaluate((el) => getComputedStyle(el).animationPlayState);
  const pause = banner.getByRole('button', { name: 'Pause the scrolling line' });
  await expect(line).toHaveCSS('animation-play-state', 'running');
  const box = await pause.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(24);

  if (!isPhone(page)) {
    await banner.hover({ position: { x: 100, y: 8 } });
    await expect(line).toHaveCSS('animation-play-state', 'paused');
    await page.mouse.move(600, 600);
    await expect(line).toHaveCSS('animation-play-state', 'running');
  }
  await pause.focus();
  await expect(line).toHaveCSS('animation-play-state', 'paused');
  await page.locator('main').focus();
  expect(await state()).toBe('running');

  // Pressed, it stays still, focus or not, until Play.
  if (isPhone(page)) await pause.tap();
  else await pause.click();
  const play = banner.getByRole('button', { name: 'Play the scrolling line' });
  await expect(play).toBeVisible();
  await page.locator('main').focus();
  await page.mouse.move(600, 600);
  await expect(line).toHaveCSS('animation-play-state', 'paused');
  const x = await line.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
  await page.waitForTimeout(500);
  expect(await line.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41)).toBe(x);
  expect(await violations(page)).toEqual([]);
  await play.click();
  await page.locator('main').focus();
  await expect(line).toHaveCSS('animation-play-state', 'running');

  // Reduced motion: no movement at all, and no button for it.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(line).toHaveCSS('animation-name', 'none');
  await expect(banner.getByRole('button')).toHaveCount(0);
});
