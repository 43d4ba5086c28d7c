import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FORMS } from './form-helpers';
import { createTestApp, freshPiece, registeredRoutes, saleFor, seedFixture, type TestApp } from './helpers';
import { body, faultOf, nearlyGood, pagePaths, pagesFromSource, pathOf, query, type Body } from './fuzz-lib';
import { newMember, signedIn, type Client } from './staff-helpers';

/**
 * No address and no body gives a 5xx, a stack trace or SQL (docs/behaviour.md §10.10.1, docs/decisions/031): every
 * page of app/routes.ts and every API route Fastify has is asked FUZZ_RUNS (default 150) generated requests, with and
 * without a back-office session. `npm run fuzz -- --requests=20000` runs the same for longer.
 */
// The PostgreSQL pass (test:api:pg) asks a third as many: the guard and the parsers are the same, only the database differs.
let RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.DATABASE_URL ? 50 : 150));
/** `npm run fuzz -- --requests=N`: the runs per route are worked out from the routes, to ask about N in all. */
const REQUESTS = process.env.FUZZ_REQUESTS ? Number(process.env.FUZZ_REQUESTS) : undefined;
const PAGES = pagePaths();
/** Good bodies made awkward (the last describe): orders, the seven forms, sign-in, staff and rates. */
const GOOD_BODIES = 11;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

let t: TestApp;
let closePages: () => Promise<void>;
let staff: Client;
let asked = 0;

beforeAll(async () => {
  // React Router says so on the console for every POST to a page without an action (answered 405).
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const pages = await pagesFromSource();
  closePages = pages.close;
  t = await createTestApp({ ssrBuild: pages.build, orderRateLimit: 1e9, formRateLimit: 1e9 });
  await seedFixture(t);
  staff = await signedIn(t, await newMember(t, 'owner'));
  // Each run asks every API route once, every page five sixths of a time (below) and every good body once.
  if (REQUESTS) RUNS = Math.ceil(REQUESTS / (apiRoutes().length + (PAGES.length * 5) / 6 + GOOD_BODIES));
}, 120_000);

/** Every API route Fastify has but the pages' catch-all (fuzzed as pages) and the OpenAPI document (no input, slow). */
const apiRoutes = () => registeredRoutes(t.app).filter((r) => !/ \/?\*$| \/api\/docs$/.test(r));

afterAll(async () => {
  await t?.close();
  await closePages?.();
  if (asked) console.log(`fuzz: ${asked} requests asked (${RUNS} runs a route)`);
});

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function ask(method: Method, url: string, b: Body, signed: boolean) {
  const headers: Record<string, string> = signed
    ? { cookie: staff.cookie, 'x-xsrf-token': staff.csrf }
    : {
        cookie: 'XSRF-TOKEN=fuzz-fuzz-fuzz-fuzz-fuzz-fuzz-fuzz-fuzz',
        'x-xsrf-token': 'fuzz-fuzz-fuzz-fuzz-fuzz-fuzz-fuzz-fuzz',
      };
  const withBody = method !== 'GET' && method !== 'HEAD';
  if (withBody && b.contentType) headers['content-type'] = b.contentType;
  const res = await t.app.inject({
    method,
    url,
    headers,
    payload: withBody ? b.payload : undefined,
    remoteAddress: '10.77.0.1',
  });
  asked += 1;
  const fault = faultOf(res.statusCode, res.body);
  if (fault) throw new Error(`${method} ${url.slice(0, 200)} → ${fault}`);
}

/** One property per route: any path of its pattern, any query, any body, signed in or not. */
async function fuzzRoute(method: Method, pattern: string, runs = RUNS) {
  await fc.assert(
    fc.asyncProperty(pathOf(pattern), query, body, fc.boolean(), async (path, q, b, signed) => {
      await ask(method, `${path}${q}`, b, signed);
    }),
    { numRuns: runs, seed: SEED, endOnFailure: true },
  );
}

describe('the known examples', () => {
  const KNOWN = [
    '//',
    '//anything',
    '/product/a/%00',
    '/Search/Gold/%00',
    '/Shop-Online/%00/Rings/1',
    '/orderstatus?token=%00',
    '/orderstatus?orderNo=%00&email=x',
    '/Search/Gold/constructor',
    '/Search/Gold/__proto__',
    '/api/dashboard/EcomSearchStock?tagno=__proto__',
    `/product/${'a'.repeat(3000)}`,
    `/product/${'a'.repeat(3000)}/x`,
    '/product/a/%E0%A4%A',
    '/api/dashboard/EcomStockItem/%E0%A4%A',
  ];
  it.each(KNOWN)('GET %s answers 4xx (or a redirect) with no leak', async (url) => {
    for (const signed of [false, true]) await ask('GET', url, {}, signed);
  });

  it('a NUL byte or a broken %-escape gets the storefront its bad-request page, and the API 400 JSON', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/product/a/%00' });
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('We could not read that address');
    expect(page.body).not.toContain('<script');
    const api = await t.app.inject({ method: 'GET', url: '/api/dashboard/EcomSearchStock?tagno=%E0%A4%A' });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toMatchObject({ message: 'This address has a broken %-escape and cannot be read.' });
  });

  it('an Urdu page’s unreadable address gets the bad-request page in Urdu, right to left, without scripts', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/ur/product/a/%E0%A4%A' });
    expect(page.statusCode).toBe(400);
    expect(page.body).toMatch(/<html lang="ur" dir="rtl"/);
    expect(page.body).toContain('ہم یہ پتہ (لنک) نہیں پڑھ سکے');
    expect(page.body).toContain('اس پتے میں ایک ٹوٹا ہوا %-کوڈ ہے');
    expect(page.body).not.toContain('<script');
  });

  it('a NUL in an order sent as a form is refused naming its field, as in a JSON body', async () => {
    const order = { ...(await saleFor(t, [{ TagNo: await freshPiece(t) }])), UserData: { FirstName: 'a\u0000' } };
    const form = new FormData();
    form.append('order', JSON.stringify(order));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sale/e-Sales',
      headers: { cookie: staff.cookie, 'x-xsrf-token': staff.csrf },
      payload: form,
      remoteAddress: '10.77.0.2',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [{ field: 'UserData.FirstName' }] });
  });

  it("React Router's longest request for its route manifest is not refused as too long", async () => {
    // React Router keeps its whole URL (origin included) within 7,680 characters and refuses longer itself.
    const url = `/__manifest?${'p=%2FShop-Online%2FGold%2FRings%2F1&'.repeat(210)}version=x`;
    expect(url.length).toBeGreaterThan(7000);
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBeLessThan(400);
  });

  it('a doubled slash is sent to the single-slashed path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '//about?x=1' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/about?x=1');
    expect((await t.app.inject({ method: 'GET', url: '//' })).headers.location).toBe('/');
  });

  it('a prototype key is a search with no results, not a failure', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/EcomSearchStock?tagno=constructor' });
    expect(res.statusCode).toBe(200);
  });
});

describe('every page of app/routes.ts', () => {
  const paths = pagePaths();
  it('the route table is read', () =>
    expect(paths).toEqual(expect.arrayContaining(['/', '/product/:itemName/:tagNo'])));
  it.each(paths)('%s', async (pattern) => {
    // A page takes longer to render than an API answer: two thirds as many, a fifth of them posted.
    await fuzzRoute('GET', pattern, Math.ceil((RUNS * 2) / 3));
    await fuzzRoute('POST', pattern, Math.ceil(RUNS / 6));
  });
});

describe('every API route', () => {
  // Read when the app is built (beforeAll), so the cases are made inside the test.
  it('each route, each method', async () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(20);
    for (const r of routes) {
      const [method, pattern] = r.split(' ') as [Method, string];
      const started = performance.now();
      await fuzzRoute(method, pattern);
      if (process.env.FUZZ_TIMES) console.log(`${r}: ${Math.round(performance.now() - started)} ms`);
    }
  }, 600_000);
});

describe('good bodies made awkward one value at a time', () => {
  it('orders, forms, sign-in, staff and rates', async () => {
    const sale = await saleFor(t, [{ TagNo: await freshPiece(t) }]);
    const goods: [Method, string, unknown][] = [
      ['POST', '/api/sale/e-Sales', sale],
      ...Object.values(FORMS).map((f): [Method, string, unknown] => ['POST', '/api/mail/inquiryMail', { UserData: f }]),
      ['POST', '/api/admin/session', { email: 'owner@example.com', password: 'Anarkali-Bazaar-1960' }],
      ['POST', '/api/admin/staff', { email: 'new@example.com', name: 'New', role: 'staff' }],
      ['POST', '/api/admin/rates', { K24: 32_000, date: '2026-11-22' }],
    ];
    for (const [method, url, good] of goods)
      await fc.assert(
        fc.asyncProperty(nearlyGood(good as Parameters<typeof nearlyGood>[0]), fc.boolean(), async (b, signed) => {
          await ask(method, url, b, signed);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
  }, 600_000);
});
