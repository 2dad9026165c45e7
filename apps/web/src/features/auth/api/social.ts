import { authCalls } from '@klass/contract/routes/auth'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProviderProfile, TokenResponse } from '@klass/contract/auth'
import { call } from '../../../lib/call'
import { deviceHeaders } from '../../../lib/device-id'
import { currentUserQuery } from '../../../lib/current-user'
import { facebookLogin, type FacebookApp } from '../../../lib/facebook-sdk'
import { saveTokens } from '../../../lib/session'

export type SocialRegisterInput = {
  email: string
  display_name: string
  birth_date: string
  accept_terms: boolean
  marketing_consent: boolean
  /** Issue 19: asked when the birth date makes the member younger than 20. */
  guardian_email?: string
}

/** What pressing the Facebook button led to: signed in, a newcomer to register, or nothing (closed). */
export type FacebookOutcome =
  | { kind: 'signed-in' }
  | { kind: 'register'; token: string; profile: ProviderProfile }
  | { kind: 'cancelled' }

/**
 * Facebook Login, then GET /v2/api/register/facebookDetail with Facebook's token as the Bearer value: a
 * member signs in through POST /v2/api/register/facebook; a newcomer goes on to the registration form.
 */
export function useFacebookSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (app: FacebookApp): Promise<FacebookOutcome> => {
      const token = await facebookLogin(app)
      if (!token) return { kind: 'cancelled' }
      const { data } = await call(authCalls.facebookDetail, undefined, { bearer: token })
      if (!data.registered) return { kind: 'register', token, profile: data.profile }
      saveTokens(await call(authCalls.registerFacebook, { body: { facebook_token: token } }))
      await queryClient.fetchQuery(currentUserQuery())
      return { kind: 'signed-in' }
    },
  })
}

/** POST /v2/api/register/line or /v2/api/register/facebook (multipart) → 201 with tokens. */
export function useSocialRegister() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (
      input: SocialRegisterInput &
        ({ provider: 'line'; ticket: string } | { provider: 'facebook'; token: string }),
    ) => {
      const fields = {
        email: input.email,
        display_name: input.display_name,
        birth_date: input.birth_date,
        accept_terms: input.accept_terms,
        marketing_consent: input.marketing_consent,
        guardian_email: input.guardian_email || undefined,
      }
      // Issue 19: registrations are limited per device as well as per address.
      const device = { headers: deviceHeaders() }
      const tokens: TokenResponse =
        input.provider === 'line'
          ? await call(authCalls.registerLine, { body: { ...fields, signup_ticket: input.ticket } }, device)
          : await call(
              authCalls.registerFacebook,
              { body: { ...fields, facebook_token: input.token } },
              device,
            )
      saveTokens(tokens)
      return queryClient.fetchQuery(currentUserQuery())
    },
  })
}
