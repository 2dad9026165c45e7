import { superquestCalls } from '@klass/contract/routes/superquest'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Mission } from '@klass/contract/superquest'
import { call, groupKeyOf } from '../../../lib/call'

/** POST /v2/api/superQuest/joinMission — progress counts from what the member does after joining. */
export async function joinMission(id: string): Promise<Mission> {
  return (await call(superquestCalls.joinMission, { body: { id } })).data
}

export function useJoinMission() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: joinMission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeyOf(superquestCalls.joinMission) }),
  })
}
