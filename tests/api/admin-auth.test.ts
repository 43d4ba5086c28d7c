import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import routes from '../../app/routes';
import { MUST_CHANGE_PASSWORD, SIGN_IN_REFUSED, SIGN_IN_THROTTLED } from '../../core/staff-schemas';
import { auditLog, signInFailures, staff, staffSessions } from '../../server/db/schema';
import { createSetupToken, listStaff } from '../../server/services/staff';
import { createTestApp, nextIp, registeredRoutes, useTestApp } from './helpers';
import { clientOf, GOOD_PASSWORD, newMember, signedIn, trySignIn } from './staff-helpers';

const t = useTestApp();

/** Public back-office calls: signing in, setting up the first owner and joining through an invitation. */
const PUBLIC_CALLS = new Set(['POST /api/admin/session', 'POST /api/admin/setup', 'POST /api/admin/join']);

/** Every page path of the route table under /admin, with its parameters filled in. */
function adminPages(): string[] {
  const out: string[] = [];
  const walk = (list: readonly { path?: string; children?: unknown }[]) => {
    for (const r of list) {
      if (r.path?.startsWith('admin'))
        out.push(`/${r.path.replace(/:\w+\??/g, 'X-1').replace('*', 'anything/at/all')}`);
      if (Array.isArray(r.children)) walk(r.children as { path?: string; children?: unknown }[]);
    }
  };
  walk(routes);
  return out;
}

describe('without a session', () => {
  it('every back-office call but sign-in, setup and joining answers 401 JSON, an unknown one too', async () => {
    const calls = registeredRoutes(t.app).filter((r) => r.includes(' /api/admin/') && !r.startsWith('HEAD'));
    expect(calls.length).toBeGreaterThan(8);
    for (const call of [...calls.filter((c) => !PUBLIC_CALLS.has(c)), 'GET /api/admin/no-such-thing']) {
      const [method, path] = call.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      const res = await t.app.inject({ method, url: path.replace(/\{\w+\}/g, '1') });
      expect(res.statusCode, call).toBe(401);
      expect(res.json(), call).toEqual({ message: 'Please sign in.' });
      expect(res.headers['cache-control'], call).toBe('private, no-store');
      expect(res.headers['x-robots-tag'], call).toBe('noindex');
    }
  });

  it('every back-office page but sign-in, setup and joining is sent to /admin/login, an unknown one too', async () => {
    const pages = adminPages();
    expect(pages).toContain('/admin');
    expect(pages).toContain('/admin/login');
    expect(pages).toContain('/admin/join');
    expect(pages).toContain('/admin/password');
    for (const page of [...pages, '/admin/no/such/page', '/admin/orders/X-1?x=1']) {
      const res = await t.app.inject({ method: 'GET', url: page });
      if (page === '/admin/login' || page === '/admin/setup' || page === '/admin/join') {
        expect(res.statusCode, page).not.toBe(302);
        continue;
      }
      expect(res.statusCode, page).toBe(302);
      expect(res.headers.location, page).toBe('/admin/login');
      expect(res.headers['cache-control'], page).toBe('private, no-store');
    }
  });
});

describe('a member who must choose their own password', () => {
  /** The calls such a member is still answered: who they are, signing out, and choosing their password. */
  const BEFORE_PASSWORD_CHANGE = new Set([
    'GET /api/admin/session',
    'POST /api/admin/sign-out',
    'POST /api/admin/password',
  ]);

  it('every other back-office call answers 403 (an unknown one too), every other page goes to /admin/password', async () => {
    const m = await newMember(t, 'owner', 'Forced');
    await t.database.db.update(staff).set({ mustChangePassword: true }).where(eq(staff.email, m.email));
    const member = await signedIn(t, m);
    const calls = registeredRoutes(t.app).filter((r) => r.includes(' /api/admin/') && !r.startsWith('HEAD'));
    for (const call of [...calls.filter((c) => !PUBLIC_CALLS.has(c)), 'GET /api/admin/no-such-thing']) {
      const [method, path] = call.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      if (BEFORE_PASSWORD_CHANGE.has(call) || path.endsWith('/stream')) continue;
      const res = await member.call(method, path.replace(/\{\w+\}/g, '1'), method === 'GET' ? undefined : {});
      expect(res.status, call).toBe(403);
      expect(res.body, call).toEqual({ message: MUST_CHANGE_PASSWORD });
    }
    expect((await member.call('GET', '/api/admin/session')).status).toBe(200);
    for (const page of adminPages()) {
      const res = await t.app.inject({ method: 'GET', url: page, headers: { cookie: member.cookie } });
      if (['/admin/login', '/admin/setup', '/admin/join', '/admin/password'].includes(page)) {
        expect(res.headers.location, page).not.toBe('/admin/password');
        continue;
      }
      expect(res.statusCode, page).toBe(302);
      expect(res.headers.location, page).toBe('/admin/password');
    }
    expect((await member.call('POST', '/api/admin/sign-out')).status).toBe(200);
  });
});

describe('signing in', () => {
  it('a wrong e-mail and a wrong password get the same 401', async () => {
    const m = await newMember(t);
    const wrongEmail = await trySignIn(t, 'nobody@zewar.test', GOOD_PASSWORD);
    const wrongPassword = await trySignIn(t, m.email, 'not-the-password-at-all');
    expect(wrongEmail.statusCode).toBe(401);
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongEmail.json()).toEqual({ message: SIGN_IN_REFUSED });
    expect(wrongPassword.json()).toEqual({ message: SIGN_IN_REFUSED });
  });

  it('sets an HttpOnly SameSite session cookie with a new id each time, and the session answers who it is', async () => {
    const m = await newMember(t, 'staff', 'Bilal');
    const first = await trySignIn(t, m.email.toUpperCase(), m.password);
    const second = await trySignIn(t, m.email, m.password);
    expect(first.statusCode).toBe(200);
    const a = first.cookies.find((c) => c.name === 'zewar-session');
    const b = second.cookies.find((c) => c.name === 'zewar-session');
    expect(a?.httpOnly).toBe(true);
    expect(a?.sameSite).toBe('Lax');
    expect(a?.value).not.toBe(b?.value);
    const client = await signedIn(t, m);
    const me = await client.call('GET', '/api/admin/session');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ member: { email: m.email, role: 'staff' } });
  });

  it('the 10th failure locks the account for 15 minutes: the right password is refused until the owner unlocks it', async () => {
    const m = await newMember(t);
    const ip = nextIp();
    for (let i = 0; i < 10; i++) expect((await trySignIn(t, m.email, `wrong-password-${i}`, ip)).statusCode).toBe(401);
    const locked = await trySignIn(t, m.email, m.password, ip);
    expect(locked.statusCode).toBe(401);
    expect(locked.json()).toEqual({ message: SIGN_IN_REFUSED });
    const owner = await signedIn(t, await newMember(t, 'owner'));
    const listed = (await owner.call('GET', '/api/admin/staff')).body.staff as {
      id: number;
      email: string;
      lockedUntil: string | null;
    }[];
    const member = listed.find((x) => x.email === m.email);
    expect(member?.lockedUntil).not.toBeNull();
    expect((await owner.call('POST', `/api/admin/staff/${member?.id}/unlock`)).status).toBe(200);
    expect((await trySignIn(t, m.email, m.password, ip)).statusCode).toBe(200);
    const log = await t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, m.email));
    expect(log.map((e) => e.action)).toEqual(expect.arrayContaining(['add', 'locked', 'unlock']));
  });

  it('60 wrong passwords sent at once with the right one among them: the right one is refused, the account locked', async () => {
    const m = await newMember(t);
    const burst = Array.from({ length: 61 }, (_, i) =>
      trySignIn(t, m.email, i === 30 ? m.password : `wrong-password-${i}`, nextIp()),
    );
    const answers = await Promise.all(burst);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(61).fill(401));
    // Every attempt was counted before its password was checked, and the lock holds for the right password after.
    const [counted] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(signInFailures)
      .where(eq(signInFailures.email, m.email));
    expect(counted?.n).toBe(61);
    expect((await trySignIn(t, m.email, m.password)).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(staff).where(eq(staff.email, m.email));
    expect(row?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
  });

  it('a burst from one address is held to its limit: the 51st attempt at once is refused 429', async () => {
    const ip = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 70 }, (_, i) => trySignIn(t, `burst${i}@zewar.test`, 'a-wrong-password', ip)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(50);
    expect(codes.filter((c) => c === 429)).toHaveLength(20);
  });

  it('attempts refused while an account was locked do not lock it again when the lock runs out', async () => {
    const m = await newMember(t);
    for (let i = 0; i < 12; i++) await trySignIn(t, m.email, `wrong-${i}`);
    // The lock runs out now, after every attempt above (as if 15 minutes had passed since the 10th failure).
    await t.database.db.update(staff).set({ lockedUntil: new Date() }).where(eq(staff.email, m.email));
    expect((await trySignIn(t, m.email, m.password)).statusCode).toBe(200);
  });

  it('one address is slowed down only after 50 failures in 15 minutes, whoever they were for', async () => {
    const ip = nextIp();
    for (let i = 0; i < 50; i++)
      expect((await trySignIn(t, `someone${i}@zewar.test`, 'a-wrong-password', ip)).statusCode).toBe(401);
    const m = await newMember(t);
    const throttled = await trySignIn(t, m.email, m.password, ip);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({ message: SIGN_IN_THROTTLED });
    // Another address of the same showroom is not held up.
    expect((await trySignIn(t, m.email, m.password, nextIp())).statusCode).toBe(200);
  });

  it('a session ends after 12 idle hours, after 7 days, and at sign-out', async () => {
    const m = await newMember(t);
    const idle = await signedIn(t, m);
    await t.database.db.update(staffSessions).set({ lastSeenAt: sql`now() - interval '13 hours'` });
    expect((await idle.call('GET', '/api/admin/session')).status).toBe(401);
    const old = await signedIn(t, m);
    await t.database.db.update(staffSessions).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await old.call('GET', '/api/admin/session')).status).toBe(401);
    const c = await signedIn(t, m);
    expect((await c.call('GET', '/api/admin/session')).status).toBe(200);
    expect((await c.call('POST', '/api/admin/sign-out')).status).toBe(200);
    expect((await c.call('GET', '/api/admin/session')).status).toBe(401);
  });
});

describe('roles and forgery', () => {
  it('a staff member is refused every owner call with 403', async () => {
    const staff = await signedIn(t, await newMember(t, 'staff'));
    const owner = await newMember(t, 'owner');
    const id = (await listStaff(t.database.db)).find((x) => x.email === owner.email)?.id;
    for (const [method, url, body] of [
      ['GET', '/api/admin/staff', undefined],
      ['POST', '/api/admin/staff', { name: 'X', email: 'x@zewar.test', role: 'owner', password: GOOD_PASSWORD }],
      ['DELETE', `/api/admin/staff/${id}`, undefined],
      ['POST', `/api/admin/staff/${id}/password`, { password: GOOD_PASSWORD }],
      ['POST', `/api/admin/staff/${id}/unlock`, undefined],
      ['POST', `/api/admin/staff/${id}/sign-out`, undefined],
      ['POST', `/api/admin/staff/${id}/role`, { role: 'staff' }],
      ['GET', '/api/admin/settings', undefined],
      ['PUT', '/api/admin/settings/payments', { payAtShowroom: true, cashOnDelivery: true, cashOnDeliveryLimit: 1 }],
      ['PUT', '/api/admin/settings/tax', { ntn: '', strn: '' }],
      ['GET', '/api/admin/stock-names', undefined],
      ['PUT', '/api/admin/stock-names/1', { shownName: 'Anklets' }],
    ] as const) {
      const res = await staff.call(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body).toEqual({ message: 'Only the owner can do this.' });
    }
  });

  it("a change without this session's anti-forgery token is refused with 403", async () => {
    const owner = await signedIn(t, await newMember(t, 'owner'));
    const forged = clientOf(
      t,
      owner.cookie.replace(/XSRF-TOKEN=[^;]+/, `XSRF-TOKEN=${'y'.repeat(40)}`),
      'y'.repeat(40),
    );
    const res = await forged.call('POST', '/api/admin/sign-out');
    expect(res.status).toBe(403);
    expect((await owner.call('GET', '/api/admin/session')).status).toBe(200);
  });
});

describe('staff accounts', () => {
  it('the owner adds a member, who signs in; short and common passwords are refused', async () => {
    const owner = await signedIn(t, await newMember(t, 'owner'));
    const short = await owner.call('POST', '/api/admin/staff', {
      name: 'Sana',
      email: 'sana@zewar.test',
      role: 'staff',
      password: 'short-pass',
    });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual([{ field: 'password', message: 'Password must be at least 12 characters' }]);
    for (const common of ['password1234', 'qwertyuiop123', 'iloveyouiloveyou']) {
      const res = await owner.call('POST', '/api/admin/staff', {
        name: 'Sana',
        email: 'sana@zewar.test',
        role: 'staff',
        password: common,
      });
      expect(res.status, common).toBe(400);
      expect(res.body.message).toBe('This password is among the commonest ones. Please choose another.');
    }
    const added = await owner.call('POST', '/api/admin/staff', {
      name: 'Sana',
      email: 'Sana@Zewar.test',
      role: 'staff',
      password: GOOD_PASSWORD,
    });
    expect(added.status).toBe(200);
    expect((await trySignIn(t, 'sana@zewar.test', GOOD_PASSWORD)).statusCode).toBe(200);
    const again = await owner.call('POST', '/api/admin/staff', {
      name: 'Sana',
      email: 'sana@zewar.test',
      role: 'staff',
      password: GOOD_PASSWORD,
    });
    expect(again.status).toBe(409);
  });

  it('a reset password ends the member’s sessions; signing out everywhere too; the last owner stays', async () => {
    const db = t.database.db;
    const m = await newMember(t);
    const id = (await listStaff(db)).find((x) => x.email === m.email)?.id;
    const member = await signedIn(t, m);
    const owner = await signedIn(t, await newMember(t, 'owner'));
    expect(
      (await owner.call('POST', `/api/admin/staff/${id}/password`, { password: 'Lahore-Fort-Gate-22' })).status,
    ).toBe(200);
    expect((await member.call('GET', '/api/admin/session')).status).toBe(401);
    expect((await trySignIn(t, m.email, m.password)).statusCode).toBe(401);
    const again = await signedIn(t, { email: m.email, password: 'Lahore-Fort-Gate-22' });
    expect((await owner.call('POST', `/api/admin/staff/${id}/sign-out`)).status).toBe(200);
    expect((await again.call('GET', '/api/admin/session')).status).toBe(401);
    expect((await owner.call('DELETE', `/api/admin/staff/${id}`)).status).toBe(200);
    expect((await trySignIn(t, m.email, 'Lahore-Fort-Gate-22')).statusCode).toBe(401);
  });
});

describe('a shop served over https, with no account yet', () => {
  it('the setup link makes the first owner once, and the cookie is __Host- prefixed and Secure', async () => {
    const app = await createTestApp({ publicUrl: 'https://shop.example' });
    try {
      const token = await createSetupToken(app.database.db);
      const setUp = (email: string) =>
        app.app.inject({
          method: 'POST',
          url: '/api/admin/setup',
          headers: {
            cookie: `XSRF-TOKEN=${'z'.repeat(40)}`,
            'x-xsrf-token': 'z'.repeat(40),
            'content-type': 'application/json',
          },
          payload: JSON.stringify({ token, name: 'Nadia Malik', email, password: GOOD_PASSWORD }),
        });
      const first = await setUp('nadia@zewar.test');
      expect(first.statusCode).toBe(200);
      const cookie = first.cookies.find((c) => c.name === '__Host-zewar-session');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/' });
      const second = await setUp('someone@zewar.test');
      expect(second.statusCode).toBe(400);
      expect(second.json()).toMatchObject({ message: 'This setup link has expired or was already used.' });
      const members = await listStaff(app.database.db);
      expect(members.map((m) => [m.email, m.role])).toEqual([['nadia@zewar.test', 'owner']]);
      const xsrf = first.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
      const owner = clientOf(app, `__Host-zewar-session=${cookie?.value}; XSRF-TOKEN=${xsrf}`, xsrf);
      const last = await owner.call('DELETE', `/api/admin/staff/${members[0]?.id}`);
      expect(last.status).toBe(409);
      expect(last.body.message).toBe('The last owner cannot be removed');
      expect((await owner.call('POST', `/api/admin/staff/${members[0]?.id}/role`, { role: 'staff' })).status).toBe(409);
    } finally {
      await app.close();
    }
  });
});
