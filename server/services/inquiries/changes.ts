/**
 * What staff and the owner change in what guests sent (docs/behaviour.md §11.8, §11.9): Mark as answered, and taking
 * a subscriber off the newsletter, each in the audit log in its own transaction.
 */
import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { needsAnswer } from '../../../core/inquiry-admin-schemas';
import type { Db } from '../../db/client';
import { inquiries, subscribers } from '../../db/schema';
import { DomainError } from '../../common/domain-error';
import { audit, type Actor } from '../audit';
import { findSubscriber } from './read';

/**
 * Mark as answered, or as not answered again (docs/behaviour.md §11.8): who and when are kept on the inquiry and in
 * the audit log, in one transaction. Marking it as it already is changes nothing and logs nothing. A newsletter
 * sign-up waits for no answer and is refused.
 */
export async function markAnswered(db: Db, id: number, answered: boolean, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(inquiries)
      .set(answered ? { answeredAt: new Date(), answeredBy: actor.name } : { answeredAt: null, answeredBy: null })
      .where(
        and(
          eq(inquiries.id, id),
          answered ? isNull(inquiries.answeredAt) : isNotNull(inquiries.answeredAt),
          answered ? ne(inquiries.kind, 'newsletter') : undefined,
        ),
      )
      .returning({ id: inquiries.id });
    if (!row) {
      const [found] = await tx.select({ kind: inquiries.kind }).from(inquiries).where(eq(inquiries.id, id)).limit(1);
      if (!found) throw new DomainError(404, `No inquiry #${id}`, 'id');
      if (answered && !needsAnswer(found.kind))
        throw new DomainError(409, 'A newsletter sign-up needs no answer', 'id');
      return;
    }
    await audit(tx, actor, {
      action: 'answered',
      subjectType: 'inquiry',
      subjectId: String(id),
      oldValue: answered ? 'no' : 'yes',
      newValue: answered ? 'yes' : 'no',
    });
  });
}

/** Takes a subscriber off the newsletter, by number or e-mail (any case), in the audit log too; 404 when unknown. */
export async function removeSubscriber(db: Db, key: number | string, actor: Actor): Promise<string> {
  return db.transaction(async (tx) => {
    const found = await findSubscriber(tx, key);
    if (!found) throw new DomainError(404, `No subscriber ${key}`, typeof key === 'number' ? 'id' : 'email');
    await tx.delete(subscribers).where(eq(subscribers.id, found.id));
    await audit(tx, actor, { action: 'remove', subjectType: 'subscriber', subjectId: found.email });
    return found.email;
  });
}
