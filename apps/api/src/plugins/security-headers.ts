import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { contentSecurityPolicy, type PolicySources } from './content-security-policy'

export type SecurityHeaderOptions = {
  https: boolean
  /** The third parties configured (plugins/content-security-policy.ts); a page sets its own, with a nonce. */
  policySources: PolicySources
}

/**
 * Sets the security headers on one answer: from the plugin's hook on every routed request, and from the
 * handler of the errors Fastify answers before routing (a URL it cannot decode), which run no hooks.
 */
export function securityHeadersSetter(options: SecurityHeaderOptions) {
  const policy = contentSecurityPolicy(options.policySources)
  return (request: FastifyRequest, reply: FastifyReply): void => {
    reply.header('X-Content-Type-Options', 'nosniff')
    reply.header('X-Frame-Options', 'DENY')
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    // Facebook Login answers from its own popup window: the page must keep the popup's opener.
    reply.header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups')
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()')
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', policy)
    if (options.https) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    if (
      request.url.startsWith('/api/') ||
      request.url.startsWith('/v2/') ||
      request.url.startsWith('/oauth/')
    ) {
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store')
    }
  }
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: SecurityHeaderOptions) => {
    const setHeaders = securityHeadersSetter(options)
    app.addHook('onSend', async (request, reply, payload) => {
      setHeaders(request, reply)
      return payload
    })
  },
  { name: 'klass-security-headers' },
)
