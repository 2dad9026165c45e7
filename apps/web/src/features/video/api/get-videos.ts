import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import type { Page } from '@klass/contract/envelope'
import type { VideoCard, VideoDetail } from '@klass/contract/video'
import { api } from '../../../lib/api-client'
import { usePatchCached } from '../../../lib/patch-query'
import { useSession } from '../../../lib/session'

export const VIDEO_PAGE_SIZE = 12

/** GET /v2/api/video?page — published videos, newest first. */
export function useVideos(page: number) {
  return useQuery({
    queryKey: ['video', 'list', page] as const,
    queryFn: () => api.get<Page<VideoCard>>('/v2/api/video', { query: { page, limit: VIDEO_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  })
}

/** GET /v2/api/video/detail?id — the video, whether the member likes it, and related videos. */
export function useVideo(id: number) {
  const { loggedIn } = useSession()
  return useQuery({
    queryKey: ['video', 'detail', id, loggedIn ? 'member' : 'visitor'] as const,
    queryFn: async () =>
      (await api.get<{ data: VideoDetail }>('/v2/api/video/detail', { query: { id } })).data,
  })
}

const usePatchVideo = (id: number) => usePatchCached<VideoDetail>(['video', 'detail', id])

/** POST /v2/api/video/view?id — counted once a day per member when they press play. */
export function useCountView(id: number) {
  const patch = usePatchVideo(id)
  return useMutation({
    mutationFn: async () =>
      (
        await api.post<{ data: { id: number; counted: boolean; view_count: number } }>('/v2/api/video/view', {
          query: { id },
        })
      ).data,
    onSuccess: (result) => patch({ view_count: result.view_count, viewed_today: true }),
  })
}

/** POST /v2/api/video/like?id or /unlike?id — opposite actions (SPEC 4). */
export function useLikeVideo(id: number) {
  const patch = usePatchVideo(id)
  return useMutation({
    mutationFn: async (like: boolean) =>
      (
        await api.post<{ data: { id: number; liked: boolean; like_count: number } }>(
          like ? '/v2/api/video/like' : '/v2/api/video/unlike',
          { query: { id } },
        )
      ).data,
    onSuccess: (result) => patch({ liked: result.liked, like_count: result.like_count }),
  })
}
