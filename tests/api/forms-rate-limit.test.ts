import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMS, formCounts, postInquiry, postSizeForm, RING, sizeForm } from './form-helpers';
import { createTestApp, SHOP_LIMITS, xsrfToken, type ErrorAnswer, type TestApp } from './helpers';

// Apps of their own: the limit counts per client address and must not disturb the other files.
let t: TestApp;
let low: TestApp;
let proxied: TestApp;

/** The form of guest number i: an e-mail and a phone of their own. */
const guest = <T extends Record<string, unknown>>(form: T, i: number): T & { email: string; phone: string } => ({
  ...form,
  email: `guest${i}@example.com`,
  phone: `0312${String(1000000 + i)}`,
});

beforeAll(async () => {
  t = await createTestApp(SHOP_LIMITS);
  // A ceiling of 5 per address, so that the address's count shows in a few requests.
  low = await createTestApp({ ...SHOP_LIMITS, addressRateLimit: 5 });
  proxied = await createTestApp({ ...SHOP_LIMITS, trustProxy: ['10.9.0.1'], addressRateLimit: 2 });
});

afterAll(async () => {
  await t?.close();
  await low?.close();
  await proxied?.close();
});

const statusOf = async (p: Promise<{ status: number }>) => (await p).status;

describe('rate limits on the forms: per guest, and a ceiling per address', () => {
  it('50 guests behind one carrier address each send a form in the same minute', async () => {
    const ip = '203.0.113.20';
    const token = await xsrfToken(t);
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => statusOf(postInquiry(t, guest(FORMS.contact, i), { token, ip }))),
    );
    expect(statuses).toEqual(Array(50).fill(200));
  });

  it("one guest's 6th form within a minute gets 429 JSON in the shop's words, whichever forms and addresses", async () => {
    const token = await xsrfToken(t);
    const who = { email: 'Rabia.Q@example.com', phone: '03007654321' };
    const statuses = [
      await statusOf(postInquiry(t, { ...FORMS.contact, ...who }, { token, ip: '203.0.113.41' })),
      await statusOf(postSizeForm(t, sizeForm({ ...RING, ...who }), { token, ip: '203.0.113.42' })),
      await statusOf(postInquiry(t, { ...FORMS.requirement, ...who }, { token, ip: '203.0.113.43' })),
      await statusOf(postSizeForm(t, sizeForm({ ...RING, ...who }), { token, ip: '203.0.113.44' })),
      await statusOf(postInquiry(t, { ...FORMS.giftCard, ...who, phone: '3007654321' }, { token, ip: '203.0.113.45' })),
    ];
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const before = await formCounts(t);
    for (const sixth of [
      postInquiry(t, { ...FORMS.contact, ...who }, { token, ip: '203.0.113.46' }),
      postSizeForm(t, sizeForm({ ...RING, ...who }), { token, ip: '203.0.113.47' }),
    ]) {
      const { status, res, body } = await sixth;
      expect(status).toBe(429);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect((body as unknown as ErrorAnswer).message).toMatch(
        /^You have sent several forms in the last minute\. Please try again in \d+ seconds?\.$/,
      );
      const wait = Number(res.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
    }
    expect(await formCounts(t)).toEqual(before);
  });

  it('the same guest is known by the e-mail however cased and by the phone however written', async () => {
    const token = await xsrfToken(t);
    const ip = '203.0.113.48';
    const sameEmail = (i: number) => ({
      ...FORMS.contact,
      email: i % 2 ? 'KAMRAN@example.com' : 'kamran@example.com',
      phone: `0301${String(1000000 + i)}`,
    });
    const e = [];
    for (let i = 0; i < 6; i++) e.push(await statusOf(postInquiry(t, sameEmail(i), { token, ip })));
    expect(e).toEqual([200, 200, 200, 200, 200, 429]);
    const phones = ['03027654321', '923027654321', '3027654321', '00923027654321', '03027654321', '923027654321'];
    const p = [];
    for (const [i, phone] of phones.entries())
      p.push(await statusOf(postInquiry(t, { ...FORMS.contact, email: `p${i}@example.com`, phone }, { token, ip })));
    expect(p).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("an address's ceiling: the 61st form from one address within a minute is refused, whoever sends it; another address still sends", async () => {
    const ip = '203.0.113.21';
    const token = await xsrfToken(t);
    const statuses: number[] = [];
    for (let i = 0; i < 60; i += 10)
      statuses.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, (_, j) =>
            statusOf(postInquiry(t, guest(FORMS.newsletter, 100 + i + j), { token, ip })),
          ),
        )),
      );
    expect(statuses).toEqual(Array(60).fill(200));
    const before = await formCounts(t);
    const { status, res, body } = await postSizeForm(t, sizeForm(guest(RING, 200)), { token, ip });
    expect(status).toBe(429);
    expect((body as unknown as ErrorAnswer).message).toMatch(
      /^Many forms have come from your network in the last minute\. Please try again in \d+ seconds?\.$/,
    );
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await formCounts(t)).toEqual(before);
    expect(await statusOf(postInquiry(t, guest(FORMS.contact, 201), { token, ip: '203.0.113.22' }))).toBe(200);
  });

  it('a forged X-Forwarded-For does not reset it (inject)', async () => {
    const ip = '203.0.113.31';
    const token = await xsrfToken(low);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        await statusOf(
          postInquiry(low, guest(FORMS.contact, 300 + i), {
            token,
            ip,
            headers: { 'x-forwarded-for': `198.51.100.${i + 1}`, 'x-real-ip': `198.51.100.${i + 1}` },
          }),
        ),
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('a forged X-Forwarded-For does not reset it over real HTTP', async () => {
    await low.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = low.app.server.address() as AddressInfo;
    const token = await xsrfToken(low);
    const post = (forged: string, i: number) =>
      new Promise<number>((resolve, reject) => {
        const payload = JSON.stringify({ UserData: guest(FORMS.contact, 400 + i) });
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/mail/inquiryMail',
            localAddress: '127.0.0.77',
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(payload),
              cookie: `XSRF-TOKEN=${token}`,
              'x-xsrf-token': token,
              'x-forwarded-for': forged,
              connection: 'close',
            },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push(await post(`192.0.2.${i + 1}`, i));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});

describe('TRUST_PROXY: behind a load balancer', () => {
  it("the client address comes from the trusted proxy's X-Forwarded-For, so clients behind it are counted apart", async () => {
    const token = await xsrfToken(proxied);
    let n = 500;
    const via = (client: string) =>
      postInquiry(proxied, guest(FORMS.contact, n++), {
        token,
        ip: '10.9.0.1',
        headers: { 'x-forwarded-for': client },
      });
    expect([
      await statusOf(via('198.51.100.1')),
      await statusOf(via('198.51.100.1')),
      await statusOf(via('198.51.100.1')),
    ]).toEqual([200, 200, 429]);
    expect(await statusOf(via('198.51.100.2'))).toBe(200);
  });

  it('what a client writes in X-Forwarded-For before the proxy appends its address does not change the key', async () => {
    const token = await xsrfToken(proxied);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        await statusOf(
          postInquiry(proxied, guest(FORMS.contact, 600 + i), {
            token,
            ip: '10.9.0.1',
            headers: { 'x-forwarded-for': `192.0.2.${i + 1}, 198.51.100.9` },
          }),
        ),
      );
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it("an untrusted client's X-Forwarded-For is ignored", async () => {
    const token = await xsrfToken(proxied);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        await statusOf(
          postInquiry(proxied, guest(FORMS.contact, 700 + i), {
            token,
            ip: '203.0.113.50',
            headers: { 'x-forwarded-for': `198.51.100.${i + 20}` },
          }),
        ),
      );
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
