import type { Role } from '../../core/staff-schemas';
import { addMember } from '../../server/services/staff';
import { COMMAND_LINE } from '../../server/owner/staff-commands';
import { expect } from 'vitest';
import { nextIp, type TestApp } from './helpers';

/** A password that passes the rules (12+ characters, not a common one). */
export const GOOD_PASSWORD = 'Anarkali-Bazaar-1960';

let n = 0;
/** Adds a member straight through the service (as `staff add` does) and returns their e-mail and password. */
export async function newMember(t: TestApp, role: Role = 'staff', name = role === 'owner' ? 'Owner' : 'Staff') {
  n += 1;
  const email = `${role}${n}@zewar.test`;
  await addMember(t.database.db, { email, name: `${name} ${n}`, role, password: GOOD_PASSWORD }, COMMAND_LINE);
  return { email, password: GOOD_PASSWORD };
}

/** A signed-in client: its cookies and anti-forgery token, and calls that carry them. */
export interface Client {
  cookie: string;
  csrf: string;
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    extra?: Record<string, string>,
  ): Promise<{ status: number; body: Record<string, unknown>; headers: Record<string, unknown> }>;
}

const XSRF = 'x'.repeat(40);

/** POST /api/admin/session from an address (a fresh one unless given). */
export async function trySignIn(t: TestApp, email: string, password: string, ip = nextIp()) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF, 'content-type': 'application/json' },
    payload: JSON.stringify({ email, password }),
    remoteAddress: ip,
  });
  return res;
}

/** Signs in and returns a client carrying the session cookie and the session's anti-forgery token. */
export async function signedIn(t: TestApp, who: { email: string; password: string }): Promise<Client> {
  const res = await trySignIn(t, who.email, who.password);
  if (res.statusCode !== 200) throw new Error(`Sign-in failed: ${res.statusCode} ${res.body}`);
  const session = res.cookies.find((c) => c.name.endsWith('zewar-session'));
  const xsrf = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
  if (!session || !xsrf) throw new Error('Sign-in set no session or anti-forgery cookie');
  const cookie = `${session.name}=${session.value}; XSRF-TOKEN=${xsrf.value}`;
  return clientOf(t, cookie, xsrf.value);
}

export function clientOf(t: TestApp, cookie: string, csrf: string): Client {
  return {
    cookie,
    csrf,
    async call(method, url, payload, extra = {}) {
      const headers: Record<string, string> = { cookie, ...extra };
      if (method !== 'GET') headers['x-xsrf-token'] = csrf;
      if (payload !== undefined) headers['content-type'] = 'application/json';
      const res = await t.app.inject({
        method,
        url,
        headers,
        payload: payload === undefined ? undefined : JSON.stringify(payload),
        remoteAddress: '10.9.9.9',
      });
      let body: Record<string, unknown> = {};
      try {
        body = res.json<Record<string, unknown>>();
      } catch {
        body = { text: res.body };
      }
      return { status: res.statusCode, body, headers: res.headers };
    },
  };
}

/** Each call, sent as JSON without a session, is refused with 401 and asked to sign in. */
export async function refusedWithoutSession(
  t: TestApp,
  calls: readonly (readonly ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown])[],
) {
  for (const [method, url, body] of calls) {
    const res = await t.app.inject({
      method,
      url,
      headers: { 'content-type': 'application/json' },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.statusCode, `${method} ${url}`).toBe(401);
    expect(res.json()).toEqual({ message: 'Please sign in.' });
  }
}
