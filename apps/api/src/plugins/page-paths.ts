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

/** An address's path, decoded, without its query; `/` for an empty one. */
function pathOf(pathname: string): string {
  let path = pathname.split('?')[0] ?? '/'
  try {
    path = decodeURIComponent(path)
  } catch {
    // An address that is not valid percent-encoding is matched as it came.
  }
  return path === '' ? '/' : path
}

export function pageMatcher(patterns: readonly string[]): PageMatcher {
  const expressions = patterns.map((pattern) => new RegExp(patternSource(pattern), 'i'))
  return (pathname) => {
    const path = pathOf(pathname)
    return expressions.some((expression) => expression.test(path))
  }
}

/** A page of the route table with its lazy route module (a source path, as the build's manifest names it). */
export type PageRoute = { path: string; module: string; access: 'public' | 'guest' | 'member' | 'staff' }

/**
 * The route module of the page an address opens, when its code is worth fetching with the page: a visitor's
 * and a guest's pages always, a member's only for a member (others are sent to the login page), the back
 * office's never (staff sign in first). Of several patterns that match, the one with the most fixed segments
 * (`/store/test-store` before `/store/:id`), as the app's router ranks them.
 */
export function pageModuleFinder(routes: readonly PageRoute[]) {
  const compiled = routes
    .map((route) => ({
      ...route,
      expression: new RegExp(patternSource(route.path), 'i'),
      fixed: route.path.split('/').filter((segment) => segment && !segment.startsWith(':') && segment !== '*')
        .length,
    }))
    .sort((a, b) => b.fixed - a.fixed)
  return (pathname: string, member: boolean): string | undefined => {
    const path = pathOf(pathname)
    const route = compiled.find(({ expression }) => expression.test(path))
    if (!route || route.access === 'staff' || (route.access === 'member' && !member)) return undefined
    return route.module
  }
}
