import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The e2e shop's data folder: the tests read the mails it writes under outbox/. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(tmpdir(), `zewar-e2e-${PORT}`);
process.env.E2E_DATA_DIR = E2E_DATA_DIR;

/**
 * The day's gold rate reprices every gold piece: its spec runs after every other spec has read its prices (a price
 * read before a reprice and sent after it would be refused), desktop then phone (docs/decisions/029).
 */
const RATES = /admin-rates\.spec\.ts$/;
/**
 * One stock import is checked or imported at a time (docs/behaviour.md §11.12): the import spec's tests run one after
 * another, after the other specs, desktop then phone, so none is refused for another's import.
 */
const IMPORTS = /admin-stock-import\.spec\.ts$/;
const DESKTOP = { viewport: { width: 1366, height: 900 } };
const PHONE = { ...devices['Pixel 7'], defaultBrowserType: 'chromium' as const };

/** End-to-end: Debian's Chromium against the production build with the demo catalogue, desktop and phone. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // A whole journey per test (menu, listing, product, bag, checkout); a machine half as fast as usual (seen
  // 2026-11-25: bare Fastify at 10k requests/s instead of 22k) takes over 45 s for the longest of them.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // The owner sets up the back office from the link the shop printed, before anything else makes an account.
    { name: 'back-office-setup', testMatch: /\.setup\.ts$/, use: { viewport: { width: 1366, height: 900 } } },
    { name: 'desktop', use: DESKTOP, testIgnore: [RATES, IMPORTS], dependencies: ['back-office-setup'] },
    { name: 'phone', use: PHONE, testIgnore: [RATES, IMPORTS], dependencies: ['back-office-setup'] },
    { name: 'imports-desktop', use: DESKTOP, testMatch: IMPORTS, dependencies: ['desktop', 'phone'] },
    { name: 'imports-phone', use: PHONE, testMatch: IMPORTS, dependencies: ['imports-desktop'] },
    { name: 'rates-desktop', use: DESKTOP, testMatch: RATES, dependencies: ['imports-phone'] },
    { name: 'rates-phone', use: PHONE, testMatch: RATES, dependencies: ['rates-desktop'] },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/dashboard/goldrate`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    env: {
      DATA_DIR: E2E_DATA_DIR,
      E2E_FRESH: '1',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    },
  },
});
