import { adminCampaignCalls } from '@klass/contract/routes/admin-campaign'
import type { EventInput } from '@klass/contract/admin-campaign'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call, callQuery, groupKeyOf } from '../../../lib/call'

/** GET /v2/api/admin/campaign/events — a page of events, latest first. */
export function useAdminEvents(page: number) {
  return useQuery({
    ...callQuery(adminCampaignCalls.events, { query: { page } }),
    placeholderData: keepPreviousData,
  })
}

/** GET …/events/:id/attendees — who holds a seat, with their codes and check-in. */
export function useAttendees(id: string, page: number) {
  return useQuery({
    ...callQuery(adminCampaignCalls.attendees, { params: { id }, query: { page } }),
    placeholderData: keepPreviousData,
  })
}

/** POST …/events (new) or PATCH …/events/:id (edit). */
export async function saveEvent({ id, body }: { id: string | null; body: EventInput }) {
  const saved = id
    ? await call(adminCampaignCalls.updateEvent, { params: { id }, body })
    : await call(adminCampaignCalls.createEvent, { body })
  return saved.data
}

/** POST …/events/:id/check-in — lets a member in by seat code or voucher code. */
export async function checkIn({ id, code }: { id: string; code: string }) {
  return (await call(adminCampaignCalls.checkIn, { params: { id }, body: { code } })).data
}

function useEventWrite<T, R>(write: (input: T) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeyOf(adminCampaignCalls.events) }),
  })
}
export const useSaveEvent = () => useEventWrite(saveEvent)
export const useCheckIn = () => useEventWrite(checkIn)
