import { healthCalls } from '@klass/contract/health'
import { sql } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { routeCall } from '../../plugins/calls'
import { sendError } from '../../plugins/errors'

export const healthRoutes: FastifyPluginAsync = async (app) => {
  routeCall(
    app,
    healthCalls.health,
    async (request, reply) => {
      try {
        await Promise.race([
          app.ctx.db.execute(sql`select 1`),
          new Promise((_, reject) => setTimeout(() => reject(new Error('database timed out')), 3000).unref()),
        ])
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database does not answer')
        return sendError(reply, 'SERVICE_UNAVAILABLE')
      }
      return { data: { status: 'ok' as const, database: 'up' as const } }
    },
    { logLevel: 'warn' },
  )
}
