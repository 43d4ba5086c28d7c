import { formatDay } from '../../core/calendar-day';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SHOP } from '../../core/shop';
import { outbox, subscribers } from '../../server/db/schema';
import { FORMS, formCounts, latestInquiry, postInquiry, postSizeForm, RING, sizeForm } from './form-helpers';
import { at, type ErrorAnswer, nextIp, postApi, useTestApp, xsrfToken } from './helpers';

const t = useTestApp();

/** Expects a refusal that stores nothing and mails nothing; returns the answer. */
async function expectRefused(post: () => ReturnType<typeof postInquiry>, status = 400) {
  const before = await formCounts(t);
  const { status: got, body, res } = await post();
  expect(got).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(await formCounts(t)).toEqual(before);
  return body as unknown as ErrorAnswer;
}

describe('each inquiry form is stored and mailed through the outbox', () => {
  const cases = [
    [
      'Contact Form',
      FORMS.contact,
      'contact',
      'Contact form',
      ['Reason: My Order', 'Phone: 03001234567', 'Where is my ring?'],
    ],
    [
      'At Showroom',
      FORMS.showroom,
      'appointment',
      'Appointment request',
      ['Reason: Jewellery Consultation', `Date: ${formatDay(FORMS.showroom.date)}`, 'A bridal set'],
    ],
    [
      'Over The Call',
      FORMS.call,
      'appointment',
      'Appointment request',
      ['Reason: Repairs And Maintenance', 'Phone: 03211234567'],
    ],
    [
      'Newsletter',
      FORMS.newsletter,
      'newsletter',
      'New newsletter subscriber',
      ['Name: Hira Aslam', 'Phone: 03331234567'],
    ],
    ['GIFT CARD FORM', FORMS.giftCard, 'gift-card', 'Gift card request', ['Amount: PKR 5,000', 'Phone: 3001234567']],
    ['Request Requirement', FORMS.requirement, 'requirement', 'Requirement request', ['A 22K bangle set, size 2.6']],
  ] as const;

  it.each(cases)('%s: answered OK, stored, the shop and the guest mailed', async (title, form, kind, words, lines) => {
    const { status, body } = await postInquiry(t, form);
    expect(status).toBe(200);
    expect(body).toEqual({ message: 'OK' });
    const { row, mails, photos } = await latestInquiry(t);
    expect(row).toMatchObject({ kind, title, fullName: form.fullName, email: form.email, phone: form.phone });
    expect(row.fields).toMatchObject(form);
    expect(photos).toEqual([]);
    expect(mails).toHaveLength(2);
    const [shop, guest] = [at(mails, 0), at(mails, 1)];
    expect(shop).toMatchObject({
      kind: 'inquiry-shop',
      toAddress: SHOP.email,
      replyTo: form.email,
      status: 'pending',
      attachments: '[]',
    });
    expect(shop.subject).toBe(`${words} #${row.id} from ${form.fullName}`);
    for (const line of lines) expect(shop.textBody).toContain(line);
    expect(shop.textBody).toContain(`E-mail: ${form.email}`);
    expect(guest).toMatchObject({ kind: 'inquiry-guest', toAddress: form.email, replyTo: SHOP.email });
    expect(guest.subject).toContain(SHOP.name);
    expect(guest.textBody).toContain(`Dear ${form.fullName},`);
  });

  it('the gift card receiver form is stored and sent to the shop only (the receiver did not write to us)', async () => {
    const { status, body } = await postInquiry(t, FORMS.receiver);
    expect(status).toBe(200);
    expect(body).toEqual({ message: 'OK' });
    const { row, mails } = await latestInquiry(t);
    expect(row).toMatchObject({
      kind: 'gift-card-receiver',
      fullName: 'Bilal Ahmed',
      email: 'bilal@example.com',
      phone: '3217654321',
      message: 'Happy birthday!',
    });
    expect(mails.map((m) => [m.kind, m.toAddress, m.replyTo])).toEqual([
      ['inquiry-shop', SHOP.email, 'bilal@example.com'],
    ]);
    expect(at(mails, 0).textBody).toContain('Receiver name: Bilal Ahmed');
    expect(at(mails, 0).textBody).toContain('Amount: PKR 5,000');
  });

  it('a form without a title is the newsletter (behaviour §3.9), and the empty hidden field the page sends is fine', async () => {
    const { status } = await postInquiry(t, {
      fullName: 'No Title',
      phone: '03000000001',
      email: 'notitle@example.com',
      website: '',
    });
    expect(status).toBe(200);
    const { row } = await latestInquiry(t);
    expect(row).toMatchObject({ kind: 'newsletter', title: 'Newsletter', email: 'notitle@example.com' });
    expect(row.fields).not.toHaveProperty('website');
  });
});

describe('a bad form is refused with 400 naming its fields, and nothing is stored or mailed', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['contact without a name', { ...FORMS.contact, fullName: '' }, 'UserData.fullName', 'Name is required'],
    ['contact with a bad e-mail', { ...FORMS.contact, email: 'ayesha@' }, 'UserData.email', 'Email is required'],
    ['contact with another reason', { ...FORMS.contact, reason: 'Gossip' }, 'UserData.reason', 'Reason is required'],
    [
      'contact with letters in the phone',
      { ...FORMS.contact, phone: '0300-CALL' },
      'UserData.phone',
      'Please enter a valid phone number',
    ],
    [
      'appointment with a 10-digit phone',
      { ...FORMS.showroom, phone: '0300123456' },
      'UserData.phone',
      'Please enter a valid phone number',
    ],
    ['appointment with a bad e-mail', { ...FORMS.call, email: 'omar' }, 'UserData.email', 'Please enter a valid Email'],
    [
      'appointment in the past',
      { ...FORMS.showroom, date: '2020-01-01' },
      'UserData.date',
      'Please choose a date from today on',
    ],
    [
      'requirement without a requirement',
      { ...FORMS.requirement, message: ' ' },
      'UserData.message',
      'Please enter Your Requirement',
    ],
    [
      'newsletter without a name',
      { ...FORMS.newsletter, fullName: undefined },
      'UserData.fullName',
      'Name is required',
    ],
    [
      'gift card with an 11-digit phone',
      { ...FORMS.giftCard, phone: '03001234567' },
      'UserData.phone',
      'Please enter a valid phone number',
    ],
    [
      'gift card over the maximum',
      { ...FORMS.giftCard, amount: 25000 },
      'UserData.amount',
      'Amount cannot exceed 20000',
    ],
    [
      'receiver without a name',
      { ...FORMS.receiver, ReceiverName: '' },
      'UserData.ReceiverName',
      'Receiver Name is required',
    ],
  ];

  it.each(cases)('%s', async (_what, form, field, message) => {
    const body = await expectRefused(() => postInquiry(t, form));
    expect(body.errors).toContainEqual({ field, message });
    expect(body.message).toContain(message);
  });

  it('every field at fault is named at once', async () => {
    const body = await expectRefused(() => postInquiry(t, { title: 'Contact Form' }));
    expect(body.errors?.map((e) => e.field).sort()).toEqual([
      'UserData.email',
      'UserData.fullName',
      'UserData.phone',
      'UserData.reason',
    ]);
  });

  it('a form sent from an Urdu page keeps its language and is acknowledged in Urdu; the shop’s copy stays English', async () => {
    const res = await postApi(t, '/api/mail/inquiryMail', { UserData: FORMS.contact, Language: 'ur' });
    expect(res.status).toBe(200);
    const { row, mails } = await latestInquiry(t);
    expect(row.locale).toBe('ur');
    expect(row.fields).not.toHaveProperty('Language');
    const [shop, guest] = mails;
    expect(shop?.subject).toMatch(/^Contact form #\d+ from /);
    expect(guest?.subject).toBe(`ہمیں آپ کی تحریر موصول ہو گئی ہے - ${SHOP.name}`);
    expect(guest?.textBody).toContain('ہم جلد آپ کو جواب دیں گے۔');

    const ring = await postSizeForm(t, sizeForm({ ...RING, Language: 'ur' }));
    expect(ring.status).toBe(200);
    const sized = await latestInquiry(t);
    expect(sized.row.locale).toBe('ur');
    expect(sized.mails[1]?.textBody).toContain('ہم آپ کو آپ کی انگوٹھی کا سائز بتائیں گے۔');

    await postInquiry(t, FORMS.contact);
    expect((await latestInquiry(t)).row.locale).toBe('en');
  });

  it('a language the shop does not write in is refused naming Language, on both form calls', async () => {
    const body = await expectRefused(() =>
      postApi(t, '/api/mail/inquiryMail', { UserData: FORMS.contact, Language: 'fr' }),
    );
    expect(body.errors?.map((e) => e.field)).toEqual(['Language']);
    const sized = await expectRefused(() => postSizeForm(t, sizeForm({ ...RING, Language: 'fr' })));
    expect(sized.errors?.map((e) => e.field)).toEqual(['Language']);
  });

  it('an unknown title is refused naming UserData.title', async () => {
    const body = await expectRefused(() => postInquiry(t, { ...FORMS.contact, title: 'Free Gold' }));
    expect(body.errors?.map((e) => e.field)).toEqual(['UserData.title']);
  });

  it('a body without UserData, or not JSON, is refused with 400', async () => {
    const body = await expectRefused(() => postInquiry(t, undefined));
    expect(body.errors?.map((e) => e.field)).toEqual(['UserData']);
    await expectRefused(() => postInquiry(t, 'not a form'));
    const token = await xsrfToken(t);
    const raw = () =>
      t.app
        .inject({
          method: 'POST',
          url: '/api/mail/inquiryMail',
          payload: '{"UserData":',
          remoteAddress: nextIp(),
          headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
        })
        .then((res) => ({ res, status: res.statusCode, body: res.json<Record<string, unknown>>() }));
    expect((await expectRefused(raw)).message).toBeTruthy();
  });
});

describe('the hidden field only robots fill', () => {
  it('a filled hidden field gets the success answer, and nothing is stored or mailed', async () => {
    const before = await formCounts(t);
    for (const form of [
      { ...FORMS.contact, website: 'http://cheap-watches.example' },
      { ...FORMS.newsletter, email: 'robot@example.com', website: 'x' },
      { title: 'Contact Form', fullName: '', email: 'bad', website: 'robot' }, // checked before the schema
      { title: 'No Such Form', website: 'robot' },
    ]) {
      const { status, body } = await postInquiry(t, form);
      expect(status).toBe(200);
      expect(body).toEqual({ message: 'OK' });
    }
    expect(await formCounts(t)).toEqual(before);
  });
});

describe('names cannot inject mail headers or scripts', () => {
  it('a <script> in a name is stored as text and escaped in the HTML mail', async () => {
    const fullName = '<script>alert("x")</script> Khan';
    const { status } = await postInquiry(t, { ...FORMS.contact, fullName, message: '<img src=x onerror=alert(1)>' });
    expect(status).toBe(200);
    const { row, mails } = await latestInquiry(t);
    expect(row.fullName).toBe(fullName);
    expect(mails).toHaveLength(2);
    for (const m of mails) {
      expect(m.htmlBody).not.toMatch(/<script|<img/i);
      expect(m.htmlBody).toContain('&lt;script&gt;');
      expect(m.textBody).toContain(fullName);
    }
  });

  it.each([
    ['CR/LF', 'Ayesha\r\nBcc: victim@example.com'],
    ['LF', 'Ayesha\nBcc: victim@example.com'],
    ['CR', 'Ayesha\rSubject: free gold'],
  ])('a %s in a name is refused naming fullName, and no mail is queued', async (_what, fullName) => {
    const body = await expectRefused(() => postInquiry(t, { ...FORMS.contact, fullName }));
    expect(body.errors?.map((e) => e.field)).toEqual(['UserData.fullName']);
  });

  it('a CR/LF in the receiver name is refused naming ReceiverName', async () => {
    const body = await expectRefused(() =>
      postInquiry(t, { ...FORMS.receiver, ReceiverName: 'Bilal\r\nBcc: x@example.com' }),
    );
    expect(body.errors?.map((e) => e.field)).toEqual(['UserData.ReceiverName']);
  });
});

describe('anti-forgery', () => {
  it('a missing X-XSRF-TOKEN header is refused with 403 and nothing is stored', async () => {
    const body = await expectRefused(() => postInquiry(t, FORMS.contact, { token: null }), 403);
    expect(body.message).toMatch(/reload the page/i);
  });

  it('a cookie without the header, or a wrong header, is refused with 403', async () => {
    await expectRefused(
      () => postInquiry(t, FORMS.contact, { token: null, headers: { cookie: `XSRF-TOKEN=${'a'.repeat(32)}` } }),
      403,
    );
    await expectRefused(() => postInquiry(t, FORMS.contact, { header: 'b'.repeat(32) }), 403);
  });
});

describe('newsletter sign-ups', () => {
  it('the same e-mail in another case makes no second subscriber; the shop hears once, the guest each time', async () => {
    const first = { ...FORMS.newsletter, fullName: 'Saima Butt', email: 'Saima.Butt@Example.com' };
    expect((await postInquiry(t, first)).status).toBe(200);
    const one = await latestInquiry(t);
    expect(one.mails.map((m) => m.kind)).toEqual(['inquiry-shop', 'inquiry-guest']);

    expect(
      (await postInquiry(t, { ...first, fullName: 'Saima B.', phone: '03009998887', email: 'saima.butt@EXAMPLE.COM' }))
        .status,
    ).toBe(200);
    const two = await latestInquiry(t);
    expect(two.row.id).toBeGreaterThan(one.row.id);
    expect(two.mails.map((m) => [m.kind, m.toAddress])).toEqual([['inquiry-guest', 'saima.butt@EXAMPLE.COM']]);

    const rows = await t.database.db.select().from(subscribers).where(eq(subscribers.email, 'saima.butt@example.com'));
    expect(rows).toHaveLength(1);
    const subscriber = at(rows, 0);
    expect(subscriber).toMatchObject({ fullName: 'Saima B.', phone: '03009998887' });
    expect(subscriber.updatedAt.getTime()).toBeGreaterThanOrEqual(subscriber.createdAt.getTime());
  });

  it('five sign-ups with one e-mail at once make one subscriber and one mail to the shop', async () => {
    const email = 'concurrent@example.com';
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => postInquiry(t, { ...FORMS.newsletter, email, fullName: `Guest ${i}` })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect(await t.database.db.select().from(subscribers).where(eq(subscribers.email, email))).toHaveLength(1);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.replyTo, email));
    expect(mails.filter((m) => m.kind === 'inquiry-shop')).toHaveLength(1);
  });
});

describe('the API document', () => {
  it('lists both form calls under the forms tag', async () => {
    const doc = (await t.app.inject({ url: '/api/docs' })).json<{
      paths: Record<string, { post?: { tags?: string[]; summary?: string } }>;
    }>();
    for (const p of ['/api/mail/inquiryMail', '/api/mail/submitform']) {
      expect(doc.paths[p]?.post?.tags).toEqual(['forms']);
      expect(doc.paths[p]?.post?.summary).toBeTruthy();
    }
  });
});
