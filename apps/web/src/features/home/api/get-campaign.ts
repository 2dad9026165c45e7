import { superquestCalls } from '@klass/contract/routes/superquest'
import { useQuery } from '@tanstack/react-query'
import type { landingPage } from '@klass/contract/superquest'
import type { z } from 'zod'
import { dataQuery } from '../../../lib/call'
import { servedData } from '../../../lib/served-data'
import { useSession } from '../../../lib/session'

export type CampaignLanding = z.infer<typeof landingPage>

/** GET /v2/api/superQuest/landingPage — the running SUPERQUEST season at a glance. A public call. */
export const campaignQuery = () => ({ ...dataQuery(superquestCalls.landingPage), staleTime: 5 * 60_000 })

/** A visitor's home carries the landing data in the page; a member's says where they stand, so they ask. */
export function useCampaign() {
  const { loggedIn } = useSession()
  return useQuery({
    ...campaignQuery(),
    initialData: () => (loggedIn ? undefined : servedData<CampaignLanding>('campaign')),
  })
}
