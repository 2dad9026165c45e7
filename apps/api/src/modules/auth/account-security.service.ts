import type { SignedInDevice } from '@klass/contract/auth'
import type { AppContext, AuthUser as Member } from '../../context'
import { DomainError } from '../../lib/domain-error'
import type { Backoff } from '../../lib/rate-limiter'
import * as repo from './auth.repo'
import { deviceLabel } from './device-label'
import { assertAcceptablePassword, hashPassword, verifyPassword } from './passwords'

/**
 * Issue 19: guesses at the current password, from a stolen session say, slow down per account: the first five a
 * day go at once, then each waits its turn, the wait doubling from 30 s up to 15 minutes. Every attempt takes
 * its turn before the password is checked, so attempts sent at once cannot all go; the right one clears them.
 */
const PASSWORD_CHANGE_TURNS: Backoff = {
  free: 5,
  windowSeconds: 24 * 60 * 60,
  firstDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
}

/** Issue 19 (members' control): changing the password, and the devices a member is signed in on. */
export function createAccountSecurityService(ctx: AppContext) {
  const { db, clock, rateLimiter } = ctx

  return {
    /**
     * A new password for the current one. Every other device is signed out in the same transaction; this one
     * stays signed in. A member without a password (joined with LINE or Facebook) is refused: a session alone,
     * perhaps a stolen one, must not add a lasting way in; the e-mailed reset link proves the mailbox.
     */
    async changePassword(member: Member, input: { currentPassword: string; password: string }) {
      const turnsKey = `password-change:account:${member.id}`
      await rateLimiter.takeTurn(turnsKey, PASSWORD_CHANGE_TURNS, 'PASSWORD_CHANGE_THROTTLED')
      const now = clock.now()
      let proved = false
      try {
        const ended = await db.transaction(async (tx) => {
          // Locked: two changes at once cannot both pass the same current password.
          const owner = await repo.lockPasswordOwner(tx, member.id)
          if (owner.passwordHash === null) throw new DomainError('PASSWORD_NOT_SET')
          if (!(await verifyPassword(owner.passwordHash, input.currentPassword)))
            throw new DomainError('PASSWORD_INCORRECT')
          proved = true
          await assertAcceptablePassword(input.password, {
            email: owner.email,
            displayName: owner.displayName,
          })
          await repo.updatePasswordHash(tx, member.id, await hashPassword(input.password), now)
          // Links asked for before the change must not set another password after it.
          await repo.spendPasswordResets(tx, member.id, now)
          return repo.revokeOtherSessions(tx, member.id, member.sessionId, 'PASSWORD_CHANGED', now)
        })
        for (const sessionId of ended) ctx.sessions.ended(sessionId)
      } finally {
        // The right current password: the member's earlier mistakes (and a refused new password) are forgotten.
        if (proved) await rateLimiter.reset(turnsKey)
      }
    },

    async devices(member: Member): Promise<SignedInDevice[]> {
      const rows = await repo.liveSessionsOf(db, member.id, clock.now())
      return rows.map((row) => ({
        id: row.id,
        device: deviceLabel(row.userAgent),
        created_at: row.createdAt.toISOString(),
        last_used_at: row.lastUsedAt.toISOString(),
        current: row.id === member.sessionId,
      }))
    },

    /** Signs one of the member's own devices out; anyone else's session is "not found", never "not yours". */
    async endSession(member: Member, sessionId: string): Promise<void> {
      const ended = await db.transaction((tx) =>
        repo.revokeSessionOf(tx, member.id, sessionId, 'SIGNED_OUT_BY_MEMBER', clock.now()),
      )
      if (!ended) throw new DomainError('SESSION_NOT_FOUND')
      ctx.sessions.ended(sessionId)
    },

    /** Signs every other device out and answers how many; this one stays signed in. */
    async endOtherSessions(member: Member): Promise<number> {
      const ended = await db.transaction((tx) =>
        repo.revokeOtherSessions(tx, member.id, member.sessionId, 'SIGNED_OUT_BY_MEMBER', clock.now()),
      )
      for (const sessionId of ended) ctx.sessions.ended(sessionId)
      return ended.length
    },
  }
}
