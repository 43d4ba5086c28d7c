// The stock import against the running bench shop (embedded database), as the owner runs it from the command line
// (`npm run shop -- stock import`, carried out by the shop): a 10,000-row file with pictures for 1,000 pieces, then
// 100,000 rows without pictures. While each runs: the shop's resident memory, and a storefront request every 200 ms
// (a search for a new term each time, so that the database answers it, not the cache).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

export const IMPORT_BUDGETS = { picturesSeconds: 60, bigSeconds: 300 };

const HEADER = 'TagNo,ItemName,ItemType,ItemPriceD,NetWeight,WastePerGm,Karat,TotalMaking,Description,Images,Status';
const NAMES = ['Rings', 'Bangles', 'Chains', 'Earrings', 'Pendants', 'Necklace'];

function stockFile(file, rows, prefix, withPictures) {
  const lines = [HEADER];
  for (let i = 1; i <= rows; i++) {
    const name = NAMES[i % NAMES.length];
    const picture = i <= withPictures ? `${prefix}-${i}-1.jpg` : '';
    lines.push(
      `${prefix}-${i},${name},Gold,"${[22, 21, 18][i % 3]}K ${name} ${i}",${(2 + (i % 40) / 4).toFixed(2)},0.05,${[22, 21, 18][i % 3]},${1500 + (i % 900)},"Handmade ${name.toLowerCase()}, piece ${i}",${picture},available`,
    );
  }
  writeFileSync(file, `${lines.join('\r\n')}\r\n`);
}

/** Pictures as a camera or a phone gives them: 1,600 px, with grain (so they are not trivially small). */
async function pictures(dir, prefix, count) {
  await mkdir(dir, { recursive: true });
  const one = await sharp({
    create: {
      width: 1600,
      height: 1600,
      channels: 3,
      background: '#c9a45c',
      noise: { type: 'gaussian', mean: 128, sigma: 24 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  for (let i = 1; i <= count; i++) writeFileSync(path.join(dir, `${prefix}-${i}-1.jpg`), one);
  return one.length;
}

const withoutDatabaseUrl = (env) => {
  delete env.DATABASE_URL;
  return env;
};

const rssOf = (pid) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : 0;
};

/** Runs one import through the command line against the shop, sampling its memory and the storefront meanwhile. */
async function timedImport(root, shop, args) {
  const samples = [];
  const latencies = [];
  let errors = 0;
  let page = 1;
  let running = true;
  const probe = (async () => {
    while (running) {
      const t = performance.now();
      try {
        // A search for a term not asked before: the shop's cache cannot answer it, the database must.
        const res = await fetch(`${shop.base}/api/dashboard/EcomSearchStock?tagno=ring%20${page++}`, {
          signal: AbortSignal.timeout(30_000),
        });
        await res.arrayBuffer();
        if (res.status >= 500) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - t);
      samples.push(rssOf(shop.pid));
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  const started = performance.now();
  const out = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'cli/shop.ts', 'stock', 'import', ...args], {
      cwd: root,
      env: withoutDatabaseUrl({ ...process.env, DATA_DIR: shop.dataDir }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    child.stdout.on('data', (c) => (text += c));
    child.stderr.on('data', (c) => (text += c));
    child.once('exit', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`stock import exited ${code}: ${text.slice(-2000)}`)),
    );
  });
  const seconds = (performance.now() - started) / 1000;
  running = false;
  await probe;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    seconds: Math.round(seconds * 10) / 10,
    last: out.trim().split('\n').at(-1),
    rssPeakMB: Math.round(Math.max(...samples) / 2 ** 20),
    storefront: { requests: latencies.length, errors, p95Ms: Math.round(at(0.95)), maxMs: Math.round(at(1)) },
  };
}

/** The JS heap the streaming proof allows the importing process (`node --max-old-space-size`), in MB. */
export const CAPPED_HEAP_MB = 64;

/**
 * The 100,000 rows again, by the command line on its own (an empty data folder, no shop to hand it to) with its JS
 * heap capped at CAPPED_HEAP_MB: a reader that held the file, or its rows, would run out. Samples its memory.
 */
async function cappedImport(root, file) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zewar-bench-capped-'));
  try {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      [`--max-old-space-size=${CAPPED_HEAP_MB}`, '--import', 'tsx', 'cli/shop.ts', 'stock', 'import', file],
      { cwd: root, env: withoutDatabaseUrl({ ...process.env, DATA_DIR: dataDir }), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let text = '';
    let peak = 0;
    const sampler = setInterval(() => {
      try {
        peak = Math.max(peak, rssOf(child.pid));
      } catch {
        // It has just ended.
      }
    }, 200);
    child.stdout.on('data', (c) => (text += c));
    child.stderr.on('data', (c) => (text += c));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    clearInterval(sampler);
    return {
      heapMB: CAPPED_HEAP_MB,
      ok: code === 0,
      seconds: Math.round((performance.now() - started) / 100) / 10,
      last: text.trim().split('\n').at(-1),
      rssPeakMB: Math.round(peak / 2 ** 20),
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function importBench(root, shop, { log = () => {} } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'zewar-bench-import-'));
  try {
    log('import: writing a 10,000-row file and 1,000 pictures…');
    stockFile(path.join(dir, 'stock-10k.csv'), 10_000, 'BI', 1_000);
    const pictureBytes = await pictures(path.join(dir, 'pictures'), 'BI', 1_000);
    const idleMB = Math.round(rssOf(shop.pid) / 2 ** 20);
    log('import: 10,000 rows with 1,000 pictures…');
    const withPictures = await timedImport(root, shop, [
      path.join(dir, 'stock-10k.csv'),
      '--pictures',
      path.join(dir, 'pictures'),
    ]);
    log(`  ${withPictures.seconds} s: ${withPictures.last}`);
    log('import: writing a 100,000-row file…');
    stockFile(path.join(dir, 'stock-100k.csv'), 100_000, 'BC', 0);
    const beforeBigMB = Math.round(rssOf(shop.pid) / 2 ** 20);
    log('import: 100,000 rows…');
    const big = await timedImport(root, shop, [path.join(dir, 'stock-100k.csv')]);
    log(`  ${big.seconds} s: ${big.last}`);
    log(`import: 100,000 rows by the command line alone, its JS heap capped at ${CAPPED_HEAP_MB} MB…`);
    const capped = await cappedImport(root, path.join(dir, 'stock-100k.csv'));
    log(`  ${capped.seconds} s: ${capped.last}`);
    return {
      budgets: IMPORT_BUDGETS,
      idleMB,
      withPictures: { rows: 10_000, pictures: 1_000, pictureKB: Math.round(pictureBytes / 1024), ...withPictures },
      big: { rows: 100_000, beforeMB: beforeBigMB, ...big },
      capped,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
