// Two machines, proven (docs/decisions/103-one-file-store.md, README "Running on several machines"): starts a real
// S3-compatible server (s3rver), one PostgreSQL database and two built shops with DATA_DIRs of their own, as two
// machines behind a load balancer would be, and shows that
//   1. a picture sent through one shop's back office is served by the other;
//   2. a deposit slip a guest sends to one is seen by staff signed in on the other;
//   3. a stock import started on one shows its progress on the other, and its pieces are sold by both;
//   4. a shop killed with SIGKILL while guests upload slips loses nothing it acknowledged (every order answered
//      Success has its slip, read through the other shop);
//   5. /readyz reports the object store: 503 naming it once the store is out of reach.
//
//   npm run build && node --openssl-legacy-provider scripts/two-machines.mjs [--port 3230] [--uploads 16] [--keep]
//
// (s3rver makes a listing's continuation token with DES, which OpenSSL 3 keeps in its legacy provider.) The database
// is a fresh one on postgres://postgres@127.0.0.1:5432 (PG_ADMIN_URL to change), dropped afterwards. Exits 0 when every
// check holds, 1 when one does not, 2 when the test could not be carried out, 3 when over its time limit (4 minutes).
// tests/e2e/two-machines.spec.ts runs it in `npm test`.
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import S3rver from 's3rver';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: opt } = parseArgs({
  options: {
    port: { type: 'string', default: '3230' },
    uploads: { type: 'string', default: '16' },
    keep: { type: 'boolean', default: false },
  },
});
for (const name of ['port', 'uploads'])
  if (!/^\d+$/.test(opt[name])) {
    console.error(`--${name} takes a whole number, not ${opt[name]}`);
    process.exit(2);
  }
const HOST = '127.0.0.1';
const PORTS = [Number(opt.port), Number(opt.port) + 1];
/** Orders with a slip sent to the shop that is killed: at least 8, so that some are answered and some cut off. */
const UPLOADS = Math.max(8, Number(opt.uploads));
const ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const OWNER = { email: 'owner@two-machines.test', password: 'Two-Machines-Anarkali-1960' };

const started = Date.now();
const log = (msg) => console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${msg}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

if (!existsSync(path.join(root, 'build/server/main.js'))) {
  console.error('build/server/main.js is missing: run `npm run build` first.');
  process.exit(2);
}
setTimeout(() => {
  console.error('two-machines: over the time limit of 4 minutes');
  cleanUp().finally(() => process.exit(3));
}, 4 * 60_000).unref();

// ---------------------------------------------------------------------------------------------------------
// The parts: the object store, the database, the two shops

const run = randomBytes(3).toString('hex');
const dbName = `zewar_two_${run}`;
const databaseUrl = ADMIN_URL.replace(/\/[^/]*$/, `/${dbName}`);
const work = await mkdtemp(path.join(tmpdir(), 'zewar-two-machines-'));
const dataDirs = [path.join(work, 'machine-a'), path.join(work, 'machine-b')];
let s3 = null;
let s3Env = {};
const shops = [null, null];
let dbMade = false;

async function startObjectStore() {
  s3 = new S3rver({
    address: HOST,
    port: 0,
    silent: true,
    directory: path.join(work, 's3'),
    configureBuckets: [{ name: 'zewar' }],
  });
  const { port } = await s3.run();
  s3Env = {
    FILES_S3_BUCKET: 'zewar',
    FILES_S3_ENDPOINT: `http://${HOST}:${port}`,
    FILES_S3_REGION: 'us-east-1',
    FILES_S3_ACCESS_KEY_ID: 'S3RVER',
    FILES_S3_SECRET_ACCESS_KEY: 'S3RVER',
    FILES_S3_PATH_STYLE: 'true',
  };
  log(`object store (s3rver) at ${s3Env.FILES_S3_ENDPOINT}, bucket zewar`);
}

async function makeDatabase() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${dbName}`);
    dbMade = true;
  } finally {
    await admin.end();
  }
  log(`database ${dbName}`);
}

/** What a machine's shop is started with: the one database and bucket, its own DATA_DIR and port. */
function envOf(machine) {
  const env = {
    ...process.env,
    ...s3Env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDirs[machine],
    HOST,
    PORT: String(PORTS[machine]),
    PUBLIC_URL: `http://${HOST}:${PORTS[machine]}`,
    LOG_LEVEL: 'warn',
    ORDER_RATE_LIMIT: '100000',
    FORM_RATE_LIMIT: '100000',
    ADDRESS_RATE_LIMIT: '100000',
    SHUTDOWN_TIMEOUT: '2',
  };
  delete env.SMTP_URL; // mails go to DATA_DIR/outbox as .eml files
  return env;
}

/** The owner's command line on the shared database, from machine A; `input` is its standard input. */
function shopCommand(args, input) {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', 'cli/shop.ts', ...args],
      { cwd: root, env: envOf(0) },
      (err, stdout, stderr) =>
        err ? reject(new Error(`shop ${args.join(' ')}: ${stderr || err.message}`)) : resolve(stdout),
    );
    child.stdin.end(input ?? '');
  });
}

function startShop(machine) {
  const out = createWriteStream(path.join(work, `shop-${machine ? 'b' : 'a'}.log`), { flags: 'a' });
  const child = spawn(process.execPath, ['build/server/main.js'], {
    cwd: root,
    env: envOf(machine),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  shops[machine] = child;
  return child;
}

const base = (machine) => `http://${HOST}:${PORTS[machine]}`;

async function untilReady(machine, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const child = shops[machine];
    if (child?.exitCode !== null || child?.signalCode)
      throw new Error(`shop ${machine ? 'B' : 'A'} exited; see ${work}`);
    const res = await fetch(`${base(machine)}/readyz`).catch(() => null);
    if (res?.status === 200) return res.json();
    await sleep(250);
  }
  throw new Error(`shop ${machine ? 'B' : 'A'} was not ready within ${timeoutMs / 1000} s`);
}

function killShop(machine) {
  const child = shops[machine];
  if (!child || child.exitCode !== null || child.signalCode) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}

async function cleanUp() {
  for (const machine of [0, 1]) killShop(machine);
  await s3?.close().catch(() => {});
  if (dbMade) {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect().catch(() => {});
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
    await admin.end().catch(() => {});
  }
  if (!opt.keep) await rm(work, { recursive: true, force: true });
  else console.log(`kept: ${work}`);
}
process.on('SIGINT', () => cleanUp().finally(() => process.exit(2)));

// ---------------------------------------------------------------------------------------------------------
// Speaking to the shops

const XSRF = 'x'.repeat(40);
const guestHeaders = { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF };

/** Signs the owner in on a machine and returns the headers its calls go with. */
async function signIn(machine) {
  const res = await fetch(`${base(machine)}/api/admin/session`, {
    method: 'POST',
    headers: { ...guestHeaders, 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  if (res.status !== 200) throw new Error(`sign-in on ${machine ? 'B' : 'A'} answered ${res.status}`);
  // The session's own anti-forgery token comes with it, as the XSRF-TOKEN cookie.
  const cookieOf = (name) =>
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${name}=`))
      ?.split(';')[0];
  const session = cookieOf('zewar-session');
  const token = cookieOf('XSRF-TOKEN')?.slice('XSRF-TOKEN='.length);
  if (!session || !token) throw new Error('no session or anti-forgery cookie');
  return { cookie: `XSRF-TOKEN=${token}; ${session}`, 'x-xsrf-token': token };
}

const jpeg = (hue) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 150 + (hue % 80), b: 90 } } })
    .jpeg()
    .toBuffer();

/** An order of one piece, paid by bank transfer, collected from the showroom. */
const orderOf = (piece, i) => ({
  Stock: [{ TagNo: piece.TagNo, selectedSize: '-', Qty: 1 }],
  UserData: {
    FirstName: 'Two',
    LastName: `Machines ${i}`,
    Email: `two${i}-${run}@example.com`,
    Address: `${i} Test Street`,
    Address2: '',
    City: 'Lahore',
    PhoneNo: `0300${String(1000000 + i)}`,
    Tracking_ID: String(Date.now()),
  },
  NetPrice: piece.Price,
  Delivery: {
    selectedDeliveryOption: 'collect',
    collectionDate: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
    cnicPassport: `35202-${String(1000000 + i)}-1`,
    termsConditions: true,
  },
  Payment: { selectedPaymentMethod: 'bacs_allied_bank' },
  termsAccepted: true,
});

/** Places an order with a deposit slip on a machine; the answer's order number, or null with why not. */
async function orderWithSlip(machine, piece, i) {
  const form = new FormData();
  form.append('order', JSON.stringify(orderOf(piece, i)));
  form.append('depositSlip', new Blob([await jpeg(i)], { type: 'image/jpeg' }), `slip-${i}.jpg`);
  const res = await fetch(`${base(machine)}/api/sale/e-Sales`, {
    method: 'POST',
    headers: { ...guestHeaders, 'idempotency-key': `two-${run}-${i}` },
    body: form,
  });
  const body = await res.json().catch(() => ({}));
  return res.status === 200 && body.message === 'Success' ? { orderNo: body.orderNo } : { refused: `${res.status}` };
}

/** The pieces as a shop sells them, by tag number. */
async function pieces(machine, item) {
  const res = await fetch(
    `${base(machine)}/api/dashboard/EcomStock?ItemName=${encodeURIComponent(item)}&pageSize=100&pageNumber=1`,
  );
  const body = await res.json();
  return new Map((body.items ?? []).map((p) => [p.TagNo, p]));
}

function check(ok, what) {
  if (!ok) throw Object.assign(new Error(what), { failedCheck: true });
  log(`ok: ${what}`);
}

// ---------------------------------------------------------------------------------------------------------

const ITEM = 'Two Machines Pendant';
let exitCode = 1;
try {
  await startObjectStore();
  await makeDatabase();

  // Before the shops start: a gold rate, pieces of the test's own (so no demo catalogue is loaded or drawn) and the
  // owner's account, through the owner's command line on the shared database.
  await shopCommand(['rates', 'set', '32000']);
  const records = Array.from({ length: UPLOADS + 4 }, (_, i) => ({
    TagNo: `TM-${run}-${String(i).padStart(3, '0')}`,
    ItemName: ITEM,
    ItemType: 'Gold',
    NetWeight: 4 + (i % 5),
    WastePerGm: 0.1,
    Karat: 22,
    TotalMaking: 9000,
    Description: 'A piece for the two-machine test.',
    Status: 'available',
    Images: [],
  }));
  const stockFile = path.join(work, 'stock.json');
  await writeFile(stockFile, JSON.stringify(records));
  await shopCommand(['stock', 'import', stockFile]);
  await shopCommand(
    ['staff', 'add', OWNER.email, '--name', 'Two Machines Owner', '--role', 'owner'],
    `${OWNER.password}\n`,
  );

  startShop(0);
  startShop(1);
  const [readyA, readyB] = await Promise.all([untilReady(0), untilReady(1)]);
  log(`A ready: ${JSON.stringify(readyA)}`);
  check(
    readyA.filesKind === 's3' && readyB.filesKind === 's3' && readyB.files === 'ok',
    `both /readyz say the files are in the object store: ${JSON.stringify(readyB)}`,
  );
  const staff = [await signIn(0), await signIn(1)];
  const stock = await pieces(0, ITEM);
  check(stock.size === records.length, `both machines' catalogue has the ${records.length} pieces`);
  const list = records.map((r) => stock.get(r.TagNo));

  // 1. A picture sent through A's back office is served by B.
  const pictures = new FormData();
  pictures.append('pictures', new Blob([await jpeg(7)], { type: 'image/jpeg' }), 'front.jpg');
  const sent = await fetch(`${base(0)}/api/admin/stock/${encodeURIComponent(list[0].TagNo)}/pictures`, {
    method: 'POST',
    headers: staff[0],
    body: pictures,
  });
  const piece = await sent.json();
  const name = piece.pictures?.[0];
  check(sent.status === 200 && typeof name === 'string', `A took the picture (${name ?? JSON.stringify(piece)})`);
  const fromB = await fetch(`${base(1)}/Image/${name}?w=320`, { headers: { accept: 'image/webp' } });
  const bytes = Buffer.from(await fromB.arrayBuffer());
  check(
    fromB.status === 200 && fromB.headers.get('content-type') === 'image/webp' && bytes.length > 100,
    `B serves it (${fromB.status}, ${fromB.headers.get('content-type')}, ${bytes.length} bytes)`,
  );
  const meta = await sharp(bytes).metadata();
  check(meta.width === 320, `B resized it from the original in the bucket (${meta.width} px wide)`);

  // 2. A slip a guest sends to A is seen by staff signed in on B.
  const placed = await orderWithSlip(0, list[1], 1);
  check(Boolean(placed.orderNo), `a guest placed ${placed.orderNo} with a slip on A`);
  const slip = await fetch(`${base(1)}/api/admin/orders/${placed.orderNo}/slip`, { headers: staff[1] });
  check(
    slip.status === 200 && /^image\//.test(slip.headers.get('content-type') ?? ''),
    `staff on B open its slip (${slip.status}, ${slip.headers.get('content-type')}, cache ${slip.headers.get('cache-control')})`,
  );
  check(/private|no-store/.test(slip.headers.get('cache-control') ?? ''), 'the slip is never kept by a shared cache');
  const anonymous = await fetch(`${base(1)}/api/admin/orders/${placed.orderNo}/slip`);
  check(anonymous.status === 401, `without a session B refuses it (${anonymous.status})`);

  // 3. A stock import started on A shows its progress on B, and its pieces are sold by both.
  const IMPORTED = 'Two Machines Ring';
  const rows = Array.from({ length: 40 }, (_, i) => ({
    TagNo: `TI-${run}-${String(i).padStart(3, '0')}`,
    ItemName: IMPORTED,
    ItemType: 'Gold',
    NetWeight: 3 + (i % 7),
    WastePerGm: 0.1,
    Karat: 21,
    TotalMaking: 7000,
    Status: 'available',
    Images: [`ti-${run}-${i}.jpg`],
  }));
  const file = new FormData();
  file.append('file', new Blob([JSON.stringify(rows)], { type: 'application/json' }), 'stock.json');
  for (const [i, row] of rows.entries())
    file.append('pictures', new Blob([await jpeg(200 + i)], { type: 'image/jpeg' }), row.Images[0]);
  const upload = await fetch(`${base(0)}/api/admin/stock-imports`, { method: 'POST', headers: staff[0], body: file });
  const importing = await upload.json();
  check(upload.status === 202, `A started import ${importing.id} (${importing.state})`);
  /** What B says of the import each time it is asked: its state and how far it has come. */
  const seenOnB = new Set();
  const stateOnB = async () => {
    const res = await fetch(`${base(1)}/api/admin/stock-imports/${importing.id}`, { headers: staff[1] });
    const s = await res.json();
    seenOnB.add(`${s.state} ${s.picturesDone}/${s.picturesTotal} pictures`);
    return s;
  };
  for (let s = await stateOnB(); s.state === 'checking'; s = await stateOnB()) await sleep(100);
  const checked = await stateOnB();
  check(checked.state === 'checked', `B sees the check finished (${checked.state}, ${checked.rowsTotal} rows)`);
  const go = await fetch(`${base(0)}/api/admin/stock-imports/${importing.id}/run`, {
    method: 'POST',
    headers: { ...staff[0], 'content-type': 'application/json' },
    body: JSON.stringify({}),
  });
  check(go.status === 202, `A runs it (${go.status})`);
  let last = await stateOnB();
  for (const until = Date.now() + 60_000; last.state !== 'done' && last.state !== 'failed' && Date.now() < until;)
    last = (await sleep(100), await stateOnB());
  check(last.state === 'done', `B follows it to the end: ${[...seenOnB].join(' → ')}`);
  check(
    [...seenOnB].some((s) => /^(checking|importing) [1-9]/.test(s)),
    'B saw the import part-way, with its pictures counted as A stored them',
  );
  const soldByB = await pieces(1, IMPORTED);
  check(soldByB.size === rows.length, `B sells the ${soldByB.size} pieces A imported`);
  // The pictures are put in place just after the import's rows commit (A moves them from the import's folder): a
  // moment later every machine serves them.
  const imported = [...soldByB.values()][0];
  const pictureUrl = `${base(1)}/Image/${imported.Images[0].ImageName}?w=160`;
  let itsPicture = 0;
  for (const until = Date.now() + 10_000; itsPicture !== 200 && Date.now() < until; await sleep(100))
    itsPicture = (await fetch(pictureUrl, { headers: { accept: 'image/webp' } })).status;
  check(itsPicture === 200, `B serves an imported piece's picture (${itsPicture})`);

  // 4. A is killed with SIGKILL while guests send orders with slips: every order it answered keeps its slip.
  const answers = [];
  const burst = list.slice(2, 2 + UPLOADS).map(async (p, k) => {
    await sleep(k * 40);
    const answer = await orderWithSlip(0, p, 100 + k).catch((err) => ({ refused: err.cause?.code ?? err.message }));
    answers.push(answer);
  });
  while (answers.filter((a) => a.orderNo).length < 3 && answers.length < UPLOADS) await sleep(20);
  killShop(0);
  log(`killed A with SIGKILL after ${answers.length} of ${UPLOADS} answers`);
  await Promise.all(burst);
  const acknowledged = answers.filter((a) => a.orderNo).map((a) => a.orderNo);
  check(acknowledged.length >= 3, `A acknowledged ${acknowledged.length} orders before it died`);
  for (const orderNo of acknowledged) {
    const res = await fetch(`${base(1)}/api/admin/orders/${orderNo}/slip`, { headers: staff[1] });
    const got = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200 || got.length < 100) check(false, `${orderNo}'s slip is lost (${res.status})`);
  }
  log(`ok: every acknowledged order's slip is read through B (${acknowledged.length})`);

  // 5. Readiness reports the object store: out of reach, B is not ready and says why.
  await s3.close();
  s3 = null;
  const notReady = await fetch(`${base(1)}/readyz`);
  const why = await notReady.json();
  check(
    notReady.status === 503 && why.files !== 'ok' && why.database === 'ok',
    `with the store gone B answers /readyz ${notReady.status}: ${JSON.stringify(why)}`,
  );

  exitCode = 0;
  console.log(`two-machines: every check held in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (err) {
  console.error(err.failedCheck ? `two-machines: FAILED: ${err.message}` : `two-machines: ${err.stack ?? err}`);
  exitCode = err.failedCheck ? 1 : 2;
  if (!err.failedCheck) opt.keep = true;
} finally {
  await cleanUp();
}
process.exit(exitCode);
