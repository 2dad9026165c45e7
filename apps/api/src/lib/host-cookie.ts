import type { FastifyReply, FastifyRequest } from 'fastify'

type CookieOptions = { httpOnly: true; sameSite: 'strict' | 'lax'; maxAge: number }

/**
 * A cookie of the whole site. Where the site is HTTPS it takes the `__Host-` prefix (issue 19): the browser
 * keeps it only when it is Secure, on Path=/ and without a Domain, so neither a sibling subdomain nor a
 * plain-HTTP page can plant or overwrite it. The unprefixed name, written before the prefix, is still read
 * and then cleared, so members signed in before it are not signed out (decision 026).
 */
export function hostCookie(name: string) {
  const secureOf = (request: FastifyRequest) => request.server.ctx.config.secureCookies
  const nameOf = (request: FastifyRequest) => (secureOf(request) ? `__Host-${name}` : name)
  const clearEarlierName = (reply: FastifyReply) => {
    if (secureOf(reply.request) && reply.request.cookies[name] !== undefined)
      reply.clearCookie(name, { path: '/', secure: true })
  }
  return {
    read(request: FastifyRequest): string | undefined {
      return request.cookies[nameOf(request)] ?? (secureOf(request) ? request.cookies[name] : undefined)
    },
    write(reply: FastifyReply, value: string, options: CookieOptions): void {
      const secure = secureOf(reply.request)
      reply.setCookie(nameOf(reply.request), value, { ...options, secure, path: '/' })
      clearEarlierName(reply)
    },
    clear(reply: FastifyReply): void {
      reply.clearCookie(nameOf(reply.request), { path: '/', secure: secureOf(reply.request) })
      clearEarlierName(reply)
    },
  }
}
