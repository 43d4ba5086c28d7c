// How to pay where the guest is, a deposit slip sent later, the courier's tracking link (docs/behaviour.md §4.16):
// the status page's slip by its token alone, stored as at checkout, refused when it should be, told to the shop; what
// the guest's page reads of the ledger, the hold and the courier; the back office's order. PGlite, and PostgreSQL with
// DATABASE_URL set.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { OrderAnswer } from '../../core/api-schemas';
import { formatPKR } from '../../core/format';
import { SLIP_OUTCOME_WORDS } from '../../core/slip-outcomes';
import { SHOP } from '../../core/shop';
import { orders, outbox, payments } from '../../server/db/schema';
import { type Actor, historyOf } from '../../server/services/audit';
import { moveOrder } from '../../server/services/orders/moves';
import {
  createTestApp,
  type ErrorAnswer,
  freshPiece,
  nextIp,
  postSale,
  saleFor,
  saleForm,
  seedFixture,
  slipWithGps,
  type TestApp,
  useTestApp,
} from './helpers';
import { phoneJpeg } from './form-helpers';
import { newMember, signedIn } from './staff-helpers';

const t = useTestApp({ seed: true });
const STAFF: Actor = { staffId: null, name: 'Sana (staff)' };

/** Places a bank-transfer order (with a slip at checkout when given) and answers it with its status token. */
async function place(slip?: Buffer) {
  const sale = await saleFor(t, [{ TagNo: await freshPiece(t, 'T-SIL-1') }]);
  const { status, body } = await postSale(
    t,
    slip ? saleForm(sale, { data: slip, name: 'slip.png', type: 'image/png' }) : sale,
  );
  expect(status, JSON.stringify(body)).toBe(200);
  const answer = body as unknown as OrderAnswer;
  return { ...answer, token: new URL(answer.statusUrl).searchParams.get('token') ?? '' };
}

/** The slip as the status page's form sends it: multipart, `depositSlip`, the token in the address; no cookie. */
async function sendSlip(
  app: TestApp,
  token: string,
  file: { data: Buffer; name?: string; type?: string } | null,
  headers: Record<string, string> = {},
  query = '',
) {
  const form = new FormData();
  if (file)
    form.append(
      'depositSlip',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/jpeg' }),
      file.name ?? 'IMG_2041.jpg',
    );
  const res = await app.app.inject({
    method: 'POST',
    url: `/api/sale/slip?token=${encodeURIComponent(token)}${query}`,
    payload: form,
    headers,
    remoteAddress: nextIp(),
  });
  return { res, status: res.statusCode, body: res.body ? res.json<Record<string, unknown>>() : {} };
}

async function orderRow(orderNo: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  if (!row) throw new Error(`No order ${orderNo}`);
  return row;
}

const slipMails = (orderNo: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(sql`${outbox.kind} = 'order-slip' AND ${outbox.subject} LIKE ${`%${orderNo}%`}`)
    .orderBy(asc(outbox.id));

/** A payment recorded in the ledger, straight into its table (the ledger's own forms are the back office's). */
async function recordPayment(orderNo: string, amount: number) {
  const row = await orderRow(orderNo);
  await t.database.db.insert(payments).values({
    orderId: row.id,
    kind: 'payment',
    amount,
    method: 'bank-transfer',
    paidOn: '2026-11-27',
    actor: 'Sana (staff)',
  });
}

describe('a deposit slip sent from the status page', () => {
  it('a real phone JPEG is kept re-encoded without its GPS, the audit log and the shop told', async () => {
    const order = await place();
    const photo = await phoneJpeg();
    expect((await sharp(photo).metadata()).exif?.length).toBeGreaterThan(0); // the input really carries GPS
    const before = Date.now();
    const { status, body } = await sendSlip(t, order.token, { data: photo });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ message: 'Slip received', orderNo: order.orderNo });

    const row = await orderRow(order.orderNo);
    expect(row.slipSentAt?.toISOString()).toBe(body.slipSentAt);
    expect(row.slipSentAt?.getTime()).toBeGreaterThanOrEqual(before - 5000);
    const key = String(row.slipFile);
    expect(path.dirname(key)).toBe('uploads/slips');
    const file = path.join(t.dataDir, key);
    const stored = await readFile(file);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneCam'))).toBe(false);
    expect((await stat(file)).mode & 0o077).toBe(0);

    const history = await historyOf(t.database.db, 'order', order.orderNo);
    expect(history.map((h) => [h.actor, h.action, h.oldValue, h.newValue])).toEqual([
      ['Guest', 'slip', null, body.slipSentAt],
    ]);

    const [mail, ...more] = await slipMails(order.orderNo);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      toAddress: SHOP.email,
      replyTo: 'Ayesha.Khan@example.com',
      status: 'pending',
      subject: `Deposit slip for order ${order.orderNo} from Ayesha Khan`,
    });
    expect(mail?.textBody).toContain(`http://localhost:3000/admin/orders/${order.orderNo}`);
    expect(JSON.parse(mail?.attachments ?? '[]')).toEqual([
      { filename: `deposit-slip-${order.orderNo}.jpg`, key, contentType: 'image/jpeg' },
    ]);
  });

  it("replaces the checkout's slip: the order keeps the new one, the audit entry names the time of both", async () => {
    const order = await place(await slipWithGps());
    const first = await orderRow(order.orderNo);
    expect(first.slipFile).toBeTruthy();
    expect(first.slipSentAt?.getTime()).toBe(first.createdAt.getTime()); // sent with the order
    const { status, body } = await sendSlip(t, order.token, { data: await phoneJpeg('#335577') });
    expect(status).toBe(200);
    const now = await orderRow(order.orderNo);
    expect(now.slipFile).not.toBe(first.slipFile);
    expect(now.slipSentAt?.toISOString()).toBe(body.slipSentAt);
    // The first stays in the store: the order's first mail to the shop may still be waiting to carry it.
    await expect(stat(path.join(t.dataDir, String(first.slipFile)))).resolves.toBeTruthy();
    const history = await historyOf(t.database.db, 'order', order.orderNo);
    expect(history.map((h) => [h.action, h.oldValue, h.newValue])).toEqual([
      ['slip', first.slipSentAt?.toISOString(), body.slipSentAt],
    ]);
    expect((await slipMails(order.orderNo))[0]?.textBody).toContain('replacing the one before');

    // Signed-in staff see the new slip on the order, with its time and the history line.
    const staff = await signedIn(t, await newMember(t));
    const seen = await staff.call('GET', `/api/admin/orders/${order.orderNo}`);
    expect(seen.body).toMatchObject({ hasSlip: true, slipSentAt: body.slipSentAt });
    const picture = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.orderNo}/slip?sent=${encodeURIComponent(String(body.slipSentAt))}`,
      headers: { cookie: staff.cookie },
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.equals(await readFile(path.join(t.dataDir, String(now.slipFile))))).toBe(true);
  });

  it('part paid: still taken, and the shop is told what is left', async () => {
    const order = await place();
    await recordPayment(order.orderNo, 5000);
    expect((await sendSlip(t, order.token, { data: await phoneJpeg() })).status).toBe(200);
    const [mail] = await slipMails(order.orderNo);
    expect(mail?.textBody).toContain(`Still to pay: ${formatPKR(order.total - 5000)}`);
  });

  it('needs no anti-forgery token: the status token is the only key (and no cookie is read)', async () => {
    const order = await place();
    const forged = await sendSlip(t, order.token, { data: await phoneJpeg() }, { 'x-xsrf-token': 'nonsense' });
    expect(forged.status).toBe(200);
  });
});

describe('a slip refused', () => {
  it('an unknown token is 404, the same whatever it looks like; nothing stored, nobody told', async () => {
    const order = await place();
    const mails = await t.database.db.$count(outbox);
    for (const token of ['x'.repeat(32), order.orderNo, `${order.token}x`, order.token.slice(0, -1)]) {
      const { status, body } = await sendSlip(t, token, { data: await phoneJpeg() });
      expect(status, token).toBe(404);
      expect(body, token).toEqual({
        message: 'We found no order for this link. Please open the link in your order e-mail.',
      });
    }
    expect(await t.database.db.$count(outbox)).toBe(mails);
    expect((await orderRow(order.orderNo)).slipFile).toBeNull();
  });

  it('no token at all is 400 naming it', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/sale/slip', payload: new FormData() });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorAnswer>().errors?.map((e) => e.field)).toEqual(['token']);
  });

  it('a text file named .jpg, a truncated picture, nothing chosen: 400 naming depositSlip', async () => {
    const order = await place();
    const text = Buffer.from('Not a picture at all.\n'.repeat(40));
    const cut = (await phoneJpeg()).subarray(0, 300);
    for (const file of [{ data: text }, { data: cut }, null]) {
      const { status, body } = await sendSlip(t, order.token, file);
      expect(status).toBe(400);
      expect((body as unknown as ErrorAnswer).errors?.map((e) => e.field)).toEqual(['depositSlip']);
    }
    const none = await sendSlip(t, order.token, null);
    expect(none.body.message).toBe(SLIP_OUTCOME_WORDS.missing);
    expect((await sendSlip(t, order.token, { data: text })).body.message).toBe(
      'Deposit slip must be a JPG, PNG, GIF or WebP picture',
    );
    expect((await orderRow(order.orderNo)).slipFile).toBeNull();
    expect(await slipMails(order.orderNo)).toEqual([]);
  });

  it('a file over 5 MB is 413 naming depositSlip', async () => {
    const order = await place();
    const big = await sharp({ create: { width: 2000, height: 2000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const data = Buffer.concat([big, Buffer.alloc(6 * 1024 * 1024 - big.length, 7)]);
    const { status, body } = await sendSlip(t, order.token, { data, type: 'image/png', name: 'slip.png' });
    expect(status).toBe(413);
    expect(body.message).toBe('Deposit slip must be at most 5 MB');
    expect((body as unknown as ErrorAnswer).errors?.map((e) => e.field)).toEqual(['depositSlip']);
  });

  it('a cancelled order, one paid in full and one not paid by bank transfer are 409', async () => {
    const cancelled = await place();
    await moveOrder(t.database.db, {
      orderNo: cancelled.orderNo,
      to: 'cancelled',
      reason: 'Asked by the guest',
      actor: STAFF,
      publicUrl: 'http://localhost:3000',
    });
    const paid = await place();
    await recordPayment(paid.orderNo, paid.total);
    const showroom = await place();
    await t.database.db
      .update(orders)
      .set({ paymentMethod: 'pay_at_showroom' })
      .where(eq(orders.orderNo, showroom.orderNo));
    for (const [order, why] of [
      [cancelled, 'is cancelled'],
      [paid, 'is paid in full'],
      [showroom, 'is not paid by bank transfer'],
    ] as const) {
      const { status, body } = await sendSlip(t, order.token, { data: await phoneJpeg() });
      expect(status, why).toBe(409);
      expect(body.message).toBe(`Order ${order.orderNo} ${why}: it takes no deposit slip now`);
      expect((await orderRow(order.orderNo)).slipSentAt).toBeNull();
    }
  });
});

describe("a browser's plain form post (the status page without its script)", () => {
  const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

  it('is sent back to the status page with the outcome', async () => {
    const order = await place();
    const ok = await sendSlip(t, order.token, { data: await phoneJpeg() }, html);
    expect(ok.res.statusCode).toBe(303);
    expect(ok.res.headers.location).toBe(`/orderstatus?token=${encodeURIComponent(order.token)}&slip=sent#payment`);
    expect((await orderRow(order.orderNo)).slipFile).toBeTruthy();

    const notPicture = await sendSlip(t, order.token, { data: Buffer.from('hello') }, html);
    expect(notPicture.res.statusCode).toBe(303);
    expect(notPicture.res.headers.location).toBe(
      `/orderstatus?token=${encodeURIComponent(order.token)}&slip=picture#payment`,
    );
    const none = await sendSlip(t, order.token, null, html);
    expect(none.res.headers.location).toContain('&slip=missing#payment');
  });

  it('from the Urdu status page, back to the Urdu status page; a language the shop does not speak is refused', async () => {
    const order = await place();
    const ok = await sendSlip(t, order.token, { data: await phoneJpeg() }, html, '&lang=ur');
    expect(ok.res.headers.location).toBe(`/ur/orderstatus?token=${encodeURIComponent(order.token)}&slip=sent#payment`);
    const odd = await sendSlip(t, order.token, { data: await phoneJpeg() }, {}, '&lang=fr');
    expect(odd.status).toBe(400);
    expect(JSON.stringify(odd.body)).toContain('lang must be one of en, ur');
  });

  it('an unknown token goes back to a page that finds no order', async () => {
    const unknown = await sendSlip(t, 'x'.repeat(32), { data: await phoneJpeg() }, html);
    expect(unknown.res.statusCode).toBe(303);
    expect(unknown.res.headers.location).toBe(`/orderstatus?token=${'x'.repeat(32)}&slip=failed#payment`);
  });
});

describe("what the guest's pages read (docs/behaviour.md §2.10, §4.16)", () => {
  it('the amount still to pay follows the ledger; the hold; no internal tracking ID', async () => {
    const order = await place();
    const view = async () => t.services.findOrder({ token: order.token });
    expect(await view()).toMatchObject({
      paymentMethod: 'bacs_allied_bank',
      paid: 0,
      toPay: order.total,
      slipSentAt: null,
      courierName: null,
      trackingUrl: null,
    });
    const v = await view();
    expect(v && 'trackingId' in v).toBe(false);
    const row = await orderRow(order.orderNo);
    expect(v?.holdUntil).toBe(row.holdUntil?.toISOString());

    await recordPayment(order.orderNo, 2000);
    expect(await view()).toMatchObject({ paid: 2000, toPay: order.total - 2000 });
    await t.database.db.insert(payments).values({
      orderId: row.id,
      kind: 'refund',
      amount: 500,
      method: 'bank-transfer',
      paidOn: '2026-11-27',
      actor: 'Sana (staff)',
    });
    expect(await view()).toMatchObject({ paid: 1500, toPay: order.total - 1500 });
    await recordPayment(order.orderNo, order.total);
    expect(await view()).toMatchObject({ toPay: 0 });
  });

  it('shipping with a courier links its tracking page, on the page and in the mail', async () => {
    const order = await place();
    const staff = await signedIn(t, await newMember(t));
    await staff.call('POST', `/api/admin/orders/${order.orderNo}/move`, {
      to: 'processing',
      reason: 'Paid at the counter',
    });
    const shipped = await staff.call('POST', `/api/admin/orders/${order.orderNo}/move`, {
      to: 'shipping',
      trackingNo: 'VPL11064692',
      courier: 'pakistan-post',
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body).toMatchObject({ trackingNo: 'VPL11064692', courier: 'pakistan-post' });
    const link = 'https://ep.gov.pk/emtts/EPTrack_Live.aspx?ArticleIDz=VPL11064692';
    expect(await t.services.findOrder({ token: order.token })).toMatchObject({
      trackingNo: 'VPL11064692',
      courierName: 'Pakistan Post',
      trackingUrl: link,
    });
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(sql`${outbox.subject} LIKE ${`%${order.orderNo}%: Shipping`}`);
    expect(mail?.textBody).toContain('Tracking number: VPL11064692 (Pakistan Post)');
    expect(mail?.textBody).toContain(`Track it on Pakistan Post's page: ${link}`);
  });

  it('a courier the list does not have is refused with 400 naming it', async () => {
    const order = await place();
    const staff = await signedIn(t, await newMember(t));
    await staff.call('POST', `/api/admin/orders/${order.orderNo}/move`, {
      to: 'processing',
      reason: 'Paid at the counter',
    });
    const res = await staff.call('POST', `/api/admin/orders/${order.orderNo}/move`, {
      to: 'shipping',
      courier: 'fedex',
    });
    expect(res.status).toBe(400);
    expect((res.body as unknown as ErrorAnswer).errors?.map((e) => e.field)).toEqual(['courier']);
    expect((await orderRow(order.orderNo)).status).toBe('processing');
  });
});

describe('the slip counts against the guest forms limit', () => {
  it('over FORM_RATE_LIMIT a minute for one guest: 429 with Retry-After', async () => {
    const limited = await createTestApp({ formRateLimit: 2 });
    try {
      await seedFixture(limited);
      const { status, body } = await postSale(limited, await saleFor(limited, [{ TagNo: 'T-SIL-1' }]));
      expect(status).toBe(200);
      const token = new URL(String(body.statusUrl)).searchParams.get('token') ?? '';
      const photo = { data: await phoneJpeg() };
      expect((await sendSlip(limited, token, photo)).status).toBe(200);
      expect((await sendSlip(limited, token, photo)).status).toBe(200);
      const third = await sendSlip(limited, token, photo);
      expect(third.status).toBe(429);
      expect(third.res.headers['retry-after']).toBeTruthy();
    } finally {
      await limited.close();
    }
  });
});
