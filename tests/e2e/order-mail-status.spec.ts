import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { mailsAbout } from './outbox';
import { copiesOf, href } from './pieces';

/**
 * docs/behaviour.md §10.7, §4.7, §2.10: the order's mails land in the outbox, and the status page and the guest's
 * mails follow the owner's moves. The chain ordered is a copy of the demo's for this test alone (tests/e2e/pieces.ts).
 */

/** The owner's command, carried out by the running shop. */
const owner = async (...args: string[]) =>
  (
    await promisify(execFile)('npx', ['tsx', 'cli/shop.ts', ...args], {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    })
  ).stdout;

async function placeChainOrder(page: Page, chainPath: string, email: string) {
  await page.goto(chainPath);
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByLabel('First Name').fill('Bilal');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('22 Canal View');
  await page.getByLabel('Phone').fill('03211234567');
  await page.getByLabel('City').fill('Lahore');
  await page.getByRole('radio', { name: /Free Delivery Nationwide/ }).check();
  await page.getByLabel(/I have read and agree to the terms and conditions/).check();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/Order-Confirmed\?orderNo=NM-[A-Z0-9]{6}&token=[\w-]+$/);
  return new URL(page.url()).searchParams.get('orderNo') ?? '';
}

// An order, two of the owner's commands (each a command line starting up) and the mails: more than a page's time.
test.setTimeout(180_000);

test('the order mails reach the outbox and the status page shows the real order', async ({ page, request }, info) => {
  const email = `bilal.${info.project.name}.${Date.now()}@example.com`;
  const [chain] = await copiesOf(request, ['ZG-10047']);
  const orderNo = await placeChainOrder(page, href(chain ?? { ItemName: 'Chain', TagNo: 'missing' }), email);

  // Two mails: the guest's and the shop's, written by the outbox worker.
  await expect.poll(async () => (await mailsAbout(orderNo)).length, { timeout: 15_000 }).toBe(2);
  const mails = await mailsAbout(orderNo);
  const guest = mails.find((m) => /^To: .*bilal\./m.test(m)) ?? '';
  expect(guest).toContain('Free Delivery Nationwide');
  expect(guest).toMatch(/IBAN/);
  const shop = mails.find((m) => m !== guest) ?? '';
  expect(shop).toMatch(/^Reply-To: .*bilal\./m);
  const link = guest.match(/https?:\/\/\S+\/orderstatus\?token=[\w-]+/)?.[0];
  expect(link).toBeTruthy();

  // The e-mail's link opens the order at its first step: paid by bank transfer, it awaits the payment.
  await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Status' })).toBeVisible();
  await expect(page.locator('#order-no')).toHaveText(`Order number ${orderNo}`);
  await expect(page.locator('#pay-reference')).toHaveText(orderNo);
  await expect(page.locator('[aria-current="step"]')).toContainText('Awaiting payment');
  await expect(page.locator('.steps-track').getByRole('listitem')).toHaveText([
    /Awaiting payment/,
    /Processing/,
    /Shipping/,
    /Delivered/,
  ]);
  await expect(page.locator('.status-facts').getByRole('definition').first()).toHaveText(
    /^Awaiting payment since \d{1,2} \w{3} \d{4}$/,
  );
  await expect(page.getByText('Pieces held until')).toBeVisible();
  expect(guest).toContain('We hold your pieces for you until');

  // By number and e-mail; a wrong pair says it found nothing.
  await page.goto('/orderstatus');
  await page.getByLabel('Order number').fill(orderNo);
  await page.getByLabel('E-mail').fill('someone.else@example.com');
  await page.getByRole('button', { name: 'Find my order' }).click();
  await expect(page.getByRole('alert')).toContainText('We found no order');
  await page.getByLabel('E-mail').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Find my order' }).click();
  await expect(page.locator('#order-no')).toHaveText(`Order number ${orderNo}`);
  await expect(page.getByRole('row', { name: /Total/ })).toContainText('PKR');

  // The owner moves the order along from the command line (through the running shop); the page and the mails follow.
  // The payment in full, recorded from the command line, moves the order to Processing by itself (a receipt mail).
  const total = ((await page.getByRole('row', { name: /Total/ }).textContent()) ?? '').replace(/\D/g, '');
  expect(await owner('orders', 'record-payment', orderNo, total, '--reference', 'IBFT 4411')).toContain(
    `balance PKR 0; it is Processing.`,
  );
  expect(await owner('orders', 'set-status', orderNo, 'shipping', '--tracking', 'TCS-77120')).toContain(
    `Order ${orderNo} is now Shipping (tracking number TCS-77120).`,
  );
  await page.reload();
  await expect(page.locator('[aria-current="step"]')).toContainText('Shipping');
  await expect(page.locator('.steps-track .done')).toHaveCount(2);
  await expect(page.locator('.status-facts').getByRole('definition').first()).toHaveText(/^Shipping since /);
  await expect(page.locator('.status-facts').getByRole('definition').nth(1)).toHaveText('TCS-77120');
  await expect(page.getByText('Pieces held until')).toHaveCount(0);

  await expect.poll(async () => (await mailsAbout(orderNo)).length, { timeout: 15_000 }).toBe(4);
  const shipped = (await mailsAbout(orderNo)).find((m) => /^Subject: .*: Shipping$/m.test(m)) ?? '';
  expect(shipped).toMatch(/^To: .*bilal\./m);
  expect(shipped).toContain(`Your order ${orderNo} is now: Shipping.`);
  expect(shipped).toContain('Tracking number: TCS-77120');
  expect(shipped).toContain(link ?? 'the status link');
});
