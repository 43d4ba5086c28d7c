// Crash test for "nothing acknowledged is lost" (docs/behaviour.md §10.7): fires a burst of orders with retries at
// the built shop, kills it with SIGKILL part-way, restarts it on the same data, lets the retries finish, and checks
// in the database that every order answered 'Success' is there exactly once. An order reserves its pieces (§4.13),
// so before the shop first starts, the owner's command line sets a gold rate and loads a piece of its own for every
// order (tag numbers CR-…). The database then has stock, so the shop loads no demo catalogue and draws no demo pictures:
// a run takes the same time on a fresh machine as on one that ran it before, and no drawing process competes with the
// burst or outlives a killed shop.
//
//   npm run build && node scripts/crash-orders.mjs [--pg] [--orders 240] [--concurrency 8] [--port 3220] [--keep]
//
// --pg runs on a fresh temporary database on postgres://postgres@127.0.0.1:5432 (PG_ADMIN_URL to change),
// dropped afterwards; without it the shop runs on the embedded PGlite in a temporary DATA_DIR. --orders is at least
// 30 (tests/e2e/crash-orders.spec.ts runs 60 on each database). Exits 0 when every order answered Success is in the
// database exactly once, 1 when not, 2 when the test could not be carried out, 3 when over its time limit.
// Loopback only. Each order comes from its own loopback address (127.x.y.z) and guest, and the shop is started with
// its limits on orders lifted, so that they do not answer instead of the shop.
import { execFile, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: opt } = parseArgs({
  options: {
    pg: { type: 'boolean', default: false },
    orders: { type: 'string', default: '240' },
    concurrency: { type: 'string', default: '8' },
    port: { type: 'string', default: '3220' },
    keep: { type: 'boolean', default: false },
  },
});
for (const name of ['orders', 'concurrency', 'port'])
  if (!/^\d+$/.test(opt[name])) {
    console.error(`--${name} takes a whole number, not ${opt[name]}`);
    process.exit(2);
  }
/** Fewer than 30 orders leave too few answered before the kill and in flight across it to test anything. */
const TOTAL = Math.max(30, Number(opt.orders));
const CONCURRENCY = Math.max(1, Number(opt.concurrency));
const PORT = Number(opt.port);
const HOST = '127.0.0.1';
const BASE = `http://${HOST}:${PORT}`;
const MAX_RETRIES = 10;
/** Retries stop at this time (set when the burst starts), well inside the 5 minute bound. */
let DEADLINE = Infinity;
const ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const started = Date.now();
const secs = () => ((Date.now() - started) / 1000).toFixed(1);
const log = (msg) => console.log(`[${secs().padStart(5)} s] ${msg}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

if (!existsSync(path.join(root, 'build/server/main.js'))) {
  console.error('build/server/main.js is missing: run `npm run build` first.');
  process.exit(2);
}

// ---------------------------------------------------------------------------------------------------------
// The database and the shop process

const dataDir = await mkdtemp(path.join(tmpdir(), 'zewar-crash-'));
const serverLog = createWriteStream(path.join(dataDir, 'server.log'));
let dbName = null;
let databaseUrl = null;
/** --pg: a fresh database of its own on the server of ADMIN_URL (dropped at the end). */
async function makeDatabase() {
  const { default: pg } = await import('pg');
  const name = `zewar_crash_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end().catch(() => {});
  }
  dbName = name;
  const u = new URL(ADMIN_URL);
  u.pathname = `/${dbName}`;
  databaseUrl = u.toString();
}

let server = null;
let serverExit = null;
let generation = 0;
/** Every shop started: each leads a process group of its own, killed whole when the script ends (see below). */
const shops = [];

function startServer() {
  generation += 1;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST,
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    PUBLIC_URL: BASE,
    // A test of durability, not of the limits (those have tests of their own).
    ORDER_RATE_LIMIT: '100000',
    ADDRESS_RATE_LIMIT: '100000',
  };
  delete env.SMTP_URL; // mails go to DATA_DIR/outbox as .eml files
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  // A process group of its own, so that the crash takes the shop with any process it started, as a machine going
  // down would, and nothing of it is left running after the script.
  const child = spawn(process.execPath, ['build/server/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  shops.push(child);
  const tag = `--- server #${generation} (pid ${child.pid}) ---\n`;
  serverLog.write(tag);
  child.stdout.on('data', (d) => serverLog.write(d));
  child.stderr.on('data', (d) => serverLog.write(d));
  serverExit = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  server = child;
  return child;
}

/** Waits until GET /readyz answers 200: the shop listens, its database answers and has every migration. */
async function waitForShop(timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const res = await request('GET', '/readyz', { timeoutMs: 2000 }).catch(() => null);
    if (res?.status === 200) return;
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(
        `the shop exited (${server.exitCode ?? server.signalCode}); see ${path.join(dataDir, 'server.log')}`,
      );
    await sleep(100);
  }
  throw new Error(`the shop was not ready within ${timeoutMs / 1000} s; see ${path.join(dataDir, 'server.log')}`);
}

/** Kills a shop's whole process group (the shop and whatever it started); nothing to do when it is gone. */
function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* the group has ended */
  }
}

async function stopServer(signal) {
  if (!server || server.exitCode !== null || server.signalCode !== null) return serverExit;
  server.kill(signal);
  const timer = setTimeout(() => killGroup(server, 'SIGKILL'), 20_000);
  const result = await serverExit;
  clearTimeout(timer);
  return result;
}

// However the script ends (the time limit, an error, Ctrl-C), no shop of it is left running: being in groups of
// their own, they would not get the terminal's Ctrl-C.
process.on('exit', () => {
  for (const child of shops) killGroup(child, 'SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

// ---------------------------------------------------------------------------------------------------------
// HTTP over loopback, from a chosen loopback source address

function request(method, urlPath, { body, headers = {}, localAddress, timeoutMs = 15_000 } = {}) {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = http.request(
      {
        host: HOST,
        port: PORT,
        method,
        path: urlPath,
        localAddress,
        agent: false,
        headers: {
          ...headers,
          ...(data ? { 'content-type': 'application/json', 'content-length': data.length } : {}),
          connection: 'close',
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, json, text });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(data);
  });
}

// ---------------------------------------------------------------------------------------------------------

/** Charges of docs/behaviour.md §9.7 for the few countries the orders use (the server checks them). */
const CHARGES = {
  'United Kingdom': 11500,
  'United Arab Emirates': 11600,
  'United States': 11900,
  Pakistan: 0,
  Norway: 20000,
};
const SIZED = /rings?$|bangles?$|bracelets?$/i;

function sizeFor(item) {
  if (!SIZED.test(item.ItemName)) return '-';
  return /bangle|bracelet/i.test(item.ItemName) ? '2.2' : String(10 + Math.floor(Math.random() * 10));
}

/** Order i takes piece i, and every third order also one of the pieces after the first TOTAL: none is shared. */
function makeOrder(i, items) {
  const picks = [items[i], ...(i % 3 === 0 ? [items[TOTAL + i / 3]] : [])];
  if (picks.some((p) => !p)) throw new Error(`no piece loaded for order ${i}`);
  const countries = Object.keys(CHARGES);
  const delivery =
    i % 4 === 0
      ? { selectedDeliveryOption: 'free' }
      : i % 4 === 1
        ? { selectedDeliveryOption: 'paid', selectedCountry: countries[i % countries.length] }
        : i % 4 === 2
          ? {
              selectedDeliveryOption: 'collect',
              collectionDate: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
              cnicPassport: `35202-${String(1000000 + i)}-1`,
              termsConditions: true,
            }
          : { selectedDeliveryOption: 'paid', selectedCountry: 'United Kingdom' };
  const charge = delivery.selectedDeliveryOption === 'paid' ? CHARGES[delivery.selectedCountry] : 0;
  return {
    Stock: picks.map((p) => ({ TagNo: p.TagNo, selectedSize: sizeFor(p), Qty: 1 })),
    UserData: {
      FirstName: 'Crash',
      LastName: `Guest ${i}`,
      Email: `crash${i}@example.com`,
      Address: `${i} Test Street`,
      Address2: '',
      City: 'Lahore',
      PhoneNo: `0300${String(1000000 + i)}`,
      Tracking_ID: String(Date.now()),
    },
    NetPrice: Math.floor(picks.reduce((s, p) => s + p.Price, 0) + charge),
    Delivery: delivery,
    Payment: { selectedPaymentMethod: 'bacs_allied_bank' },
    termsAccepted: true,
  };
}

/** Its own loopback source address per order (127.0.0.1 is left to the shop's own checks). */
const addressFor = (i) => `127.${10 + Math.floor(i / 60000)}.${Math.floor(i / 250) % 240}.${(i % 250) + 2}`;

/** The item name of the pieces loaded for the burst (a menu entry of its own, unsized). */
const CRASH_ITEM = 'Crash Test Pendant';

/** The owner's command line (`npm run shop -- …`) on the test's database; rejects when it exits other than 0. */
function shopCommand(...args) {
  const env = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return promisify(execFile)(process.execPath, ['--import', 'tsx', 'cli/shop.ts', ...args], { cwd: root, env });
}

/**
 * Before the shop first starts: sets a gold rate, so that gold pieces have a price, and loads a piece of its own for
 * every order (`npm run shop -- stock import`). No shop is running, so the command opens the database itself (it
 * makes the embedded one). Whether it worked is told by its exit code; the pieces are read back once the shop runs.
 */
async function writePieces(count) {
  await shopCommand('rates', 'set', '32000');
  const run = randomBytes(3).toString('hex');
  const records = Array.from({ length: count }, (_, i) => ({
    TagNo: `CR-${run}-${String(i).padStart(4, '0')}`,
    ItemName: CRASH_ITEM,
    ItemType: 'Gold',
    NetWeight: 4 + (i % 9),
    WastePerGm: 0.1,
    Karat: 22,
    TotalMaking: 8000 + (i % 5) * 1000,
    Description: 'A piece for the crash test.',
    Status: 'available',
    Images: [],
  }));
  const file = path.join(dataDir, 'crash-stock.json');
  await writeFile(file, JSON.stringify(records));
  await shopCommand('stock', 'import', file);
  return records;
}

/** The pieces as the running shop sells them, in the order they were written, each with its price. */
async function readPieces(records) {
  const count = records.length;
  const byTag = new Map();
  for (let page = 1; byTag.size < count && page <= Math.ceil(count / 100) + 1; page++) {
    const res = await request(
      'GET',
      `/api/dashboard/EcomStock?ItemName=${encodeURIComponent(CRASH_ITEM)}&pageSize=100&pageNumber=${page}`,
    );
    for (const it of res.json?.items ?? []) byTag.set(it.TagNo, it);
  }
  const items = records.map((r) => byTag.get(r.TagNo)).filter((it) => it && it.Price > 0);
  if (items.length < count) throw new Error(`only ${items.length} of ${count} pieces are for sale`);
  return items;
}

const results = [];
let answered = 0;

async function placeWithRetries(i, order, token) {
  const key = `crash-${randomUUID()}`;
  const r = { i, key, attempts: 0, outcomes: [], successNos: new Set(), final: null };
  results.push(r);
  for (let attempt = 0; attempt <= MAX_RETRIES && Date.now() < DEADLINE; attempt++) {
    r.attempts += 1;
    try {
      const res = await request('POST', '/api/sale/e-Sales', {
        body: order,
        localAddress: addressFor(i),
        headers: { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token, 'idempotency-key': key },
      });
      r.outcomes.push(res.status);
      if (res.status === 200 && res.json?.message === 'Success') {
        r.successNos.add(res.json.orderNo);
        r.final = { status: 200, orderNo: res.json.orderNo };
        break;
      }
      if (res.status < 500 && res.status !== 429) {
        r.final = { status: res.status, message: res.json?.message ?? res.text.slice(0, 200) };
        break;
      }
      r.final = { status: res.status, message: res.json?.message };
    } catch (err) {
      r.outcomes.push(err.code ?? err.message);
      r.final = { status: 0, message: err.code ?? err.message };
    }
    await sleep(Math.min(8000, 250 * 2 ** attempt) + Math.random() * 250);
  }
  answered += 1;
  return r;
}

async function checkDatabase() {
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const q = async (text) => (await client.query(text)).rows;
      return {
        orders: await q('SELECT id, order_no, idempotency_key, total, created_at FROM orders'),
        lines: await q('SELECT order_id, count(*)::int AS n FROM order_line GROUP BY order_id'),
        mails: await q('SELECT subject, kind, status FROM outbox'),
      };
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  try {
    const q = async (text) => (await db.query(text)).rows;
    return {
      orders: await q('SELECT id, order_no, idempotency_key, total, created_at FROM orders'),
      lines: await q('SELECT order_id, count(*)::int AS n FROM order_line GROUP BY order_id'),
      mails: await q('SELECT subject, kind, status FROM outbox'),
    };
  } finally {
    await db.close();
  }
}

let exitCode = 1;
let emlWritten = 0;
/** The crash test proper (from the first answer of the shop to the last check) is bounded to 5 minutes. */
function startClock() {
  DEADLINE = Date.now() + 4 * 60_000;
  setTimeout(() => {
    console.error('crash-orders: over the time limit of 5 minutes');
    process.exit(3);
  }, 5 * 60_000).unref();
}

try {
  if (opt.pg) await makeDatabase();
  log(`database: ${databaseUrl ? `PostgreSQL ${dbName}` : 'PGlite'}; DATA_DIR ${dataDir}`);
  const probe = await request('GET', '/healthz', { timeoutMs: 1000 }).catch(() => null);
  if (probe) throw new Error(`something already answers on ${BASE}; choose another --port`);
  const records = await writePieces(TOTAL + Math.ceil(TOTAL / 3));
  log(`wrote a gold rate and ${records.length} pieces of their own for the orders`);
  startServer();
  await waitForShop(120_000);
  const items = await readPieces(records);
  log(`shop is ready; all ${items.length} pieces are for sale`);
  startClock();

  const xsrf = await request('GET', '/api/xsrf');
  const token = String(xsrf.headers['set-cookie'] ?? '').match(/XSRF-TOKEN=([^;]+)/)?.[1];
  if (!token) throw new Error('no XSRF-TOKEN cookie from /api/xsrf');
  log(`firing ${TOTAL} orders, ${CONCURRENCY} at a time, none sharing a piece`);

  // The killer: when a third of the orders are answered, SIGKILL, then start again on the same data.
  let killedAt = null;
  let restartedAt = null;
  const killer = (async () => {
    while (answered < TOTAL / 3) await sleep(10);
    killedAt = Date.now();
    const inFlight = results.filter((r) => r.final === null || r.final.status !== 200).length;
    killGroup(server, 'SIGKILL');
    const ex = await serverExit;
    log(`SIGKILL after ${answered} answered (${inFlight} in flight or waiting to retry); exit ${JSON.stringify(ex)}`);
    startServer();
    await waitForShop(120_000);
    restartedAt = Date.now();
    log(`shop restarted on the same data in ${((restartedAt - killedAt) / 1000).toFixed(1)} s`);
  })();

  let next = 0;
  const workers = Array.from({ length: CONCURRENCY }, async () => {
    while (next < TOTAL) {
      const i = next++;
      await placeWithRetries(i, makeOrder(i, items), token);
    }
  });
  await Promise.all(workers);
  await killer;
  // Let the outbox worker write the mails (.eml under DATA_DIR/outbox) for a while: informative, bounded. A mail the
  // killed shop had claimed is sent again only when its claim of two minutes runs out (server/mail/outbox-worker.ts),
  // so the wait ends once no mail has come for 5 s; the check below counts the outbox's rows, sent or not.
  const emlCount = async () =>
    (await readdir(path.join(dataDir, 'outbox')).catch(() => [])).filter((f) => f.endsWith('.eml')).length;
  const wanted = 2 * results.filter((r) => r.successNos.size > 0).length;
  let lastCount = -1;
  let lastGrowth = Date.now();
  const drainUntil = Math.min(Date.now() + 60_000, DEADLINE);
  while (Date.now() < drainUntil) {
    const n = await emlCount();
    if (n >= wanted) break;
    if (n !== lastCount) {
      lastCount = n;
      lastGrowth = Date.now();
    } else if (Date.now() - lastGrowth > 5_000) break;
    await sleep(500);
  }
  emlWritten = await emlCount();
  log(`${emlWritten} of ${wanted} mails written by the outbox worker; stopping the shop with SIGTERM`);
  const stopped = await stopServer('SIGTERM');
  log(`shop stopped: ${JSON.stringify(stopped)}`);

  // ------------------------------------------------------------------------------------------------------
  const { orders, lines, mails } = await checkDatabase();
  const byKey = new Map();
  for (const o of orders) {
    if (!o.idempotency_key) continue;
    byKey.set(o.idempotency_key, [...(byKey.get(o.idempotency_key) ?? []), o]);
  }
  const byNo = new Map();
  for (const o of orders) byNo.set(o.order_no, (byNo.get(o.order_no) ?? 0) + 1);
  const linesOf = new Map(lines.map((l) => [l.order_id, l.n]));
  const mailsFor = (no) => mails.filter((m) => m.subject.includes(no)).length;

  const success = results.filter((r) => r.successNos.size > 0);
  const retried = results.filter((r) => r.attempts > 1);
  const ours = results.filter((r) => byKey.has(r.key));
  const missing = [];
  const duplicates = [];
  const twoAnswers = [];
  const incomplete = [];
  for (const r of success) {
    if (r.successNos.size > 1) twoAnswers.push(r);
    const rows = byKey.get(r.key) ?? [];
    const no = [...r.successNos][0];
    if (rows.length === 0 || (byNo.get(no) ?? 0) === 0 || !rows.some((o) => o.order_no === no)) missing.push(r);
    if (rows.length > 1 || (byNo.get(no) ?? 0) > 1) duplicates.push(r);
    for (const o of rows) if (!linesOf.get(o.id) || mailsFor(o.order_no) !== 2) incomplete.push(r);
  }
  for (const [key, rows] of byKey)
    if (rows.length > 1 && !duplicates.some((r) => r.key === key)) duplicates.push({ key });
  const failed = results.filter((r) => r.successNos.size === 0);
  // Retried keys whose order was committed before the kill: the reply was lost, the retry got the first answer.
  const replayed = retried.filter((r) =>
    (byKey.get(r.key) ?? []).some((o) => killedAt && new Date(o.created_at).getTime() < killedAt),
  );
  const committedUnanswered = results.filter((r) => r.successNos.size === 0 && byKey.has(r.key));
  const histogram = {};
  for (const r of results) for (const o of r.outcomes) histogram[o] = (histogram[o] ?? 0) + 1;

  console.log('');
  console.log(`crash-orders on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`);
  console.log(`  orders sent (keys)            ${results.length}`);
  console.log(`  requests made                 ${results.reduce((s, r) => s + r.attempts, 0)}`);
  console.log(`  answered Success              ${success.length}`);
  console.log(`  retried (more than 1 attempt) ${retried.length}`);
  console.log(`  retried after a lost reply, answered with the order committed before the kill ${replayed.length}`);
  console.log(
    `  never answered Success        ${failed.length}${failed.length ? ` (last: ${JSON.stringify(failed.slice(0, 3).map((r) => r.final))})` : ''}`,
  );
  console.log(`  orders in DB for these keys   ${ours.length} (orders table: ${orders.length} rows)`);
  console.log(`  in DB but never acknowledged  ${committedUnanswered.length}`);
  console.log(`  duplicates                    ${duplicates.length}`);
  console.log(`  missing (Success, not in DB)  ${missing.length}`);
  console.log(`  one key, two order numbers    ${twoAnswers.length}`);
  console.log(`  orders without lines or 2 mails ${incomplete.length}`);
  const mailStatus = {};
  for (const m of mails) mailStatus[m.status] = (mailStatus[m.status] ?? 0) + 1;
  console.log(
    `  outbox rows by status         ${JSON.stringify(mailStatus)} (${emlWritten} .eml files under DATA_DIR/outbox)`,
  );
  console.log(`  answers by status             ${JSON.stringify(histogram)}`);
  if (killedAt && restartedAt)
    console.log(`  downtime                      ${((restartedAt - killedAt) / 1000).toFixed(1)} s`);
  console.log(`  time                          ${secs()} s`);

  const bad = missing.length + duplicates.length + twoAnswers.length + incomplete.length;
  if (bad) {
    console.log('\nFAILED: acknowledged orders lost or doubled:');
    for (const r of [...missing, ...duplicates, ...twoAnswers, ...incomplete].slice(0, 10)) {
      console.log(
        `  key ${r.key} answers ${JSON.stringify([...(r.successNos ?? [])])} outcomes ${JSON.stringify(r.outcomes ?? [])} in DB ${JSON.stringify((byKey.get(r.key) ?? []).map((o) => o.order_no))}`,
      );
    }
  } else if (success.length < TOTAL * 0.9) {
    console.log(`\nFAILED: only ${success.length} of ${TOTAL} orders were answered Success`);
  } else {
    console.log('\nOK: every order answered Success is in the database exactly once.');
  }
  exitCode = bad || success.length < TOTAL * 0.9 ? 1 : 0;
} catch (err) {
  console.error(`crash-orders: ${err.stack ?? err}`);
  console.error(`server log: ${path.join(dataDir, 'server.log')}`);
  exitCode = 2;
} finally {
  // The clean-up reports what it could not do and never throws: the verdict above stands.
  await stopServer('SIGTERM').catch(() => {});
  for (const child of shops) killGroup(child, 'SIGKILL');
  serverLog.end();
  if (dbName) {
    try {
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    } catch (err) {
      console.error(`could not drop ${dbName}: ${err.message}`);
    }
  }
  if (exitCode === 0 && !opt.keep)
    await rm(dataDir, { recursive: true, force: true, maxRetries: 5 }).catch((err) =>
      console.error(`could not remove ${dataDir}: ${err.message}`),
    );
  else console.log(`data kept in ${dataDir}`);
}
process.exit(exitCode);
