import { queryOptions, useQuery } from '@tanstack/react-query'
import { superquestPaths, type rulesResponse } from '@klass/contract/superquest'
import type { z } from 'zod'
import { api } from '../../../lib/api-client'

export type CampaignRules = z.infer<typeof rulesResponse>['data']

/** GET /v2/api/superQuest/rules — the campaign's rules (public; SPEC 7: sent without a token). */
export async function getRules(): Promise<CampaignRules> {
  const { data } = await api.get<{ data: CampaignRules }>(superquestPaths.rules, { auth: false })
  return data
}

export const rulesQuery = () =>
  queryOptions({ queryKey: ['superquest', 'rules'] as const, queryFn: getRules })

export function useRules() {
  return useQuery(rulesQuery())
}
