import {
  authCalls,
  DEVICE_HEADER,
  registerFacebookFields,
  registerFields,
  registerLineFields,
} from '@klass/contract/auth'
import { userCalls } from '@klass/contract/user'
import { AVATAR_MAX_BYTES } from '@klass/contract/user'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { createAfterAnswer } from '../../lib/after-answer'
import { DomainError } from '../../lib/domain-error'
import { parseFields, readMultipartForm } from '../../lib/uploads'
import { routeCall } from '../../plugins/calls'
import { foreignBearerOf, memberOf } from '../../plugins/authentication'
import { createErasureSweep } from './account-erasure'
import { createAccountSecurityService } from './account-security.service'
import { createAuthService, SupersededRefreshTokenError, type Issued } from './auth.service'
import { createEmailConfirmationService } from './email-confirmation.service'
import { createSocialService } from './social.service'
import { lineFlowCookie } from './line-flow-cookie'
import { refreshCookie } from './refresh-cookie'

export const authRoutes: FastifyPluginAsync = async (app) => {
  const auth = createAuthService(app.ctx)
  const social = createSocialService(app.ctx)
  const meta = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    device: deviceOf(request),
  })

  /** The web app keeps the refresh token in an HttpOnly cookie that scripts cannot read. */
  function sendTokens(reply: FastifyReply, issued: Issued, status = 200) {
    const maxAge = Math.max(
      0,
      Math.floor((issued.refreshExpiresAt.getTime() - app.ctx.clock.now().getTime()) / 1000),
    )
    refreshCookie.write(reply, issued.refresh_token, { httpOnly: true, sameSite: 'strict', maxAge })
    const { refreshExpiresAt: _expires, ...body } = issued
    return reply.status(status).send(body)
  }

  // Decision 031: accounts whose 30 days are over are erased a few at a time after logins and registrations.
  const erasures = createErasureSweep(app.ctx)
  const afterSignIn = createAfterAnswer(app.log)
  app.addHook('onClose', () => afterSignIn.drained())
  const sweepErasures = () => {
    if (erasures.due()) afterSignIn.run('account erasure', erasures.run)
  }

  routeCall(app, authCalls.login, async (request, reply) => {
    const { email, password, captcha_token: captchaToken } = request.body
    sweepErasures()
    return sendTokens(reply, await auth.login({ email, password, captchaToken }, meta(request)))
  })

  routeCall(app, authCalls.registerCheck, async (request) => ({
    data: { available: await auth.isEmailAvailable(request.query.email, meta(request)) },
  }))

  routeCall(app, authCalls.register, async (request, reply) => {
    const { fields, file: image } = await readMultipartForm(request, 'image', AVATAR_MAX_BYTES)
    const data = parseFields(registerFields, fields)
    sweepErasures()
    const issued = await auth.register(data, image, {
      ...meta(request),
      captchaToken: data.captcha_token,
    })
    return sendTokens(reply, issued, 201)
  })

  routeCall(app, authCalls.providers, async () => ({ data: social.providers() }))

  routeCall(app, authCalls.loginLine, async (request, reply) => {
    const person = await social.finishLine('login', {
      code: request.query.token,
      state: request.body.state,
      binding: lineFlowCookie.read(request),
      userId: null,
    })
    lineFlowCookie.clear(reply)
    const answer = await social.loginWithLine(person, meta(request))
    return 'access_token' in answer ? sendTokens(reply, answer) : answer
  })

  routeCall(app, authCalls.registerLine, async (request, reply) => {
    const { fields, file: image } = await readMultipartForm(request, 'image', AVATAR_MAX_BYTES)
    const issued = await social.registerWithLine(
      parseFields(registerLineFields, fields),
      image,
      meta(request),
    )
    return sendTokens(reply, issued, 201)
  })

  routeCall(
    app,
    authCalls.facebookDetail,
    async (request) => {
      const token = foreignBearerOf(request)
      if (!token) throw new DomainError('FACEBOOK_TOKEN_INVALID')
      return { data: await social.facebookDetail(token) }
    },
    { config: { foreignBearer: true } },
  )

  routeCall(app, authCalls.registerFacebook, async (request, reply) => {
    const { fields, file: image } = await readMultipartForm(request, 'image', AVATAR_MAX_BYTES)
    const { issued, created } = await social.signInWithFacebook(
      parseFields(registerFacebookFields, fields),
      image,
      meta(request),
    )
    return sendTokens(reply, issued, created ? 201 : 200)
  })

  routeCall(app, userCalls.identities, async (request) => ({
    data: await social.methodsOf(memberOf(request).id),
  }))

  routeCall(app, userCalls.linkFacebook, async (request) => ({
    data: await social.linkFacebook(memberOf(request).id, request.body.access_token),
  }))

  routeCall(app, userCalls.unlinkIdentity, async (request) => ({
    data: await social.unlink(memberOf(request).id, request.params.provider),
  }))

  routeCall(app, authCalls.refresh, async (request, reply) => {
    const token = request.body.refresh_token ?? refreshCookie.read(request)
    if (!token) throw new DomainError('REFRESH_TOKEN_INVALID')
    try {
      return sendTokens(reply, await auth.refresh(token))
    } catch (error) {
      // The browser's cookie may already hold the newer token another tab was given: keep it.
      if (!(error instanceof SupersededRefreshTokenError)) refreshCookie.clear(reply)
      throw error
    }
  })

  // Issue 19: an access token past its 15 minutes still ends its session (a forged one is refused).
  routeCall(
    app,
    authCalls.logout,
    async (request, reply) => {
      const body = request.body as { refresh_token?: unknown } | undefined
      const refreshToken =
        (typeof body?.refresh_token === 'string' ? body.refresh_token : undefined) ??
        refreshCookie.read(request)
      refreshCookie.clear(reply)
      await auth.logout({ sessionId: request.user?.sessionId, refreshToken })
      return { data: { ok: true as const } }
    },
    { config: { expiredBearer: true } },
  )

  // Every address gets the same checks before the answer; a member's link is made and mailed after it.
  const afterAnswer = createAfterAnswer(app.log)
  app.addHook('onClose', () => afterAnswer.drained())
  routeCall(app, authCalls.passwordForget, async (request) => {
    await auth.requestPasswordReset({ ...meta(request), captchaToken: request.body.captcha_token })
    const { email } = request.body
    afterAnswer.run('password-reset mail', () => auth.mailResetLink(email))
    return { data: { ok: true as const } }
  })

  routeCall(app, authCalls.passwordReset, async (request) => {
    await auth.resetPassword(request.body.token, request.body.password, meta(request))
    return { data: { ok: true as const } }
  })

  // Issue 19 (decision 029): a member confirms their e-mail by the link mailed to it.
  const confirmation = createEmailConfirmationService(app.ctx)
  routeCall(app, authCalls.emailConfirm, async (request) => ({
    data: await confirmation.confirm(request.body.token, meta(request)),
  }))

  routeCall(app, authCalls.emailResend, async (request) => {
    await confirmation.resend(memberOf(request).id)
    return { data: { ok: true as const } }
  })

  // Issue 19: members' control of their password and signed-in devices.
  const security = createAccountSecurityService(app.ctx)
  routeCall(app, authCalls.passwordChange, async (request) => {
    const { current_password: currentPassword, password } = request.body
    await security.changePassword(memberOf(request), { currentPassword, password })
    return { data: { ok: true as const } }
  })

  routeCall(app, authCalls.sessions, async (request) => ({ data: await security.devices(memberOf(request)) }))

  routeCall(app, authCalls.endSession, async (request) => {
    await security.endSession(memberOf(request), request.params.id)
    return { data: { ok: true as const } }
  })

  routeCall(app, authCalls.endOtherSessions, async (request) => ({
    data: { ended: await security.endOtherSessions(memberOf(request)) },
  }))
}

/** The random id the web app keeps in the browser; anything else is no id (the address limit still holds). */
function deviceOf(request: FastifyRequest): string | undefined {
  const header = request.headers[DEVICE_HEADER]
  return typeof header === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(header) ? header : undefined
}
