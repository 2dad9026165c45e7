import { AVATAR_MAX_BYTES, userCalls } from '@klass/contract/user'
import type { FastifyPluginAsync } from 'fastify'
import { readImageUpload } from '../../lib/uploads'
import { memberOf } from '../../plugins/authentication'
import { routeCall } from '../../plugins/calls'
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
}
