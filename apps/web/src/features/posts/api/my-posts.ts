import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Page } from '@klass/contract/envelope'
import type { PostCard } from '@klass/contract/posts'
import { api } from '../../../lib/api-client'

/** GET /v2/api/post/myPosts?page&limit — drafts and published posts, last edited first. */
export const myPostsQuery = (page: number, limit: number) =>
  queryOptions({
    queryKey: ['posts', 'mine', { page, limit }] as const,
    queryFn: () => api.get<Page<PostCard>>('/v2/api/post/myPosts', { query: { page, limit } }),
    placeholderData: keepPreviousData,
  })

export function useMyPosts(page: number, limit: number) {
  return useQuery(myPostsQuery(page, limit))
}

/** POST /v2/api/post/delete — the id in the body. */
export function useDeletePost() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.post('/v2/api/post/delete', { json: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['posts'] }),
  })
}
