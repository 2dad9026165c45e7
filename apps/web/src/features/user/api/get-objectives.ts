import { userCalls } from '@klass/contract/routes/user'
import { useQuery } from '@tanstack/react-query'
import type { ObjectiveResponse } from '@klass/contract/user'
import { call, dataQuery } from '../../../lib/call'

export type Objectives = ObjectiveResponse['data']

/** GET /v2/api/user/objective — the learning goals a member can choose, and the ones chosen. */
export async function getObjectives(): Promise<Objectives> {
  const { data } = await call(userCalls.objective)
  return data
}

export const objectivesQuery = () => ({ ...dataQuery(userCalls.objective), staleTime: 60_000 })

export function useObjectives() {
  return useQuery(objectivesQuery())
}
