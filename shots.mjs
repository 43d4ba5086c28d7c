import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3312';
const [email, password] = ['owner@example.com', 'Passw0rd-long-1'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };
for (const [name, viewport] of Object.entries(sizes)) {
  const ctx = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  await page.goto(`${base}/old-gold?tola=2&purity=21#answer`);
  await page.waitForLoadState('load');
  await page.locator('#answer').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `docs/screenshots/old-gold-${name}.png` });
  await page.goto(`${base}/zakat?unit=tola&k21=10&k22=&silver=60&cash=100000&debts=20000#answer`);
  await page.waitForLoadState('load');
  await page.screenshot({ path: `docs/screenshots/zakat-${name}.png` });
  await page.goto(`${base}/old-gold?grams=lots&tola=2&purity=`);
  await page.screenshot({ path: `/tmp/oldgold-errors-${name}.png` });
  await page.goto(`${base}/admin/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /Sign in/i }).click();
  await page.waitForURL((u) => !u.pathname.endsWith('/login'));
  await page.goto(`${base}/admin/settings`);
  await page.getByRole('form', { name: 'Old gold and silver' }).scrollIntoViewIfNeeded();
  await page.getByRole('form', { name: 'Old gold and silver' }).screenshot({ path: `docs/screenshots/admin-settings-old-gold-${name}.png` });
  await ctx.close();
}
await browser.close();
