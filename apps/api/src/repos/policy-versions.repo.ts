import { policyTypes, type PolicyDocument, type PolicyType } from '@klass/contract/policy'
import type { Executor } from '@klass/db/client'
import { policyVersions } from '@klass/db/schema/policy'
import { count, desc, eq, sql } from 'drizzle-orm'
import { policyDocuments } from '../modules/policy/policy-documents'

export type PolicyVersionRow = typeof policyVersions.$inferSelect
type Sections = PolicyDocument['sections']

export function toPolicyDocument(row: PolicyVersionRow): PolicyDocument {
  return {
    type: row.type as PolicyType,
    title: row.title,
    version: row.version,
    updated_at: row.version.slice(0, 10),
    summary: row.summary,
    sections: row.sections as Sections,
  }
}

/**
 * The version of each policy in force: the newest one staff wrote, or the text that came with Klass while
 * there is none.
 */
export async function policiesInForce(db: Executor): Promise<Record<PolicyType, PolicyDocument>> {
  const newest = await Promise.all(
    policyTypes.map(async (type) => {
      const [row] = await db
        .select()
        .from(policyVersions)
        .where(eq(policyVersions.type, type))
        .orderBy(desc(policyVersions.id))
        .limit(1)
      return row
    }),
  )
  const written = new Map(newest.flatMap((row) => (row ? [[row.type, toPolicyDocument(row)] as const] : [])))
  return Object.fromEntries(
    policyTypes.map((type) => [type, written.get(type) ?? policyDocuments[type]]),
  ) as Record<PolicyType, PolicyDocument>
}

/** The versions in force, as registration records what a member accepted. */
export async function policyVersionsInForce(db: Executor): Promise<Record<PolicyType, string>> {
  const documents = await policiesInForce(db)
  return Object.fromEntries(policyTypes.map((type) => [type, documents[type].version])) as Record<
    PolicyType,
    string
  >
}

/** The versions staff wrote of one policy, newest first, and how many there are. */
export async function writtenVersions(db: Executor, type: PolicyType, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(policyVersions)
      .where(eq(policyVersions.type, type))
      .orderBy(desc(policyVersions.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(policyVersions).where(eq(policyVersions.type, type)),
  ])
  return { rows, total: total?.n ?? 0 }
}

/** One writer of policy versions at a time, so two versions written at once get different names. */
export async function lockPolicyVersions(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('policy_versions'))`)
}

/** Versions of one policy written on a day (`2026-12-01`, `2026-12-01.2`, …), to name the next one. */
export async function versionsOfDay(tx: Executor, type: PolicyType, day: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(policyVersions)
    .where(sql`${policyVersions.type} = ${type} and split_part(${policyVersions.version}, '.', 1) = ${day}`)
  return row?.n ?? 0
}

export async function insertPolicyVersion(tx: Executor, values: typeof policyVersions.$inferInsert) {
  const [row] = await tx.insert(policyVersions).values(values).returning()
  return row!
}
