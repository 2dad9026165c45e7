import cookie from '@fastify/cookie'
import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { Database } from '@klass/db/client'
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { trustProxyOption, type Config } from './config'
import type { AppContext } from './context'
import { createCaptchaVerifier } from './lib/captcha'
import { claimingTransactions } from './lib/idempotency-claim'
import { requestOffsetClock, systemClock, withClockOffset, type Clock } from './lib/clock'
import { createMailer, type Mailer } from './lib/mailer'
import { refusingNul } from './lib/nul-bytes'
import { withoutSecrets } from './lib/secret-query'
import { createRateLimiter } from './lib/rate-limiter'
import { localFileStorage, type FileStorage } from './lib/storage'
import { adminMembersRoutes } from './modules/admin-members/admin-members.routes'
import { adminLearningRoutes } from './modules/admin-learning/admin-learning.routes'
import { adminCoreRoutes } from './modules/admin-core/admin-core.routes'
import { adminStoreRoutes } from './modules/admin-store/admin-store.routes'
import { adminClubsRoutes } from './modules/admin-clubs/admin-clubs.routes'
import { adminCampaignRoutes } from './modules/admin-campaign/admin-campaign.routes'
import { adminBankRoutes } from './modules/admin-bank/admin-bank.routes'
import { accountRoutes } from './modules/auth/account.routes'
import { adminContentRoutes } from './modules/admin-content/admin-content.routes'
import { authRoutes } from './modules/auth/auth.routes'
import { createTokenSigner } from './modules/auth/tokens'
import { eventsRoutes } from './modules/events/events.routes'
import { gamesRoutes } from './modules/games/games.routes'
import { healthRoutes } from './modules/health/health.routes'
import { homeRoutes } from './modules/home/home.routes'
import { homePage } from './pages/home-page'
import { learningRoutes } from './modules/learning/learning.routes'
import { lineRoutes } from './modules/line/line.routes'
import { policyRoutes } from './modules/policy/policy.routes'
import { postsRoutes } from './modules/posts/posts.routes'
import { progressRoutes } from './modules/progress/progress.routes'
import { quizRoutes } from './modules/quiz/quiz.routes'
import { superheroRoutes } from './modules/superhero/superhero.routes'
import { storeRoutes } from './modules/store/store.routes'
import { bankRoutes } from './modules/bank/bank.routes'
import { roboRoutes } from './modules/robo/robo.routes'
import { superquestRoutes } from './modules/superquest/superquest.routes'
import { memberDataRoutes } from './modules/user/member-data.routes'
import { userRoutes } from './modules/user/user.routes'
import { videoRoutes } from './modules/video/video.routes'
import { authenticationPlugin } from './plugins/authentication'
import { requireCallDefinitions } from './plugins/calls'
import { policySourcesOf, readWebBuildIntegrations } from './plugins/content-security-policy'
import { errorsPlugin, frameworkErrorHandler, isApiPath } from './plugins/errors'
import { idempotencyPlugin } from './plugins/idempotency'
import { createKycVault } from './lib/kyc-vault'
import { pageMetaPlugin } from './plugins/page-meta'
import {
  securityHeadersPlugin,
  securityHeadersSetter,
  type SecurityHeaderOptions,
} from './plugins/security-headers'
import { sharedCachePlugin } from './plugins/shared-cache'
import { createSharedMemory } from './lib/shared-memory'
import { createActiveSessions } from './modules/auth/active-sessions'
import { findUnrevokedSession } from './modules/auth/auth.repo'
import { webPlugin } from './plugins/web'

export type AppDependencies = {
  config: Config
  db: Database
  /** Signs access tokens; at least 32 bytes. */
  jwtSecret: Uint8Array
  /** Seals identity data (32 bytes); a fresh key for each app when left out (tests). */
  kycKey?: Uint8Array
  clock?: Clock
  storage?: FileStorage
  mailer?: Mailer
  logger?: FastifyServerOptions['logger']
  /** Where the configured request log is written instead of stdout (a test reads what it logs). */
  logStream?: { write: (line: string) => void }
}

/** One-time secrets in a query (a reset link's token, LINE's code) never reach the log (lib/secret-query.ts). */
function requestForLog(request: FastifyRequest) {
  return { method: request.method, url: withoutSecrets(request.url), remoteAddress: request.ip }
}

/** JSON bodies up to 1 MB; uploads have their own limits per call. */
const BODY_LIMIT = 1024 * 1024

/** The whole server as one Fastify instance, testable with app.inject and no open port. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, db } = deps
  // The policy names only the third parties configured here and in the web build (decision 026).
  const policySources = policySourcesOf(config, readWebBuildIntegrations(config.webDistDir))
  const securityHeaders: SecurityHeaderOptions = { https: config.secureCookies, policySources }
  const app = Fastify({
    logger: deps.logger ?? {
      level: config.logLevel,
      serializers: { req: requestForLog },
      ...(deps.logStream && { stream: deps.logStream }),
    },
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler(securityHeadersSetter(securityHeaders)),
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(refusingNul(validatorCompiler))
  app.setSerializerCompiler(serializerCompiler)

  const clock = deps.clock ?? (config.clockControl ? requestOffsetClock : systemClock)
  if (config.clockControl) {
    app.log.warn(
      'CLOCK_CONTROL is on: requests may move the clock forward (X-Clock-Offset-Days); test servers only',
    )
    app.addHook('onRequest', (request, _reply, done) => {
      const days = Number(request.headers['x-clock-offset-days'] ?? 0)
      withClockOffset(Number.isInteger(days) && days > 0 && days <= 3650 ? days : 0, done)
    })
  }
  const ctx: AppContext = {
    config,
    // A write's Idempotency-Key is claimed by its first transaction (plugins/idempotency.ts, decision 024).
    db: claimingTransactions(db),
    clock,
    storage: deps.storage ?? localFileStorage(`${config.dataDir}/uploads`),
    mailer:
      deps.mailer ??
      createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, clock, log: app.log }),
    tokens: createTokenSigner(deps.jwtSecret, clock),
    rateLimiter: createRateLimiter(db, clock),
    captcha: createCaptchaVerifier({ secret: config.captchaSecret, verifyUrl: config.captchaVerifyUrl }),
    kyc: createKycVault(deps.kycKey ?? crypto.getRandomValues(new Uint8Array(32))),
    shared: createSharedMemory(config.sharedCacheSeconds),
    sessions: createActiveSessions((sessionId) => findUnrevokedSession(db, sessionId)),
  }
  app.decorate('ctx', ctx)
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Request-Id', request.id)
    return payload
  })

  await app.register(errorsPlugin)
  await app.register(securityHeadersPlugin, securityHeaders)
  await app.register(cookie)
  await app.register(formbody, { bodyLimit: BODY_LIMIT })
  await app.register(multipart, {
    limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 40, fieldSize: 64 * 1024 },
  })
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Klass API',
        version: '1.2.3',
        description: 'บริการของ Klass: บัญชีสมาชิก koin และเนื้อหาการเรียนรู้เรื่องเงิน',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  })
  // The reference page sets its own content security policy for the documentation assets. It is off in
  // production unless API_EXPLORER=1 (issue 19); the OpenAPI document stays, as the web app's calls are public.
  if (config.apiExplorer) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })
  await app.register(authenticationPlugin)
  await app.register(idempotencyPlugin)
  await app.register(pageMetaPlugin)
  await app.register(sharedCachePlugin, { memory: ctx.shared, seconds: config.sharedCacheSeconds })

  requireCallDefinitions(app, isApiPath)
  await app.register(healthRoutes)
  await app.register(authRoutes)
  await app.register(accountRoutes)
  await app.register(userRoutes)
  await app.register(memberDataRoutes)
  await app.register(policyRoutes)
  await app.register(homeRoutes)
  await app.register(homePage)
  await app.register(postsRoutes)
  await app.register(learningRoutes)
  await app.register(superheroRoutes)
  await app.register(videoRoutes)
  await app.register(storeRoutes)
  await app.register(bankRoutes)
  await app.register(roboRoutes)
  await app.register(adminStoreRoutes)
  await app.register(superquestRoutes)
  await app.register(eventsRoutes)
  await app.register(gamesRoutes)
  await app.register(quizRoutes)
  await app.register(lineRoutes)
  await app.register(progressRoutes)
  await app.register(adminMembersRoutes)
  await app.register(adminContentRoutes)
  await app.register(adminLearningRoutes)
  await app.register(adminCoreRoutes)
  await app.register(adminCampaignRoutes)
  await app.register(adminBankRoutes)
  await app.register(adminClubsRoutes)

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger())
  await app.register(webPlugin, {
    distDir: config.webDistDir,
    uploadsRoot: ctx.storage.publicRoot,
    policySources,
  })
  return app
}
