import { useMutation, useQueryClient } from '@tanstack/react-query'
import { authPaths, type TokenResponse } from '@klass/contract/auth'
import { api } from '../../../lib/api-client'
import { currentUserQuery } from '../../../lib/current-user'
import { saveTokens } from '../../../lib/session'

export type RegisterInput = {
  email: string
  password: string
  display_name: string
  birth_date: string
  accept_terms: boolean
  marketing_consent: boolean
  captcha_token?: string
}

/** POST /v2/api/register (multipart) → 201 with tokens. The avatar is chosen on the next step, /register/profile. */
export function register(input: RegisterInput): Promise<TokenResponse> {
  const form = new FormData()
  form.set('email', input.email)
  form.set('password', input.password)
  form.set('display_name', input.display_name)
  form.set('birth_date', input.birth_date)
  form.set('accept_terms', String(input.accept_terms))
  form.set('marketing_consent', String(input.marketing_consent))
  if (input.captcha_token) form.set('captcha_token', input.captcha_token)
  return api.post<TokenResponse>(authPaths.register, { multipart: form, auth: false })
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
