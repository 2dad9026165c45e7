import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import {
  INVITE_DELAY_MS,
  inviteAllowedOn,
  inviteShownRecently,
  markInviteShown,
} from '../../lib/invite-popup'
import { paths } from '../../lib/paths'
import { useSession } from '../../lib/session'
import { ButtonLink } from '../../ui/button'
import { Dialog } from '../../ui/dialog'

/**
 * SPEC 2/9 register invitation: 20 s after load, for visitors not on /login or /register, at most once a month.
 * If the 20 s pass on an excluded page, it waits until the visitor is somewhere it may appear.
 */
export function RegisterInvite() {
  const { loggedIn } = useSession()
  const { pathname } = useLocation()
  const [phase, setPhase] = useState<'waiting' | 'due' | 'open' | 'done'>('waiting')

  useEffect(() => {
    const timer = setTimeout(
      () => setPhase((current) => (current === 'waiting' ? 'due' : current)),
      INVITE_DELAY_MS,
    )
    return () => clearTimeout(timer)
  }, [])

  // Decided while rendering (React's "adjust state on a change" pattern): due, a visitor, on an allowed page.
  if (phase === 'due' && !loggedIn && inviteAllowedOn(pathname))
    setPhase(inviteShownRecently() ? 'done' : 'open')

  useEffect(() => {
    if (phase === 'open') markInviteShown()
  }, [phase])

  const close = () => setPhase('done')
  return (
    <Dialog
      open={phase === 'open' && !loggedIn}
      onClose={close}
      title="มาเป็นสมาชิก Klass กันเถอะ!"
      closeLabel="ปิดคำเชิญ"
    >
      <div className="space-y-4">
        <div
          aria-hidden="true"
          className="flex h-28 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-500 to-brand-700 text-5xl"
        >
          🪙🎯🎁
        </div>
        <ul className="space-y-2 text-ink">
          <li>✨ สะสม koin จากควิซ เกม และภารกิจ แล้วแลกของรางวัลจริง</li>
          <li>📈 เรียนรู้การออมและการลงทุนแบบเข้าใจง่ายกับธนาคารพันธมิตร</li>
          <li>🏆 ร่วมแคมเปญ SUPERQUEST ลุ้นรางวัลใหญ่</li>
        </ul>
        <div className="flex flex-col gap-2 sm:flex-row">
          <ButtonLink to={paths.register} className="flex-1" onClick={close}>
            สมัครสมาชิกฟรี
          </ButtonLink>
          <ButtonLink to={paths.login} variant="secondary" className="flex-1" onClick={close}>
            มีบัญชีแล้ว เข้าสู่ระบบ
          </ButtonLink>
        </div>
      </div>
    </Dialog>
  )
}
