import { postCalls } from '@klass/contract/routes/posts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ClubType } from '@klass/contract/clubs'
import type { EditablePost } from '@klass/contract/posts'
import { call, dataQuery, groupKeyOf } from '../../../lib/call'

export type PostDraft = {
  type: ClubType
  title: string
  description: string
  content: string
  cover_image: string | null
  tags: string[]
}

/** GET /v2/api/post/get?id — the member's own post for the editor. */
export const editablePostQuery = (id: number) => ({
  ...dataQuery(postCalls.get, { query: { id } }),
  staleTime: 0,
})

export function useEditablePost(id: number | null) {
  return useQuery({ ...editablePostQuery(id ?? 0), enabled: id !== null })
}

/**
 * Saves the editor: POST /v2/api/post/create for a new post (sent out at once when asked), otherwise
 * POST /v2/api/post/update and, to publish a draft, POST /v2/api/post/publish?id.
 */
export async function savePost(id: number | null, draft: PostDraft, publish: boolean): Promise<EditablePost> {
  if (id === null) return (await call(postCalls.create, { body: { ...draft, publish } })).data
  const updated = (await call(postCalls.update, { body: { id, ...draft } })).data
  // Only a draft, or a rejected post edited, is sent out; the others are out already or with the editors.
  if (!publish || (updated.status !== 'draft' && updated.status !== 'rejected')) return updated
  return (await call(postCalls.publish, { query: { id } })).data
}

export function useSavePost(id: number | null) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ draft, publish }: { draft: PostDraft; publish: boolean }) => savePost(id, draft, publish),
    onSuccess: () => client.invalidateQueries({ queryKey: groupKeyOf(postCalls.create) }),
  })
}

/** POST /v2/api/richText/uploadImage (multipart field image) — for the cover and for images in the text. */
export async function uploadPostImage(file: File) {
  return (await call(postCalls.uploadImage, { body: { image: file } })).data
}
