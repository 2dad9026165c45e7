import { roboCalls } from '@klass/contract/routes/robo'
import { useQueries, useQuery } from '@tanstack/react-query'
import { dataQuery } from '../../../lib/call'

/** A model plan (1–5): its practice funds and weights, and the return and volatility of three years of NAV. */
export const planQuery = (id: number) => dataQuery(roboCalls.plan, { params: { id } })

export function usePlan(id: number | null) {
  return useQuery({ ...planQuery(id ?? 1), enabled: id !== null })
}

/** Several plans at once: the plans a member may move an account to. */
export function usePlans(ids: readonly number[]) {
  return useQueries({ queries: ids.map((id) => planQuery(id)) })
}
