import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { STOCK_COLUMNS } from '../../core/stock-file-format';
import { violations } from './axe';
import { menuLink, signIn, STAFF } from './back-office';
import { expect, test } from './fixtures';
import { formatPKR } from '../../core/format';
import { copiesOf, href, stockItem } from './pieces';

/**
 * docs/behaviour.md §11.11 from both sides: a member finds a piece on /admin/stock by its tag number however typed,
 * hides it (its product page is gone, its listing leaves it out) and shows it again; marks another sold and replaces
 * its pictures, a file that is not a picture refused by name. Each test works on copies of demo pieces made for it
 * (tests/e2e/pieces.ts), of Gold Tikka, which no other spec uses: the shop and its demo pieces are shared.
 */
test.setTimeout(180_000);

const LISTING = '/Shop-Online/Gold/Tikka';

/** A copy of a demo piece made for this test alone, for sale, without pictures. */
async function copyOf(request: APIRequestContext, tagNo: string) {
  const [piece] = await copiesOf(request, [tagNo]);
  if (!piece) throw new Error(`No copy of ${tagNo}`);
  return piece;
}

/** A guest's browser beside the member's, at the same size, without the member's cookies. */
async function guestPage(browser: Browser, like: Page) {
  const context = await browser.newContext({ viewport: like.viewportSize() ?? undefined });
  return context.newPage();
}

/** The page fits its width: the table's cards do not make it scroll sideways. */
async function noSidewaysScroll(page: Page) {
  const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll).toBeLessThanOrEqual(width);
}

/** The member's stock row of a piece, found from the menu by its tag number typed as `typed`. */
async function findPiece(page: Page, tagNo: string, typed: string) {
  await (await menuLink(page, 'Stock', true)).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stock' })).toBeVisible();
  await page.getByLabel('Tag number or name').fill(typed);
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/stock\?q=/);
  // Tag numbers of copies are unique (a random part), so the row holding it is the piece's.
  const row = page.getByRole('row').filter({ hasText: tagNo });
  await expect(row).toHaveCount(1);
  return row;
}

test('a member finds a piece by its tag number, hides it from the storefront and shows it again', async ({
  page,
  browser,
  request,
}) => {
  const piece = await copyOf(request, 'ZG-10149');
  const guest = await guestPage(browser, page);
  const card = guest.locator(`a[href="${href(piece)}"]`);
  await guest.goto(LISTING);
  await expect(card.first()).toBeVisible();

  await signIn(page, STAFF);
  // However it is typed: lower case, spaces for dashes.
  const row = await findPiece(page, piece.TagNo, piece.TagNo.toLowerCase().replace(/-/g, ' '));
  await expect(row).toContainText('Tikka');
  await expect(row).toContainText('Gold');
  await expect(row).toContainText('Available');
  await noSidewaysScroll(page);
  expect(await violations(page)).toEqual([]);

  // The export of what is listed: the stock file's columns, with a BOM for Excel.
  const link = page.getByRole('link', { name: /^Download CSV/ });
  const csv = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(csv.status()).toBe(200);
  const bytes = await csv.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(lines[0]).toBe(STOCK_COLUMNS.join(','));
  expect(lines[1]).toMatch(new RegExp(`^${piece.TagNo},Tikka,`));
  expect(lines.slice(2)).toEqual(['']);

  // Hide, by keyboard.
  await row.getByRole('button', { name: `Hide ${piece.TagNo}` }).focus();
  await page.keyboard.press('Enter');
  await expect(row.getByRole('status')).toHaveText(`${piece.TagNo} is hidden: guests no longer see it.`);
  await expect(row).toContainText('Hidden');
  await expect(row.getByRole('button', { name: `Show ${piece.TagNo}` })).toBeVisible();

  // The guest: the piece's page is not found, the listing leaves it out.
  const gone = await guest.goto(href(piece));
  expect(gone?.status()).toBe(404);
  await expect(guest.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
  await guest.goto(LISTING);
  await expect(guest.getByRole('heading', { level: 1, name: /Tikka/ })).toBeVisible();
  await expect(card).toHaveCount(0);

  // Shown again: for sale on its page and in the listing.
  await row.getByRole('button', { name: `Show ${piece.TagNo}` }).click();
  await expect(row.getByRole('status')).toHaveText(`${piece.TagNo} is on the storefront again.`);
  await expect(row).toContainText('Available');
  const back = await guest.goto(href(piece));
  expect(back?.status()).toBe(200);
  await expect(guest.getByText(piece.TagNo).first()).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await guest.goto(LISTING);
  await expect(card.first()).toBeVisible();
  await guest.context().close();
});

test('a member marks a piece sold and replaces its pictures; a file that is not a picture is refused by name', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  const piece = await copyOf(request, 'ZG-10150');
  await signIn(page, STAFF);
  const row = await findPiece(page, piece.TagNo, piece.TagNo);
  await expect(row).toContainText('No picture');

  await row.getByRole('button', { name: `Mark sold ${piece.TagNo}` }).click();
  await expect(row.getByRole('status')).toHaveText(`${piece.TagNo} is marked sold.`);
  await expect(row).toContainText('Sold');
  await expect(row.getByRole('button', { name: `Mark available ${piece.TagNo}` })).toBeVisible();

  await row.getByRole('button', { name: `Replace pictures of ${piece.TagNo}` }).click();
  const form = row.getByRole('form', { name: `Pictures of ${piece.TagNo}` });
  await form
    .getByLabel('New pictures')
    .setInputFiles({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture at all') });
  await form.getByRole('button', { name: 'Replace pictures' }).click();
  await expect(row.getByRole('alert')).toHaveText('receipt.jpg must be a JPG, PNG, GIF or WebP picture');
  await noSidewaysScroll(page);
  expect(await violations(page)).toEqual([]);

  const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#b8860b' } })
    .png()
    .toBuffer();
  await form.getByLabel('New pictures').setInputFiles({ name: 'tikka.png', mimeType: 'image/png', buffer: png });
  await form.getByRole('button', { name: 'Replace pictures' }).click();
  await expect(row.getByRole('status')).toHaveText(`${piece.TagNo} has 1 new picture.`);
  await expect(form).toHaveCount(0);
  const thumbnail = row.locator('img.admin-thumb');
  await expect(thumbnail).toHaveAttribute('src', /^\/Image\/[\w-]+-[0-9a-f]{8}\.jpg\?w=160$/);
  const name = /^\/Image\/([^?]+)/.exec((await thumbnail.getAttribute('src')) ?? '')?.[1] ?? '';

  // The guest: the sold piece's page says so, with its new picture.
  const guest = await guestPage(browser, page);
  await guest.goto(href(piece));
  await expect(guest.getByText('This piece is one of a kind and can no longer be bought online.')).toBeVisible();
  await expect(guest.locator(`img[src^="/Image/${name}"]`).first()).toBeVisible();
  await guest.context().close();

  // The browser logs the refused upload as a failed load; any other console error still fails the test.
  const expected = /^Failed to load resource: the server responded with a status of 400\b/;
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !expected.test(e)));
});

test('a member opens a piece, changes its making charge with the price shown as it is typed, and the shop follows', async ({
  page,
  browser,
  request,
}) => {
  const piece = await copyOf(request, 'ZG-10149');
  const before = await stockItem(request, piece.TagNo);
  const more = before.TotalMaking + 100_000;
  // The price is rounded down to 1000: 100,000 more making is 100,000 more.
  const after = before.Price + 100_000;
  await signIn(page, STAFF);
  const row = await findPiece(page, piece.TagNo, piece.TagNo);
  await row.getByRole('link', { name: piece.TagNo }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/stock/${encodeURIComponent(piece.TagNo)}$`));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(piece.TagNo) })).toBeVisible();
  const form = page.getByRole('form', { name: `Change ${piece.TagNo}` });
  await expect(form.getByLabel('Making (PKR)')).toHaveValue(String(before.TotalMaking));

  await form.getByLabel('Making (PKR)').fill(String(more));
  await expect(form.getByText(/^Price today:/)).toContainText(formatPKR(after));
  await noSidewaysScroll(page);
  expect(await violations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Save the piece' }).click();
  await expect(form.getByText(`Saved: the shop shows ${piece.TagNo} this way now.`)).toBeVisible();

  const guest = await guestPage(browser, page);
  await guest.goto(href(piece));
  await expect(guest.getByText(formatPKR(after)).first()).toBeVisible();
  await guest.context().close();
  expect((await stockItem(request, piece.TagNo)).Price).toBe(after);
});

test('a member adds a piece by hand with its price shown as it is typed, and the shop sells it at once', async ({
  page,
  browser,
  request,
}) => {
  const tagNo = `ZT-${Date.now().toString(36).toUpperCase()}`;
  await signIn(page, STAFF);
  await (await menuLink(page, 'Stock', true)).click();
  await page.getByRole('link', { name: 'Add a piece' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a piece' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add a piece' });
  await form.getByLabel('Tag number').fill(tagNo);
  await form.getByLabel('Item name').fill('Tikka');
  await form.getByLabel('Name guests see').fill('Hand-added Gold Tikka');
  await form.getByLabel('Net weight (g)').fill('2');
  await form.getByLabel('Making (PKR)').fill('5,000');
  await expect(form.getByText(/^Price today:/)).toContainText('PKR');
  expect(await violations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Add the piece' }).click();
  await expect(page.getByText(`Added: ${tagNo} is for sale now. Take its pictures below.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Take pictures of ${tagNo}` })).toBeVisible();

  const item = await stockItem(request, tagNo);
  expect(item.ItemPriceD).toBe('Hand-added Gold Tikka');
  const guest = await guestPage(browser, page);
  await guest.goto(href({ ItemName: 'Tikka', TagNo: tagNo }));
  await expect(guest.getByText('Hand-added Gold Tikka').first()).toBeVisible();
  await expect(guest.getByText(formatPKR(item.Price)).first()).toBeVisible();
  await guest.context().close();
});

test('a member gives a piece its name and description in Urdu, typed right to left, and finds them kept', async ({
  page,
  request,
}) => {
  const piece = await copyOf(request, 'ZG-10149');
  await signIn(page, STAFF);
  await page.goto(`/admin/stock/${encodeURIComponent(piece.TagNo)}`);
  const form = page.getByRole('form', { name: `Change ${piece.TagNo}` });
  const name = form.getByLabel('Name in Urdu');
  const description = form.getByLabel('Description in Urdu');
  for (const box of [name, description]) {
    await expect(box).toHaveAttribute('lang', 'ur');
    await expect(box).toHaveAttribute('dir', 'rtl');
  }
  // English in the Urdu box is refused by the page before anything is sent.
  await name.fill('Gold tikka');
  await expect(form.getByRole('button', { name: 'Save the piece' })).toBeDisabled();
  await name.fill('سونے کا ٹیکا');
  await description.fill('ماتھے کا ہلکا ٹیکا، روزانہ پہننے کے لیے۔');
  await noSidewaysScroll(page);
  expect(await violations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Save the piece' }).click();
  await expect(form.getByText(`Saved: the shop shows ${piece.TagNo} this way now.`)).toBeVisible();

  await page.reload();
  await expect(form.getByLabel('Name in Urdu')).toHaveValue('سونے کا ٹیکا');
  await expect(form.getByLabel('Description in Urdu')).toHaveValue('ماتھے کا ہلکا ٹیکا، روزانہ پہننے کے لیے۔');
  const item = await stockItem(request, piece.TagNo);
  expect([item.NameUrdu, item.DescriptionUrdu]).toEqual(['سونے کا ٹیکا', 'ماتھے کا ہلکا ٹیکا، روزانہ پہننے کے لیے۔']);
});
