import { policyCalls, policyTypes } from '@klass/contract/policy'
import type { FastifyPluginAsync } from 'fastify'
import { routeCall } from '../../plugins/calls'
import { policiesInForce } from '../../repos/policy-versions.repo'

/**
 * SPEC 6, 7: a public call the web app sends without a token; a member's valid token changes nothing. It
 * answers the version of each policy in force: the newest staff wrote in the back office, or the first text.
 */
export const policyRoutes: FastifyPluginAsync = async (app) => {
  routeCall(app, policyCalls.get, async (request) => {
    const documents = await policiesInForce(app.ctx.db)
    const { type } = request.query
    if (type) return { data: documents[type] }
    return { data: policyTypes.map((each) => documents[each]) }
  })
}
