import { queryOptions, useQuery } from '@tanstack/react-query'
import type { landingPage } from '@klass/contract/superquest'
import type { z } from 'zod'
import { api } from '../../../lib/api-client'

export type CampaignLanding = z.infer<typeof landingPage>

/** GET /v2/api/superQuest/landingPage — the running SUPERQUEST season at a glance. A public call. */
export const campaignQuery = () =>
  queryOptions({
    queryKey: ['home', 'campaign'] as const,
    queryFn: async () =>
      (await api.get<{ data: CampaignLanding }>('/v2/api/superQuest/landingPage', { auth: false })).data,
    staleTime: 5 * 60_000,
  })

export function useCampaign() {
  return useQuery(campaignQuery())
}
