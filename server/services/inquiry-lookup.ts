import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { inquiries, inquiryPhotos, outbox, subscribers } from '../db/schema';

/** The latest inquiries first, with how many photos each has (the owner's `inquiries list`). */
export async function listInquiries(db: Db, limit = 50) {
  return db
    .select({
      id: inquiries.id,
      kind: inquiries.kind,
      fullName: inquiries.fullName,
      email: inquiries.email,
      phone: inquiries.phone,
      createdAt: inquiries.createdAt,
      photos: sql<number>`count(${inquiryPhotos.id})::int`,
    })
    .from(inquiries)
    .leftJoin(inquiryPhotos, eq(inquiryPhotos.inquiryId, inquiries.id))
    .groupBy(inquiries.id)
    .orderBy(desc(inquiries.id))
    .limit(limit);
}

/** One inquiry with its photos (where they are saved) and its mails' state; null when there is none. */
export async function inquiryDetail(db: Db, id: number) {
  const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id)).limit(1);
  if (!row) return null;
  const photos = await db
    .select()
    .from(inquiryPhotos)
    .where(eq(inquiryPhotos.inquiryId, id))
    .orderBy(asc(inquiryPhotos.id));
  const mails = await db
    .select({
      kind: outbox.kind,
      to: outbox.toAddress,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
    })
    .from(outbox)
    .where(eq(outbox.inquiryId, id))
    .orderBy(asc(outbox.id));
  return { row, photos, mails };
}

/** Every newsletter subscriber, oldest first. */
export const listSubscribers = (db: Db) =>
  db.select().from(subscribers).orderBy(asc(subscribers.createdAt), asc(subscribers.id));

/** Removes a subscriber by e-mail (any case); true when there was one. */
export async function removeSubscriber(db: Db, email: string): Promise<boolean> {
  const removed = await db
    .delete(subscribers)
    .where(eq(subscribers.email, email.trim().toLowerCase()))
    .returning({ id: subscribers.id });
  return removed.length > 0;
}
