import { isClubType } from '@klass/contract/clubs'
import type { PostDraft } from '../api/save-post'

/**
 * What the member typed in the post editor, kept in this browser as they type (per member, and per post or
 * "new"), so that nothing is lost on Back, a reload or a closed tab; removed once the post is saved.
 */
export type LocalDraft = { draft: PostDraft; tagText: string; savedAt: number }

const PREFIX = 'klass.post-draft'

export function localDraftKey(userId: string, postId: number | null): string {
  return `${PREFIX}.${userId}.${postId ?? 'new'}`
}

export function readLocalDraft(key: string): LocalDraft | null {
  try {
    const raw = localStorage.getItem(key)
    if (!raw) return null
    const kept = JSON.parse(raw) as Partial<LocalDraft>
    const draft = kept.draft
    if (
      !draft ||
      typeof draft.title !== 'string' ||
      typeof draft.content !== 'string' ||
      typeof draft.description !== 'string' ||
      !isClubType(draft.type) ||
      !Array.isArray(draft.tags) ||
      typeof kept.savedAt !== 'number'
    )
      return null
    return {
      draft: { ...draft, cover_image: typeof draft.cover_image === 'string' ? draft.cover_image : null },
      tagText: typeof kept.tagText === 'string' ? kept.tagText : draft.tags.join(', '),
      savedAt: kept.savedAt,
    }
  } catch {
    return null
  }
}

export function writeLocalDraft(key: string, value: LocalDraft): boolean {
  try {
    localStorage.setItem(key, JSON.stringify(value))
    return true
  } catch {
    return false
  }
}

export function removeLocalDraft(key: string): void {
  try {
    localStorage.removeItem(key)
  } catch {
    // Nothing kept, nothing to remove.
  }
}

/** Whether the kept text says something the saved post does not (an untouched editor keeps nothing). */
export function differsFrom(kept: LocalDraft, saved: PostDraft, savedTags: string): boolean {
  return (
    kept.draft.title !== saved.title ||
    kept.draft.description !== saved.description ||
    kept.draft.content !== saved.content ||
    kept.draft.type !== saved.type ||
    kept.draft.cover_image !== saved.cover_image ||
    kept.tagText !== savedTags
  )
}
