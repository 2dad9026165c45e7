import { createHash, createHmac, randomBytes } from 'node:crypto'
import { errors, jwtVerify, SignJWT } from 'jose'
import {
  ACCESS_TOKEN_SECONDS,
  REFRESH_TOKEN_DAYS,
  SIGNUP_TICKET_MINUTES,
  providerProfile,
  type ProviderProfile,
} from '@klass/contract/auth'
import type { Clock } from '../../lib/clock'
import { DomainError } from '../../lib/domain-error'

const ISSUER = 'klass-api'
const AUDIENCE = 'klass-web'
const ALGORITHM = 'HS256'
const SIGNUP_AUDIENCE = 'klass-signup'

export type AccessClaims = { userId: string; sessionId: string }

/**
 * Signs and checks access tokens (HS256 pinned, issuer and audience checked, 15 minutes of life), and
 * derives refresh-token successors with the same secret.
 */
export function createTokenSigner(secret: Uint8Array, clock: Clock) {
  // Tokens whose signature was checked, with their expiry: a member's next requests with the same token are
  // not checked again (the expiry is, on each). The oldest goes first.
  const verified = new Map<string, AccessClaims & { expiresAt: number }>()
  const VERIFIED_KEPT = 10_000

  return {
    async signAccess(claims: AccessClaims): Promise<string> {
      const now = Math.floor(clock.now().getTime() / 1000)
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ACCESS_TOKEN_SECONDS)
        .sign(secret)
    },
    /**
     * `acceptExpired`: a token past its 15 minutes still names its session (logout ends it, issue 19); its
     * signature, issuer and audience must hold all the same, and no session outlives the refresh token's days.
     */
    async verifyAccess(token: string, options: { acceptExpired?: boolean } = {}): Promise<AccessClaims> {
      const known = verified.get(token)
      if (known) {
        if (known.expiresAt <= clock.now().getTime() && !options.acceptExpired)
          throw new DomainError('TOKEN_EXPIRED')
        return { userId: known.userId, sessionId: known.sessionId }
      }
      try {
        const { payload } = await jwtVerify(token, secret, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: [ALGORITHM],
          currentDate: clock.now(),
          clockTolerance: options.acceptExpired ? REFRESH_TOKEN_DAYS * 24 * 60 * 60 : 0,
        })
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.sid !== 'string' ||
          typeof payload.exp !== 'number'
        )
          throw new DomainError('UNAUTHENTICATED')
        if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value!)
        verified.set(token, { userId: payload.sub, sessionId: payload.sid, expiresAt: payload.exp * 1000 })
        return { userId: payload.sub, sessionId: payload.sid }
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new DomainError('TOKEN_EXPIRED')
        throw new DomainError('UNAUTHENTICATED')
      }
    },
    /**
     * A signed, short-lived note that a provider vouched for this person and they are not a member yet: the
     * registration form sends it back, so the provider need not be asked twice.
     */
    async signSignup(signup: { subject: string; profile: ProviderProfile }): Promise<string> {
      const now = Math.floor(clock.now().getTime() / 1000)
      return new SignJWT({ profile: signup.profile })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(signup.subject)
        .setIssuer(ISSUER)
        .setAudience(SIGNUP_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + SIGNUP_TICKET_MINUTES * 60)
        .sign(secret)
    },
    async verifySignup(ticket: string): Promise<{ subject: string; profile: ProviderProfile }> {
      try {
        const { payload } = await jwtVerify(ticket, secret, {
          issuer: ISSUER,
          audience: SIGNUP_AUDIENCE,
          algorithms: [ALGORITHM],
          currentDate: clock.now(),
        })
        const profile = providerProfile.safeParse(payload.profile)
        if (typeof payload.sub !== 'string' || !profile.success) throw new Error('malformed')
        return { subject: payload.sub, profile: profile.data }
      } catch {
        throw new DomainError('SIGNUP_TICKET_INVALID')
      }
    },
    /**
     * The refresh token that replaces `token` when it is rotated: derived with the server's secret, so a
     * second presentation of `token` inside the grace window can answer the same successor (decision 014),
     * while nobody without the secret can work it out from `token`.
     */
    successorRefreshToken(token: string): string {
      return createHmac('sha256', secret).update(`refresh-successor:${token}`).digest('base64url')
    },
  }
}
export type TokenSigner = ReturnType<typeof createTokenSigner>

/** Opaque secrets (refresh tokens, reset links): random, and only their hash is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
