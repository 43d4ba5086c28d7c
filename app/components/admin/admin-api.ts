import { post, type ApiAnswer } from '../../lib/api';
import type { Outcome } from '../forms/form-state';
import { refusalOf } from '../forms/form-state';

/** Whatever reads an answer: a zod schema of core/ (the back office loads zod anyway). */
interface AnswerSchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

/**
 * A back-office call through /api/admin with the session's anti-forgery token (docs/behaviour.md §11), its answer
 * as it came; without a session (401) the member is sent to sign in.
 */
export async function call(method: 'POST' | 'PUT' | 'DELETE', path: string, payload: unknown): Promise<ApiAnswer> {
  const answer = await post(`/api/admin${path}`, payload, {}, method);
  if (answer.status === 401) window.location.assign('/admin/login');
  return answer;
}

/** A back-office change, its answer read as the form kit reads one. The fields the API names are the form's own. */
export async function change(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload: unknown,
  success: string,
): Promise<Outcome> {
  const answer = await call(method, path, payload);
  return answer.ok ? { kind: 'done', message: success } : refusalOf(answer, (f) => f);
}

/** What a back-office call answered, for the page to read with the call's own schema. */
export interface AdminAnswer {
  ok: boolean;
  status: number;
  body: unknown;
}

/**
 * A back-office call whose answer the page reads itself (not a message: the stock import's state, say). Changes carry
 * the session's anti-forgery token, set as a cookie at sign-in; a lost session goes to the sign-in page.
 */
export async function adminCall(method: 'GET' | 'POST', path: string, payload?: unknown): Promise<AdminAnswer> {
  const token = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '';
  const isForm = payload instanceof FormData;
  const res = await fetch(`/api/admin${path}`, {
    method,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      ...(method === 'GET' ? {} : { 'X-XSRF-TOKEN': decodeURIComponent(token) }),
      ...(payload === undefined || isForm ? {} : { 'Content-Type': 'application/json' }),
    },
    body: payload === undefined ? undefined : isForm ? payload : JSON.stringify(payload),
  });
  if (res.status === 401) window.location.assign('/admin/login');
  return { ok: res.ok, status: res.status, body: await res.json().catch(() => null) };
}

/**
 * A back-office read from the page itself (the rates page's preview as the member types): the answer parsed with
 * `schema`, or null when it is a refusal or not of that shape. Without a session the member is sent to sign in.
 */
export async function read<T>(path: string, schema: AnswerSchema<T>, signal?: AbortSignal): Promise<T | null> {
  const res = await fetch(`/api/admin${path}`, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    signal,
  });
  if (res.status === 401) window.location.assign('/admin/login');
  if (!res.ok) return null;
  const parsed = schema.safeParse(await res.json().catch(() => null));
  return parsed.success ? parsed.data : null;
}
