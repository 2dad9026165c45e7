import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ClubType, EditablePost } from '@klass/contract/posts'
import { api } from '../../../lib/api-client'

export type PostDraft = {
  type: ClubType
  title: string
  description: string
  content: string
  cover_image: string | null
  tags: string[]
}

/** GET /v2/api/post/get?id — the member's own post for the editor. */
export const editablePostQuery = (id: number) =>
  queryOptions({
    queryKey: ['posts', 'editable', id] as const,
    queryFn: async () => (await api.get<{ data: EditablePost }>('/v2/api/post/get', { query: { id } })).data,
    staleTime: 0,
  })

export function useEditablePost(id: number | null) {
  return useQuery({ ...editablePostQuery(id ?? 0), enabled: id !== null })
}

/**
 * Saves the editor: POST /v2/api/post/create for a new post (published at once when asked), otherwise
 * POST /v2/api/post/update and, to publish a draft, POST /v2/api/post/publish?id.
 */
export async function savePost(id: number | null, draft: PostDraft, publish: boolean): Promise<EditablePost> {
  if (id === null) {
    const created = await api.post<{ data: EditablePost }>('/v2/api/post/create', {
      json: { ...draft, publish },
    })
    return created.data
  }
  const updated = await api.post<{ data: EditablePost }>('/v2/api/post/update', { json: { id, ...draft } })
  if (!publish || updated.data.status === 'published') return updated.data
  return (await api.post<{ data: EditablePost }>('/v2/api/post/publish', { query: { id } })).data
}

export function useSavePost(id: number | null) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ draft, publish }: { draft: PostDraft; publish: boolean }) => savePost(id, draft, publish),
    onSuccess: () => client.invalidateQueries({ queryKey: ['posts'] }),
  })
}

type Uploaded = { url: string; width: number; height: number }

/** POST /v2/api/richText/uploadImage (multipart field image) — for the cover and for images in the text. */
export async function uploadPostImage(file: File): Promise<Uploaded> {
  const form = new FormData()
  form.append('image', file)
  return (await api.post<{ data: Uploaded }>('/v2/api/richText/uploadImage', { multipart: form })).data
}
