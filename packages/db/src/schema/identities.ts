import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './core'

/**
 * Sign-in methods from other providers (Facebook, LINE). A provider's user belongs to one member, and a member
 * holds at most one identity per provider. A LINE identity is also where the LINE Official Account sends the
 * member's reminders, unless the member blocked it (`messaging_blocked_at`, from LINE's unfollow event).
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's id of the person (Facebook's app-scoped id, LINE's user id). */
    subject: text('subject').notNull(),
    displayName: text('display_name'),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
    messagingBlockedAt: timestamp('messaging_blocked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_key').on(t.provider, t.subject),
    uniqueIndex('user_identities_user_provider_key').on(t.userId, t.provider),
    check('user_identities_provider_known', sql`${t.provider} in ('facebook', 'line')`),
  ],
)

/**
 * A LINE Login under way (OpenID Connect with PKCE): what the callback must see again. Only hashes of the
 * state and of the browser's binding cookie are kept; the row is spent by the first callback that uses it.
 */
export const signInFlows = pgTable(
  'sign_in_flows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stateHash: text('state_hash').notNull(),
    bindingHash: text('binding_hash').notNull(),
    purpose: text('purpose').notNull(),
    /** Linking: the member who started it. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sign_in_flows_state_key').on(t.stateHash),
    index('sign_in_flows_expires_idx').on(t.expiresAt),
    check('sign_in_flows_purpose_known', sql`${t.purpose} in ('login', 'link')`),
    check('sign_in_flows_link_has_member', sql`${t.purpose} <> 'link' or ${t.userId} is not null`),
  ],
)
