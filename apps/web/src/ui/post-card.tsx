import type { PostCard } from '@klass/contract/posts'
import { formatCount, formatDate } from '../lib/format'
import { cn } from './cn'
import { AppLink } from './link'

/** Covers are drawn at 1200×630 (the link-preview size); width and height keep the layout still while they load. */
export const COVER_WIDTH = 1200
export const COVER_HEIGHT = 630

export function CoverImage({
  src,
  className,
  eager = false,
}: {
  src: string | null
  className?: string
  eager?: boolean
}) {
  if (!src) {
    return (
      <div
        aria-hidden="true"
        className={cn('aspect-[1200/630] w-full bg-gradient-to-br from-brand-100 to-sun-100', className)}
      />
    )
  }
  return (
    <img
      src={src}
      alt=""
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      className={cn('aspect-[1200/630] h-auto w-full bg-brand-50 object-cover', className)}
    />
  )
}

/** The facts under a post's title: author, date (Buddhist era), reading time and likes. */
export function PostFacts({ post, className }: { post: PostCard; className?: string }) {
  return (
    <p className={cn('flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-soft', className)}>
      <span>{post.author.display_name}</span>
      {post.published_at && <time dateTime={post.published_at}>{formatDate(post.published_at)}</time>}
      <span>อ่าน {formatCount(post.reading_minutes)} นาที</span>
      <span>
        <span aria-hidden="true">♥</span> {formatCount(post.like_count)}
        <span className="sr-only"> คนถูกใจ</span>
      </span>
    </p>
  )
}

/** A post in a list: cover, title (the link), description and facts. */
export function PostCardView({ post, headingLevel = 3 }: { post: PostCard; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-card bg-white shadow-sm ring-1 ring-brand-100 focus-within:ring-2 focus-within:ring-brand-500">
      <CoverImage src={post.cover_image} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-lg leading-snug">
          <AppLink to={post.path} className="after:absolute after:inset-0 hover:text-brand-700">
            {post.title}
          </AppLink>
        </Heading>
        {post.description && <p className="line-clamp-2 text-sm text-ink-soft">{post.description}</p>}
        <PostFacts post={post} className="mt-auto" />
      </div>
    </article>
  )
}

export function PostGrid({ posts, headingLevel }: { posts: readonly PostCard[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.id}>
          <PostCardView post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}

/** The grid's loading state: card-shaped placeholders, announced once. */
export function CardGridSkeleton({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          aria-hidden="true"
          className="overflow-hidden rounded-card bg-white ring-1 ring-brand-100"
        >
          <div className="aspect-[1200/630] animate-pulse bg-brand-100/70" />
          <div className="space-y-2 p-4">
            <div className="h-5 w-4/5 animate-pulse rounded-xl bg-brand-100/70" />
            <div className="h-4 w-3/5 animate-pulse rounded-xl bg-brand-100/70" />
          </div>
        </div>
      ))}
    </div>
  )
}
