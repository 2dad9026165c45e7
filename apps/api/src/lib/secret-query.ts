/**
 * One-time secrets that travel in a query: a password-reset link's `token`, LINE's code sent as `token`, an
 * OAuth `code` and `state` (issue 19). They never reach a log or a page's markup.
 */
const SECRET_NAMES = new Set(['token', 'code', 'state'])

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll('+', ' ')).toLowerCase()
  } catch {
    return name.toLowerCase()
  }
}

/** Rewrites each secret parameter of a URL's query (named as a browser would read it, `%74oken` too). */
function rewriteSecrets(url: string, rewrite: (name: string) => string | null): string {
  const start = url.indexOf('?')
  if (start === -1) return url
  const parts = url
    .slice(start + 1)
    .split('&')
    .flatMap((part) => {
      const name = part.split('=', 1)[0]!
      if (!SECRET_NAMES.has(decodedName(name))) return [part]
      const rewritten = rewrite(name)
      return rewritten === null ? [] : [rewritten]
    })
  return parts.length ? `${url.slice(0, start)}?${parts.join('&')}` : url.slice(0, start)
}

/** For the request log: each secret's value replaced by `[hidden]`, so the log still shows it was there. */
export function withoutSecrets(url: string): string {
  return rewriteSecrets(url, (name) => `${name}=[hidden]`)
}

/** For a page's own address in its markup (og:url): the secrets left out. */
export function withoutSecretParams(url: string): string {
  return rewriteSecrets(url, () => null)
}
