import { userCalls } from '@klass/contract/routes/user'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { SignInProvider } from '@klass/contract/auth'
import type { SignInMethods } from '@klass/contract/user'
import { call, queryKeyOf } from '../../../lib/call'
import { facebookLogin, type FacebookApp } from '../../../lib/facebook-sdk'

const key = queryKeyOf(userCalls.identities)

/** GET /v2/api/user/identities — e-mail and password, and the providers linked. */
export function useSignInMethods() {
  return useQuery({ queryKey: key, queryFn: async () => (await call(userCalls.identities)).data })
}

/** Facebook Login, then POST /v2/api/user/identities/facebook; null when the person closed Facebook's window. */
export function useLinkFacebook() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (app: FacebookApp): Promise<SignInMethods | null> => {
      const token = await facebookLogin(app)
      if (!token) return null
      return (await call(userCalls.linkFacebook, { body: { access_token: token } })).data
    },
    onSuccess: (methods) => {
      if (methods) queryClient.setQueryData(key, methods)
    },
  })
}

/** DELETE /v2/api/user/identities/{provider}: refused when it would leave no way to sign in. */
export function useUnlinkProvider() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (provider: SignInProvider) =>
      (await call(userCalls.unlinkIdentity, { params: { provider } })).data,
    onSuccess: (methods) => queryClient.setQueryData(key, methods),
  })
}
