import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';

/**
 * scripts/crash-orders.mjs in a short form, so that it keeps working: 60 orders with retries against a built shop of
 * its own, killed with SIGKILL when a third are answered and started again on the same data, on the embedded database
 * and on PostgreSQL. Every order answered Success must be in the database exactly once (docs/behaviour.md §10.7). The
 * script is run as the README says, and its exit code and figures are checked.
 */
test.describe.configure({ mode: 'default', timeout: 240_000 });
test.skip(({ isMobile }) => isMobile, 'a test of the processes, not of a page: the desktop project runs it');

const ORDERS = 60;
/** The server the API tests' PostgreSQL pass uses; the script makes and drops a database of its own on it. */
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const adminUrl = () => {
  const u = new URL(SERVER_URL);
  u.pathname = '/postgres';
  return u.toString();
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });

/** Runs the script to its end; on SIGTERM (its time here is up) it stops its shop and exits. */
async function crashOrders(...args: string[]): Promise<{ code: number | null; output: string }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['scripts/crash-orders.mjs', '--orders', String(ORDERS), '--port', String(port), ...args],
    { env: { ...process.env, PG_ADMIN_URL: adminUrl() }, stdio: ['ignore', 'pipe', 'pipe'], timeout: 220_000 },
  );
  let output = '';
  child.stdout.on('data', (b: Buffer) => (output += b.toString()));
  child.stderr.on('data', (b: Buffer) => (output += b.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('close', (c) => resolve(c)));
  return { code, output };
}

/** A figure of the script's summary (`  duplicates                    0`), or NaN when the line is missing. */
const figure = (output: string, label: string) => {
  const line = output.split('\n').find((l) => l.trimStart().startsWith(`${label} `));
  return Number(line?.trim().split(/\s+/).at(-1) ?? NaN);
};

for (const [name, args] of [
  ['embedded database', []],
  ['PostgreSQL', ['--pg']],
] as const) {
  test(`a shop killed during a burst of orders loses and doubles none (${name})`, async () => {
    const { code, output } = await crashOrders(...args);
    console.log(output.slice(output.indexOf('crash-orders on ')));
    expect(code, output).toBe(0);
    expect(output).toMatch(/SIGKILL after \d+ answered/);
    expect(output).toContain('shop restarted on the same data');
    expect(output).toContain('OK: every order answered Success is in the database exactly once.');
    expect(figure(output, 'orders sent (keys)'), output).toBe(ORDERS);
    expect(figure(output, 'answered Success'), output).toBe(ORDERS);
    expect(figure(output, 'duplicates'), output).toBe(0);
    expect(figure(output, 'missing (Success, not in DB)'), output).toBe(0);
    expect(figure(output, 'one key, two order numbers'), output).toBe(0);
    expect(figure(output, 'orders without lines or 2 mails'), output).toBe(0);
  });
}
