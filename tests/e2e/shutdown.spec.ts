import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { memberFromCommandLine, sessionCookie } from './back-office';

/**
 * docs/decisions/033-operating-the-shop.md: on SIGTERM the built shop stops accepting, lets a request in flight finish,
 * closes its database and exits 0; a request that does not finish in SHUTDOWN_TIMEOUT is cut off. A shop of its own,
 * on a database seeded with the example stock file (so it does not load the demo catalogue).
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.skip(({ isMobile }) => isMobile, 'a test of the process, not of a page: the desktop project runs it');

let dataDir = '';
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;

// Seeding and starting a shop take seconds on a quiet machine, longer on a busy one.
test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = await mkdtemp(path.join(tmpdir(), 'zewar-shutdown-'));
  await promisify(execFile)('npx', ['tsx', 'cli/shop.ts', 'stock', 'import', 'docs/examples/stock-import.csv'], {
    env: { ...process.env, DATA_DIR: dataDir },
  });
});
test.afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
});

/** Starts the built shop and resolves once it answers /readyz. */
async function startShop(env: Record<string, string> = {}): Promise<{ shop: ChildProcess; output: () => string }> {
  let out = '';
  const shop = spawn(process.execPath, ['build/server/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: base, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  shop.stdout?.on('data', (b: Buffer) => (out += b.toString()));
  shop.stderr?.on('data', (b: Buffer) => (out += b.toString()));
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { shop, output: () => out };
    if (shop.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  shop.kill('SIGKILL');
  throw new Error(`The shop did not start:\n${out}`);
}

const exited = (shop: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (shop.exitCode !== null) resolve(shop.exitCode);
    else shop.once('exit', (code) => resolve(code));
  });

/** A contact form whose body arrives in two halves, `gapMs` apart: a request in flight all that time. */
function slowContactForm(gapMs: number, onStarted: () => void): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const token = 'x'.repeat(40);
    const body = JSON.stringify({
      UserData: {
        title: 'Contact Form',
        fullName: 'Hina Shah',
        email: 'hina@example.com',
        reason: 'My Order',
        phone: '03001234567',
        message: 'Sent while the shop is closing.',
      },
    });
    const req = http.request(`${base}/api/mail/inquiryMail`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        cookie: `XSRF-TOKEN=${token}`,
        'x-xsrf-token': token,
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.write(body.slice(0, 20));
    req.flushHeaders();
    setTimeout(onStarted, 200);
    setTimeout(() => req.end(body.slice(20)), gapMs);
  });
}

test('SIGTERM lets a request in flight finish, then exits 0', async () => {
  const { shop, output } = await startShop();
  let signalled = 0;
  let readiness: Promise<number | string> | undefined;
  const answer = slowContactForm(1500, () => {
    signalled = Date.now();
    shop.kill('SIGTERM');
    // While it closes, a load balancer asking whether it is ready is told no (or finds no one listening).
    readiness = new Promise((r) => setTimeout(r, 300)).then(() =>
      fetch(`${base}/readyz`).then(
        (r) => r.status,
        () => 'refused',
      ),
    );
  });
  const { status, body } = await answer;
  expect(await readiness).not.toBe(200);
  const code = await exited(shop);
  const took = Date.now() - signalled;
  console.log(`SIGTERM to exit with a request in flight: ${took} ms`);
  expect(status, body).toBe(200);
  expect(code, output()).toBe(0);
  expect(output()).toContain('Closed in');
  // No new connection is accepted once it has closed.
  await expect(fetch(`${base}/healthz`)).rejects.toThrow();
});

test('a request still in flight after SHUTDOWN_TIMEOUT is cut off, and the shop still exits 0', async () => {
  const { shop, output } = await startShop({ SHUTDOWN_TIMEOUT: '1' });
  let signalled = 0;
  const answer = slowContactForm(10_000, () => {
    signalled = Date.now();
    shop.kill('SIGTERM');
  }).catch((err: unknown) => err);
  const code = await exited(shop);
  const took = Date.now() - signalled;
  console.log(`SIGTERM to exit with a request cut off after SHUTDOWN_TIMEOUT=1: ${took} ms`);
  expect(code, output()).toBe(0);
  expect(took).toBeGreaterThanOrEqual(1000);
  expect(took).toBeLessThan(5000);
  expect(await answer).toBeInstanceOf(Error);
  expect(output()).toContain('cut off');
});

test('SIGTERM ends the open alerts streams at once instead of waiting SHUTDOWN_TIMEOUT for them', async () => {
  // A long SHUTDOWN_TIMEOUT: a shop waiting for the stream would take all of it.
  // A member of this shop's own, added by the owner's command while the shop is not running.
  const who = await memberFromCommandLine('staff', 'Alerts', 'alerts-shutdown', { DATA_DIR: dataDir });
  const { shop, output } = await startShop({ SHUTDOWN_TIMEOUT: '30' });
  const session = await sessionCookie(base, who);
  // The stream is open and has said it is ready: a request in flight that never ends by itself. (Its end is handed
  // over in an object: a promise resolved with a promise would wait for it.)
  const { ended } = await new Promise<{ ended: Promise<void> }>((resolve, reject) => {
    const req = http.get(`${base}/api/admin/alerts/stream`, {
      headers: { accept: 'text/event-stream', cookie: session },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const closed = new Promise<void>((done) => res.on('close', () => done()));
      res.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('event: ready')) resolve({ ended: closed });
      });
    });
  });
  const signalled = Date.now();
  shop.kill('SIGTERM');
  await ended;
  const streamEnded = Date.now() - signalled;
  const code = await exited(shop);
  const took = Date.now() - signalled;
  console.log(
    `SIGTERM with an alerts stream open: the stream ended after ${streamEnded} ms, the shop exited after ${took} ms`,
  );
  expect(code, output()).toBe(0);
  expect(streamEnded).toBeLessThan(2000);
  // Closing the database takes a moment on a busy machine; the 30 s are not waited for.
  expect(took).toBeLessThan(10_000);
  expect(output()).not.toContain('cut off');
});
