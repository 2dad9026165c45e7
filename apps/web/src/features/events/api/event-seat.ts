import { useMutation, useQueryClient } from '@tanstack/react-query'
import { eventPaths, type EventDetail } from '@klass/contract/events'
import { api } from '../../../lib/api-client'
import { useKoinBalanceUpdate } from '../../../lib/koin-balance'
import { eventQuery } from './get-event'

type SeatAnswer = { event: EventDetail; koin: string }

/** POST /v2/api/event/join?id&useVoucher — takes a seat for koins, an event voucher, or free. */
export async function joinEvent({
  id,
  useVoucher,
}: {
  id: string
  useVoucher: boolean
}): Promise<SeatAnswer> {
  const { data } = await api.post<{ data: SeatAnswer }>(eventPaths.join, { query: { id, useVoucher } })
  return data
}

/** POST /v2/api/event/cancel?id — gives the seat back before the start; koins or the voucher return. */
export async function cancelEvent(id: string): Promise<SeatAnswer> {
  const { data } = await api.post<{ data: SeatAnswer }>(eventPaths.cancel, { query: { id } })
  return data
}

/** Join and cancel answer the event as the member now sees it and their koins: both are shown at once. */
function useSeatMutation<T>(call: (input: T) => Promise<SeatAnswer>) {
  const queryClient = useQueryClient()
  const updateKoin = useKoinBalanceUpdate()
  return useMutation({
    mutationFn: call,
    onSuccess: ({ event, koin }) => {
      queryClient.setQueryData(eventQuery(event.id).queryKey, event)
      updateKoin(koin)
      void queryClient.invalidateQueries({ queryKey: ['events', 'month'] })
    },
  })
}

export const useJoinEvent = () => useSeatMutation(joinEvent)
export const useCancelEvent = () => useSeatMutation(cancelEvent)
