import { adminContentCalls } from '@klass/contract/routes/admin-content'
import { moderationCalls, postCalls } from '@klass/contract/routes/posts'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call, callQuery, dataQuery, groupKeyOf, type queryKeyOf, type CallInput } from '../../../lib/call'

/** GET /v2/api/moderation/queue — members' posts waiting, taken down or reported, oldest first. */
export function useModerationQueue(page: number) {
  return useQuery({
    ...callQuery(moderationCalls.queue, { query: { page, limit: 10 } }),
    placeholderData: keepPreviousData,
  })
}

/** POST /v2/api/moderation/decide — approve, reject with a reason, or hide with a reason. */
export function useDecide() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: CallInput<typeof moderationCalls.decide>['body']) =>
      call(moderationCalls.decide, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: groupKeyOf(moderationCalls.queue) }),
  })
}

type ArticleQuery = CallInput<typeof adminContentCalls.articles>['query']

export function useArticles(query: ArticleQuery) {
  return useQuery({ ...callQuery(adminContentCalls.articles, { query }), placeholderData: keepPreviousData })
}

export function useArticle(id: number | null) {
  return useQuery({
    ...dataQuery(adminContentCalls.article, { query: { id: id ?? 0 } }),
    enabled: id !== null,
  })
}

/** Every write of the back office's content refreshes the group's lists. */
function useContentWrite<I, O>(write: (input: I) => Promise<O>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: groupKeyOf(adminContentCalls.articles) }),
  })
}

type Body<C extends Parameters<typeof queryKeyOf>[0]> = CallInput<C>['body']

/** Saves a new item (`id` null) through `create`, or a change to item `id` through `update`. */
function useContentSave<Created, Updated extends { id: number }, Saved>(
  create: (body: Created) => Promise<Saved>,
  update: (body: Updated) => Promise<Saved>,
) {
  return useContentWrite((input: { id: null; body: Created } | { id: number; body: Omit<Updated, 'id'> }) =>
    input.id === null ? create(input.body) : update({ ...input.body, id: input.id } as Updated),
  )
}

export const useCreateArticle = () =>
  useContentWrite(
    async (body: Body<typeof adminContentCalls.articleCreate>) =>
      (await call(adminContentCalls.articleCreate, { body })).data,
  )
export const useUpdateArticle = () =>
  useContentWrite(
    async (body: Body<typeof adminContentCalls.articleUpdate>) =>
      (await call(adminContentCalls.articleUpdate, { body })).data,
  )
export const usePublishArticle = () =>
  useContentWrite(async ({ id, publish }: { id: number; publish: boolean }) =>
    publish
      ? (await call(adminContentCalls.articlePublish, { body: { id } })).data
      : (await call(adminContentCalls.articleUnpublish, { body: { id } })).data,
  )

export function useSuperheroes(query: CallInput<typeof adminContentCalls.superheroes>['query']) {
  return useQuery({
    ...callQuery(adminContentCalls.superheroes, { query }),
    placeholderData: keepPreviousData,
  })
}
export const useSaveSuperhero = () =>
  useContentSave(
    async (body: Body<typeof adminContentCalls.superheroCreate>) =>
      (await call(adminContentCalls.superheroCreate, { body })).data,
    async (body: Body<typeof adminContentCalls.superheroUpdate>) =>
      (await call(adminContentCalls.superheroUpdate, { body })).data,
  )

export function useVideos(query: CallInput<typeof adminContentCalls.videos>['query']) {
  return useQuery({ ...callQuery(adminContentCalls.videos, { query }), placeholderData: keepPreviousData })
}
export const useSaveVideo = () =>
  useContentSave(
    async (body: Body<typeof adminContentCalls.videoCreate>) =>
      (await call(adminContentCalls.videoCreate, { body })).data,
    async (body: Body<typeof adminContentCalls.videoUpdate>) =>
      (await call(adminContentCalls.videoUpdate, { body })).data,
  )

export function usePolicyVersions(query: CallInput<typeof adminContentCalls.policies>['query']) {
  return useQuery({ ...callQuery(adminContentCalls.policies, { query }), placeholderData: keepPreviousData })
}
export const useCreatePolicy = () =>
  useContentWrite(
    async (body: Body<typeof adminContentCalls.policyCreate>) =>
      (await call(adminContentCalls.policyCreate, { body })).data,
  )

/** POST /v2/api/richText/uploadImage — a picture for a cover, a portrait or a thumbnail. */
export async function uploadImage(file: File) {
  return (await call(postCalls.uploadImage, { body: { image: file } })).data
}
