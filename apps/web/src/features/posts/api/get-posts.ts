import { postCalls } from '@klass/contract/routes/posts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Page } from '@klass/contract/envelope'
import type { PostCard, PostOrder, PostSection, PostType } from '@klass/contract/posts'
import { call, dataQuery, queryKeyOf } from '../../../lib/call'

export const POSTS_PAGE_SIZE = 12

/** GET /v2/api/post?type — a club's story, tags and featured posts. */
export async function getPostSection(type: PostType): Promise<PostSection> {
  return (await call(postCalls.section, { query: { type } })).data
}

export const postSectionQuery = (type: PostType) => dataQuery(postCalls.section, { query: { type } })

export function usePostSection(type: PostType) {
  return useQuery(postSectionQuery(type))
}

export type PostListParams = { type: PostType; order: PostOrder; keyword: string; page: number }

/** The call a list of posts makes: with a keyword the search (Thai words inside text), otherwise the list. */
function listCallOf(params: PostListParams) {
  const keyword = params.keyword.trim()
  if (keyword) {
    return {
      search: true as const,
      query: { type: params.type, keyword, page: params.page, limit: POSTS_PAGE_SIZE },
    }
  }
  return {
    search: false as const,
    query: { type: params.type, order: params.order, page: params.page, limit: POSTS_PAGE_SIZE },
  }
}

/**
 * GET /v2/api/post/detail (ordered list) or, with a keyword, GET /v2/api/post/search: the server finds Thai
 * words inside text, which a client could not do with spaces.
 */
export function getPostList(params: PostListParams): Promise<Page<PostCard>> {
  const list = listCallOf(params)
  return list.search
    ? call(postCalls.search, { query: list.query })
    : call(postCalls.list, { query: list.query })
}

export const postListQuery = (params: PostListParams) => {
  const list = listCallOf(params)
  return queryOptions({
    queryKey: list.search ? queryKeyOf(postCalls.search, list.query) : queryKeyOf(postCalls.list, list.query),
    queryFn: () => getPostList(params),
    placeholderData: keepPreviousData,
  })
}

export function usePostList(params: PostListParams) {
  return useQuery(postListQuery(params))
}
