/**
 * What guests sent through the forms, as the back office reads and changes it (docs/behaviour.md §11.8, §11.9): the
 * inquiries' list and one inquiry, its photos, Mark as answered, and the newsletter's subscribers with their export.
 * The queries are shared with the owner's commands (inquiry-lookup.ts).
 */
import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import {
  INQUIRIES_PER_PAGE,
  kindLabel,
  needsAnswer,
  SUBSCRIBERS_PER_PAGE,
  type InquiriesQuery,
  type InquiryDesk as InquiryDeskView,
  type InquiryList,
  type SubscriberList,
} from '../../core/inquiry-desk-schemas';
import { pagesOf, replyLinks } from '../../core/desk';
import { SHOP } from '../../core/shop';
import type { Db } from '../db/client';
import { inquiries, subscribers } from '../db/schema';
import { DomainError } from '../common/domain-error';
import { fieldEntries, inLabelOrder } from '../mail/inquiry-mails';
import { toCsv } from '../files/csv';
import { audit, historyOf, type Actor } from './audit';
import { PHOTO_LABELS } from './inquiry-kinds';
import {
  countInquiries,
  countSubscribers,
  findSubscriber,
  inquiryDetail,
  inquiryPhotoFile,
  listInquiries,
  listSubscribers,
} from './inquiry-lookup';

export interface InquiryDesk {
  /** The inquiries the filters keep, newest first, a page at a time. */
  list(q: InquiriesQuery): Promise<InquiryList>;
  /** One inquiry, or null when there is none. */
  detail(id: number): Promise<InquiryDeskView | null>;
  /** The file of a photo of this inquiry under DATA_DIR, or null when the inquiry has no such photo. */
  photoFile(id: number, photoId: number): Promise<string | null>;
  /** The newsletter's subscribers, newest first, a page at a time. */
  subscribers(page: number): Promise<SubscriberList>;
  /** Every subscriber as CSV for a spreadsheet: UTF-8 with a byte order mark, so Excel reads it right. */
  subscribersCsv(): Promise<string>;
}

export function createInquiryDesk(db: Db): InquiryDesk {
  return {
    async list(q) {
      const [total, rows] = await Promise.all([
        countInquiries(db, q),
        listInquiries(db, { ...q, limit: INQUIRIES_PER_PAGE, offset: (q.page - 1) * INQUIRIES_PER_PAGE }),
      ]);
      return {
        total,
        page: q.page,
        pages: pagesOf(total, INQUIRIES_PER_PAGE),
        rows: rows.map((r) => ({
          id: r.id,
          receivedAt: r.createdAt.toISOString(),
          kind: r.kind,
          title: r.title,
          name: r.fullName,
          email: r.email,
          phone: r.phone,
          answeredAt: r.answeredAt?.toISOString() ?? null,
          photos: r.photos,
        })),
      };
    },

    async detail(id) {
      const d = await inquiryDetail(db, id);
      if (!d) return null;
      const { row } = d;
      const { entries, message } = fieldEntries(inLabelOrder(row.fields));
      const history = await historyOf(db, 'inquiry', String(id));
      return {
        id: row.id,
        receivedAt: row.createdAt.toISOString(),
        kind: row.kind,
        title: row.title,
        name: row.fullName,
        email: row.email,
        phone: row.phone,
        answeredAt: row.answeredAt?.toISOString() ?? null,
        answeredBy: row.answeredBy,
        fields: entries,
        message,
        photos: d.photos.map((p) => ({ id: p.id, label: PHOTO_LABELS.get(p.field) ?? p.field, bytes: p.bytes })),
        reply: replyLinks(row.email, row.phone, `${kindLabel(row.kind)} #${row.id} - ${SHOP.name}`),
        mails: d.mails.map((m) => ({
          kind: m.kind,
          to: m.to,
          subject: m.subject,
          status: m.status,
          attempts: m.attempts,
          at: m.createdAt.toISOString(),
          sentAt: m.sentAt?.toISOString() ?? null,
        })),
        history: history.map((h) => ({ ...h, at: h.at.toISOString() })),
      };
    },

    photoFile: (id, photoId) => inquiryPhotoFile(db, id, photoId),

    async subscribers(page) {
      const [total, rows] = await Promise.all([
        countSubscribers(db),
        listSubscribers(db, {
          newestFirst: true,
          limit: SUBSCRIBERS_PER_PAGE,
          offset: (page - 1) * SUBSCRIBERS_PER_PAGE,
        }),
      ]);
      return {
        total,
        page,
        pages: pagesOf(total, SUBSCRIBERS_PER_PAGE),
        rows: rows.map((s) => ({
          id: s.id,
          email: s.email,
          name: s.fullName,
          phone: s.phone,
          since: s.createdAt.toISOString(),
        })),
      };
    },

    subscribersCsv: async () => `\uFEFF${await subscribersCsv(db)}`,
  };
}

/**
 * Every subscriber as CSV, oldest first (the owner's `subscribers export` prints it; the back office's download adds
 * the byte order mark). A name a spreadsheet would run as a formula is defused (owner/csv.ts).
 */
export async function subscribersCsv(db: Db): Promise<string> {
  const rows = await listSubscribers(db);
  return toCsv([
    ['email', 'fullName', 'phone', 'subscribedAt'],
    ...rows.map((s) => [s.email, s.fullName, s.phone, s.createdAt.toISOString()]),
  ]);
}

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
