import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * docs/decisions/040 and 043: a first start of the built shop on an empty folder makes its embedded database and
 * loads the demo rows in a process of its own, answers, and draws the pictures in processes of their own that end
 * when the catalogue is complete; stopped while drawing, it exits cleanly and a restart finishes the pictures.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.skip(({ isMobile }) => isMobile, 'a test of the process, not of a page: the desktop project runs it');

const port = 3800 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
let dataDir = '';
test.beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'zewar-first-start-'));
});
test.afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
});

function start(): { shop: ChildProcess; output: () => string } {
  let out = '';
  const shop = spawn(process.execPath, ['build/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  shop.stdout?.on('data', (b: Buffer) => (out += b.toString()));
  shop.stderr?.on('data', (b: Buffer) => (out += b.toString()));
  return { shop, output: () => out };
}

const answers = () =>
  fetch(`${base}/readyz`).then(
    (r) => r.ok,
    () => false,
  );
/** The shop's child processes (Linux: the children of its main thread). */
const childrenOf = (pid: number) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
const exited = (shop: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    shop.exitCode !== null ? resolve(shop.exitCode) : shop.once('exit', (code) => resolve(code)),
  );
const images = () => path.join(dataDir, 'images');
const pending = () => existsSync(path.join(images(), '.demo-pictures-pending'));

test('a first start answers with the demo catalogue, draws its pictures apart, and a stop mid-way is finished later', async () => {
  const first = start();
  await expect.poll(answers, { timeout: 60_000, intervals: [100] }).toBe(true);
  expect(first.output()).toMatch(/loaded the demo catalogue: \d+ items/);
  // The database was made beside its place and moved there whole.
  expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true);
  expect(existsSync(path.join(dataDir, 'pglite.making'))).toBe(false);
  const listing = await fetch(`${base}/Shop-Online/Gold/Rings/1`);
  expect(listing.status).toBe(200);
  expect(await listing.text()).toContain('class="card');
  // Drawing, in processes of the shop's own.
  expect(pending()).toBe(true);
  expect(childrenOf(first.shop.pid!).length).toBeGreaterThan(0);

  // Stopped while drawing: it exits 0, leaves no half-written file, and the pictures stay pending.
  first.shop.kill('SIGTERM');
  expect(await exited(first.shop)).toBe(0);
  expect(readdirSync(images()).filter((f) => f.endsWith('.part'))).toEqual([]);
  expect(pending()).toBe(true);

  // The next start opens the database as made, draws the rest, and its drawing processes end.
  const second = start();
  try {
    await expect.poll(answers, { timeout: 60_000, intervals: [100] }).toBe(true);
    expect(second.output()).not.toMatch(/loaded the demo catalogue/i);
    await expect.poll(pending, { timeout: 90_000, intervals: [500] }).toBe(false);
    expect(second.output()).toMatch(/Drew the demo catalogue's pictures: \d+ new/);
    await expect.poll(() => childrenOf(second.shop.pid!), { timeout: 10_000 }).toEqual([]);
    const picture = readdirSync(images()).find((f) => f.endsWith('.jpg'));
    expect((await fetch(`${base}/Image/${picture}?w=160`)).status).toBe(200);
  } finally {
    second.shop.kill('SIGTERM');
    await exited(second.shop);
  }
});
