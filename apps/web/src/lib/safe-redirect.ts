import { paths } from './paths'

/**
 * SPEC 5: a remembered redirect is accepted only if it is a local path starting with a slash, made of
 * letters, digits and the characters @ - % _ ~ (path segments separated by single slashes), with an optional
 * query and fragment. Anything else is ignored.
 *
 * Stricter than the letter of the rule where browsers are lenient: a second leading slash or a backslash
 * ("//evil.example", "/\evil") would leave the site, and percent-encoded slashes or backslashes
 * ("/%2F%2Fevil.example", "/%5Cevil", even double-encoded) are refused too, so no decoding step can turn the
 * path into one that does.
 */
const LOCAL_PATH = /^\/(?:[A-Za-z0-9@\-%_~]+(?:\/[A-Za-z0-9@\-%_~]+)*\/?)?(?:\?[^#\s]*)?(?:#\S*)?$/
const ENCODED_SEPARATOR = /%(?:2f|5c)/i
// Control characters and backslashes are what browsers strip or turn into slashes.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f\\]/

export const REDIRECT_PARAM = 'redirect'

export function isSafeRedirect(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return false
  if (CONTROL.test(value)) return false
  if (!LOCAL_PATH.test(value)) return false
  const path = value.split(/[?#]/, 1)[0] ?? ''
  if (ENCODED_SEPARATOR.test(path)) return false
  // A percent sign must start a valid escape, and the decoded path must still be plain and local.
  try {
    const decoded = decodeURIComponent(path)
    if (decoded.startsWith('//') || CONTROL.test(decoded) || ENCODED_SEPARATOR.test(decoded)) return false
  } catch {
    return false
  }
  return true
}

/** The remembered page when it passes the rule, otherwise the fallback (home). */
export function safeRedirect(value: unknown, fallback: string = paths.home): string {
  return isSafeRedirect(value) ? value : fallback
}

/**
 * `page` remembering `target` for afterwards (SPEC 5), beside any query `page` already has; home is where
 * everyone goes anyway, so it is not written.
 */
export function rememberingTarget(page: string, target: string): string {
  if (target === paths.home) return page
  return `${page}${page.includes('?') ? '&' : '?'}${REDIRECT_PARAM}=${encodeURIComponent(target)}`
}

/** The login page that remembers where the visitor wanted to go. */
export function loginPathFor(target: string): string {
  if (!isSafeRedirect(target) || target.startsWith(paths.login)) return paths.login
  return rememberingTarget(paths.login, target)
}
