import { authCalls } from '@klass/contract/routes/auth'
import { lineCalls } from '@klass/contract/routes/line'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ProviderProfile } from '@klass/contract/auth'
import type { LineSettings, ReminderKind } from '@klass/contract/line'
import { call, queryKeyOf } from '../../../lib/call'
import { currentUserQuery } from '../../../lib/current-user'
import { saveTokens, useSession } from '../../../lib/session'

let leaving: Promise<void> | null = null

/**
 * POST /v2/api/line/authorize, then off to LINE Login (the server keeps the state, nonce and PKCE verifier and
 * binds them to this browser with a cookie). Started once, however often a page asks while it is leaving.
 */
export function goToLine(purpose: 'login' | 'link'): Promise<void> {
  leaving ??= call(lineCalls.authorize, { body: { purpose } }).then(
    ({ data }) => window.location.assign(data.url),
    (error: unknown) => {
      leaving = null
      throw error
    },
  )
  return leaving
}

export type LineLoginOutcome =
  { kind: 'signed-in' } | { kind: 'register'; ticket: string; profile: ProviderProfile }

/** POST /api/login/line?token — LINE's code back at /line: a member signs in, a newcomer gets a ticket. */
export function useLineLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ code, state }: { code: string; state: string }): Promise<LineLoginOutcome> => {
      const answer = await call(authCalls.loginLine, { query: { token: code }, body: { state } })
      if ('access_token' in answer) {
        saveTokens(answer)
        await queryClient.fetchQuery(currentUserQuery())
        return { kind: 'signed-in' }
      }
      return { kind: 'register', ticket: answer.data.signup_ticket, profile: answer.data.profile }
    },
  })
}

export const lineSettingsQuery = () =>
  queryOptions({
    queryKey: queryKeyOf(lineCalls.settings),
    queryFn: async () => (await call(lineCalls.settings)).data,
  })

export function useLineSettings() {
  const { loggedIn } = useSession()
  return useQuery({ ...lineSettingsQuery(), enabled: loggedIn })
}

/** POST /v2/api/line/link — never resent (SPEC 8). */
export function useLinkLine() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: { code: string; state: string }) =>
      (await call(lineCalls.link, { body: input })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(lineCalls.settings) }),
  })
}

export function useUpdateReminders() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (reminders: Partial<Record<ReminderKind, boolean>>) =>
      (await call(lineCalls.updateSettings, { body: { reminders } })).data,
    onSuccess: (settings: LineSettings) => queryClient.setQueryData(lineSettingsQuery().queryKey, settings),
  })
}
