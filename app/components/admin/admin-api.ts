import { MUST_CHANGE_PASSWORD } from '../../../core/staff-schemas';
import { callApi, type ApiAnswer } from '../../lib/api';
import { refusalOf, type Outcome } from '../forms/form-state';

/** Whatever reads an answer: a zod schema of core/ (the back office loads zod anyway). */
interface AnswerSchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

interface CallOptions {
  signal?: AbortSignal;
  /** The sign-in and setup pages: a 401 there is a refusal to say in the form, not a lost session. */
  signingIn?: boolean;
}

/**
 * The back office's one way to its API, /api/admin (docs/behaviour.md §11): app/lib/api.ts `callApi`, which sends a
 * change with the session's anti-forgery token and reads every answer in the one error shape. Without a session (401)
 * the member is sent to sign in.
 */
export async function adminApi(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: unknown,
  { signal, signingIn = false }: CallOptions = {},
): Promise<ApiAnswer> {
  const answer = await callApi(`/api/admin${path}`, payload, {}, method, signal);
  if (answer.status === 401 && !signingIn) window.location.assign('/admin/login');
  // The owner asked this member for a new password while the page was open: nothing else answers until they choose it.
  if (answer.status === 403 && answer.body.message === MUST_CHANGE_PASSWORD) window.location.assign('/admin/password');
  return answer;
}

/** A back-office change, its answer read as the form kit reads one. The fields the API names are the form's own. */
export async function change(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload: unknown,
  success: string,
  options?: CallOptions,
): Promise<Outcome> {
  const answer = await adminApi(method, path, payload, options);
  return answer.ok ? { kind: 'done', message: success } : refusalOf(answer, (f) => f);
}

/**
 * A back-office read from the page itself (the rates page's preview as the member types): the answer parsed with
 * `schema`, or null when it is a refusal or not of that shape.
 */
export async function read<T>(path: string, schema: AnswerSchema<T>, signal?: AbortSignal): Promise<T | null> {
  const answer = await adminApi('GET', path, undefined, { signal });
  if (!answer.ok) return null;
  const parsed = schema.safeParse(answer.json);
  return parsed.success ? parsed.data : null;
}
