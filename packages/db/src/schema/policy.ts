import { sql } from 'drizzle-orm'
import { check, index, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './core'

/**
 * Versions of the terms of use (law), the privacy notice (personal) and the cookie policy written by staff in
 * the back office (issue 21). The newest version of a type is the one in force; older ones stay readable. The
 * first version of each type is the text in the code (apps/api/src/modules/policy/policy-documents.ts), in
 * force until staff write a newer one.
 */
export const policyVersions = pgTable(
  'policy_versions',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    /** The date the version was written (Asia/Bangkok), with `.2`, `.3` for later versions of the same day. */
    version: text('version').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** [{ heading, body: [paragraph, …] }, …] */
    sections: jsonb('sections').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('policy_versions_type_version_idx').on(t.type, t.version),
    index('policy_versions_newest_idx').on(t.type, t.id.desc()),
    check('policy_versions_type_known', sql`${t.type} in ('law', 'personal', 'cookies')`),
  ],
)
