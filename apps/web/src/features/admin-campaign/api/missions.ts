import { adminCampaignCalls } from '@klass/contract/routes/admin-campaign'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { callQuery, dataQuery } from '../../../lib/call'

/** GET /v2/api/admin/campaign/missions — a page of missions with who joined and who took the reward. */
export function useAdminMissions(page: number) {
  return useQuery({
    ...callQuery(adminCampaignCalls.missions, { query: { page } }),
    placeholderData: keepPreviousData,
  })
}

/** GET /v2/api/admin/campaign/levels — each member level, its reward and how many claimed it. */
export function useAdminLevels() {
  return useQuery(dataQuery(adminCampaignCalls.levels))
}
