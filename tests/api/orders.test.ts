import { randomUUID } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatPKR } from '../../core/format';
import { SHOP } from '../../core/shop';
import { runOwnerCommand } from '../../server/owner/commands';
import { historyOf } from '../../server/services/audit';
import { orderLines, orders, outbox } from '../../server/db/schema';
import type { OrderAnswer } from '../../core/api-schemas';
import {
  at,
  type ErrorAnswer,
  freshPiece,
  GUEST,
  nextIp,
  postSale,
  pricesOf,
  saleFor,
  saleForm,
  slipWithGps,
  statusOf,
  useTestApp,
  xsrfToken,
} from './helpers';

const ORDER_NO = /^NM-[2-9A-HJKMNP-Z]{6}$/;
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const t = useTestApp({ seed: true });
/** Runs an owner's command on this file's database, as `npm run shop -- ...` would. */
const owner = (args: string[]) =>
  runOwnerCommand({ db: t.database.db, dataDir: t.dataDir, publicUrl: 'http://localhost:3000' }, args);

beforeAll(async () => {
  await import('../../server/services/stock-import').then(({ importStock }) =>
    importStock(t.database.db, [
      {
        TagNo: 'T-SOLD-1',
        ItemName: 'Mens Rings',
        ItemType: 'Silver',
        SilverSalePrice: 9000,
        FixedPrice: 9000,
        Status: 'sold',
        Images: [],
      },
    ]),
  );
  t.services.invalidate();
});

async function counts() {
  const db = t.database.db;
  return { orders: await db.$count(orders), lines: await db.$count(orderLines), mails: await db.$count(outbox) };
}

async function orderRow(orderNo: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  if (!row) throw new Error(`No order ${orderNo} was stored`);
  return row;
}

const mailsOf = (orderNo: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(sql`${outbox.subject} LIKE ${`%${orderNo}%`}`)
    .orderBy(asc(outbox.id));

/** Expects a refusal that stores nothing: the status, a JSON message, and the same row counts as before. */
async function expectRefusedAndNothingStored(post: () => ReturnType<typeof postSale>, status: number | number[]) {
  const before = await counts();
  const { status: got, body, res } = await post();
  expect([status].flat()).toContain(got);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(typeof body.message).toBe('string');
  expect(String(body.message)).not.toMatch(/at .*\.(ts|js):\d+|SELECT|INSERT|stack/i);
  expect(await counts()).toEqual(before);
  return body as unknown as ErrorAnswer;
}

describe('a good order', () => {
  it('JSON order: answered Success with a readable number, a total and a status link', async () => {
    const sale = await saleFor(
      t,
      [{ TagNo: await freshPiece(t, 'T-RING-1'), selectedSize: '16' }, { TagNo: await freshPiece(t, 'T-SIL-1') }],
      { selectedDeliveryOption: 'paid', selectedCountry: 'United Kingdom' },
      11500,
    );
    const before = await counts();
    const { status, body } = await postSale(t, sale);
    expect(status).toBe(200);
    const answer = body as unknown as OrderAnswer;
    expect(answer.message).toBe('Success');
    expect(answer.orderNo).toMatch(ORDER_NO);
    expect(answer.total).toBe(sale.NetPrice);
    expect(answer.statusUrl).toMatch(/^http:\/\/localhost:3000\/orderstatus\?token=[\w-]{32,}$/);
    expect(await counts()).toEqual({ orders: before.orders + 1, lines: before.lines + 2, mails: before.mails + 2 });
  });

  it('is stored with its lines, the guest, the delivery and payment choices and two mails, in one transaction', async () => {
    const [ring, silver] = [await freshPiece(t, 'T-RING-1'), await freshPiece(t, 'T-SIL-1')];
    const prices = await pricesOf(t, [ring, silver]);
    expect(prices.get(silver)).toBe(12_000); // 12,750 rounded down to a multiple of 1000 (docs/behaviour.md §9.2)
    const sale = await saleFor(
      t,
      [{ TagNo: ring, selectedSize: '16' }, { TagNo: silver }],
      { selectedDeliveryOption: 'paid', selectedCountry: 'United Kingdom' },
      11500,
    );
    const { status, body } = await postSale(t, sale);
    expect(status).toBe(200);
    const answer = body as unknown as OrderAnswer;
    const row = await orderRow(answer.orderNo);
    expect(row).toMatchObject({
      orderNo: answer.orderNo,
      status: 'awaiting-payment',
      paidAt: null,
      trackingNo: null,
      cancelReason: null,
      note: '',
      firstName: GUEST.FirstName,
      lastName: GUEST.LastName,
      email: GUEST.Email,
      phone: GUEST.PhoneNo,
      address: GUEST.Address,
      address2: GUEST.Address2,
      city: GUEST.City,
      trackingId: GUEST.Tracking_ID,
      deliveryOption: 'paid',
      country: 'United Kingdom',
      deliveryCharge: 11500,
      collectionDate: null,
      cnicPassport: null,
      paymentMethod: 'bacs_allied_bank',
      slipFile: null,
      idempotencyKey: null,
      subtotal: (prices.get(ring) ?? 0) + 12_000,
      total: sale.NetPrice,
    });
    // Paid by bank transfer: the pieces are held for the order for RESERVE_DAYS (3 by default) from its placing.
    expect(row.statusChangedAt.getTime()).toBe(row.createdAt.getTime());
    expect(row.holdUntil?.getTime()).toBe(row.createdAt.getTime() + 3 * 86_400_000);
    expect(answer.statusUrl).toBe(`http://localhost:3000/orderstatus?token=${row.statusToken}`);
    expect(JSON.parse(row.answer)).toEqual(answer);

    const lines = await t.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, row.id))
      .orderBy(asc(orderLines.id));
    expect(
      lines.map(({ tagNo, itemName, displayName, itemType, size, unitPrice, qty }) => ({
        tagNo,
        itemName,
        displayName,
        itemType,
        size,
        unitPrice,
        qty,
      })),
    ).toEqual([
      {
        tagNo: ring,
        itemName: 'Rings',
        displayName: '22K Gold Floral Ring',
        itemType: 'Gold',
        size: '16',
        unitPrice: prices.get(ring),
        qty: 1,
      },
      {
        tagNo: silver,
        itemName: 'Mens Rings',
        displayName: 'Mens Rings',
        itemType: 'Silver',
        size: '-',
        unitPrice: 12_000,
        qty: 1,
      },
    ]);

    const mails = await mailsOf(answer.orderNo);
    expect(mails.map((m) => [m.kind, m.toAddress, m.replyTo, m.status])).toEqual([
      ['order-guest', GUEST.Email, SHOP.email, 'pending'],
      ['order-shop', SHOP.email, GUEST.Email, 'pending'],
    ]);
    // now() is the time the transaction began: the same stamp on the order and its mails shows one transaction.
    for (const m of mails) expect(m.createdAt.getTime()).toBe(row.createdAt.getTime());
  });

  it('collect from the showroom stores the collection date and ID; no delivery charge', async () => {
    const date = dayFromNow(5);
    const sale = await saleFor(t, [{ TagNo: await freshPiece(t, 'T-WAT-1') }], {
      selectedDeliveryOption: 'collect',
      collectionDate: date,
      cnicPassport: '35202-1234567-1',
      termsConditions: true,
    });
    const { status, body } = await postSale(t, sale);
    expect(status).toBe(200);
    const row = await orderRow(String(body.orderNo));
    expect(row).toMatchObject({
      deliveryOption: 'collect',
      collectionDate: date,
      cnicPassport: '35202-1234567-1',
      country: null,
      deliveryCharge: 0,
      total: 185_000,
    });
  });

  it('free delivery nationwide costs nothing', async () => {
    const sale = await saleFor(t, [{ TagNo: await freshPiece(t) }]);
    const { status, body } = await postSale(t, sale);
    expect(status).toBe(200);
    expect(body.total).toBe(8_000);
    expect(await orderRow(String(body.orderNo))).toMatchObject({
      deliveryOption: 'free',
      country: null,
      deliveryCharge: 0,
      total: 8_000,
    });
  });

  it('paid delivery to the default country charges its own 11900; a country outside the table 20000', async () => {
    const us = await postSale(
      t,
      await saleFor(
        t,
        [{ TagNo: await freshPiece(t) }],
        { selectedDeliveryOption: 'paid', selectedCountry: 'United States' },
        11_900,
      ),
    );
    expect(us.status).toBe(200);
    expect(us.body.total).toBe(19_900);
    const no = await postSale(
      t,
      await saleFor(
        t,
        [{ TagNo: await freshPiece(t) }],
        { selectedDeliveryOption: 'paid', selectedCountry: 'Norway' },
        20_000,
      ),
    );
    expect(no.status).toBe(200);
    expect(no.body.total).toBe(28_000);
  });

  it('each order gets its own number and its own token', async () => {
    const answers: OrderAnswer[] = [];
    for (let i = 0; i < 3; i++) {
      const { status, body } = await postSale(t, await saleFor(t, [{ TagNo: await freshPiece(t) }]));
      expect(status).toBe(200);
      answers.push(body as unknown as OrderAnswer);
    }
    expect(new Set(answers.map((a) => a.orderNo)).size).toBe(3);
    expect(new Set(answers.map((a) => a.statusUrl)).size).toBe(3);
  });
});

describe('the server is the price authority', () => {
  it('a tampered price (NetPrice 1000 less) is refused with 409 and nothing is stored', async () => {
    const sale = await saleFor(t, [{ TagNo: 'T-RING-1', selectedSize: '18' }]);
    const body = await expectRefusedAndNothingStored(
      () => postSale(t, { ...sale, NetPrice: sale.NetPrice - 1000 }),
      409,
    );
    expect(body.message).toMatch(/review your bag/i);
    expect(body.message).toContain(sale.NetPrice.toLocaleString('en-PK'));
    expect(body.errors?.map((e) => e.field)).toEqual(['NetPrice']);
  });

  it('NetPrice 1000 more is refused too (never silently repriced)', async () => {
    const sale = await saleFor(t, [{ TagNo: 'T-RING-1', selectedSize: '18' }]);
    await expectRefusedAndNothingStored(() => postSale(t, { ...sale, NetPrice: sale.NetPrice + 1000 }), 409);
  });

  it('a tampered delivery charge (paid to the United Kingdom priced with 0) is refused with 409', async () => {
    const sale = await saleFor(
      t,
      [{ TagNo: 'T-SIL-1' }],
      { selectedDeliveryOption: 'paid', selectedCountry: 'United Kingdom' },
      0,
    );
    const body = await expectRefusedAndNothingStored(() => postSale(t, sale), 409);
    expect(body.message).toMatch(/review your bag/i);
  });

  it('a delivery charge of another country is refused (Pakistan 0 for Ethiopia)', async () => {
    const sale = await saleFor(
      t,
      [{ TagNo: 'T-SIL-1' }],
      { selectedDeliveryOption: 'paid', selectedCountry: 'Ethiopia' },
      0,
    );
    await expectRefusedAndNothingStored(() => postSale(t, sale), 409);
  });

  it('an unknown tag number is refused with 400 naming the tag', async () => {
    const sale = await saleFor(t, [{ TagNo: 'T-SIL-1' }]);
    const body = await expectRefusedAndNothingStored(
      () => postSale(t, { ...sale, Stock: [...sale.Stock, { TagNo: 'NOPE-404', selectedSize: '-', Qty: 1 }] }),
      400,
    );
    expect(body.message).toContain('NOPE-404');
    expect(body.errors?.[0]?.field).toBe('Stock');
  });

  it('20 guests buying the same piece at once: one order, 19 told it was reserved meanwhile', async () => {
    const tag = await freshPiece(t, 'T-SIL-1');
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        postSale(t, await saleFor(t, [{ TagNo: tag }], undefined, 0, { Email: `buyer${i}@example.com` })),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.tagNo, tag));
    expect(lines).toHaveLength(1);
  });

  it('the same piece twice in one order is refused with 400 naming it, and nothing is stored or charged', async () => {
    const tag = await freshPiece(t, 'T-SIL-1');
    const sale = await saleFor(t, [{ TagNo: tag }, { TagNo: tag }]);
    const body = await expectRefusedAndNothingStored(() => postSale(t, sale), 400);
    expect(body.errors).toContainEqual({
      field: 'Stock.1.TagNo',
      message: `Each piece can be ordered once: ${tag} is in the order twice`,
    });
    expect(await statusOf(t, tag)).toBe('available');
  });

  it('a name or address line with a line break is refused, as the forms refuse it', async () => {
    const sale = await saleFor(t, [{ TagNo: await freshPiece(t, 'T-SIL-1') }]);
    for (const [field, value] of [
      ['FirstName', 'Ayesha\nBcc: all@example.com'],
      ['LastName', 'Khan\r\nX'],
      ['City', 'Lahore\u2028Karachi'],
      ['Address', '12 Canal Road\u0000'],
    ] as const) {
      const body = await expectRefusedAndNothingStored(
        () => postSale(t, { ...sale, UserData: { ...sale.UserData, [field]: value } }),
        400,
      );
      expect(
        body.errors?.map((e) => e.field),
        field,
      ).toContain(`UserData.${field}`);
    }
  });

  it('an item that can no longer be sold is refused by name', async () => {
    const sale = await saleFor(t, [{ TagNo: 'T-SOLD-1' }]);
    const body = await expectRefusedAndNothingStored(() => postSale(t, sale), 409);
    expect(body.message).toContain('T-SOLD-1');
    expect(body.message).toContain('Mens Rings');
  });

  it('bad input answers 400 naming the fields, never 500', async () => {
    const sale = await saleFor(t, [{ TagNo: 'T-SIL-1' }]);
    const cases: [unknown, string][] = [
      [{ ...sale, UserData: { ...sale.UserData, Email: 'nope' } }, 'UserData.Email'],
      [{ ...sale, Stock: [] }, 'Stock'],
      [{ ...sale, Payment: { selectedPaymentMethod: 'my_custom_gateway' } }, 'Payment.selectedPaymentMethod'],
      [{ ...sale, termsAccepted: false }, 'termsAccepted'],
      [
        { ...sale, Delivery: { selectedDeliveryOption: 'paid', selectedCountry: 'Atlantis' } },
        'Delivery.selectedCountry',
      ],
      [{ ...sale, NetPrice: 'lots' }, 'NetPrice'],
    ];
    for (const [payload, field] of cases) {
      const body = await expectRefusedAndNothingStored(() => postSale(t, payload), 400);
      expect(body.errors?.map((e) => e.field)).toContain(field);
    }
  });

  it('a body that is not JSON, or none at all, answers 400', async () => {
    const token = await xsrfToken(t);
    for (const payload of ['{"Stock":', '']) {
      const before = await counts();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sale/e-Sales',
        payload,
        remoteAddress: nextIp(),
        headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorAnswer>().message).toBeTruthy();
      expect(await counts()).toEqual(before);
    }
  });
});

describe('anti-forgery', () => {
  it('GET /api/xsrf sets a readable, SameSite cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/xsrf' });
    expect(res.statusCode).toBe(200);
    const c = res.cookies.find((x) => x.name === 'XSRF-TOKEN');
    expect(c?.value).toMatch(/^[\w-]{32,64}$/);
    expect(String(c?.sameSite).toLowerCase()).toBe('strict');
    expect(c?.httpOnly).toBeFalsy();
  });

  it('a missing X-XSRF-TOKEN header is refused with 403 and nothing is stored', async () => {
    const sale = await saleFor(t, [{ TagNo: 'T-SIL-1' }]);
    const token = await xsrfToken(t);
    const body = await expectRefusedAndNothingStored(
      () => postSale(t, sale, { token: null, headers: { cookie: `XSRF-TOKEN=${token}` } }),
      403,
    );
    expect(body.message).toMatch(/reload the page/i);
  });

  it('no cookie and no header is refused with 403', async () => {
    const sale = await saleFor(t, [{ TagNo: 'T-SIL-1' }]);
    await expectRefusedAndNothingStored(() => postSale(t, sale, { token: null }), 403);
  });

  it('a wrong header value is refused with 403', async () => {
    const sale = await saleFor(t, [{ TagNo: 'T-SIL-1' }]);
    const other = await xsrfToken(t);
    await expectRefusedAndNothingStored(
      () => postSale(t, sale, { header: other.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) }),
      403,
    );
    await expectRefusedAndNothingStored(() => postSale(t, sale, { header: `${other}x` }), 403);
  });

  it('a header without the cookie is refused with 403', async () => {
    const sale = await saleFor(t, [{ TagNo: 'T-SIL-1' }]);
    const token = await xsrfToken(t);
    await expectRefusedAndNothingStored(
      () => postSale(t, sale, { token: null, headers: { 'x-xsrf-token': token } }),
      403,
    );
  });

  it('a multipart order without the header is refused with 403', async () => {
    const sale = await saleFor(t, [{ TagNo: 'T-SIL-1' }]);
    const form = saleForm(sale, { data: await slipWithGps(), name: 'slip.png', type: 'image/png' });
    await expectRefusedAndNothingStored(() => postSale(t, form, { token: null }), 403);
  });
});

describe('the deposit slip', () => {
  it('a multipart order with a PNG slip carrying GPS is stored re-encoded as JPEG without any EXIF', async () => {
    const slip = await slipWithGps();
    const meta = await sharp(slip).metadata();
    expect(meta.format).toBe('png');
    expect(meta.exif?.length).toBeGreaterThan(0); // the test's input really carries camera metadata
    expect(slip.includes(Buffer.from('PhoneCam'))).toBe(true);

    const sale = await saleFor(t, [{ TagNo: await freshPiece(t, 'T-SIL-1') }]);
    const { status, body } = await postSale(t, saleForm(sale, { data: slip, name: 'IMG_2041.png', type: 'image/png' }));
    expect(status).toBe(200);
    expect(body.message).toBe('Success');
    const row = await orderRow(String(body.orderNo));
    expect(row.slipFile).toBeTruthy();
    const file = String(row.slipFile);
    const slipsDir = path.join(t.dataDir, 'uploads', 'slips');
    expect(file).toMatch(/^uploads\/slips\/[\w-]+\.jpg$/); // its key in the file store, DATA_DIR here
    expect(path.dirname(path.resolve(t.dataDir, file))).toBe(slipsDir);
    expect(await readdir(slipsDir)).toContain(path.basename(file));

    const stored = await readFile(path.resolve(t.dataDir, file));
    const storedMeta = await sharp(stored).metadata();
    expect(storedMeta.format).toBe('jpeg');
    expect(storedMeta.exif).toBeUndefined();
    expect(storedMeta.width).toBe(640);
    expect(stored.includes(Buffer.from('PhoneCam'))).toBe(false);
    expect(stored.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await stat(path.resolve(t.dataDir, file))).mode & 0o077).toBe(0); // readable by the shop only

    const shopMail = at(await mailsOf(String(body.orderNo)), 1, "the shop's mail");
    const attachments = JSON.parse(shopMail.attachments) as { key: string; contentType: string }[];
    expect(attachments).toHaveLength(1);
    const slipFile = at(attachments, 0);
    expect(slipFile.contentType).toBe('image/jpeg');
    expect(slipFile.key).toBe(file);
  });

  it('the slip is not reachable under /Image/ or any public URL', async () => {
    const rows = await t.database.db
      .select()
      .from(orders)
      .where(sql`${orders.slipFile} IS NOT NULL`)
      .limit(1);
    const name = path.basename(String(at(rows, 0, 'an order with a slip').slipFile));
    for (const url of [
      `/Image/${name}`,
      `/Image/..%2Fuploads%2Fslips%2F${name}`,
      `/Image/%2E%2E%2Fuploads%2Fslips%2F${name}`,
      `/uploads/slips/${name}`,
      `/slips/${name}`,
      `/${name}`,
      `/data/uploads/slips/${name}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['content-type'] ?? '', url).not.toMatch(/^image\//);
    }
  });

  it('a WebP slip and a GIF slip are accepted', async () => {
    for (const [type, data] of [
      [
        'image/webp',
        await sharp({ create: { width: 50, height: 50, channels: 3, background: '#fff' } })
          .webp()
          .toBuffer(),
      ],
      [
        'image/gif',
        await sharp({ create: { width: 50, height: 50, channels: 3, background: '#fff' } })
          .gif()
          .toBuffer(),
      ],
    ] as const) {
      const { status, body } = await postSale(
        t,
        saleForm(await saleFor(t, [{ TagNo: await freshPiece(t) }]), { data, name: 'slip', type }),
      );
      expect(status, type).toBe(200);
      expect((await orderRow(String(body.orderNo))).slipFile).toBeTruthy();
    }
  });

  it('a multipart order without a slip is fine (the slip is optional)', async () => {
    const { status, body } = await postSale(t, saleForm(await saleFor(t, [{ TagNo: await freshPiece(t) }])));
    expect(status).toBe(200);
    expect((await orderRow(String(body.orderNo))).slipFile).toBeNull();
  });

  it('a text file renamed .jpg is refused with 400 naming depositSlip, and nothing is stored', async () => {
    const sale = await saleFor(t, [{ TagNo: 'T-SIL-1' }]);
    const data = Buffer.from('This is not a picture, just a note pretending to be one.\n'.repeat(20));
    const body = await expectRefusedAndNothingStored(
      () => postSale(t, saleForm(sale, { data, name: 'slip.jpg', type: 'image/jpeg' })),
      400,
    );
    expect(body.message).toMatch(/deposit slip/i);
    expect(body.message).toMatch(/JPG, PNG, GIF or WebP/);
    expect(body.errors?.map((e) => e.field)).toEqual(['depositSlip']);
  });

  it('an SVG (a picture format not on the list) renamed .png is refused with 400', async () => {
    const sale = await saleFor(t, [{ TagNo: 'T-SIL-1' }]);
    const data = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    const body = await expectRefusedAndNothingStored(
      () => postSale(t, saleForm(sale, { data, name: 'slip.png', type: 'image/png' })),
      400,
    );
    expect(body.message).toMatch(/deposit slip/i);
  });

  it('a truncated PNG is refused with 400, not 500', async () => {
    const sale = await saleFor(t, [{ TagNo: 'T-SIL-1' }]);
    const data = (await slipWithGps()).subarray(0, 200);
    const body = await expectRefusedAndNothingStored(
      () => postSale(t, saleForm(sale, { data, name: 'slip.png', type: 'image/png' })),
      400,
    );
    expect(body.message).toMatch(/deposit slip/i);
  });

  it('a 6 MB file is refused with 400 or 413 and a clear message, never 500', async () => {
    const sale = await saleFor(t, [{ TagNo: 'T-SIL-1' }]);
    const big = await sharp({ create: { width: 2000, height: 2000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const data = Buffer.concat([big, Buffer.alloc(6 * 1024 * 1024 - big.length, 7)]);
    const body = await expectRefusedAndNothingStored(
      () => postSale(t, saleForm(sale, { data, name: 'slip.png', type: 'image/png' })),
      [400, 413],
    );
    expect(body.message).toMatch(/5 MB/);
    expect(body.message).toMatch(/deposit slip/i);
  });

  it('a file under another field name is refused with 400', async () => {
    const form = new FormData();
    form.append('order', JSON.stringify(await saleFor(t, [{ TagNo: 'T-SIL-1' }])));
    form.append('photo', new Blob([new Uint8Array(await slipWithGps())], { type: 'image/png' }), 'p.png');
    const body = await expectRefusedAndNothingStored(() => postSale(t, form), 400);
    expect(body.message).toContain('photo');
  });

  it('a multipart order whose `order` field is not JSON is refused with 400 naming order', async () => {
    const form = new FormData();
    form.append('order', '{not json');
    const body = await expectRefusedAndNothingStored(() => postSale(t, form), 400);
    expect(body.message).toMatch(/order/);
  });
});

describe('Idempotency-Key', () => {
  it('20 concurrent posts with one key (inject) all answer the same order; one order, two mails', async () => {
    const key = randomUUID();
    const sale = await saleFor(t, [{ TagNo: await freshPiece(t, 'T-RING-1'), selectedSize: '17' }]);
    const token = await xsrfToken(t);
    const before = await counts();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => postSale(t, sale, { token, idempotencyKey: key })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const numbers = new Set(results.map((r) => r.body.orderNo));
    expect(numbers.size).toBe(1);
    const orderNo = String([...numbers][0]);
    expect(orderNo).toMatch(ORDER_NO);
    for (const r of results) expect(r.body).toEqual(results[0]?.body);
    const rows = await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(rows.map((r) => r.orderNo)).toEqual([orderNo]);
    expect(await mailsOf(orderNo)).toHaveLength(2);
    expect(await counts()).toEqual({ orders: before.orders + 1, lines: before.lines + 1, mails: before.mails + 2 });
  });

  it('20 concurrent posts with one key over real HTTP: one order, the same answer to all', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const key = `http-${randomUUID()}`;
    const sale = await saleFor(t, [{ TagNo: await freshPiece(t, 'T-DIA-1') }]);
    const token = await xsrfToken(t);
    const payload = JSON.stringify(sale);
    const before = await counts();
    // Each retry from its own loopback address, so that the per-address rate limit does not answer instead.
    const post = (i: number) =>
      new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/sale/e-Sales',
            localAddress: `127.0.${Math.floor(i / 200) + 10}.${(i % 200) + 2}`,
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(payload),
              cookie: `XSRF-TOKEN=${token}`,
              'x-xsrf-token': token,
              'idempotency-key': key,
              connection: 'close',
            },
          },
          (res) => {
            let data = '';
            res.setEncoding('utf8');
            res.on('data', (c: string) => {
              data += c;
            });
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, body: JSON.parse(data) as Record<string, unknown> }),
            );
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => post(i)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.body.orderNo)).size).toBe(1);
    expect(results[0]?.body.message).toBe('Success');
    const rows = await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    expect(await mailsOf(String(results[0]?.body.orderNo))).toHaveLength(2);
    expect(await counts()).toEqual({ orders: before.orders + 1, lines: before.lines + 1, mails: before.mails + 2 });
  });

  it('a retry after the first answer returns it again and creates nothing', async () => {
    const key = randomUUID();
    const sale = await saleFor(t, [{ TagNo: await freshPiece(t) }]);
    const first = await postSale(t, sale, { idempotencyKey: key });
    expect(first.status).toBe(200);
    const before = await counts();
    const again = await postSale(t, sale, { idempotencyKey: key });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await counts()).toEqual(before);
  });

  it('a multipart retry with the same key stores no second order and no second slip', async () => {
    const key = randomUUID();
    const sale = await saleFor(t, [{ TagNo: await freshPiece(t) }]);
    const form = () => saleForm(sale, { data: Buffer.from(''), name: 'x', type: 'image/png' });
    const slipForm = async () =>
      saleForm(sale, { data: await slipWithGps(100, 100), name: 's.png', type: 'image/png' });
    const first = await postSale(t, await slipForm(), { idempotencyKey: key });
    expect(first.status).toBe(200);
    const slips = (await readdir(path.join(t.dataDir, 'uploads', 'slips'))).length;
    const before = await counts();
    const again = await Promise.all([
      postSale(t, await slipForm(), { idempotencyKey: key }),
      postSale(t, form(), { idempotencyKey: key }),
    ]);
    for (const r of again) expect(r.body).toEqual(first.body);
    expect(await counts()).toEqual(before);
    expect((await readdir(path.join(t.dataDir, 'uploads', 'slips'))).length).toBe(slips);
  });

  it('without a key, two identical posts make two orders', async () => {
    const sale = await saleFor(t, [{ TagNo: await freshPiece(t, 'T-SIL-2', { Status: 'order' }) }]);
    const before = await counts();
    const a = await postSale(t, sale);
    const b = await postSale(t, sale);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.orderNo).not.toBe(b.body.orderNo);
    expect((await counts()).orders).toBe(before.orders + 2);
  });

  it('different keys make different orders', async () => {
    const sale = await saleFor(t, [{ TagNo: await freshPiece(t, 'T-SIL-2', { Status: 'order' }) }]);
    const [a, b] = await Promise.all([
      postSale(t, sale, { idempotencyKey: randomUUID() }),
      postSale(t, sale, { idempotencyKey: randomUUID() }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.orderNo).not.toBe(b.body.orderNo);
  });

  it('a refused order does not use up its key: corrected and sent again with the key, it is placed', async () => {
    const key = randomUUID();
    const sale = await saleFor(t, [{ TagNo: await freshPiece(t) }]);
    const bad = await postSale(t, { ...sale, NetPrice: 1 }, { idempotencyKey: key });
    expect(bad.status).toBe(409);
    const good = await postSale(t, sale, { idempotencyKey: key });
    expect(good.status).toBe(200);
    expect(good.body.message).toBe('Success');
  });
});

describe('order lookup and the owner commands', () => {
  let answer: OrderAnswer;
  let ring = '';

  beforeAll(async () => {
    ring = await freshPiece(t, 'T-RING-1');
    const { status, body } = await postSale(
      t,
      await saleFor(
        t,
        [{ TagNo: ring, selectedSize: '16' }],
        { selectedDeliveryOption: 'paid', selectedCountry: 'Canada' },
        16_300,
        { Email: 'Zara.Look@Example.com', FirstName: 'Zara', LastName: 'Look' },
      ),
    );
    expect(status).toBe(200);
    answer = body as unknown as OrderAnswer;
  });

  it('found by order number plus the e-mail used, whatever its case', async () => {
    for (const email of ['Zara.Look@Example.com', 'zara.look@example.com', ' ZARA.LOOK@EXAMPLE.COM ']) {
      const o = await t.services.findOrder({ orderNo: answer.orderNo, email });
      expect(o?.orderNo, email).toBe(answer.orderNo);
    }
    const o = await t.services.findOrder({ orderNo: answer.orderNo.toLowerCase(), email: 'zara.look@example.com' });
    expect(o).toMatchObject({
      orderNo: answer.orderNo,
      status: 'awaiting-payment',
      trackingNo: null,
      cancelReason: null,
      name: 'Zara Look',
      deliveryOption: 'paid',
      country: 'Canada',
      deliveryCharge: 16_300,
      total: answer.total,
      shippedAt: null,
      deliveredAt: null,
    });
    expect(o?.address).toBe(`${GUEST.Address}, ${GUEST.Address2}, ${GUEST.City}, Canada`);
    expect(o?.holdUntil).toBeTruthy();
    expect(o?.statusChangedAt).toBe(o?.placedAt);
    expect(o?.lines).toEqual([
      expect.objectContaining({ tagNo: ring, displayName: '22K Gold Floral Ring', size: '16' }),
    ]);
    expect(o && 'note' in o).toBe(false); // the staff's note is never part of the guest's view
  });

  it('found by the token of the status link', async () => {
    const token = new URL(answer.statusUrl).searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect((await t.services.findOrder({ token }))?.orderNo).toBe(answer.orderNo);
  });

  it('a wrong pair, a wrong token or half a pair finds nothing', async () => {
    expect(await t.services.findOrder({ orderNo: answer.orderNo, email: GUEST.Email })).toBeNull();
    expect(await t.services.findOrder({ orderNo: 'NM-ZZZZZZ', email: 'zara.look@example.com' })).toBeNull();
    expect(await t.services.findOrder({ token: 'x'.repeat(32) })).toBeNull();
    expect(await t.services.findOrder({ orderNo: answer.orderNo })).toBeNull();
    expect(await t.services.findOrder({ email: 'zara.look@example.com' })).toBeNull();
    expect(await t.services.findOrder({})).toBeNull();
    expect(await t.services.findOrder({ orderNo: answer.orderNo, email: '%' })).toBeNull();
  });

  it('orders set-status moves the order along by its state or its words, and the lookup follows', async () => {
    // Not paid yet: it cannot ship.
    await expect(owner(['orders', 'set-status', answer.orderNo, 'shipping'])).rejects.toThrow(
      'An order that is Awaiting payment cannot become Shipping',
    );
    // Moving on unpaid needs a reason; the payment recorded in full moves it on by itself.
    await expect(owner(['orders', 'set-status', answer.orderNo, 'Processing'])).rejects.toThrow(/is still to pay/);
    expect(
      await owner(['orders', 'record-payment', answer.orderNo, String(answer.total), '--reference', 'IBFT 1']),
    ).toBe(
      `Recorded ${formatPKR(answer.total)} for order ${answer.orderNo}: paid ${formatPKR(answer.total)}, balance PKR 0; it is Processing. The guest is sent a receipt.`,
    );
    await expect(owner(['orders', 'record-payment', answer.orderNo, '1.5'])).rejects.toThrow(/whole rupees/);
    const out = await owner(['orders', 'set-status', answer.orderNo, 'SHIPPING', '--tracking', 'TCS 5541 902']);
    expect(out).toBe(
      `Order ${answer.orderNo} is now Shipping (tracking number TCS 5541 902). The guest is told by e-mail.`,
    );
    const o = await t.services.findOrder({ orderNo: answer.orderNo, email: 'zara.look@example.com' });
    expect(o).toMatchObject({ status: 'shipping', trackingNo: 'TCS 5541 902' });
    expect(o?.shippedAt).toBeTruthy();
    expect(o?.statusChangedAt).toBe(o?.shippedAt);
    expect(Date.now() - Date.parse(String(o?.shippedAt))).toBeLessThan(10 * 60_000);
    expect(o?.deliveredAt).toBeNull();

    await owner(['orders', 'set-status', answer.orderNo.toLowerCase(), 'delivered']);
    const d = await t.services.findOrder({ token: new URL(answer.statusUrl).searchParams.get('token') ?? '' });
    expect(d?.status).toBe('delivered');
    expect(d?.deliveredAt).toBeTruthy();
    expect(d?.shippedAt).toBe(o?.shippedAt);
    expect(d?.trackingNo).toBe('TCS 5541 902');
    expect(await statusOf(t, ring)).toBe('sold');
    // Through the command line, the audit log names the owner's command line.
    const history = await historyOf(t.database.db, 'order', answer.orderNo);
    expect(history.map((h) => [h.actor, h.action, h.oldValue, h.newValue])).toEqual([
      ['Owner (command line)', 'payment', 'paid PKR 0', expect.stringContaining('(Bank transfer ·')],
      ['Owner (command line)', 'status', 'awaiting-payment', 'processing'],
      ['Owner (command line)', 'status', 'processing', 'shipping'],
      ['Owner (command line)', 'status', 'shipping', 'delivered'],
    ]);
  });

  it('set-status refuses an unknown status or order, a move from a final state, and a cancel without a reason', async () => {
    await expect(owner(['orders', 'set-status', answer.orderNo, 'lost'])).rejects.toThrow(
      'Status must be awaiting-payment, processing, ready-for-collection, shipping, delivered, collected or cancelled',
    );
    await expect(owner(['orders', 'set-status', 'NM-ZZZZZZ', 'shipping'])).rejects.toThrow(/No order NM-ZZZZZZ/);
    await expect(owner(['orders', 'set-status', answer.orderNo, 'processing'])).rejects.toThrow(
      'An order that is Delivered cannot become Processing',
    );
    await expect(owner(['orders', 'set-status', answer.orderNo, 'cancelled', '--reason'])).rejects.toThrow(
      '--reason needs a value',
    );
    await expect(owner(['orders', 'set-status', answer.orderNo, 'cancelled', '--why', 'x'])).rejects.toThrow(
      'Unknown option --why',
    );
  });

  it('orders extend-hold gives an order awaiting payment more days; cancel with a reason releases its piece', async () => {
    const piece = await freshPiece(t);
    const { body } = await postSale(t, await saleFor(t, [{ TagNo: piece }]));
    const orderNo = String(body.orderNo);
    const before = await orderRow(orderNo);
    const out = await owner(['orders', 'extend-hold', orderNo, '4']);
    expect(out).toMatch(
      new RegExp(
        `^Order ${orderNo} holds its pieces until \\d{1,2} \\w{3} \\d{4}, \\d{2}:\\d{2} \\(Pakistan time\\)\\.$`,
      ),
    );
    expect((await orderRow(orderNo)).holdUntil?.getTime()).toBe((before.holdUntil?.getTime() ?? 0) + 4 * 86_400_000);
    await expect(owner(['orders', 'extend-hold', orderNo, 'soon'])).rejects.toThrow('DAYS must be a whole number');
    await expect(owner(['orders', 'extend-hold', orderNo, '31'])).rejects.toThrow(
      'Days must be a whole number from 1 to 30',
    );
    await expect(owner(['orders', 'set-status', orderNo, 'cancelled'])).rejects.toThrow(/reason/);
    expect(await statusOf(t, piece)).toBe('reserved');
    expect(await owner(['orders', 'set-status', orderNo, 'cancelled', '--reason', 'The guest asked us to'])).toBe(
      `Order ${orderNo} is now Cancelled. The guest is told by e-mail.`,
    );
    expect(await statusOf(t, piece)).toBe('available');
    const show = await owner(['orders', 'show', orderNo]);
    expect(show).toContain(`Order ${orderNo} (Cancelled since`);
    expect(show).toContain('Cancelled because: The guest asked us to');
    expect(show).toMatch(/Owner \(command line\): hold /);
    expect(show).toMatch(/Owner \(command line\): status awaiting-payment → cancelled/);
    await expect(owner(['orders', 'extend-hold', orderNo, '2'])).rejects.toThrow(
      `Only an order awaiting payment holds its pieces; ${orderNo} is Cancelled`,
    );
  });

  it('orders list and orders show name the order', async () => {
    const list = await owner(['orders', 'list']);
    expect(list).toContain(answer.orderNo);
    expect(list).toContain('Zara Look <Zara.Look@Example.com>');
    const show = await owner(['orders', 'show', answer.orderNo]);
    expect(show).toContain(`Order ${answer.orderNo} (Delivered since`);
    expect(show).toContain('Tracking number: TCS 5541 902');
    expect(show).toContain('22K Gold Floral Ring');
    expect(show).toContain('size 16');
    expect(show).toContain('Canada');
    expect(show).toMatch(/order-guest to Zara\.Look@Example\.com: waiting to be sent/);
    expect(show).toMatch(new RegExp(`order-shop to ${SHOP.email.replace(/\./g, '\\.')}: waiting to be sent`));
    await expect(owner(['orders', 'show', 'NM-ZZZZZZ'])).rejects.toThrow(/No order/);
  });
});

describe('the lines are a snapshot', () => {
  it('a new gold rate reprices the catalogue but not the orders already placed', async () => {
    const { status, body } = await postSale(
      t,
      await saleFor(t, [{ TagNo: await freshPiece(t, 'T-RING-1'), selectedSize: '16' }]),
    );
    expect(status).toBe(200);
    const row = await orderRow(String(body.orderNo));
    const line = at(await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, row.id)), 0);
    const { setGoldRate } = await import('../../server/services/gold-rates');
    const { ratesFrom24k } = await import('../../core/pricing');
    await setGoldRate(t.database.db, ratesFrom24k(40_000, '2099-01-01'));
    t.services.invalidate();
    const now = (await pricesOf(t, ['T-RING-1'])).get('T-RING-1') ?? 0;
    expect(now).toBeGreaterThan(line.unitPrice);
    const [after] = await t.database.db.select().from(orderLines).where(eq(orderLines.id, line.id));
    expect(after?.unitPrice).toBe(line.unitPrice);
    expect((await orderRow(String(body.orderNo))).total).toBe(row.total);
    // and the old price is now refused
    const stale = await postSale(t, {
      ...(await saleFor(t, [{ TagNo: 'T-RING-1', selectedSize: '16' }])),
      NetPrice: line.unitPrice,
    });
    expect(stale.status).toBe(409);
  });
});
