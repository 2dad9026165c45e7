import { eq } from 'drizzle-orm'
import { levelForExp } from '@klass/contract/levels'
import { koinToString } from '@klass/contract/money'
import type { UserProfile } from '@klass/contract/user'
import type { Database, Executor } from '@klass/db/client'
import { users } from '@klass/db/schema/core'
import type { FileStorage } from '../../lib/storage'

type UserRow = typeof users.$inferSelect

export function toProfile(row: UserRow, storage: FileStorage): UserProfile {
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
