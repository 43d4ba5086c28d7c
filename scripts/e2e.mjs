// `npm run test:e2e`: builds the shop, then runs the Playwright suite in Debian's Chromium against it,
// on a free port unless E2E_PORT is set (so a shop already running on the machine is left alone). The whole suite
// (no arguments) then runs the bench's back-office part short (--short), on a shop of its own on another free port,
// so that it does not rot: its figures in .bench/e2e-admin.json, failing only if a page does not answer
// (scripts/bench.mjs, part 10; about 15 s, most of it the shop's first start).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium is not at ${chromium}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

process.env.E2E_PORT ??= String(await freePort());
execSync('npm run build', { stdio: 'inherit' });
execSync(`npx playwright test ${process.argv.slice(2).join(' ')}`, { stdio: 'inherit' });
if (process.argv.length === 2) {
  execSync(`node scripts/bench.mjs --short --only=admin --port=${await freePort()} --results=.bench/e2e-admin.json`, {
    stdio: 'inherit',
  });
}
