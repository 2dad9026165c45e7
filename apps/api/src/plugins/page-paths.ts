/**
 * The web app's pages as the server knows them: the route table's patterns (React Router syntax: `:param`,
 * `:param?`, an optional `segment?`, a closing `*`), which the web build writes to
 * dist/.prerendered/pages.json. Like the app's router, matching ignores case and a closing slash.
 */
export type PageMatcher = (pathname: string) => boolean

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function patternSource(pattern: string): string {
  const segments = pattern.split('/').filter(Boolean)
  const parts = segments.map((segment) => {
    if (segment === '*') return '(?:/.*)?'
    const optional = segment.endsWith('?')
    const bare = optional ? segment.slice(0, -1) : segment
    const one = bare.startsWith(':') ? '/[^/]+' : `/${escape(bare)}`
    return optional ? `(?:${one})?` : one
  })
  return `^${parts.join('')}/?$`
}

export function pageMatcher(patterns: readonly string[]): PageMatcher {
  const expressions = patterns.map((pattern) => new RegExp(patternSource(pattern), 'i'))
  return (pathname) => {
    let path = pathname.split('?')[0] ?? '/'
    try {
      path = decodeURIComponent(path)
    } catch {
      // An address that is not valid percent-encoding is matched as it came.
    }
    if (path === '') path = '/'
    return expressions.some((expression) => expression.test(path))
  }
}
