import { REFRESH_COOKIE } from '@klass/contract/auth'
import { hostCookie } from '../../lib/host-cookie'

/**
 * The web app keeps the refresh token in an HttpOnly cookie that scripts cannot read:
 * `__Host-auth.refresh_token` where the site is HTTPS (lib/host-cookie.ts).
 */
export const refreshCookie = hostCookie(REFRESH_COOKIE)
