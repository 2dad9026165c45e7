import { authCalls, REFRESH_COOKIE, registerFields } from '@klass/contract/auth'
import { AVATAR_MAX_BYTES } from '@klass/contract/user'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { DomainError } from '../../lib/domain-error'
import { parseFields, readMultipartForm } from '../../lib/uploads'
import { routeCall } from '../../plugins/calls'
import { createAuthService, SupersededRefreshTokenError, type Issued } from './auth.service'

export const authRoutes: FastifyPluginAsync = async (app) => {
  const auth = createAuthService(app.ctx)
  const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] })

  /** The web app keeps the refresh token in an HttpOnly cookie that scripts cannot read. */
  function sendTokens(reply: FastifyReply, issued: Issued, status = 200) {
    const maxAge = Math.max(
      0,
      Math.floor((issued.refreshExpiresAt.getTime() - app.ctx.clock.now().getTime()) / 1000),
    )
    reply.setCookie(REFRESH_COOKIE, issued.refresh_token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: app.ctx.config.secureCookies,
      path: '/',
      maxAge,
    })
    const { refreshExpiresAt: _expires, ...body } = issued
    return reply.status(status).send(body)
  }

  routeCall(app, authCalls.login, async (request, reply) =>
    sendTokens(reply, await auth.login(request.body.email, request.body.password, meta(request))),
  )

  routeCall(app, authCalls.registerCheck, async (request) => ({
    data: { available: await auth.isEmailAvailable(request.query.email) },
  }))

  routeCall(app, authCalls.register, async (request, reply) => {
    const { fields, file: image } = await readMultipartForm(request, 'image', AVATAR_MAX_BYTES)
    const data = parseFields(registerFields, fields)
    const issued = await auth.register(data, image, {
      ...meta(request),
      captchaToken: data.captcha_token,
    })
    return sendTokens(reply, issued, 201)
  })

  routeCall(app, authCalls.refresh, async (request, reply) => {
    const token = request.body.refresh_token ?? request.cookies[REFRESH_COOKIE]
    if (!token) throw new DomainError('REFRESH_TOKEN_INVALID')
    try {
      return sendTokens(reply, await auth.refresh(token))
    } catch (error) {
      // The browser's cookie may already hold the newer token another tab was given: keep it.
      if (!(error instanceof SupersededRefreshTokenError)) reply.clearCookie(REFRESH_COOKIE, { path: '/' })
      throw error
    }
  })

  routeCall(app, authCalls.logout, async (request, reply) => {
    const body = request.body as { refresh_token?: unknown } | undefined
    const refreshToken =
      (typeof body?.refresh_token === 'string' ? body.refresh_token : undefined) ??
      request.cookies[REFRESH_COOKIE]
    reply.clearCookie(REFRESH_COOKIE, { path: '/' })
    await auth.logout({ sessionId: request.user?.sessionId, refreshToken })
    return { data: { ok: true as const } }
  })

  routeCall(app, authCalls.passwordForget, async (request) => {
    await auth.requestPasswordReset(request.body.email, {
      ...meta(request),
      captchaToken: request.body.captcha_token,
    })
    return { data: { ok: true as const } }
  })

  routeCall(app, authCalls.passwordReset, async (request) => {
    await auth.resetPassword(request.body.token, request.body.password, meta(request))
    return { data: { ok: true as const } }
  })
}
