import { createHash } from 'node:crypto'
import { jwtVerify } from 'jose'
import type { ProviderProfile } from '@klass/contract/auth'
import type { Config } from '../../config'
import type { Clock } from '../clock'
import { DomainError } from '../domain-error'
import { askProvider, providerTrouble } from './http'

export const LINE_ISSUER = 'https://access.line.me'

export type LinePerson = { subject: string; profile: ProviderProfile }

/** PKCE (RFC 7636): the challenge sent to LINE for a verifier kept on the server. */
export function codeChallengeOf(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url')
}

/**
 * LINE Login v2.1 (OpenID Connect): the authorization URL with state, nonce and a PKCE challenge; the code
 * exchanged on the server with the channel secret and the verifier; the ID token checked here (HS256 with
 * the channel secret, issuer, audience = our channel, expiry by our clock, nonce).
 */
export function createLineLoginAdapter(config: NonNullable<Config['lineLogin']>, clock: Clock) {
  const secret = new TextEncoder().encode(config.channelSecret)
  return {
    authorizeUrl(flow: {
      state: string
      nonce: string
      codeVerifier: string
      redirectUri: string
      /** Linking: LINE offers to add the Official Account as a friend on its consent screen. */
      offerFriend: boolean
    }): string {
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: config.channelId,
        redirect_uri: flow.redirectUri,
        state: flow.state,
        scope: 'openid profile email',
        nonce: flow.nonce,
        code_challenge: codeChallengeOf(flow.codeVerifier),
        code_challenge_method: 'S256',
        ui_locales: 'th-TH',
      })
      if (flow.offerFriend) query.set('bot_prompt', 'aggressive')
      return `${config.authorizeUrl}?${query}`
    },

    async signIn(flow: { code: string; redirectUri: string; codeVerifier: string; nonce: string }) {
      const answer = await askProvider(`${config.apiUrl}/oauth2/v2.1/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: flow.code,
          redirect_uri: flow.redirectUri,
          client_id: config.channelId,
          client_secret: config.channelSecret,
          code_verifier: flow.codeVerifier,
        }),
      })
      if (providerTrouble(answer)) throw new DomainError('SIGN_IN_PROVIDER_UNAVAILABLE')
      const idToken = (answer.body as { id_token?: unknown } | null)?.id_token
      // A used, expired or foreign code: LINE answers 400 invalid_grant.
      if (answer.status !== 200 || typeof idToken !== 'string') throw new DomainError('LINE_SIGN_IN_FAILED')
      let claims: Record<string, unknown>
      try {
        ;({ payload: claims } = await jwtVerify(idToken, secret, {
          issuer: LINE_ISSUER,
          audience: config.channelId,
          algorithms: ['HS256'],
          currentDate: clock.now(),
        }))
      } catch {
        throw new DomainError('LINE_SIGN_IN_FAILED')
      }
      if (claims.nonce !== flow.nonce || typeof claims.sub !== 'string' || !claims.sub) {
        throw new DomainError('LINE_SIGN_IN_FAILED')
      }
      const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)
      return {
        subject: claims.sub,
        profile: {
          provider: 'line',
          display_name: text(claims.name),
          email: text(claims.email)?.toLowerCase() ?? null,
          picture_url: text(claims.picture),
        },
      } satisfies LinePerson
    },
  }
}
export type LineLoginAdapter = ReturnType<typeof createLineLoginAdapter>
