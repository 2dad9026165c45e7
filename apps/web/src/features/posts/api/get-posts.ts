import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Page } from '@klass/contract/envelope'
import type { PostCard, PostOrder, PostSection, PostType } from '@klass/contract/posts'
import { api } from '../../../lib/api-client'

export const POSTS_PAGE_SIZE = 12

/** GET /v2/api/post?type — a club's story, tags and featured posts. */
export async function getPostSection(type: PostType): Promise<PostSection> {
  const { data } = await api.get<{ data: PostSection }>('/v2/api/post', { query: { type } })
  return data
}

export const postSectionQuery = (type: PostType) =>
  queryOptions({ queryKey: ['posts', 'section', type] as const, queryFn: () => getPostSection(type) })

export function usePostSection(type: PostType) {
  return useQuery(postSectionQuery(type))
}

export type PostListParams = { type: PostType; order: PostOrder; keyword: string; page: number }

/**
 * GET /v2/api/post/detail (ordered list) or, with a keyword, GET /v2/api/post/search: the server finds Thai
 * words inside text, which a client could not do with spaces.
 */
export function getPostList(params: PostListParams): Promise<Page<PostCard>> {
  const keyword = params.keyword.trim()
  if (keyword) {
    return api.get<Page<PostCard>>('/v2/api/post/search', {
      query: { type: params.type, keyword, page: params.page, limit: POSTS_PAGE_SIZE },
    })
  }
  return api.get<Page<PostCard>>('/v2/api/post/detail', {
    query: { type: params.type, order: params.order, page: params.page, limit: POSTS_PAGE_SIZE },
  })
}

export const postListQuery = (params: PostListParams) =>
  queryOptions({
    queryKey: ['posts', 'list', params] as const,
    queryFn: () => getPostList(params),
    placeholderData: keepPreviousData,
  })

export function usePostList(params: PostListParams) {
  return useQuery(postListQuery(params))
}
