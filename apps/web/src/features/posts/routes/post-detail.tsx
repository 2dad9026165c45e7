import { useEffect } from 'react'
import { Navigate, useParams } from 'react-router'
import type { PostDetail } from '@klass/contract/posts'
import { postStatusLabels } from '@klass/contract/posts-constants'
import { isApiError } from '../../../lib/api-client'
import { formatCount, formatLongDate } from '../../../lib/format'
import { paths } from '../../../lib/paths'
import { useSession } from '../../../lib/session'
import { ButtonLink } from '../../../ui/button'
import { NotFoundView } from '../../../ui/error-view'
import { CoverImage, PostGrid } from '../../../ui/post-card'
import { Skeleton } from '../../../ui/skeleton'
import { TagList } from '../../../ui/tag-list'
import { QueryState } from '../../../ui/query-states'
import { LoadingState } from '../../../ui/states'
import { usePost } from '../api/get-post'
import { usePostSection } from '../api/get-posts'
import { ArticleBody } from '../components/article-body'
import { PostLikeButton } from '../components/like-button'
import { QuestionBox } from '../components/question-box'
import { ReportPost } from '../components/report-post'
import { ShareButtons } from '../components/share-buttons'
import { SummaryBox } from '../components/summary-box'
import { PageTitle } from '../../../ui/page-title'

/** SPEC 2 footer: /post/detail/usage-guide opens the usage guide, whatever its id. */
const GUIDE_ID = 'usage-guide'

function Article({ post }: { post: PostDetail }) {
  const { loggedIn } = useSession()
  return (
    <article aria-labelledby="post-title" className="mx-auto max-w-3xl">
      <PageTitle>{`${post.title} | Klass`}</PageTitle>
      <header>
        {post.status !== 'published' && (
          <p className="mb-3 inline-block rounded-full bg-sun-100 px-3 py-1 text-sm font-semibold text-ink">
            {postStatusLabels[post.status]} — เห็นได้เฉพาะคุณ
          </p>
        )}
        <h1 id="post-title" className="text-3xl leading-tight md:text-4xl">
          {post.title}
        </h1>
        <p className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-ink-soft">
          <span>
            โดย <span className="font-semibold text-ink">{post.author.display_name}</span>
          </span>
          {post.published_at && <time dateTime={post.published_at}>{formatLongDate(post.published_at)}</time>}
          <span>อ่าน {formatCount(post.reading_minutes)} นาที</span>
          <span>อ่านแล้ว {formatCount(post.read_count)} ครั้ง</span>
        </p>
        <TagList tags={post.tags} />
      </header>
      <CoverImage src={post.cover_image} eager className="mt-6 rounded-card" />
      <div className="mt-6">
        <ArticleBody html={post.content} />
      </div>
      {post.status === 'published' && (
        <div className="mt-8 flex flex-wrap items-start gap-3 border-t border-brand-100 pt-6">
          <PostLikeButton post={post} />
          <ShareButtons postId={post.id} url={post.url} />
          {loggedIn && !post.is_owner && <ReportPost postId={post.id} />}
        </div>
      )}
      {post.is_owner && (
        <ButtonLink to={paths.postEdit(post.id)} variant="secondary" size="sm" className="mt-4">
          แก้ไขโพสต์
        </ButtonLink>
      )}
      <div className="mt-8 space-y-6">
        <QuestionBox post={post} />
        <SummaryBox post={post} />
      </div>
    </article>
  )
}

function ArticleSkeleton() {
  return (
    <div role="status" aria-label="กำลังโหลดบทความ" className="mx-auto max-w-3xl space-y-4">
      <Skeleton className="h-10 w-4/5" />
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="aspect-[1200/630] w-full" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-11/12" />
    </div>
  )
}

function PostView({ id }: { id: number }) {
  const query = usePost(id)
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [id])
  if (query.isError && isApiError(query.error) && query.error.status === 404) return <NotFoundView />
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <QueryState query={query} keepDataOnError loading={<ArticleSkeleton />}>
        {(post) => (
          <>
            <Article post={post} />
            {post.related.length > 0 && (
              <section aria-labelledby="related-title" className="mt-12 [content-visibility:auto]">
                <h2 id="related-title" className="mb-4 text-2xl">
                  อ่านต่อในหมวดเดียวกัน
                </h2>
                <PostGrid posts={post.related} />
              </section>
            )}
          </>
        )}
      </QueryState>
    </div>
  )
}

/** The usage guide is the newest post of the guide section; its page is its own address. */
function GuideRedirect() {
  const section = usePostSection('guide')
  return (
    <QueryState
      query={section}
      loading={<LoadingState label="กำลังเปิดคู่มือการใช้งาน…" />}
      empty={<NotFoundView />}
      isEmpty={(data) => data.latest.length === 0}
    >
      {(data) => <Navigate to={data.latest[0]!.path} replace />}
    </QueryState>
  )
}

/** SPEC 2 /post/detail/{id}/{slug?}: the article, its reactions, question, summary and related posts. */
export default function PostDetailPage() {
  const { id } = useParams()
  if (id === GUIDE_ID) return <GuideRedirect />
  const numeric = Number(id)
  if (!id || !/^\d+$/.test(id) || !Number.isSafeInteger(numeric) || numeric < 1) return <NotFoundView />
  return <PostView id={numeric} />
}
