import { superquestCalls } from '@klass/contract/routes/superquest'
import { useQuery } from '@tanstack/react-query'
import type { rulesResponse } from '@klass/contract/superquest'
import type { z } from 'zod'
import { call, dataQuery } from '../../../lib/call'

export type CampaignRules = z.infer<typeof rulesResponse>['data']

/** GET /v2/api/superQuest/rules — the campaign's rules (public; SPEC 7: sent without a token). */
export async function getRules(): Promise<CampaignRules> {
  return (await call(superquestCalls.rules)).data
}

export const rulesQuery = () => dataQuery(superquestCalls.rules)

export function useRules() {
  return useQuery(rulesQuery())
}
