import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * What guests send through the forms (docs/behaviour.md §3.9): contact, appointment, newsletter, gift card,
 * requirement and size requests. The columns the owner lists by, and every validated field of the form in `fields`.
 */
export const inquiries = pgTable(
  'inquiry',
  {
    id: serial('id').primaryKey(),
    /** contact | appointment | newsletter | gift-card | gift-card-receiver | requirement | ring-size | bangle-size */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    reason: text('reason').notNull().default(''),
    message: text('message').notNull().default(''),
    date: text('date').notNull().default(''),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    /** The language of the page the form was sent from (en, ur): the guest's acknowledgement was written in it. */
    locale: text('locale').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by Mark as answered in the back office. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: text('answered_by'),
  },
  (t) => [index('inquiry_created').on(t.createdAt)],
);

/** Photos sent with a size request, re-encoded and stored under DATA_DIR/uploads/inquiries (never served). */
export const inquiryPhotos = pgTable(
  'inquiry_photo',
  {
    id: serial('id').primaryKey(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    /** The photo's key in the file store (`uploads/inquiries/…`). */
    filePath: text('file_path').notNull(),
    bytes: integer('bytes').notNull(),
  },
  (t) => [index('inquiry_photo_inquiry').on(t.inquiryId)],
);

/** Newsletter subscribers: one per e-mail address, stored lowercased. */
export const subscribers = pgTable(
  'subscriber',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscriber_email').on(t.email)],
);
