import { videoCalls } from '@klass/contract/routes/video'
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import type { VideoDetail } from '@klass/contract/video'
import { call, callQuery, queryKeyOf } from '../../../lib/call'
import { usePatchCached } from '../../../lib/patch-query'
import { useSession } from '../../../lib/session'

export const VIDEO_PAGE_SIZE = 12

/** GET /v2/api/video?page — published videos, newest first. */
export function useVideos(page: number) {
  return useQuery({
    ...callQuery(videoCalls.list, { query: { page, limit: VIDEO_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  })
}

/** GET /v2/api/video/detail?id — the video, whether the member likes it, and related videos. */
export function useVideo(id: number) {
  const { loggedIn } = useSession()
  return useQuery(
    queryOptions({
      // The member's view differs from a visitor's (liked, viewed today).
      queryKey: [...queryKeyOf(videoCalls.detail, { id }), loggedIn ? 'member' : 'visitor'] as const,
      queryFn: async () => (await call(videoCalls.detail, { query: { id } })).data,
    }),
  )
}

/** Every cached copy of the video (the member's and the visitor's view). */
const usePatchVideo = (id: number) => usePatchCached<VideoDetail>(queryKeyOf(videoCalls.detail, { id }))

/** POST /v2/api/video/view?id — counted once a day per member when they press play. */
export function useCountView(id: number) {
  const patch = usePatchVideo(id)
  return useMutation({
    mutationFn: async () => (await call(videoCalls.view, { query: { id } })).data,
    onSuccess: (result) => patch({ view_count: result.view_count, viewed_today: true }),
  })
}

/** POST /v2/api/video/like?id or /unlike?id — opposite actions (SPEC 4). */
export function useLikeVideo(id: number) {
  const patch = usePatchVideo(id)
  return useMutation({
    mutationFn: async (like: boolean) =>
      (like
        ? await call(videoCalls.like, { query: { id } })
        : await call(videoCalls.unlike, { query: { id } })
      ).data,
    onSuccess: (result) => patch({ liked: result.liked, like_count: result.like_count }),
  })
}
