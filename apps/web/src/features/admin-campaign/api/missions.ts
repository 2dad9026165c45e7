import { adminCampaignCalls } from '@klass/contract/routes/admin-campaign'
import type { LevelInput, MissionInput } from '@klass/contract/admin-campaign'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call, callQuery, dataQuery, groupKeyOf } from '../../../lib/call'

/** GET /v2/api/admin/campaign/missions — a page of missions with who joined and who took the reward. */
export function useAdminMissions(page: number) {
  return useQuery({
    ...callQuery(adminCampaignCalls.missions, { query: { page } }),
    placeholderData: keepPreviousData,
  })
}

/** GET /v2/api/admin/campaign/levels — each member level, its reward and how many claimed it. */
export function useAdminLevels() {
  return useQuery(dataQuery(adminCampaignCalls.levels))
}

/** POST …/missions (new) or PATCH …/missions/:id (edit): the mission and its reward. */
export async function saveMission({ id, body }: { id: string | null; body: MissionInput }) {
  const saved = id
    ? await call(adminCampaignCalls.updateMission, { params: { id }, body })
    : await call(adminCampaignCalls.createMission, { body })
  return saved.data
}

/** PATCH …/levels/:level — the level's description and reward. */
export async function saveLevel({ level, body }: { level: number; body: LevelInput }) {
  return (await call(adminCampaignCalls.updateLevel, { params: { level }, body })).data
}

export function useSaveMission() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveMission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeyOf(adminCampaignCalls.missions) }),
  })
}

export function useSaveLevel() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveLevel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeyOf(adminCampaignCalls.levels) }),
  })
}
