import { authCalls } from '@klass/contract/routes/auth'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TokenResponse } from '@klass/contract/auth'
import { call } from '../../../lib/call'
import { currentUserQuery } from '../../../lib/current-user'
import { deviceHeaders } from '../../../lib/device-id'
import { saveTokens } from '../../../lib/session'

export type RegisterInput = {
  email: string
  password: string
  display_name: string
  birth_date: string
  accept_terms: boolean
  marketing_consent: boolean
  /** Issue 19: asked when the birth date makes the member younger than 20. */
  guardian_email?: string
  captcha_token?: string
}

/** POST /v2/api/register (multipart) → 201 with tokens. The avatar is chosen on the next step, /register/profile. */
export function register(input: RegisterInput): Promise<TokenResponse> {
  // Multipart: the booleans travel as 'true' / 'false'; an empty captcha token is left out.
  return call(
    authCalls.register,
    {
      body: {
        email: input.email,
        password: input.password,
        display_name: input.display_name,
        birth_date: input.birth_date,
        accept_terms: input.accept_terms,
        marketing_consent: input.marketing_consent,
        guardian_email: input.guardian_email || undefined,
        captcha_token: input.captcha_token || undefined,
      },
    },
    // Issue 19: registrations are limited per device as well as per address.
    { headers: deviceHeaders() },
  )
}

export function useRegister() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: RegisterInput) => {
      saveTokens(await register(input))
      return queryClient.fetchQuery(currentUserQuery())
    },
  })
}
