import { koinToString } from '@klass/contract/money'
import { learningObjectives, type UpdateUserBody, type UserProfile } from '@klass/contract/user'
import { pageFrom } from '@klass/contract/envelope'
import type { AppContext } from '../../context'
import { assertMemberBirthDate } from '../../lib/birth-date'
import { DomainError } from '../../lib/domain-error'
import { storeAvatar } from '../../lib/images'
import { bangkokDate } from '../../lib/time'
import { ledgerHistory, type Currency } from '../../ledger/ledger'
import * as repo from './user.repo'

export function createUserService(ctx: AppContext) {
  const { db, storage, clock } = ctx

  async function profile(userId: string): Promise<UserProfile> {
    const row = await repo.findUserById(db, userId)
    if (!row) throw new DomainError('UNAUTHENTICATED')
    return repo.toProfile(row, storage, bangkokDate(clock.now()))
  }

  /** A page of the member's ledger in one currency, each move shown with `show` (koins as decimal text). */
  async function history<P>(
    userId: string,
    currency: Currency,
    page: number,
    limit: number,
    show: (amount: number) => P,
  ) {
    const { rows, total } = await ledgerHistory(db, userId, currency, page, limit)
    return pageFrom(
      rows.map((r) => ({
        id: String(r.id),
        date: r.createdAt.toISOString(),
        activity: r.activity,
        point: show(r.amount),
        balance: show(r.balanceAfter),
      })),
      total,
      page,
      limit,
    )
  }

  return {
    profile,

    async update(userId: string, body: UpdateUserBody): Promise<UserProfile> {
      const now = clock.now()
      const current = await repo.findUserById(db, userId)
      if (!current) throw new DomainError('UNAUTHENTICATED')
      if (body.birth_date !== undefined) assertMemberBirthDate(body.birth_date, bangkokDate(now))
      const values: Parameters<typeof repo.updateUser>[2] = { updatedAt: now }
      if (body.display_name !== undefined) values.displayName = body.display_name
      if (body.first_name !== undefined) values.firstName = body.first_name
      if (body.last_name !== undefined) values.lastName = body.last_name
      if (body.klass !== undefined) values.klass = body.klass
      if (body.education !== undefined) values.education = body.education
      if (body.school !== undefined) values.school = body.school
      if (body.province !== undefined) values.province = body.province
      if (body.birth_date !== undefined) values.birthDate = body.birth_date
      if (body.objectives !== undefined) values.objectives = [...new Set(body.objectives)]
      // /register/profile is complete once a member has chosen their KLASS group.
      const klass = body.klass !== undefined ? body.klass : current.klass
      if (klass && !current.profileCompletedAt) values.profileCompletedAt = now
      const row = await repo.updateUser(db, userId, values)
      return repo.toProfile(row!, storage, bangkokDate(clock.now()))
    },

    async updateImage(userId: string, upload: Buffer): Promise<UserProfile> {
      const current = await repo.findUserById(db, userId)
      if (!current) throw new DomainError('UNAUTHENTICATED')
      const key = await storeAvatar(storage, userId, upload)
      const row = await repo.updateUser(db, userId, { displayImage: key, updatedAt: clock.now() })
      if (current.displayImage) await storage.remove(current.displayImage)
      return repo.toProfile(row!, storage, bangkokDate(clock.now()))
    },

    async objectives(userId: string) {
      const row = await repo.findUserById(db, userId)
      if (!row) throw new DomainError('UNAUTHENTICATED')
      return {
        options: learningObjectives.map((o) => ({ ...o })),
        selected: row.objectives as UserProfile['objectives'],
      }
    },

    koinHistory: (userId: string, page: number, limit: number) =>
      history(userId, 'koin', page, limit, koinToString),
    skillHistory: (userId: string, page: number, limit: number) =>
      history(userId, 'skill', page, limit, (n) => n),
  }
}
