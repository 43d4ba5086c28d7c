import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Bag and wishlist (docs/behaviour.md §2.6, §2.7, §4.1 to §4.3). Demo pieces: ZG-10001 is a gold ring, ZG-10047 a
 * chain.
 */
const RING = '/product/Rings/ZG-10001';
const CHAIN = '/product/Chain/ZG-10047';

const bag = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Shopping Bag/ });

async function openPiece(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The buy buttons are enabled once the page has hydrated.
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
}

test('a ring needs a size; added once, the dialog offers Continue Shopping and the badge counts lines', async ({
  page,
}) => {
  await openPiece(page, RING);
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';

  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select a size before adding to the cart.');
  await expect(page.getByLabel('Ring size')).toBeFocused();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(bag(page)).toHaveAccessibleName('Shopping Bag');

  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(bag(page)).toHaveAccessibleName('Shopping Bag');

  await page.getByLabel('Ring size').selectOption('12');
  await expect(page.getByRole('alert')).toBeHidden();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Added to your bag' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(name);
  await expect(dialog).toContainText('Size: 12');
  await expect(dialog).toContainText('Cart items (1)');
  await dialog.getByRole('button', { name: 'Continue Shopping' }).click();
  await expect(dialog).toBeHidden();
  await expect(bag(page)).toHaveAccessibleName('Shopping Bag, 1 item');
  await expect(bag(page).locator('.badge')).toHaveText('1');

  // The same piece in the same size never makes a second line.
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const again = page.getByRole('dialog', { name: 'Already in your bag' });
  await expect(again).toContainText('Cart items (1)');
  await again.getByRole('button', { name: 'Continue Shopping' }).click();
  await expect(bag(page)).toHaveAccessibleName('Shopping Bag, 1 item');

  await bag(page).click();
  await expect(page).toHaveURL(/\/CartProduct$/);
  await expect(page.getByRole('heading', { level: 1, name: 'YOUR SHOPPING BAG' })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Pieces in your shopping bag' }).locator('tbody tr');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText('ZG-10001');
  await expect(lines.first()).toContainText('12');
  await expect(page.getByText('Cart items (1)')).toBeVisible();
});

test('a piece without sizes goes straight in, and Check Out in the dialog opens the checkout', async ({ page }) => {
  await openPiece(page, CHAIN);
  await expect(page.getByLabel(/size/i)).toHaveCount(0);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Added to your bag' });
  await expect(dialog).toContainText('ZG-10047');
  await expect(dialog).not.toContainText('Size:');
  await dialog.getByRole('link', { name: 'Check Out' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your Order' })).toContainText('ZG-10047');
});

test('removing a line is saved across a reload', async ({ page }) => {
  await openPiece(page, CHAIN);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page
    .getByRole('dialog', { name: 'Added to your bag' })
    .getByRole('button', { name: 'Continue Shopping' })
    .click();
  await openPiece(page, RING);
  await page.getByLabel('Ring size').selectOption('7');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page
    .getByRole('dialog', { name: 'Added to your bag' })
    .getByRole('button', { name: 'Continue Shopping' })
    .click();

  await bag(page).click();
  const rows = page.getByRole('table', { name: 'Pieces in your shopping bag' }).locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(page.getByText('Cart items (2)')).toBeVisible();
  await expect(rows.first()).toContainText('ZG-10047');

  const chainName = (await rows.first().locator('.cell-name').textContent()) ?? '';
  await page.getByRole('button', { name: `Remove ${chainName}` }).click();
  await expect(rows).toHaveCount(1);
  await expect(page.getByText('Cart items (1)')).toBeVisible();
  await expect(bag(page)).toHaveAccessibleName('Shopping Bag, 1 item');

  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(page.getByText('ZG-10047')).toHaveCount(0);

  const ringName = (await rows.first().locator('.cell-name').textContent()) ?? '';
  await page.getByRole('button', { name: `Remove ${ringName}` }).click();
  await expect(page.getByText('Your shoping bag is currently empty')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  await page.reload();
  await expect(page.getByText('Your shoping bag is currently empty')).toBeVisible();
  await expect(bag(page)).toHaveAccessibleName('Shopping Bag');
});

test('the wishlist: heart on the piece, listed on /wishlist, removed for good', async ({ page }) => {
  await page.goto('/wishlist');
  await expect(page.getByText('No Product Added to the wishlist')).toBeVisible();

  await openPiece(page, CHAIN);
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();

  await page.goto('/wishlist');
  const table = page.getByRole('table', { name: 'Pieces in your wishlist' });
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table).toContainText(name);
  await expect(table).toContainText('PKR');
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toBeVisible();

  await page.getByRole('button', { name: `Remove ${name}` }).click();
  await expect(page.getByText('No Product Added to the wishlist')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No Product Added to the wishlist')).toBeVisible();
});

test('from the wishlist, an un-sized piece goes to the bag and a ring asks for its size', async ({ page }) => {
  await openPiece(page, RING);
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await openPiece(page, CHAIN);
  const chain = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.getByRole('button', { name: 'Add to wishlist' }).click();

  await page.goto('/wishlist');
  await expect(page.getByRole('table', { name: 'Pieces in your wishlist' }).locator('tbody tr')).toHaveCount(2);
  await page.getByRole('button', { name: `Add ${chain} to bag` }).click();
  await expect(page).toHaveURL(/\/CartProduct$/);
  await expect(page.getByRole('table', { name: 'Pieces in your shopping bag' })).toContainText('ZG-10047');

  await page.goto('/wishlist');
  await page.getByRole('button', { name: /^Choose a size for / }).click();
  await expect(page).toHaveURL(/\/product\/Rings\/ZG-10001$/);
  await expect(page.getByLabel('Ring size')).toBeVisible();
});

test('a broken entry in the stored bag or wishlist is left out by the badge and the lists alike', async ({ page }) => {
  const res = await page.request.get('/api/dashboard/EcomStockItem?tagNo=ZG-10047');
  const chain = (await res.json()) as Record<string, unknown>;
  const line = { ...chain, id: 'ZG-10047:-', selectedSize: '-', quantity: 1, Qty: 1 };
  // Written by hand or by an older page: a price that is not a number, pictures missing.
  const broken = { ...line, TagNo: 'ZG-10001', id: 'ZG-10001:7', selectedSize: '7', Price: 'a lot', Images: undefined };
  await page.goto('/');
  await page.evaluate(
    ({ cart, wishlist }) => {
      localStorage.setItem('cart', cart);
      localStorage.setItem('wishlist', wishlist);
    },
    { cart: JSON.stringify([broken, line]), wishlist: JSON.stringify([chain, { ...broken, selectedSize: undefined }]) },
  );

  await page.goto('/CartProduct');
  await expect(bag(page)).toHaveAccessibleName('Shopping Bag, 1 item');
  const rows = page.getByRole('table', { name: 'Pieces in your shopping bag' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('ZG-10047');
  await expect(page.getByText('Cart items (1)')).toBeVisible();

  await page.goto('/wishlist');
  const wished = page.getByRole('table', { name: 'Pieces in your wishlist' }).locator('tbody tr');
  await expect(wished).toHaveCount(1);
  await expect(wished.first()).toContainText('ZG-10047');
});

test("a tab's bag and wishlist from before they were kept in the browser are carried over, merged, once", async ({
  page,
}) => {
  const res = await page.request.get('/api/dashboard/EcomStockItem?tagNo=ZG-10047');
  const chain = (await res.json()) as Record<string, unknown>;
  const line = { ...chain, id: 'ZG-10047:-', selectedSize: '-', quantity: 1, Qty: 1 };
  await openPiece(page, RING);
  await page.getByLabel('Ring size').selectOption('12');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page
    .getByRole('dialog', { name: 'Added to your bag' })
    .getByRole('button', { name: 'Continue Shopping' })
    .click();
  // The tab kept the chain (and the ring, in the wishlist) in sessionStorage, where the shop kept them before.
  await page.evaluate(
    ({ cart, wishlist }) => {
      sessionStorage.setItem('cart', cart);
      sessionStorage.setItem('wishlist', wishlist);
    },
    { cart: JSON.stringify([line]), wishlist: JSON.stringify([chain]) },
  );

  await page.goto('/CartProduct');
  const rows = page.getByRole('table', { name: 'Pieces in your shopping bag' }).locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('ZG-10001');
  await expect(rows.nth(1)).toContainText('ZG-10047');
  await expect(bag(page)).toHaveAccessibleName('Shopping Bag, 2 items');
  expect(await page.evaluate(() => [sessionStorage.getItem('cart'), sessionStorage.getItem('wishlist')])).toEqual([
    null,
    null,
  ]);
  // Kept in the browser now: a new tab has them, once each.
  const other = await page.context().newPage();
  await other.goto('/wishlist');
  await expect(other.getByRole('table', { name: 'Pieces in your wishlist' }).locator('tbody tr')).toHaveCount(1);
  await expect(bag(other)).toHaveAccessibleName('Shopping Bag, 2 items');
  await other.close();
});
