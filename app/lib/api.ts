import type { ErrorAnswer, StockItem } from '../../core/api-schemas';

/**
 * Browser calls to the shop API (docs/behaviour.md §7). What they read is parsed with the API's own schemas
 * (core/api-schemas.ts), loaded on the first call: the search box is on every page, and zod must not weigh on a
 * page's first load.
 */
const answerSchemas = () => import('../../core/api-schemas');

export async function searchStock(term: string, signal?: AbortSignal): Promise<StockItem[]> {
  const [res, { StockListSchema }] = await Promise.all([
    fetch(`/api/dashboard/EcomSearchStock?tagno=${encodeURIComponent(term)}`, {
      headers: { Accept: 'application/json' },
      signal,
    }),
    answerSchemas(),
  ]);
  if (!res.ok) throw new Error(`Search failed (${res.status})`);
  const items = StockListSchema.safeParse(await res.json());
  if (!items.success) throw new Error('Search failed (the answer was not a list of items)');
  return items.data;
}

const XSRF_COOKIE = 'XSRF-TOKEN';

function readCookie(name: string): string | null {
  const m = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return m ? decodeURIComponent(m.slice(name.length + 1)) : null;
}

/**
 * Anti-forgery (docs/behaviour.md §10.5): the server sets XSRF-TOKEN; every non-GET call sends it back as X-XSRF-TOKEN.
 */
async function xsrfToken(): Promise<string> {
  const existing = readCookie(XSRF_COOKIE);
  if (existing) return existing;
  await fetch('/api/xsrf');
  return readCookie(XSRF_COOKIE) ?? '';
}

export interface ApiAnswer {
  ok: boolean;
  status: number;
  /**
   * The answer as ErrorAnswerSchema checked it (a message, and the fields at fault), with the rest of what was sent
   * for the caller to parse with its own schema (e.g. OrderAnswerSchema). An answer that is not JSON of that shape
   * becomes a message saying which status came back.
   */
  body: ErrorAnswer & Record<string, unknown>;
  /** The answer as it came (null when it was not JSON), for an answer without a message (a stock import's state). */
  json: unknown;
}

/**
 * One call to the shop API, with the shop's cookies (fetch sends them to its own origin unless told otherwise); never
 * throws on a 4xx/5xx. A POST (or PUT, DELETE) sends JSON or a multipart form with the anti-forgery header; a GET
 * sends neither header nor body, as it changes nothing. One function, not a wrapper per method: this module is in the
 * first load of the storefront's pages with a form.
 */
export async function callApi(
  path: string,
  payload?: unknown,
  headers: Record<string, string> = {},
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'POST',
  signal?: AbortSignal,
): Promise<ApiAnswer> {
  const isForm = payload instanceof FormData;
  const res = await fetch(path, {
    method,
    headers: {
      Accept: 'application/json',
      ...(method === 'GET'
        ? {}
        : { 'X-XSRF-TOKEN': await xsrfToken(), ...(isForm ? {} : { 'Content-Type': 'application/json' }) }),
      ...headers,
    },
    body: isForm ? payload : JSON.stringify(payload),
    signal,
  });
  const [json, { ErrorAnswerSchema }] = await Promise.all([res.json().catch(() => null), answerSchemas()]);
  const parsed = ErrorAnswerSchema.loose().safeParse(json);
  const body = parsed.success ? parsed.data : { message: `The shop answered ${res.status}. Please try again.` };
  return { ok: res.ok, status: res.status, body, json };
}
