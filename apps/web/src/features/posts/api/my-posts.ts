import { postCalls } from '@klass/contract/routes/posts'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call, callQuery, groupKeyOf } from '../../../lib/call'

/** GET /v2/api/post/myPosts?page&limit — drafts and published posts, last edited first. */
export const myPostsQuery = (page: number, limit: number) => ({
  ...callQuery(postCalls.myPosts, { query: { page, limit } }),
  placeholderData: keepPreviousData,
})

export function useMyPosts(page: number, limit: number) {
  return useQuery(myPostsQuery(page, limit))
}

/** POST /v2/api/post/delete — the id in the body. */
export function useDeletePost() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => call(postCalls.delete, { body: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: groupKeyOf(postCalls.delete) }),
  })
}
