// Part 6 of the bench: a first start, as `npm start` runs it (scripts/start.mjs, build done), on an empty data
// folder: seconds until the shop answers (GET /healthz, then the home page with its catalogue), and seconds until
// the demo catalogue is complete: every picture and video it names is in DATA_DIR/images (read from the disk here,
// not taken from the shop's word). Nothing else of the bench runs meanwhile. With each, the CPU seconds the shop had
// used by then, which other work on the machine does not inflate.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { shopEnv } from './shop.mjs';

export const START_BUDGETS = { answerSeconds: 8, completeSeconds: 20 };
const TIMEOUT_MS = 300_000;

/** The names of every picture and video the demo catalogue's records name (demo/catalogue.ts). */
async function demoMediaNames() {
  const { tsImport } = await import('tsx/esm/api');
  const { demoCatalogue } = await tsImport('../../demo/catalogue.ts', import.meta.url);
  return demoCatalogue().flatMap((record) => record.Images ?? []);
}

/**
 * CPU seconds a process has used (user and system, all its threads), from /proc on Linux; null elsewhere. Unlike the
 * wall-clock figures it does not grow when other work shares the machine: the figures of a busy machine can be read
 * against it. Clock ticks are 100 a second on Linux.
 */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Math.round(Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

async function answers(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

/** One first start; `runs` of them one after the other, each on a new folder. */
export async function firstStart(root, { port = 3212, runs = 1, log = () => {} } = {}) {
  const expected = await demoMediaNames();
  const out = [];
  for (let run = 1; run <= runs; run++) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'zewar-start-'));
    const base = `http://127.0.0.1:${port}`;
    // As `npm start`: scripts/start.mjs, which sets NODE_ENV and starts the shop with MALLOC_ARENA_MAX.
    const env = shopEnv(port, dataDir);
    const loadBefore = loadavg()[0];
    const started = Date.now();
    const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    let exited = false;
    const exit = new Promise((resolve) => child.once('exit', resolve)).then(() => (exited = true));
    const seconds = () => Math.round((Date.now() - started) / 100) / 10;
    const images = path.join(dataDir, 'images');
    const missing = () => {
      let there;
      try {
        there = new Set(readdirSync(images));
      } catch {
        return expected.length;
      }
      return expected.filter((name) => !there.has(name)).length;
    };
    const result = {
      run,
      healthzSeconds: null,
      homeSeconds: null,
      completeSeconds: null,
      cpuAtHome: null,
      cpuAtComplete: null,
      files: expected.length,
    };
    try {
      while (Date.now() - started < TIMEOUT_MS && !exited) {
        if (result.healthzSeconds === null && (await answers(`${base}/healthz`))) result.healthzSeconds = seconds();
        if (result.healthzSeconds !== null && result.homeSeconds === null && (await answers(`${base}/`))) {
          result.homeSeconds = seconds();
          result.cpuAtHome = cpuSeconds(child.pid);
        }
        if (result.completeSeconds === null && missing() === 0) {
          result.completeSeconds = seconds();
          result.cpuAtComplete = cpuSeconds(child.pid);
        }
        if (result.homeSeconds !== null && result.completeSeconds !== null) break;
        await sleep(50);
      }
      if (exited) throw new Error(`the shop stopped during its first start:\n${output.slice(-2000)}`);
      if (result.homeSeconds === null || result.completeSeconds === null)
        throw new Error(`no complete first start within ${TIMEOUT_MS / 1000} s (${missing()} files missing)`);
    } finally {
      child.kill('SIGTERM');
      await Promise.race([exit, sleep(10_000)]);
      if (!exited) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
    result.loadBefore = Math.round(loadBefore * 100) / 100;
    result.loadAfter = Math.round(loadavg()[0] * 100) / 100;
    result.pass =
      result.homeSeconds <= START_BUDGETS.answerSeconds && result.completeSeconds <= START_BUDGETS.completeSeconds;
    log(
      `  first start ${run}: answers after ${result.homeSeconds} s (${result.cpuAtHome} s CPU), catalogue complete after ` +
        `${result.completeSeconds} s (${result.cpuAtComplete} s CPU) (load ${result.loadBefore} → ${result.loadAfter})`,
    );
    out.push(result);
  }
  return { budgets: START_BUDGETS, runs: out };
}
