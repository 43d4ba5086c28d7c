import { spawn } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';

/** The back office's members made by back-office.setup.ts (the owner from the setup link, a staff member by the owner). */
export const OWNER = { name: 'Nadia Malik', email: 'owner@zewar.test', password: 'Anarkali-Bazaar-1960' };
export const STAFF = { name: 'Bilal Ahmed', email: 'bilal@zewar.test', password: 'Liberty-Market-1987' };

/** The one-time setup link the e2e shop printed at its start (scripts/e2e-server.mjs keeps what it prints). */
export async function printedSetupLink(): Promise<string> {
  const file = path.join(process.env.E2E_DATA_DIR ?? '', 'shop-output.log');
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = /http\S+\/admin\/setup\?token=\S+/.exec(await readFile(file, 'utf8').catch(() => ''))?.[0];
      return link;
    })
    .toBeTruthy();
  return link ?? '';
}

/** Signs a member in at /admin/login and waits for today's page. */
export async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
}

/** The Menu button the back office's sections fold under on a phone (hidden on a wider screen). */
export const menuToggle = (page: Page) => page.getByRole('banner').locator('summary', { hasText: /^Menu/ });

/**
 * The back office's menu (docs/decisions/079), opened first where it is folded under Menu (a phone): its sections
 * and the member's buttons can then be clicked at any size.
 */
export async function backOfficeMenu(page: Page) {
  const toggle = menuToggle(page);
  if ((await toggle.isVisible()) && !(await toggle.evaluate((s) => (s.parentElement as HTMLDetailsElement).open)))
    await toggle.click();
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav).toBeVisible();
  return nav;
}

/** A section's link in the back office's menu, the menu opened first on a phone. */
export async function menuLink(page: Page, name: string, exact = false) {
  return (await backOfficeMenu(page)).getByRole('link', { name, exact });
}

/** A second browser for a member, beside the guest's, at the same size as the test's page. */
export async function memberPage(browser: Browser, like: Page, who: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: like.viewportSize() ?? undefined });
  const page = await context.newPage();
  await signIn(page, who);
  return page;
}

/**
 * A member added by the owner's command against the running shop (`npm run shop -- staff add`), the password on
 * standard input as a pipe gives it: a test's own account, whatever else has run before it. `env` names another
 * shop's data (DATA_DIR, DATABASE_URL).
 */
export async function memberFromCommandLine(
  role: 'owner' | 'staff',
  name: string,
  key: string,
  env: Record<string, string | undefined> = { DATA_DIR: process.env.E2E_DATA_DIR },
) {
  const who = { name, email: `${key}-${Date.now()}@zewar.test`, password: 'Shalimar-Gardens-1641' };
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'cli/shop.ts', 'staff', 'add', who.email, '--name', who.name, '--role', role], {
      env: { ...process.env, ...env },
    });
    let text = '';
    child.stdout.on('data', (c: Buffer) => (text += String(c)));
    child.stderr.on('data', (c: Buffer) => (text += String(c)));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`staff add failed: ${text}`))));
    child.stdin.end(`${who.password}\n`);
  });
  expect(out).toContain(`Added ${who.name} <${who.email}> as ${role}.`);
  return who;
}

/**
 * The page fits the screen: wide tables scroll inside their own box, not the page. Compared with the viewport the
 * test set, not window.innerWidth: a phone's browser widens its layout viewport to a page too wide for it.
 */
export async function noSidewaysScroll(page: Page) {
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll).toBeLessThanOrEqual(page.viewportSize()?.width ?? Number.POSITIVE_INFINITY);
}

/** Signs a member in through the API of the shop at `base` and returns its session cookie (`zewar-session=…`). */
export async function sessionCookie(base: string, who: { email: string; password: string }): Promise<string> {
  const token = 'x'.repeat(40);
  const res = await fetch(`${base}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  expect(res.status).toBe(200);
  return (
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith('zewar-session='))
      ?.split(';')[0] ?? ''
  );
}

/**
 * Runs `run` while no other test holds the lock `name`: the owner's settings are the shop's, one for every browser, so
 * the desktop and phone runs of a spec that changes them do so one after the other, never at once (a directory made
 * exclusively in the e2e shop's data folder is the lock).
 */
export async function alone(name: string, run: () => Promise<void>) {
  const lock = path.join(process.env.E2E_DATA_DIR ?? '', `${name}.lock`);
  await expect
    .poll(
      () =>
        mkdir(lock).then(
          () => true,
          () => false,
        ),
      { timeout: 80_000, intervals: [250] },
    )
    .toBe(true);
  try {
    await run();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
