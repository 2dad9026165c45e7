import { GUARDIAN_AGE_YEARS } from '@klass/contract/auth'
import { eq } from 'drizzle-orm'
import type { Executor } from '@klass/db/client'
import { users } from '@klass/db/schema/core'
import { ageOn } from './birth-date'
import { DomainError } from './domain-error'
import { bangkokDate } from './time'

/**
 * Issue 19: what a member may do depends on their standing. Turning koins into something (a gift, a paid
 * seat, a mission or level reward) needs a confirmed e-mail, so accounts made in bulk cannot farm the store;
 * a member under GUARDIAN_AGE_YEARS also needs their guardian's consent for physical gifts, paid events and
 * a robo account. Reading, quizzes and games need neither.
 */
export type Privilege = 'spend-koins' | 'physical-gift' | 'paid-event' | 'robo'

const needsConfirmedEmail: Record<Privilege, boolean> = {
  'spend-koins': true,
  'physical-gift': true,
  'paid-event': true,
  robo: false,
}
const needsGuardian: Record<Privilege, boolean> = {
  'spend-koins': false,
  'physical-gift': true,
  'paid-event': true,
  robo: true,
}

export type Standing = {
  emailConfirmedAt: Date | null
  birthDate: string | null
  guardianConfirmedAt: Date | null
}

/** Whether the member is young enough that a guardian must consent, on a Bangkok day (YYYY-MM-DD). */
export function guardianNeeded(birthDate: string | null, today: string): boolean {
  return birthDate !== null && ageOn(birthDate, today) < GUARDIAN_AGE_YEARS
}

/** The refusal for a privilege a member's standing does not give, or null when it does. */
export function standingRefusal(
  standing: Standing,
  privilege: Privilege,
  now: Date,
): 'EMAIL_NOT_CONFIRMED' | 'GUARDIAN_CONSENT_NEEDED' | null {
  if (needsConfirmedEmail[privilege] && standing.emailConfirmedAt === null) return 'EMAIL_NOT_CONFIRMED'
  if (
    needsGuardian[privilege] &&
    standing.guardianConfirmedAt === null &&
    guardianNeeded(standing.birthDate, bangkokDate(now))
  )
    return 'GUARDIAN_CONSENT_NEEDED'
  return null
}

/** Refuses, inside the business transaction, what the member's standing does not allow. */
export async function assertMemberMay(
  tx: Pick<Executor, 'select'>,
  userId: string,
  privilege: Privilege,
  now: Date,
): Promise<void> {
  const [standing] = await tx
    .select({
      emailConfirmedAt: users.emailConfirmedAt,
      birthDate: users.birthDate,
      guardianConfirmedAt: users.guardianConfirmedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
  if (!standing) throw new DomainError('UNAUTHENTICATED')
  const refusal = standingRefusal(standing, privilege, now)
  if (refusal) throw new DomainError(refusal)
}
