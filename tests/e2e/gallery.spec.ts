import type { Page } from '@playwright/test';
import { violations } from './axe';
import { expect, test } from './fixtures';
import { href, importRecords, recordOf, stockItem } from './pieces';
import { isPhone } from './shop';

/**
 * The product page's full-screen gallery (docs/behaviour.md §2.5, docs/decisions/088) and the one word a piece's
 * page says of its availability (§4.13).
 */

/** A demo piece with two pictures, only read here. */
const CHAIN = '/product/Chain/ZG-10047';

/** The sizes axe checks the open viewer at: a phone's 390 px and a desktop's 1280 px. */
const size = (page: Page) => (isPhone(page) ? { width: 390, height: 844 } : { width: 1280, height: 900 });

test('the main picture opens a full-screen gallery: swipe, keys and buttons move; Close, Escape and Back close it', async ({
  page,
}) => {
  await page.setViewportSize(size(page));
  await page.goto(CHAIN);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  const opener = page.getByRole('button', { name: /picture 1 of 2: open full screen$/ });
  const viewer = page.getByRole('dialog', { name: /Box Chain/ });
  const counter = viewer.getByText(/^Picture \d of 2$/);
  const shown = viewer.locator('.viewer-stage img');

  // A tap on a phone, a click on a desktop: the viewer fills the screen at the first picture.
  if (isPhone(page)) await opener.tap();
  else await opener.click();
  await expect(viewer).toBeVisible();
  await expect(counter).toHaveText('Picture 1 of 2');
  await expect(shown).toHaveAttribute('src', /ZG-10047-1\.jpg/);
  const box = await viewer.boundingBox();
  expect(box?.width).toBe(size(page).width);
  expect(box?.height).toBe(size(page).height);
  // No 2x zoom left over the page's picture, and the page behind does not scroll.
  await expect(page.locator('.gallery-main .zoom')).toHaveCount(0);
  await page.mouse.wheel(0, 600);
  expect(await page.evaluate(() => scrollY)).toBe(0);
  const close = viewer.getByRole('button', { name: 'Close' });
  const closeBox = await close.boundingBox();
  expect(closeBox?.width).toBeGreaterThanOrEqual(44);
  expect(closeBox?.height).toBeGreaterThanOrEqual(44);
  expect(await violations(page)).toEqual([]);

  // The buttons, the arrow keys and a swipe move, round the pictures.
  await viewer.getByRole('button', { name: 'Next picture' }).click();
  await expect(counter).toHaveText('Picture 2 of 2');
  await expect(shown).toHaveAttribute('src', /ZG-10047-2\.jpg/);
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('Picture 1 of 2');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('Picture 2 of 2');
  await viewer.getByRole('button', { name: 'Previous picture' }).click();
  await expect(counter).toHaveText('Picture 1 of 2');
  const stage = viewer.locator('.viewer-stage');
  await expect(stage).toHaveCSS('touch-action', 'pinch-zoom');
  const at = await stage.boundingBox();
  if (!at) throw new Error('no stage');
  const y = at.y + at.height / 2;
  await stage.dispatchEvent('pointerdown', { pointerId: 7, isPrimary: true, clientX: at.x + 300, clientY: y });
  await stage.dispatchEvent('pointerup', { pointerId: 7, isPrimary: true, clientX: at.x + 100, clientY: y });
  await expect(counter).toHaveText('Picture 2 of 2');

  // Close: focus is back on the picture that opened it.
  await close.click();
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();
  const url = page.url();

  // Escape closes it too.
  await opener.click();
  await expect(viewer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();

  // The phone's back gesture (the browser's Back) closes it and stays on the page, without asking the server again.
  const asked: string[] = [];
  page.on('request', (r) => asked.push(r.url()));
  await opener.click();
  await expect(viewer).toBeVisible();
  await page.evaluate(() => history.back());
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();
  expect(page.url()).toBe(url);
  await page.waitForTimeout(300);
  expect(asked.filter((u) => u.includes('.data'))).toEqual([]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Box Chain/);
  await expect(page.locator('html')).not.toHaveClass(/no-scroll/);

  // Closing took its own history entry back: one Back from here leaves the page.
  await page.goBack();
  await expect(page).not.toHaveURL(url);
});

test('a reserved or sold piece says so once: the badge and its Specifications agree, nothing says made to order', async ({
  page,
  request,
}) => {
  await page.setViewportSize(size(page));
  const chain = await stockItem(request, 'ZG-10047');
  const run = Math.random().toString(36).slice(2, 8);
  const pieces = [
    { status: 'reserved', word: 'Reserved', tagNo: `ZG-10047-r${run}` },
    { status: 'sold', word: 'Sold', tagNo: `ZG-10047-s${run}` },
  ];
  await importRecords(pieces.map((p) => recordOf(chain, { TagNo: p.tagNo, Images: [], Status: p.status })));
  for (const p of pieces) {
    await page.goto(href({ ItemName: chain.ItemName, TagNo: p.tagNo }));
    const info = page.locator('.product-info');
    await expect(info.locator('.gone-badge')).toHaveText(p.word);
    const specs = page.getByRole('region', { name: 'Specifications' });
    await expect(specs.locator('div', { has: page.getByText('Availability', { exact: true }) })).toHaveText(
      `Availability${p.word}`,
    );
    await expect(info).not.toContainText(/made to order|in stock|delivery in/i);
    await expect(info).toContainText('can no longer be bought online');
    expect(await violations(page)).toEqual([]);
  }
  // A piece for sale still says In stock.
  await page.goto(CHAIN);
  await expect(
    page
      .getByRole('region', { name: 'Specifications' })
      .locator('div', { has: page.getByText('Availability', { exact: true }) }),
  ).toHaveText('AvailabilityIn stock');
});
