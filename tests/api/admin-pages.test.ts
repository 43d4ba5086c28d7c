import fc from 'fast-check';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import routes from '../../app/routes';
import { PAGE_ACCESS, type PageAccess } from '../../app/lib/admin-access';
import { isBackOfficePage } from '../../server/auth/guard';
import { eq } from 'drizzle-orm';
import { staff as staffRows, staffSessions } from '../../server/db/schema';
import { FORMS, postInquiry } from './form-helpers';
import { pagesFromSource } from './fuzz-lib';
import { createTestApp, FIXTURE, postSale, saleFor, seedFixture, type TestApp } from './helpers';
import { newMember, signedIn, type Client } from './staff-helpers';

/**
 * Nothing of the back office answers without a session (docs/behaviour.md §11.1, docs/decisions/058): every page of
 * app/routes.ts under the back office, asked as a document and as React Router's data request (`.data`) with
 * `_routes` naming the page alone, with its layouts and with anything else, spelt in any case or escaped, with no
 * session, an expired one, a made-up one, and as staff on the owner's pages. An answer passes only when it carries
 * none of the guests' or members' data the shop holds.
 */

/** A route of app/routes.ts: its file (React Router's id is the file without its extension) and its path. */
interface TableRoute {
  id: string;
  path: string;
  parents: string[];
}

const BACK_OFFICE_LAYOUTS = ['routes/admin/frame', 'routes/admin/layout'];
/** Pages open without a session. */
const OPEN = new Set(['routes/admin/login', 'routes/admin/setup', 'routes/admin/join']);
/** The owner's pages; every other signed-in page is any member's. */
const OWNER_ONLY = new Set([
  'routes/admin/staff',
  'routes/admin/audit',
  'routes/admin/settings',
  'routes/admin/stock-names',
]);

function tableRoutes(): TableRoute[] {
  const out: TableRoute[] = [];
  type Entry = { file: string; path?: string; children?: Entry[] };
  const walk = (list: readonly Entry[], parents: string[]) => {
    for (const r of list) {
      const id = r.file.replace(/\.tsx?$/, '');
      if (r.path !== undefined) out.push({ id, path: r.path, parents });
      if (r.children) walk(r.children, [...parents, id]);
    }
  };
  walk(routes as readonly Entry[], []);
  return out;
}

const backOfficePages = () => tableRoutes().filter((r) => r.parents.includes('routes/admin/frame'));

let t: TestApp;
let build: ServerBuild;
let closePages: () => Promise<void>;
let staff: Client;
let owner: Client;
let orderNo = '';
/** Words only the back office's data holds: none may appear in an answer given without the right session. */
const SECRETS = ['Zarmeen', 'zarmeen.q@example.com', 'Hira Aslam', 'hira@example.com', 'Nargis Owner', 'Bilal Staff'];

beforeAll(async () => {
  // React Router writes a refused loader's error on the console.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const pages = await pagesFromSource();
  build = pages.build;
  closePages = pages.close;
  t = await createTestApp({ ssrBuild: pages.build });
  await seedFixture(t);
  owner = await signedIn(t, await newMember(t, 'owner', 'Nargis Owner'));
  staff = await signedIn(t, await newMember(t, 'staff', 'Bilal Staff'));
  const tag = FIXTURE[0]?.TagNo ?? '';
  const sale = await saleFor(t, [{ TagNo: tag }], { selectedDeliveryOption: 'free' }, 0, {
    FirstName: 'Zarmeen',
    Email: 'zarmeen.q@example.com',
  });
  const placed = await postSale(t, sale);
  expect(placed.status).toBe(200);
  orderNo = String(placed.body.orderNo);
  expect(orderNo).toMatch(/^NM-/);
  expect((await postInquiry(t, FORMS.newsletter)).status).toBe(200);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await closePages?.();
});

/** A page's path with its parameters filled in: the order and inquiry placed above, so a leak would show them. */
function filled(path: string): string {
  return `/${path
    .replace(':orderNo', orderNo || 'NM-XXXXXX')
    .replace(':id', '1')
    .replace(':key', 'zarmeen.q%40example.com')
    .replace(':tagNo', 'T-RING-1')
    .replace('*', 'no/such/page')}`;
}

/** The same page spelt as React Router still matches it. */
const spellings = (p: string) => [p, p.toUpperCase(), p.replace('/admin', '/%61dmin'), p.replace('/admin', '/Admin/')];

/** Every `_routes` a client could name for this page: itself, with its layouts, with the root, and a stranger. */
function routeSets(page: TableRoute): string[] {
  const all = ['root', ...page.parents, page.id];
  return [page.id, [...page.parents, page.id].join(','), all.join(','), 'routes/admin/layout', 'routes/admin/orders'];
}

function dataRequests(page: TableRoute): string[] {
  const out: string[] = [];
  for (const p of spellings(filled(page.path))) {
    const dataPath = p === '/' ? '/_root.data' : `${p.replace(/\/$/, '')}.data`;
    out.push(dataPath);
    for (const set of routeSets(page)) out.push(`${dataPath}?_routes=${encodeURIComponent(set)}`);
    out.push(`${p}?_routes=${encodeURIComponent(page.id)}`);
    out.push(p);
  }
  return out;
}

/** Fails on any answer that carries the back office's data or could be kept by a shared cache. */
async function expectNothing(
  url: string,
  cookie: string | undefined,
  method: 'GET' | 'HEAD' | 'POST' = 'GET',
  /** The signed-in member's own name, which the back office's frame shows them. */
  own = '',
  /** A data request naming only the layouts, whose one datum is the member's own name. */
  layoutsOnly = false,
) {
  const res = await t.app.inject({ method, url, headers: cookie ? { cookie } : {} });
  const where = `${method} ${url}${cookie ? ' (with a cookie)' : ''}: ${res.statusCode}`;
  for (const secret of SECRETS.filter((s) => s !== own)) expect(res.body, where).not.toContain(secret);
  if (orderNo) expect(res.body, where).not.toContain(orderNo);
  if (!layoutsOnly) expect(res.statusCode, where).not.toBe(200);
  expect(res.statusCode, where).toBeLessThan(500);
  expect(String(res.headers['cache-control']), where).not.toMatch(/public|s-maxage/);
  return res;
}

describe('every back-office loader is made by backOfficeLoader', () => {
  it('walks app/routes.ts: each page and layout under the back office checks the session and its role', () => {
    const pages = backOfficePages();
    expect(pages.length).toBeGreaterThanOrEqual(13);
    for (const id of [...BACK_OFFICE_LAYOUTS.slice(1), ...pages.map((p) => p.id)]) {
      if (OPEN.has(id)) continue;
      const loader = build.routes[id]?.module.loader as { [PAGE_ACCESS]?: PageAccess } | undefined;
      expect(loader, `${id} has no loader`).toBeTypeOf('function');
      expect(loader?.[PAGE_ACCESS], `${id}'s loader is not made by backOfficeLoader`).toBe(
        OWNER_ONLY.has(id) ? 'owner' : 'member',
      );
      expect(build.routes[id]?.module.action, `${id} has an action`).toBeUndefined();
    }
  });

  it('a loader called without a member is sent to sign in and never reads the back office', async () => {
    const untouchable = new Proxy(
      {},
      {
        get(_, key) {
          throw new Error(`the back office was read: ${String(key)}`);
        },
      },
    );
    for (const page of backOfficePages().filter((p) => !OPEN.has(p.id))) {
      const loader = build.routes[page.id]?.module.loader;
      if (!loader) throw new Error(`${page.id} has no loader`);
      const context = { member: null, backOffice: untouchable, markPrivate: () => undefined };
      const thrown: unknown = await Promise.resolve()
        .then(() => loader({ context, request: new Request('http://x/admin'), params: {} } as never))
        .then(
          () => 'answered',
          (e: unknown) => e,
        );
      expect(thrown, page.id).toBeInstanceOf(Response);
      expect((thrown as Response).headers.get('location'), page.id).toBe('/admin/login');
    }
  });
});

describe('without a session', () => {
  it('no page, data request or _routes combination answers with data', async () => {
    let asked = 0;
    for (const page of backOfficePages().filter((p) => !OPEN.has(p.id))) {
      for (const url of dataRequests(page)) {
        const res = await expectNothing(url, undefined);
        asked += 1;
        // A data request is told to go to sign in before any loader runs; a document is sent there.
        if (url.includes('.data')) {
          expect(res.statusCode, url).toBe(204);
          expect(res.headers['x-remix-redirect'], url).toBe('/admin/login');
        } else {
          expect(res.statusCode, url).toBe(302);
          expect(res.headers.location, url).toBe('/admin/login');
        }
      }
      await expectNothing(`${filled(page.path)}.data?_routes=${page.id}`, undefined, 'POST');
      await expectNothing(`${filled(page.path)}.data?_routes=${page.id}`, undefined, 'HEAD');
    }
    expect(asked).toBeGreaterThan(300);
  });

  it('the open pages name no other page’s data, whatever _routes says', async () => {
    for (const page of ['/admin/login', '/admin/setup', '/admin/join', '/ADMIN/LOGIN'])
      for (const set of ['routes/admin/orders', 'routes/admin/layout', 'routes/admin/orders,routes/admin/layout']) {
        const res = await t.app.inject({ method: 'GET', url: `${page}.data?_routes=${encodeURIComponent(set)}` });
        for (const secret of SECRETS) expect(res.body, page).not.toContain(secret);
        expect(res.headers['cache-control'], page).toBe('private, no-store');
      }
  });

  it('an expired or a made-up session is no session', async () => {
    const expired = await signedIn(t, await newMember(t, 'owner', 'Expired'));
    await t.database.db.update(staffSessions).set({ expiresAt: new Date(Date.now() - 1000) });
    const made = 'zewar-session=' + 'A'.repeat(43);
    for (const cookie of [expired.cookie, made])
      for (const page of backOfficePages().filter((p) => !OPEN.has(p.id)))
        for (const url of dataRequests(page).slice(0, 8)) await expectNothing(url, cookie);
    // The members signed in above were signed out by the same stroke: sign them in again for what follows.
    owner = await signedIn(t, await newMember(t, 'owner', 'Nargis Owner'));
    staff = await signedIn(t, await newMember(t, 'staff', 'Bilal Staff'));
  });
});

describe('signed in', () => {
  it('staff are refused the owner’s pages in every spelling, and no answer of theirs is shared', async () => {
    for (const page of backOfficePages().filter((p) => OWNER_ONLY.has(p.id)))
      for (const url of dataRequests(page)) {
        const named = new URL(url, 'http://x').searchParams.get('_routes');
        const layoutsOnly = named !== null && !named.split(',').includes(page.id);
        const res = await expectNothing(url, staff.cookie, 'GET', 'Bilal Staff', layoutsOnly);
        // A doubled slash is first sent to its single-slash address (server/http/unreadable.ts), asked above too.
        if (!layoutsOnly) expect(res.statusCode, url).toBe(url.includes('//') ? 301 : 403);
      }
  });

  it('the owner reads every page, as a document and as data, and no answer is kept by a shared cache', async () => {
    for (const page of backOfficePages().filter((p) => !OPEN.has(p.id) && !p.path.includes('*'))) {
      const p = filled(page.path);
      for (const url of [p, `${p}.data?_routes=${encodeURIComponent(page.id)}`, `${p.toUpperCase()}.data`]) {
        const res = await t.app.inject({ method: 'GET', url, headers: { cookie: owner.cookie } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('private, no-store');
      }
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/admin/orders.data?_routes=routes/admin/orders',
      headers: { cookie: owner.cookie },
    });
    expect(list.body).toContain('zarmeen.q@example.com');
    // The same address afterwards, without the cookie, is not served from anything kept.
    await expectNothing('/admin/orders.data?_routes=routes/admin/orders', undefined);
    await expectNothing('/ADMIN/orders.data?_routes=routes/admin/orders', undefined);
  });
});

describe('a member who must choose their own password', () => {
  it('every other page, as a document and as any data request, goes to /admin/password and shows nothing', async () => {
    const forced = await newMember(t, 'owner', 'Forced Owner');
    await t.database.db.update(staffRows).set({ mustChangePassword: true }).where(eq(staffRows.email, forced.email));
    const member = await signedIn(t, forced);
    let asked = 0;
    for (const page of backOfficePages().filter((p) => !OPEN.has(p.id) && p.id !== 'routes/admin/password'))
      for (const url of dataRequests(page).filter((u) => !u.includes('//'))) {
        const res = await expectNothing(url, member.cookie, 'GET', 'Forced Owner');
        asked += 1;
        if (url.includes('.data')) {
          expect(res.statusCode, url).toBe(204);
          expect(res.headers['x-remix-redirect'], url).toBe('/admin/password');
        } else {
          expect(res.statusCode, url).toBe(302);
          expect(res.headers.location, url).toBe('/admin/password');
        }
      }
    expect(asked).toBeGreaterThan(300);
    // The loaders send them there too, should a request reach one (app/lib/admin-access.ts).
    const loader = build.routes['routes/admin/orders']?.module.loader;
    const context = {
      member: { id: 1, name: 'x', email: 'x', role: 'owner', mustChangePassword: true },
      backOffice: {},
      markPrivate: () => undefined,
    };
    const thrown: unknown = await Promise.resolve()
      .then(() => loader?.({ context, request: new Request('http://x/admin/orders'), params: {} } as never))
      .catch((e: unknown) => e);
    expect((thrown as Response).headers.get('location')).toBe('/admin/password');
    const own = await t.app.inject({ method: 'GET', url: '/admin/password', headers: { cookie: member.cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('Choose your own password');
  });
});

describe('the JSON API under any spelling', () => {
  it('an escaped or doubled /api/admin path is still the back office’s: refused without a session', async () => {
    for (const url of ['/api/%61dmin/orders', '/api/admin//orders', '/api/admin/orders/', '/API/admin/orders']) {
      const res = await t.app.inject({ method: 'GET', url });
      for (const secret of SECRETS) expect(res.body, url).not.toContain(secret);
      expect([401, 404], url).toContain(res.statusCode);
    }
  });
});

describe('the guard reads a path as the router matches it', () => {
  /** The build's routes as React Router's matcher takes them: a tree from the manifest's parent ids. */
  function routeTree(): RouteObject[] {
    const byParent = new Map<string | undefined, RouteObject[]>();
    for (const r of Object.values(build.routes)) {
      if (!r) continue;
      const node: RouteObject = r.index
        ? { id: r.id, index: true, path: r.path, caseSensitive: r.caseSensitive }
        : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children: [] };
      byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), node]);
    }
    const attach = (nodes: RouteObject[]): RouteObject[] =>
      nodes.map((n) => (n.index ? n : { ...n, children: attach(byParent.get(n.id) ?? []) }));
    return attach(byParent.get(undefined) ?? []);
  }

  it('any spelling of a path React Router gives to a back-office route is the back office’s to the guard', () => {
    const tree = routeTree();
    const letters = (s: string) =>
      fc
        .array(fc.boolean(), { minLength: s.length, maxLength: s.length })
        .map((upper) => [...s].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''));
    const escaped = (s: string) =>
      fc
        .array(fc.boolean(), { minLength: s.length, maxLength: s.length })
        .map((esc) => [...s].map((c, i) => (esc[i] ? `%${c.charCodeAt(0).toString(16)}` : c)).join(''));
    const segment = fc.oneof(
      fc.constantFrom('admin', 'orders', 'stock', 'import', 'staff', 'audit', 'login', 'setup', 'about', 'x'),
      fc.stringMatching(/^[a-z0-9-]{1,8}$/),
    );
    const spelt = segment.chain((s) => fc.oneof(letters(s), escaped(s)));
    const pathOf = fc
      .tuple(fc.array(spelt, { minLength: 1, maxLength: 4 }), fc.constantFrom('', '/', '.data', '/.data'))
      .map(([parts, end]) => `/${parts.join('/')}${end}`);
    fc.assert(
      fc.property(pathOf, (url) => {
        const pathname = decodeURIComponent(url).replace(/\/?\.data$/, '') || '/';
        const matched = matchRoutes(tree, pathname) ?? [];
        const reachesBackOffice = matched.some(
          (m) => m.route.id?.startsWith('routes/admin/') && m.route.id !== 'routes/admin/frame',
        );
        if (reachesBackOffice) expect(isBackOfficePage(url), url).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});
