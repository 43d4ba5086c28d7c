import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { memberFromCommandLine, sessionCookie } from './back-office';

/**
 * Two built shops on one PostgreSQL, as behind a load balancer (docs/decisions/037 and 038): the limits on forms and
 * orders are counted once for both; a change made through one (or by the owner's command line) reaches the other's
 * caches within a second; the two outbox workers send each mail exactly once; and a shop killed with SIGKILL during a
 * burst of orders, retried on the other as a load balancer would, loses and doubles none.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.skip(({ isMobile }) => isMobile, 'a test of the processes, not of a page: the desktop project runs it');

const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `zewar_two_${randomBytes(4).toString('hex')}`;
const adminUrl = () => {
  const u = new URL(SERVER_URL);
  u.pathname = '/postgres';
  return u.toString();
};
const dbUrl = () => {
  const u = new URL(SERVER_URL);
  u.pathname = `/${dbName}`;
  return u.toString();
};

/** One token for the anti-forgery cookie and header (any 32 to 64 letters, digits, '-' or '_'). */
const TOKEN = randomBytes(24).toString('base64url');
const PIECES = 60;
const BURST = 40;
const ADDRESS_LIMIT = 30;
const run = randomBytes(2).toString('hex').toUpperCase();
const tagOf = (i: number) => `TP${run}-${String(i).padStart(3, '0')}`;
const WATCH_PRICE = 50_000;

interface Shop {
  name: string;
  port: number;
  proc: ChildProcess;
  output: () => string;
}
const shops: Shop[] = [];
let dataRoot = '';
let smtp: SMTPServer;
let smtpPort = 0;
/** The outbox id of every message the SMTP peer received (a mail's Message-ID carries it). */
const received: number[] = [];
let db: pg.Client;

const execFileP = promisify(execFile);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The owner's command line against the shared database. */
const shopCommand = (...args: string[]) =>
  execFileP('npx', ['tsx', 'cli/shop.ts', ...args], {
    env: { ...process.env, DATABASE_URL: dbUrl(), DATA_DIR: path.join(dataRoot, 'cli') },
  });

async function startShop(name: string): Promise<Shop> {
  const srv = http.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as AddressInfo;
  await new Promise((r) => srv.close(r));
  let out = '';
  const proc = spawn(process.execPath, ['build/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataRoot, name),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: dbUrl(),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LOG_LEVEL: 'warn',
      // The shop's own per-guest limits (5 forms, 10 orders a minute), and a ceiling per address a test can reach.
      FORM_RATE_LIMIT: '',
      ORDER_RATE_LIMIT: '',
      ADDRESS_RATE_LIMIT: String(ADDRESS_LIMIT),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout?.on('data', (b: Buffer) => (out += b.toString()));
  proc.stderr?.on('data', (b: Buffer) => (out += b.toString()));
  const shop = { name, port, proc, output: () => out };
  for (let i = 0; i < 600; i++) {
    if (proc.exitCode !== null) throw new Error(`shop ${name} exited: ${out}`);
    const ready = await call(shop, 'GET', '/readyz').catch(() => null);
    if (ready?.status === 200) return shop;
    await sleep(100);
  }
  throw new Error(`shop ${name} did not answer: ${out}`);
}

interface Answer {
  status: number;
  json: { message?: string; orderNo?: string; K24?: number; Status?: string } | null;
}

/** One request to a shop over loopback, from a chosen loopback source address. */
function call(
  shop: Shop,
  method: string,
  urlPath: string,
  body?: unknown,
  opts: { from?: string; key?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = http.request(
      {
        host: '127.0.0.1',
        port: shop.port,
        method,
        path: urlPath,
        localAddress: opts.from,
        agent: false,
        headers: {
          connection: 'close',
          cookie: `XSRF-TOKEN=${TOKEN}`,
          'x-xsrf-token': TOKEN,
          ...(opts.key ? { 'idempotency-key': opts.key } : {}),
          ...(data ? { 'content-type': 'application/json', 'content-length': String(data.length) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          let json: Answer['json'] = null;
          try {
            json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer['json'];
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode ?? 0, json });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(data);
  });
}

const guest = (i: number) => ({ email: `guest${i}@example.com`, phone: `0312${String(1000000 + i)}` });
const contactForm = (who: { email: string; phone: string }) => ({
  UserData: { title: 'Contact Form', fullName: 'Two Shops', reason: 'My Order', message: 'Hello', ...who },
});
const order = (i: number, tagNo: string) => ({
  Stock: [{ TagNo: tagNo, selectedSize: '-', Qty: 1 }],
  UserData: {
    FirstName: 'Guest',
    LastName: String(i),
    Email: `buyer${i}@example.com`,
    Address: `${i} Mall Road`,
    Address2: '',
    City: 'Lahore',
    PhoneNo: `0333${String(1000000 + i)}`,
    Tracking_ID: String(Date.now()),
  },
  NetPrice: WATCH_PRICE,
  Delivery: { selectedDeliveryOption: 'free' },
  Payment: { selectedPaymentMethod: 'bacs_allied_bank' },
  termsAccepted: true,
});

test.beforeAll(async () => {
  test.setTimeout(360_000);
  dataRoot = await mkdtemp(path.join(tmpdir(), 'zewar-two-'));
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();

  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      let text = '';
      stream.on('data', (c: Buffer) => (text += c.toString('utf8')));
      stream.on('end', () => {
        const id = /^Message-ID: <outbox-(\d+)\./im.exec(text)?.[1];
        if (id) received.push(Number(id));
        done();
      });
    },
  });
  // A shop killed mid-conversation resets its connection: the peer reports it as an error, which is no failure here.
  smtp.on('error', () => undefined);
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  smtpPort = (smtp.server.address() as AddressInfo).port;

  // The shared database: the schema, pieces of their own (watches at a fixed price) and a gold rate, by the owner's
  // command line; with stock in it, the shops do not load the demo catalogue.
  const header =
    'TagNo,ItemName,ItemType,ItemPriceD,IsMens,Description,GrossWeight,NetWeight,WastePerGm,Karat,FixedPrice,TotalMaking,SilverSalePrice,DesignName,Status,Pieces,Images,SubItem,StoneName,StoneTypeName,StonePrice,StoneSalePrice,StoneWeight';
  const rows = Array.from(
    { length: PIECES },
    (_, i) =>
      `${tagOf(i)},Watches,Watches,Two Shops Watch ${i},yes,A watch.,120,0,0,,${WATCH_PRICE},0,0,,available,1,,,,,,,`,
  );
  const file = path.join(dataRoot, 'stock.csv');
  await writeFile(file, [header, ...rows].join('\n'));
  await shopCommand('stock', 'import', file);
  await shopCommand('rates', 'set', '30000');
  db = new pg.Client({ connectionString: dbUrl() });
  await db.connect();

  shops.push(...(await Promise.all([startShop('a'), startShop('b')])));
});

test.afterAll(async () => {
  for (const s of shops) if (s.proc.exitCode === null && s.proc.signalCode === null) s.proc.kill('SIGKILL');
  await db?.end().catch(() => undefined);
  await new Promise((r) => (smtp ? smtp.close(() => r(undefined)) : r(undefined)));
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  await rm(dataRoot, { recursive: true, force: true, maxRetries: 5 });
});

const [a, b] = [() => shops[0] as Shop, () => shops[1] as Shop];

test("the limits are counted once for both shops, and the page says so in the shop's words", async ({ page }) => {
  // One guest, alternating between the shops: the 6th form in the minute is refused by either.
  const who = guest(1);
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++)
    statuses.push(
      (await call(i % 2 ? b() : a(), 'POST', '/api/mail/inquiryMail', contactForm(who), { from: '127.0.9.1' })).status,
    );
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

  // The same guest on the contact page of the other shop: the page says so in the shop's words and keeps the form.
  await page.goto(`http://127.0.0.1:${b().port}/contact`);
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Full Name').fill('Two Shops');
  await form.getByLabel('Email').fill(who.email);
  await form.getByLabel('Reason').selectOption('My Order');
  await form.getByLabel('Phone').fill(who.phone);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('alert')).toContainText(
    /You have sent several forms in the last minute\. Please try again in \d+ seconds?\./,
  );
  await expect(form.getByLabel('Full Name')).toHaveValue('Two Shops');

  // Many guests behind one address: the address's ceiling is counted across both shops.
  const from = '127.0.9.2';
  const many: number[] = [];
  for (let i = 0; i < ADDRESS_LIMIT; i++)
    many.push(
      (await call(i % 2 ? b() : a(), 'POST', '/api/mail/inquiryMail', contactForm(guest(100 + i)), { from })).status,
    );
  expect(many).toEqual(Array(ADDRESS_LIMIT).fill(200));
  for (const shop of [a(), b()]) {
    const over = await call(shop, 'POST', '/api/mail/inquiryMail', contactForm(guest(200)), { from });
    expect(over.status).toBe(429);
    expect(over.json?.message).toMatch(/^Many forms have come from your network in the last minute/);
  }
});

test("a change reaches the other shop's caches within a second", async () => {
  // The owner's command line sets a rate: both shops, each holding the old one, show the new one within a second.
  for (const shop of [a(), b()]) expect((await call(shop, 'GET', '/api/dashboard/goldrate')).json?.K24).toBe(30_000);
  await shopCommand('rates', 'set', '30500');
  const set = Date.now();
  for (const shop of [a(), b()]) {
    await expect
      .poll(async () => (await call(shop, 'GET', '/api/dashboard/goldrate')).json?.K24, {
        timeout: 1000,
        intervals: [25],
      })
      .toBe(30_500);
  }
  expect(Date.now() - set).toBeLessThan(1000);

  // A piece B shows for sale, ordered through A: B shows it reserved within a second.
  const tag = tagOf(PIECES - 1);
  const item = `/api/dashboard/EcomStockItem?tagNo=${encodeURIComponent(tag)}`;
  expect((await call(b(), 'GET', item)).json?.Status).toBe('available');
  const placed = await call(a(), 'POST', '/api/sale/e-Sales', order(999, tag), {
    from: '127.0.9.3',
    key: randomUUID(),
  });
  expect(placed.json?.message).toBe('Success');
  const ordered = Date.now();
  await expect
    .poll(async () => (await call(b(), 'GET', item)).json?.Status, { timeout: 1000, intervals: [25] })
    .toBe('reserved');
  expect(Date.now() - ordered).toBeLessThan(1000);
});

test('an order placed through one shop reaches a back office open on the other within 2 s', async () => {
  // A member added by the owner's command line, signed in on B, B's alerts stream open (docs/behaviour.md §11.13).
  const who = await memberFromCommandLine('staff', 'Alerts', `alerts-${run.toLowerCase()}`, {
    DATABASE_URL: dbUrl(),
    DATA_DIR: path.join(dataRoot, 'cli'),
  });
  const session = await sessionCookie(`http://127.0.0.1:${b().port}`, who);
  const heard: { text: string; at: number }[] = [];
  const stream = http.get(
    {
      host: '127.0.0.1',
      port: b().port,
      path: '/api/admin/alerts/stream',
      agent: false,
      headers: { accept: 'text/event-stream', cookie: session },
    },
    (res) => res.on('data', (chunk: Buffer) => heard.push({ text: chunk.toString(), at: Date.now() })),
  );
  try {
    await expect.poll(() => heard.some((h) => h.text.includes('event: ready'))).toBe(true);
    const latencies: number[] = [];
    for (const i of [3, 4, 5]) {
      const sent = Date.now();
      const placed = await call(a(), 'POST', '/api/sale/e-Sales', order(900 + i, tagOf(PIECES - i)), {
        from: '127.0.9.4',
        key: randomUUID(),
      });
      expect(placed.json?.message).toBe('Success');
      const answered = Date.now();
      const mark = `"orderNo":"${placed.json?.orderNo}"`;
      await expect.poll(() => heard.some((h) => h.text.includes(mark)), { timeout: 2000, intervals: [10] }).toBe(true);
      const at = heard.find((h) => h.text.includes(mark))?.at ?? 0;
      expect(at - sent).toBeLessThan(2000);
      latencies.push(at - answered);
    }
    console.log(`alert from shop A to a back office on shop B, after A's answer: ${latencies.join(', ')} ms`);
  } finally {
    stream.destroy();
  }
});

test('the two outbox workers send each mail exactly once', async () => {
  await expect
    .poll(
      async () =>
        (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE status <> 'sent'")).rows[0]?.n,
      {
        timeout: 30_000,
      },
    )
    .toBe(0);
  const ids = (await db.query<{ id: number }>('SELECT id FROM outbox ORDER BY id')).rows.map((r) => r.id);
  expect(ids.length).toBeGreaterThan(30);
  expect([...received].sort((x, y) => x - y)).toEqual(ids);
});

test('20 guests buy the same piece at once through both shops: one order, 19 told it is reserved', async () => {
  // A piece no other test orders (the last is ordered above, the first BURST by the kill below).
  const tag = tagOf(PIECES - 2);
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      call(shops[i % 2] as Shop, 'POST', '/api/sale/e-Sales', order(200 + i, tag), {
        from: `127.0.11.${i + 2}`,
        key: randomUUID(),
      }),
    ),
  );
  expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
  const lines = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM order_line WHERE tag_no = $1', [tag]);
  expect(lines.rows[0]?.n).toBe(1);
});

test('a shop killed with SIGKILL during a burst of orders loses and doubles none', async () => {
  interface Placed {
    key: string;
    orderNos: Set<string>;
    final: Answer | null;
    attempts: number;
  }
  const results: Placed[] = [];
  let answered = 0;
  const killAfter = Math.floor(BURST / 3);
  let killed = false;
  /** Order i, sent first to shop i % 2 and, whenever a shop does not answer, to the other (a load balancer's retry). */
  const place = async (i: number) => {
    const r: Placed = { key: randomUUID(), orderNos: new Set(), final: null, attempts: 0 };
    results.push(r);
    for (let attempt = 0; attempt < 8; attempt++) {
      const shop = shops[(i + attempt) % 2] as Shop;
      r.attempts += 1;
      const res = await call(shop, 'POST', '/api/sale/e-Sales', order(i, tagOf(i)), {
        from: `127.0.10.${i + 2}`,
        key: r.key,
      }).catch(() => null);
      if (res?.status === 200 && res.json?.orderNo) {
        r.orderNos.add(res.json.orderNo);
        r.final = res;
        break;
      }
      if (res && res.status < 500) {
        r.final = res;
        break;
      }
      await sleep(100 * 2 ** attempt);
    }
    answered += 1;
    if (answered >= killAfter && !killed) {
      killed = true;
      a().proc.kill('SIGKILL');
    }
  };
  const queue = Array.from({ length: BURST }, (_, i) => i);
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      for (let i = queue.shift(); i !== undefined; i = queue.shift()) await place(i);
    }),
  );
  expect(killed).toBe(true);
  expect(a().proc.signalCode ?? (await new Promise((r) => a().proc.once('exit', (_c, s) => r(s))))).toBe('SIGKILL');

  // The kill mattered: orders sent to the killed shop were retried on the other.
  expect(results.filter((r) => r.attempts > 1).length).toBeGreaterThan(0);
  // Every order was answered Success, under one order number, and is in the database exactly once.
  expect(results.filter((r) => r.final?.json?.message !== 'Success')).toEqual([]);
  expect(results.every((r) => r.orderNos.size === 1)).toBe(true);
  const stored = await db.query<{ key: string; orders: number; order_no: string }>(
    'SELECT idempotency_key AS key, count(*)::int AS orders, min(order_no) AS order_no FROM orders WHERE idempotency_key = ANY($1) GROUP BY idempotency_key',
    [results.map((r) => r.key)],
  );
  expect(stored.rows.length).toBe(BURST);
  for (const row of stored.rows) {
    expect(row.orders).toBe(1);
    expect([...(results.find((r) => r.key === row.key)?.orderNos ?? [])]).toEqual([row.order_no]);
  }
  // No piece is in two orders.
  const lines = await db.query<{ tag: string; n: number }>(
    'SELECT tag_no AS tag, count(*)::int AS n FROM order_line GROUP BY tag_no HAVING count(*) > 1',
  );
  expect(lines.rows).toEqual([]);

  // Mail: none sent twice; whatever the killed shop had claimed waits for its lease, unsent but not lost.
  const sent = new Set(received);
  expect(sent.size).toBe(received.length);
  const rows = (await db.query<{ id: number; status: string }>('SELECT id, status FROM outbox')).rows;
  for (const row of rows) if (row.status === 'sent') expect(sent.has(row.id)).toBe(true);
  expect(b().output()).not.toMatch(/request failed/);
});
