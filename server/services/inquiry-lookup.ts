/**
 * The queries on what guests send through the forms, shared by the owner's commands (server/owner/inquiry-commands.ts)
 * and the back office (inquiry-desk.ts): inquiries with their photos and mails, and the newsletter's subscribers.
 */
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { InquiriesQuery } from '../../core/inquiry-desk-schemas';
import type { Db } from '../db/client';
import { inquiries, inquiryPhotos, outbox, subscribers } from '../db/schema';

type Filter = Partial<Pick<InquiriesQuery, 'kind' | 'answered'>>;

/**
 * The list's filters (docs/behaviour.md §11.8). Unanswered means waiting for an answer, which a newsletter sign-up
 * never does: the same rule as the dashboard's count of unanswered inquiries.
 */
function inquiryFilter({ kind = '', answered = '' }: Filter): SQL | undefined {
  return and(
    kind ? eq(inquiries.kind, kind) : undefined,
    answered === 'yes' ? isNotNull(inquiries.answeredAt) : undefined,
    answered === 'no' ? and(isNull(inquiries.answeredAt), sql`${inquiries.kind} <> 'newsletter'`) : undefined,
  );
}

/** The latest inquiries first, with how many photos each has (the owner's `inquiries list`, the back office's list). */
export async function listInquiries(
  db: Db,
  { limit = 50, offset = 0, ...filter }: Filter & { limit?: number; offset?: number } = {},
) {
  return db
    .select({
      id: inquiries.id,
      kind: inquiries.kind,
      title: inquiries.title,
      fullName: inquiries.fullName,
      email: inquiries.email,
      phone: inquiries.phone,
      createdAt: inquiries.createdAt,
      answeredAt: inquiries.answeredAt,
      photos: sql<number>`count(${inquiryPhotos.id})::int`,
    })
    .from(inquiries)
    .leftJoin(inquiryPhotos, eq(inquiryPhotos.inquiryId, inquiries.id))
    .where(inquiryFilter(filter))
    .groupBy(inquiries.id)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(limit)
    .offset(offset);
}

/** How many inquiries the filters keep. */
export async function countInquiries(db: Db, filter: Filter = {}): Promise<number> {
  const [row] = await db.select({ n: count() }).from(inquiries).where(inquiryFilter(filter));
  return row?.n ?? 0;
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
      subject: outbox.subject,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(eq(outbox.inquiryId, id))
    .orderBy(asc(outbox.id));
  return { row, photos, mails };
}

/** The file of photo `photoId` of inquiry `inquiryId`; null when that inquiry has no such photo. */
export async function inquiryPhotoFile(db: Db, inquiryId: number, photoId: number): Promise<string | null> {
  const [row] = await db
    .select({ filePath: inquiryPhotos.filePath })
    .from(inquiryPhotos)
    .where(and(eq(inquiryPhotos.id, photoId), eq(inquiryPhotos.inquiryId, inquiryId)))
    .limit(1);
  return row?.filePath ?? null;
}

/** Newsletter subscribers, oldest first for the export, newest first for the back office's pages. */
export const listSubscribers = (
  db: Db,
  { limit, offset = 0, newestFirst = false }: { limit?: number; offset?: number; newestFirst?: boolean } = {},
) => {
  const order = newestFirst ? desc : asc;
  const q = db.select().from(subscribers).orderBy(order(subscribers.createdAt), order(subscribers.id)).$dynamic();
  return limit === undefined ? q : q.limit(limit).offset(offset);
};

export const countSubscribers = async (db: Db) => db.$count(subscribers);

/** A subscriber by number or by e-mail (any case); null when there is none. */
export async function findSubscriber(db: Db, key: number | string) {
  const [row] = await db
    .select()
    .from(subscribers)
    .where(typeof key === 'number' ? eq(subscribers.id, key) : eq(subscribers.email, key.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}
