import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/** Members. Balances change only through the ledger (apps/api/src/ledger), guarded by these CHECKs. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** Null for a member who signs in only with Facebook or LINE (user_identities). */
    passwordHash: text('password_hash'),
    displayName: text('display_name').notNull(),
    displayImage: text('display_image'),
    klass: text('klass'),
    type: text('type').notNull().default('GENERAL'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{member}'::text[]`),
    scope: text('scope')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Integer hundredths of a koin. */
    koin: bigint('koin', { mode: 'number' }).notNull().default(0),
    skill: bigint('skill', { mode: 'number' }).notNull().default(0),
    exp: bigint('exp', { mode: 'number' }).notNull().default(0),
    firstName: text('first_name'),
    lastName: text('last_name'),
    birthDate: date('birth_date', { mode: 'string' }),
    education: text('education'),
    school: text('school'),
    province: text('province'),
    objectives: text('objectives')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** PDPA: explicit consent to the terms and privacy notice, with the versions consented to and when. */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    termsVersion: text('terms_version').notNull(),
    privacyVersion: text('privacy_version').notNull(),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    marketingConsentAt: timestamp('marketing_consent_at', { withTimezone: true }),
    profileCompletedAt: timestamp('profile_completed_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** Issue 19: the member opened the confirmation link sent to `email` (or a provider vouched for it). */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** Issue 19: a member under 20 names a parent or guardian, who confirms by a link sent to this address. */
    guardianEmail: text('guardian_email'),
    guardianConfirmedAt: timestamp('guardian_confirmed_at', { withTimezone: true }),
    /** Issue 19: the member asked for the account to be deleted; it is erased 30 days later unless they return. */
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    /**
     * The account was erased: its personal data is gone and the row stays, anonymised, so that the ledger and
     * the practice bank's journal that point to it still add up.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // The back office finds members by part of their e-mail or display name (ILIKE '%…%').
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_display_name_trgm_idx').using('gin', t.displayName.op('gin_trgm_ops')),
    // The back office's dashboard counts members who joined in a period.
    index('users_created_at_idx').on(t.createdAt),
    check('users_koin_nonnegative', sql`${t.koin} >= 0`),
    check('users_skill_nonnegative', sql`${t.skill} >= 0`),
    check('users_exp_nonnegative', sql`${t.exp} >= 0`),
    check('users_type_known', sql`${t.type} in ('GENERAL', 'SKILL')`),
    // Accounts waiting out their 30 days before erasure, oldest request first.
    index('users_deletion_due_idx')
      .on(t.deletionRequestedAt)
      .where(sql`${t.deletionRequestedAt} is not null and ${t.erasedAt} is null`),
  ],
)

/** Every change of a koin, skill-point or exp balance. A balance always equals the sum of its rows. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    activity: text('activity').notNull(),
    refType: text('ref_type'),
    refId: text('ref_id'),
    idempotencyKey: text('idempotency_key'),
    /**
     * The move's number among the member's moves in its currency (1, 2, 3, …; the member's row is locked while
     * it is given): the newest move's number is how many there are, and a page of history is a range of them.
     */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_user_currency_idx').on(t.userId, t.currency, t.id),
    uniqueIndex('ledger_entries_user_currency_seq').on(t.userId, t.currency, t.seq),
    uniqueIndex('ledger_entries_idempotency_key')
      .on(t.userId, t.currency, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check('ledger_entries_currency_known', sql`${t.currency} in ('koin', 'skill', 'exp')`),
    check('ledger_entries_amount_nonzero', sql`${t.amount} <> 0`),
    check('ledger_entries_balance_nonnegative', sql`${t.balanceAfter} >= 0`),
    // The back office's dashboard sums koins issued and spent in a period, from the index alone.
    index('ledger_entries_koin_created_idx')
      .on(t.createdAt, t.amount)
      .where(sql`${t.currency} = 'koin'`),
  ],
)

/** A login session: one family of rotating refresh tokens. Access tokens name their session (sid). */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Absolute end of the session, whatever the rotations. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    userAgent: text('user_agent'),
    /** Staff (issue 21): when this session passed the one-time code of an authenticator app; null until then. */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
)

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
)

/**
 * Issue 19: a one-time link sent by e-mail — the member's address to confirm, a guardian's consent, a deleted
 * account to take back. Only the token's hash is kept; the link works once, until `expires_at`.
 */
export const emailLinks = pgTable(
  'email_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** email (confirm the member's address), guardian (a guardian's consent), restore (undo a deletion). */
    purpose: text('purpose').notNull(),
    /** The address the link was sent to: a link for an address the member has since changed confirms nothing. */
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('email_links_user_purpose_idx').on(t.userId, t.purpose, t.createdAt),
    check('email_links_purpose_known', sql`${t.purpose} in ('email', 'guardian', 'restore')`),
  ],
)

/** E-mail waiting to be sent; without SMTP it stays here for the log and the tests to read. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [
    // Issue 19: mails (reset links among them) are kept 7 days; older ones go, a few with each mail written.
    index('outbox_emails_created_at_idx').on(t.createdAt),
  ],
)

/** Fixed-window counters shared by every API process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
})

/**
 * The first answer to a write sent with an Idempotency-Key, kept for a day so that a repeat returns it
 * unchanged (apps/api/src/plugins/idempotency.ts, decision 024). A row with no answer yet was claimed by its
 * request's transaction and committed with its work.
 */
export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
    /** Set with the answer; set without one when the work was done but its answer is not kept. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The server process that claimed the key in its transaction (its advisory lock); null when stored at once. */
    owner: integer('owner'),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    // Expired records are deleted oldest first, a few with each record written.
    index('idempotency_records_created_at_idx').on(t.createdAt),
  ],
)

/**
 * What members did (read an article, answered the daily quiz, played a game, joined an event). Written by
 * each feature as it happens; SUPERQUEST mission progress is worked out from these rows.
 */
export const memberActivities = pgTable(
  'member_activities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    refId: text('ref_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('member_activities_user_kind_idx').on(t.userId, t.kind, t.createdAt),
    // The weekly league reads everyone's activities of a week by time, and the back office's dashboard counts
    // active members and completions in a period (kind and member read from the index alone).
    index('member_activities_created_at_idx').on(t.createdAt, t.kind, t.userId),
  ],
)
