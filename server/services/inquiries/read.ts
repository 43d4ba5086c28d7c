/**
 * What guests sent through the forms, as it is read, the one read model of the back office and the owner's commands
 * (docs/behaviour.md §11.8, §11.9): the inquiries with their photos and mails, and the newsletter's subscribers with
 * their export. Storing a form is in send.ts; Mark as answered and taking a subscriber off in changes.ts.
 */
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { phoneSearchKey } from '../../../core/phone-key';
import { containing } from '../../db/like';
import { phoneKeySql } from '../../db/phone-key';
import {
  INQUIRIES_PER_PAGE,
  kindLabel,
  SUBSCRIBERS_PER_PAGE,
  type AdminInquiry,
  type InquiriesQuery,
  type InquiryList,
  type SubscriberList,
} from '../../../core/inquiry-admin-schemas';
import { pagesOf, replyLinks } from '../../../core/admin-lists';
import { SHOP } from '../../../core/shop';
import type { Db } from '../../db/client';
import { inquiries, inquiryPhotos, outbox, subscribers } from '../../db/schema';
import { MAIL_COLUMNS, mailEntry } from '../../mail/mail-states';
import { fieldEntries, inLabelOrder } from '../../mail/inquiry-mails';
import { measurementShopSize } from '../../../core/size-chart';
import { toCsv } from '../../files/csv';
import { historyOf } from '../audit';
import { PHOTO_LABELS } from './kinds';

type Filter = Partial<Pick<InquiriesQuery, 'kind' | 'answered' | 'q'>>;

/** An inquiry found by the guest's name, e-mail or phone (however it was typed, core/phone-key.ts), or its title. */
export function inquirySearch(text: string): SQL | undefined {
  const term = containing(text);
  const phone = phoneSearchKey(text);
  return or(
    ilike(inquiries.fullName, term),
    ilike(inquiries.email, term),
    ilike(inquiries.title, term),
    phone ? sql`${phoneKeySql(inquiries.phone)} LIKE ${containing(phone)}` : undefined,
  );
}

/**
 * The list's filters (docs/behaviour.md §11.8). Unanswered means waiting for an answer, which a newsletter sign-up
 * never does: the same rule as the dashboard's count of unanswered inquiries.
 */
function inquiryFilter({ kind = '', answered = '', q = '' }: Filter): SQL | undefined {
  return and(
    kind ? eq(inquiries.kind, kind) : undefined,
    q ? inquirySearch(q) : undefined,
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
async function countInquiries(db: Db, filter: Filter = {}): Promise<number> {
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
  const mails = await db.select(MAIL_COLUMNS).from(outbox).where(eq(outbox.inquiryId, id)).orderBy(asc(outbox.id));
  return { row, photos, mails };
}

/** Newsletter subscribers, oldest first for the export, newest first for the back office's pages. */
const listSubscribers = (
  db: Db,
  { limit, offset = 0, newestFirst = false }: { limit?: number; offset?: number; newestFirst?: boolean } = {},
) => {
  const order = newestFirst ? desc : asc;
  const q = db.select().from(subscribers).orderBy(order(subscribers.createdAt), order(subscribers.id)).$dynamic();
  return limit === undefined ? q : q.limit(limit).offset(offset);
};

/** A subscriber by number or by e-mail (any case); null when there is none. */
export async function findSubscriber(db: Db, key: number | string) {
  const [row] = await db
    .select()
    .from(subscribers)
    .where(typeof key === 'number' ? eq(subscribers.id, key) : eq(subscribers.email, key.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

/**
 * Every subscriber as CSV, oldest first (the owner's `subscribers export` prints it; the back office's download adds
 * the byte order mark). A name a spreadsheet would run as a formula is defused (server/files/csv.ts).
 */
export async function subscribersCsv(db: Db): Promise<string> {
  const rows = await listSubscribers(db);
  return toCsv([
    ['email', 'fullName', 'phone', 'subscribedAt'],
    ...rows.map((s) => [s.email, s.fullName, s.phone, s.createdAt.toISOString()]),
  ]);
}

/** What the back office reads of what guests sent (the inquiries' and subscribers' pages, /api/admin/inquiries). */
export interface AdminInquiries {
  /** The inquiries the filters keep, newest first, a page at a time. */
  list(q: InquiriesQuery): Promise<InquiryList>;
  /** One inquiry, or null when there is none. */
  detail(id: number): Promise<AdminInquiry | null>;
  /** The file of a photo of this inquiry under DATA_DIR, or null when the inquiry has no such photo. */
  photoFile(id: number, photoId: number): Promise<string | null>;
  /** The newsletter's subscribers, newest first, a page at a time. */
  subscribers(page: number): Promise<SubscriberList>;
  /** Every subscriber as CSV for a spreadsheet: UTF-8 with a byte order mark, so Excel reads it right. */
  subscribersCsv(): Promise<string>;
}

export function createAdminInquiries(db: Db): AdminInquiries {
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
        fields: entries.map((e) => ({ label: e.label, value: e.value, shopSize: measurementShopSize(e.key, e.value) })),
        message,
        photos: d.photos.map((p) => ({ id: p.id, label: PHOTO_LABELS.get(p.field) ?? p.field, bytes: p.bytes })),
        reply: replyLinks(row.email, row.phone, `${kindLabel(row.kind)} #${row.id} - ${SHOP.name}`),
        mails: d.mails.map(mailEntry),
        history: history.map((h) => ({ ...h, at: h.at.toISOString() })),
      };
    },

    async photoFile(id, photoId) {
      const [row] = await db
        .select({ filePath: inquiryPhotos.filePath })
        .from(inquiryPhotos)
        .where(and(eq(inquiryPhotos.id, photoId), eq(inquiryPhotos.inquiryId, id)))
        .limit(1);
      return row?.filePath ?? null;
    },

    async subscribers(page) {
      const [total, rows] = await Promise.all([
        db.$count(subscribers),
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
