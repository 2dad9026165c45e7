import type { ReactNode } from 'react'
import type { Page } from '@klass/contract/envelope'
import type { PostCard } from '@klass/contract/posts'
import type { UseQueryResult } from '@tanstack/react-query'
import { Pagination } from '../../../ui/pagination'
import { CardGridSkeleton, PostGrid } from '../../../ui/post-card'
import { EmptyState, ErrorState } from '../../../ui/states'

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
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
  if (!query.data) return <CardGridSkeleton label={`กำลังโหลด${label}`} />
  if (query.data.items.length === 0) return <>{empty}</>
  return (
    <div aria-busy={query.isPlaceholderData || undefined}>
      <p className="sr-only" aria-live="polite">
        {label} หน้า {page} จาก {query.data.pages}
      </p>
      <PostGrid posts={query.data.items} />
      <Pagination page={page} pages={query.data.pages} onChange={onPage} label={`หน้าของ${label}`} />
    </div>
  )
}

export function NoPosts({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <EmptyState title={title} icon="📝">
      {children}
    </EmptyState>
  )
}
