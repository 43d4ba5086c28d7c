import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import type { SignedIn } from '../../core/staff-schemas';
import type { Db } from '../db/client';
import { staff, staffSessions } from '../db/schema';

/** docs/behaviour.md §11.1: a session ends after 12 hours without use, and 7 days after sign-in whatever happens. */
export const IDLE_MS = 12 * 60 * 60 * 1000;
export const ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** A session's last use is written at most this often (not on every page). */
const TOUCH_MS = 60 * 1000;

/** The cookie's name: `__Host-` prefixed when the shop is served over https (the browser then insists on Secure, path /). */
export const sessionCookieName = (https: boolean) => (https ? '__Host-zewar-session' : 'zewar-session');

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');
const newToken = () => randomBytes(32).toString('base64url');

export interface Session {
  member: SignedIn;
  /** The anti-forgery token bound to this session (sent as the XSRF-TOKEN cookie). */
  csrfToken: string;
  expiresAt: Date;
}

/** Opens a new session (a new id at every sign-in); only its SHA-256 is stored. */
export async function openSession(db: Db, staffId: number, about: { address: string; userAgent: string }) {
  const token = newToken();
  const csrfToken = newToken();
  const expiresAt = new Date(Date.now() + ABSOLUTE_MS);
  await db.insert(staffSessions).values({
    idHash: digest(token),
    staffId,
    expiresAt,
    csrfToken,
    address: about.address.slice(0, 100),
    userAgent: about.userAgent.slice(0, 300),
  });
  await db
    .update(staff)
    .set({ lastSignInAt: sql`now()` })
    .where(eq(staff.id, staffId));
  return { token, csrfToken, expiresAt };
}

/**
 * The session a cookie names, if it is still alive (not idle for 12 hours, not older than 7 days). A request uses
 * it (its last use is written); `{ use: false }` only looks, as the open alerts stream does while it waits
 * (docs/behaviour.md §11.13): a back office left open does not keep its session alive.
 */
export async function readSession(
  db: Db,
  token: string | undefined,
  { use = true }: { use?: boolean } = {},
): Promise<Session | null> {
  if (!token || token.length > 100) return null;
  const idHash = digest(token);
  const now = Date.now();
  const [row] = await db
    .select({
      id: staff.id,
      name: staff.name,
      email: staff.email,
      role: staff.role,
      mustChangePassword: staff.mustChangePassword,
      csrfToken: staffSessions.csrfToken,
      lastSeenAt: staffSessions.lastSeenAt,
      expiresAt: staffSessions.expiresAt,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.idHash, idHash),
        gt(staffSessions.expiresAt, new Date(now)),
        gt(staffSessions.lastSeenAt, new Date(now - IDLE_MS)),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (use && now - row.lastSeenAt.getTime() > TOUCH_MS)
    await db
      .update(staffSessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(staffSessions.idHash, idHash));
  const role = row.role === 'owner' ? 'owner' : 'staff';
  return {
    member: { id: row.id, name: row.name, email: row.email, role, mustChangePassword: row.mustChangePassword },
    csrfToken: row.csrfToken,
    expiresAt: row.expiresAt,
  };
}

export async function closeSession(db: Db, token: string | undefined) {
  if (token) await db.delete(staffSessions).where(eq(staffSessions.idHash, digest(token)));
}

/** Signs a member out everywhere (a reset password, a removed account, the owner's button). */
export async function closeSessionsOf(db: Db, staffId: number) {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}

/** Ends every session of a member but the one `token` names (a member who changed their own password stays in). */
export async function closeOtherSessions(db: Db, staffId: number, token: string | undefined) {
  await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.staffId, staffId), token ? ne(staffSessions.idHash, digest(token)) : undefined));
}

/** Drops sessions that can no longer be used. */
export async function pruneSessions(db: Db) {
  const now = Date.now();
  await db
    .delete(staffSessions)
    .where(or(lt(staffSessions.expiresAt, new Date(now)), lt(staffSessions.lastSeenAt, new Date(now - IDLE_MS))));
}
