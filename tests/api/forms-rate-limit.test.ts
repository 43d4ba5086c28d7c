import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMS, formCounts, postInquiry, postSizeForm, RING, sizeForm } from './form-helpers';
import { createTestApp, xsrfToken, type ErrorAnswer, type TestApp } from './helpers';

// Apps of their own: the limit counts per client address and must not disturb the other files.
let t: TestApp;
let proxied: TestApp;

beforeAll(async () => {
  t = await createTestApp(); // FORM_RATE_LIMIT's default: 5 forms a minute
  proxied = await createTestApp({ trustProxy: ['10.9.0.1'], formRateLimit: 2 });
});

afterAll(async () => {
  await t?.close();
  await proxied?.close();
});

const statusOf = async (p: Promise<{ status: number }>) => (await p).status;

describe('rate limit on the forms, per client address', () => {
  it('the 6th form within a minute from one address gets 429 JSON, whichever forms they were; another address still sends', async () => {
    const ip = '203.0.113.21';
    const token = await xsrfToken(t);
    const statuses = [
      await statusOf(postInquiry(t, FORMS.contact, { token, ip })),
      await statusOf(postSizeForm(t, sizeForm(RING), { token, ip })),
      await statusOf(postInquiry(t, FORMS.requirement, { token, ip })),
      await statusOf(postSizeForm(t, sizeForm(RING), { token, ip })),
      await statusOf(postInquiry(t, FORMS.giftCard, { token, ip })),
    ];
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const before = await formCounts(t);
    for (const sixth of [
      postInquiry(t, FORMS.contact, { token, ip }),
      postSizeForm(t, sizeForm(RING), { token, ip }),
    ]) {
      const { status, res, body } = await sixth;
      expect(status).toBe(429);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect((body as unknown as ErrorAnswer).message).toMatch(/rate limit|too many|try again/i);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await formCounts(t)).toEqual(before);
    expect(await statusOf(postInquiry(t, FORMS.contact, { token, ip: '203.0.113.22' }))).toBe(200);
  });

  it('a forged X-Forwarded-For does not reset it (inject)', async () => {
    const ip = '203.0.113.31';
    const token = await xsrfToken(t);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        await statusOf(
          postInquiry(t, FORMS.contact, {
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
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const token = await xsrfToken(t);
    const payload = JSON.stringify({ UserData: FORMS.contact });
    const post = (forged: string) =>
      new Promise<number>((resolve, reject) => {
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
    for (let i = 0; i < 7; i++) statuses.push(await post(`192.0.2.${i + 1}`));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});

describe('TRUST_PROXY: behind a load balancer', () => {
  it("the client address comes from the trusted proxy's X-Forwarded-For, so clients behind it are counted apart", async () => {
    const token = await xsrfToken(proxied);
    const via = (client: string) =>
      postInquiry(proxied, FORMS.contact, { token, ip: '10.9.0.1', headers: { 'x-forwarded-for': client } });
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
          postInquiry(proxied, FORMS.contact, {
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
          postInquiry(proxied, FORMS.contact, {
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
