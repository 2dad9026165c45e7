import {
  policyListResponse,
  policyPaths,
  policyQuery,
  policyResponse,
  policyTypes,
} from '@klass/contract/policy'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { policyDocuments } from './policy-documents'

/** SPEC 6, 7: a public call the web app sends without a token; a member's valid token changes nothing. */
export const policyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    policyPaths.get,
    {
      schema: {
        tags: ['policy'],
        summary: 'ข้อกำหนดการใช้งาน นโยบายความเป็นส่วนตัว และนโยบายคุกกี้ (ระบุ type หรือรับครบทั้งสามฉบับ)',
        querystring: policyQuery,
        response: { 200: z.union([policyResponse, policyListResponse]) },
      },
    },
    async (request) => {
      const { type } = request.query
      if (type) return { data: policyDocuments[type] }
      return { data: policyTypes.map((each) => policyDocuments[each]) }
    },
  )
}
