import { and, eq } from 'drizzle-orm';
import { auditLog } from '../db/schema';
import type { Db } from '../db/client';

/** Who made a change: a signed-in member, or the shop itself (staffId null) for its own moves and commands. */
export interface Actor {
  staffId: number | null;
  name: string;
}

/** The shop's own changes (an expired hold, an owner's command on the server). */
export const SHOP: Actor = { staffId: null, name: 'Shop' };

export type AuditSubject = 'order' | 'inquiry' | 'staff' | 'subscriber' | 'stock' | 'rate' | 'setting';

export interface AuditEntry {
  action: string;
  subjectType: AuditSubject;
  subjectId: string;
  oldValue?: string | null;
  newValue?: string | null;
}

/** Writes one entry of the audit log (docs/behaviour.md §11); call it inside the change's own transaction. */
export async function audit(db: Db, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    staffId: actor.staffId,
    actor: actor.name,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    oldValue: entry.oldValue ?? null,
    newValue: entry.newValue ?? null,
  });
}

/** The history of one order, inquiry or member, oldest first. */
export async function historyOf(db: Db, subjectType: AuditSubject, subjectId: string) {
  return db
    .select({
      at: auditLog.at,
      actor: auditLog.actor,
      action: auditLog.action,
      oldValue: auditLog.oldValue,
      newValue: auditLog.newValue,
    })
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, subjectType), eq(auditLog.subjectId, subjectId)))
    .orderBy(auditLog.at, auditLog.id);
}
