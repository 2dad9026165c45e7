import { cn } from '../../../ui/cn'

/** Typography for a post's HTML (headings, lists, quotes, images, links) without a typography plugin. */
export const articleTypography = cn(
  'text-lg leading-relaxed text-ink break-words',
  '[&_h2]:mt-8 [&_h2]:text-2xl [&_h3]:mt-6 [&_h3]:text-xl',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:mt-1',
  '[&_blockquote]:mt-6 [&_blockquote]:border-s-4 [&_blockquote]:border-sun-400 [&_blockquote]:bg-sun-100 [&_blockquote]:p-4 [&_blockquote]:rounded-e-2xl',
  '[&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2',
  '[&_img]:mt-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-2xl',
  '[&_strong]:font-semibold',
)

/** A post's content. The server sanitised it with an allowlist before storing it (ARCHITECTURE: data rules). */
export function ArticleBody({ html }: { html: string }) {
  return <div className={articleTypography} dangerouslySetInnerHTML={{ __html: html }} />
}
