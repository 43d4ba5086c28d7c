import type { Locator, Page } from '@playwright/test';
import { formatPattern, type MessageValues } from '../../core/message-format';
import { CATALOGUES, type MessageKey } from '../../core/messages';
import { expect, test } from './fixtures';
import { isPhone, untilHydrated, watchHydration } from './shop';

/**
 * One stylesheet for both directions (docs/decisions/094): the Urdu pages, right to left, mirror their layout, and
 * what moves by a key, a swipe or a button goes the reader's way. The left to right pages are the other specs'
 * (header-menu, gallery, browse), unchanged.
 */

/** The Urdu words of a key, as the page writes them (names to find the page's controls by). */
const w = (key: MessageKey, values?: MessageValues) => formatPattern(CATALOGUES.ur[key] ?? key, values);

/** A demo piece with two pictures and related pieces, only read here. */
const CHAIN = '/product/Chain/ZG-10047';

const size = (page: Page) => (isPhone(page) ? { width: 390, height: 844 } : { width: 1280, height: 900 });

/** The Urdu page of the English `path`, right to left, once its script has started. */
async function rightToLeft(page: Page, path: string) {
  await page.setViewportSize(size(page));
  await watchHydration(page);
  await page.goto(path === '/' ? '/ur' : `/ur${path}`);
  await untilHydrated(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`${locator.toString()} has no box`);
  return { left: b.x, right: b.x + b.width, middle: b.x + b.width / 2, top: b.y, width: b.width, height: b.height };
}

/** Nothing sticks out sideways: the page does not scroll left or right. */
async function noSidewaysScroll(page: Page) {
  const [scrollWidth, viewport] = await page.evaluate(() => [
    document.scrollingElement?.scrollWidth ?? 0,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(viewport ?? 0);
}

test('the header mirrors: the logo on the right, the bag left of it; the showroom line moves the other way', async ({
  page,
}) => {
  await rightToLeft(page, '/');
  const header = page.getByRole('banner');
  const logo = await box(header.locator('.logo'));
  const bag = await box(
    header
      .getByRole('link', { name: new RegExp(`^${w('header.bag')}`) })
      .filter({ visible: true })
      .first(),
  );
  const width = size(page).width;
  expect(logo.middle).toBeGreaterThan(width / 2);
  expect(bag.right).toBeLessThan(logo.left);
  expect(bag.middle).toBeLessThan(width / 2);
  await noSidewaysScroll(page);

  // Right to left the line slides rightwards (its start is on the right), and what it shows is never blank.
  const shift = () =>
    page.locator('.marquee').evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).m41);
  const line = await box(page.locator('.banner'));
  await expect.poll(shift).toBeGreaterThan(1);
  const shown = await page.locator('.marquee span').evaluateAll(
    (spans, [from, to]) =>
      spans.filter((s) => {
        const r = s.getBoundingClientRect();
        return r.right > (from ?? 0) && r.left < (to ?? 0);
      }).length,
    [line.left, line.right],
  );
  expect(shown).toBeGreaterThan(0);
  const pause = await box(page.getByRole('button', { name: w('header.pauseLine') }));
  expect(pause.left).toBe(line.left);

  if (isPhone(page)) {
    // The phone's menu panel comes from the right, the reader's start.
    await page.getByRole('button', { name: w('header.openMenu') }).click();
    const panel = page.getByRole('dialog', { name: w('nav.menu') });
    await expect(panel).toBeVisible();
    const p = await box(panel);
    expect(p.right).toBeCloseTo(width, 0);
    expect(p.left).toBeGreaterThan(0);
    await expect(panel.getByRole('link', { name: w('nav.home'), exact: true })).toHaveCSS('text-align', 'start');
    const home = await box(panel.getByRole('link', { name: w('nav.home'), exact: true }));
    const homeText = await panel.getByRole('link', { name: w('nav.home'), exact: true }).evaluate((a) => {
      const r = document.createRange();
      r.selectNodeContents(a);
      return r.getBoundingClientRect().right;
    });
    expect(homeText).toBeGreaterThan(home.right - 20);
  } else {
    // The side panels from the other side: Request An Appointment (the end's panel) comes from the left.
    await header.getByRole('button', { name: w('header.appointment') }).click();
    const panel = page.getByRole('dialog', { name: w('header.appointment') });
    await expect(panel).toBeVisible();
    expect((await box(panel)).left).toBeCloseTo(0, 0);
  }
});

test('the Shop Online menu by keys right to left: Left goes forward along the row and to the next column', async ({
  page,
}) => {
  test.skip(isPhone(page), 'the desktop menu: the phone has its side panel');
  await rightToLeft(page, '/');
  const nav = page.getByRole('navigation', { name: w('nav.main') });
  const menu = nav.getByRole('button', { name: w('listing.shopOnline') });
  const homeLink = nav.getByRole('link', { name: w('nav.home'), exact: true });
  expect((await box(menu)).right).toBeLessThan((await box(homeLink)).left);

  await homeLink.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(menu).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(homeLink).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowDown');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const columns = page.locator('#shop-menu-panel .mega-grid > .menu-col');
  const gold = columns.nth(0).getByRole('link');
  const silver = columns.nth(1).getByRole('link');
  await expect(gold.nth(0)).toBeFocused();
  expect((await box(silver.nth(0))).right).toBeLessThan((await box(gold.nth(0))).left);
  await page.keyboard.press('ArrowLeft');
  await expect(silver.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(gold.nth(0)).toBeFocused();
  await noSidewaysScroll(page);
});

test('the product page right to left: the gallery and the related pieces move the reader’s way', async ({ page }) => {
  await rightToLeft(page, CHAIN);
  await expect(page.getByRole('button', { name: w('product.addToCart') })).toBeEnabled();
  await noSidewaysScroll(page);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveCSS('direction', 'rtl');
  // The picture is on the right of its details on a desktop.
  if (!isPhone(page)) expect((await box(page.locator('.gallery'))).left).toBeGreaterThan((await box(h1)).right);

  // The related pieces (a desktop's carousel; a phone shows them as a grid): Next on the left, and it pages on.
  const related = page.locator('.related');
  await related.scrollIntoViewIfNeeded();
  if (!isPhone(page)) {
    const next = related.getByRole('button', { name: w('product.relatedNext') });
    const previous = related.getByRole('button', { name: w('product.relatedPrevious') });
    expect((await box(next)).right).toBeLessThan((await box(previous)).left);
    const status = related.locator('.carousel-status');
    await expect(status).toHaveText(/^1 \/ \d+$/);
    const firstBefore = await related.locator('.card').first().textContent();
    await next.click();
    await expect(status).toHaveText(/^2 \/ \d+$/);
    expect(await related.locator('.card').first().textContent()).not.toBe(firstBefore);
  }
  await noSidewaysScroll(page);
  await page.evaluate(() => scrollTo(0, 0));

  // The full-screen gallery: Next on the left; Left, and a swipe to the right, show the next picture.
  await page
    .getByRole('button', { name: new RegExp(`${w('product.openPicture', { name: '', at: 1, count: 2 }).slice(1)}$`) })
    .click();
  const viewer = page.getByRole('dialog').filter({ has: page.locator('.viewer-stage') });
  const counter = viewer.getByText(
    new RegExp(`^${w('product.viewerAt', { video: 'no', at: 9, count: 2 }).replace('9', '\\d')}$`),
  );
  await expect(counter).toHaveText(w('product.viewerAt', { video: 'no', at: 1, count: 2 }));
  const nextPicture = viewer.getByRole('button', { name: w('product.nextPicture') });
  expect((await box(nextPicture)).right).toBeLessThanOrEqual(
    (await box(viewer.getByRole('button', { name: w('product.previousPicture') }))).left,
  );
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(w('product.viewerAt', { video: 'no', at: 2, count: 2 }));
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(w('product.viewerAt', { video: 'no', at: 1, count: 2 }));
  const stage = viewer.locator('.viewer-stage');
  const at = await box(stage);
  const y = at.top + at.height / 2;
  await stage.dispatchEvent('pointerdown', { pointerId: 7, isPrimary: true, clientX: at.left + 100, clientY: y });
  await stage.dispatchEvent('pointerup', { pointerId: 7, isPrimary: true, clientX: at.left + 300, clientY: y });
  await expect(counter).toHaveText(w('product.viewerAt', { video: 'no', at: 2, count: 2 }));
  await stage.dispatchEvent('pointerdown', { pointerId: 8, isPrimary: true, clientX: at.left + 300, clientY: y });
  await stage.dispatchEvent('pointerup', { pointerId: 8, isPrimary: true, clientX: at.left + 100, clientY: y });
  await expect(counter).toHaveText(w('product.viewerAt', { video: 'no', at: 1, count: 2 }));
});

test('text starts at the right and no page scrolls sideways, right to left', async ({ page }) => {
  for (const path of ['/about', '/Shop-Online/Gold/Chain/19', '/CartProduct']) {
    await rightToLeft(page, path);
    // A heading set at its line's start begins at the right; a centred one (the empty bag's) stays centred.
    const h1 = page.getByRole('heading', { level: 1 });
    const { align, textRight } = await h1.evaluate((el) => {
      const r = document.createRange();
      r.selectNodeContents(el);
      return { align: getComputedStyle(el).textAlign, textRight: r.getBoundingClientRect().right };
    });
    expect(['start', 'center'], path).toContain(align);
    if (align === 'start') expect(textRight, path).toBeGreaterThan((await box(h1)).right - 2);
    await noSidewaysScroll(page);
  }
});
