import { staffMay, staffRolesOf, type StaffRole } from '@klass/contract/staff'
import { sessions, users } from '@klass/db/schema/core'
import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { DomainError } from '../lib/domain-error'

/** The staff member a back-office call acts for: their id, session and staff roles. */
export type StaffUser = { id: string; sessionId: string; roles: StaffRole[] }

declare module 'fastify' {
  interface FastifyRequest {
    staff?: StaffUser
  }
}

/**
 * Route hook for staff calls (issue 21): a member (401 otherwise) holding one of the call's roles or admin
 * (STAFF_ONLY otherwise), whose session passed the authenticator app's one-time code
 * (STAFF_SECOND_FACTOR_REQUIRED otherwise). Read from the database on every call: a role taken away or a
 * session ended stops the next call, in every server process.
 */
export function requireStaff(allowed: readonly StaffRole[]) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.user) throw new DomainError('UNAUTHENTICATED')
    const [row] = await request.server.ctx.db
      .select({ roles: users.roles, secondFactorAt: sessions.secondFactorAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, request.user.sessionId))
    if (!row) throw new DomainError('UNAUTHENTICATED')
    if (!staffMay(row.roles, allowed)) throw new DomainError('STAFF_ONLY')
    if (!row.secondFactorAt) throw new DomainError('STAFF_SECOND_FACTOR_REQUIRED')
    request.staff = { ...request.user, roles: staffRolesOf(row.roles) }
  }
}

/** The staff member of a staff call (its hook has checked them). */
export function staffOf(request: Pick<FastifyRequest, 'staff'>): StaffUser {
  if (!request.staff) throw new DomainError('STAFF_ONLY')
  return request.staff
}
