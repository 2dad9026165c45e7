import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

/**
 * The product loads its own code, plus the third parties of SPEC 7 when configured: the captcha, the tag
 * manager and analytics, the Facebook and LINE SDKs, and the YouTube player of the video pages. The policy
 * allows those and nothing else.
 */
function contentSecurityPolicy(providerOrigins: readonly string[]) {
  const extra = providerOrigins.length > 0 ? ` ${providerOrigins.join(' ')}` : ''
  return [
    "default-src 'self'",
    `script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/ https://www.googletagmanager.com https://www.google-analytics.com https://connect.facebook.net https://static.line-scdn.net${extra}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://www.google-analytics.com https://www.googletagmanager.com https://*.facebook.com https://profile.line-scdn.net",
    "font-src 'self' data:",
    `connect-src 'self' https://www.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com https://api.line.me https://graph.facebook.com${extra}`,
    // The video player (SPEC 2 /video-page) embeds YouTube's no-cookie player once the member presses play.
    'frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com https://www.facebook.com https://access.line.me https://www.youtube-nocookie.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export type SecurityHeaderOptions = {
  https: boolean
  /** Origins of a configured Facebook SDK and Graph API other than Facebook's own (a test double). */
  providerOrigins?: readonly string[]
}

/**
 * Sets the security headers on one answer: from the plugin's hook on every routed request, and from the
 * handler of the errors Fastify answers before routing (a URL it cannot decode), which run no hooks.
 */
export function securityHeadersSetter(options: SecurityHeaderOptions) {
  const policy = contentSecurityPolicy(options.providerOrigins ?? [])
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
