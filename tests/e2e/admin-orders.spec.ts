import type { Page } from '@playwright/test';
import { violations } from './axe';
import { memberPage, menuLink, noSidewaysScroll, STAFF } from './back-office';
import { expect, test } from './fixtures';
import { mailsAbout } from './outbox';
import { copiesOf, href } from './pieces';
import { pkr } from './shop';

const formatted = (n: number) => `PKR ${String(n).replace(/\B(?=(\d{3})+$)/g, ',')}`;

/**
 * docs/behaviour.md §11.2 and §4.13, from both sides: a guest orders by bank transfer with a deposit slip; staff find
 * the order, open the slip, confirm the payment and ship it with a tracking number; the guest's mails and status page
 * follow. A cancelled order's piece is for sale again. Each project orders demo pieces no other spec orders.
 */
const PIECES = {
  desktop: { shipped: 'ZG-10052', cancelled: '/product/Chain/ZG-10053' },
  phone: { shipped: 'ZG-10054', cancelled: '/product/Chain/ZG-10057' },
};
// Two browsers, a copy of a piece made by the owner's command, a checkout and several moves: more than one page's
// worth of time.
test.setTimeout(240_000);

const piecesOf = (project: string) => PIECES[project === 'phone' ? 'phone' : 'desktop'];

/** A 1x1 PNG deposit slip. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The guest buys the piece by bank transfer (with a slip when given) and returns the order number and status link. */
async function guestOrders(page: Page, piece: string, email: string, slip: boolean) {
  await page.goto(piece);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('dialog', { name: 'Added to your bag' }).getByRole('link', { name: 'Check Out' }).click();
  await page.getByLabel('First Name').fill('Ayesha');
  await page.getByLabel('Last Name (optional)').fill('Khan');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('House 12, Street 4, Model Town');
  await page.getByLabel('Phone').fill('0300 1234567');
  await page.getByLabel('City').fill('Lahore');
  await page.getByRole('radio', { name: /Free Delivery Nationwide/ }).check();
  if (slip)
    await page
      .getByLabel('Deposit slip (optional)')
      .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel(/I have read and agree to the terms and conditions/).check();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/Order-Confirmed\?orderNo=NM-[A-Z0-9]{6}&token=[\w-]+$/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
  const statusLink = (await page.getByRole('link', { name: 'Track your order' }).getAttribute('href')) ?? '';
  return { orderNo, statusLink };
}

/** Staff open the order from the list, found by its number. */
async function openOrder(staff: Page, orderNo: string) {
  await (await menuLink(staff, 'Orders')).click();
  await staff.getByLabel('Order number, name, phone, e-mail, city or tag number').fill(orderNo.toLowerCase());
  await staff.getByRole('button', { name: 'Show' }).click();
  await staff.getByRole('link', { name: orderNo }).click();
  await expect(staff.getByRole('heading', { level: 1, name: new RegExp(`Order ${orderNo}`) })).toBeVisible();
}

test('a bank transfer with a slip: staff confirm it and ship it, and the guest is told', async ({
  page,
  browser,
  request,
}, info) => {
  const email = `guest.${info.project.name}.${Date.now()}@example.com`;
  // A copy of the project's piece under a tag of its own: a retry orders a piece the first try did not.
  const [copy] = await copiesOf(request, [piecesOf(info.project.name).shipped]);
  const { orderNo, statusLink } = await guestOrders(
    page,
    href(copy ?? { ItemName: 'Chain', TagNo: 'missing' }),
    email,
    true,
  );

  const staff = await memberPage(browser, page, STAFF);
  await expect(staff.getByText(orderNo)).toBeVisible();
  await openOrder(staff, orderNo);
  await expect(staff.getByRole('main').getByText('Awaiting payment').first()).toBeVisible();
  const slip = staff.getByRole('img', { name: `Deposit slip of order ${orderNo}` });
  await expect(slip).toBeVisible();
  await slip.scrollIntoViewIfNeeded();
  await expect.poll(() => slip.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await violations(staff), 'axe on the order page').toEqual([]);

  // A part payment of a third (the slip shows it), the balance, then the rest: the order moves on by itself.
  const payment = staff.getByRole('region', { name: 'Payment' });
  const totals = payment.getByLabel('Paid and balance').getByRole('definition');
  const total = pkr((await totals.first().textContent()) ?? '');
  const third = Math.floor(total / 3);
  const recordForm = staff.getByRole('form', { name: 'Record a payment' });
  await expect(recordForm.getByLabel('Amount (PKR)')).toHaveValue(String(total));
  await recordForm.getByLabel('Amount (PKR)').fill(String(third));
  await recordForm.getByLabel('Reference (bank, card slip) (optional)').fill('IBFT 88231');
  await recordForm.getByLabel("The guest's deposit slip shows this payment").check();
  await recordForm.getByRole('button', { name: 'Record payment' }).click();
  await expect(payment.getByLabel('Paid and balance')).toContainText(`Balance${formatted(total - third)}`);
  await expect(payment.getByRole('listitem').filter({ hasText: 'IBFT 88231' })).toContainText('with the slip');
  await expect(staff.getByRole('heading', { level: 1 })).toContainText('Awaiting payment');
  await expect(recordForm.getByLabel('Amount (PKR)')).toHaveValue(String(total - third));
  await recordForm.getByLabel('Amount (PKR)').fill(String(total - third + 1));
  await recordForm.getByRole('button', { name: 'Record payment' }).click();
  await expect(recordForm.getByText(/more than the balance/).first()).toBeVisible();
  await recordForm.getByLabel('Amount (PKR)').fill(String(total - third));
  await recordForm.getByLabel('Paid by').selectOption({ label: 'Cash at the showroom' });
  await recordForm.getByRole('button', { name: 'Record payment' }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toContainText('Processing');
  await expect(totals.last()).toHaveText('Paid in full');
  await expect(staff.getByRole('form', { name: 'Record a payment' })).toHaveCount(0);
  await staff.getByLabel('Tracking number (optional)').fill('TCS-4455667');
  await staff.getByRole('button', { name: 'Ship', exact: true }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toContainText('Shipping');
  await expect(staff.getByRole('region', { name: 'History' })).toContainText(
    `${STAFF.name}: status (processing → shipping)`,
  );

  await expect.poll(async () => (await mailsAbout(orderNo)).filter((m) => m.includes('TCS-4455667')).length).toBe(1);
  expect(
    (await mailsAbout(orderNo)).filter((m) => m.includes(`Payment received for your order ${orderNo}`)),
  ).toHaveLength(2);

  await page.goto(statusLink);
  await expect(page.getByText('Shipping since')).toBeVisible();
  await expect(page.getByText('TCS-4455667')).toBeVisible();

  await staff.goto('/admin/orders');
  expect(await violations(staff), 'axe on the orders list').toEqual([]);

  // The guest as a customer: found by the phone written another way (the order had '0300 1234567'), with this
  // order, its payments and what is still owed on their other orders.
  await (await menuLink(staff, 'Customers')).click();
  await staff.getByLabel('Phone, name, e-mail, city or tag number').fill('+92 300-1234567');
  await staff.getByRole('button', { name: 'Find' }).click();
  const found = staff.locator('a[href="/admin/customers/3001234567"]');
  await expect(found).toHaveCount(1);
  await noSidewaysScroll(staff);
  expect(await violations(staff), 'axe on the customers list').toEqual([]);
  await found.click();
  await expect(staff).toHaveURL(/\/admin\/customers\/3001234567$/);
  const theirs = (what: string) => staff.getByRole('region', { name: `Their ${what}` }).getByRole('row');
  await expect(theirs('orders').filter({ hasText: orderNo })).toContainText('Shipping');
  await expect(theirs('payments').filter({ hasText: orderNo }).filter({ hasText: 'IBFT 88231' })).toHaveCount(1);
  await noSidewaysScroll(staff);
  expect(await violations(staff), 'axe on a customer').toEqual([]);
  await staff.screenshot({ path: `test-results/admin-customer-${info.project.name}.png`, fullPage: true });

  await staff.goto('/admin');
  expect(await violations(staff), 'axe on today').toEqual([]);
  await staff.context().close();
});

test('a cancelled paid order gives its advance back, and its piece is for sale again', async ({
  page,
  browser,
}, info) => {
  const piece = piecesOf(info.project.name).cancelled;
  const { orderNo } = await guestOrders(page, piece, `cancel.${info.project.name}.${Date.now()}@example.com`, false);
  await page.goto(piece);
  await expect(page.getByText('Reserved', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);

  const staff = await memberPage(browser, page, STAFF);
  await openOrder(staff, orderNo);
  const recordForm = staff.getByRole('form', { name: 'Record a payment' });
  await recordForm.getByLabel('Amount (PKR)').fill('5000');
  await recordForm.getByLabel('Paid by').selectOption({ label: 'Cash at the showroom' });
  await recordForm.getByRole('button', { name: 'Record payment' }).click();
  await expect(staff.getByLabel('Paid and balance')).toContainText('PaidPKR 5,000');
  await staff.getByRole('button', { name: 'Cancel order…' }).click();
  const cancel = staff.getByRole('form', { name: 'Cancel order' });
  await expect(cancel.getByRole('button', { name: 'Cancel order', exact: true })).toBeDisabled();
  await expect(cancel.getByText('Give the reason to cancel.')).toBeVisible();
  await expect(cancel.getByLabel('Give money back with the cancel')).toBeChecked();
  await expect(cancel.getByLabel('Refund (PKR)')).toHaveValue('5000');
  await cancel.getByLabel('Reason (the guest is told it)').fill('The guest asked us to cancel on the phone');
  await cancel.getByRole('button', { name: 'Cancel order', exact: true }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toContainText('Cancelled');
  await expect(staff.getByLabel('Paid and balance')).toContainText('RefundedPKR 5,000');
  await staff.context().close();

  await page.goto(piece);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await expect
    .poll(async () => (await mailsAbout(orderNo)).some((m) => m.includes('The guest asked us to cancel on the phone')))
    .toBe(true);
  expect((await mailsAbout(orderNo)).some((m) => m.includes(`Refund for your order ${orderNo}`))).toBe(true);
});
