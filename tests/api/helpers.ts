import { afterAll, beforeAll, expect, inject } from 'vitest';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { ratesFrom24k } from '../../core/pricing';
import type { StockImport } from '../../core/stock-schema';
import { buildApp, type App, type AppOptions } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { LocalStore } from '../../server/files/local-store';
import { localFiles, type ShopFiles } from '../../server/files/shop-files';
import type { FileStore } from '../../server/files/store';
import {
  DEFAULT_ADDRESS_RATE_LIMIT,
  DEFAULT_FORM_RATE_LIMIT,
  DEFAULT_ORDER_RATE_LIMIT,
} from '../../server/http/rate-limits';
import { auditLog, stockItems } from '../../server/db/schema';
import { runOwnerCommand } from '../../server/owner/commands';
import { registerAdmin } from '../../server/start/command-bridge';
import { setGoldRate } from '../../server/services/gold-rates';
import { importStock } from '../../server/services/stock-import';

export interface TestApp extends App {
  database: Database;
  dataDir: string;
  /** The shop's file store: DATA_DIR itself unless the test gave one (an S3-compatible server's). */
  store: FileStore;
  /** The store and DATA_DIR, as the services take them. */
  files: ShopFiles;
  close(): Promise<void>;
}

/**
 * A fresh database per test file: in-memory PGlite, or, when DATABASE_URL is set, a schema of its own on
 * that PostgreSQL server (dropped on close). The app is built without the page renderer.
 */
/** The shop's own limits (its defaults when nothing is set), for the files that test them. */
export const SHOP_LIMITS = {
  formRateLimit: DEFAULT_FORM_RATE_LIMIT,
  orderRateLimit: DEFAULT_ORDER_RATE_LIMIT,
  addressRateLimit: DEFAULT_ADDRESS_RATE_LIMIT,
};

/** The migrated embedded database tests/api/global-setup.ts made, read once per file. */
let template: Promise<Blob> | undefined;
const pgliteTemplate = () => (template ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes])));

export async function createTestApp(
  /** The app's options; `store` gives it a file store other than DATA_DIR (tests/support/s3-server.ts). */
  options: Partial<Omit<AppOptions, 'database' | 'dataDir'>> = {},
  /** Adds to the app before it is made ready (e.g. the owner's /_admin/run, which server/main.ts adds). */
  extend?: (built: App, database: Database, dataDir: string) => void,
): Promise<TestApp> {
  const url = process.env.DATABASE_URL;
  const pgSchema = url ? `t_${randomUUID().replace(/-/g, '').slice(0, 16)}` : undefined;
  const database = await openDatabase(url ? { url, pgSchema } : { template: await pgliteTemplate() });
  await database.migrate();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'zewar-test-'));
  const store = options.store ?? new LocalStore(dataDir);
  const built = await buildApp({
    database,
    dataDir,
    store,
    publicUrl: 'http://localhost:3000',
    logLevel: 'silent',
    // Tests send many forms and orders as one guest from one address: the files about the limits set their own.
    formRateLimit: 10_000,
    orderRateLimit: 10_000,
    addressRateLimit: 10_000,
    ...options,
  });
  extend?.(built, database, dataDir);
  await built.app.ready();
  return {
    ...built,
    database,
    dataDir,
    store,
    files: { store, dataDir },
    async close() {
      await built.app.close();
      await database.close();
      if (url && pgSchema) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`);
        await client.end();
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A test app with the owner's command bridge on it (server/start/command-bridge.ts, as a running shop on the embedded
 * database has), and the call that writes DATA_DIR/server.json for the command line with the port it listens on.
 */
export async function createBridgedApp(): Promise<{ t: TestApp; announce: (port: number) => Promise<void> }> {
  let announce: ((port: number) => Promise<void>) | undefined;
  const t = await createTestApp({}, (built, database, dataDir) => {
    announce = registerAdmin(
      built.app,
      database.db,
      built.services,
      localFiles(dataDir),
      'http://localhost:3000',
    ).announce;
  });
  return { t, announce: (port) => announce?.(port) ?? Promise.resolve() };
}

/**
 * The app of one test file: made (and loaded with FIXTURE when `seed`) before its tests, closed after them.
 * The returned object is filled in by beforeAll, so use it inside tests and hooks only.
 */
export function useTestApp({
  seed = false,
  ...options
}: { seed?: boolean } & Partial<Omit<AppOptions, 'database' | 'dataDir'>> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options));
    if (seed) await seedFixture(t);
  });
  afterAll(async () => {
    await t.close?.();
  });
  return t;
}

export const TODAY = '2026-11-22';
/** 24K at PKR 32,000 a gram: 22K = 29,333, 21K = 28,000, 18K = 24,000. */
export const TEST_RATE = ratesFrom24k(32_000, TODAY);

/** A small catalogue whose prices can be worked out by hand. */
export const FIXTURE: StockImport[] = [
  {
    TagNo: 'T-RING-1',
    ItemName: 'Rings',
    ItemPriceD: '22K Gold Floral Ring',
    ItemType: 'Gold',
    NetWeight: 5,
    GrossWeight: 5.2,
    WastePerGm: 0.1,
    Karat: 22,
    TotalMaking: 8000,
    DesignName: 'Floral',
    Description: 'A floral band in 22 karat gold.',
    Images: ['T-RING-1-1.webp', 'T-RING-1-2.webp'],
    SubItem: ['16', '18'],
    Status: 'available',
    Pieces: 5,
  },
  {
    TagNo: 'T-BRAS-1',
    ItemName: 'Brasclate',
    ItemPriceD: 'Twisted Rope Bracelet',
    ItemType: 'Gold',
    NetWeight: 12,
    WastePerGm: 0.08,
    Karat: 21,
    TotalMaking: 15000,
    DesignName: 'Twisted Rope',
    Description: 'Rope bracelet.',
    Images: ['T-BRAS-1-1.webp'],
  },
  {
    TagNo: 'T-DIA-1',
    ItemName: 'Diamond',
    ItemType: 'Diamond',
    NetWeight: 3,
    WastePerGm: 0.1,
    Karat: 18,
    TotalMaking: 20000,
    Description: 'Solitaire pendant.',
    Images: ['T-DIA-1-1.webp'],
    StoneDetails: [
      { Price: 250000, SalePrice: 0, StoneWeight: 0.5, StoneTypeName: 'Diamond', StoneName: 'Round Brilliant VS1' },
    ],
  },
  {
    TagNo: 'T-SIL-1',
    ItemName: 'Mens Rings',
    ItemType: 'Silver',
    SilverSalePrice: 12750,
    FixedPrice: 12750,
    Description: 'Sterling silver signet.',
    Images: ['T-SIL-1-1.webp'],
  },
  {
    TagNo: 'T-SIL-2',
    ItemName: 'Mens Rings',
    ItemType: 'Silver',
    SilverSalePrice: 8400,
    FixedPrice: 8400,
    Description: 'Plain band, no pictures yet.',
    Images: [],
  },
  {
    TagNo: 'T-WAT-1',
    ItemName: 'Mens Watches',
    ItemType: 'Watches',
    FixedPrice: 185500,
    Description: 'Automatic steel watch.',
    Images: ['T-WAT-1-1.webp', 'T-WAT-1-v.mp4'],
  },
];

export async function seedFixture(t: TestApp, records: StockImport[] = FIXTURE) {
  await setGoldRate(t.database.db, TEST_RATE);
  await importStock(t.database.db, records);
  t.services.invalidate();
}

let freshCount = 0;
/**
 * A piece of its own for one order: a copy of the FIXTURE record `base` under a new tag number (`T-SIL-2~7`), loaded
 * now. Every tag number is one piece and an order reserves it (docs/behaviour.md §4.13), so a test that orders
 * again orders another piece, priced as the original. Pictures are left out (their names are unique too).
 */
export async function freshPiece(t: TestApp, base = 'T-SIL-2', changes: Partial<StockImport> = {}): Promise<string> {
  const record = FIXTURE.find((r) => r.TagNo === base);
  if (!record) throw new Error(`No fixture record ${base}`);
  freshCount += 1;
  const TagNo = `${base}~${freshCount}`;
  await importStock(t.database.db, [{ ...record, Images: [], ...changes, TagNo }]);
  t.services.invalidate();
  return TagNo;
}

/** The stock Status of a piece as stored. */
export async function statusOf(t: TestApp, tagNo: string): Promise<string | undefined> {
  const [row] = await t.database.db
    .select({ status: stockItems.status })
    .from(stockItems)
    .where(eq(stockItems.tagNo, tagNo));
  return row?.status;
}

/** Answers a GET through inject with its JSON body parsed (the type is the test's claim, checked by its asserts). */
export async function getJson<T>(t: TestApp, url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { res, status: res.statusCode, body: res.json<T>() };
}

/** The first bytes of an MP4 file (an ftyp box): enough for the /Image route to stream as video. */
export const VIDEO_BYTES = Buffer.from('000000186674797069736f6d0000020069736f6d69736f326d703431', 'hex');

/**
 * Writes a real 900 x 900 WebP picture for every image name of the records into the shop's file store under
 * `images/` (videos get VIDEO_BYTES), as the owner's uploads would be.
 */
export async function writeFixtureImages(t: TestApp, records: StockImport[] = FIXTURE) {
  const picture = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#d4af37' } })
    .webp()
    .toBuffer();
  for (const name of records.flatMap((r) => r.Images ?? []))
    await t.store.put(`images/${name}`, /\.(mp4|webm|ogg)$/i.test(name) ? VIDEO_BYTES : picture);
}

// ---------------------------------------------------------------------------------------------------------
// Orders: anti-forgery token, the sale payload priced as the server prices it, and posting it.

/** A 4xx answer (docs/behaviour.md §10.10). */
export interface ErrorAnswer {
  message: string;
  errors?: { field: string; message: string }[];
}

let ipCounter = 0;
/**
 * A new client address for inject, so that tests placing many orders do not run into the per-address rate
 * limit on order placement (the rate limit has its own test with one address).
 */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** GET /api/xsrf and read the XSRF-TOKEN cookie it sets. */
export async function xsrfToken(t: TestApp): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/xsrf' });
  const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error(`GET /api/xsrf set no XSRF-TOKEN cookie (status ${res.statusCode})`);
  return cookie.value;
}

export interface SaleLine {
  TagNo: string;
  selectedSize?: string;
  Qty?: number;
}
export type DeliveryChoice =
  | { selectedDeliveryOption: 'free' }
  | { selectedDeliveryOption: 'paid'; selectedCountry: string }
  | { selectedDeliveryOption: 'collect'; collectionDate: string; cnicPassport: string; termsConditions: boolean };

export const GUEST = {
  FirstName: 'Ayesha',
  LastName: 'Khan',
  Email: 'Ayesha.Khan@example.com',
  Address: '12 Canal Road',
  Address2: 'Flat 3',
  City: 'Lahore',
  PhoneNo: '03001234567',
  Tracking_ID: '1763800000000',
};

/** The unit prices the catalogue shows for these tag numbers (the server's own figures). */
export async function pricesOf(t: TestApp, tagNos: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const tag of tagNos) {
    const item = await t.services.stockItem(tag);
    if (!item) throw new Error(`No item ${tag} in the test catalogue`);
    out.set(tag, item.Price);
  }
  return out;
}

/** A valid sale: NetPrice is the sum of the catalogue prices plus the given delivery charge. */
export async function saleFor(
  t: TestApp,
  lines: SaleLine[],
  delivery: DeliveryChoice = { selectedDeliveryOption: 'free' },
  charge = 0,
  user: Partial<typeof GUEST> = {},
) {
  const prices = await pricesOf(
    t,
    lines.map((l) => l.TagNo),
  );
  const NetPrice = Math.floor(lines.reduce((s, l) => s + (prices.get(l.TagNo) ?? 0), 0) + charge);
  return {
    Stock: lines.map((l) => ({ TagNo: l.TagNo, selectedSize: l.selectedSize ?? '-', Qty: l.Qty ?? 1 })),
    UserData: { ...GUEST, ...user },
    NetPrice,
    Delivery: delivery,
    Payment: { selectedPaymentMethod: 'bacs_allied_bank' },
    termsAccepted: true,
  };
}

export interface PostOptions {
  /** The anti-forgery token; null sends neither cookie nor header. */
  token?: string | null;
  /** Send this header value instead of the token (the cookie still carries the token). */
  header?: string;
  idempotencyKey?: string;
  ip?: string;
  headers?: Record<string, string>;
}

/** POST /api/sale/e-Sales through inject, as JSON or as multipart (FormData), with cookie and header. */
export const postSale = (t: TestApp, payload: unknown, opts: PostOptions = {}) =>
  postApi(t, '/api/sale/e-Sales', payload, opts);

/** POSTs to an API route through inject, as JSON or as multipart (FormData), with the anti-forgery cookie and header. */
export async function postApi(t: TestApp, url: string, payload: unknown, opts: PostOptions = {}) {
  const token = opts.token === undefined ? await xsrfToken(t) : opts.token;
  const headers: Record<string, string> = { ...opts.headers };
  if (token !== null) {
    headers.cookie = `XSRF-TOKEN=${token}`;
    headers['x-xsrf-token'] = opts.header ?? token;
  }
  if (opts.idempotencyKey) headers['idempotency-key'] = opts.idempotencyKey;
  const isForm = payload instanceof FormData;
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers,
    remoteAddress: opts.ip ?? nextIp(),
    ...(isForm
      ? { payload }
      : { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json', ...headers } }),
  });
  return { res, status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

/** What an order placed by `placeOrder` may change: a slip, collection, and the guest's own words. */
export interface OrderOptions {
  slip?: boolean;
  collect?: boolean;
  user?: Partial<typeof GUEST>;
  /** The fixture record the fresh piece is made from, and any changes to it (a silver band when left out). */
  piece?: { base: string; changes?: Partial<StockImport> };
  /** The language the guest orders in (the order's Language; not sent when left out, as an older storefront). */
  language?: 'en' | 'ur';
}

/**
 * Places an order for a piece of its own (collect, or delivered free within Pakistan; with a deposit slip when asked),
 * as the guest GUEST unless `user` says otherwise, and answers its number, total and piece.
 */
export async function placeOrder(t: TestApp, opts: OrderOptions = {}) {
  const tag = await freshPiece(t, opts.piece?.base, opts.piece?.changes);
  const delivery = opts.collect
    ? ({
        selectedDeliveryOption: 'collect',
        collectionDate: '2026-12-01',
        cnicPassport: '35202-1234567-1',
        termsConditions: true,
      } as const)
    : undefined;
  const base = await saleFor(t, [{ TagNo: tag }], delivery, 0, opts.user);
  const sale = opts.language ? { ...base, Language: opts.language } : base;
  const payload = opts.slip
    ? saleForm(sale, { data: await slipWithGps(), name: 'slip.jpg', type: 'image/jpeg' })
    : sale;
  const res = await postSale(t, payload);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return {
    orderNo: String(res.body.orderNo),
    total: Number(res.body.total),
    tag,
    statusUrl: String(res.body.statusUrl),
  };
}

/** The multipart form of an order: the order as JSON in `order`, the slip (if any) in `depositSlip`. */
export function saleForm(sale: unknown, slip?: { data: Buffer; name: string; type: string }): FormData {
  const form = new FormData();
  form.append('order', JSON.stringify(sale));
  if (slip) form.append('depositSlip', new Blob([new Uint8Array(slip.data)], { type: slip.type }), slip.name);
  return form;
}

/** A real PNG deposit slip carrying camera metadata (EXIF with GPS), as a phone would send it. */
export async function slipWithGps(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#f4efe6' } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><text x="20" y="60" font-size="40">Deposit 210000</text></svg>`,
        ),
        top: 0,
        left: 0,
      },
    ])
    .withExif({
      IFD0: { Make: 'PhoneCam', Model: 'X1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 30/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '74/1 20/1 0/1' },
    })
    .png()
    .toBuffer();
}

/** Entry `i` of a list (a query's rows, the mails sent, …); fails the test, saying so, when the list is shorter. */
export function at<T>(list: readonly T[], i: number, what = 'an entry'): T {
  const entry = list[i];
  if (entry === undefined) throw new Error(`Expected ${what} at index ${i}, but the list has ${list.length}`);
  return entry;
}

/**
 * Every route the app has registered, as `METHOD /path/{param}`, read from Fastify's route tree
 * (`printRoutes`: one node a line, a child's segment indented four characters under its parent's path).
 */
export function registeredRoutes(app: TestApp['app']): string[] {
  const out: string[] = [];
  const paths: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    const depth = (m[1] ?? '').length / 4;
    const path = (paths[depth - 1] ?? '') + (m[2] ?? '');
    paths.length = depth;
    paths.push(path);
    for (const method of (m[3] ?? '').split(', ').filter((x) => /^[A-Z]+$/.test(x)))
      out.push(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
  }
  return out;
}

/**
 * Makes every insert into `table` fail inside the database (as a full disk or a broken constraint would), with a
 * message no guest should see; returns what puts it right.
 */
export async function failInserts(t: TestApp, table: string): Promise<() => Promise<void>> {
  const db = t.database.db;
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION zewar_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'secret_internal_detail in %', TG_TABLE_NAME; END $$`),
  );
  await db.execute(
    sql.raw(`CREATE TRIGGER zewar_test_fail BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION zewar_test_fail()`),
  );
  return async () => {
    await db.execute(sql.raw(`DROP TRIGGER zewar_test_fail ON ${table}`));
  };
}

/**
 * `shop stock import` as the owner's command line runs it on the test's database, of a CSV file of `lines` written
 * under `dir` as `name`: what it prints, or its error.
 */
export function csvStockImport(t: TestApp, dir: string) {
  return async (name: string, lines: readonly string[]): Promise<string> => {
    const file = path.join(dir, name);
    await writeFile(file, `${lines.join('\n')}\n`);
    return runOwnerCommand(
      { db: t.database.db, dataDir: t.dataDir, store: t.store, publicUrl: 'http://localhost:3000' },
      ['stock', 'import', file],
    );
  };
}

/** The audit log's entries of a piece changed by hand (docs/behaviour.md §11.11): each field's old and new value. */
export function pieceEdits(t: TestApp, tagNo: string): Promise<{ old: string | null; now: string | null }[]> {
  return t.database.db
    .select({ old: auditLog.oldValue, now: auditLog.newValue })
    .from(auditLog)
    .where(and(eq(auditLog.subjectId, tagNo), eq(auditLog.action, 'edit')));
}
