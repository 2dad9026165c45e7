import { createHmac } from 'node:crypto'
import type { ProviderProfile } from '@klass/contract/auth'
import type { Config } from '../../config'
import type { Clock } from '../clock'
import { DomainError } from '../domain-error'
import { askProvider, providerTrouble } from './http'

export type FacebookPerson = { subject: string; profile: ProviderProfile }

type DebugToken = {
  data?: { app_id?: string; is_valid?: boolean; user_id?: string; expires_at?: number }
}
type Me = { id?: string; name?: string; email?: string; picture?: { data?: { url?: string } } }

/**
 * Facebook Login on the server: a user token from the browser's SDK is trusted only after the Graph API's
 * debug_token says it was issued to this app, is valid and has not expired by our clock; then /me (signed
 * with appsecret_proof) gives the profile.
 */
export function createFacebookAdapter(config: NonNullable<Config['facebook']>, clock: Clock) {
  const base = `${config.graphUrl}/${config.graphVersion}`
  return {
    async inspect(userToken: string): Promise<FacebookPerson> {
      const appToken = `${config.appId}|${config.appSecret}`
      const debug = await askProvider(
        `${base}/debug_token?${new URLSearchParams({ input_token: userToken, access_token: appToken })}`,
      )
      if (providerTrouble(debug)) throw new DomainError('SIGN_IN_PROVIDER_UNAVAILABLE')
      const info = (debug.body as DebugToken | null)?.data
      const nowSeconds = Math.floor(clock.now().getTime() / 1000)
      if (
        debug.status !== 200 ||
        !info ||
        info.is_valid !== true ||
        info.app_id !== config.appId ||
        typeof info.user_id !== 'string' ||
        // 0 means a token that does not expire (a long-lived page token); a user token always has a time.
        (typeof info.expires_at === 'number' && info.expires_at !== 0 && info.expires_at <= nowSeconds)
      ) {
        throw new DomainError('FACEBOOK_TOKEN_INVALID')
      }
      const proof = createHmac('sha256', config.appSecret).update(userToken).digest('hex')
      const me = await askProvider(
        `${base}/me?${new URLSearchParams({
          fields: 'id,name,email,picture.type(large)',
          access_token: userToken,
          appsecret_proof: proof,
        })}`,
      )
      if (providerTrouble(me)) throw new DomainError('SIGN_IN_PROVIDER_UNAVAILABLE')
      const person = me.body as Me | null
      if (me.status !== 200 || !person || person.id !== info.user_id) {
        throw new DomainError('FACEBOOK_TOKEN_INVALID')
      }
      return {
        subject: person.id,
        profile: {
          provider: 'facebook',
          display_name: person.name?.trim() || null,
          email: person.email?.trim().toLowerCase() || null,
          picture_url: person.picture?.data?.url ?? null,
        },
      }
    },
  }
}
export type FacebookAdapter = ReturnType<typeof createFacebookAdapter>
