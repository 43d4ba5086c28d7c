import type { StockItem } from '../../core/types';

/** Browser calls to the shop API (docs/behaviour.md §7). */
export async function searchStock(term: string, signal?: AbortSignal): Promise<StockItem[]> {
  const res = await fetch(`/api/dashboard/EcomSearchStock?tagno=${encodeURIComponent(term)}`, {
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!res.ok) throw new Error(`Search failed (${res.status})`);
  return (await res.json()) as StockItem[];
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
  await fetch('/api/xsrf', { credentials: 'same-origin' });
  return readCookie(XSRF_COOKIE) ?? '';
}

export interface ApiAnswer {
  ok: boolean;
  status: number;
  body: { message?: string; errors?: { field: string; message: string }[]; [k: string]: unknown };
}

/** POSTs JSON or a multipart form to the shop API with the anti-forgery header; never throws on a 4xx/5xx. */
export async function post(path: string, payload: unknown, headers: Record<string, string> = {}): Promise<ApiAnswer> {
  const isForm = payload instanceof FormData;
  const res = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      'X-XSRF-TOKEN': await xsrfToken(),
      ...(isForm ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: isForm ? payload : JSON.stringify(payload),
  });
  let body: ApiAnswer['body'] = {};
  try {
    body = (await res.json()) as ApiAnswer['body'];
  } catch {
    body = { message: `The shop answered ${res.status}. Please try again.` };
  }
  return { ok: res.ok, status: res.status, body };
}
