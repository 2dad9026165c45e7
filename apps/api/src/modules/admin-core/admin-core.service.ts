import type { AdminMe, AuditEntryView, SecondFactorState, StaffMemberView } from '@klass/contract/admin-core'
import { pageFrom, type Page } from '@klass/contract/envelope'
import { staffRoleLabels, staffRoles, staffRolesOf, type StaffRole } from '@klass/contract/staff'
import { staffSecondFactors } from '@klass/db/schema/admin'
import { matchTotp } from '@klass/db/totp'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { recordAudit } from '../../lib/audit'
import { DomainError, RateLimitedError } from '../../lib/domain-error'
import { bangkokInstant, DAY_MS } from '../../lib/time'
import * as repo from './admin-core.repo'
import { replaceSecondFactor, secondFactorOf } from './second-factor'

/** Wrong codes a staff member may type in ten minutes before being made to wait. */
export const CODE_TRIES = { max: 5, windowSeconds: 10 * 60 }

const triesKey = (userId: string) => `staff-code:${userId}`

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function staffView(row: {
  id: string
  email: string
  displayName: string
  roles: string[]
  confirmedAt: Date | null
}): StaffMemberView {
  return {
    id: row.id,
    email: row.email,
    display_name: row.displayName,
    roles: staffRolesOf(row.roles),
    second_factor_confirmed_at: row.confirmedAt?.toISOString() ?? null,
  }
}

/** A member's roles with their staff roles replaced by `staff` (member and any other role kept). */
function withStaffRoles(held: readonly string[], staff: readonly StaffRole[]): string[] {
  const others = held.filter((role) => !(staffRoles as readonly string[]).includes(role))
  const kept = others.includes('member') ? others : ['member', ...others]
  return [...kept, ...staffRoles.filter((role) => staff.includes(role))]
}

/** What a change of roles is called in the audit log. */
function rolesAction(before: readonly StaffRole[], after: readonly StaffRole[]): string {
  const granted = after.some((role) => !before.includes(role))
  const revoked = before.some((role) => !after.includes(role))
  return granted && revoked ? 'staff.roles_change' : granted ? 'staff.role_grant' : 'staff.role_revoke'
}

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

    /** The staff, a page at a time, by e-mail. */
    async staffList(query: { page: number; limit: number }): Promise<Page<StaffMemberView>> {
      const { rows, total } = await repo.staffPage(db, query)
      return pageFrom(rows.map(staffView), total, query.page, query.limit)
    },

    /**
     * Sets the staff roles of the member with `email` (none takes them off the staff). The last admin keeps
     * their role, so someone can always manage the staff. Audited with the roles before and after.
     */
    async setRoles(actorId: string, body: { email: string; roles: StaffRole[] }): Promise<StaffMemberView> {
      return db.transaction(async (tx) => {
        const member = await repo.memberByEmail(tx, body.email, { lock: true })
        if (!member || member.erasedAt) throw new DomainError('STAFF_MEMBER_NOT_FOUND')
        const before = staffRolesOf(member.roles)
        const roles = withStaffRoles(member.roles, body.roles)
        const after = staffRolesOf(roles)
        if (
          before.includes('admin') &&
          !after.includes('admin') &&
          (await repo.otherAdmins(tx, member.id)) === 0
        )
          throw new DomainError('STAFF_LAST_ADMIN')
        const changed = before.join() !== after.join()
        if (changed) {
          await repo.setRoles(tx, member.id, roles)
          // Off the staff: a later grant asks for the code again in every session.
          if (after.length === 0) await repo.closeStaffSessions(tx, member.id)
          await recordAudit(tx, {
            actorId,
            action: rolesAction(before, after),
            entity: 'staff',
            entityId: member.id,
            before: { email: member.email, roles: before },
            after: { email: member.email, roles: after },
          })
        }
        const factor = await secondFactorOf(tx, member.id)
        return staffView({ ...member, roles, confirmedAt: factor?.confirmedAt ?? null })
      })
    },

    /**
     * Forgets a staff member's authenticator app (a lost phone): every session of theirs needs a code again,
     * and the next visit to the back office sets up a new app. Audited.
     */
    async resetSecondFactor(actorId: string, userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const member = await repo.memberById(tx, userId)
        if (!member) throw new DomainError('STAFF_MEMBER_NOT_FOUND')
        const factor = await secondFactorOf(tx, userId, { lock: true })
        await repo.removeSecondFactor(tx, userId)
        await repo.closeStaffSessions(tx, userId)
        await recordAudit(tx, {
          actorId,
          action: 'staff.second_factor_reset',
          entity: 'staff',
          entityId: userId,
          before: {
            email: member.email,
            second_factor: factor?.confirmedAt ? 'confirmed' : factor ? 'not_confirmed' : 'not_set_up',
          },
          after: { email: member.email, second_factor: 'not_set_up' },
        })
      })
    },

    /** The audit log, newest first, filtered by who, what and when (Bangkok dates, both included). */
    async audit(query: {
      actor?: string | undefined
      entity?: string | undefined
      entity_id?: string | undefined
      action?: string | undefined
      from?: string | undefined
      to?: string | undefined
      before?: number | undefined
      limit: number
    }): Promise<{ items: AuditEntryView[]; next: number | null }> {
      const actor = query.actor?.toLowerCase()
      const rows = await repo.auditPage(db, {
        actorId: actor && uuidPattern.test(actor) ? actor : undefined,
        actorEmail: actor && !uuidPattern.test(actor) ? actor : undefined,
        entity: query.entity,
        entityId: query.entity_id,
        actionPrefix: query.action,
        from: query.from ? bangkokInstant(query.from) : undefined,
        until: query.to ? new Date(bangkokInstant(query.to).getTime() + DAY_MS) : undefined,
        before: query.before,
        limit: query.limit,
      })
      const page = rows.slice(0, query.limit)
      return {
        items: page.map((row) => ({
          id: row.id,
          actor: { id: row.actorId, email: row.actorEmail, display_name: row.actorName },
          action: row.action,
          entity: row.entity,
          entity_id: row.entityId,
          before: row.before,
          after: row.after,
          reason: row.reason,
          created_at: row.createdAt.toISOString(),
        })),
        next: rows.length > query.limit ? page[page.length - 1]!.id : null,
      }
    },
  }
}
