import { sessions, users } from '@klass/db/schema/core'
import type { Executor } from '@klass/db/client'
import { eq } from 'drizzle-orm'

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
