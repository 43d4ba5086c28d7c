// The shop under test as a child process: scripts/e2e-server.mjs (production build, fresh embedded database), or the
// production build itself on PostgreSQL when DATABASE_URL is given.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The environment of a bench shop on 127.0.0.1:`port` over `dataDir`, on the embedded database unless told otherwise. */
export function shopEnv(port, dataDir) {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    // As `npm start` runs it (scripts/start.mjs).
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
  };
  delete env.DATABASE_URL;
  return env;
}

/**
 * Starts the shop on `port`, ready (`await shop.ready`) once it answers and, unless `untilPictures` is false, the
 * demo's pictures are drawn.
 */
export function startShop(
  root,
  { port = 3210, readyTimeoutMs = 300_000, log = () => {}, env: extraEnv = {}, untilPictures = true } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zewar-bench-'));
  const logFile = path.join(dataDir, 'shop.log');
  const out = createWriteStream(logFile);
  const base = `http://127.0.0.1:${port}`;
  const env = { ...shopEnv(port, dataDir), ...extraEnv };
  // The end-to-end server always takes the embedded database (it drops DATABASE_URL): a shop on PostgreSQL is the
  // production build itself, as `npm start` runs it.
  const script = env.DATABASE_URL ? 'build/server/main.js' : 'scripts/e2e-server.mjs';
  if (env.DATABASE_URL) env.NODE_ENV = 'production';
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  let exited = null;
  const exit = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    }),
  );
  const killNow = () => {
    if (!exited) child.kill('SIGKILL');
  };
  process.on('exit', killNow);
  const tail = () => {
    try {
      return readFileSync(logFile, 'utf8').trim().split('\n').slice(-25).join('\n');
    } catch {
      return '';
    }
  };

  const started = Date.now();
  const ready = (async () => {
    while (Date.now() - started < readyTimeoutMs) {
      if (exited)
        throw new Error(`the shop stopped before it was ready (exit ${exited.code ?? exited.signal}):\n${tail()}`);
      try {
        const res = await fetch(`${base}/api/dashboard/goldrate`, { signal: AbortSignal.timeout(5000) });
        await res.arrayBuffer();
        // Ready once the demo's pictures are drawn too (they are drawn after the shop answers, docs/decisions/040):
        // the parts measure a shop at rest.
        const drawing = untilPictures && existsSync(path.join(dataDir, 'images', '.demo-pictures-pending'));
        if (res.status === 200 && !drawing) {
          log(`  shop ready at ${base} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
          return base;
        }
      } catch {
        // not listening yet
      }
      await sleep(500);
    }
    throw new Error(`the shop was not ready after ${readyTimeoutMs / 1000} s:\n${tail()}`);
  })();
  ready.catch(() => {}); // awaited by the caller; no unhandled rejection meanwhile

  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const done = await Promise.race([exit, sleep(10_000).then(() => null)]);
      if (!done) {
        child.kill('SIGKILL');
        await exit;
      }
    }
    process.removeListener('exit', killNow);
    out.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, dataDir, ready, stop, startedAt: started, pid: child.pid };
}
