import type { PostDetail } from '@klass/contract/posts'
import { escapeAttribute, type PageMeta } from '../../plugins/page-meta'

const longDate = new Intl.DateTimeFormat('th-TH', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Bangkok',
})
const count = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 0 })

/** The web app's lazy route module of /post/detail (apps/web), whose code is preloaded with the page. */
export const POST_DETAIL_MODULE = 'src/features/posts/routes/post-detail.tsx'

/**
 * The article as the page shows it before the app's code has arrived: the same elements and classes as the
 * web app's Article (features/posts/routes/post-detail.tsx), which replaces it on its first render. The
 * content was sanitised before it was stored; every other text is escaped here.
 */
export function articleShell(post: PostDetail): string {
  const text = escapeAttribute
  const facts = [
    `<span>โดย <span class="font-semibold text-ink">${text(post.author.display_name)}</span></span>`,
    post.published_at
      ? `<time datetime="${text(post.published_at)}">${longDate.format(new Date(post.published_at))}</time>`
      : '',
    `<span>อ่าน ${count.format(post.reading_minutes)} นาที</span>`,
    `<span>อ่านแล้ว ${count.format(post.read_count)} ครั้ง</span>`,
  ].join('')
  const tags = post.tags.length
    ? `<ul aria-label="แท็ก" class="mt-3 flex flex-wrap gap-2">${post.tags
        .map(
          (tag) => `<li class="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700">#${text(tag)}</li>`,
        )
        .join('')}</ul>`
    : ''
  const cover = post.cover_image
    ? `<img src="${text(post.cover_image)}" alt="" width="1200" height="630" loading="eager" decoding="async" fetchpriority="high" class="aspect-[1200/630] h-auto w-full bg-brand-50 object-cover mt-6 rounded-card" />`
    : ''
  return [
    '<div class="mx-auto max-w-6xl px-4 py-8">',
    '<article aria-labelledby="post-title" class="mx-auto max-w-3xl"><header>',
    `<h1 id="post-title" class="text-3xl leading-tight md:text-4xl">${text(post.title)}</h1>`,
    `<p class="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-ink-soft">${facts}</p>`,
    tags,
    '</header>',
    cover,
    `<div class="mt-6"><div class="article-body">${post.content}</div></div>`,
    '</article></div>',
  ].join('')
}

/** A published post's page: its link preview, the post as data for the app, and the readable article. */
export function postPage(post: PostDetail): PageMeta {
  return {
    title: `${post.title} | Klass`,
    description: post.description,
    image: post.cover_image,
    type: 'article',
    data: { post },
    body: articleShell(post),
    preloadImage: post.cover_image,
    module: POST_DETAIL_MODULE,
  }
}
