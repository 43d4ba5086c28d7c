// npm run bench [-- --lighthouse [--runs=3]] [--skip=load,js,search,pg,import,start,memory,invoice,numbers,admin,backup]
//                  [--start-runs=1] [--admin-runs=20] [--admin-warmup=3]
//                  [--duration=8]
//                  [--warmup=2] [--search-rows=100000]
//                  [--port=3210] [--results=.bench/results.json] [--short] [--only=admin,…]
//   Only the invoice: --only=invoice (as for every part: --only=load, js, search, lighthouse, import, start, …)
//
// 1. Requests/s and p99 latency of a product page, a listing page and the EcomStock API: the shop (production
//    build, fresh embedded database with the demo catalogue, started here on 127.0.0.1:3210) against a bare
//    Fastify server on :3211 answering the same bytes (pre-compressed brotli). Shop and bare run one after the
//    other, never together; the load generator (autocannon) runs in this process. Then product pages the cache does
//    not hold: a second shop on :3212 with PAGE_CACHE_MB=0, every product page in turn (budget 400 req/s).
// 2. First-load JavaScript per page (home, listing, product, and the bag, checkout, contact, gift card, login and order
//    status pages whose forms load with them): raw and gzip -9 bytes, budget 125 kB gzip.
// 3. Search on 100,000 pieces (--search-rows=N for fewer) in the shop's in-process search index
//    (server/services/search-index/, docs/decisions/063) through the services (server/services/index.ts), the pieces
//    read from a fresh in-memory PGlite and from PostgreSQL (postgres://postgres@127.0.0.1:5432/test or
//    BENCH_DATABASE_URL, temporary schema) when reachable: the index's read and build time and memory; each query
//    alone; then 20 requests in flight of (a) a search with its facets, (b) a listing page with two filters and its
//    facets (budget for both: p95 ≤ 10 ms) and (c) the API's search; and a rebuild, searches answering meanwhile.
// 4. With --lighthouse: Lighthouse 12 mobile performance of home, listing, product, search results, bag, checkout, the
//    ring size guide, old gold and zakat, the median of --runs (3) runs each (budget: score 100, LCP at most 1.2 s,
//    TBT at most 50 ms, CLS 0).
// 5. The stock import through the running shop (scripts/bench-lib/import.mjs): 10,000 rows with 1,000 pictures
//    (budget 60 s) and 100,000 rows (budget 5 min), with the shop's memory and the storefront's answers meanwhile.
// 6. A first start as `npm start` runs it, on an empty data folder, build done (scripts/bench-lib/start.mjs): seconds
//    until the shop answers (budget 8 s) and until the demo catalogue is complete, every picture on disk (budget
//    20 s); --start-runs (1) starts, first of all, with nothing else of the bench running. --skip=start leaves it out.
// 7. Resident memory of the shop with the demo catalogue, idle after a first start: the bench's own shop on the
//    embedded database (budget 300 MB) and one on a new PostgreSQL database (budget 250 MB); --skip=memory.
// 8. An order's invoice as a PDF (scripts/bench-lib/invoice.mjs): 5 pieces and 2 payments on a fresh in-memory PGlite,
//    rendered 20 times one after the other (budget: p95 at most 300 ms); --skip=invoice.
// 9. The day's numbers (scripts/bench-lib/numbers.mjs): 100,000 orders over a year on a fresh in-memory PGlite; today,
//    this week, this month and the year worked out 10 times each (budget: p95 at most 200 ms for today, the week and
//    the month; the year reported); --skip=numbers. Only the numbers: --only=numbers
// 10. The back office's pages (scripts/bench-lib/admin.mjs) on the bench's shop with the demo catalogue: the owner set
//    up from the printed link and signed in, two orders and three forms sent through the public API, then each of the
//    21 back-office pages (today, orders, an order, … subscribers) asked for as a whole document and as its `.data`,
//    one request at a time, --admin-warmup (3) rounds not counted, --admin-runs (20) timed (budget: p95 under 100 ms
//    for each); then the same on a shop of its own on a new PostgreSQL database (PG_URL's server, as part 7; not with
//    --skip=pg). --skip=admin leaves it out. Only the back office: --only=admin.
// 11. Backup and restore of the demo shop (scripts/bench-lib/backup.mjs): a data folder of its own with the demo
//    catalogue and every picture, its archive written (budget 30 s) and restored into a new data folder (budget
//    60 s); --skip=backup. Only this: --only=backup.
// Tables go to stdout, progress to stderr, everything to .bench/results.json (or --results=FILE). --port: the shop's.
// --only=PARTS: the parts named (as --skip names them, lighthouse as if --lighthouse were given) and no other; parts 3's
// and 10's PostgreSQL come with --only=search and --only=admin unless --skip=pg.
// --short: that the parts still run, not their figures: the shop counts as started once it answers (its demo pictures
// still being drawn), and the back office is asked 1 round not counted and 2 timed, not on PostgreSQL.
// `npm run test:e2e` runs part 10 so (scripts/e2e.mjs).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { JS_BUDGET_GZIP, jsBytesPerPage } from './bench-lib/jsbytes.mjs';
import { CHROMIUM, LCP_BUDGET_MS, LIGHTHOUSE_BUDGET, TBT_BUDGET_MS, lighthouse } from './bench-lib/lighthouse.mjs';
import { ACCEPT_ENCODING, measure, measurePaths, snapshot, startBare } from './bench-lib/load.mjs';
import { SEARCH_BUDGET_P95_MS, SEARCH_ROWS, preparePglite, preparePostgres } from './bench-lib/search.mjs';
import { importBench } from './bench-lib/import.mjs';
import { ADMIN_RUNS, ADMIN_WARMUP, adminBench } from './bench-lib/admin.mjs';
import { INVOICE_RUNS, invoiceBench } from './bench-lib/invoice.mjs';
import { NUMBERS_ORDERS, numbersBench } from './bench-lib/numbers.mjs';
import { backupBench } from './bench-lib/backup.mjs';
import { startShop } from './bench-lib/shop.mjs';
import { firstStart } from './bench-lib/start.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, dflt) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? dflt;
/** The parts --skip and --only name (Lighthouse is asked for with --lighthouse; pg is part of search). */
const PARTS = ['load', 'js', 'search', 'import', 'start', 'memory', 'invoice', 'numbers', 'admin', 'backup'];
const only = option('only', '').split(',').filter(Boolean);
const skip = new Set([
  ...option('skip', '').split(',').filter(Boolean),
  ...(only.length ? PARTS.filter((p) => !only.includes(p)) : []),
]);
const unknown = [...only, ...option('skip', '').split(',')].filter(
  (p) => p && !PARTS.includes(p) && p !== 'pg' && p !== 'lighthouse',
);
if (unknown.length) {
  console.error(`no part ${unknown.join(', ')}: the parts are ${PARTS.join(', ')} (and pg, lighthouse)`);
  process.exit(1);
}
const DURATION = Number(option('duration', 8));
const WARMUP = Number(option('warmup', 2));
const LH_RUNS = Number(option('runs', 3));
const START_RUNS = Number(option('start-runs', 1));
const SHORT = flag('short');
const ADMIN_ROUNDS = {
  runs: Number(option('admin-runs', SHORT ? 2 : ADMIN_RUNS)),
  warmup: Number(option('admin-warmup', SHORT ? 1 : ADMIN_WARMUP)),
};
if (!Number.isInteger(ADMIN_ROUNDS.runs) || ADMIN_ROUNDS.runs < 1 || !Number.isInteger(ADMIN_ROUNDS.warmup)) {
  console.error('--admin-runs must be a whole number, at least 1, and --admin-warmup a whole number');
  process.exit(1);
}
const RESULTS = path.resolve(root, option('results', '.bench/results.json'));
/** Pieces part 3 seeds in each database: fewer for a quick look at the figures' shape, not at the budget. */
const SEARCH_PIECES = Number(option('search-rows', SEARCH_ROWS));
if (!Number.isInteger(SEARCH_PIECES) || SEARCH_PIECES < 1) {
  console.error(`--search-rows must be a whole number of pieces, at least 1`);
  process.exit(1);
}
const CONNECTIONS = 10;
const SHOP_PORT = Number(option('port', 3210));
const BARE_PORT = 3211;
/** The second shop of part 1, which keeps no page (PAGE_CACHE_MB=0): every request renders. */
const UNCACHED_PORT = 3212;
/** Budget for pages the cache does not hold: product pages rendered a second when the page cache keeps none. */
const UNCACHED_BUDGET_RPS = 400;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const log = (...xs) => console.error(...xs);

const wantLoad = !skip.has('load');
const wantJs = !skip.has('js');
const wantSearch = !skip.has('search');
const wantPg = wantSearch && !skip.has('pg');
const wantLighthouse = flag('lighthouse') || only.includes('lighthouse');
const wantImport = !skip.has('import');
const wantStart = !skip.has('start');
const wantMemory = !skip.has('memory');
const wantInvoice = !skip.has('invoice');
const wantNumbers = !skip.has('numbers');
const wantBackup = !skip.has('backup');
const wantAdmin = !skip.has('admin');
/** Part 10 on PostgreSQL too: not with --skip=pg, nor in the short form. */
const wantAdminPg = wantAdmin && !skip.has('pg') && !SHORT;
const needShop = wantLoad || wantJs || wantLighthouse || wantImport || wantMemory || wantAdmin;
/** Resident memory budget of the shop with the demo catalogue on the embedded database, idle. */
const MEMORY_BUDGET_MB = 300;

/** Resident memory budget of the shop with the demo catalogue on PostgreSQL, idle. */
const PG_MEMORY_BUDGET_MB = 250;
/** The port of part 7's shop on PostgreSQL. */
const PG_MEMORY_PORT = 3213;
/** The port of part 10's shop on PostgreSQL. */
const PG_ADMIN_PORT = 3214;

/** The resident memory of a process in MB, from /proc (Linux); null elsewhere. */
function residentMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * A shop of its own on a new PostgreSQL database (PG_URL's server), on `port`, once it has loaded the demo catalogue and
 * drawn its pictures, given to `fn`; then the shop is stopped and the database dropped. `{ skipped }` when the server
 * cannot be reached.
 */
async function withPostgresShop(what, port, fn) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (err) {
    return { skipped: `PostgreSQL not reachable at ${PG_URL} (${err.message})` };
  }
  const name = `zewar_bench_${what}_${process.pid}`;
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  let shop;
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    log(`${what}: a shop on PostgreSQL (database ${name})… (${elapsed()})`);
    shop = startShop(root, { port, log, env: { DATABASE_URL: url.href } });
    const undo = addCleanup(shop.stop);
    try {
      await shop.ready;
      return await fn(shop);
    } finally {
      undo();
    }
  } finally {
    await shop?.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
}

/** Part 7 on PostgreSQL: the resident memory of a shop of its own 5 s after its first start. */
const postgresMemory = () =>
  withPostgresShop('memory', PG_MEMORY_PORT, async (shop) => {
    await new Promise((r) => setTimeout(r, 5000));
    return { budgetMb: PG_MEMORY_BUDGET_MB, idleMb: residentMb(shop.pid) };
  });

if ((needShop || wantStart) && !existsSync(path.join(root, 'build/server/main.js'))) {
  console.error('build/server/main.js is missing: run npm run build first');
  process.exit(1);
}

// Cleanups run once, in reverse order, on the way out (normal end, error, Ctrl-C, SIGTERM).
const cleanups = [];
const addCleanup = (fn) => {
  cleanups.push(fn);
  return () => {
    const i = cleanups.indexOf(fn);
    if (i >= 0) cleanups.splice(i, 1);
  };
};
const runCleanups = async () => {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch((err) => log(`cleanup: ${err.message}`));
};
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.once(sig, () => {
    log(`\n${sig}: stopping`);
    void runCleanups().finally(() => process.exit(130));
  });
}

const results = {
  date: new Date().toISOString(),
  node: process.version,
  machine: {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model,
    memoryGB: Math.round(os.totalmem() / 2 ** 30),
    loadAverageAtStart: os.loadavg().map((x) => Math.round(x * 100) / 100),
  },
  settings: {
    short: SHORT,
    connections: CONNECTIONS,
    durationS: DURATION,
    warmupS: WARMUP,
    acceptEncoding: ACCEPT_ENCODING,
    searchRows: SEARCH_PIECES,
  },
  load: null,
  uncached: null,
  js: null,
  search: null,
  lighthouse: null,
  import: null,
  start: null,
  invoice: null,
  numbers: null,
  admin: null,
  errors: [],
};
const t0 = Date.now();
const elapsed = () => `${((Date.now() - t0) / 1000).toFixed(0)} s`;

async function main() {
  // First, alone: a first start measured while the bench loads databases would measure the bench.
  if (wantStart) {
    try {
      log(`first start on an empty data folder (${START_RUNS} run${START_RUNS === 1 ? '' : 's'})…`);
      results.start = await firstStart(root, { runs: START_RUNS, log });
    } catch (err) {
      results.errors.push(`start: ${err.message}`);
      log(`start failed: ${err.stack ?? err}`);
    }
  }
  // The invoice needs no shop: a small database of its own, timed before the shop starts, with nothing else running.
  if (wantInvoice) {
    try {
      log(`invoice: ${INVOICE_RUNS} renders of an order of 5 pieces with 2 payments…`);
      results.invoice = await invoiceBench({ log });
    } catch (err) {
      results.errors.push(`invoice: ${err.stack ?? err}`);
      log(`invoice failed: ${err.message}`);
    }
  }
  // The numbers need no shop either: a database of their own, before the shop starts.
  if (wantNumbers) {
    try {
      log(`numbers: ${NUMBERS_ORDERS} orders, four periods…`);
      results.numbers = await numbersBench({ log });
    } catch (err) {
      results.errors.push(`numbers: ${err.stack ?? err}`);
      log(`numbers failed: ${err.message}`);
    }
  }
  // Backup and restore need no shop: a data folder of their own, before the shop starts.
  if (wantBackup) {
    try {
      log('backup: the demo shop made, backed up and restored…');
      results.backup = await backupBench({ log });
    } catch (err) {
      results.errors.push(`backup: ${err.stack ?? err}`);
      log(`backup failed: ${err.message}`);
    }
  }

  let shop;
  if (needShop) {
    log(`starting the shop (first start migrates and loads the demo catalogue)…`);
    shop = startShop(root, { port: SHOP_PORT, log, untilPictures: !SHORT });
    addCleanup(() => shop.stop());
  }

  // Search: load the 100k-item databases while the shop starts; time them once the shop is up and idle.
  let engines = [];
  if (wantSearch) {
    try {
      log(`search: loading ${SEARCH_PIECES.toLocaleString('en')} pieces into an in-memory PGlite…`);
      const lite = await preparePglite(root, { rows: SEARCH_PIECES });
      addCleanup(() => lite.close());
      log(`  PGlite loaded in ${lite.loadSeconds} s (${elapsed()})`);
      engines.push(lite);
    } catch (err) {
      results.errors.push(`search (PGlite): ${err.stack ?? err}`);
      log(`search (PGlite) failed: ${err.message}`);
    }
    if (wantPg) {
      try {
        log(`search: loading ${SEARCH_PIECES.toLocaleString('en')} pieces into PostgreSQL (temporary schema)…`);
        const pg = await preparePostgres(root, PG_URL, { rows: SEARCH_PIECES, addCleanup });
        if (pg.skipped) log(`  PostgreSQL skipped: ${pg.skipped}`);
        else log(`  PostgreSQL loaded in ${pg.loadSeconds} s (${elapsed()})`);
        engines.push(pg);
      } catch (err) {
        results.errors.push(`search (PostgreSQL): ${err.stack ?? err}`);
        log(`search (PostgreSQL) failed: ${err.message}`);
      }
    }
  }

  let base;
  let shopError;
  if (shop) {
    log('waiting for the shop…');
    try {
      base = await shop.ready;
    } catch (err) {
      shopError = err;
      results.errors.push(`shop: ${err.message}`);
      log(`the shop did not start: ${err.message}`);
    }
  }

  if (engines.length) {
    results.search = [];
    for (const e of engines) {
      if (e.skipped) {
        results.search.push({ engine: e.engine, skipped: e.skipped });
        continue;
      }
      log(`search: timing on ${e.engine}…`);
      try {
        results.search.push({ engine: e.engine, rows: e.rows, loadSeconds: e.loadSeconds, ...(await e.time()) });
      } catch (err) {
        results.errors.push(`search (${e.engine}): ${err.stack ?? err}`);
        log(`search (${e.engine}) failed: ${err.message}`);
      } finally {
        await e.close();
      }
    }
    engines = [];
  }

  if (base) {
    // Each part runs on its own: one failing (say, a rebuild under the running shop) does not stop the others.
    const part = async (name, fn) => {
      try {
        await fn();
      } catch (err) {
        const hint = /\/assets\/.* answered 404/.test(err.message) ? ' (was build/ rebuilt while the bench ran?)' : '';
        results.errors.push(`${name}: ${err.message}${hint}`);
        log(`${name} failed: ${err.stack ?? err}`);
      }
    };
    if (wantMemory)
      await part('memory', async () => {
        // Idle: the demo catalogue loaded and its pictures drawn (the shop counts as ready only then), 5 s of quiet.
        await new Promise((r) => setTimeout(r, 5000));
        results.memory = { budgetMb: MEMORY_BUDGET_MB, idleMb: residentMb(shop.pid), engine: 'embedded (PGlite)' };
        results.memory.postgres = await postgresMemory();
      });
    let targets;
    await part('targets', async () => {
      targets = await discoverTargets(base);
    });
    if (targets && wantLoad)
      await part('load', async () => {
        results.load = await loadTests(base, targets.http);
        if (results.memory) results.memory.afterLoadMb = residentMb(shop.pid);
      });
    if (targets && wantLoad)
      await part('uncached', async () => {
        results.uncached = await uncachedRenders(base);
      });
    if (targets && wantJs) {
      await part('JS bytes', async () => {
        log('JS bytes per page…');
        results.js = { budgetGzipBytes: JS_BUDGET_GZIP, pages: await jsBytesPerPage(base, targets.jsPages) };
      });
    }
    if (targets && wantLighthouse) {
      if (!existsSync(CHROMIUM)) {
        results.lighthouse = { skipped: `no Chromium at ${CHROMIUM}` };
      } else {
        await part('lighthouse', async () => {
          log(`Lighthouse (mobile, ${LH_RUNS} runs per page)…`);
          results.lighthouse = {
            budget: LIGHTHOUSE_BUDGET,
            ...(await lighthouse(base, targets.pages, { runs: LH_RUNS, log })),
          };
        });
      }
    }
    // After the storefront's parts: its orders reserve pieces and make the owner's account.
    if (wantAdmin)
      await part('admin', async () => {
        log(`admin: the back office's pages… (${elapsed()})`);
        results.admin = { engine: 'embedded (PGlite)', ...(await adminBench(shop, { ...ADMIN_ROUNDS, log })) };
        if (wantAdminPg)
          results.admin.postgres = await withPostgresShop('admin', PG_ADMIN_PORT, (pgShop) =>
            adminBench(pgShop, { ...ADMIN_ROUNDS, log }),
          );
      });
    // Last: it changes the catalogue the other parts measure.
    if (wantImport)
      await part('import', async () => {
        results.import = await importBench(root, { ...shop, base }, { log });
      });
  }
  if (shopError) throw Object.assign(shopError, { reported: true });
}

/** Home, listing, product, bag and checkout at their Urdu addresses. */
const URDU_BUDGET_PAGES = (listing, product) => [
  { name: 'ur home', path: '/ur' },
  { name: 'ur listing', path: `/ur${listing}` },
  { name: 'ur product', path: `/ur${product}` },
  { name: 'ur bag', path: '/ur/CartProduct' },
  { name: 'ur checkout', path: '/ur/checkout' },
];

/** A real product (newest item) and the Gold Rings listing, from the shop's own API. */
async function discoverTargets(base) {
  const getJson = async (p) => {
    const res = await fetch(base + p);
    if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
    return res.json();
  };
  const items = await getJson('/api/dashboard/itemsecom');
  const item = items.find((i) => /^rings$/i.test(i.ItemName)) ?? items[0];
  if (!item) throw new Error('/api/dashboard/itemsecom returned no items');
  const menu = await getJson('/api/dashboard/GetMenuEcom');
  let entry = menu.find((m) => m.ItemType === 'Gold' && m.ItemName === 'Rings');
  if (!entry) {
    entry = menu.find((m) => m.ItemType === 'Gold') ?? menu[0];
    log(`  no Gold/Rings in the menu; using ${entry.ItemType}/${entry.ItemName}`);
  }
  const product = `/product/${encodeURIComponent(item.ItemName)}/${encodeURIComponent(item.TagNo)}`;
  const listing = `/Shop-Online/${encodeURIComponent(entry.ItemType)}/${encodeURIComponent(entry.ItemName)}/${entry.ItemId}`;
  return {
    http: [
      { name: 'product page', path: product },
      { name: 'listing page', path: listing },
      { name: 'EcomStock API', path: '/api/dashboard/EcomStock?ItemName=Rings&ItemType=Gold' },
    ],
    pages: [
      { name: 'home', path: '/' },
      { name: 'listing', path: listing },
      { name: 'product', path: product },
      { name: 'search results', path: '/Search/Gold/ring' },
      { name: 'bag', path: '/CartProduct' },
      { name: 'checkout', path: '/checkout' },
      // The pages a guest checks a piece and old gold with (size guide with an answer, old gold, zakat).
      { name: 'ring size guide', path: '/ring-size?by=diameter&mm=17.3' },
      { name: 'old gold', path: '/old-gold?tola=2&purity=21' },
      { name: 'zakat', path: '/zakat?k21=20&cash=300000' },
      // The same budget pages in Urdu (docs/decisions/091), beside their English ones.
      ...URDU_BUDGET_PAGES(listing, product),
    ],
    // First-load JavaScript also of the pages that carry a form from the start (Lighthouse measures six of them and three more).
    jsPages: [
      { name: 'home', path: '/' },
      { name: 'listing', path: listing },
      { name: 'product', path: product },
      { name: 'search results', path: '/Search/Gold/ring' },
      { name: 'bag', path: '/CartProduct' },
      { name: 'checkout', path: '/checkout' },
      { name: 'contact', path: '/contact' },
      { name: 'gift card', path: '/Gift-Card' },
      { name: 'login', path: '/login' },
      { name: 'order status', path: '/orderstatus' },
      { name: 'old gold', path: '/old-gold?tola=2&purity=21' },
      { name: 'zakat', path: '/zakat?k21=20&cash=300000' },
      ...URDU_BUDGET_PAGES(listing, product),
    ],
  };
}

/**
 * Product pages the page cache does not hold: a second shop started with PAGE_CACHE_MB=0 (its data cache on, as in
 * any shop), loaded over every product page of the catalogue in turn, after the first shop's load part and alone.
 */
async function uncachedRenders(base) {
  const getJson = async (p) => (await fetch(base + p)).json();
  const paths = [];
  for (const m of await getJson('/api/dashboard/GetMenuEcom')) {
    const page = await getJson(
      `/api/dashboard/EcomStock?ItemName=${encodeURIComponent(m.ItemName)}&ItemType=${encodeURIComponent(m.ItemType)}`,
    );
    for (const it of page.items ?? [])
      paths.push(`/product/${encodeURIComponent(it.ItemName)}/${encodeURIComponent(it.TagNo)}`);
  }
  log(`uncached: a shop keeping no page, ${paths.length} product pages in turn… (${elapsed()})`);
  const cold = startShop(root, { port: UNCACHED_PORT, log, env: { PAGE_CACHE_MB: '0' } });
  const undo = addCleanup(cold.stop);
  try {
    await cold.ready;
    const r = await measurePaths(cold.base, paths, { connections: CONNECTIONS, duration: DURATION, warmup: WARMUP });
    return { ...r, budgetRps: UNCACHED_BUDGET_RPS, pass: r.rps >= UNCACHED_BUDGET_RPS && !r.non2xx && !r.errors };
  } finally {
    await cold.stop();
    undo();
  }
}

async function loadTests(base, targets) {
  const snaps = await snapshot(base, targets);
  const bare = await startBare(BARE_PORT, snaps);
  const bareBase = `http://127.0.0.1:${BARE_PORT}`;
  const undo = addCleanup(() => bare.close());
  const out = [];
  try {
    for (const t of snaps) {
      const opts = { connections: CONNECTIONS, duration: DURATION, warmup: WARMUP };
      log(`load: ${t.name} on the shop… (${elapsed()})`);
      const shopR = await measure(base + t.path, opts);
      log(`load: ${t.name} on bare Fastify…`);
      const bareR = await measure(bareBase + t.path, opts);
      out.push({
        name: t.name,
        path: t.path,
        contentType: t.contentType,
        bodyBytes: t.body.length,
        shop: shopR,
        bare: bareR,
      });
    }
  } finally {
    await bare.close();
    undo();
  }
  return out;
}

// ---------------------------------------------------------------------------------------------- report

const kB = (n) => `${(n / 1000).toFixed(1)} kB`;
const ms = (n) => (n >= 100 ? `${Math.round(n)} ms` : `${n.toFixed(n >= 10 ? 1 : 2)} ms`);

function table(headers, rows, align = []) {
  const cells = [headers, ...rows].map((r) => r.map((c) => String(c)));
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const line = (r) =>
    r
      .map((c, i) => (align[i] === 'r' ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

function report() {
  const out = [];
  const m = results.machine;
  out.push(
    `Zewar bench — ${results.date}, Node ${results.node}, ${m.cpus} CPUs (${m.model}), load average at start ` +
      `${m.loadAverageAtStart[0]}, at end ${os.loadavg()[0].toFixed(2)}`,
  );
  if (SHORT)
    out.push('   NOTE: --short: whether the parts run, not their figures (the demo pictures were being drawn).');
  if (m.loadAverageAtStart[0] > m.cpus * 0.75)
    out.push('   NOTE: the machine was busy with other work when the bench started; figures are noisy.');
  if (results.load) {
    out.push(
      '',
      `1. Requests/s and latency: shop vs bare Fastify serving the same bytes (${CONNECTIONS} connections, ` +
        `${DURATION} s after ${WARMUP} s warm-up, Accept-Encoding: ${ACCEPT_ENCODING}; one at a time)`,
    );
    out.push(
      table(
        [
          'target',
          'shop req/s',
          'bare req/s',
          'shop/bare',
          'shop p99',
          'bare p99',
          'shop p50',
          'bare p50',
          'body',
          'on the wire (shop | bare)',
        ],
        results.load.map((r) => [
          r.name,
          r.shop.rps,
          r.bare.rps,
          `${((r.shop.rps / r.bare.rps) * 100).toFixed(1)}%`,
          `${r.shop.p99Ms} ms`,
          `${r.bare.p99Ms} ms`,
          `${r.shop.p50Ms} ms`,
          `${r.bare.p50Ms} ms`,
          kB(r.bodyBytes),
          `${r.shop.contentEncoding} ${kB(r.shop.wireBytes)} | ${r.bare.contentEncoding} ${kB(r.bare.wireBytes)}`,
        ]),
        ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
      ),
    );
    for (const r of results.load) out.push(`   ${r.name}: ${r.path}`);
    if (results.uncached) {
      const u = results.uncached;
      out.push(
        `   product pages the cache does not hold (a shop with PAGE_CACHE_MB=0, data cache on; ${u.paths} pages in turn): ` +
          `${u.rps} req/s, p99 ${u.p99Ms} ms, p50 ${u.p50Ms} ms, ${u.non2xx} non-2xx, ${u.errors} errors; ` +
          `budget ≥ ${u.budgetRps} req/s: ${u.pass ? 'PASS' : 'FAIL'}`,
      );
    }
    const bad = results.load.flatMap((r) =>
      ['shop', 'bare']
        .filter((k) => r[k].non2xx || r[k].errors)
        .map((k) => `${r.name} (${k}): ${r[k].non2xx} non-2xx, ${r[k].errors} errors`),
    );
    if (bad.length) out.push(`   WARNING: ${bad.join('; ')}`);
  }
  if (results.js) {
    out.push(
      '',
      `2. First-load JavaScript per page (module scripts, modulepreloads, hydration imports and their static imports; ` +
        `budget ≤ ${kB(JS_BUDGET_GZIP)} gzip -9)`,
    );
    out.push(
      table(
        ['page', 'files', 'raw', 'gzip -9', 'budget', 'inline scripts in the HTML (not counted)'],
        results.js.pages.map((p) => [
          p.page,
          p.files,
          kB(p.rawBytes),
          kB(p.gzipBytes),
          p.pass ? 'PASS' : 'FAIL',
          kB(p.inlineScriptBytes),
        ]),
        ['l', 'r', 'r', 'r', 'l', 'r'],
      ),
    );
    for (const p of results.js.pages) {
      if (p.notPreloaded.length) out.push(`   ${p.page}: imported but not in the HTML: ${p.notPreloaded.join(', ')}`);
    }
  }
  if (results.search) {
    const ran = results.search.filter((e) => !e.skipped && e.index);
    out.push(
      '',
      `3. Search on ${SEARCH_PIECES.toLocaleString('en')} pieces: the shop's in-process index (server/services/search-index/) ` +
        `through its services; the database only fills the index (budget: p95 ≤ ${SEARCH_BUDGET_P95_MS} ms for (a) and (b))`,
    );
    if (SEARCH_PIECES !== SEARCH_ROWS)
      out.push(`   NOTE: --search-rows=${SEARCH_PIECES}: the budget is for ${SEARCH_ROWS.toLocaleString('en')} pieces`);
    out.push(
      table(
        ['engine', 'pieces', 'seeded', 'index read + built', 'built alone', 'memory', 'of it: pieces’ JSON', 'words'],
        results.search.map((e) =>
          e.skipped
            ? [e.engine, '—', '', '', '', '', '', `skipped: ${e.skipped}`]
            : e.index
              ? [
                  e.engine,
                  e.index.pieces.toLocaleString('en'),
                  `${e.loadSeconds} s`,
                  ms(e.index.loadAndBuildMs),
                  ms(e.index.buildMs),
                  `${e.index.memoryMB} MB`,
                  `${e.index.piecesMB} MB`,
                  e.index.words.toLocaleString('en'),
                ]
              : [e.engine, '—', `${e.loadSeconds ?? '—'} s`, 'failed', '', '', '', ''],
        ),
        ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
      ),
    );
    if (ran[0]) out.push(`   memory: ${ran[0].index.memoryMeasured}, the index built alone, plus its pieces’ JSON`);
    if (ran.length) {
      const first = ran[0];
      out.push(
        '',
        `   ${first.inFlight} requests in flight, ${first.requests[0].requests} timed of each after 3 rounds not counted:`,
        table(
          ['engine', 'request', 'p50', 'p95', 'max', 'budget'],
          ran.flatMap((e) =>
            e.requests.map((r) => [
              e.engine,
              `(${r.key}) ${r.what}`,
              ms(r.medianMs),
              ms(r.p95Ms),
              ms(r.maxMs),
              r.pass === undefined ? '—' : r.pass ? 'PASS' : 'OVER',
            ]),
          ),
          ['l', 'l', 'r', 'r', 'r', 'l'],
        ),
        `   (a) browse({ term, pageNumber: 1, pageSize: 20 }), the queries below in turn; (b) browse({ itemType: ` +
          `'Gold', itemName: 'Rings', filters: karat 22, price 1 to 2 and 2 to 3 lakh }); (c) search(term)`,
        '',
        `   Rebuild (invalidate() until settled()), searches (a) one after another meanwhile, every one answered ` +
          `(a catalogue of more than ${ran[0].rebuild.waitUpTo} pieces is answered by the old index while the new one builds):`,
        table(
          ['engine', 'rebuild', 'searches meanwhile', 'answered: old | as it changed | new', 'p50', 'p95', 'max'],
          ran.map((e) => [
            e.engine,
            ms(e.rebuild.rebuildMs),
            e.rebuild.searches,
            `${e.rebuild.answeredBy.old} | ${e.rebuild.answeredBy.change} | ${e.rebuild.answeredBy.new}`,
            ms(e.rebuild.medianMs),
            ms(e.rebuild.p95Ms),
            ms(e.rebuild.maxMs),
          ]),
          ['l', 'r', 'r', 'r', 'r', 'r', 'r'],
        ),
        '',
        `   Each alone, median of 15 one after another: find the first time (searchPositions with nothing remembered), ` +
          `find again (the index remembers a query's answer until it is rebuilt: the same search narrowed or paged), ` +
          `select (filters, order, facet counts), browse (all of it and the page's 20 pieces):`,
        table(
          ['query', 'found', 'facets', ...ran.map((e) => `${e.engine.split(' ')[0]} first / again / select / browse`)],
          first.queries.map((q, i) => [
            q.what,
            q.found.toLocaleString('en'),
            q.facets,
            ...ran.map((e) => {
              const x = e.queries[i];
              return `${ms(x.firstFindMs)} / ${ms(x.findMs)} / ${ms(x.selectMs)} / ${ms(x.browseMs)}`;
            }),
          ]),
          ['l', 'r', 'l', ...ran.map(() => 'r')],
        ),
      );
    }
  }
  if (results.lighthouse) {
    out.push(
      '',
      `4. Lighthouse 12 mobile performance (median of ${LH_RUNS} runs; budget: score ${LIGHTHOUSE_BUDGET}, LCP ≤ ${LCP_BUDGET_MS} ms, TBT ≤ ${TBT_BUDGET_MS} ms, CLS 0)`,
    );
    if (results.lighthouse.skipped) out.push(`   skipped: ${results.lighthouse.skipped}`);
    else {
      out.push(
        table(
          ['page', 'score', 'runs', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'CPU benchmark', 'budget'],
          results.lighthouse.pages.map((p) => [
            p.page,
            p.score,
            p.scores.join(' '),
            ms(p.median.fcpMs),
            ms(p.median.lcpMs),
            ms(p.median.tbtMs),
            p.median.cls,
            ms(p.median.siMs),
            Math.round(p.median.benchmarkIndex),
            p.pass ? 'PASS' : 'FAIL',
          ]),
          ['l', 'r', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
        ),
      );
      out.push(
        "   (metrics are medians of the runs; simulated mobile throttling scales with this machine's CPU benchmark index)",
      );
    }
  } else if (!wantLighthouse) {
    out.push('', '4. Lighthouse: not run (pass --lighthouse)');
  }
  if (results.import) {
    const { budgets, idleMB, withPictures: w, big: b, capped: c } = results.import;
    out.push(
      '',
      `5. Stock import through the running shop on the embedded database (npm run shop -- stock import; budgets ${budgets.picturesSeconds} s and ${budgets.bigSeconds} s)`,
    );
    out.push(
      table(
        ['file', 'seconds', 'shop RSS before → peak', 'storefront during it', 'last line', 'budget'],
        [
          [
            `${w.rows.toLocaleString('en')} rows, ${w.pictures.toLocaleString('en')} pictures of ${w.pictureKB} KB`,
            w.seconds,
            `${idleMB} → ${w.rssPeakMB} MB`,
            `${w.storefront.requests} searches, ${w.storefront.errors} errors, p95 ${w.storefront.p95Ms} ms, max ${w.storefront.maxMs} ms`,
            w.last,
            w.seconds <= budgets.picturesSeconds ? 'PASS' : 'FAIL',
          ],
          [
            `${b.rows.toLocaleString('en')} rows`,
            b.seconds,
            `${b.beforeMB} → ${b.rssPeakMB} MB`,
            `${b.storefront.requests} searches, ${b.storefront.errors} errors, p95 ${b.storefront.p95Ms} ms, max ${b.storefront.maxMs} ms`,
            b.last,
            b.seconds <= budgets.bigSeconds ? 'PASS' : 'FAIL',
          ],
          [
            `${b.rows.toLocaleString('en')} rows, command line alone, JS heap capped at ${c.heapMB} MB`,
            c.seconds,
            `peak ${c.rssPeakMB} MB`,
            '(no shop)',
            c.last,
            c.ok && c.seconds <= budgets.bigSeconds ? 'PASS' : 'FAIL',
          ],
        ],
        ['l', 'r', 'l', 'l', 'l', 'l'],
      ),
    );
    out.push(
      '   The capped run streams or fails: a reader that held the file or its rows would run out of its heap. ' +
        'The shop RSS peak is V8 putting off collecting garbage, not rows kept (docs/decisions/028-stock-import.md).',
    );
  } else if (!wantImport) out.push('', '5. Stock import: not run (--skip=import)');
  if (results.start) {
    const { budgets, runs } = results.start;
    out.push(
      '',
      `6. First start on an empty data folder, build done (npm start; budgets: answers within ${budgets.answerSeconds} s, ` +
        `demo catalogue complete within ${budgets.completeSeconds} s)`,
    );
    out.push(
      table(
        [
          'run',
          '/healthz',
          'home page',
          'catalogue complete',
          'shop CPU by then',
          'files',
          'load before → after',
          'budget',
        ],
        runs.map((r) => [
          r.run,
          `${r.healthzSeconds} s`,
          `${r.homeSeconds} s`,
          `${r.completeSeconds} s`,
          `${r.cpuAtHome} s | ${r.cpuAtComplete} s`,
          r.files,
          `${r.loadBefore} → ${r.loadAfter}`,
          r.pass ? 'PASS' : 'FAIL',
        ]),
        ['r', 'r', 'r', 'r', 'r', 'r', 'l', 'l'],
      ),
    );
  } else if (!wantStart) out.push('', '6. First start: not run (--skip=start)');
  if (results.memory) {
    const m = results.memory;
    out.push(
      '',
      `7. Resident memory of the shop (VmRSS, MALLOC_ARENA_MAX=2 as npm start sets; ${m.engine}; budget ≤ ${m.budgetMb} MB idle)`,
      `   idle after a first start with the demo catalogue: ${m.idleMb ?? '—'} MB  ${m.idleMb === null ? 'not measured (no /proc)' : m.idleMb <= m.budgetMb ? 'PASS' : 'FAIL'}`,
      `   after the load part: ${m.afterLoadMb ?? '— (load not run)'}${m.afterLoadMb ? ' MB' : ''}`,
    );
    const p = m.postgres;
    if (p?.skipped) out.push(`   on PostgreSQL: skipped (${p.skipped})`);
    else if (p)
      out.push(
        `   on PostgreSQL, idle after a first start with the demo catalogue: ${p.idleMb ?? '—'} MB (budget ≤ ${p.budgetMb} MB)  ${p.idleMb === null ? 'not measured (no /proc)' : p.idleMb <= p.budgetMb ? 'PASS' : 'FAIL'}`,
      );
  } else if (!wantMemory) out.push('', '7. Resident memory: not run (--skip=memory)');
  if (results.invoice) {
    const v = results.invoice;
    out.push(
      '',
      `8. An order's invoice as a PDF (${v.pieces} pieces, ${v.payments} payments, ${kB(v.bytes)}; ${v.runs} renders one after another; budget p95 ≤ ${v.budgetMs} ms)`,
      `   median ${ms(v.medianMs)}, p95 ${ms(v.p95Ms)}, max ${ms(v.maxMs)} (the process's CPU time, median ${ms(v.cpuMedianMs)})  ${v.pass ? 'PASS' : 'FAIL'}`,
    );
  } else if (!wantInvoice) out.push('', '8. Invoice PDF: not run (--skip=invoice)');
  if (results.numbers) {
    const v = results.numbers;
    out.push(
      '',
      `9. The day's numbers on ${v.orders} orders (${v.runs} runs a period; budget p95 ≤ ${v.budgetMs} ms for today, the week and the month)`,
      ...v.periods.map(
        (p) =>
          `   ${p.name} (${p.orders} orders): median ${ms(p.medianMs)}, p95 ${ms(p.p95Ms)}  ${p.budgeted ? (p.pass ? 'PASS' : 'FAIL') : '(no budget)'}`,
      ),
    );
  } else if (!wantNumbers) out.push('', "9. The day's numbers: not run (--skip=numbers)");
  if (results.admin) {
    const a = results.admin;
    const adminTable = (run) =>
      table(
        ['page', 'document p50', 'p95', 'max', 'CPU', '.data p50', 'p95', 'max', 'CPU', 'HTML', 'budget'],
        run.pages.map((p) => [
          p.name,
          ms(p.doc.p50Ms),
          ms(p.doc.p95Ms),
          ms(p.doc.maxMs),
          p.doc.cpuMs === undefined ? '—' : ms(p.doc.cpuMs),
          ms(p.data.p50Ms),
          ms(p.data.p95Ms),
          ms(p.data.maxMs),
          p.data.cpuMs === undefined ? '—' : ms(p.data.cpuMs),
          kB(p.htmlBytes),
          p.pass ? 'PASS' : 'OVER',
        ]),
        ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
      );
    out.push(
      '',
      `10. The back office's pages, signed in as the owner, on the demo catalogue (one request at a time, ${a.warmup} round${a.warmup === 1 ? '' : 's'} ` +
        `not counted, ${a.runs} timed; budget p95 < ${a.budgetMs} ms for the document and its .data)`,
      `   ${a.engine}:`,
      adminTable(a),
    );
    const onPg = a.postgres;
    if (onPg?.skipped) out.push(`   on PostgreSQL: skipped (${onPg.skipped})`);
    else if (onPg) out.push('   on PostgreSQL (a new database, a shop of its own):', adminTable(onPg));
    out.push(
      "   CPU: the shop process's CPU time a request, the mean of the timed runs (/proc, in 10 ms ticks that average out)",
    );
    for (const p of a.pages) out.push(`   ${p.name}: ${p.path}`);
  } else if (!wantAdmin) out.push('', "10. The back office's pages: not run (--skip=admin)");
  if (results.backup) {
    const b = results.backup;
    out.push(
      '',
      `11. Backup and restore of the demo shop (${b.rows} rows, ${b.files} files, an archive of ${b.archiveMB} MB)`,
      `   backup ${b.backupS} s (the database read in ${b.databaseReadS} s; budget < ${b.budgets.backupS} s), ` +
        `restore ${b.restoreS} s (budget < ${b.budgets.restoreS} s; the new database made in ${b.makeDatabaseS} s before it)  ` +
        (b.pass ? 'PASS' : 'FAIL'),
    );
  } else if (!wantBackup) out.push('', '11. Backup and restore: not run (--skip=backup)');
  if (results.errors.length) out.push('', `Errors:\n${results.errors.map((e) => `  ${e.split('\n')[0]}`).join('\n')}`);
  out.push('', `Took ${elapsed()}; results in ${path.relative(root, RESULTS)}`);
  return out.join('\n');
}

function save() {
  mkdirSync(path.dirname(RESULTS), { recursive: true });
  results.seconds = Math.round((Date.now() - t0) / 1000);
  writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
}

let failed = false;
try {
  await main();
} catch (err) {
  failed = true;
  if (!results.errors.some((e) => e.startsWith('shop:'))) results.errors.push(String(err.stack ?? err));
  if (!err.reported) log(`bench failed: ${err.stack ?? err}`);
} finally {
  await runCleanups();
}
save();
console.log(report());
process.exit(failed || results.errors.length ? 1 : 0);
