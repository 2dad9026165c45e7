import type { StaffRole } from '@klass/contract/staff'
import { sessions, users } from '@klass/db/schema/core'
import { eq } from 'drizzle-orm'
import type { TestApp } from './app'
import { newMember } from './economy'

/**
 * A back-office staff member made straight in the database: a member holding `roles`, whose session has
 * passed the authenticator's one-time code unless `secondFactor` is false.
 */
export async function staffMember(
  t: TestApp,
  roles: readonly StaffRole[],
  options: { secondFactor?: boolean } = {},
) {
  const member = await newMember(t)
  await t.db
    .update(users)
    .set({ roles: ['member', ...roles] })
    .where(eq(users.id, member.id))
  if (options.secondFactor !== false)
    await t.db
      .update(sessions)
      .set({ secondFactorAt: t.clock.now() })
      .where(eq(sessions.id, member.sessionId))
  return member
}
