import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import {
  NewMemberSchema,
  OwnPasswordSchema,
  SIGN_IN_REFUSED,
  SIGN_IN_THROTTLED,
  type Member,
  type NewMember,
  type Role,
  type SignedIn,
} from '../../core/staff-schemas';
import type { Db, Tx } from '../db/client';
import { setupTokens, signInFailures, staff } from '../db/schema';
import { DomainError, invalidInput } from '../common/domain-error';
import { checkNewPassword, decoyHash, hashPassword, verifyPassword } from '../auth/passwords';
import { closeOtherSessions, closeSessionsOf, openSession } from '../auth/sessions';
import { audit, type Actor } from './audit';

/** docs/behaviour.md §11.1: 10 failures for one account in 15 minutes lock it for 15 minutes. */
export const ACCOUNT_FAILURES = 10;
/** Failures from one address in 15 minutes before that address is slowed down (a whole showroom shares one). */
export const ADDRESS_FAILURES = 50;
export const WINDOW_MS = 15 * 60 * 1000;
const SETUP_MS = 24 * 60 * 60 * 1000;

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A member's row as the pages and the API see who is signed in. */
export const signedInOf = (row: typeof staff.$inferSelect): SignedIn => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role === 'owner' ? 'owner' : 'staff',
  mustChangePassword: row.mustChangePassword,
});

/** Opens a session for a member who has just signed in, set up the shop or joined it, and says who they are. */
export async function sessionFor(
  db: Db,
  row: typeof staff.$inferSelect,
  about: { address: string; userAgent: string },
) {
  return { ...(await openSession(db, row.id, about)), member: signedInOf(row) };
}

export const staffCount = async (db: Db) => (await db.select({ n: count() }).from(staff))[0]?.n ?? 0;

export async function listStaff(db: Db): Promise<Member[]> {
  const rows = await db.select().from(staff).orderBy(asc(staff.name), asc(staff.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    role: r.role === 'owner' ? 'owner' : 'staff',
    lastSignInAt: r.lastSignInAt?.toISOString() ?? null,
    lockedUntil: r.lockedUntil && r.lockedUntil.getTime() > Date.now() ? r.lockedUntil.toISOString() : null,
    mustChangePassword: r.mustChangePassword,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function memberByEmail(db: Db, email: string) {
  const [row] = await db.select().from(staff).where(eq(staff.email, email.trim().toLowerCase())).limit(1);
  return row;
}

async function memberById(db: Db, id: number) {
  const [row] = await db.select().from(staff).where(eq(staff.id, id)).limit(1);
  if (!row) throw new DomainError(404, `No member ${id}`, 'id');
  return row;
}

/**
 * Adds a member; the e-mail must be new and the password pass the rules. A password the owner typed in the back
 * office is theirs, not the member's: `mustChange` makes the member choose their own at their first sign-in. The
 * owner's command on the server (server/owner/staff-commands.ts) leaves it unset: its operator chose it on the machine.
 */
export async function addMember(
  db: Db,
  given: unknown,
  actor: Actor,
  { mustChange = false }: { mustChange?: boolean } = {},
): Promise<Member> {
  const parsed = NewMemberSchema.safeParse(given);
  if (!parsed.success) throw invalidInput(parsed.error);
  const m: NewMember = parsed.data;
  checkNewPassword(m.password);
  if (await memberByEmail(db, m.email)) throw new DomainError(409, `${m.email} already has an account`, 'email');
  const passwordHash = await hashPassword(m.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staff)
      .values({ email: m.email, name: m.name, role: m.role, passwordHash, mustChangePassword: mustChange })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new DomainError(409, `${m.email} already has an account`, 'email');
    await audit(tx, actor, {
      action: 'add',
      subjectType: 'staff',
      subjectId: m.email,
      newValue: `${m.name} (${m.role})`,
    });
    return (await listStaff(tx)).find((x) => x.id === row.id) as Member;
  });
}

/** The owner accounts left if `id` went: the last owner can be neither removed nor made staff. */
async function otherOwners(db: Db, id: number) {
  const rows = await db.select({ id: staff.id }).from(staff).where(eq(staff.role, 'owner'));
  return rows.filter((r) => r.id !== id).length;
}

export async function removeMember(db: Db, id: number, actor: Actor) {
  const row = await memberById(db, id);
  if (row.role === 'owner' && (await otherOwners(db, id)) === 0)
    throw new DomainError(409, 'The last owner cannot be removed', 'id');
  await db.transaction(async (tx) => {
    await tx.delete(staff).where(eq(staff.id, id));
    await audit(tx, actor, { action: 'remove', subjectType: 'staff', subjectId: row.email, oldValue: row.name });
  });
}

export async function setRole(db: Db, id: number, role: Role, actor: Actor) {
  const row = await memberById(db, id);
  if (row.role === role) return;
  if (row.role === 'owner' && (await otherOwners(db, id)) === 0)
    throw new DomainError(409, 'The last owner must stay owner', 'role');
  await db.transaction(async (tx) => {
    await tx.update(staff).set({ role }).where(eq(staff.id, id));
    await audit(tx, actor, {
      action: 'role',
      subjectType: 'staff',
      subjectId: row.email,
      oldValue: row.role,
      newValue: role,
    });
  });
}

/**
 * A new password signs the member out everywhere and lifts a lock. Set by the owner in the back office (`mustChange`),
 * it is the owner's: the member chooses their own at their next sign-in.
 */
export async function resetPassword(
  db: Db,
  id: number,
  password: unknown,
  actor: Actor,
  { mustChange = false }: { mustChange?: boolean } = {},
) {
  const row = await memberById(db, id);
  const passwordHash = await hashPassword(checkNewPassword(password));
  await db.transaction(async (tx) => {
    await tx
      .update(staff)
      .set({ passwordHash, lockedUntil: null, mustChangePassword: mustChange })
      .where(eq(staff.id, id));
    await tx.delete(signInFailures).where(eq(signInFailures.email, row.email));
    await closeSessionsOf(tx, id);
    await audit(tx, actor, { action: 'reset-password', subjectType: 'staff', subjectId: row.email });
  });
}

/**
 * The owner asks a member for a new password: from their next request on, nothing else in the back office answers
 * them until they have chosen one (server/auth/guard.ts); their sessions stay, so they can do it at once.
 */
export async function askForNewPassword(db: Db, id: number, actor: Actor) {
  const row = await memberById(db, id);
  await db.transaction(async (tx) => {
    await tx.update(staff).set({ mustChangePassword: true }).where(eq(staff.id, id));
    await audit(tx, actor, { action: 'ask-new-password', subjectType: 'staff', subjectId: row.email });
  });
}

/**
 * A member chooses their own password (docs/behaviour.md §11.1): the current one must be right (a wrong one counts
 * as a failed sign-in, so a session left open cannot be used to guess it) and the new one pass the rules and differ
 * from it. It clears the owner's request, ends the member's other sessions and is written in the audit log.
 */
export async function changeOwnPassword(
  db: Db,
  memberId: number,
  given: unknown,
  about: { address: string; sessionToken: string | undefined },
): Promise<SignedIn> {
  const parsed = OwnPasswordSchema.safeParse(given);
  if (!parsed.success) throw invalidInput(parsed.error);
  const { current, password } = parsed.data;
  const row = await memberById(db, memberId);
  if ((await accountFailures(db, row.email, row.lockedUntil)) >= ACCOUNT_FAILURES)
    throw new DomainError(429, 'Too many wrong passwords. Please wait 15 minutes and try again.', 'current');
  if (!(await verifyPassword(row.passwordHash, current))) {
    await db.insert(signInFailures).values({ email: row.email, address: about.address });
    throw new DomainError(400, 'Your current password is not right', 'current');
  }
  checkNewPassword(password);
  if (password === current)
    throw new DomainError(400, 'Please choose a password different from the one you have now', 'password');
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(staff).set({ passwordHash, mustChangePassword: false }).where(eq(staff.id, memberId));
    await closeOtherSessions(tx, memberId, about.sessionToken);
    await audit(
      tx,
      { staffId: row.id, name: row.name },
      { action: 'password-changed', subjectType: 'staff', subjectId: row.email },
    );
  });
  return { ...signedInOf(row), mustChangePassword: false };
}

export async function unlockMember(db: Db, id: number, actor: Actor) {
  const row = await memberById(db, id);
  await db.transaction(async (tx) => {
    await tx.update(staff).set({ lockedUntil: null }).where(eq(staff.id, id));
    await tx.delete(signInFailures).where(eq(signInFailures.email, row.email));
    await audit(tx, actor, { action: 'unlock', subjectType: 'staff', subjectId: row.email });
  });
}

export async function signOutEverywhere(db: Db, id: number, actor: Actor) {
  const row = await memberById(db, id);
  await db.transaction(async (tx) => {
    await closeSessionsOf(tx, id);
    await audit(tx, actor, { action: 'sign-out-everywhere', subjectType: 'staff', subjectId: row.email });
  });
}

export const idOfEmail = async (db: Db, email: string) => {
  const row = await memberByEmail(db, email);
  if (!row) throw new DomainError(404, `No member with the e-mail ${email}`, 'email');
  return row.id;
};

const recentFailures = async (db: Db, where: ReturnType<typeof eq>) =>
  (
    await db
      .select({ n: count() })
      .from(signInFailures)
      .where(and(where, gt(signInFailures.at, new Date(Date.now() - WINDOW_MS))))
  )[0]?.n ?? 0;

/**
 * An account's failures in the window since its last lock ran out: the attempts refused while it was locked do not
 * lock it again the moment the lock ends (they still count for their address).
 */
const accountFailures = async (db: Db, email: string, lockedUntil: Date | null) => {
  const since = Math.max(
    Date.now() - WINDOW_MS,
    lockedUntil && lockedUntil.getTime() <= Date.now() ? lockedUntil.getTime() : 0,
  );
  return (
    (
      await db
        .select({ n: count() })
        .from(signInFailures)
        .where(and(eq(signInFailures.email, email), gt(signInFailures.at, new Date(since))))
    )[0]?.n ?? 0
  );
};

export interface SignInAttempt {
  email: string;
  password: string;
  address: string;
  userAgent: string;
}

/**
 * Claims one sign-in attempt before its password is checked (docs/decisions/059): under a lock per account and per
 * address, held only for this short transaction, it refuses a locked account or an address over its limit, and
 * otherwise writes the attempt as a failure, which it stays unless the password proves right. Attempts arriving at
 * the same moment queue for the lock and each sees the ones before it, so no more than ACCOUNT_FAILURES passwords
 * are ever checked for one account in a window, however many are sent at once.
 */
async function claimAttempt(db: Db, email: string, address: string) {
  return db.transaction(async (tx) => {
    // Two key spaces (1: accounts, 2: addresses), always taken in that order, so two claims never wait on each other in a ring.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(1, hashtext(${email}))`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(2, hashtext(${address}))`);
    if ((await recentFailures(tx, eq(signInFailures.address, address))) >= ADDRESS_FAILURES)
      throw new DomainError(429, SIGN_IN_THROTTLED);
    const row = await memberByEmail(tx, email);
    const lockedBefore = !!row?.lockedUntil && row.lockedUntil.getTime() > Date.now();
    const failures = await accountFailures(tx, email, row?.lockedUntil ?? null);
    const [claim] = await tx.insert(signInFailures).values({ email, address }).returning({ id: signInFailures.id });
    // The attempt after the last one allowed locks the account, whatever its password.
    if (row && !lockedBefore && failures >= ACCOUNT_FAILURES) await lockAccount(tx, row.id, email);
    return { row, claimId: claim?.id ?? 0, refused: !row || lockedBefore || failures >= ACCOUNT_FAILURES };
  });
}

/** Locks the account unless it is locked already (two failures ending at once lock it, and log it, once). */
async function lockAccount(db: Db, id: number, email: string) {
  const locked = await db
    .update(staff)
    .set({ lockedUntil: new Date(Date.now() + WINDOW_MS) })
    .where(and(eq(staff.id, id), or(isNull(staff.lockedUntil), lte(staff.lockedUntil, sql`now()`))))
    .returning({ id: staff.id });
  if (locked.length)
    await audit(db, { staffId: null, name: 'Shop' }, { action: 'locked', subjectType: 'staff', subjectId: email });
}

/**
 * Signs a member in (docs/behaviour.md §11.1). A wrong e-mail, a wrong password and a locked account get the same
 * 401 and take about as long; the 10th failure for an account in 15 minutes locks it for 15 minutes; an address with
 * 50 failed or unfinished attempts in 15 minutes is refused (429) until they age out. Attempts are counted in the
 * database before the password is checked (claimAttempt), so they hold across processes and under a burst.
 */
export async function signIn(db: Db, a: SignInAttempt) {
  const email = a.email.trim().toLowerCase();
  const { row, claimId, refused } = await claimAttempt(db, email, a.address);
  // The hash is checked whatever the claim said, so a refusal takes as long as a wrong password.
  const right = await verifyPassword(row?.passwordHash ?? (await decoyHash()), a.password);
  if (!row || refused || !right) {
    if (row && !refused && (await accountFailures(db, email, row.lockedUntil)) >= ACCOUNT_FAILURES)
      await lockAccount(db, row.id, email);
    throw new DomainError(401, SIGN_IN_REFUSED);
  }
  // Right: this attempt and the failures before it are forgotten; attempts still being checked keep counting.
  await db.delete(signInFailures).where(and(eq(signInFailures.email, email), lte(signInFailures.id, claimId)));
  return sessionFor(db, row, a);
}

/** A one-time link for the first owner, valid 24 hours; only its SHA-256 is stored. */
export async function createSetupToken(db: Db): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.insert(setupTokens).values({ tokenHash: digest(token), expiresAt: new Date(Date.now() + SETUP_MS) });
  return token;
}

export async function setupTokenValid(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ h: setupTokens.tokenHash })
    .from(setupTokens)
    .where(
      and(eq(setupTokens.tokenHash, digest(token)), isNull(setupTokens.usedAt), gt(setupTokens.expiresAt, new Date())),
    )
    .limit(1);
  return !!row && (await staffCount(db)) === 0;
}

/**
 * Creates the first owner from a setup link: the link must be unused and unexpired and the shop without any
 * account yet (a second use, or a use after someone was added from the command line, is refused).
 */
export async function setUpOwner(
  db: Db,
  s: { token: string; name: string; email: string; password: string },
  about: { address: string; userAgent: string },
) {
  checkNewPassword(s.password);
  const passwordHash = await hashPassword(s.password);
  return arriveByLink(db, about, async (tx) => {
    const used = await tx
      .update(setupTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(setupTokens.tokenHash, digest(s.token)),
          isNull(setupTokens.usedAt),
          gt(setupTokens.expiresAt, new Date()),
        ),
      )
      .returning({ h: setupTokens.tokenHash });
    if (!used.length || (await staffCount(tx)) > 0)
      throw new DomainError(400, 'This setup link has expired or was already used.', 'token');
    return { action: 'setup', member: { email: s.email, name: s.name, role: 'owner', passwordHash } };
  });
}

/** What a one-time link gives: the member to make and the audit's words for it. */
interface Arrival {
  action: 'setup' | 'join';
  member: { email: string; name: string; role: Role; passwordHash: string };
  /** Who sent the link, when someone did. */
  sentBy?: string;
}

/**
 * A member who arrives by a one-time link (the owner's setup link, an invitation): `claim` spends the link or throws,
 * then the account is made and audited in the same transaction (a link used twice at once makes one account), and the
 * member is signed in. An e-mail that already has an account is a 409.
 */
export async function arriveByLink(
  db: Db,
  about: { address: string; userAgent: string },
  claim: (tx: Tx) => Promise<Arrival>,
) {
  const member = await db.transaction(async (tx) => {
    const { action, member: values, sentBy } = await claim(tx);
    const [row] = await tx.insert(staff).values(values).onConflictDoNothing().returning();
    if (!row) throw new DomainError(409, `${values.email} already has an account: please sign in`, 'token');
    await audit(
      tx,
      { staffId: row.id, name: row.name },
      { action, subjectType: 'staff', subjectId: row.email, newValue: `${row.name} (${row.role})`, oldValue: sentBy },
    );
    return row;
  });
  return sessionFor(db, member, about);
}
