import { superquestCalls } from '@klass/contract/routes/superquest'
import { useQuery } from '@tanstack/react-query'
import type { landingPage } from '@klass/contract/superquest'
import type { z } from 'zod'
import { dataQuery } from '../../../lib/call'

export type CampaignLanding = z.infer<typeof landingPage>

/** GET /v2/api/superQuest/landingPage — the running SUPERQUEST season at a glance. A public call. */
export const campaignQuery = () => ({ ...dataQuery(superquestCalls.landingPage), staleTime: 5 * 60_000 })

export function useCampaign() {
  return useQuery(campaignQuery())
}
