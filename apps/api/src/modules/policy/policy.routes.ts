import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
// Being written by the policy module's author; this file is replaced.
export const policyRoutes: FastifyPluginAsyncZod = async () => {}
