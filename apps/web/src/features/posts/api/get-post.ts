import { postCalls } from '@klass/contract/routes/posts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PostDetail } from '@klass/contract/posts'
import { call, queryKeyOf } from '../../../lib/call'
import { servedData } from '../../../lib/served-data'
import { useSession } from '../../../lib/session'

/** GET /v2/api/post/show?id — the post with the member's own answer, summary and like (a read is counted). */
export async function getPost(id: number): Promise<PostDetail> {
  return (await call(postCalls.show, { query: { id } })).data
}

export const postQuery = (id: number, member: boolean) =>
  queryOptions({
    // The member's view differs from a visitor's (liked, answered, summarised).
    queryKey: [...queryKeyOf(postCalls.show, { id }), member ? 'member' : 'visitor'] as const,
    queryFn: () => getPost(id),
    staleTime: 60_000,
  })

/**
 * The served page may carry the post already (the server writes it into the HTML of /post/detail/{id}): it is
 * shown at once, and the call still runs to count the read and add the member's own state.
 */
export function readServedPost(id: number): PostDetail | undefined {
  const post = servedData<PostDetail>('post')
  return post?.id === id ? post : undefined
}

export function usePost(id: number) {
  const { loggedIn } = useSession()
  return useQuery({ ...postQuery(id, loggedIn), placeholderData: () => readServedPost(id) })
}
