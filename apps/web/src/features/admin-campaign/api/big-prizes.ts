import { adminCampaignCalls } from '@klass/contract/routes/admin-campaign'
import type { BigPrizeInput } from '@klass/contract/admin-campaign'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call, callQuery, groupKeyOf } from '../../../lib/call'

/** GET /v2/api/admin/campaign/big-prizes — every draw with its commitment and result. */
export function useBigPrizes(page: number) {
  return useQuery({
    ...callQuery(adminCampaignCalls.bigPrizes, { query: { page } }),
    placeholderData: keepPreviousData,
  })
}

/** POST …/big-prizes (new) or PATCH …/big-prizes/:id (edit): the prize and the terms of its draw. */
export async function saveBigPrize({ id, body }: { id: string | null; body: BigPrizeInput }) {
  const saved = id
    ? await call(adminCampaignCalls.updateBigPrize, { params: { id }, body })
    : await call(adminCampaignCalls.createBigPrize, { body })
  return saved.data
}

/** POST …/big-prizes/:id/commitment — publishes SHA-256 of the secret seed, once, before entries open. */
export async function commitBigPrize({ id, commitment }: { id: string; commitment: string }) {
  return (await call(adminCampaignCalls.commitBigPrize, { params: { id }, body: { commitment } })).data
}

/** POST …/big-prizes/:id/draw — reveals the seed and draws, once. */
export async function drawBigPrize({ id, seed }: { id: string; seed: string }) {
  return (await call(adminCampaignCalls.drawBigPrize, { params: { id }, body: { seed } })).data
}

function useBigPrizeWrite<T, R>(write: (input: T) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeyOf(adminCampaignCalls.bigPrizes) }),
  })
}
export const useCommitBigPrize = () => useBigPrizeWrite(commitBigPrize)
export const useDrawBigPrize = () => useBigPrizeWrite(drawBigPrize)
export const useSaveBigPrize = () => useBigPrizeWrite(saveBigPrize)
