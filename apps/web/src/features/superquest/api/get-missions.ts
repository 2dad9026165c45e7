import { queryOptions, useQuery } from '@tanstack/react-query'
import { superquestPaths, type Mission } from '@klass/contract/superquest'
import { api } from '../../../lib/api-client'

/**
 * The member's three mission lists, one call each: every mission of the campaign (missions), the ones they
 * joined with progress (joinMissions), and their rewards, redeemable first (joinMissionRewards).
 */
export type MissionList = 'all' | 'joined' | 'rewards'

const listPaths: Record<MissionList, string> = {
  all: superquestPaths.missions,
  joined: superquestPaths.joinMissions,
  rewards: superquestPaths.joinMissionRewards,
}

export async function getMissions(list: MissionList): Promise<Mission[]> {
  const { data } = await api.get<{ data: Mission[] }>(listPaths[list])
  return data
}

export const missionsQuery = (list: MissionList) =>
  queryOptions({ queryKey: ['superquest', 'missions', list] as const, queryFn: () => getMissions(list) })

export function useMissions(list: MissionList) {
  return useQuery(missionsQuery(list))
}
