import { data, redirect } from 'react-router'
import { paths } from '../lib/paths'
import { loginPathFor } from '../lib/safe-redirect'
import { getSnapshot } from '../lib/session'

/**
 * Route guards by name (SPEC 2 page behaviour, SPEC 8): `auth` sends a visitor to /login and remembers the
 * page; `guest` sends a member home. A route naming a guard that does not exist fails with a 500
 * 'Unknown middleware {name}', so a typo never silently opens a page.
 */
type GuardContext = { url: URL }
type Guard = (context: GuardContext) => Response | null

export const guards: Record<string, Guard> = {
  auth: ({ url }) => (getSnapshot().loggedIn ? null : redirect(loginPathFor(url.pathname + url.search))),
  guest: () => (getSnapshot().loggedIn ? redirect(paths.home) : null),
}

export function runGuards(names: readonly string[], context: GuardContext): Response | null {
  for (const name of names) {
    const guard = Object.hasOwn(guards, name) ? guards[name] : undefined
    if (!guard) throw data(`Unknown middleware ${name}`, { status: 500, statusText: 'Internal Server Error' })
    const outcome = guard(context)
    if (outcome) return outcome
  }
  return null
}
