import { formatLongDate } from '../../../lib/format'
import { usePageParam } from '../../../lib/use-page-param'
import { Pagination } from '../../../ui/pagination'
import { QueryState } from '../../../ui/query-states'
import { Skeleton } from '../../../ui/skeleton'
import { EmptyState } from '../../../ui/states'
import { TagList } from '../../../ui/tag-list'
import { useRoboNews } from '../api/get-news'

/** Investing know-how for new robo users, newest first, a page at a time (`?page=`). */
export function RoboNews() {
  const [page, setPage] = usePageParam()
  const query = useRoboNews(page)
  return (
    <QueryState
      query={query}
      loading={
        <div role="status" aria-label="กำลังโหลดบทความ" className="space-y-2">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      }
      empty={<EmptyState title="ยังไม่มีบทความ" icon="📰" />}
    >
      {(news) => (
        <div aria-busy={query.isPlaceholderData || undefined}>
          <ul aria-label="บทความความรู้การลงทุน" className="space-y-3">
            {news.items.map((item) => (
              <li key={item.slug}>
                <article
                  aria-labelledby={`news-${item.slug}`}
                  className="rounded-card bg-white p-4 ring-1 ring-brand-100"
                >
                  <h3 id={`news-${item.slug}`} className="text-lg break-words">
                    {item.title}
                  </h3>
                  <p className="text-sm text-ink-soft">{formatLongDate(item.publishedOn)}</p>
                  <p className="mt-1">{item.summary}</p>
                  <details className="mt-2">
                    <summary className="inline-flex min-h-11 min-w-11 cursor-pointer items-center text-sm font-semibold text-brand-700">
                      อ่านต่อ
                    </summary>
                    {item.body.map((paragraph, index) => (
                      <p key={index} className="mt-2 leading-relaxed">
                        {paragraph}
                      </p>
                    ))}
                  </details>
                  <TagList tags={item.tags} />
                </article>
              </li>
            ))}
          </ul>
          <Pagination page={news.page} pages={news.pages} onChange={setPage} label="เลือกหน้าบทความ" />
        </div>
      )}
    </QueryState>
  )
}
