import type { FastifyReply } from 'fastify'
import { SIGN_IN_FLOW_MINUTES } from '@klass/contract/line'
import { hostCookie } from '../../lib/host-cookie'

/**
 * Binds a LINE Login to the browser that started it. Lax, so it rides along when LINE sends the person back
 * to /line or /line/link; HttpOnly, so no script reads it; `__Host-auth.line_flow` where the site is HTTPS.
 */
export const lineFlowCookie = hostCookie('auth.line_flow')

export function setLineFlowCookie(reply: FastifyReply, binding: string): void {
  lineFlowCookie.write(reply, binding, {
    httpOnly: true,
    sameSite: 'lax',
    maxAge: SIGN_IN_FLOW_MINUTES * 60,
  })
}
