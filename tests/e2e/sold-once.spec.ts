import type { APIRequestContext, Page } from '@playwright/test';
import { displayName } from '../../core/format';
import { sizesFor } from '../../core/sizes';
import { expect, test } from './fixtures';
import { copiesOf, href, otherGuestOrders, type Piece, soldInTheShowroom } from './pieces';
import { addToBag, fillCheckout } from './shop';

/**
 * A piece is sold once (docs/behaviour.md §4.13): a piece in the guest's bag goes meanwhile, sold in the showroom or
 * reserved by another guest's order; the checkout is refused naming it, takes it out of the bag saying why (§4.1) and
 * keeps the others; the order goes through without it; the piece's page says Sold or Reserved and offers nothing that
 * puts it in the bag.
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

/** How the piece goes while the guest is at the checkout, the word its page then shows, and why the bag lost it. */
const WAYS = {
  sold: { goes: soldInTheShowroom, word: 'Sold', why: 'has been sold' },
  reserved: { goes: otherGuestOrders, word: 'Reserved', why: 'has been reserved by another guest' },
} as const;

const bag = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Shopping Bag/ });

async function pieceGoesMeanwhile(
  page: Page,
  request: APIRequestContext,
  consoleErrors: string[],
  way: keyof typeof WAYS,
) {
  // Two stock imports or an import and an order, each a command of its own, around two visits to the checkout.
  test.setTimeout(150_000);
  const [gone, kept] = await twoPieces(request);
  await addToBag(page, gone);
  await addToBag(page, kept);

  await page.goto('/checkout');
  await fillCheckout(page);

  await WAYS[way].goes(request, gone);

  const proceed = page.getByRole('button', { name: 'Proceed to Checkout' });
  await proceed.click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Please remove it from your bag.' });
  await expect(refusal).toContainText(`${displayName(gone)} (${gone.TagNo})`);

  // The checkout read the bag again: the piece is taken out, and the guest is told which and why.
  const takenOut = `${displayName(gone)} (${gone.TagNo}) ${WAYS[way].why}, so we have taken it out of your bag.`;
  const notice = page.getByRole('alert').filter({ hasText: takenOut });
  await expect(notice).toBeVisible();
  const summary = page.getByRole('region', { name: 'Your Order' });
  await expect(summary.getByRole('listitem')).toHaveCount(1);
  await expect(summary).toContainText(kept.TagNo);
  await expect(bag(page)).toHaveAccessibleName('Shopping Bag, 1 item');

  // The bag says the same and keeps the other line.
  await refusal.getByRole('link', { name: 'Review your bag' }).click();
  const rows = page.getByRole('table', { name: 'Pieces in your shopping bag' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(kept.TagNo);
  await expect(notice).toBeVisible();

  // Read, the notice goes; the order goes through with the other piece.
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(notice).toHaveCount(0);
  await page.getByRole('link', { name: 'Check Out' }).click();
  await fillCheckout(page);
  await expect(page.getByRole('alert')).toHaveCount(0);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/sale/e-Sales'));
  await proceed.click();
  expect((await sent).postDataJSON()).toMatchObject({ Stock: [{ TagNo: kept.TagNo }], NetPrice: kept.Price });
  await expect(page).toHaveURL(/\/Order-Confirmed\?orderNo=/);

  // The piece's page stays, says what became of it, and has nothing that puts it in the bag.
  await page.goto(href(gone));
  await expect(page.getByRole('heading', { level: 1, name: displayName(gone) })).toBeVisible();
  // The same word next to its price and as its Specifications' Availability (docs/decisions/088).
  await expect(page.locator('.gone-badge')).toHaveText(WAYS[way].word);
  await expect(
    page.getByRole('region', { name: 'Specifications' }).getByText(WAYS[way].word, { exact: true }),
  ).toBeVisible();
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

test('a piece sold in the showroom meanwhile: the checkout names it, takes it out and keeps the rest of the bag', async ({
  page,
  request,
  consoleErrors,
}) => {
  await pieceGoesMeanwhile(page, request, consoleErrors, 'sold');
});

test("a piece another guest's order reserved meanwhile: the checkout names it, takes it out, keeps the rest", async ({
  page,
  request,
  consoleErrors,
}) => {
  await pieceGoesMeanwhile(page, request, consoleErrors, 'reserved');
});
