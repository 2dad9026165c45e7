import { AVATAR_MAX_BYTES, guardianCalls, userCalls } from '@klass/contract/user'
import type { FastifyPluginAsync } from 'fastify'
import { readImageUpload } from '../../lib/uploads'
import { memberOf } from '../../plugins/authentication'
import { routeCall } from '../../plugins/calls'
import { createGuardianService } from './guardian.service'
import { createUserService } from './user.service'

export const userRoutes: FastifyPluginAsync = async (app) => {
  const users = createUserService(app.ctx)

  routeCall(app, userCalls.get, async (request) => ({ data: await users.profile(memberOf(request).id) }))

  routeCall(app, userCalls.update, async (request) => ({
    data: await users.update(memberOf(request).id, request.body),
  }))

  routeCall(app, userCalls.updateImage, async (request) => {
    const upload = await readImageUpload(request, AVATAR_MAX_BYTES)
    return { data: await users.updateImage(memberOf(request).id, upload) }
  })

  routeCall(app, userCalls.objective, async (request) => ({
    data: await users.objectives(memberOf(request).id),
  }))

  routeCall(app, userCalls.koins, async (request) =>
    users.koinHistory(memberOf(request).id, request.query.page, request.query.limit),
  )

  routeCall(app, userCalls.skills, async (request) =>
    users.skillHistory(memberOf(request).id, request.query.page, request.query.limit),
  )

  // Issue 19: a member under 20 and their guardian's consent.
  const guardian = createGuardianService(app.ctx)
  routeCall(app, guardianCalls.consentDetail, async (request) => ({
    data: await guardian.detail(request.body.token, { ip: request.ip }),
  }))

  routeCall(app, guardianCalls.consent, async (request) => ({
    data: await guardian.consent(request.body.token, { ip: request.ip }),
  }))

  routeCall(app, guardianCalls.update, async (request) => ({
    data: await guardian.update(memberOf(request).id, request.body.guardian_email),
  }))

  routeCall(app, guardianCalls.resend, async (request) => {
    await guardian.resend(memberOf(request).id)
    return { data: { ok: true as const } }
  })
}
