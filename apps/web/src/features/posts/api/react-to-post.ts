import { postCalls } from '@klass/contract/routes/posts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PostDetail, PostReportReason } from '@klass/contract/posts'
import { call, queryKeyOf } from '../../../lib/call'
import { usePatchCached } from '../../../lib/patch-query'

export type ShareChannel = 'facebook' | 'line' | 'copy'

/** Every cached copy of the post (the member's and the visitor's view). */
const usePatchPost = (id: number) => usePatchCached<PostDetail>(queryKeyOf(postCalls.show, { id }))

/** POST /v2/api/post/like?id or /unlike?id. */
export function useLikePost(id: number) {
  const patch = usePatchPost(id)
  return useMutation({
    mutationFn: async (like: boolean) =>
      (like ? await call(postCalls.like, { query: { id } }) : await call(postCalls.unlike, { query: { id } }))
        .data,
    onSuccess: (result) => patch({ liked: result.liked, like_count: result.like_count }),
  })
}

/** POST /v2/api/post/share — records the share and answers the canonical address to share. */
export function useSharePost(id: number) {
  const patch = usePatchPost(id)
  return useMutation({
    mutationFn: async (channel: ShareChannel) =>
      (await call(postCalls.share, { body: { id, channel } })).data,
    onSuccess: (result) => patch({ share_count: result.share_count }),
  })
}

/** POST /v2/api/post/answer — once per article; a right answer brings koins (the profile refreshes). */
export function useAnswerPost(id: number) {
  const patch = usePatchPost(id)
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (choice: number) => (await call(postCalls.answer, { body: { id, choice } })).data,
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
    mutationFn: async (text: string) => (await call(postCalls.summarize, { body: { id, text } })).data,
    onSuccess: (result) => {
      patch({ summary: result })
      void client.invalidateQueries({ queryKey: ['user'] })
    },
  })
}

/** POST /v2/api/post/report — once per member and post; reports from several members hide it for review. */
export function useReportPost(id: number) {
  return useMutation({
    mutationFn: async (report: { reason: PostReportReason; detail: string }) =>
      (
        await call(postCalls.report, {
          body: { id, reason: report.reason, ...(report.detail ? { detail: report.detail } : {}) },
        })
      ).data,
  })
}
