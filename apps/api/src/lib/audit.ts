import { auditLog } from '@klass/db/schema/admin'
import type { Executor } from '@klass/db/client'

/** One change made in the back office, as the audit log keeps it (issue 21). */
export type AuditEntry = {
  /** The staff member who made it. */
  actorId: string
  /** `area.verb`: `member.ban`, `store_item.update`, `post.approve`. */
  action: string
  /** The kind of thing changed and its id. */
  entity: string
  entityId: string | number
  /** The thing before and after the change (null when created or deleted); only what staff may read. */
  before?: unknown
  after?: unknown
  reason?: string | null
}

/**
 * Writes a back-office change to the audit log. Call it with the transaction that makes the change, so the
 * change and its record commit together or not at all.
 */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  })
}
