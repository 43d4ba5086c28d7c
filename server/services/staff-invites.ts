import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import {
  InviteSchema,
  InviteTokenSchema,
  JoinSchema,
  type Invitation,
  type PendingInvite,
  type Role,
} from '../../core/staff-schemas';
import type { Db } from '../db/client';
import { outbox, staffInvites } from '../db/schema';
import { DomainError, invalidInput } from '../common/domain-error';
import { checkNewPassword, hashPassword } from '../auth/passwords';
import { inviteMail } from '../mail/staff-mails';
import { audit, type Actor } from './audit';
import { arriveByLink, memberByEmail } from './staff';

/** docs/behaviour.md §11.1: an invitation link can be used once, for 48 hours. */
export const INVITE_MS = 48 * 60 * 60 * 1000;

/** What the join page and the join call say of a link that is used, withdrawn, expired or unknown. */
export const INVITE_REFUSED = 'This invitation link cannot be used. Please ask the owner for a new one.';

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The invitation address the member opens: the shop's public address and the token. */
export const joinLink = (publicUrl: string, token: string) => `${publicUrl}/admin/join?token=${token}`;

/** Still usable: neither used nor withdrawn, and not expired. */
const pending = () =>
  and(isNull(staffInvites.usedAt), isNull(staffInvites.withdrawnAt), gt(staffInvites.expiresAt, sql`now()`));

/** Used, withdrawn or expired: nothing can come of it any more. */
const ended = () =>
  or(isNotNull(staffInvites.usedAt), isNotNull(staffInvites.withdrawnAt), lte(staffInvites.expiresAt, sql`now()`));

const roleOf = (r: string): Role => (r === 'owner' ? 'owner' : 'staff');

/** The invitations the owner's page lists: pending ones, the soonest to expire first. */
export async function listInvites(db: Db): Promise<PendingInvite[]> {
  const rows = await db.select().from(staffInvites).where(pending()).orderBy(asc(staffInvites.expiresAt));
  return rows.map(pendingOf);
}

const pendingOf = (r: typeof staffInvites.$inferSelect): PendingInvite => ({
  id: r.id,
  name: r.name,
  email: r.email,
  role: roleOf(r.role),
  invitedBy: r.invitedBy,
  createdAt: r.createdAt.toISOString(),
  expiresAt: r.expiresAt.toISOString(),
});

/**
 * The owner invites a member (docs/behaviour.md §11.1): a random token whose SHA-256 alone is kept, a link valid once
 * for 48 hours, mailed to the member through the outbox and given back to be shown to the owner this once. An e-mail
 * that has an account or a pending invitation is refused (409); one lock per e-mail keeps two invitations sent at the
 * same moment from both passing that check. Invitations that can no longer be used (joined, withdrawn, expired) are
 * cleared then: the audit log keeps who was invited and when, and a cleared link is refused as any unknown one is.
 */
export async function inviteMember(
  db: Db,
  given: unknown,
  actor: Actor,
  publicUrl: string,
): Promise<{ link: string; invite: PendingInvite }> {
  const parsed = InviteSchema.safeParse(given);
  if (!parsed.success) throw invalidInput(parsed.error);
  const m = parsed.data;
  const token = randomBytes(24).toString('base64url');
  const link = joinLink(publicUrl, token);
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(3, hashtext(${m.email}))`);
    await tx.delete(staffInvites).where(ended());
    if (await memberByEmail(tx, m.email)) throw new DomainError(409, `${m.email} already has an account`, 'email');
    const [open] = await tx
      .select({ id: staffInvites.id })
      .from(staffInvites)
      .where(and(eq(staffInvites.email, m.email), pending()))
      .limit(1);
    if (open)
      throw new DomainError(409, `${m.email} has an invitation already: withdraw it first to send a new one`, 'email');
    const [made] = await tx
      .insert(staffInvites)
      .values({
        tokenHash: digest(token),
        email: m.email,
        name: m.name,
        role: m.role,
        invitedBy: actor.name,
        expiresAt: new Date(Date.now() + INVITE_MS),
      })
      .returning();
    if (!made) throw new Error('The invitation insert returned no row');
    await tx.insert(outbox).values(inviteMail({ name: m.name, email: m.email, role: m.role, by: actor.name, link }));
    await audit(tx, actor, {
      action: 'invite',
      subjectType: 'staff',
      subjectId: m.email,
      newValue: `${m.name} (${m.role})`,
    });
    return made;
  });
  return { link, invite: pendingOf(row) };
}

/** The owner withdraws a pending invitation: its link stops working at once. */
export async function withdrawInvite(db: Db, id: number, actor: Actor) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffInvites)
      .set({ withdrawnAt: sql`now()` })
      .where(and(eq(staffInvites.id, id), pending()))
      .returning();
    if (!row) throw new DomainError(404, `No pending invitation ${id}`, 'id');
    await audit(tx, actor, {
      action: 'withdraw-invite',
      subjectType: 'staff',
      subjectId: row.email,
      oldValue: row.name,
    });
  });
}

/**
 * Who a link invites, or null when it cannot be used (used, withdrawn, expired, unknown or not a token at all). The
 * token is found by its SHA-256 through the table's index, so the time taken says nothing of how near a guess came.
 */
export async function invitationOf(db: Db, token: string): Promise<Invitation | null> {
  if (!InviteTokenSchema.safeParse(token).success) return null;
  const [row] = await db
    .select({ name: staffInvites.name, email: staffInvites.email, role: staffInvites.role })
    .from(staffInvites)
    .where(and(eq(staffInvites.tokenHash, digest(token)), pending()))
    .limit(1);
  return row ? { ...row, role: roleOf(row.role) } : null;
}

/**
 * The invited member joins (docs/behaviour.md §11.1): the link is spent and the account made in one transaction, so a
 * link used twice at once makes one account; the member is signed in. A link that cannot be used is a 400 that says
 * so; an e-mail that got an account some other way since the invitation is a 409.
 */
export async function joinByInvite(db: Db, given: unknown, about: { address: string; userAgent: string }) {
  const parsed = JoinSchema.safeParse(given);
  if (!parsed.success) throw invalidInput(parsed.error);
  const { token, password } = parsed.data;
  checkNewPassword(password);
  const passwordHash = await hashPassword(password);
  return arriveByLink(db, about, async (tx) => {
    const [invite] = await tx
      .update(staffInvites)
      .set({ usedAt: sql`now()` })
      .where(and(eq(staffInvites.tokenHash, digest(token)), pending()))
      .returning();
    if (!invite) throw new DomainError(400, INVITE_REFUSED, 'token');
    return {
      action: 'join',
      member: { email: invite.email, name: invite.name, role: roleOf(invite.role), passwordHash },
      sentBy: invite.invitedBy,
    };
  });
}
