import type { Page } from '@playwright/test';
import { violations } from './axe';
import { backOfficeMenu, memberFromCommandLine, signIn } from './back-office';
import { expect, test } from './fixtures';
import { copiesOf, href } from './pieces';

/**
 * docs/behaviour.md §11.13: a member's Today page is open; a guest orders in another browser; the menu's count rises
 * and the order is on the Today page without a reload, and a system notification with its sound is given once the
 * member turned alerts on. The count is the same after a reload. Other specs order meanwhile, so counts are compared
 * as at least.
 */
test.setTimeout(180_000);

/**
 * The browser's Notification and the sound's oscillators, watched: what the page shows and plays is written down
 * (a headless browser shows no notification and plays no sound that a test could hear).
 */
function watchNotifications(page: Page) {
  return page.addInitScript(() => {
    const w = window as unknown as { shown: string[]; tones: number; Notification: unknown };
    w.shown = [];
    w.tones = 0;
    // What the member allowed is kept across a reload, as a browser keeps it.
    const allowed = () => (sessionStorage.getItem('allowed') === 'granted' ? 'granted' : 'default');
    class Watched {
      static get permission() {
        return allowed();
      }
      static requestPermission() {
        sessionStorage.setItem('allowed', 'granted');
        return Promise.resolve(allowed());
      }
      onclick: (() => void) | null = null;
      constructor(title: string) {
        w.shown.push(title);
      }
      close() {}
    }
    w.Notification = Watched;
    const make = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      w.tones += 1;
      return make.call(this);
    };
  });
}

const menuCount = async (page: Page, label: string) => {
  const link = (await backOfficeMenu(page)).getByRole('link', { name: new RegExp(`^${label}`) });
  const badge = link.locator('.nav-count');
  return (await badge.count()) ? Number(await badge.textContent()) : 0;
};

test('an order placed in another page raises the menu count and shows on Today without a reload', async ({
  page,
  browser,
  request,
}, info) => {
  const [piece] = await copiesOf(request, ['ZG-10047']);
  if (!piece) throw new Error('No copy of the chain');
  const member = await memberFromCommandLine('staff', `Alerts ${info.project.name}`, `alerts-${info.project.name}`);

  await watchNotifications(page);
  await signIn(page, member);
  // A mark on the window: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { mark: number }).mark = 1));
  const before = await menuCount(page, 'Orders');
  // menuCount opened the menu on a phone: the member's buttons are in it.
  await page.getByRole('button', { name: 'Turn on alerts' }).click();
  await expect(page.getByRole('button', { name: 'Alerts on' })).toBeVisible();
  const tonesAtSwitch = await page.evaluate(() => (window as unknown as { tones: number }).tones);
  expect(tonesAtSwitch, 'a sound when alerts are turned on').toBeGreaterThan(0);
  expect(await violations(page), 'axe on Today with alerts').toEqual([]);

  // The guest, in a browser of their own, orders the piece.
  const guest = await (await browser.newContext({ viewport: page.viewportSize() ?? undefined })).newPage();
  await guest.goto(href(piece));
  await guest.getByRole('button', { name: 'Add to cart' }).click();
  await guest.getByRole('dialog', { name: 'Added to your bag' }).getByRole('link', { name: 'Check Out' }).click();
  await guest.getByLabel('First Name').fill('Ayesha');
  await guest.getByLabel('Email').fill(`alerts.${info.project.name}.${Date.now()}@example.com`);
  await guest.getByRole('textbox', { name: 'Address', exact: true }).fill('House 12, Street 4, Model Town');
  await guest.getByLabel('Phone').fill('0300 1234567');
  await guest.getByLabel('City').fill('Lahore');
  await guest.getByRole('radio', { name: /Free Delivery Nationwide/ }).check();
  await guest.getByLabel(/I have read and agree to the terms and conditions/).check();
  await guest.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(guest).toHaveURL(/\/Order-Confirmed\?orderNo=NM-[A-Z0-9]{6}&token=[\w-]+$/);
  const orderNo = new URL(guest.url()).searchParams.get('orderNo') ?? '';
  const placed = Date.now();

  // Within 2 s of the guest's confirmation: on Today, in the menu's count, in the page's notice.
  await expect(page.getByRole('link', { name: orderNo })).toBeVisible({ timeout: 2000 });
  console.log(`${info.project.name}: the order on Today ${Date.now() - placed} ms after the guest's confirmation`);
  expect(await menuCount(page, 'Orders')).toBeGreaterThanOrEqual(before + 1);
  await expect(page.getByRole('status').filter({ hasText: `New order ${orderNo}` })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { mark?: number }).mark)).toBe(1);
  // The system notification, with its sound.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shown: string[] }).shown))
    .toContain(`New order ${orderNo}`);
  expect(await page.evaluate(() => (window as unknown as { tones: number }).tones)).toBeGreaterThan(tonesAtSwitch);

  // The notice opens the order.
  await page.getByRole('status').getByRole('link', { name: 'Open' }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Order ${orderNo}`) })).toBeVisible();

  // A reload reads the same count from the shop.
  const shown = await menuCount(page, 'Orders');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Order ${orderNo}`) })).toBeVisible();
  expect(await menuCount(page, 'Orders')).toBeGreaterThanOrEqual(shown);
  expect(await menuCount(page, 'Orders')).toBeGreaterThanOrEqual(before + 1);
  // The choice is kept by the browser (menuCount opened the menu again).
  await expect(page.getByRole('button', { name: 'Alerts on' })).toBeVisible();
  await guest.context().close();
});

test('without a mail server, Today says mails are not being sent and where they are written', async ({
  page,
}, info) => {
  const member = await memberFromCommandLine('staff', `Mail ${info.project.name}`, `mail-${info.project.name}`);
  await signIn(page, member);
  // The e2e shop runs without SMTP_URL (playwright.config.ts).
  await expect(page.getByText('Mail is not being sent: no mail server is set.')).toBeVisible();
  await expect(page.getByText(/Mails are written to .*outbox as files instead/)).toBeVisible();
});
