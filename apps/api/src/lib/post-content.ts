import { excerpt, htmlToText, readingMinutes, sanitisePostHtml } from './sanitise-html'
import { normaliseForSearch, slugify } from './thai-text'

type PostContent = { title: string; description?: string; content: string; tags: string[] }

/** Everything derived from what the author wrote: clean HTML, the search text, slug and reading time. */
export function derivePostFields(input: PostContent) {
  const content = sanitisePostHtml(input.content)
  const text = htmlToText(content)
  const description = input.description?.trim() || excerpt(text)
  return {
    title: input.title.trim(),
    slug: slugify(input.title),
    description,
    content,
    tags: [...new Set(input.tags)],
    readingMinutes: readingMinutes(text),
    searchText: normaliseForSearch([input.title, description, text, input.tags.join(' ')].join(' ')),
  }
}

/**
 * The storage keys of a post's images: its cover and those in its HTML (`/uploads/posts/…`, as the editor
 * writes them). Issue 19: the data export embeds them; erasing an account removes them.
 */
export function postImageKeys(post: { coverImage: string | null; content: string }): string[] {
  const keys = new Set<string>(post.coverImage ? [post.coverImage] : [])
  for (const match of post.content.matchAll(/\/uploads\/(posts\/[a-z0-9/_-]+\.[a-z0-9]+)/g))
    keys.add(`public/${match[1]}`)
  return [...keys]
}
