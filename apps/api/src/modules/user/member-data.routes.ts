import { accountCalls } from '@klass/contract/user'
import type { FastifyPluginAsync } from 'fastify'
import { bangkokDate } from '../../lib/time'
import { memberOf } from '../../plugins/authentication'
import { routeCall } from '../../plugins/calls'
import { consentsOf, setMarketingConsent } from './member-consents'
import { exportFileName, exportMemberData } from './member-data-export'

/** Issue 19 (decision 031): a member downloads their data and manages their consents. */
export const memberDataRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app

  routeCall(app, accountCalls.exportData, async (request, reply) => {
    const stream = await exportMemberData(ctx, memberOf(request).id)
    const name = exportFileName(bangkokDate(ctx.clock.now()))
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(stream)
  })

  routeCall(app, accountCalls.consents, async (request) => ({
    data: await consentsOf(ctx.db, memberOf(request).id),
  }))

  routeCall(app, accountCalls.marketingConsent, async (request) => ({
    data: await setMarketingConsent(ctx.db, memberOf(request).id, request.body.consent, ctx.clock.now()),
  }))
}
