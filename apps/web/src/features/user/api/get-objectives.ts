import { queryOptions, useQuery } from '@tanstack/react-query'
import { userPaths } from '@klass/contract/user'
import type { ObjectiveResponse } from '@klass/contract/user'
import { api } from '../../../lib/api-client'

export type Objectives = ObjectiveResponse['data']

/** GET /v2/api/user/objective — the learning goals a member can choose, and the ones chosen. */
export async function getObjectives(): Promise<Objectives> {
  const { data } = await api.get<ObjectiveResponse>(userPaths.objective)
  return data
}

export const objectivesQuery = () =>
  queryOptions({ queryKey: ['user', 'objectives'] as const, queryFn: getObjectives, staleTime: 60_000 })

export function useObjectives() {
  return useQuery(objectivesQuery())
}
