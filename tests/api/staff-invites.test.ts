import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MUST_CHANGE_PASSWORD } from '../../core/staff-schemas';
import { auditLog, outbox, staff, staffInvites } from '../../server/db/schema';
import { INVITE_REFUSED } from '../../server/services/staff-invites';
import { listStaff } from '../../server/services/staff';
import { runStaffCommand } from '../../server/owner/staff-commands';
import { pagesFromSource } from './fuzz-lib';
import { createTestApp, nextIp, type TestApp } from './helpers';
import { clientOf, GOOD_PASSWORD, newMember, signedIn, trySignIn, type Client } from './staff-helpers';

/**
 * docs/behaviour.md §11.1: the owner invites a member by a link valid once for 48 hours and the member chooses their
 * own password through it; a password the owner typed, or asked to be changed, must be changed before anything else.
 */
const t = {} as TestApp;
let closePages: () => Promise<void>;

beforeAll(async () => {
  // React Router writes a refused loader's error on the console.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const pages = await pagesFromSource();
  closePages = pages.close;
  Object.assign(t, await createTestApp({ ssrBuild: pages.build }));
}, 120_000);

afterAll(async () => {
  await t.close?.();
  await closePages?.();
});
const XSRF = 'j'.repeat(40);
const CHOSEN = 'Badshahi-Mosque-1673';

let n = 0;
const someone = () => {
  n += 1;
  return { name: `Sana Iqbal ${n}`, email: `sana${n}@zewar.test`, role: 'staff' as const };
};

async function invite(owner: Client, who: { name: string; email: string; role: 'owner' | 'staff' }) {
  const res = await owner.call('POST', '/api/admin/invites', who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const link = String(res.body.link);
  expect(link).toMatch(/^http:\/\/localhost:3000\/admin\/join\?token=[\w-]{32}$/);
  return { link, token: new URL(link).searchParams.get('token') ?? '' };
}

/** POST /api/admin/join without a session, as the invited member's browser sends it. */
async function join(token: unknown, password: unknown = CHOSEN) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/join',
    headers: { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF, 'content-type': 'application/json' },
    payload: JSON.stringify({ token, password }),
    remoteAddress: nextIp(),
  });
  return res;
}

const joinPage = (token: string) => t.app.inject({ method: 'GET', url: `/admin/join?token=${token}` });

const idOf = async (email: string) => (await listStaff(t.database.db)).find((m) => m.email === email)?.id ?? 0;

describe('inviting', () => {
  it('the link is kept only as its hash, mailed to the member, listed with its expiry, and logged', async () => {
    const owner = await signedIn(t, await newMember(t, 'owner'));
    const who = someone();
    const { link, token } = await invite(owner, who);
    const [row] = await t.database.db.select().from(staffInvites).where(eq(staffInvites.email, who.email));
    expect(row?.tokenHash).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);
    const hours = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, who.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.kind).toBe('staff-invite');
    expect(mails[0]?.textBody).toContain(link);
    const list = await owner.call('GET', '/api/admin/staff');
    expect(list.body.invites).toEqual([
      expect.objectContaining({
        email: who.email,
        name: who.name,
        role: 'staff',
        expiresAt: row?.expiresAt.toISOString(),
      }),
    ]);
    const logged = await t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, who.email));
    expect(logged.map((e) => e.action)).toEqual(['invite']);
  });

  it('refuses an e-mail with an account or a pending invitation (409), bad input (400), and staff (403)', async () => {
    const member = await newMember(t);
    const owner = await signedIn(t, await newMember(t, 'owner'));
    const taken = await owner.call('POST', '/api/admin/invites', {
      name: 'Again',
      email: member.email.toUpperCase(),
      role: 'staff',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(`${member.email} already has an account`);
    const who = someone();
    await invite(owner, who);
    const twice = await owner.call('POST', '/api/admin/invites', who);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/has an invitation already/);
    const bad = await owner.call('POST', '/api/admin/invites', { name: '', email: 'not-mail', role: 'boss' });
    expect(bad.status).toBe(400);
    expect((bad.body.errors as { field: string }[]).map((e) => e.field).sort()).toEqual(['email', 'name', 'role']);
    const staffMember = await signedIn(t, await newMember(t));
    expect((await staffMember.call('POST', '/api/admin/invites', someone())).status).toBe(403);
  });

  it('the owner withdraws an invitation: its link cannot be used, and the e-mail can be invited again', async () => {
    const owner = await signedIn(t, await newMember(t, 'owner'));
    const who = someone();
    const { token } = await invite(owner, who);
    const [row] = await t.database.db.select().from(staffInvites).where(eq(staffInvites.email, who.email));
    const withdrawn = await owner.call('DELETE', `/api/admin/invites/${row?.id}`);
    expect(withdrawn.status).toBe(200);
    expect((withdrawn.body.invites as { email: string }[]).map((i) => i.email)).not.toContain(who.email);
    expect((await owner.call('DELETE', `/api/admin/invites/${row?.id}`)).status).toBe(404);
    const page = await joinPage(token);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('This invitation link cannot be used');
    const res = await join(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: INVITE_REFUSED });
    await invite(owner, who);
    const logged = await t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, who.email));
    expect(logged.map((e) => e.action)).toEqual(['invite', 'withdraw-invite', 'invite']);
  });
});

describe('joining', () => {
  it('the member sees who is invited, chooses a password, is signed in, and the link works once', async () => {
    const owner = await signedIn(t, await newMember(t, 'owner'));
    const who = { ...someone(), role: 'owner' as const };
    const { token } = await invite(owner, who);
    const page = await joinPage(token);
    expect(page.statusCode).toBe(200);
    for (const shown of [who.name, who.email, 'Owner (everything']) expect(page.body).toContain(shown);
    expect(page.headers['cache-control']).toBe('private, no-store');

    const short = await join(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ errors: [{ field: 'password' }] });
    const common = await join(token, 'password1234');
    expect(common.statusCode).toBe(400);

    const res = await join(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ member: { email: who.email, role: 'owner', mustChangePassword: false } });
    const session = res.cookies.find((c) => c.name === 'zewar-session');
    const xsrf = res.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const member = clientOf(t, `zewar-session=${session?.value}; XSRF-TOKEN=${xsrf}`, xsrf);
    expect((await member.call('GET', '/api/admin/orders')).status).toBe(200);
    expect((await trySignIn(t, who.email, CHOSEN)).statusCode).toBe(200);

    const again = await join(token, 'Another-Password-2026');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: INVITE_REFUSED });
    expect((await joinPage(token)).body).toContain('This invitation link cannot be used');
    const invites = (await owner.call('GET', '/api/admin/staff')).body.invites as { email: string }[];
    expect(invites.map((i) => i.email)).not.toContain(who.email);
    const logged = await t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, who.email));
    expect(logged.map((e) => [e.action, e.actor === who.name])).toEqual([
      ['invite', false],
      ['join', true],
    ]);
  });

  it('an expired, an unknown or a malformed link is refused with a 4xx and a clear page, never a 500', async () => {
    const owner = await signedIn(t, await newMember(t, 'owner'));
    const who = someone();
    const { token } = await invite(owner, who);
    await t.database.db
      .update(staffInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvites.email, who.email));
    expect((await join(token)).statusCode).toBe(400);
    expect((await joinPage(token)).body).toContain('This invitation link cannot be used');
    // An expired invitation no longer holds the e-mail: the owner can send a new one, and the ended row is cleared.
    const fresh = await invite(owner, who);
    const rows = await t.database.db.select().from(staffInvites).where(eq(staffInvites.email, who.email));
    expect(rows.map((r) => r.expiresAt > new Date())).toEqual([true]);
    expect((await join(token)).statusCode).toBe(400);
    expect((await joinPage(fresh.token)).body).toContain(who.name);
    for (const bad of ['A'.repeat(32), 'short', 'x'.repeat(300), '../../etc', '%00', ''])
      expect((await joinPage(encodeURIComponent(bad))).statusCode, bad).toBe(200);
    for (const bad of ['A'.repeat(32), 'short', 'x'.repeat(300), 'with space and more words', 42, null]) {
      const res = await join(bad);
      expect(res.statusCode, String(bad)).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: '/admin/join' })).body).toContain(
      'This invitation link cannot be used',
    );
  });

  it('two joins through one link at the same moment make one account', async () => {
    const owner = await signedIn(t, await newMember(t, 'owner'));
    const who = someone();
    const { token } = await invite(owner, who);
    const answers = await Promise.all([join(token), join(token), join(token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    expect((await listStaff(t.database.db)).filter((m) => m.email === who.email)).toHaveLength(1);
  });
});

describe('a password the member must change', () => {
  it('a member the owner added with a typed password gets 403 from everything but the session, sign-out and their password', async () => {
    const boss = await newMember(t, 'owner');
    const owner = await signedIn(t, boss);
    const who = { ...someone(), password: GOOD_PASSWORD };
    expect((await owner.call('POST', '/api/admin/staff', who)).status).toBe(200);
    const member = await signedIn(t, who);
    const session = await member.call('GET', '/api/admin/session');
    expect(session.status).toBe(200);
    expect(session.body.member).toMatchObject({ mustChangePassword: true });
    for (const [method, url] of [
      ['GET', '/api/admin/orders'],
      ['GET', '/api/admin/staff'],
      ['POST', '/api/admin/inquiries/1/answered'],
      ['GET', '/api/admin/no-such-thing'],
    ] as const) {
      const res = await member.call(method, url, method === 'POST' ? {} : undefined);
      expect(res.status, url).toBe(403);
      expect(res.body.message, url).toBe(MUST_CHANGE_PASSWORD);
    }
    // The pages send them to choose their own password, as a document and as React Router's data request.
    const doc = await t.app.inject({ method: 'GET', url: '/admin/orders', headers: { cookie: member.cookie } });
    expect(doc.statusCode).toBe(302);
    expect(doc.headers.location).toBe('/admin/password');
    const data = await t.app.inject({
      method: 'GET',
      url: '/admin/orders.data?_routes=routes/admin/orders',
      headers: { cookie: member.cookie },
    });
    expect(data.statusCode).toBe(204);
    expect(data.headers['x-remix-redirect']).toBe('/admin/password');
    for (const url of ['/ADMIN/Orders', '/admin/password/../orders', '/admin']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
      expect(res.headers.location, url).toBe('/admin/password');
    }
    // The owner's command line says so too.
    const listed = await runStaffCommand(t.database.db, ['staff', 'list']);
    const line = listed?.split('\n').find((l) => l.startsWith(who.email)) ?? '';
    expect(line).toMatch(/must choose a new password at sign-in$/);
    expect(listed?.split('\n').find((l) => l.startsWith(boss.email))).not.toMatch(/must choose/);
  });

  it('choosing their own password clears it, closes their other sessions, keeps this one, and is logged', async () => {
    const owner = await signedIn(t, await newMember(t, 'owner'));
    const who = { ...someone(), password: GOOD_PASSWORD };
    await owner.call('POST', '/api/admin/staff', who);
    const here = await signedIn(t, who);
    const elsewhere = await signedIn(t, who);

    const wrong = await here.call('POST', '/api/admin/password', { current: 'not-my-password', password: CHOSEN });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: 'current', message: 'Your current password is not right' }]);
    const same = await here.call('POST', '/api/admin/password', { current: GOOD_PASSWORD, password: GOOD_PASSWORD });
    expect(same.status).toBe(400);
    expect(same.body.errors).toEqual([{ field: 'password', message: expect.stringMatching(/different/) as string }]);
    const empty = await here.call('POST', '/api/admin/password', {});
    expect(empty.status).toBe(400);
    expect((empty.body.errors as { field: string }[]).map((e) => e.field).sort()).toEqual(['current', 'password']);
    const forged = await clientOf(t, here.cookie, 'y'.repeat(40)).call('POST', '/api/admin/password', {
      current: GOOD_PASSWORD,
      password: CHOSEN,
    });
    expect(forged.status).toBe(403);

    const done = await here.call('POST', '/api/admin/password', { current: GOOD_PASSWORD, password: CHOSEN });
    expect(done.status).toBe(200);
    expect(done.body.member).toMatchObject({ email: who.email, mustChangePassword: false });
    expect((await here.call('GET', '/api/admin/orders')).status).toBe(200);
    expect((await elsewhere.call('GET', '/api/admin/session')).status).toBe(401);
    expect((await trySignIn(t, who.email, GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await trySignIn(t, who.email, CHOSEN)).statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: '/admin/orders', headers: { cookie: here.cookie } });
    expect(page.headers.location).not.toBe('/admin/password');
    const logged = await t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, who.email));
    expect(logged.map((e) => e.action)).toEqual(['add', 'password-changed']);
  });

  it('the owner asks for a new password, or sets one: the member must change it', async () => {
    const owner = await signedIn(t, await newMember(t, 'owner'));
    const m = await newMember(t);
    const id = await idOf(m.email);
    const member = await signedIn(t, m);
    expect((await member.call('GET', '/api/admin/orders')).status).toBe(200);
    const asked = await owner.call('POST', `/api/admin/staff/${id}/ask-password`);
    expect(asked.status).toBe(200);
    expect((asked.body.staff as { id: number; mustChangePassword: boolean }[]).find((x) => x.id === id)).toMatchObject({
      mustChangePassword: true,
    });
    // The session they have is kept, so they can choose it at once; nothing else answers them meanwhile.
    expect((await member.call('GET', '/api/admin/orders')).status).toBe(403);
    expect((await member.call('POST', '/api/admin/password', { current: m.password, password: CHOSEN })).status).toBe(
      200,
    );
    expect((await member.call('GET', '/api/admin/orders')).status).toBe(200);

    expect(
      (await owner.call('POST', `/api/admin/staff/${id}/password`, { password: 'Lahore-Fort-Gate-22' })).status,
    ).toBe(200);
    const [row] = await t.database.db.select().from(staff).where(eq(staff.id, id));
    expect(row?.mustChangePassword).toBe(true);
    const again = await signedIn(t, { email: m.email, password: 'Lahore-Fort-Gate-22' });
    expect((await again.call('GET', '/api/admin/orders')).status).toBe(403);
    expect((await listStaff(t.database.db)).find((x) => x.email === m.email)?.mustChangePassword).toBe(true);
    const logged = await t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, m.email));
    expect(logged.map((e) => e.action)).toEqual(['add', 'ask-new-password', 'password-changed', 'reset-password']);
  });

  it('any member changes their own password at any time; without a session it is 401', async () => {
    const m = await newMember(t);
    const member = await signedIn(t, m);
    const page = await t.app.inject({ method: 'GET', url: '/admin/password', headers: { cookie: member.cookie } });
    expect(page.statusCode).toBe(200);
    const none = await t.app.inject({ method: 'GET', url: '/admin/password' });
    expect(none.headers.location).toBe('/admin/login');
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/admin/password',
      headers: { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF, 'content-type': 'application/json' },
      payload: JSON.stringify({ current: m.password, password: CHOSEN }),
    });
    expect(anon.statusCode).toBe(401);
    expect((await member.call('POST', '/api/admin/password', { current: m.password, password: CHOSEN })).status).toBe(
      200,
    );
  });
});
