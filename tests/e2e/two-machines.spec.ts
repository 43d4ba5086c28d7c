import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';

/**
 * scripts/two-machines.mjs as the README says to run it: a real S3-compatible server, one PostgreSQL database and two
 * built shops with DATA_DIRs of their own. A picture sent to one is served by the other, a guest's slip sent to one is
 * opened by staff on the other, an import started on one is followed on the other, a shop killed during uploads loses
 * no slip it acknowledged, and /readyz names the object store when it is gone (docs/decisions/103).
 */
test.describe.configure({ mode: 'default', timeout: 300_000 });
test.skip(({ isMobile }) => isMobile, 'a test of the processes, not of a page: the desktop project runs it');

/** The server the API tests' PostgreSQL pass uses; the script makes and drops a database of its own on it. */
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const adminUrl = () => {
  const u = new URL(SERVER_URL);
  u.pathname = '/postgres';
  return u.toString();
};

/** Two ports in a row that are free now (the script takes --port and the one after). */
const freePorts = async (): Promise<number> => {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const srv = createServer();
      srv.once('error', reject);
      srv.listen(0, '127.0.0.1', () => {
        const { port: p } = srv.address() as AddressInfo;
        srv.close(() => resolve(p));
      });
    });
    const next = await new Promise<boolean>((resolve) => {
      const srv = createServer();
      srv.once('error', () => resolve(false));
      srv.listen(port + 1, '127.0.0.1', () => srv.close(() => resolve(true)));
    });
    if (next) return port;
  }
};

test('two shops on one database and one bucket serve each other’s files, and a killed one loses no slip', async () => {
  const port = await freePorts();
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', 'scripts/two-machines.mjs', '--port', String(port), '--uploads', '12'],
    { env: { ...process.env, PG_ADMIN_URL: adminUrl() }, stdio: ['ignore', 'pipe', 'pipe'], timeout: 280_000 },
  );
  let output = '';
  child.stdout.on('data', (b: Buffer) => (output += b.toString()));
  child.stderr.on('data', (b: Buffer) => (output += b.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('close', (c) => resolve(c)));
  console.log(output);
  expect(code, output).toBe(0);
  for (const step of [
    'ok: B serves it',
    'ok: staff on B open its slip',
    'ok: B follows it to the end',
    'ok: B sells the 40 pieces A imported',
    "ok: every acknowledged order's slip is read through B",
    'ok: with the store gone B answers /readyz 503',
  ])
    expect(output).toContain(step);
  expect(output).toMatch(/killed A with SIGKILL after \d+ of 12 answers/);
});
