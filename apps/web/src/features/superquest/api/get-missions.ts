import { superquestCalls } from '@klass/contract/routes/superquest'
import { useQuery } from '@tanstack/react-query'
import type { Mission } from '@klass/contract/superquest'
import { call, dataQuery } from '../../../lib/call'

/**
 * The member's three mission lists, one call each: every mission of the campaign (missions), the ones they
 * joined with progress (joinMissions), and their rewards, redeemable first (joinMissionRewards).
 */
export type MissionList = 'all' | 'joined' | 'rewards'

const listCalls = {
  all: superquestCalls.missions,
  joined: superquestCalls.joinMissions,
  rewards: superquestCalls.joinMissionRewards,
} as const satisfies Record<MissionList, unknown>

export async function getMissions(list: MissionList): Promise<Mission[]> {
  return (await call(listCalls[list])).data
}

export const missionsQuery = (list: MissionList) => dataQuery(listCalls[list])

export function useMissions(list: MissionList, enabled = true) {
  return useQuery({ ...missionsQuery(list), enabled })
}
