import { useState } from 'react'
import { useNavigate } from 'react-router'
import { messageOf } from '../../../lib/error-message'
import { loadFacebookSdk } from '../../../lib/facebook-sdk'
import { paths } from '../../../lib/paths'
import { savePendingSignup } from '../../../lib/pending-signup'
import { rememberingTarget } from '../../../lib/safe-redirect'
import { useSignInProviders } from '../../../lib/sign-in-providers'
import { Alert } from '../../../ui/alert'
import { Button, ButtonLink } from '../../../ui/button'
import { FacebookIcon, LineIcon } from '../../../ui/icons'
import { useFacebookSignIn } from '../api/social'

/**
 * Sign in or join with LINE or Facebook, under the e-mail form of /login and /register. A provider the server
 * is not set up for has no button; with neither, nothing shows.
 */
export function SocialSignIn({ target }: { target: string }) {
  const providers = useSignInProviders()
  const navigate = useNavigate()
  const facebook = useFacebookSignIn()
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | null>(null)
  const app = providers.data?.facebook ?? null
  if (!providers.data || (!providers.data.line && !app)) return null

  const withTarget = (path: string) => rememberingTarget(path, target)

  function signInWithFacebook() {
    if (!app) return
    setMessage(null)
    facebook.mutate(app, {
      onSuccess: (outcome) => {
        if (outcome.kind === 'cancelled') {
          setMessage({ tone: 'info', text: 'ยังไม่ได้เข้าสู่ระบบด้วย Facebook กดปุ่มอีกครั้งเมื่อพร้อม' })
        } else if (outcome.kind === 'signed-in') {
          void navigate(target, { replace: true, viewTransition: true })
        } else {
          savePendingSignup({ provider: 'facebook', token: outcome.token, profile: outcome.profile })
          void navigate(withTarget(`${paths.register}?via=facebook`), { viewTransition: true })
        }
      },
      onError: (error) => setMessage({ tone: 'error', text: messageOf(error) }),
    })
  }

  return (
    <div className="mt-6 space-y-3">
      <div className="flex items-center gap-3 text-sm text-ink-soft">
        <span aria-hidden="true" className="h-px flex-1 bg-brand-100" />
        หรือใช้บัญชีที่มีอยู่แล้ว
        <span aria-hidden="true" className="h-px flex-1 bg-brand-100" />
      </div>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {providers.data.line && (
        <ButtonLink to={withTarget(paths.line)} variant="secondary" size="lg" className="w-full">
          <LineIcon className="size-6 text-[#06C755]" aria-hidden="true" />
          เข้าสู่ระบบด้วย LINE
        </ButtonLink>
      )}
      {app && (
        <Button
          variant="secondary"
          size="lg"
          className="w-full"
          busy={facebook.isPending}
          // The SDK loads when the button is pressed, so Facebook's window can open on the click itself.
          onPointerDown={() => void loadFacebookSdk(app).catch(() => {})}
          onClick={signInWithFacebook}
        >
          <FacebookIcon className="size-6 text-[#1877F2]" aria-hidden="true" />
          เข้าสู่ระบบด้วย Facebook
        </Button>
      )}
    </div>
  )
}
