import type { Page } from '@playwright/test';
import { violations } from './axe';
import { alone as aloneWith, memberPage, menuLink, noSidewaysScroll, OWNER, STAFF } from './back-office';
import { expect, test } from './fixtures';
import { copiesOf, href } from './pieces';

/**
 * Ways to pay set by the owner (docs/behaviour.md §4.5, §11.15): the owner turns pay at the showroom off and on in
 * /admin/settings, the checkout follows, and a guest collecting in the showroom pays there and is told so. Staff cannot
 * open the settings.
 */

/** The ways to pay are the shop's, one for every browser: the desktop and phone runs change them in turn. */
const alone = (run: () => Promise<void>) => aloneWith('payment-settings', run);

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const showroom = (page: Page) => page.getByRole('radio', { name: /Pay at the Showroom/ });

/** The owner sets pay at the showroom on or off, and saves. */
async function offerShowroom(owner: Page, on: boolean) {
  const ways = owner.getByRole('form', { name: 'Ways to pay' });
  await ways.getByLabel('Pay at the showroom').setChecked(on);
  await ways.getByRole('button', { name: 'Save ways to pay' }).click();
  await expect(ways.getByRole('status')).toHaveText('Saved: checkout offers these ways to pay now.');
  await expect(ways.getByLabel('Pay at the showroom')).toBeChecked({ checked: on });
}

test('the owner offers pay at the showroom, and a guest collecting pays there', async ({ page, browser, request }) => {
  const [piece] = await copiesOf(request, ['ZG-10047']);
  if (!piece) throw new Error('No copy of ZG-10047');

  await alone(async () => {
    const owner = await memberPage(browser, page, OWNER);
    await (await menuLink(owner, 'Settings')).click();
    await expect(owner.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(owner.getByLabel('Bank transfer')).toBeDisabled();
    await expect(owner.getByLabel('Bank transfer')).toBeChecked();
    await noSidewaysScroll(owner);
    expect(await violations(owner), 'axe on the settings page').toEqual([]);
    // A limit that is not a number is named under its field, and nothing is sent.
    const limit = owner.getByLabel('Largest order total for pay on delivery (PKR)');
    await limit.fill('a lot');
    await limit.blur();
    await expect(owner.getByText('The limit must be a whole number of rupees from 0 to 1,000,000,000')).toBeVisible();
    await expect(owner.getByRole('button', { name: 'Save ways to pay' })).toBeDisabled();
    await limit.fill('100,000');
    await offerShowroom(owner, false);

    // Turned off: the guest's checkout does not offer it, even for click and collect.
    await page.goto(href(piece));
    await page.getByRole('button', { name: 'Buy now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Click and Collect/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Direct Bank Transfer/ })).toBeChecked();
    await expect(showroom(page)).toHaveCount(0);

    await offerShowroom(owner, true);
    await owner.close();

    // Turned on: offered at once (the kept pages were cleared), for click and collect only.
    await page.reload();
    await expect(showroom(page)).toBeEnabled();
    await showroom(page).check();
    await expect(page.getByText('Account number')).toHaveCount(0);
    await page.getByRole('radio', { name: /Free Delivery Nationwide/ }).check();
    await expect(page.getByRole('status').filter({ hasText: 'Pay at the Showroom' })).toHaveText(
      'Pay at the Showroom is only for orders collected from the showroom, so bank transfer is chosen instead.',
    );
    await expect(page.getByRole('radio', { name: /Direct Bank Transfer/ })).toBeChecked();
    await expect(showroom(page)).toBeDisabled();
    await page.getByRole('radio', { name: /Click and Collect/ }).check();
    await showroom(page).check();
    await expect(page.getByRole('status').filter({ hasText: 'bank transfer is chosen instead' })).toHaveCount(0);

    await page.getByLabel('First Name').fill('Ayesha');
    await page.getByLabel('Email').fill('ayesha.khan@example.com');
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('House 12, Street 4, Model Town');
    await page.getByLabel('Phone').fill('0300 1234567');
    await page.getByLabel('City').fill('Lahore');
    await page.getByLabel('Collection date').fill(tomorrow());
    await page.getByLabel('ID/Passport number').fill('35202-1234567-1');
    await page.getByLabel(/I will collect the order in person/).check();
    await page.getByLabel(/I have read and agree to the terms and conditions/).check();
    await noSidewaysScroll(page);
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/sale/e-Sales') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    expect(((await sent).postDataJSON() as { Payment: unknown }).Payment).toEqual({
      selectedPaymentMethod: 'pay_at_showroom',
    });
  });

  await expect(page).toHaveURL(/\/Order-Confirmed\?orderNo=NM-[A-Z0-9]{6}&token=[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your order is confirmed' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'How to pay' })).toContainText(
    /Pay at the showroom when you collect: PKR [\d,]+/,
  );
  await expect(page.getByText('IBAN')).toHaveCount(0);
});

test('staff cannot open the settings', async ({ page, browser }) => {
  const staff = await memberPage(browser, page, STAFF);
  await expect(await menuLink(staff, 'Settings')).toHaveCount(0);
  const res = await staff.goto('/admin/settings');
  expect(res?.status()).toBe(403);
  await expect(staff.getByRole('heading', { level: 1, name: 'Only the owner can open this page' })).toBeVisible();
  await expect(staff.getByText('Ways to pay')).toHaveCount(0);
});
