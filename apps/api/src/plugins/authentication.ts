import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { DomainError } from '../lib/domain-error'
import { listenTo, poolOf, type Listening } from '../lib/database-connections'
import { SESSION_ENDED_CHANNEL } from '../modules/auth/active-sessions'

/**
 * Reads `Authorization: Bearer <access token>` on every call. Public reads work without a token and
 * personalise with one; a token that is bad, expired or whose session ended is refused with 401 so the
 * web app refreshes it.
 */
export const authenticationPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null)
    const { sessions } = app.ctx
    let listening: Listening | null = null
    try {
      listening = await listenTo(
        poolOf(app.ctx.db),
        SESSION_ENDED_CHANNEL,
        (id) => sessions.ended(id),
        () => {
          sessions.distrust()
          listening = null
        },
      )
      sessions.trust()
    } catch (error) {
      app.log.warn({ err: error }, 'every request looks its session up: no connection to hear sessions end')
    }
    app.addHook('onClose', async () => {
      listening?.close()
      listening = null
    })
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization
      if (!header || request.routeOptions.config.foreignBearer) return
      const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)$/i.exec(header.trim())
      if (!match?.[1]) throw new DomainError('UNAUTHENTICATED')
      const claims = await app.ctx.tokens.verifyAccess(match[1], {
        acceptExpired: request.routeOptions.config.expiredBearer === true,
      })
      if (!(await sessions.isActive(claims.sessionId, claims.userId, app.ctx.clock.now()))) {
        throw new DomainError('UNAUTHENTICATED')
      }
      request.user = { id: claims.userId, sessionId: claims.sessionId }
    })
  },
  { name: 'klass-authentication' },
)

/** The token of a call whose bearer is another provider's (SPEC 7 facebookDetail). */
export function foreignBearerOf(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S{1,4096})$/i.exec(request.headers.authorization?.trim() ?? '')
  return match?.[1] ?? null
}

/** Route hook for member calls (SPEC 6): 401 without a valid token. */
export async function requireMember(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new DomainError('UNAUTHENTICATED')
}

export function memberOf(request: FastifyRequest) {
  if (!request.user) throw new DomainError('UNAUTHENTICATED')
  return request.user
}

/** OpenAPI security of a public read that personalises when a token is sent. */
export const optionalBearer: Record<string, string[]>[] = [{}, { bearer: [] }]
