import type { VideoCard } from '@klass/contract/video'
import { formatCount } from '../lib/format'
import { AppLink } from './link'
import { listImage } from './list-image'

/** "4:05" or "1:02:30". */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = String(seconds % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

/** A video in a list: thumbnail with its length, title (the link) and views. */
export function VideoCardView({ video, index = Infinity }: { video: VideoCard; index?: number }) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-card bg-white shadow-sm ring-1 ring-brand-100 focus-within:ring-2 focus-within:ring-brand-500">
      <div className="relative">
        <img
          src={video.thumbnail}
          alt=""
          width={1280}
          height={720}
          {...listImage(index)}
          decoding="async"
          className="aspect-video h-auto w-full bg-brand-50 object-cover"
        />
        <span className="absolute end-2 bottom-2 rounded-md bg-ink/85 px-1.5 py-0.5 text-xs font-semibold text-white">
          <span className="sr-only">ความยาว </span>
          {formatDuration(video.duration_seconds)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="text-lg leading-snug">
          <AppLink to={video.path} className="after:absolute after:inset-0 hover:text-brand-700">
            {video.title}
          </AppLink>
        </h3>
        <p className="mt-auto text-sm text-ink-soft">
          ดู {formatCount(video.view_count)} ครั้ง · ถูกใจ {formatCount(video.like_count)}
        </p>
      </div>
    </article>
  )
}

/** `opensPage`: the grid is what a page opens on (the video list), so its first pictures load at once. */
export function VideoGrid({
  videos,
  opensPage = false,
}: {
  videos: readonly VideoCard[]
  opensPage?: boolean
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {videos.map((video, index) => (
        <li key={video.id}>
          <VideoCardView video={video} index={opensPage ? index : undefined} />
        </li>
      ))}
    </ul>
  )
}
