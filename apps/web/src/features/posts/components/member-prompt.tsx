import { useLocation } from 'react-router'
import { loginPathFor } from '../../../lib/safe-redirect'
import { ButtonLink } from '../../../ui/button'

/** What a visitor sees where members act: why to log in, and a way back to this page after. */
export function MemberPrompt({ text }: { text: string }) {
  const location = useLocation()
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 rounded-2xl bg-white/70 p-4">
      <p className="flex-1 text-ink">{text}</p>
      <ButtonLink to={loginPathFor(location.pathname + location.search)} size="sm">
        เข้าสู่ระบบ
      </ButtonLink>
    </div>
  )
}
