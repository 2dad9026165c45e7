import { useParams } from 'react-router'
import { isApiError } from '../../../lib/api-client'
import { formatCount, formatLongDate } from '../../../lib/format'
import { paths } from '../../../lib/paths'
import { NotFoundView } from '../../../ui/error-view'
import { LikeToggle } from '../../../ui/like-toggle'
import { AppLink } from '../../../ui/link'
import { Skeleton } from '../../../ui/skeleton'
import { QueryState } from '../../../ui/query-states'
import { TagList } from '../../../ui/tag-list'
import { formatDuration, VideoGrid } from '../../../ui/video-card'
import { useLikeVideo, useVideo } from '../api/get-videos'
import { VideoPlayer } from '../components/video-player'
import { PageTitle } from '../../../ui/page-title'

function VideoView({ id }: { id: number }) {
  const query = useVideo(id)
  const like = useLikeVideo(id)
  if (isApiError(query.error) && query.error.status === 404) return <NotFoundView />
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <AppLink
        to={paths.videoPage}
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
      >
        ← วิดีโอทั้งหมด
      </AppLink>
      <div className="mt-6">
        <QueryState
          query={query}
          loading={
            <div role="status" aria-label="กำลังโหลดวิดีโอ" className="space-y-3">
              <Skeleton className="aspect-video w-full" />
              <Skeleton className="h-8 w-2/3" />
            </div>
          }
        >
          {(video) => (
            <>
              <PageTitle>{`${video.title} — วิดีโอ Klass`}</PageTitle>
              <div>
                <VideoPlayer key={video.id} video={video} />
              </div>
              <h1 className="mt-6 text-2xl md:text-3xl">{video.title}</h1>
              <p className="mt-2 flex flex-wrap gap-x-3 text-ink-soft">
                <time dateTime={video.published_at}>{formatLongDate(video.published_at)}</time>
                <span>ยาว {formatDuration(video.duration_seconds)}</span>
                <span>ดู {formatCount(video.view_count)} ครั้ง</span>
              </p>
              <div className="mt-4">
                <LikeToggle
                  liked={video.liked}
                  count={video.like_count}
                  busy={like.isPending}
                  onToggle={(value) => like.mutate(value)}
                  error={like.isError ? like.error.message : null}
                />
              </div>
              <p className="mt-4 whitespace-pre-line text-lg leading-relaxed">{video.description}</p>
              <TagList tags={video.tags} />
              <p className="mt-3 text-sm text-ink-soft">
                หรือดูบน{' '}
                <a
                  href={video.watch_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand-700 underline"
                >
                  YouTube<span className="sr-only"> (เปิดหน้าต่างใหม่)</span>
                </a>
              </p>
              {video.related.length > 0 && (
                <section aria-labelledby="related-videos" className="mt-12">
                  <h2 id="related-videos" className="mb-4 text-2xl">
                    วิดีโออื่นที่น่าดู
                  </h2>
                  <VideoGrid videos={video.related} />
                </section>
              )}
            </>
          )}
        </QueryState>
      </div>
    </div>
  )
}

/** SPEC 2 /video-page/detail/{id}/{slug?}: the player, likes and related videos. */
export default function VideoDetailPage() {
  const { id } = useParams()
  if (!id || !/^\d+$/.test(id) || Number(id) < 1) return <NotFoundView />
  return <VideoView key={id} id={Number(id)} />
}
