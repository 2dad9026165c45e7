import { GUARDIAN_MAILS_PER_HOUR, type GuardianConsentDetail, type UserProfile } from '@klass/contract/user'
import { and, eq, isNull } from 'drizzle-orm'
import { users } from '@klass/db/schema/core'
import type { AppContext } from '../../context'
import { DomainError } from '../../lib/domain-error'
import { peekEmailLink, spendEmailLink } from '../../lib/email-links'
import { assertNotMemberEmail, issueGuardianLink, mailGuardianLink } from '../../lib/guardian-consent'
import { guardianNeeded } from '../../lib/member-standing'
import { bangkokDate } from '../../lib/time'
import * as repo from './user.repo'

const GUARDIAN_MAILS_PER_ACCOUNT = { max: GUARDIAN_MAILS_PER_HOUR, windowSeconds: 60 * 60 }
const CONSENT_ATTEMPTS_PER_ADDRESS = { max: 20, windowSeconds: 15 * 60 }

/**
 * Issue 19: a member under 20 names a guardian, who consents by the link mailed to them. A link works once,
 * for 7 days, and only while its address is still the member's guardian's: changing the address makes every
 * earlier link worthless.
 */
export function createGuardianService(ctx: AppContext) {
  const { db, clock, storage, rateLimiter } = ctx

  /** The member, refused unless a guardian is still to consent for them. */
  async function waitingMember(userId: string) {
    const member = await repo.findUserById(db, userId)
    if (!member) throw new DomainError('UNAUTHENTICATED')
    if (!guardianNeeded(member.birthDate, bangkokDate(clock.now())))
      throw new DomainError('GUARDIAN_NOT_NEEDED')
    if (member.guardianConfirmedAt) throw new DomainError('GUARDIAN_ALREADY_CONSENTED')
    return member
  }

  /** A new link to the guardian's address, mailed; a few an hour per account at most. */
  async function sendLink(
    member: { id: string; displayName: string },
    guardianEmail: string,
    change: boolean,
  ) {
    await rateLimiter.hit(`guardian-mail:account:${member.id}`, GUARDIAN_MAILS_PER_ACCOUNT)
    const now = clock.now()
    const link = await db.transaction(async (tx) => {
      if (change) {
        const [changed] = await tx
          .update(users)
          .set({ guardianEmail, updatedAt: now })
          .where(and(eq(users.id, member.id), isNull(users.guardianConfirmedAt)))
          .returning({ id: users.id })
        if (!changed) throw new DomainError('GUARDIAN_ALREADY_CONSENTED')
      }
      return issueGuardianLink(tx, { userId: member.id, guardianEmail, displayName: member.displayName }, now)
    })
    await mailGuardianLink(ctx, link)
  }

  return {
    /** What the link is for, without spending it: the page shows it before the guardian consents. */
    async detail(token: string, meta: { ip: string }): Promise<GuardianConsentDetail> {
      await rateLimiter.hit(`guardian-consent:address:${meta.ip}`, CONSENT_ATTEMPTS_PER_ADDRESS)
      const link = await peekEmailLink(db, token, 'guardian', clock.now())
      const member = link && (await repo.findUserById(db, link.userId))
      if (!link || !member || member.guardianEmail !== link.email)
        throw new DomainError('GUARDIAN_LINK_INVALID')
      return { display_name: member.displayName, guardian_email: link.email }
    },

    /** The guardian consents: the link is spent and the consent recorded, in one transaction. */
    async consent(token: string, meta: { ip: string }): Promise<GuardianConsentDetail> {
      await rateLimiter.hit(`guardian-consent:address:${meta.ip}`, CONSENT_ATTEMPTS_PER_ADDRESS)
      const now = clock.now()
      return db.transaction(async (tx) => {
        const link = await spendEmailLink(tx, token, 'guardian', now)
        const [member] = link
          ? await tx
              .select({ displayName: users.displayName, guardianEmail: users.guardianEmail })
              .from(users)
              .where(eq(users.id, link.userId))
              .for('update')
          : []
        // A link sent to an address the member has since replaced consents to nothing.
        if (!link || !member || member.guardianEmail !== link.email)
          throw new DomainError('GUARDIAN_LINK_INVALID')
        await tx
          .update(users)
          .set({ guardianConfirmedAt: now })
          .where(and(eq(users.id, link.userId), isNull(users.guardianConfirmedAt)))
        return { display_name: member.displayName, guardian_email: link.email }
      })
    },

    /** Names (or replaces) the guardian while they have not consented, and mails them a link. */
    async update(userId: string, guardianEmail: string): Promise<UserProfile> {
      const member = await waitingMember(userId)
      assertNotMemberEmail(guardianEmail, member.email)
      await sendLink(member, guardianEmail, true)
      const row = await repo.findUserById(db, userId)
      return repo.toProfile(row!, storage, bangkokDate(clock.now()))
    },

    /** Mails the named guardian a new link; earlier links to the same address keep working. */
    async resend(userId: string): Promise<void> {
      const member = await waitingMember(userId)
      if (!member.guardianEmail) throw new DomainError('GUARDIAN_EMAIL_REQUIRED')
      await sendLink(member, member.guardianEmail, false)
    },
  }
}
