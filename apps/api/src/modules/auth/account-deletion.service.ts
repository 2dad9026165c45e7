import { ACCOUNT_ERASURE_DAYS } from '@klass/contract/user'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { users } from '@klass/db/schema/core'
import type { AppContext, AuthUser as Member } from '../../context'
import { DomainError } from '../../lib/domain-error'
import { issueEmailLink, linkAddress, spendEmailLink } from '../../lib/email-links'
import type { Backoff } from '../../lib/rate-limiter'
import { thaiDateTime } from '../../lib/time'
import { erasureDueAt } from './account-erasure'
import * as repo from './auth.repo'
import { verifyPassword } from './passwords'

/** Guesses at the password from a stolen session slow down as they do for a password change. */
const DELETE_TURNS: Backoff = {
  free: 5,
  windowSeconds: 24 * 60 * 60,
  firstDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
}
const RESTORES_PER_ADDRESS = { max: 20, windowSeconds: 15 * 60 }

/** Login refused while the account waits out its 30 days: the message names the day it goes. */
export function deletionPending(requestedAt: Date): DomainError {
  const eraseAt = erasureDueAt(requestedAt)
  return new DomainError(
    'ACCOUNT_DELETION_PENDING',
    { erase_at: eraseAt.toISOString() },
    `บัญชีนี้อยู่ระหว่างรอลบ และจะถูกลบถาวรในวันที่ ${thaiDateTime(eraseAt)} หากต้องการใช้บัญชีต่อ กดลิงก์ "กู้คืนบัญชี" ในอีเมลที่เราส่งให้ตอนขอลบบัญชี`,
  )
}

/** Issue 19 (decision 031): a member deletes their account, and may take it back within 30 days. */
export function createAccountDeletionService(ctx: AppContext) {
  const { db, clock, rateLimiter } = ctx

  return {
    /**
     * Proved by the current password, or for a member without one (LINE or Facebook only) by typing the
     * account's e-mail. Every device is signed out in the same transaction; the restore link is mailed.
     */
    async requestDeletion(
      member: Member,
      proof: { password?: string; confirmation?: string },
    ): Promise<{ eraseAt: Date }> {
      const turnsKey = `account-delete:account:${member.id}`
      await rateLimiter.takeTurn(turnsKey, DELETE_TURNS, 'PASSWORD_CHANGE_THROTTLED')
      const now = clock.now()
      let proved = false
      try {
        const done = await db.transaction(async (tx) => {
          const owner = await repo.lockPasswordOwner(tx, member.id)
          if (owner.passwordHash !== null) {
            if (!proof.password || !(await verifyPassword(owner.passwordHash, proof.password)))
              throw new DomainError('PASSWORD_INCORRECT')
          } else if (proof.confirmation !== owner.email) {
            throw new DomainError('DELETE_CONFIRMATION_MISMATCH')
          }
          proved = true
          const [marked] = await tx
            .update(users)
            .set({ deletionRequestedAt: now, updatedAt: now })
            .where(and(eq(users.id, member.id), isNull(users.deletionRequestedAt)))
            .returning({ id: users.id })
          if (!marked) throw new DomainError('ACCOUNT_DELETION_ALREADY_REQUESTED')
          const ended = await repo.revokeAllSessions(tx, member.id, 'ACCOUNT_DELETED', now)
          const token = await issueEmailLink(tx, {
            userId: member.id,
            purpose: 'restore',
            email: owner.email,
            now,
          })
          return { ended, token, email: owner.email, displayName: owner.displayName }
        })
        for (const sessionId of done.ended) ctx.sessions.ended(sessionId)
        const eraseAt = erasureDueAt(now)
        const link = linkAddress(ctx.config.publicUrl, '/restore-account', done.token)
        await ctx.mailer.send({
          to: done.email,
          subject: 'บัญชี Klass ของคุณจะถูกลบใน 30 วัน',
          text:
            `สวัสดี ${done.displayName}\n\n` +
            `เราได้รับคำขอลบบัญชี Klass ของคุณแล้ว ทุกอุปกรณ์ออกจากระบบแล้ว และบัญชีจะถูกลบถาวรในวันที่ ${thaiDateTime(eraseAt)} ` +
            'ข้อมูลส่วนตัว โพสต์ และรูปภาพของคุณจะถูกลบ ส่วนประวัติ koin และบัญชีฝึกออมจะเหลือไว้โดยไม่ระบุตัวตน\n\n' +
            `หากเปลี่ยนใจ กดลิงก์ด้านล่างภายใน ${ACCOUNT_ERASURE_DAYS} วันเพื่อกู้คืนบัญชี แล้วเข้าสู่ระบบได้ตามปกติ\n\n` +
            `${link}\n\n` +
            'หากคุณไม่ได้ขอลบบัญชี กดลิงก์นี้แล้วตั้งรหัสผ่านใหม่ทันที\n\nทีมงาน Klass',
        })
        return { eraseAt }
      } finally {
        if (proved) await rateLimiter.reset(turnsKey)
      }
    },

    /** The restore link from the mail: the request is cleared and the member logs in as before. */
    async restore(token: string, meta: { ip: string }): Promise<{ email: string }> {
      await rateLimiter.hit(`account-restore:address:${meta.ip}`, RESTORES_PER_ADDRESS)
      const now = clock.now()
      const openedSince = new Date(now.getTime() - ACCOUNT_ERASURE_DAYS * 24 * 60 * 60 * 1000)
      return db.transaction(async (tx) => {
        const link = await spendEmailLink(tx, token, 'restore', now)
        if (!link) throw new DomainError('RESTORE_LINK_INVALID')
        const [restored] = await tx
          .update(users)
          .set({ deletionRequestedAt: null, updatedAt: now })
          .where(
            and(
              eq(users.id, link.userId),
              eq(users.email, link.email),
              isNull(users.erasedAt),
              gt(users.deletionRequestedAt, openedSince),
            ),
          )
          .returning({ email: users.email })
        if (!restored) throw new DomainError('RESTORE_LINK_INVALID')
        return restored
      })
    },
  }
}
