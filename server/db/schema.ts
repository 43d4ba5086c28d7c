import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
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

/** Menu items of docs/behaviour.md §3.5: one per item name and type, men's or not. */
export const menuItems = pgTable(
  'menu_item',
  {
    itemId: serial('item_id').primaryKey(),
    itemName: text('item_name').notNull(),
    itemType: text('item_type').notNull(),
    isMens: boolean('is_mens').notNull().default(false),
  },
  (t) => [uniqueIndex('menu_item_type_name').on(t.itemType, t.itemName)],
);

/**
 * Stock items with every field of docs/behaviour.md §3.1. Prices are kept computed for sorting (see pricing service).
 */
export const stockItems = pgTable(
  'stock_item',
  {
    id: serial('id').primaryKey(),
    tagNo: text('tag_no').notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => menuItems.itemId),
    itemName: text('item_name').notNull(),
    itemPriceD: text('item_price_d'),
    itemType: text('item_type').notNull(),
    description: text('description').notNull().default(''),
    grossWeight: doublePrecision('gross_weight').notNull().default(0),
    netWeight: doublePrecision('net_weight').notNull().default(0),
    totalWeight: doublePrecision('total_weight').notNull().default(0),
    wastePerGm: doublePrecision('waste_per_gm').notNull().default(0),
    karat: integer('karat'),
    /** A price set by the shop (watches, silver, platinum): when present, the gold rate is not used. */
    fixedPrice: integer('fixed_price'),
    itemPrice: integer('item_price').notNull().default(0),
    totalMaking: integer('total_making').notNull().default(0),
    silverSalePrice: integer('silver_sale_price').notNull().default(0),
    designName: text('design_name').notNull().default(''),
    status: text('status').notNull().default('available'),
    pieces: integer('pieces').notNull().default(1),
    /** Displayed unit price of docs/behaviour.md §9.2, recomputed whenever the item or the gold rate changes. */
    unitPrice: integer('unit_price').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_item_tag_no').on(t.tagNo),
    index('stock_item_name_type').on(t.itemName, t.itemType),
    // The listings and their counts match names whatever their case (server/services/catalog.ts, decision 047).
    index('stock_item_listing').on(sql`lower(${t.itemName})`, sql`lower(${t.itemType})`),
  ],
);

export const stockImages = pgTable(
  'stock_image',
  {
    id: serial('id').primaryKey(),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stockItems.id, { onDelete: 'cascade' }),
    imageName: text('image_name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('stock_image_stock').on(t.stockId), uniqueIndex('stock_image_name').on(t.imageName)],
);

export const stoneDetails = pgTable(
  'stone_detail',
  {
    id: serial('id').primaryKey(),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stockItems.id, { onDelete: 'cascade' }),
    price: integer('price').notNull().default(0),
    salePrice: integer('sale_price').notNull().default(0),
    stoneWeight: doublePrecision('stone_weight').notNull().default(0),
    stoneTypeName: text('stone_type_name').notNull().default(''),
    stoneName: text('stone_name').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('stone_detail_stock').on(t.stockId)],
);

/** Sub-items of docs/behaviour.md §3.1; Abrivation (spelt as the stock export spells it) names a size held in stock. */
export const subItems = pgTable(
  'sub_item',
  {
    id: serial('id').primaryKey(),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stockItems.id, { onDelete: 'cascade' }),
    abrivation: text('abrivation').notNull(),
  },
  (t) => [index('sub_item_stock').on(t.stockId)],
);

/** Gold rates with their history: one row per day, the newest is today's. */
export const goldRates = pgTable(
  'gold_rate',
  {
    id: serial('id').primaryKey(),
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    k18: integer('k18').notNull(),
    k19: integer('k19').notNull(),
    k20: integer('k20').notNull(),
    k21: integer('k21').notNull(),
    k22: integer('k22').notNull(),
    k23: integer('k23').notNull(),
    k24: integer('k24').notNull(),
    k24Tola: integer('k24_tola').notNull(),
    k22Gram10: integer('k22_gram10').notNull(),
    k21Gram10: integer('k21_gram10').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('gold_rate_date').on(t.rateDate)],
);

/**
 * Orders (docs/behaviour.md §3.8): the guest's details, delivery and payment choices, totals, and the first answer
 * given.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    statusToken: text('status_token').notNull(),
    /** One of core/order-states.ts ORDER_STATES; statusChangedAt is when it last moved (shown to the guest). */
    status: text('status').notNull().default('awaiting-payment'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull(),
    deliveryOption: text('delivery_option').notNull(),
    collectionDate: date('collection_date', { mode: 'string' }),
    cnicPassport: text('cnic_passport'),
    country: text('country'),
    deliveryCharge: integer('delivery_charge').notNull().default(0),
    paymentMethod: text('payment_method').notNull(),
    slipFile: text('slip_file'),
    subtotal: integer('subtotal').notNull(),
    total: integer('total').notNull(),
    trackingId: text('tracking_id').notNull(),
    idempotencyKey: text('idempotency_key'),
    answer: text('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** When staff confirmed the bank transfer arrived. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** An order awaiting payment holds its pieces until then (created + RESERVE_DAYS; staff may extend it). */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    /** The courier's tracking number, given when shipping (optional). */
    trackingNo: text('tracking_no'),
    cancelReason: text('cancel_reason'),
    /** The staff's internal note, never shown to the guest. */
    note: text('note').notNull().default(''),
  },
  (t) => [
    uniqueIndex('orders_order_no').on(t.orderNo),
    index('orders_status_created').on(t.status, t.createdAt),
    index('orders_created').on(t.createdAt),
    uniqueIndex('orders_status_token').on(t.statusToken),
    uniqueIndex('orders_idempotency_key').on(t.idempotencyKey),
  ],
);

/** Order lines: a snapshot of what was sold, at the price charged. */
export const orderLines = pgTable(
  'order_line',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tagNo: text('tag_no').notNull(),
    itemName: text('item_name').notNull(),
    displayName: text('display_name').notNull(),
    itemType: text('item_type').notNull(),
    size: text('size').notNull(),
    unitPrice: integer('unit_price').notNull(),
    qty: integer('qty').notNull().default(1),
  },
  (t) => [index('order_line_order').on(t.orderId)],
);

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

/** Members of the back office (docs/behaviour.md §11): owner or staff, signed in with e-mail and password. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    /** Stored lowercased. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** owner | staff */
    role: text('role').notNull(),
    /** argon2id, in its PHC string form. */
    passwordHash: text('password_hash').notNull(),
    /** Set after too many failed sign-ins; the right password is refused until then. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_email').on(t.email)],
);

/** Signed-in sessions, kept server-side: the cookie holds a random id, the table its SHA-256. */
export const staffSessions = pgTable(
  'staff_session',
  {
    idHash: text('id_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute end (created + 7 days); the idle end is lastSeenAt + 12 hours. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The anti-forgery token of this session, sent back by the page with every change. */
    csrfToken: text('csrf_token').notNull(),
    address: text('address').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('staff_session_staff').on(t.staffId)],
);

/** Failed sign-ins, counted per account and per address over the last 15 minutes. */
export const signInFailures = pgTable(
  'sign_in_failure',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_failure_email').on(t.email, t.at), index('sign_in_failure_address').on(t.address, t.at)],
);

/** One-time links for setting up the first owner (only the SHA-256 of the token is kept). */
export const setupTokens = pgTable('setup_token', {
  tokenHash: text('token_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Every change made in the back office or by the shop itself on an order (who, when, what, old and new value).
 * The member's name is copied so the entry outlives the account; staffId is null for the shop's own moves.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    /** order | inquiry | staff | subscriber | stock | rate */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
  },
  (t) => [index('audit_log_subject').on(t.subjectType, t.subjectId), index('audit_log_at').on(t.at)],
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
  /** Where the upload was kept (DATA_DIR/imports/{id}) or the file the command line named. */
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
