import { adminCoreCalls, adminStaffCalls } from '@klass/contract/admin-core'
import type { FastifyPluginAsync } from 'fastify'
import { memberOf } from '../../plugins/authentication'
import { routeCall } from '../../plugins/calls'
import { staffOf } from '../../plugins/staff'
import { createAdminCoreService } from './admin-core.service'

/** The back office's sign-in, staff and audit log (issue 21). */
export const adminCoreRoutes: FastifyPluginAsync = async (app) => {
  const core = createAdminCoreService(app.ctx)

  routeCall(app, adminCoreCalls.me, async (request) => {
    const member = memberOf(request)
    return { data: await core.me(member.id, member.sessionId) }
  })

  routeCall(app, adminCoreCalls.setupSecondFactor, async (request) => ({
    data: await core.setup(memberOf(request).id),
  }))

  routeCall(app, adminCoreCalls.passSecondFactor, async (request) => {
    const member = memberOf(request)
    return { data: await core.pass(member.id, member.sessionId, request.body.code) }
  })

  routeCall(app, adminStaffCalls.staffList, async (request) => core.staffList(request.query))

  routeCall(app, adminStaffCalls.setStaffRoles, async (request) => ({
    data: await core.setRoles(staffOf(request).id, request.body),
  }))

  routeCall(app, adminStaffCalls.resetStaffSecondFactor, async (request) => {
    await core.resetSecondFactor(staffOf(request).id, request.body.user_id)
    return { data: { ok: true as const } }
  })

  routeCall(app, adminStaffCalls.audit, async (request) => core.audit(request.query))
}
