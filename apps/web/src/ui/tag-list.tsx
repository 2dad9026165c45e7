/** A post's or a video's tags, as the server's article shell writes them too (modules/posts/post-page.ts). */
export function TagList({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null
  return (
    <ul aria-label="แท็ก" className="mt-3 flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700">
          #{tag}
        </li>
      ))}
    </ul>
  )
}
