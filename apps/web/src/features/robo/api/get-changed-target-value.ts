import { roboCalls } from '@klass/contract/routes/robo'
import type { ChangedTargetBody } from '@klass/contract/robo'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call, queryKeyOf } from '../../../lib/call'

/** An open account's goal as it stands and with the member's changes (target, years from today, monthly). */
export const changedTargetQuery = (body: ChangedTargetBody) =>
  queryOptions({
    queryKey: [...queryKeyOf(roboCalls.getChangedTargetValue), body],
    queryFn: async ({ signal }) => (await call(roboCalls.getChangedTargetValue, { body }, { signal })).data,
  })

export function useChangedTarget(body: ChangedTargetBody | null) {
  return useQuery({
    ...changedTargetQuery(body ?? { accountId: '' }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  })
}
