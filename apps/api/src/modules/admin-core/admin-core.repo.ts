import { auditLog, staffSecondFactors } from '@klass/db/schema/admin'
import { sessions, users } from '@klass/db/schema/core'
import type { Executor } from '@klass/db/client'
import { likeEscaped } from '../../lib/like-pattern'
import { and, asc, count, desc, eq, gte, isNull, like, lt, ne, sql } from 'drizzle-orm'

/** A member as the back office reads them: e-mail, name and every role they hold. */
export async function memberById(db: Executor, id: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, displayName: users.displayName, roles: users.roles })
    .from(users)
    .where(eq(users.id, id))
  return row
}

export async function memberByEmail(db: Executor, email: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      id: users.id,
      email: users.email,
      displayName: users.displayName,
      roles: users.roles,
      erasedAt: users.erasedAt,
    })
    .from(users)
    .where(eq(users.email, email))
  const [row] = options.lock ? await query.for('update') : await query
  return row
}

/** When a session passed the one-time code, or null; undefined when there is no such session. */
export async function sessionSecondFactorAt(db: Executor, sessionId: string) {
  const [row] = await db
    .select({ at: sessions.secondFactorAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
  return row?.at
}

export async function passSession(db: Executor, sessionId: string, at: Date) {
  await db.update(sessions).set({ secondFactorAt: at }).where(eq(sessions.id, sessionId))
}

/** Every session of a member needs the one-time code again (their authenticator was reset or roles taken). */
export async function closeStaffSessions(db: Executor, userId: string) {
  await db.update(sessions).set({ secondFactorAt: null }).where(eq(sessions.userId, userId))
}

const staffRoleArray = sql`array['admin', 'editor', 'campaign', 'support']::text[]`

/** One page of the staff (members holding a staff role), by e-mail, with when their app was set up. */
export async function staffPage(db: Executor, query: { page: number; limit: number }) {
  const isStaff = sql`${users.roles} && ${staffRoleArray}`
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        displayName: users.displayName,
        roles: users.roles,
        confirmedAt: staffSecondFactors.confirmedAt,
      })
      .from(users)
      .leftJoin(staffSecondFactors, eq(staffSecondFactors.userId, users.id))
      .where(isStaff)
      .orderBy(asc(users.email))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(users).where(isStaff),
  ])
  return { rows, total: total?.n ?? 0 }
}

/** The admins other than `userId`, locked so that two admins cannot take each other's role at once. */
export async function otherAdmins(db: Executor, userId: string): Promise<number> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`'admin' = any(${users.roles})`, ne(users.id, userId), isNull(users.erasedAt)))
    .for('update')
  return rows.length
}

export async function setRoles(db: Executor, userId: string, roles: string[]) {
  await db.update(users).set({ roles }).where(eq(users.id, userId))
}

export async function removeSecondFactor(db: Executor, userId: string) {
  await db.delete(staffSecondFactors).where(eq(staffSecondFactors.userId, userId))
}

export type AuditFilter = {
  actorId?: string | undefined
  actorEmail?: string | undefined
  entity?: string | undefined
  entityId?: string | undefined
  actionPrefix?: string | undefined
  from?: Date | undefined
  until?: Date | undefined
  before?: number | undefined
  limit: number
}

/**
 * The audit log newest first, filtered; keyset paged on (created_at, id), the order of its indexes: a page
 * starts after the entry `before`.
 */
export async function auditPage(db: Executor, filter: AuditFilter) {
  const conditions = [
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.actorEmail ? eq(users.email, filter.actorEmail) : undefined,
    filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
    filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
    filter.actionPrefix ? like(auditLog.action, `${likeEscaped(filter.actionPrefix)}%`) : undefined,
    filter.from ? gte(auditLog.createdAt, filter.from) : undefined,
    filter.until ? lt(auditLog.createdAt, filter.until) : undefined,
    filter.before
      ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (select created_at, id from audit_log where id = ${filter.before})`
      : undefined,
  ]
  return db
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorEmail: users.email,
      actorName: users.displayName,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      reason: auditLog.reason,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(filter.limit + 1)
}
