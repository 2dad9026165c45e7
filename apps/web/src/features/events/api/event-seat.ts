import { eventCalls } from '@klass/contract/routes/events'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { EventDetail } from '@klass/contract/events'
import { call, queryKeyOf } from '../../../lib/call'
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
  // The query carries the flag as text: 'true' or 'false', as the server reads it.
  return (await call(eventCalls.join, { query: { id, useVoucher: useVoucher ? 'true' : 'false' } })).data
}

/** POST /v2/api/event/cancel?id — gives the seat back before the start; koins or the voucher return. */
export async function cancelEvent(id: string): Promise<SeatAnswer> {
  return (await call(eventCalls.cancel, { query: { id } })).data
}

/** Join and cancel answer the event as the member now sees it and their koins: both are shown at once. */
function useSeatMutation<T>(send: (input: T) => Promise<SeatAnswer>) {
  const queryClient = useQueryClient()
  const updateKoin = useKoinBalanceUpdate()
  return useMutation({
    mutationFn: send,
    onSuccess: ({ event, koin }) => {
      queryClient.setQueryData(eventQuery(event.id).queryKey, event)
      updateKoin(koin)
      // Every month's list (and the months after an empty one) shows whether the member joined.
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(eventCalls.upcoming) })
    },
  })
}

export const useJoinEvent = () => useSeatMutation(joinEvent)
export const useCancelEvent = () => useSeatMutation(cancelEvent)
