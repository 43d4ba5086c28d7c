// Failures nobody expected (docs/decisions/021): a database error is a plain 500, an unreachable database a 503,
// neither says anything of the inside, and a failed order or form leaves no file behind.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRunningServer } from '../../server/start/command-bridge';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { localFiles } from '../../server/files/shop-files';
import { orders } from '../../server/db/schema';
import { RETRY_AFTER_SECONDS, SERVER_ERROR, UNAVAILABLE } from '../../server/http/errors';
import { USAGE } from '../../server/owner/commands';
import { FORMS, formCounts, jpegPart, phoneJpeg, postInquiry, postSizeForm, RING, sizeForm } from './form-helpers';
import {
  failInserts,
  createBridgedApp,
  createTestApp,
  GUEST,
  postSale,
  saleFor,
  saleForm,
  seedFixture,
  slipWithGps,
  type TestApp,
  xsrfToken,
} from './helpers';

/** DATA_DIR as the file store, as a TestApp carries it. */
const localFilesOf = (dataDir: string) => {
  const files = localFiles(dataDir);
  return { store: files.store, files };
};

let t: TestApp;
let adminToken = '';

beforeAll(async () => {
  const bridged = await createBridgedApp();
  t = bridged.t;
  await seedFixture(t);
  await bridged.announce(3000);
  adminToken = (await readRunningServer(t.dataDir))?.token ?? '';
  expect(adminToken).not.toBe('');
});

afterAll(async () => {
  await t?.close();
});

/** The files under DATA_DIR/uploads/{kind}. */
const uploads = async (kind: string) => (await readdir(path.join(t.dataDir, 'uploads', kind)).catch(() => [])).sort();

const breakInserts = (table: string) => failInserts(t, table);

const plain500 = (res: { status: number; body: unknown }) => {
  expect(res.status).toBe(500);
  expect(res.body).toEqual({ message: SERVER_ERROR, reference: expect.stringMatching(/^[0-9a-f]{10}$/) });
};

describe('a database failure while placing an order', () => {
  it('answers a plain 500 and keeps neither the order nor its slip; the retry places it with one slip', async () => {
    const sale = await saleFor(t, [{ TagNo: 'T-SIL-1' }]);
    const slip = await slipWithGps();
    const form = () => saleForm(sale, { data: slip, name: 'slip.png', type: 'image/png' });
    const key = 'failure-then-retry';

    const repair = await breakInserts('outbox');
    const failed = await postSale(t, form(), { idempotencyKey: key }).finally(repair);
    plain500(failed);
    expect(await t.database.db.$count(orders)).toBe(0);
    expect(await uploads('slips')).toEqual([]);

    const placed = await postSale(t, form(), { idempotencyKey: key });
    expect(placed.status).toBe(200);
    const files = await uploads('slips');
    expect(files).toHaveLength(1);
    const [row] = await t.database.db
      .select({ slipFile: orders.slipFile })
      .from(orders)
      .where(eq(orders.orderNo, String(placed.body.orderNo)));
    expect(row?.slipFile).toBe(`uploads/slips/${files[0] ?? ''}`);

    // The same key again: the first answer, and no second file.
    const again = await postSale(t, form(), { idempotencyKey: key });
    expect(again.body).toEqual(placed.body);
    expect(await uploads('slips')).toEqual(files);
  });

  it('a refused order with a slip leaves no file either', async () => {
    const before = await uploads('slips');
    const sale = await saleFor(t, [{ TagNo: 'T-SIL-2' }]);
    const res = await postSale(
      t,
      saleForm(
        { ...sale, NetPrice: sale.NetPrice + 1 },
        { data: await slipWithGps(), name: 's.png', type: 'image/png' },
      ),
    );
    expect(res.status).toBe(409);
    expect(await uploads('slips')).toEqual(before);
  });
});

describe('a database failure while storing a form', () => {
  it('a size request answers a plain 500; nothing is stored and its photos are removed', async () => {
    const before = await formCounts(t);
    const photo = jpegPart(await phoneJpeg());
    const repair = await breakInserts('outbox');
    const res = await postSizeForm(t, sizeForm(RING, { fingerImage: photo, ringImage: photo })).finally(repair);
    plain500(res);
    expect(await formCounts(t)).toEqual(before);
    expect(await uploads('inquiries')).toEqual([]);
  });

  it('a contact form answers a plain 500', async () => {
    const repair = await breakInserts('inquiry');
    plain500(await postInquiry(t, FORMS.contact).finally(repair));
    expect((await postInquiry(t, FORMS.contact)).status).toBe(200);
  });
});

describe("the owner's commands through the running shop (POST /_admin/run)", () => {
  const run = (args: unknown, opts: { token?: string; from?: string } = {}) =>
    t.app
      .inject({
        method: 'POST',
        url: '/_admin/run',
        headers: { 'x-admin-token': opts.token ?? adminToken },
        remoteAddress: opts.from ?? '127.0.0.1',
        payload: { args },
      })
      .then((res) => ({ status: res.statusCode, body: res.json<Record<string, unknown>>() }));

  it('runs a command and answers its output', async () => {
    const res = await run(['rates', 'show']);
    expect(res.status).toBe(200);
    expect(res.body.output).toMatch(/^2026-11-22 {2}24K /);
  });

  it('refuses another machine or a wrong token with 403', async () => {
    expect(await run(['rates', 'show'], { token: 'x'.repeat(adminToken.length) })).toEqual({
      status: 403,
      body: { message: 'Forbidden' },
    });
    expect((await run(['rates', 'show'], { from: '10.0.0.9' })).status).toBe(403);
  });

  it('a command it does not know is a 400 with the usage', async () => {
    expect(await run(['orders', 'dance'])).toEqual({ status: 400, body: { message: USAGE } });
    expect((await run('orders list')).status).toBe(400);
  });

  it('a bad stock record is a 400 naming the record and the field', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'zewar-stock-'));
    try {
      const file = path.join(dir, 'stock.json');
      await writeFile(
        file,
        JSON.stringify([
          { TagNo: 'OK-1', ItemName: 'Rings', ItemType: 'Silver', FixedPrice: 5000 },
          { TagNo: 'BAD-1', ItemName: 'Rings', ItemType: 'Gold', NetWeight: 'heavy' },
        ]),
      );
      const res = await run(['stock', 'import', file]);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('record 2 (BAD-1): NetWeight: must be a number');
      expect(res.body.message).toMatch(/\n0 added, 0 updated, 0 removed, 1 errors$/);
      const missing = await run(['stock', 'import', path.join(dir, 'none.csv')]);
      expect(missing).toEqual({
        status: 400,
        body: {
          message: `Cannot read the stock file ${path.join(dir, 'none.csv')}: there is no such file`,
          errors: [{ field: 'FILE', message: expect.any(String) }],
        },
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    expect((await run(['stock', 'list'])).body.output).not.toContain('OK-1'); // nothing of a refused file is kept
  });

  it('an unexpected failure is a plain 500, not a 400 carrying the database message', async () => {
    const repair = await breakInserts('gold_rate');
    const res = await run(['rates', 'set', '33000', '2026-11-23']).finally(repair);
    plain500(res);
  });
});

describe('a database out of reach answers 503 with Retry-After and a plain message', () => {
  const expect503 = (res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) => {
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(res.json()).toEqual({ message: UNAVAILABLE, reference: res.headers['x-request-id'] });
  };
  const ORDER = {
    Stock: [{ TagNo: 'T-SIL-1', selectedSize: '-', Qty: 1 }],
    UserData: GUEST,
    NetPrice: 12750,
    Delivery: { selectedDeliveryOption: 'free' },
    Payment: { selectedPaymentMethod: 'bacs_allied_bank' },
    termsAccepted: true,
  };
  const post = async (down: TestApp, url: string, payload: unknown) => {
    const token = await xsrfToken(down);
    return down.app.inject({
      method: 'POST',
      url,
      headers: { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
      payload: payload as Record<string, unknown>,
    });
  };

  it('once the database is closed: a read, an order and a form', async () => {
    const down = await createTestApp();
    try {
      await down.database.close();
      expect503(await down.app.inject({ url: '/api/dashboard/goldrate' }));
      expect503(await post(down, '/api/sale/e-Sales', ORDER));
      expect503(await post(down, '/api/mail/inquiryMail', { UserData: FORMS.contact }));
    } finally {
      await down.close();
    }
  });

  it('when PostgreSQL refuses the connection', async () => {
    const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/zewar' });
    const dataDir = await mkdtemp(path.join(tmpdir(), 'zewar-down-'));
    const built = await buildApp({ database, dataDir, publicUrl: 'http://localhost:3000', logLevel: 'silent' });
    const down: TestApp = { ...built, database, dataDir, ...localFilesOf(dataDir), close: async () => undefined };
    try {
      expect503(await down.app.inject({ url: '/api/dashboard/EcomStock?ItemName=Rings' }));
      expect503(await post(down, '/api/sale/e-Sales', ORDER));
    } finally {
      await built.app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
