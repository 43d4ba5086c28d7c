// `npm run fuzz -- --requests=20000 [--seed=N] [--pg]`: the fuzz test of every page and API route
// (tests/api/fuzz.test.ts, docs/decisions/031) asked about N requests in all instead of npm test's few thousand.
// Fails, printing the request and its shrunk counterexample, on any answer >= 500 or a leaked stack trace or SQL.
import { spawnSync } from 'node:child_process';

const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const requests = Number(arg('requests') ?? 20000);
if (!Number.isInteger(requests) || requests < 1) {
  console.error('Usage: npm run fuzz -- --requests=20000 [--seed=N] [--pg]');
  process.exit(2);
}
const env = { ...process.env, FUZZ_REQUESTS: String(requests) };
if (arg('seed')) env.FUZZ_SEED = arg('seed');
if (process.argv.includes('--pg'))
  env.DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const started = Date.now();
const run = spawnSync('npx', ['vitest', 'run', '--project', 'api', 'tests/api/fuzz.test.ts'], {
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
  encoding: 'utf8',
});
const seconds = ((Date.now() - started) / 1000).toFixed(0);
const out = run.stdout ?? '';
process.stdout.write(out.replace(/^.*Future Flag Warning[\s\S]*?-> .*\n/gm, ''));
const asked = /fuzz: (\d+) requests asked/.exec(out)?.[1] ?? '?';
console.log(
  run.status === 0
    ? `\nfuzz: ${asked} requests, 0 answers >= 500, no stack trace or SQL, in ${seconds} s`
    : `\nfuzz: FAILED after ${seconds} s (see above)`,
);
process.exit(run.status ?? 1);
