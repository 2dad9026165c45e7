import { useSearchParams } from 'react-router'
import { Pagination } from '../../../ui/pagination'
import { CardGridSkeleton } from '../../../ui/post-card'
import { QueryState } from '../../../ui/query-states'
import { EmptyState } from '../../../ui/states'
import { VideoGrid } from '../../../ui/video-card'
import { useVideos } from '../api/get-videos'
import { PageTitle } from '../../../ui/page-title'

/** SPEC 2 /video-page: every published video, newest first, paged. */
export default function VideoListPage() {
  const [params, setParams] = useSearchParams()
  const page = Math.max(1, Number(params.get('page')) || 1)
  const query = useVideos(page)
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageTitle>วิดีโอ — Klass</PageTitle>
      <p className="font-semibold text-brand-700">วิดีโอ</p>
      <h1 className="mt-1 text-3xl md:text-4xl">ดูสั้น ๆ เข้าใจเรื่องเงินง่ายขึ้น</h1>
      <p className="mt-3 max-w-3xl text-ink-soft">
        คลิปสั้นเรื่องการออม การใช้จ่าย และการลงทุน เครื่องเล่นจะโหลดจาก YouTube เมื่อคุณกดเล่นเท่านั้น
      </p>
      <div className="mt-8">
        <QueryState
          query={query}
          loading={<CardGridSkeleton label="กำลังโหลดวิดีโอ" count={4} />}
          empty={<EmptyState title="ยังไม่มีวิดีโอ" icon="🎬" />}
        >
          {(videos) => (
            <>
              <VideoGrid videos={videos.items} opensPage />
              <Pagination
                page={page}
                pages={videos.pages}
                onChange={(next) => setParams({ page: String(next) })}
                label="หน้าของวิดีโอ"
              />
            </>
          )}
        </QueryState>
      </div>
    </div>
  )
}
