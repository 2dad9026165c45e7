import { policyCalls, policyTypes } from '@klass/contract/policy'
import type { FastifyPluginAsync } from 'fastify'
import { routeCall } from '../../plugins/calls'
import { policyDocuments } from './policy-documents'

/** SPEC 6, 7: a public call the web app sends without a token; a member's valid token changes nothing. */
export const policyRoutes: FastifyPluginAsync = async (app) => {
  routeCall(app, policyCalls.get, async (request) => {
    const { type } = request.query
    if (type) return { data: policyDocuments[type] }
    return { data: policyTypes.map((each) => policyDocuments[each]) }
  })
}
