import { useLocation, useNavigate } from 'react-router'
import { formatCount } from '../lib/format'
import { loginPathFor } from '../lib/safe-redirect'
import { useSession } from '../lib/session'
import { Button } from './button'

/**
 * A like toggle shared by posts and videos (at least 44 x 44 px): visitors are sent to log in first and come
 * back here, or `onVisitor` explains it to them first.
 */
export function LikeToggle({
  liked,
  count,
  busy,
  onToggle,
  onVisitor,
  error,
}: {
  liked: boolean
  count: number
  busy: boolean
  onToggle: (like: boolean) => void
  onVisitor?: () => void
  error?: string | null
}) {
  const { loggedIn } = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  return (
    <div className="flex flex-col gap-1">
      <Button
        variant={liked ? 'primary' : 'secondary'}
        size="sm"
        className="min-h-11 min-w-11"
        aria-pressed={liked}
        busy={busy}
        onClick={() => {
          if (loggedIn) onToggle(!liked)
          else if (onVisitor) onVisitor()
          else void navigate(loginPathFor(location.pathname + location.search))
        }}
      >
        <span aria-hidden="true">{liked ? '♥' : '♡'}</span> ถูกใจ · {formatCount(count)}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-coral-700">
          {error}
        </p>
      )}
    </div>
  )
}
