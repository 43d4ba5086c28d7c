import fc from 'fast-check';
import { afterAll, beforeAll, vi } from 'vitest';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { createServer } from 'vite';
import type { ServerBuild } from 'react-router';
import routeTable from '../../app/routes';
import { createTestApp, seedFixture, type TestApp } from './helpers';

/**
 * What the fuzz test of every route generates (docs/behaviour.md §10.10.1, docs/decisions/031): paths made from the
 * route tables with their parameters replaced by awkward segments, query strings and bodies. The same pieces serve
 * the test in `npm test` and the longer run of `npm run fuzz`.
 */

/** Segments known to have broken something once, or likely to: NUL, broken %-escapes, prototype keys, long, Urdu. */
export const NASTY = [
  '%00',
  'a%00b',
  '%E0%A4%A',
  '%',
  '%zz',
  '%C0%AF',
  '%FF',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'prototype',
  encodeURIComponent('انگوٹھی'),
  encodeURIComponent('سونے کی انگوٹھی'),
  'a'.repeat(3000),
  encodeURIComponent('ی'.repeat(600)),
  '..',
  '.',
  '%2e%2e',
  '%2F',
  '%5C',
  encodeURIComponent("' OR 1=1 --"),
  encodeURIComponent('%_\\'),
  '%20',
  '+',
  '-1',
  '0',
  '1e400',
  '99999999999999999999',
  'NaN',
  'T-RING-1',
  'ZW-10011',
  'Gold',
  'Rings',
  '',
];

/** One path segment, %-encoded as it would travel (or deliberately not). */
export const segment: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }).map(encodeURIComponent) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeURIComponent) },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9-]{1,30}$/) },
);

const QUERY_KEYS = [
  'tagNo',
  'tagno',
  'q',
  'term',
  'page',
  'pageNumber',
  'pageSize',
  'sort',
  'token',
  'orderNo',
  'email',
  'ItemName',
  'itemName',
  'itemType',
  'w',
  'days',
  'date',
  'K24',
  'status',
  'state',
  'kind',
  'from',
  'to',
  'format',
];

/** A query string: known parameter names and awkward ones, awkward values; empty now and then. */
export const query: fc.Arbitrary<string> = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), segment), segment), { maxLength: 4 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));

const FIELDS = [
  'TagNo',
  'Stock',
  'UserData',
  'FirstName',
  'Email',
  'email',
  'password',
  'name',
  'fullName',
  'phone',
  'message',
  'Delivery',
  'Payment',
  'NetPrice',
  'Qty',
  'selectedSize',
  'K24',
  'date',
  'status',
  'to',
  'note',
  'orderNo',
  'token',
  '__proto__',
  'constructor',
];

export const nastyText = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '__proto__', 'constructor', 'انگوٹھی', 'x'.repeat(5000), '', ' ', '\ud800'),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const leaf = fc.oneof(nastyText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const value: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('v'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 8 })), tie('v'), { maxKeys: 4 }),
  ),
})).v;

export interface Body {
  contentType?: string;
  payload?: string;
}
/** A body: JSON made of the shop's field names and awkward values, broken JSON, a form, or nothing. */
export const body: fc.Arbitrary<Body> = fc.oneof(
  {
    weight: 4,
    arbitrary: value.map((v) => ({ contentType: 'application/json', payload: JSON.stringify(v) ?? 'null' })),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }).map((s) => ({ contentType: 'application/json', payload: s })) },
  {
    weight: 1,
    arbitrary: query.map((q) => ({ contentType: 'application/x-www-form-urlencoded', payload: q.slice(1) })),
  },
  { weight: 1, arbitrary: fc.constant({}) },
);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every leaf of a JSON value, as the keys leading to it. */
function leaves(v: Json, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(v)) return v.flatMap((x, i) => leaves(x, [...at, i]));
  if (v !== null && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => leaves(x, [...at, k]));
  return [at];
}

/** A copy of `v` with the leaf at `at` replaced by `by`. */
function replaced(v: Json, at: readonly (string | number)[], by: Json): Json {
  const [head, ...rest] = at;
  if (head === undefined) return by;
  if (Array.isArray(v)) return v.map((x, i) => (i === head ? replaced(x, rest, by) : x));
  if (v !== null && typeof v === 'object') return { ...v, [head]: replaced(v[head] ?? null, rest, by) };
  return v;
}

/** A good body with one of its values made awkward (a NUL, a prototype key, a lone surrogate, 5,000 characters...). */
export function nearlyGood(good: Json): fc.Arbitrary<Body> {
  const paths = leaves(good);
  return fc
    .tuple(fc.constantFrom(...paths), fc.oneof(nastyText, fc.integer(), fc.constant(null)))
    .map(([at, by]) => ({ contentType: 'application/json', payload: JSON.stringify(replaced(good, at, by)) }));
}

/** Every path of app/routes.ts, as written there (`:param`, `:param?`, `*`). */
export function pagePaths(entries: readonly RouteConfigEntry[] = routeTable, parent = ''): string[] {
  const out: string[] = [];
  for (const e of entries) {
    const here = e.path === undefined ? parent : `${parent}/${e.path}`.replace(/\/+/g, '/');
    if (e.path !== undefined || e.index) out.push(here || '/');
    if (e.children) out.push(...pagePaths(e.children, here));
  }
  return [...new Set(out)];
}

/** A path of a route pattern (`/a/:b/:c?/*` or `/a/{b}/*`) with its parameters replaced by generated segments. */
export function pathOf(pattern: string): fc.Arbitrary<string> {
  const parts = pattern.split('/').filter(Boolean);
  return fc
    .tuple(
      ...parts.map((p) =>
        /^[:{*]/.test(p) ? fc.array(segment, { minLength: 1, maxLength: p === '*' ? 3 : 1 }) : fc.constant([p]),
      ),
    )
    .map((chosen) => `/${chosen.flat().join('/')}`);
}

/** A stack frame, or SQL, or a database's complaint: none may reach a guest. */
const LEAKS = [
  /\bat [^\n<]*\(?(file:\/\/|\/|node:)[^\n<]*:\d+:\d+/,
  /\b(SELECT|INSERT INTO|UPDATE|DELETE FROM)\b[^\n<]{0,200}\b(FROM|SET|VALUES|WHERE)\b/,
  /invalid byte sequence|invalid input syntax|Failed query|DrizzleQueryError|PGlite|unterminated quoted/i,
  /is not iterable|is not a function|Cannot read properties of/,
];

/** What is wrong with an answer (a 5xx, a leaked stack trace or SQL), or null. */
export function faultOf(status: number, text: string): string | null {
  if (status >= 500) return `answered ${status}: ${text.slice(0, 300)}`;
  const leak = LEAKS.find((re) => re.test(text));
  return leak ? `leaked ${leak}: ${text.match(leak)?.[0]}` : null;
}

/**
 * The React Router server build, compiled from source by Vite (as the dev server does), so the pages can be rendered
 * in the API tests without `npm run build` first.
 */
export async function pagesFromSource(): Promise<{ build: ServerBuild; close(): Promise<void> }> {
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'silent',
  });
  const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
  return { build, close: () => vite.close() };
}

/**
 * The app of one test file with the storefront's pages rendered (compiled from source, no page cache) and FIXTURE
 * loaded: made before its tests, closed after them. React's own console errors of a render are kept quiet.
 */
export function usePagesApp(): TestApp {
  const t = {} as TestApp;
  let closePages: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const pages = await pagesFromSource();
    closePages = pages.close;
    Object.assign(t, await createTestApp({ ssrBuild: pages.build, pageCacheBytes: 0 }));
    await seedFixture(t);
  }, 120_000);
  afterAll(async () => {
    await t.close?.();
    await closePages?.();
  });
  return t;
}
