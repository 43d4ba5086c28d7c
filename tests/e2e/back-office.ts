import { readFile } from 'node:fs/promises';
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

/** A second browser for a member, beside the guest's, at the same size as the test's page. */
export async function memberPage(browser: Browser, like: Page, who: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: like.viewportSize() ?? undefined });
  const page = await context.newPage();
  await signIn(page, who);
  return page;
}
