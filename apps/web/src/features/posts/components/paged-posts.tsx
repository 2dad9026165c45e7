import type { ReactNode } from 'react'
import type { Page } from '@klass/contract/envelope'
import type { PostCard } from '@klass/contract/posts'
import type { UseQueryResult } from '@tanstack/react-query'
import { Pagination } from '../../../ui/pagination'
import { CardGridSkeleton, PostGrid } from '../../../ui/post-card'
import { QueryState } from '../../../ui/query-states'
import { EmptyState } from '../../../ui/states'

/** A page of posts with its loading, empty and error states and the page numbers. */
export function PagedPosts({
  query,
  page,
  onPage,
  empty,
  label,
}: {
  query: UseQueryResult<Page<PostCard>>
  page: number
  onPage: (page: number) => void
  empty: ReactNode
  label: string
}) {
  return (
    <QueryState query={query} loading={<CardGridSkeleton label={`กำลังโหลด${label}`} />} empty={empty}>
      {(posts) => (
        <div aria-busy={query.isPlaceholderData || undefined}>
          <p className="sr-only" aria-live="polite">
            {label} หน้า {page} จาก {posts.pages}
          </p>
          <PostGrid posts={posts.items} />
          <Pagination page={page} pages={posts.pages} onChange={onPage} label={`หน้าของ${label}`} />
        </div>
      )}
    </QueryState>
  )
}

export function NoPosts({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <EmptyState title={title} icon="📝">
      {children}
    </EmptyState>
  )
}
