import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PostAnswerResult, PostDetail, PostSummary } from '@klass/contract/posts'
import { api } from '../../../lib/api-client'
import { usePatchCached } from '../../../lib/patch-query'

type LikeResult = { id: number; liked: boolean; like_count: number }
type ShareResult = { id: number; url: string; share_count: number }
export type ShareChannel = 'facebook' | 'line' | 'copy'
type AnswerResult = PostAnswerResult & { balance: string; post_id: number }
type SummaryResult = PostSummary & { post_id: number; awarded: number; skill_balance: number }

const usePatchPost = (id: number) => usePatchCached<PostDetail>(['posts', 'detail', id])

/** POST /v2/api/post/like?id or /unlike?id. */
export function useLikePost(id: number) {
  const patch = usePatchPost(id)
  return useMutation({
    mutationFn: async (like: boolean) => {
      const path = like ? '/v2/api/post/like' : '/v2/api/post/unlike'
      return (await api.post<{ data: LikeResult }>(path, { query: { id } })).data
    },
    onSuccess: (result) => patch({ liked: result.liked, like_count: result.like_count }),
  })
}

/** POST /v2/api/post/share — records the share and answers the canonical address to share. */
export function useSharePost(id: number) {
  const patch = usePatchPost(id)
  return useMutation({
    mutationFn: async (channel: ShareChannel) =>
      (await api.post<{ data: ShareResult }>('/v2/api/post/share', { json: { id, channel } })).data,
    onSuccess: (result) => patch({ share_count: result.share_count }),
  })
}

/** POST /v2/api/post/answer — once per article; a right answer brings koins (the profile refreshes). */
export function useAnswerPost(id: number) {
  const patch = usePatchPost(id)
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (choice: number) =>
      (await api.post<{ data: AnswerResult }>('/v2/api/post/answer', { json: { id, choice } })).data,
    onSuccess: (result) => {
      patch({ answer: result })
      void client.invalidateQueries({ queryKey: ['user'] })
    },
  })
}

/** POST /v2/api/post/summarize — the first summary brings skill points; later ones only edit the text. */
export function useSummarizePost(id: number) {
  const patch = usePatchPost(id)
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (text: string) =>
      (await api.post<{ data: SummaryResult }>('/v2/api/post/summarize', { json: { id, text } })).data,
    onSuccess: (result) => {
      patch({ summary: result })
      void client.invalidateQueries({ queryKey: ['user'] })
    },
  })
}
