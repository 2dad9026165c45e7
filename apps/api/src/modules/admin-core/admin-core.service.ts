import type { AdminMe, SecondFactorState } from '@klass/contract/admin-core'
import { staffRoleLabels, staffRolesOf } from '@klass/contract/staff'
import { staffSecondFactors } from '@klass/db/schema/admin'
import { matchTotp } from '@klass/db/totp'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { recordAudit } from '../../lib/audit'
import { DomainError, RateLimitedError } from '../../lib/domain-error'
import * as repo from './admin-core.repo'
import { replaceSecondFactor, secondFactorOf } from './second-factor'

/** Wrong codes a staff member may type in ten minutes before being made to wait. */
export const CODE_TRIES = { max: 5, windowSeconds: 10 * 60 }

const triesKey = (userId: string) => `staff-code:${userId}`

/**
 * The back office's sign-in (issue 21): after the member sign-in, a staff member sets up an authenticator app
 * once, then types its six-digit code in each session that opens the back office.
 */
export function createAdminCoreService(ctx: Pick<AppContext, 'db' | 'clock' | 'kyc' | 'rateLimiter'>) {
  const { db, clock, kyc, rateLimiter } = ctx

  async function staffMember(userId: string) {
    const member = await repo.memberById(db, userId)
    const roles = staffRolesOf(member?.roles ?? [])
    if (!member || roles.length === 0) throw new DomainError('STAFF_ONLY')
    return { ...member, staffRoles: roles }
  }

  async function me(userId: string, sessionId: string): Promise<AdminMe> {
    const member = await staffMember(userId)
    const [passedAt, factor] = await Promise.all([
      repo.sessionSecondFactorAt(db, sessionId),
      secondFactorOf(db, userId),
    ])
    const state: SecondFactorState = passedAt ? 'passed' : factor?.confirmedAt ? 'needs_code' : 'needs_setup'
    return {
      id: member.id,
      email: member.email,
      display_name: member.displayName,
      roles: member.staffRoles.map((role) => ({ role, ...staffRoleLabels[role] })),
      second_factor: state,
    }
  }

  return {
    me,

    /** A new secret for a staff member whose app is not set up yet; refused once a code confirmed it. */
    async setup(userId: string) {
      const member = await staffMember(userId)
      return db.transaction(async (tx) => {
        const existing = await secondFactorOf(tx, userId, { lock: true })
        if (existing?.confirmedAt) throw new DomainError('STAFF_SECOND_FACTOR_ALREADY_SET_UP')
        return replaceSecondFactor(tx, kyc, member)
      })
    },

    /**
     * Checks a code against the server's clock; the first right code confirms a new app. A code works once,
     * wrong codes are limited, and passing opens the back office for this session only.
     */
    async pass(userId: string, sessionId: string, code: string): Promise<AdminMe> {
      await staffMember(userId)
      try {
        await rateLimiter.hit(triesKey(userId), CODE_TRIES)
      } catch (error) {
        if (error instanceof RateLimitedError)
          throw new RateLimitedError(error.retryAfterSeconds, 'STAFF_CODE_TOO_MANY_TRIES')
        throw error
      }
      const now = clock.now()
      const checked = db.transaction(async (tx) => {
        const factor = await secondFactorOf(tx, userId, { lock: true })
        if (!factor) throw new DomainError('STAFF_SECOND_FACTOR_NOT_SET_UP')
        const step = matchTotp(kyc.openText(factor.sealedSecret), code, now.getTime())
        if (step === null) throw new DomainError('STAFF_CODE_WRONG')
        if (factor.lastStep !== null && step <= factor.lastStep) throw new DomainError('STAFF_CODE_USED')
        await tx
          .update(staffSecondFactors)
          .set({ lastStep: step, confirmedAt: factor.confirmedAt ?? now })
          .where(eq(staffSecondFactors.userId, userId))
        await repo.passSession(tx, sessionId, now)
        if (!factor.confirmedAt)
          await recordAudit(tx, {
            actorId: userId,
            action: 'staff.second_factor_confirm',
            entity: 'staff',
            entityId: userId,
            before: { second_factor: 'not_set_up' },
            after: { second_factor: 'confirmed' },
          })
      })
      try {
        await checked
      } catch (error) {
        // Only wrong codes count against the tries: a right code typed twice is no guess.
        if (!(error instanceof DomainError && error.code === 'STAFF_CODE_USED')) throw error
        await rateLimiter.forgive(triesKey(userId))
        throw error
      }
      // A right code is not held against the member's tries.
      await rateLimiter.forgive(triesKey(userId))
      return me(userId, sessionId)
    },
  }
}
