import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sendError } from '../../plugins/errors'

const healthResponse = z.object({ data: z.object({ status: z.literal('ok'), database: z.literal('up') }) })

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'สถานะของบริการ: 200 เมื่อฐานข้อมูลตอบ, 503 เมื่อไม่ตอบ',
        response: { 200: healthResponse },
      },
    },
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
  )
}
