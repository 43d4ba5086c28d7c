import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { copiesOf, href } from './pieces';
import { pkr } from './shop';

/**
 * Checkout (docs/behaviour.md §2.8, §4.4 to §4.6, §5.1, §5.2). Demo pieces: ZG-10001 is a gold ring, ZG-10047 a chain.
 * An order reserves its piece (§4.13), so a test that places one orders a copy of its own (tests/e2e/pieces.ts).
 */
const RING = '/product/Rings/ZG-10001';
const CHAIN = '/product/Chain/ZG-10047';

/** A copy of the demo piece for this test alone: its page and its tag number. */
async function ownCopy(request: APIRequestContext, tagNo: string) {
  const [piece] = await copiesOf(request, [tagNo]);
  if (!piece) throw new Error(`No copy of ${tagNo}`);
  return { path: href(piece), tagNo: piece.TagNo };
}
const ORDER_NO = /NM-[A-Z0-9]{6}/;
/** A 1x1 PNG, the smallest deposit slip there is. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const bag = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Shopping Bag/ });
const proceed = (page: Page) => page.getByRole('button', { name: 'Proceed to Checkout' });
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** Puts the chain in the bag and goes to the checkout through the dialog's Check Out. */
async function chainToCheckout(page: Page, chain = CHAIN) {
  await page.goto(chain);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('dialog', { name: 'Added to your bag' }).getByRole('link', { name: 'Check Out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

/** Buy now with a ring in size 9: added and straight to the checkout. */
async function buyRing(page: Page, ring = RING) {
  await page.goto(ring);
  await expect(page.getByRole('button', { name: 'Buy now' })).toBeEnabled();
  await page.getByLabel('Ring size').selectOption('9');
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

async function fillBilling(page: Page) {
  await page.getByLabel('First Name').fill('Ayesha');
  await page.getByLabel('Last Name (optional)').fill('Khan');
  await page.getByLabel('Email').fill('ayesha.khan@example.com');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('House 12, Street 4, Model Town');
  await page.getByLabel('Phone').fill('0300 1234567');
  await page.getByLabel('City').fill('Lahore');
}

const acceptTerms = (page: Page) => page.getByLabel(/I have read and agree to the terms and conditions/).check();

async function expectConfirmed(page: Page) {
  await expect(page).toHaveURL(/\/Order-Confirmed\?orderNo=NM-[A-Z0-9]{6}&token=[\w-]+$/);
  await expect(page.getByRole('status')).toHaveText('Order Received Successfully');
  await expect(page.getByRole('heading', { level: 1, name: 'Your order is confirmed' })).toBeVisible();
  await expect(page.getByText(/Your order number is/)).toContainText(ORDER_NO);
  const orderNo = new URL(page.url()).searchParams.get('orderNo');
  await expect(page.getByRole('link', { name: 'Track your order' })).toHaveAttribute('href', /^\/orderstatus\?/);
  await expect(bag(page)).toHaveAccessibleName('Shopping Bag');
  // A reload draws the same page (no hydration mismatch from the history state).
  await page.reload();
  await expect(page.getByText(/Your order number is/)).toContainText(orderNo ?? 'missing');
  await page.goto('/CartProduct');
  await expect(page.getByText('Your shoping bag is currently empty')).toBeVisible();
  return orderNo;
}

test('collect from the showroom, bank transfer with a deposit slip', async ({ page, request: api }) => {
  await buyRing(page, (await ownCopy(api, 'ZG-10001')).path);
  await expect(page.getByRole('radio', { name: /Click and Collect/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Credit \/ Debit Card/ })).toBeDisabled();
  await expect(page.getByText('End-to-End Digital Payment Solution')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Direct Bank Transfer/ })).toBeChecked();
  await expect(page.getByText('Allied Bank Limited').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'terms and conditions', exact: true })).toHaveAttribute(
    'href',
    '/termscondition',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'privacy policy', exact: true })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );

  await fillBilling(page);
  await acceptTerms(page);
  // Collect needs a date, an ID/passport number and its own tick box.
  await expect(proceed(page)).toBeDisabled();
  await page.getByLabel('Collection date').fill(tomorrow());
  await page.getByLabel('ID/Passport number').fill('35202-1234567-1');
  await expect(proceed(page)).toBeDisabled();
  await page.getByLabel(/I will collect the order in person/).check();

  // The file chooser is a 44 px tap target (docs/decisions/087).
  expect((await page.getByLabel('Deposit slip (optional)').boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await page
    .getByLabel('Deposit slip (optional)')
    .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
  const preview = page.getByRole('img', { name: 'Preview of slip.png' });
  await expect(preview).toBeVisible();
  expect((await preview.boundingBox())?.width).toBe(100);
  await page.getByRole('button', { name: 'Remove deposit slip' }).click();
  await expect(preview).toHaveCount(0);
  await page
    .getByLabel('Deposit slip (optional)')
    .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
  await expect(preview).toBeVisible();

  const sent = page.waitForRequest((r) => r.url().endsWith('/api/sale/e-Sales') && r.method() === 'POST');
  await expect(proceed(page)).toBeEnabled();
  await proceed(page).click();
  const request = await sent;
  expect(request.headers()['content-type']).toMatch(/^multipart\/form-data/);
  expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
  await expect(page.getByRole('link', { name: 'Track your order' })).toHaveAttribute('href', /^\/orderstatus\?/);
  const track = (await page.getByRole('link', { name: 'Track your order' }).getAttribute('href')) ?? '';
  await expectConfirmed(page);

  // The status page tells the collection day as every date is told ("28 Nov 2026"), never as the form sent it.
  await page.goto(track);
  const day = new Date(`${tomorrow()}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const main = page.getByRole('main');
  await expect(main).toContainText(`on ${day}`);
  expect(await main.innerText()).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
});

test('paid delivery to the United Kingdom adds PKR 11,500 to the total', async ({ page, request }) => {
  const chain = await ownCopy(request, 'ZG-10047');
  await chainToCheckout(page, chain.path);
  await fillBilling(page);
  await page.getByRole('radio', { name: /Worldwide Delivery/ }).check();
  const country = page.getByLabel('Country');
  await expect(country).toHaveValue('United States');
  await expect(page.getByText('Delivery charge to United States: PKR 11,900')).toBeVisible();
  await country.selectOption('United Kingdom');
  await expect(page.getByText('Delivery charge to United Kingdom: PKR 11,500')).toBeVisible();

  const summary = page.getByRole('region', { name: 'Your Order' });
  await expect(summary).toContainText('PKR 11,500');
  // Subtotal, delivery charge, total; a missing subtotal reads as NaN and fails the sum.
  const [subtotal = NaN, charge, total] = (await summary.getByRole('definition').allTextContents()).map(pkr);
  expect(charge).toBe(11_500);
  expect(total).toBe(subtotal + 11_500);

  await acceptTerms(page);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/sale/e-Sales'));
  await proceed(page).click();
  const body = (await sent).postDataJSON() as {
    NetPrice: number;
    Delivery: unknown;
    Stock: unknown;
    UserData: unknown;
    Payment: unknown;
  };
  expect(body.Delivery).toEqual({ selectedDeliveryOption: 'paid', selectedCountry: 'United Kingdom' });
  expect(body.Payment).toEqual({ selectedPaymentMethod: 'bacs_allied_bank' });
  expect(body.UserData).toMatchObject({
    FirstName: 'Ayesha',
    LastName: 'Khan',
    PhoneNo: '0300 1234567',
    City: 'Lahore',
  });
  expect(body.NetPrice).toBe(total);
  expect(body.Stock).toEqual([{ TagNo: chain.tagNo, selectedSize: '-', Qty: 1 }]);
  await expectConfirmed(page);
});

test('free delivery: a lost answer keeps the bag, and the retry reuses the Idempotency-Key', async ({
  page,
  request,
}) => {
  await chainToCheckout(page, (await ownCopy(request, 'ZG-10047')).path);
  await fillBilling(page);
  await page.getByRole('radio', { name: /Free Delivery Nationwide/ }).check();
  await expect(page.getByRole('region', { name: 'Your Order' })).toContainText('Free');
  await acceptTerms(page);

  const keys: string[] = [];
  const remember = (r: Request) => {
    if (r.url().endsWith('/api/sale/e-Sales')) keys.push(r.headers()['idempotency-key'] ?? '');
  };
  page.on('request', remember);

  // The shop answers with something other than 'Success': shown to the guest, bag and form kept.
  await page.route('**/api/sale/e-Sales', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'The shop is closed for stock-taking today.' }),
    }),
  );
  await proceed(page).click();
  await expect(page.getByRole('alert')).toHaveText('The shop is closed for stock-taking today.');
  await expect(page.getByLabel('First Name')).toHaveValue('Ayesha');
  await expect(bag(page)).toHaveAccessibleName('Shopping Bag, 1 item');

  // The network drops the answer: the guest is told to try again and loses nothing.
  await page.unroute('**/api/sale/e-Sales');
  await page.route('**/api/sale/e-Sales', (route) => route.abort('connectionreset'));
  await proceed(page).click();
  await expect(page.getByRole('alert')).toHaveText('Something went wrong. Please try again.');
  await expect(page.getByLabel('Email')).toHaveValue('ayesha.khan@example.com');
  await expect(proceed(page)).toBeEnabled();

  await page.unroute('**/api/sale/e-Sales');
  await proceed(page).click();
  await expectConfirmed(page);
  expect(keys).toHaveLength(3);
  expect(new Set(keys).size).toBe(1);
});

test("the shop's refusal: its field messages under the page's fields, a changed price offers the bag again", async ({
  page,
  consoleErrors,
}) => {
  await chainToCheckout(page);
  await fillBilling(page);
  await page.getByRole('radio', { name: /Free Delivery Nationwide/ }).check();
  await acceptTerms(page);

  await page.route('**/api/sale/e-Sales', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'This number cannot take calls',
        errors: [{ field: 'UserData.PhoneNo', message: 'This number cannot take calls' }],
      }),
    }),
  );
  await proceed(page).click();
  await expect(page.getByRole('alert')).toHaveText('This number cannot take calls');
  const phone = page.getByLabel('Phone');
  await expect(phone).toHaveAccessibleDescription('This number cannot take calls');
  await phone.fill('0300 7654321');
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');

  await page.unroute('**/api/sale/e-Sales');
  await page.route('**/api/sale/e-Sales', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'The price of a piece in your bag has changed.' }),
    }),
  );
  await proceed(page).click();
  await expect(page.getByRole('alert')).toContainText('The price of a piece in your bag has changed.');
  await expect(page.getByRole('alert').getByRole('link', { name: 'Review your bag' })).toHaveAttribute(
    'href',
    '/CartProduct',
  );
  await expect(page.getByLabel('First Name')).toHaveValue('Ayesha');
  await expect(proceed(page)).toBeEnabled();
  // The browser logs the two refusals sent above as failed loads; any other console error still fails the test.
  const expected = /^Failed to load resource: the server responded with a status of (400|409)\b/;
  const others = consoleErrors.filter((e) => !expected.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...others);
});

test('an invalid form keeps Proceed to Checkout disabled and says what is missing', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page.getByText('Your shoping bag is currently empty')).toBeVisible();

  await chainToCheckout(page);
  await expect(proceed(page)).toBeDisabled();
  await page.getByLabel('First Name').focus();
  await page.getByLabel('First Name').blur();
  await expect(page.getByText('First Name is required')).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Email').blur();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Phone').fill('12');
  await page.getByLabel('Phone').blur();
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
  await expect(page.getByText('Address is required')).toHaveCount(0);

  await page.getByRole('button', { name: 'Show what is missing' }).click();
  await expect(page.getByText('Address is required')).toBeVisible();
  await expect(page.getByText('City is required')).toBeVisible();
  await expect(page.getByLabel('First Name')).toBeFocused();
  await expect(proceed(page)).toBeDisabled();

  await fillBilling(page);
  await page.getByRole('radio', { name: /Free Delivery Nationwide/ }).check();
  await expect(page.getByText('First Name is required')).toHaveCount(0);
  await expect(proceed(page)).toBeDisabled();
  await acceptTerms(page);
  await expect(proceed(page)).toBeEnabled();
  await page.getByLabel('City').fill('');
  await expect(proceed(page)).toBeDisabled();
  await expect(page.getByText('City is required')).toBeVisible();
});
