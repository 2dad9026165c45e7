import type { AppContext } from '../../context'
import { DomainError } from '../../lib/domain-error'
import { EMAIL_LINK_HOURS, issueEmailLink, linkAddress, spendEmailLink } from '../../lib/email-links'
import type { Executor } from '@klass/db/client'
import * as repo from './email-confirmation.repo'

/** Decision 029: a member asks for a new confirmation link a few times an hour at most. */
const CONFIRM_MAILS_PER_ACCOUNT = { max: 3, windowSeconds: 60 * 60 }
const CONFIRM_ATTEMPTS_PER_ADDRESS = { max: 20, windowSeconds: 15 * 60 }

/** The page a confirmation link opens; it takes the token out of the address on arrival. */
export const CONFIRM_EMAIL_PAGE = '/confirm-email'

export type ConfirmationLink = { userId: string; email: string; displayName: string; token: string }

/**
 * Issue 19 (decision 029): a member confirms their e-mail by a link sent to it; until then their koins are
 * recorded but turn into nothing (lib/member-standing.ts).
 */
export function createEmailConfirmationService(ctx: AppContext) {
  const { db, clock, rateLimiter } = ctx

  /** A new link for the member's address, inside the caller's transaction; mail it after the commit. */
  async function issue(
    tx: Executor,
    member: { userId: string; email: string; displayName: string },
  ): Promise<ConfirmationLink> {
    const token = await issueEmailLink(tx, {
      userId: member.userId,
      purpose: 'email',
      email: member.email,
      now: clock.now(),
    })
    return { ...member, token }
  }

  async function mail(link: ConfirmationLink): Promise<void> {
    const url = linkAddress(ctx.config.publicUrl, CONFIRM_EMAIL_PAGE, link.token)
    await ctx.mailer.send({
      to: link.email,
      subject: 'ยืนยันอีเมลสำหรับบัญชี Klass',
      text:
        `สวัสดี ${link.displayName}\n\n` +
        `ขอบคุณที่สมัครสมาชิก Klass กดลิงก์ด้านล่างภายใน ${EMAIL_LINK_HOURS.email} ชั่วโมง เพื่อยืนยันว่าอีเมลนี้เป็นของคุณ (ใช้ได้ครั้งเดียว)\n\n` +
        `${url}\n\n` +
        'เมื่อยืนยันแล้ว คุณจะแลกของรางวัลในร้านค้า รับรางวัลภารกิจ SUPERQUEST และรางวัลเลเวลด้วย koin ที่สะสมไว้ได้\n' +
        'หากคุณไม่ได้สมัคร ไม่ต้องทำอะไร บัญชีนี้จะแลกของรางวัลไม่ได้\n\nทีมงาน Klass',
    })
  }

  return {
    issue,
    mail,

    /** Spends a link and confirms the address it was sent to, if the member's address is still that one. */
    async confirm(token: string, meta: { ip: string }): Promise<{ email: string }> {
      await rateLimiter.hit(`email-confirm:address:${meta.ip}`, CONFIRM_ATTEMPTS_PER_ADDRESS)
      const now = clock.now()
      return db.transaction(async (tx) => {
        const link = await spendEmailLink(tx, token, 'email', now)
        if (!link || !(await repo.confirmMemberEmail(tx, link.userId, link.email, now)))
          throw new DomainError('EMAIL_LINK_INVALID')
        return { email: link.email }
      })
    },

    /** A new link for a member whose address is not confirmed yet; earlier links keep working. */
    async resend(userId: string): Promise<void> {
      const member = await repo.findMemberEmail(db, userId)
      if (!member) throw new DomainError('UNAUTHENTICATED')
      if (member.emailConfirmedAt) throw new DomainError('EMAIL_ALREADY_CONFIRMED')
      await rateLimiter.hit(`confirm-mail:account:${userId}`, CONFIRM_MAILS_PER_ACCOUNT)
      const link = await db.transaction((tx) =>
        issue(tx, { userId, email: member.email, displayName: member.displayName }),
      )
      await mail(link)
    },
  }
}
export type EmailConfirmationService = ReturnType<typeof createEmailConfirmationService>
