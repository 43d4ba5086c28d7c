import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay } from '../../core/calendar-day';
import { formatPKR } from '../../core/format';
import { formatTola } from '../../core/tola';
import { SHOP } from '../../core/shop';
import { SHOP_BANK } from '../../core/bank';
import { orders, outbox } from '../../server/db/schema';
import { startOutbox, type Outbox } from '../../server/mail/outbox-worker';
import type { OrderAnswer } from '../../core/api-schemas';
import { AdminInquirySchema, InquiryListSchema } from '../../core/inquiry-admin-schemas';
import { AdminOrderSchema } from '../../core/order-admin-schemas';
import { FORMS } from './form-helpers';
import {
  at,
  freshPiece,
  GUEST,
  postApi,
  postSale,
  pricesOf,
  saleFor,
  saleForm,
  slipWithGps,
  useTestApp,
} from './helpers';
import { newMember, signedIn, type Client } from './staff-helpers';

// ---------------------------------------------------------------------------------------------------------
// A real SMTP peer in-process, and just enough MIME reading to check what it received.

interface Received {
  raw: string;
  mailFrom: string;
  rcptTo: string[];
}

interface Smtp {
  port: number;
  received: Received[];
  close(): Promise<void>;
}

async function startSmtp(port = 0): Promise<Smtp> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          raw: Buffer.concat(chunks).toString('utf8'),
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Part {
  headers: Map<string, string>;
  body: string;
  parts: Part[];
}

function parseMime(raw: string): Part {
  const text = raw.replace(/\r\n/g, '\n');
  const cut = text.indexOf('\n\n');
  const head = cut < 0 ? text : text.slice(0, cut);
  const body = cut < 0 ? '' : text.slice(cut + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  const parts: Part[] = [];
  if (boundary && /^multipart\//i.test(headers.get('content-type') ?? '')) {
    const chunks = body.split(`--${boundary}`);
    for (const chunk of chunks.slice(1)) {
      if (chunk.startsWith('--')) break;
      parts.push(parseMime(chunk.replace(/^\n/, '').replace(/\n$/, '')));
    }
  }
  return { headers, body, parts };
}

function decode(p: Part): Buffer {
  const cte = (p.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (cte === 'base64') return Buffer.from(p.body.replace(/\s+/g, ''), 'base64');
  if (cte === 'quoted-printable') {
    const soft = p.body.replace(/=\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < soft.length; i++) {
      if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
        bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
        i += 2;
      } else {
        bytes.push(...Buffer.from(soft.charAt(i), 'utf8'));
      }
    }
    return Buffer.from(bytes);
  }
  return Buffer.from(p.body, 'utf8');
}

const leaves = (p: Part): Part[] => (p.parts.length ? p.parts.flatMap(leaves) : [p]);
const ofType = (p: Part, type: string) =>
  leaves(p).filter((l) => (l.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type));
const textOf = (p: Part) =>
  ofType(p, 'text/plain')
    .map((l) => decode(l).toString('utf8'))
    .join('\n');
const htmlOf = (p: Part) =>
  ofType(p, 'text/html')
    .map((l) => decode(l).toString('utf8'))
    .join('\n');

async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

// ---------------------------------------------------------------------------------------------------------

const t = useTestApp({ seed: true });

const pendingCount = () => t.database.db.$count(outbox, eq(outbox.status, 'pending'));

describe('order mail through a real SMTP server', () => {
  let smtp: Smtp;
  let mailer: Outbox;

  beforeAll(async () => {
    smtp = await startSmtp();
    mailer = startOutbox({
      db: t.database.db,
      dataDir: t.dataDir,
      store: t.store,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      intervalMs: 200,
    });
  });

  afterAll(async () => {
    await mailer?.stop();
    await smtp?.close();
  });

  it('the guest gets the order, the lines, the totals, the delivery, the bank details and the status link; the shop gets the details and the slip', async () => {
    const prices = await pricesOf(t, ['T-RING-1', 'T-SIL-1']);
    const sale = await saleFor(
      t,
      [{ TagNo: 'T-RING-1', selectedSize: '16' }, { TagNo: 'T-SIL-1' }],
      { selectedDeliveryOption: 'paid', selectedCountry: 'United Kingdom' },
      11_500,
    );
    const { status, body } = await postSale(
      t,
      saleForm(sale, { data: await slipWithGps(), name: 'slip.png', type: 'image/png' }),
    );
    expect(status).toBe(200);
    const answer = body as unknown as OrderAnswer;

    await mailer.flush();
    await waitFor('two mails', () => smtp.received.length >= 2);
    expect(smtp.received).toHaveLength(2);

    const guest = smtp.received.find((m) => m.rcptTo.includes(GUEST.Email));
    const shop = smtp.received.find((m) => m.rcptTo.includes(SHOP.email));
    expect(guest?.rcptTo).toEqual([GUEST.Email]);
    expect(shop?.rcptTo).toEqual([SHOP.email]);
    expect(guest?.mailFrom).toBe(SHOP.email);

    // The guest's mail
    const g = parseMime(String(guest?.raw));
    expect(g.headers.get('to')).toContain(GUEST.Email);
    expect(g.headers.get('from')).toContain(SHOP.email);
    expect(g.headers.get('subject')).toBe(`Your order ${answer.orderNo} at ${SHOP.name}`);
    const gText = textOf(g);
    const subtotal = (prices.get('T-RING-1') ?? 0) + (prices.get('T-SIL-1') ?? 0);
    for (const want of [
      `Dear ${GUEST.FirstName},`,
      `Order number: ${answer.orderNo}`,
      `- 22K Gold Floral Ring (T-RING-1), size 16: ${formatPKR(prices.get('T-RING-1') ?? 0)}`,
      `- Mens Rings (T-SIL-1): ${formatPKR(12_000)}`,
      `Sub-total: ${formatPKR(subtotal)}`,
      `Delivery: ${formatPKR(11_500)}`,
      `Total: ${formatPKR(answer.total)}`,
      'Paid delivery to United Kingdom',
      'Bank transfer',
      SHOP_BANK.iban,
      SHOP_BANK.accountNumber,
      SHOP_BANK.accountTitle,
      SHOP_BANK.bankName,
      `Reference: ${answer.orderNo} (write your order number as the reference)`,
      `Amount: ${formatPKR(answer.total)}`,
      answer.statusUrl,
    ])
      expect(gText, want).toContain(want);
    expect(answer.total).toBe(subtotal + 11_500);
    expect(gText).not.toContain(GUEST.PhoneNo); // the guest's mail is about the order, not an echo of the form
    const gHtml = htmlOf(g);
    expect(gHtml).toContain(`href="${answer.statusUrl}"`);
    expect(gHtml).toContain(SHOP_BANK.iban);
    expect(ofType(g, 'image/')).toHaveLength(0); // no slip to the guest

    // The shop's mail
    const s = parseMime(String(shop?.raw));
    expect(s.headers.get('to')).toContain(SHOP.email);
    expect(s.headers.get('reply-to')).toContain(GUEST.Email);
    expect(s.headers.get('subject')).toContain(answer.orderNo);
    const sText = textOf(s);
    for (const want of [
      `${GUEST.FirstName} ${GUEST.LastName}`,
      GUEST.Email,
      GUEST.PhoneNo,
      GUEST.Address,
      GUEST.Address2,
      GUEST.City,
      `Order number: ${answer.orderNo}`,
      '22K Gold Floral Ring (T-RING-1), size 16',
      `Total: ${formatPKR(answer.total)}`,
      'Paid delivery to United Kingdom',
      'Deposit slip: attached',
      `In the back office: http://localhost:3000/admin/orders/${answer.orderNo}`,
    ])
      expect(sText, want).toContain(want);
    expect(sText).not.toContain(answer.statusUrl);
    const slip = at(ofType(s, 'image/'), 0, 'an image part');
    expect(slip.headers.get('content-type')).toMatch(/^image\/jpeg/);
    expect(slip.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(slip.headers.get('content-disposition')).toContain(`deposit-slip-${answer.orderNo}.jpg`);
    const attached = decode(slip);
    const meta = await sharp(attached).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    const row = at(await t.database.db.select().from(orders).where(eq(orders.orderNo, answer.orderNo)), 0);
    expect(attached.equals(await readFile(path.resolve(t.dataDir, String(row.slipFile))))).toBe(true);

    // Both marked sent, once
    const rows = await t.database.db.select().from(outbox).orderBy(asc(outbox.id));
    expect(rows.map((r) => [r.status, r.attempts, r.lastError])).toEqual([
      ['sent', 1, null],
      ['sent', 1, null],
    ]);
    for (const r of rows) expect(r.sentAt).toBeInstanceOf(Date);
  });

  it("the guest's confirmation tells each piece's purity and test, net weight with tola and certificate", async () => {
    const ring = await freshPiece(t, 'T-RING-1', {
      Fineness: 916,
      TestMethod: 'xrf',
      CertificateNo: 'SGL-22-0917',
      CertificateLab: 'SGL Lahore',
    });
    const watch = await freshPiece(t, 'T-WAT-1', { CertificateLab: 'Lab without a number' });
    const sale = await saleFor(t, [{ TagNo: ring, selectedSize: '16' }, { TagNo: watch }]);
    const { status, body } = await postSale(t, saleForm(sale));
    expect(status).toBe(200);
    const answer = body as unknown as OrderAnswer;
    await mailer.flush();
    const subject = `Your order ${answer.orderNo} at ${SHOP.name}`;
    await waitFor('both mails', () => smtp.received.filter((m) => m.raw.includes(answer.orderNo)).length >= 2);
    const mail = smtp.received.map((m) => parseMime(m.raw)).find((m) => m.headers.get('subject') === subject);
    const text = textOf(mail ?? parseMime(''));
    const lines = text.split('\n');
    const after = (start: string) => lines[lines.findIndex((l) => l.startsWith(start)) + 1] ?? '';
    expect(after(`- 22K Gold Floral Ring (${ring})`)).toBe(
      `  Purity 916 (22K), tested by XRF karat meter · Net weight 5 g (${formatTola(5)}) · Certificate SGL Lahore SGL-22-0917`,
    );
    // A watch with a lab but no number: never called certified.
    expect(text).not.toContain('Lab without a number');
    expect(text.match(/Certificate /g)).toHaveLength(1);
  });

  it('a collect order without a slip says where and when, and that no slip was uploaded', async () => {
    const date = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
    const sale = await saleFor(t, [{ TagNo: 'T-WAT-1' }], {
      selectedDeliveryOption: 'collect',
      collectionDate: date,
      cnicPassport: 'AB1234567',
      termsConditions: true,
    });
    const { status, body } = await postSale(t, sale);
    expect(status).toBe(200);
    const before = smtp.received.length;
    await mailer.flush();
    await waitFor('two more mails', () => smtp.received.length >= before + 2);
    const mine = smtp.received.slice(before).map((m) => parseMime(m.raw));
    const guest = mine.find((m) => String(m.headers.get('to')).includes(GUEST.Email));
    const shop = mine.find((m) => String(m.headers.get('to')).includes(SHOP.email));
    expect(textOf(guest as Part)).toContain(`Collect from the showroom on ${formatDay(date)}`);
    expect(textOf(guest as Part)).toContain(`Delivery: ${formatPKR(0)}`);
    expect(textOf(shop as Part)).toContain('Deposit slip: none uploaded');
    expect(ofType(shop as Part, 'image/')).toHaveLength(0);
    expect(String(body.orderNo)).toMatch(/^NM-/);
  });

  it("a slip sent from the status page reaches the shop with the slip and the back office's link", async () => {
    const { body } = await postSale(t, await saleFor(t, [{ TagNo: await freshPiece(t, 'T-SIL-1') }]));
    const answer = body as unknown as OrderAnswer;
    await mailer.flush();
    // Both order mails (the guest's and the shop's) are in before the slip is sent: the slip's mail is the next one.
    await waitFor('the order mails', () => smtp.received.filter((m) => m.raw.includes(answer.orderNo)).length >= 2);
    const form = new FormData();
    form.append('depositSlip', new Blob([new Uint8Array(await slipWithGps())], { type: 'image/png' }), 'slip.png');
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/sale/slip?token=${new URL(answer.statusUrl).searchParams.get('token') ?? ''}`,
      payload: form,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const before = smtp.received.length;
    await mailer.flush();
    const isSlipMail = (raw: string) => raw.includes(`Deposit slip for order ${answer.orderNo}`);
    await waitFor('the slip mail', () => smtp.received.slice(before).some((r) => isSlipMail(r.raw)));
    const m = parseMime(
      at(
        smtp.received.slice(before).filter((r) => isSlipMail(r.raw)),
        0,
      ).raw,
    );
    expect(m.headers.get('to')).toContain(SHOP.email);
    expect(m.headers.get('reply-to')).toContain(GUEST.Email);
    expect(m.headers.get('subject')).toContain(`Deposit slip for order ${answer.orderNo}`);
    expect(textOf(m)).toContain(`http://localhost:3000/admin/orders/${answer.orderNo}`);
    const slip = decode(at(ofType(m, 'image/'), 0, 'the slip'));
    const meta = await sharp(slip).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
  });
});

describe('mail sent even when the mail server is down', () => {
  it('orders placed while SMTP is down are all delivered exactly once after it comes back', async () => {
    expect(await pendingCount()).toBe(0);
    // A port where an SMTP server was, and is no more.
    const first = await startSmtp();
    const port = first.port;
    await first.close();

    const mailer = startOutbox({
      db: t.database.db,
      dataDir: t.dataDir,
      store: t.store,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      intervalMs: 200,
    });
    let smtp: Smtp | undefined;
    try {
      const { n: lastId } = at(
        await t.database.db.select({ n: sql<number>`coalesce(max(id), 0)::int` }).from(outbox),
        0,
      );
      const orderNos: string[] = [];
      for (let i = 0; i < 5; i++) {
        const { status, body } = await postSale(
          t,
          await saleFor(t, [{ TagNo: await freshPiece(t) }], { selectedDeliveryOption: 'free' }, 0, {
            Email: `down${i}@example.com`,
          }),
        );
        expect(status).toBe(200);
        orderNos.push(String(body.orderNo));
      }
      const mine = sql`${outbox.id} > ${lastId}`;

      // The worker tries and fails: every mail pending, tried at least once, with the error kept.
      await waitFor('every mail to fail once', async () => {
        const rows = await t.database.db.select().from(outbox).where(mine);
        return rows.length === 10 && rows.every((r) => r.attempts > 0 && r.lastError !== null);
      });
      const failed = await t.database.db.select().from(outbox).where(mine);
      for (const r of failed) {
        expect(r.status).toBe('pending');
        expect(r.sentAt).toBeNull();
        expect(r.lastError).toMatch(/ECONNREFUSED|connect/i);
        expect(r.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() - 1000); // backed off into the future
      }

      // The mail server comes back on the same port; the backoff is cut short instead of waiting for it.
      smtp = await startSmtp(port);
      const received = smtp.received;
      await t.database.db.execute(sql`UPDATE outbox SET next_attempt_at = now() WHERE status = 'pending'`);
      await waitFor('ten mails', () => received.length >= 10);
      await waitFor('every row marked sent', async () => (await pendingCount()) === 0);
      await new Promise((r) => setTimeout(r, 1500)); // more worker ticks: nothing is sent twice
      await mailer.flush();

      expect(received).toHaveLength(10);
      const parsed = received.map((m) => parseMime(m.raw));
      const ids = parsed.map((p) => p.headers.get('message-id'));
      expect(ids.every(Boolean)).toBe(true);
      expect(new Set(ids).size).toBe(10);
      for (const [i, no] of orderNos.entries()) {
        const forOrder = parsed.filter((p) => String(p.headers.get('subject')).includes(no));
        expect(forOrder, no).toHaveLength(2);
        expect(received.filter((m) => m.rcptTo.includes(`down${i}@example.com`))).toHaveLength(1);
      }
      expect(received.filter((m) => m.rcptTo.includes(SHOP.email))).toHaveLength(5);
      const rows = await t.database.db.select().from(outbox).where(mine);
      expect(rows.map((r) => r.status)).toEqual(Array(10).fill('sent'));
      for (const r of rows) {
        expect(r.lastError).toBeNull();
        expect(r.attempts).toBeGreaterThanOrEqual(2);
      }
    } finally {
      await mailer.stop();
      await smtp?.close();
    }
  });
});

describe('without SMTP_URL, mails are written as .eml files', () => {
  it('under DATA_DIR/outbox, one per mail, with the subject and the slip', async () => {
    expect(await pendingCount()).toBe(0);
    const mailer = startOutbox({ db: t.database.db, dataDir: t.dataDir, store: t.store, intervalMs: 200 });
    try {
      const sale = await saleFor(t, [{ TagNo: await freshPiece(t, 'T-RING-1'), selectedSize: '18' }]);
      const { status, body } = await postSale(
        t,
        saleForm(sale, { data: await slipWithGps(200, 100), name: 'slip.png', type: 'image/png' }),
      );
      expect(status).toBe(200);
      const orderNo = String(body.orderNo);
      await mailer.flush();
      const dir = path.join(t.dataDir, 'outbox');
      await waitFor(
        'two .eml files',
        async () => (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.eml')).length >= 2,
      );
      const files = (await readdir(dir)).filter((f) => f.endsWith('.eml')).sort();
      expect(files).toHaveLength(2);
      expect(files[0]).toMatch(/^\d{6}-order-guest\.eml$/);
      expect(files[1]).toMatch(/^\d{6}-order-shop\.eml$/);
      const guest = parseMime(await readFile(path.join(dir, at(files, 0)), 'utf8'));
      const shop = parseMime(await readFile(path.join(dir, at(files, 1)), 'utf8'));
      expect(guest.headers.get('subject')).toBe(`Your order ${orderNo} at ${SHOP.name}`);
      expect(guest.headers.get('to')).toContain(GUEST.Email);
      expect(textOf(guest)).toContain(SHOP_BANK.iban);
      expect(textOf(guest)).toContain('size 18');
      expect(shop.headers.get('subject')).toBe(`New order ${orderNo} from ${GUEST.FirstName} ${GUEST.LastName}`);
      expect(shop.headers.get('reply-to')).toContain(GUEST.Email);
      const slip = at(ofType(shop, 'image/jpeg'), 0, 'a JPEG part');
      expect(slip.headers.get('content-disposition')).toMatch(/^attachment/);
      expect((await sharp(decode(slip)).metadata()).format).toBe('jpeg');
      expect(await pendingCount()).toBe(0);
    } finally {
      await mailer.stop();
    }
  });
});

describe("a mail's state says what happened (docs/behaviour.md §4.12)", () => {
  let staff: Client;
  beforeAll(async () => {
    staff = await signedIn(t, await newMember(t, 'staff'));
  });
  /** An order of a piece of its own, its number, and its two mails as the back office lists them. */
  const placeOne = async () => {
    const { status, body } = await postSale(t, await saleFor(t, [{ TagNo: await freshPiece(t) }]));
    expect(status).toBe(200);
    return String(body.orderNo);
  };
  const mailsOf = async (orderNo: string) => {
    const res = await staff.call('GET', `/api/admin/orders/${orderNo}`);
    expect(res.status).toBe(200);
    return AdminOrderSchema.parse(res.body).mails;
  };

  it('through the mail server: sent, with when', async () => {
    expect(await pendingCount()).toBe(0);
    const smtp = await startSmtp();
    const mailer = startOutbox({
      db: t.database.db,
      dataDir: t.dataDir,
      store: t.store,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    });
    try {
      const orderNo = await placeOne();
      await mailer.flush();
      await waitFor('two mails', () => smtp.received.length >= 2);
      const mails = await mailsOf(orderNo);
      expect(mails.map((m) => m.state)).toEqual(['sent', 'sent']);
      for (const m of mails) {
        expect(m.sentAt).not.toBeNull();
        expect(m.file).toBeNull();
      }
    } finally {
      await mailer.stop();
      await smtp.close();
    }
  });

  it('without a mail server: written, naming the file in the outbox folder, and the start says so once', async () => {
    const said: string[] = [];
    const mailer = startOutbox({ db: t.database.db, dataDir: t.dataDir, store: t.store, log: (m) => said.push(m) });
    try {
      expect(said).toEqual([
        `Mail is not being sent: no mail server is set (SMTP_URL), so mails are written to ${path.join(t.dataDir, 'outbox')}`,
      ]);
      const orderNo = await placeOne();
      await mailer.flush();
      const mails = await mailsOf(orderNo);
      expect(mails.map((m) => m.state)).toEqual(['written', 'written']);
      const files = await readdir(path.join(t.dataDir, 'outbox'));
      for (const m of mails) {
        expect(m.file).toMatch(/^\d{6}-order-(guest|shop)\.eml$/);
        expect(files).toContain(m.file);
        expect(m.sentAt).not.toBeNull();
      }
      // The same on the inquiry's page.
      expect((await postApi(t, '/api/mail/inquiryMail', { UserData: FORMS.contact })).status).toBe(200);
      await mailer.flush();
      const { body } = await staff.call('GET', '/api/admin/inquiries?kind=contact');
      const id = InquiryListSchema.parse(body).rows[0]?.id;
      const inquiry = AdminInquirySchema.parse((await staff.call('GET', `/api/admin/inquiries/${id}`)).body);
      expect(inquiry.mails.map((m) => [m.kind, m.state])).toEqual([
        ['inquiry-shop', 'written'],
        ['inquiry-guest', 'written'],
      ]);
    } finally {
      await mailer.stop();
    }
    // With a mail server, nothing is said of it.
    const quiet: string[] = [];
    await startOutbox({
      db: t.database.db,
      dataDir: t.dataDir,
      store: t.store,
      smtpUrl: 'smtp://127.0.0.1:9',
      log: (m) => quiet.push(m),
    }).stop();
    expect(quiet).toEqual([]);
  });

  it('the mail server refusing: failed, why, and when it is tried again; then sent once it answers', async () => {
    const gone = await startSmtp();
    const port = gone.port;
    await gone.close();
    const mailer = startOutbox({
      db: t.database.db,
      dataDir: t.dataDir,
      store: t.store,
      smtpUrl: `smtp://127.0.0.1:${port}`,
    });
    let smtp: Smtp | undefined;
    try {
      const orderNo = await placeOne();
      await mailer.flush();
      const failed = await mailsOf(orderNo);
      const first = at(failed, 0);
      expect(first.state).toBe('retrying');
      expect(first.error).toMatch(/ECONNREFUSED|connect/i);
      expect(first.attempts).toBe(1);
      expect(Date.parse(String(first.retryAt))).toBeGreaterThan(Date.now());
      expect(first.sentAt).toBeNull();

      smtp = await startSmtp(port);
      await t.database.db.execute(sql`UPDATE outbox SET next_attempt_at = now() WHERE status = 'pending'`);
      await mailer.flush();
      await mailer.flush();
      const mails = await mailsOf(orderNo);
      expect(mails.map((m) => [m.state, m.error, m.retryAt])).toEqual([
        ['sent', null, null],
        ['sent', null, null],
      ]);
    } finally {
      await mailer.stop();
      await smtp?.close();
    }
  });
});
