import { eq } from 'drizzle-orm'
import { levelForExp } from '@klass/contract/levels'
import { koinToString } from '@klass/contract/money'
import type { UserProfile } from '@klass/contract/user'
import type { Database, Executor } from '@klass/db/client'
import { users } from '@klass/db/schema/core'
import { guardianNeeded } from '../../lib/member-standing'
import type { FileStorage } from '../../lib/storage'

type UserRow = typeof users.$inferSelect

/** The member as the API shows them to themselves; `today` (a Bangkok day) tells whether a guardian is needed. */
export function toProfile(row: UserRow, storage: FileStorage, today: string): UserProfile {
  return {
    id: row.id,
    email: row.email,
    display_name: row.displayName,
    display_image: row.displayImage ? storage.publicUrl(row.displayImage) : null,
    klass: (row.klass as UserProfile['klass']) ?? null,
    type: row.type as UserProfile['type'],
    roles: row.roles,
    scope: row.scope,
    exp: row.exp,
    koin: koinToString(row.koin),
    skill: row.skill,
    level: levelForExp(row.exp),
    first_name: row.firstName,
    last_name: row.lastName,
    birth_date: row.birthDate,
    education: (row.education as UserProfile['education']) ?? null,
    school: row.school,
    province: row.province,
    objectives: row.objectives as UserProfile['objectives'],
    profile_completed: row.profileCompletedAt !== null,
    email_confirmed: row.emailConfirmedAt !== null,
    guardian: {
      needed: guardianNeeded(row.birthDate, today),
      email: row.guardianEmail,
      confirmed: row.guardianConfirmedAt !== null,
    },
    deletion_requested_at: row.deletionRequestedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  }
}

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row ?? null
}

export async function updateUser(tx: Executor, id: string, values: Partial<typeof users.$inferInsert>) {
  const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning()
  return row ?? null
}
