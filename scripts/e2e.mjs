// `npm run test:e2e`: builds the shop, then runs the Playwright suite in Debian's Chromium.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium is not at ${chromium}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}
execSync('npm run build', { stdio: 'inherit' });
execSync(`npx playwright test ${process.argv.slice(2).join(' ')}`, { stdio: 'inherit' });
