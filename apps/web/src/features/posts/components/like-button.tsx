import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { PostDetail } from '@klass/contract/posts'
import { loginPathFor } from '../../../lib/safe-redirect'
import { useSession } from '../../../lib/session'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { LikeToggle } from '../../../ui/like-toggle'
import { useLikePost } from '../api/react-to-post'
import { keepPendingLike, takePendingLike } from './pending-like'

/**
 * A post's like. A visitor is told why it needs a login; their like is kept and, once they are back on this
 * post as a member, sent once, with the page where they left it.
 */
export function PostLikeButton({ post }: { post: PostDetail }) {
  const like = useLikePost(post.id)
  const { loggedIn } = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  const [asking, setAsking] = useState(false)
  const applied = useRef(false)

  useEffect(() => {
    if (!loggedIn || applied.current) return
    applied.current = true
    const pending = takePendingLike(post.id)
    if (!pending) return
    // After the page's own move to the top when a post opens (its effect runs after this one).
    requestAnimationFrame(() => window.scrollTo(0, pending.scrollY))
    like.mutate(true)
  }, [loggedIn, post.id, like])

  function logInToLike() {
    keepPendingLike(post.id, window.scrollY)
    void navigate(loginPathFor(location.pathname + location.search))
  }

  return (
    <>
      <LikeToggle
        liked={post.liked}
        count={post.like_count}
        busy={like.isPending}
        onToggle={(value) => like.mutate(value)}
        onVisitor={() => setAsking(true)}
        error={like.isError ? like.error.message : null}
      />
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        title="เข้าสู่ระบบเพื่อกดถูกใจ"
        description="เข้าสู่ระบบเพื่อกดถูกใจโพสต์นี้ เราจะพาคุณกลับมาที่เดิมและกดถูกใจให้ทันที ถูกใจไว้แล้วหาอ่านซ้ำได้ง่าย และช่วยให้เพื่อน ๆ เจอเรื่องดี ๆ"
      >
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setAsking(false)}>
            ไว้ทีหลัง
          </Button>
          <Button onClick={logInToLike}>เข้าสู่ระบบ</Button>
        </div>
      </Dialog>
    </>
  )
}
