import { lineCalls } from '@klass/contract/line'
import type { FastifyPluginAsync } from 'fastify'
import { DomainError } from '../../lib/domain-error'
import { lineSignatureValid } from '../../lib/providers/line-messaging'
import { memberOf } from '../../plugins/authentication'
import { routeCall } from '../../plugins/calls'
import { lineFlowCookie, setLineFlowCookie } from '../auth/line-flow-cookie'
import { createSocialService } from '../auth/social.service'
import { createLineService } from './line.service'

/** SPEC 7 Messaging link: LINE Login for linking, the Official Account's reminders and its webhook. */
export const lineRoutes: FastifyPluginAsync = async (app) => {
  const social = createSocialService(app.ctx)
  const line = createLineService(app.ctx)

  // LINE signs the webhook's exact bytes: this plugin's JSON bodies are kept as they came.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer
    request.rawBody = bytes
    try {
      done(null, bytes.length === 0 ? undefined : JSON.parse(bytes.toString('utf8')))
    } catch {
      done(new DomainError('BAD_REQUEST'), undefined)
    }
  })

  routeCall(app, lineCalls.authorize, async (request, reply) => {
    const { url, binding } = await social.startLine(
      request.body.purpose,
      request.user?.id ?? null,
      request.ip,
    )
    setLineFlowCookie(reply, binding)
    return { data: { url } }
  })

  routeCall(app, lineCalls.link, async (request, reply) => {
    const userId = memberOf(request).id
    const person = await social.finishLine('link', {
      code: request.body.code,
      state: request.body.state,
      binding: lineFlowCookie.read(request),
      userId,
    })
    lineFlowCookie.clear(reply)
    await social.linkLine(userId, person)
    return { data: { display_name: person.profile.display_name } }
  })

  routeCall(app, lineCalls.settings, async (request) => ({ data: await line.settings(memberOf(request).id) }))

  routeCall(app, lineCalls.updateSettings, async (request) => ({
    data: await line.updateSettings(memberOf(request).id, request.body.reminders),
  }))

  routeCall(app, lineCalls.webhook, async (request) => {
    const secret = app.ctx.config.lineMessaging.channelSecret
    const signature = request.headers['x-line-signature']
    if (
      !secret ||
      !request.rawBody ||
      !lineSignatureValid(secret, request.rawBody, typeof signature === 'string' ? signature : undefined)
    ) {
      throw new DomainError('FORBIDDEN')
    }
    await line.webhook(request.body)
    return { data: { ok: true as const } }
  })
}
