import { adminClubCalls } from '@klass/contract/admin-clubs'
import type { FastifyPluginAsync } from 'fastify'
import { routeCall } from '../../plugins/calls'
import { staffOf } from '../../plugins/staff'
import { createAdminClubsService } from './admin-clubs.service'

/** The clubs in the back office: staff calls of editors and admins (issue 21, decision 045). */
export const adminClubsRoutes: FastifyPluginAsync = async (app) => {
  const clubs = createAdminClubsService(app.ctx)
  const calls = adminClubCalls

  routeCall(app, calls.list, async () => ({ data: await clubs.list() }))
  routeCall(app, calls.update, async (request) => ({
    data: await clubs.update(staffOf(request).id, request.body),
  }))
  routeCall(app, calls.reorder, async (request) => ({
    data: await clubs.reorder(staffOf(request).id, request.body.types),
  }))
}
