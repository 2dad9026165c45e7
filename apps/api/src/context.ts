import type { Database } from '@klass/db/client'
import type { Config } from './config'
import type { CaptchaVerifier } from './lib/captcha'
import type { Clock } from './lib/clock'
import type { KycVault } from './lib/kyc-vault'
import type { Mailer } from './lib/mailer'
import type { RateLimiter } from './lib/rate-limiter'
import type { SharedMemory } from './lib/shared-memory'
import type { FileStorage } from './lib/storage'
import type { ActiveSessions } from './modules/auth/active-sessions'
import type { TokenSigner } from './modules/auth/tokens'

/** What the services need from the outside world, built once by buildApp and handed to each module. */
export type AppContext = {
  config: Config
  db: Database
  clock: Clock
  storage: FileStorage
  mailer: Mailer
  tokens: TokenSigner
  rateLimiter: RateLimiter
  captcha: CaptchaVerifier
  kyc: KycVault
  /** What every visitor is answered alike, kept a few seconds and forgotten on any write (issue 18). */
  shared: SharedMemory
  /** Sessions this process saw live lately; a service that ends sessions tells it (issue 18). */
  sessions: ActiveSessions
}

/** The member a request acts for, read from its bearer token. */
export type AuthUser = { id: string; sessionId: string }

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext
  }
  interface FastifyRequest {
    user: AuthUser | null
    rawBody?: Buffer
  }
  interface FastifyContextConfig {
    /** Set false on calls whose answers carry secrets (tokens): they are never stored for replay. */
    idempotency?: boolean
    /** Query fields a client's retry may leave out (SPEC 7: the event join retry omits useVoucher). */
    idempotencyIgnoredQuery?: string[]
    /** The Authorization header carries another provider's token (Facebook), not ours: the call reads it. */
    foreignBearer?: boolean
    /** An access token past its lifetime still names its session; a bad signature is still refused (logout). */
    expiredBearer?: boolean
    /** The body is verified against a signature of its exact bytes (LINE's webhook): keep them. */
    rawBody?: boolean
  }
}
