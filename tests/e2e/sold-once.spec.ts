import type { APIRequestContext, Page } from '@playwright/test';
import { displayName } from '../../core/format';
import { sizesFor } from '../../core/sizes';
import { expect, test } from './fixtures';
import { copiesOf, href, importRecords, type Piece, recordOf, stockItem } from './pieces';

/**
 * A piece is sold once (docs/behaviour.md §4.13): a piece in the guest's bag goes meanwhile, sold in the showroom or
 * reserved by another guest's order; the checkout names it, marks its line and keeps the others; the order goes
 * through without it; the piece's page says Sold or Reserved and offers nothing that puts it in the bag.
 */

/**
 * Two for-sale pieces without a size that no other test touches: copies of a demo chain and anklet loaded for this
 * test (tests/e2e/pieces.ts), so both browser projects and a second run against the same shop each have their own.
 */
async function twoPieces(request: APIRequestContext): Promise<[Piece, Piece]> {
  const [a, b] = await copiesOf(request, ['ZG-10047', 'ZG-10067']);
  if (!a || !b) throw new Error('The pieces were not loaded');
  for (const p of [a, b]) {
    expect(p.Status).toBe('available');
    expect(sizesFor(p.ItemName)).toEqual([]);
  }
  return [a, b];
}

/**
 * The shop sells `piece` in the showroom meanwhile: the owner loads its stock record again from the point of sale,
 * now with Status sold (`npm run shop -- stock import`, carried out by the running shop on its database).
 */
async function soldInTheShowroom(request: APIRequestContext, piece: Piece) {
  await importRecords([recordOf(await stockItem(request, piece.TagNo), { Status: 'sold' })]);
  expect((await stockItem(request, piece.TagNo)).Status).toBe('sold');
}

/** Another guest's order for `piece`, through the API with its anti-forgery cookie: it reserves the piece. */
async function otherGuestOrders(request: APIRequestContext, piece: Piece) {
  expect((await request.get('/api/xsrf')).ok()).toBe(true);
  const { cookies } = await request.storageState();
  const token = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await request.post('/api/sale/e-Sales', {
    headers: { 'X-XSRF-TOKEN': token },
    data: {
      Stock: [{ TagNo: piece.TagNo, selectedSize: '-', Qty: 1 }],
      UserData: {
        FirstName: 'Bilal',
        LastName: 'Ahmed',
        Email: 'bilal.ahmed@example.com',
        Address: '7 Mall Road',
        Address2: '',
        City: 'Lahore',
        PhoneNo: '03211234567',
      },
      NetPrice: piece.Price,
      Delivery: { selectedDeliveryOption: 'free' },
      Payment: { selectedPaymentMethod: 'bacs_allied_bank' },
      termsAccepted: true,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  expect((await stockItem(request, piece.TagNo)).Status, 'the order reserves its piece').toBe('reserved');
}

async function fillCheckout(page: Page) {
  await page.getByLabel('First Name').fill('Ayesha');
  await page.getByLabel('Email').fill('ayesha.khan@example.com');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('House 12, Street 4, Model Town');
  await page.getByLabel('Phone').fill('0300 1234567');
  await page.getByLabel('City').fill('Lahore');
  await page.getByRole('radio', { name: /Free Delivery Nationwide/ }).check();
  await page.getByLabel(/I have read and agree to the terms and conditions/).check();
}

async function addToBag(page: Page, piece: Piece) {
  await page.goto(href(piece));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page
    .getByRole('dialog', { name: 'Added to your bag' })
    .getByRole('button', { name: 'Continue Shopping' })
    .click();
}

/** How the piece goes while the guest is at the checkout, and the word its page then shows. */
const WAYS = {
  sold: { goes: soldInTheShowroom, word: 'Sold' },
  reserved: { goes: otherGuestOrders, word: 'Reserved' },
} as const;

async function pieceGoesMeanwhile(
  page: Page,
  request: APIRequestContext,
  consoleErrors: string[],
  way: keyof typeof WAYS,
) {
  const [gone, kept] = await twoPieces(request);
  await addToBag(page, gone);
  await addToBag(page, kept);

  await page.goto('/checkout');
  await fillCheckout(page);

  await WAYS[way].goes(request, gone);

  const proceed = page.getByRole('button', { name: 'Proceed to Checkout' });
  await proceed.click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(`${displayName(gone)} (${gone.TagNo})`);
  await expect(alert).toContainText('Please remove it from your bag.');

  const summary = page.getByRole('region', { name: 'Your Order' });
  const goneLine = summary.getByRole('listitem').filter({ hasText: gone.TagNo });
  const keptLine = summary.getByRole('listitem').filter({ hasText: kept.TagNo });
  await expect(goneLine).toContainText('No longer available');
  await expect(keptLine).not.toContainText('No longer available');

  // The bag says the same and keeps the other line.
  await alert.getByRole('link', { name: 'Review your bag' }).click();
  const rows = page.getByRole('table', { name: 'Pieces in your shopping bag' }).getByRole('row');
  await expect(rows.filter({ hasText: gone.TagNo })).toContainText('No longer available');
  await expect(rows.filter({ hasText: kept.TagNo })).not.toContainText('No longer available');
  await expect(page.getByText(/A piece in your bag is no longer available/)).toBeVisible();

  // Back at the checkout the line is still marked; removed there, the order goes through with the other piece.
  await page.getByRole('link', { name: 'Check Out' }).click();
  await fillCheckout(page);
  await expect(goneLine).toContainText('No longer available');
  await goneLine.getByRole('button', { name: `Remove ${displayName(gone)}` }).click();
  await expect(summary.getByRole('listitem')).toHaveCount(1);
  await expect(summary).toContainText(kept.TagNo);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/sale/e-Sales'));
  await proceed.click();
  expect((await sent).postDataJSON()).toMatchObject({ Stock: [{ TagNo: kept.TagNo }], NetPrice: kept.Price });
  await expect(page).toHaveURL(/\/Order-Confirmed\?orderNo=/);

  // The piece's page stays, says what became of it, and has nothing that puts it in the bag.
  await page.goto(href(gone));
  await expect(page.getByRole('heading', { level: 1, name: displayName(gone) })).toBeVisible();
  await expect(page.getByText(WAYS[way].word, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Buy now' })).toHaveCount(0);
  await expect(page.getByLabel(/size/i)).toHaveCount(0);
  const ask = page.getByRole('link', { name: 'Ask for a similar piece' });
  expect(decodeURIComponent((await ask.getAttribute('href')) ?? '')).toContain(
    `I liked ${displayName(gone)} (${gone.TagNo}), which is no longer available. Do you have a similar piece?`,
  );
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
    offers?: { availability?: string };
  };
  expect(ld.offers?.availability).toBe('https://schema.org/SoldOut');

  // The browser logs the refusal (409) as a failed load; any other console error still fails the test.
  const expected = /^Failed to load resource: the server responded with a status of 409\b/;
  const others = consoleErrors.filter((e) => !expected.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...others);
}

test('a piece sold in the showroom meanwhile: the checkout names it and keeps the rest of the bag', async ({
  page,
  request,
  consoleErrors,
}) => {
  await pieceGoesMeanwhile(page, request, consoleErrors, 'sold');
});

test("a piece another guest's order reserved meanwhile: the checkout names it and keeps the rest of the bag", async ({
  page,
  request,
  consoleErrors,
}) => {
  await pieceGoesMeanwhile(page, request, consoleErrors, 'reserved');
});
