import { adminCampaignCalls } from '@klass/contract/routes/admin-campaign'
import type { KrazyDayInput } from '@klass/contract/admin-campaign'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call, callQuery, dataQuery, groupKeyOf } from '../../../lib/call'

/** GET /v2/api/admin/campaign/krazy-days — a page of krazy days, latest first. */
export const krazyDaysQuery = (page: number) => callQuery(adminCampaignCalls.krazyDays, { query: { page } })
export function useKrazyDays(page: number) {
  return useQuery({ ...krazyDaysQuery(page), placeholderData: keepPreviousData })
}

/** GET /v2/api/admin/campaign/options — campaigns, gifts and what missions count, for the forms. */
export function useCampaignOptions() {
  return useQuery(dataQuery(adminCampaignCalls.options))
}

/** POST /v2/api/admin/campaign/krazy-days (new) or PATCH …/krazy-days/:id (edit). */
export async function saveKrazyDay({ id, body }: { id: string | null; body: KrazyDayInput }) {
  const saved = id
    ? await call(adminCampaignCalls.updateKrazyDay, { params: { id }, body })
    : await call(adminCampaignCalls.createKrazyDay, { body })
  return saved.data
}

export function useSaveKrazyDay() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveKrazyDay,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeyOf(adminCampaignCalls.krazyDays) }),
  })
}
