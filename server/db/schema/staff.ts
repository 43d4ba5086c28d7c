import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    /** Set when the owner typed the password (a new member, a reset) or asked for a change: the member chooses their
     * own before anything else in the back office answers them. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
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
 * Invitations to join the back office: the owner names the member and their role, the shop makes a link valid once
 * for 48 hours, and the member chooses their own password through it (only the SHA-256 of the token is kept).
 */
export const staffInvites = pgTable(
  'staff_invite',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    /** Stored lowercased. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** owner | staff */
    role: text('role').notNull(),
    invitedBy: text('invited_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Withdrawn by the owner before it was used. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_invite_token').on(t.tokenHash), index('staff_invite_email').on(t.email)],
);

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
