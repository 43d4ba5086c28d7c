import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { inquiries } from './inquiries';
import { staff } from './staff';

/** Mail waiting to be sent, written in the same transaction as what it tells about (docs/behaviour.md §10.7). */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Files under DATA_DIR to attach: [{ filename, path, contentType }]. */
    attachments: text('attachments').notNull().default('[]'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The inquiry this mail tells about (orders are found by the number in the subject). */
    inquiryId: integer('inquiry_id').references(() => inquiries.id, { onDelete: 'set null' }),
  },
  (t) => [index('outbox_pending').on(t.status, t.nextAttemptAt), index('outbox_inquiry').on(t.inquiryId)],
);

/**
 * A stock import from the point of sale (docs/behaviour.md §11.12, docs/decisions/028): its file, what the check
 * found, and how far the import has come. The rows wait in stock_import_row between the check and the import.
 */
export const stockImports = pgTable('stock_import', {
  id: serial('id').primaryKey(),
  /** checking | checked | importing | done | failed */
  state: text('state').notNull().default('checking'),
  fileName: text('file_name').notNull(),
  /** The upload's key in the file store (`imports/{id}/…`) or the file the command line named. */
  filePath: text('file_path').notNull(),
  picturesPath: text('pictures_path'),
  removeMissing: boolean('remove_missing').notNull().default(false),
  rowsTotal: integer('rows_total').notNull().default(0),
  rowsDone: integer('rows_done').notNull().default(0),
  picturesTotal: integer('pictures_total').notNull().default(0),
  picturesDone: integer('pictures_done').notNull().default(0),
  /** The gold rate the rows were priced with at the check (null: no rate yet). */
  rateDate: text('rate_date'),
  /** What the check found (core/stock-import-schemas.ts ImportReport), then what the import did. */
  report: jsonb('report'),
  /** Why it failed, in the owner's words. */
  failure: text('failure'),
  staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
  actor: text('actor').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/** A checked row of an import, ready to be written: its record and prices worked out already. */
export const stockImportRows = pgTable(
  'stock_import_row',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => stockImports.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    tagNo: text('tag_no').notNull(),
    record: jsonb('record').notNull(),
    isMens: boolean('is_mens').notNull(),
    totalWeight: doublePrecision('total_weight').notNull(),
    itemPrice: integer('item_price').notNull(),
    unitPrice: integer('unit_price').notNull(),
    /** False when the piece is in the shop already exactly as the row has it: the import leaves it alone. */
    changed: boolean('changed').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.importId, t.line] }), uniqueIndex('stock_import_row_tag').on(t.importId, t.tagNo)],
);

/**
 * Requests counted per key over a short window, for the limits on forms and orders (server/http/rate-limits.ts): one row
 * a key, counted by one atomic upsert, so every process on one PostgreSQL counts the same (docs/decisions/037).
 */
export const rateLimits = pgTable(
  'rate_limit',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limit_expire').on(t.expire)],
);

/**
 * The owner's settings kept in the database (docs/behaviour.md §11.15): one row a group (for example `payments`),
 * its value checked by core/shop-settings.ts when read and when written, so every process reads the same.
 */
export const shopSettings = pgTable('shop_setting', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Who last changed it, by name. */
  updatedBy: text('updated_by').notNull().default(''),
});
