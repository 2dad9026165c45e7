import type { FastifyReply } from 'fastify'
import { SIGN_IN_FLOW_MINUTES } from '@klass/contract/line'

/**
 * Binds a LINE Login to the browser that started it. Lax, so it rides along when LINE sends the person back
 * to /line or /line/link; HttpOnly, so no script reads it.
 */
export const LINE_FLOW_COOKIE = 'auth.line_flow'

export function setLineFlowCookie(reply: FastifyReply, binding: string, secure: boolean): void {
  reply.setCookie(LINE_FLOW_COOKIE, binding, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SIGN_IN_FLOW_MINUTES * 60,
  })
}
