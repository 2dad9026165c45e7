import { useState } from 'react'
import type { VideoDetail } from '@klass/contract/video'
import { useSession } from '../../../lib/session'
import { useCountView } from '../api/get-videos'

/**
 * A privacy-friendly player: until the member presses play, the page shows our own picture and nothing is
 * loaded from the video host. Pressing play loads YouTube's no-cookie player and counts the view (members).
 */
export function VideoPlayer({ video }: { video: VideoDetail }) {
  const [playing, setPlaying] = useState(false)
  const { loggedIn } = useSession()
  const countView = useCountView(video.id)

  function play() {
    setPlaying(true)
    if (loggedIn && !video.viewed_today) countView.mutate()
  }

  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-card bg-ink">
      {playing ? (
        <iframe
          src={video.embed_url}
          title={`วิดีโอ: ${video.title}`}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <button
          type="button"
          onClick={play}
          className="group absolute inset-0 size-full focus-visible:outline-4 focus-visible:outline-offset-[-4px] focus-visible:outline-sun-400"
        >
          <img
            src={video.thumbnail}
            alt=""
            width={1280}
            height={720}
            fetchPriority="high"
            className="absolute inset-0 size-full object-cover opacity-90"
          />
          <span className="absolute inset-0 flex flex-col items-center justify-center gap-3">
            <span
              aria-hidden="true"
              className="flex size-20 items-center justify-center rounded-full bg-coral-700 text-4xl text-white shadow-lg transition-transform group-hover:scale-105"
            >
              ▶
            </span>
            <span className="rounded-full bg-ink/80 px-4 py-1 text-sm font-semibold text-white">
              เล่นวิดีโอ “{video.title}”
            </span>
          </span>
        </button>
      )}
      <p className="sr-only" aria-live="polite">
        {playing ? 'กำลังเปิดเครื่องเล่นวิดีโอจาก YouTube' : ''}
      </p>
    </div>
  )
}
