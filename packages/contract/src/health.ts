import { z } from 'zod'
import { defineCalls } from './call'

export const healthPaths = { health: '/api/health' } as const

export const healthResponse = z.object({
  data: z.object({ status: z.literal('ok'), database: z.literal('up') }),
})

export const healthCalls = defineCalls('health', {
  health: {
    method: 'GET',
    path: healthPaths.health,
    access: 'public',
    summary: 'สถานะของบริการ: 200 เมื่อฐานข้อมูลตอบ, 503 เมื่อไม่ตอบ',
    reply: healthResponse,
    errors: ['SERVICE_UNAVAILABLE'],
  },
})
