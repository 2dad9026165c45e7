import {
  ACCESS_TOKEN_SECONDS,
  REFRESH_TOKEN_DAYS,
  RESET_LINK_MINUTES,
  type registerFields,
  type SignInProvider,
  type socialRegisterFields,
  type TokenResponse,
} from '@klass/contract/auth'
import type { AppContext } from '../../context'
import { assertMemberBirthDate } from '../../lib/birth-date'
import {
  guardianAddressFor,
  issueGuardianLink,
  mailGuardianLink,
  type GuardianLink,
} from '../../lib/guardian-consent'
import { DomainError } from '../../lib/domain-error'
import { linkAddress } from '../../lib/email-links'
import type { Backoff } from '../../lib/rate-limiter'
import { storeAvatar } from '../../lib/images'
import { refuseSuspendedMember } from '../../lib/suspension'
import { bangkokDate } from '../../lib/time'
import { moveBalance } from '../../ledger/ledger'
import { deletionPending } from './account-deletion.service'
import { accountStanding, eraseAccountIfDue } from './account-erasure'
import * as repo from './auth.repo'
import { createEmailConfirmationService, type ConfirmationLink } from './email-confirmation.service'
import { assertAcceptablePassword, decoyPasswordHash, hashPassword, verifyPassword } from './passwords'
import { hashOpaqueToken, newOpaqueToken } from './tokens'
import { policyVersionsInForce } from '../../repos/policy-versions.repo'
import type { z } from 'zod'
import type { Executor } from '@klass/db/client'

/**
 * Issue 19 (decision 023): failed logins slow down the address that makes them, with a growing wait; they
 * never lock the account, so its owner on another address still gets in.
 */
const LOGIN_TURNS_PER_ACCOUNT_AND_ADDRESS: Backoff = {
  free: 5,
  windowSeconds: 24 * 60 * 60,
  firstDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
}
const LOGIN_TURNS_PER_ADDRESS: Backoff = {
  free: 30,
  windowSeconds: 60 * 60,
  firstDelaySeconds: 10,
  maxDelaySeconds: 15 * 60,
}
/** An account this many passwords were wrong for, from anywhere, takes the captcha too (when it is configured). */
const LOGIN_FAILURES_BEFORE_CAPTCHA = { max: 10, windowSeconds: 60 * 60 }
const REGISTER_CHECKS_PER_ADDRESS = { max: 30, windowSeconds: 10 * 60 }
const REGISTRATIONS_PER_ADDRESS = { max: 10, windowSeconds: 60 * 60 }
/** Issue 19 (decision 029): one browser makes a few accounts a day at most, whatever address it uses. */
const REGISTRATIONS_PER_DEVICE = { max: 3, windowSeconds: 24 * 60 * 60 }
const RESET_REQUESTS_PER_ADDRESS = { max: 5, windowSeconds: 15 * 60 }
const RESET_MAILS_PER_ACCOUNT = { max: 3, windowSeconds: 60 * 60 }
const RESET_ATTEMPTS_PER_ADDRESS = { max: 20, windowSeconds: 15 * 60 }
/** New members start with a welcome gift of 50.00 koins. */
export const WELCOME_BONUS_HUNDREDTHS = 50_00

/**
 * Decision 014: a refresh token presented again this soon after its rotation is another tab of the same
 * browser racing the first, not a thief; it answers the same successor instead of revoking the session.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30

/** A refresh token whose successor was itself already rotated: refused, but the session lives on. */
export class SupersededRefreshTokenError extends DomainError {
  constructor() {
    super('REFRESH_TOKEN_INVALID')
  }
}

export type Issued = TokenResponse & { refreshExpiresAt: Date }
/** `device`: the random id the web app keeps in the browser (X-Klass-Device), when it sent a well-formed one. */
export type RequestMeta = { ip: string; userAgent: string | undefined; device?: string }

export function createAuthService(ctx: AppContext) {
  const { db, clock, tokens, rateLimiter } = ctx
  const confirmation = createEmailConfirmationService(ctx)

  /** Issue 19: registrations are limited per address and, when the browser names itself, per device. */
  async function countRegistration(meta: RequestMeta): Promise<void> {
    await rateLimiter.hit(`register:address:${meta.ip}`, REGISTRATIONS_PER_ADDRESS)
    if (meta.device) await rateLimiter.hit(`register:device:${meta.device}`, REGISTRATIONS_PER_DEVICE)
  }

  async function issueTokens(
    tx: Executor,
    userId: string,
    sessionId: string,
    expiresAt: Date,
    refreshToken = newOpaqueToken(),
  ): Promise<Issued> {
    await repo.insertRefreshToken(tx, sessionId, hashOpaqueToken(refreshToken))
    return tokenPair(userId, sessionId, expiresAt, refreshToken)
  }

  async function tokenPair(
    userId: string,
    sessionId: string,
    expiresAt: Date,
    refreshToken: string,
  ): Promise<Issued> {
    const accessToken = await tokens.signAccess({ userId, sessionId })
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      refreshExpiresAt: expiresAt,
    }
  }

  async function startSession(tx: Executor, userId: string, meta: RequestMeta): Promise<Issued> {
    await refuseSuspendedMember(tx, userId)
    const expiresAt = new Date(clock.now().getTime() + REFRESH_TOKEN_DAYS * 24 * 60 * 60 * 1000)
    const sessionId = await repo.createSession(tx, userId, expiresAt, meta.userAgent)
    return issueTokens(tx, userId, sessionId, expiresAt)
  }

  /**
   * The member row, avatar and welcome gift of a registration, inside the caller's transaction, and the link
   * that confirms the e-mail (mailed after the commit), unless `emailVouched`: a provider vouched for it.
   */
  async function createMember(
    tx: Executor,
    input: z.output<typeof socialRegisterFields>,
    secret: { passwordHash: string | null; image: Buffer | null; emailVouched?: boolean },
  ): Promise<{ userId: string; link: ConfirmationLink | null; guardian: GuardianLink | null }> {
    const now = clock.now()
    const guardianEmail = guardianAddressFor(memberOf(input), bangkokDate(now))
    const inForce = await policyVersionsInForce(tx)
    const userId = await repo.insertMember(
      tx,
      {
        email: input.email,
        passwordHash: secret.passwordHash,
        displayName: input.display_name,
        firstName: input.first_name || null,
        lastName: input.last_name || null,
        birthDate: input.birth_date,
        termsAcceptedAt: now,
        termsVersion: inForce.law,
        privacyVersion: inForce.personal,
        marketingConsent: input.marketing_consent ?? false,
        marketingConsentAt: input.marketing_consent ? now : null,
        emailConfirmedAt: secret.emailVouched ? now : null,
        guardianEmail,
      },
      secret.passwordHash === null ? 'EMAIL_HAS_ACCOUNT' : 'EMAIL_TAKEN',
    )
    // A bad image rolls the whole registration back.
    if (secret.image)
      await repo.setMemberImage(tx, userId, await storeAvatar(ctx.storage, userId, secret.image))
    await moveBalance(tx, {
      userId,
      currency: 'koin',
      amount: WELCOME_BONUS_HUNDREDTHS,
      reason: 'WELCOME_BONUS',
      activity: 'ของขวัญต้อนรับสมาชิกใหม่',
      idempotencyKey: 'welcome-bonus',
      at: now,
    })
    const link = secret.emailVouched
      ? null
      : await confirmation.issue(tx, { userId, email: input.email, displayName: input.display_name })
    // Issue 19: a member under 20 joins with a consent link for their guardian, mailed after the commit.
    const guardian = guardianEmail
      ? await issueGuardianLink(tx, { userId, guardianEmail, displayName: input.display_name }, now)
      : null
    return { userId, link, guardian }
  }

  /**
   * Decision 031: an account waiting out its 30 days is refused with the day it goes; one whose 30 days are
   * over is erased at once and answered as an unknown address.
   */
  async function refuseLeavingAccount(user: {
    id: string
    deletionRequestedAt: Date | null
    erasedAt: Date | null
  }): Promise<void> {
    const standing = accountStanding(user, clock.now())
    if (standing === 'active') return
    if (standing === 'erased') {
      await eraseAccountIfDue(ctx, user.id)
      throw new DomainError('INVALID_CREDENTIALS')
    }
    throw deletionPending(user.deletionRequestedAt!)
  }

  /** The registration's session, then its confirmation mail once the member exists. */
  async function joined(created: {
    issued: Issued
    link: ConfirmationLink | null
    guardian: GuardianLink | null
  }): Promise<Issued> {
    if (created.link) await confirmation.mail(created.link)
    if (created.guardian) await mailGuardianLink(ctx, created.guardian)
    return created.issued
  }

  return {
    async login(
      credentials: { email: string; password: string; captchaToken?: string },
      meta: RequestMeta,
    ): Promise<Issued> {
      const { email, password } = credentials
      const addressKey = `login:address:${meta.ip}`
      const pairKey = `login:account-address:${email} ${meta.ip}`
      const failuresKey = `login-failures:account:${email}`
      // On the account, the address waits out the turn its own failures set; every attempt from the address
      // takes its turn too, counted before the password is checked so that attempts sent at once cannot all go.
      await rateLimiter.checkTurn(pairKey, LOGIN_TURNS_PER_ACCOUNT_AND_ADDRESS, 'LOGIN_THROTTLED')
      await rateLimiter.takeTurn(addressKey, LOGIN_TURNS_PER_ADDRESS, 'LOGIN_THROTTLED')
      const underAttack =
        ctx.captcha.enabled && (await rateLimiter.reached(failuresKey, LOGIN_FAILURES_BEFORE_CAPTCHA))
      if (underAttack) {
        if (!credentials.captchaToken) throw new DomainError('CAPTCHA_REQUIRED')
        await ctx.captcha.verify(credentials.captchaToken, meta.ip)
      }
      const user = await repo.findUserByEmail(db, email)
      const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password)
      if (!user || !valid) {
        await rateLimiter.tally(pairKey, LOGIN_TURNS_PER_ACCOUNT_AND_ADDRESS.windowSeconds)
        if (ctx.captcha.enabled)
          await rateLimiter.tally(failuresKey, LOGIN_FAILURES_BEFORE_CAPTCHA.windowSeconds)
        throw new DomainError('INVALID_CREDENTIALS')
      }
      // The right password: this address's mistakes on the account are forgotten, its attempt not held against it.
      await rateLimiter.reset(pairKey)
      await rateLimiter.forgive(addressKey)
      await refuseLeavingAccount(user)
      return db.transaction((tx) => startSession(tx, user.id, meta))
    },

    /** Issue 19: answers whether an address is a member's, so one visitor may ask only so often. */
    async isEmailAvailable(email: string, meta: RequestMeta): Promise<boolean> {
      await rateLimiter.hit(`register-check:address:${meta.ip}`, REGISTER_CHECKS_PER_ADDRESS)
      return !(await repo.emailExists(db, email))
    },

    async register(
      input: z.output<typeof registerFields>,
      image: Buffer | null,
      meta: RequestMeta & { captchaToken?: string },
    ): Promise<Issued> {
      await countRegistration(meta)
      await ctx.captcha.verify(input.captcha_token, meta.ip)
      assertRegistrable(input, bangkokDate(clock.now()))
      await assertAcceptablePassword(input.password, { email: input.email, displayName: input.display_name })
      const passwordHash = await hashPassword(input.password)
      return joined(
        await db.transaction(async (tx) => {
          const { userId, link, guardian } = await createMember(tx, input, { passwordHash, image })
          return { issued: await startSession(tx, userId, meta), link, guardian }
        }),
      )
    },

    /**
     * A member who signs in with a provider (Facebook, LINE): the same consent, age and welcome gift as an
     * e-mail registration, no password, and the provider's identity linked in the same transaction. An e-mail
     * that already belongs to a member is never merged: that person logs in and links the provider instead.
     * Decision 029: the e-mail counts as confirmed when it is the one the provider gave (`vouchedEmail`).
     */
    async registerWithProvider(
      input: z.output<typeof socialRegisterFields>,
      person: {
        provider: SignInProvider
        subject: string
        displayName: string | null
        vouchedEmail: string | null
      },
      image: Buffer | null,
      meta: RequestMeta,
    ): Promise<Issued> {
      await countRegistration(meta)
      assertRegistrable(input, bangkokDate(clock.now()))
      if (await repo.emailExists(db, input.email)) throw new DomainError('EMAIL_HAS_ACCOUNT')
      const { vouchedEmail, ...identity } = person
      const emailVouched = vouchedEmail !== null && vouchedEmail === input.email
      return joined(
        await db.transaction(async (tx) => {
          const { userId, link, guardian } = await createMember(tx, input, {
            passwordHash: null,
            image,
            emailVouched,
          })
          await repo.insertIdentity(tx, { userId, ...identity, linkedAt: clock.now() })
          return { issued: await startSession(tx, userId, meta), link, guardian }
        }),
      )
    },

    /** A new session for a member a provider has vouched for. */
    async signInAs(userId: string, meta: RequestMeta): Promise<Issued> {
      const [standing] = await repo.deletionStandingOf(db, userId)
      if (standing) await refuseLeavingAccount({ id: userId, ...standing })
      return db.transaction((tx) => startSession(tx, userId, meta))
    },

    /**
     * Rotates the refresh token. Presenting one already used revokes its whole family, except within the
     * grace window after its rotation (decision 014): then it answers the same successor while that is
     * unused, and a clean refusal, session kept, once the successor has been rotated in its turn.
     */
    async refresh(refreshToken: string): Promise<Issued> {
      const now = clock.now()
      const tokenHash = hashOpaqueToken(refreshToken)
      const successor = tokens.successorRefreshToken(refreshToken)
      const outcome = await db.transaction(async (tx) => {
        const row = await repo.lockRefreshToken(tx, tokenHash)
        if (!row || row.revokedAt || row.expiresAt <= now) return null
        if (row.usedAt) {
          if (now.getTime() - row.usedAt.getTime() <= REFRESH_REUSE_GRACE_SECONDS * 1000) {
            const next = await repo.lockRefreshToken(tx, hashOpaqueToken(successor))
            if (next && !next.usedAt) return tokenPair(row.userId, row.sessionId, row.expiresAt, successor)
            return 'superseded' as const
          }
          await repo.revokeSession(tx, row.sessionId, 'REFRESH_TOKEN_REUSED', now)
          return { reused: row.sessionId }
        }
        await repo.markRefreshTokenUsed(tx, tokenHash, now)
        return issueTokens(tx, row.userId, row.sessionId, row.expiresAt, successor)
      })
      if (outcome === 'superseded') throw new SupersededRefreshTokenError()
      if (outcome !== null && 'reused' in outcome) ctx.sessions.ended(outcome.reused)
      if (outcome === null || 'reused' in outcome) throw new DomainError('REFRESH_TOKEN_INVALID')
      return outcome
    },

    /**
     * Ends the session the access token names (also one past its 15 minutes) and the one the refresh token
     * belongs to: their access and refresh tokens stop working at once.
     */
    async logout(by: { sessionId?: string; refreshToken?: string }): Promise<void> {
      const now = clock.now()
      const ended = await db.transaction(async (tx) => {
        const byRefresh = by.refreshToken
          ? (await repo.lockRefreshToken(tx, hashOpaqueToken(by.refreshToken)))?.sessionId
          : undefined
        const sessionIds = [...new Set([by.sessionId, byRefresh])].filter((id) => id !== undefined)
        if (sessionIds.length === 0) throw new DomainError('UNAUTHENTICATED')
        for (const sessionId of sessionIds) await repo.revokeSession(tx, sessionId, 'LOGOUT', now)
        return sessionIds
      })
      for (const sessionId of ended) ctx.sessions.ended(sessionId)
    },

    /**
     * The checks of a reset request, the same for every address. Issue 19: the answer must not tell whether
     * the address belongs to a member, in its words or in its time, so the link is made and mailed after the
     * answer (`mailResetLink`).
     */
    async requestPasswordReset(meta: RequestMeta & { captchaToken?: string }): Promise<void> {
      await rateLimiter.hit(`reset-request:address:${meta.ip}`, RESET_REQUESTS_PER_ADDRESS)
      await ctx.captcha.verify(meta.captchaToken, meta.ip)
    },

    /** A member's reset link, e-mailed; nothing for an address that is not a member's. */
    async mailResetLink(email: string): Promise<void> {
      const user = await repo.findUserByEmail(db, email)
      if (!user) return
      try {
        await rateLimiter.hit(`reset-mail:account:${email}`, RESET_MAILS_PER_ACCOUNT)
      } catch {
        return // a few links an hour are enough; more would flood the member's inbox
      }
      const token = newOpaqueToken()
      const expiresAt = new Date(clock.now().getTime() + RESET_LINK_MINUTES * 60 * 1000)
      await repo.insertPasswordReset(db, user.id, hashOpaqueToken(token), expiresAt)
      const link = linkAddress(ctx.config.publicUrl, '/reset-password', token)
      await ctx.mailer.send({
        to: email,
        subject: 'ตั้งรหัสผ่านใหม่สำหรับบัญชี Klass',
        text:
          `สวัสดี ${user.displayName}\n\n` +
          `มีคำขอตั้งรหัสผ่านใหม่สำหรับบัญชี Klass ของคุณ กดลิงก์ด้านล่างภายใน ${RESET_LINK_MINUTES} นาที เพื่อตั้งรหัสผ่านใหม่ (ใช้ได้ครั้งเดียว)\n\n` +
          `${link}\n\n` +
          'หากคุณไม่ได้ขอ ไม่ต้องทำอะไร รหัสผ่านเดิมยังใช้ได้ตามปกติ\n\nทีมงาน Klass',
      })
    },

    async resetPassword(token: string, password: string, meta: RequestMeta): Promise<void> {
      await rateLimiter.hit(`reset-attempt:address:${meta.ip}`, RESET_ATTEMPTS_PER_ADDRESS)
      const now = clock.now()
      const ended = await db.transaction(async (tx) => {
        const row = await repo.lockPasswordReset(tx, hashOpaqueToken(token))
        if (!row || row.usedAt || row.expiresAt <= now) throw new DomainError('RESET_TOKEN_INVALID')
        await assertAcceptablePassword(password, { email: row.email, displayName: row.displayName })
        const newHash = await hashPassword(password)
        await repo.updatePasswordHash(tx, row.userId, newHash, now)
        await repo.spendPasswordResets(tx, row.userId, now)
        // A new password signs every device out.
        return repo.revokeAllSessions(tx, row.userId, 'PASSWORD_RESET', now)
      })
      for (const sessionId of ended) ctx.sessions.ended(sessionId)
    },
  }
}
export type AuthService = ReturnType<typeof createAuthService>

/** PDPA consent, a birth date not in the future and the minimum age: the same for every way of joining. */
function assertRegistrable(input: z.output<typeof socialRegisterFields>, today: string): void {
  // PDPA: consent to the terms and the privacy notice must be explicit.
  if (input.accept_terms !== true) throw new DomainError('TERMS_NOT_ACCEPTED')
  assertMemberBirthDate(input.birth_date, today)
  guardianAddressFor(memberOf(input), today)
}

/** The parts of a registration that say whether a guardian is needed and who it is. */
function memberOf(input: z.output<typeof socialRegisterFields>) {
  return { birthDate: input.birth_date, email: input.email, guardianEmail: input.guardian_email }
}
