import { useMutation, useQueryClient } from '@tanstack/react-query'
import { superquestPaths, type Mission } from '@klass/contract/superquest'
import { api } from '../../../lib/api-client'

/** POST /v2/api/superQuest/joinMission — progress counts from what the member does after joining. */
export async function joinMission(id: string): Promise<Mission> {
  const { data } = await api.post<{ data: Mission }>(superquestPaths.joinMission, { json: { id } })
  return data
}

export function useJoinMission() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: joinMission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['superquest'] }),
  })
}
