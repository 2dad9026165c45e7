import { roboCalls } from '@klass/contract/routes/robo'
import type { GoalInput } from '@klass/contract/robo'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call, queryKeyOf } from '../../../lib/call'

/**
 * A goal worked out for a plan: the future value, the monthly amount that reaches the target, the chance of
 * reaching it and the p5–p95 fan. A POST that changes nothing, so it is read like a query keyed by its body.
 */
export const targetValueQuery = (body: GoalInput) =>
  queryOptions({
    queryKey: [...queryKeyOf(roboCalls.calculateTargetValue), body],
    queryFn: async ({ signal }) => (await call(roboCalls.calculateTargetValue, { body }, { signal })).data,
  })

/** The last projection stays on screen while the next one is worked out. */
export function useTargetValue(body: GoalInput | null) {
  return useQuery({
    ...targetValueQuery(body ?? { planId: 1, target: '0', years: 1, initial: '0', monthly: '0' }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  })
}
