import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { memberPage, STAFF } from './back-office';
import { mailsAbout } from './outbox';
import { copiesOf, href } from './pieces';

/**
 * How to pay where the guest is, and a slip sent later (docs/behaviour.md §4.16): a guest orders by bank transfer, sees
 * the bank's details, the amount and until when the pieces are held on the confirmation page, copies the IBAN, opens
 * the status page by its link and sends the slip; staff see it on the order; shipped with a courier, the guest's page
 * links the courier's tracking. The piece is a copy of the demo's for this test alone (tests/e2e/pieces.ts).
 */

// An order, two browsers and the mails: more than a page's time.
test.setTimeout(180_000);

/** A photo of a deposit slip as a phone sends it. */
const slipPhoto = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#efe7da' } })
    .jpeg()
    .toBuffer();

async function placeBankOrder(page: Page, request: APIRequestContext, email: string) {
  const [piece] = await copiesOf(request, ['ZG-10047']);
  if (!piece) throw new Error('No copy of ZG-10047');
  await page.goto(href(piece));
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByLabel('First Name').fill('Sana');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('7 Jail Road');
  await page.getByLabel('Phone').fill('03331234567');
  await page.getByLabel('City').fill('Lahore');
  await page.getByRole('radio', { name: /Free Delivery Nationwide/ }).check();
  await page.getByLabel(/I have read and agree to the terms and conditions/).check();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/Order-Confirmed\?orderNo=NM-[A-Z0-9]{6}&token=[\w-]+$/);
  return { orderNo: new URL(page.url()).searchParams.get('orderNo') ?? '', price: piece.Price };
}

test('a bank transfer: how to pay on the confirmation page, the slip from the status page, staff see it', async ({
  page,
  browser,
  request,
}, info) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const email = `sana.${info.project.name}.${Date.now()}@example.com`;
  const { orderNo, price } = await placeBankOrder(page, request, email);
  const amount = `PKR ${price.toLocaleString('en-US')}`;

  // The confirmation page: the account, the amount, the order number as the reference, the hold.
  const pay = page.getByRole('region', { name: 'How to pay' });
  await expect(pay).toBeVisible();
  await expect(pay.getByRole('definition').filter({ hasText: 'PK36 ABPA 0010 0034 5678 9012' })).toBeVisible();
  await expect(pay.getByText('Allied Bank Limited')).toBeVisible();
  await expect(pay.getByText('0010 0034 5678 9012', { exact: true })).toBeVisible();
  await expect(pay.locator('#pay-amount')).toHaveText(amount);
  await expect(pay.locator('#pay-reference')).toHaveText(orderNo);
  await expect(
    pay.getByText(/We hold your pieces until \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(Pakistan time\)/),
  ).toBeVisible();
  await pay.getByRole('button', { name: 'Copy IBAN' }).click();
  await expect(pay.getByRole('button', { name: 'Copy IBAN' })).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('PK36ABPA0010003456789012');
  await page.screenshot({ path: `test-results/guest-payment-confirmed-${info.project.name}.png`, fullPage: true });

  // The status page by its link: how to pay, no internal tracking ID, and the slip.
  await page.getByRole('link', { name: 'Track your order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Status' })).toBeVisible();
  await expect(page).toHaveURL(/\/orderstatus\?token=[\w-]+$/);
  await expect(page.getByRole('region', { name: 'How to pay' }).locator('#pay-amount')).toHaveText(amount);
  await expect(page.getByText('Tracking ID')).toHaveCount(0);
  await expect(page.getByText('Pieces held until')).toBeVisible();
  const slipForm = page.getByRole('form', { name: 'Paid already? Send your deposit slip' });
  await slipForm
    .getByLabel('Deposit slip')
    .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await slipPhoto() });
  await expect(slipForm.getByRole('img', { name: 'Preview of IMG_2041.jpg' })).toBeVisible();
  await slipForm.getByRole('button', { name: 'Send slip' }).click();
  await expect(page).toHaveURL(/\/orderstatus\?token=[\w-]+&slip=sent#payment$/);
  await expect(page.getByRole('status')).toHaveText(
    'Thank you: we have your deposit slip. We will check the payment and write to you.',
  );
  await expect(page.getByRole('form', { name: 'Your deposit slip' })).toContainText('We have your slip, sent');
  await page.screenshot({ path: `test-results/guest-payment-status-${info.project.name}.png`, fullPage: true });

  // The shop is mailed, and staff see the slip on the order with its time and the history in words.
  await expect.poll(async () => (await mailsAbout(`Deposit slip for order ${orderNo}`)).length).toBe(1);
  const staff = await memberPage(browser, page, STAFF);
  await staff.goto(`/admin/orders/${orderNo}`);
  const payment = staff.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Deposit slip sent by the guest');
  const slip = payment.getByRole('img', { name: `Deposit slip of order ${orderNo}` });
  await expect(slip).toBeVisible();
  await expect.poll(() => slip.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(900);
  await expect(staff.getByRole('region', { name: 'History' })).toContainText('Guest sent a deposit slip');

  // Paid and shipped by DHL Express: the guest's page links the number's own tracking.
  // The amount offered is the balance; recording it in full moves the order on by itself.
  const recordForm = payment.getByRole('form', { name: 'Record a payment' });
  await recordForm.getByLabel("The guest's deposit slip shows this payment").check();
  await recordForm.getByRole('button', { name: 'Record payment' }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toContainText('Processing');
  await staff.getByLabel('Courier (optional)').selectOption({ label: 'DHL Express' });
  await staff.getByLabel('Tracking number (optional)').fill('1234567890');
  await staff.getByRole('button', { name: 'Ship', exact: true }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toContainText('Shipping');
  await expect(staff.getByText('tracking 1234567890 (DHL Express)')).toBeVisible();
  await staff.context().close();

  await page.reload();
  await expect(page.getByText('Tracking number (DHL Express)')).toBeVisible();
  await expect(page.getByRole('link', { name: '1234567890' })).toHaveAttribute(
    'href',
    'https://www.dhl.com/pk-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890',
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the status page takes the slip as a plain form, and says so', async ({ page, request }, info) => {
    const [piece] = await copiesOf(request, ['ZG-10047']);
    if (!piece) throw new Error('No copy of ZG-10047');
    await request.get('/api/xsrf');
    const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const placed = await request.post('/api/sale/e-Sales', {
      headers: { 'X-XSRF-TOKEN': xsrf },
      data: {
        Stock: [{ TagNo: piece.TagNo, selectedSize: '-', Qty: 1 }],
        UserData: {
          FirstName: 'Omar',
          LastName: '',
          Email: `omar.${info.project.name}.${Date.now()}@example.com`,
          Address: '3 Mall Road',
          Address2: '',
          City: 'Lahore',
          PhoneNo: '03451234567',
        },
        NetPrice: piece.Price,
        Delivery: { selectedDeliveryOption: 'free' },
        Payment: { selectedPaymentMethod: 'bacs_allied_bank' },
        termsAccepted: true,
      },
    });
    expect(placed.status()).toBe(200);
    const { statusUrl } = (await placed.json()) as { statusUrl: string };
    const link = new URL(statusUrl);
    await page.goto(link.pathname + link.search);

    const pay = page.getByRole('region', { name: 'How to pay' });
    await expect(pay.getByText('PK36 ABPA 0010 0034 5678 9012')).toBeVisible();
    const form = page.getByRole('form', { name: 'Paid already? Send your deposit slip' });
    // Nothing chosen: the browser asks for the file itself, and nothing is sent.
    await form.getByRole('button', { name: 'Send slip' }).click();
    await expect(page).toHaveURL(/\/orderstatus\?token=[\w-]+$/);
    // Not a picture: sent back with the reason.
    await form
      .getByLabel('Deposit slip')
      .setInputFiles({ name: 'slip.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture') });
    await form.getByRole('button', { name: 'Send slip' }).click();
    await expect(page).toHaveURL(/slip=picture#payment$/);
    await expect(page.getByRole('alert')).toHaveText('Deposit slip must be a JPG, PNG, GIF or WebP picture');
    await page
      .getByRole('form', { name: 'Paid already? Send your deposit slip' })
      .getByLabel('Deposit slip')
      .setInputFiles({ name: 'slip.jpg', mimeType: 'image/jpeg', buffer: await slipPhoto() });
    await page.getByRole('button', { name: 'Send slip' }).click();
    await expect(page).toHaveURL(/slip=sent#payment$/);
    await expect(page.getByRole('status')).toContainText('we have your deposit slip');
  });
});
