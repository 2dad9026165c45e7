import { useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { paths } from '../../../lib/paths'
import { rememberLineTarget, savePendingSignup, takeLineTarget } from '../../../lib/pending-signup'
import { REDIRECT_PARAM, rememberingTarget, safeRedirect } from '../../../lib/safe-redirect'
import { useSession } from '../../../lib/session'
import { Alert } from '../../../ui/alert'
import { Button, ButtonLink } from '../../../ui/button'
import { FormPage } from '../../../ui/form-page'
import { LoadingState } from '../../../ui/states'
import { goToLine, useLineLogin } from '../api/line'
import { spendOnce, useLineReturn } from '../components/line-return'
import { messageOf } from '../../../lib/error-message'

/**
 * SPEC 2 /line: sign in with LINE. Opened from a LINE button it goes straight to LINE Login; LINE sends the
 * person back here with a code, which signs a member in (to the page they came from) or takes a newcomer to
 * the registration form with their LINE name and e-mail filled in.
 */
export default function LineLoginPage() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const { loggedIn } = useSession()
  const back = useLineReturn()
  const login = useLineLogin()
  const [startError, setStartError] = useState<string | null>(null)

  function start() {
    setStartError(null)
    goToLine('login').catch((error: unknown) => setStartError(messageOf(error)))
  }

  useEffect(() => {
    if (back.returned) {
      if (back.cancelled || !back.code || !back.state || !spendOnce(back.code)) return
      login.mutate(
        { code: back.code, state: back.state },
        {
          onSuccess: (outcome) => {
            const target = safeRedirect(takeLineTarget())
            if (outcome.kind === 'signed-in') {
              void navigate(target, { replace: true, viewTransition: true })
              return
            }
            savePendingSignup({ provider: 'line', ticket: outcome.ticket, profile: outcome.profile })
            void navigate(rememberingTarget(`${paths.register}?via=line`, target), { replace: true })
          },
        },
      )
      return
    }
    // A member opening /line has nothing to sign in to: the Official Account page is what they want.
    if (loggedIn) {
      void navigate(paths.lineId, { replace: true })
      return
    }
    rememberLineTarget(safeRedirect(params.get(REDIRECT_PARAM)))
    goToLine('login').catch((error: unknown) => setStartError(messageOf(error)))
    // Once, on arrival: the code in the address is good for one exchange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const failure = back.cancelled
    ? { tone: 'info' as const, text: 'คุณยกเลิกการเข้าสู่ระบบด้วย LINE แล้ว จะลองอีกครั้งหรือใช้อีเมลก็ได้' }
    : login.isError
      ? { tone: 'error' as const, text: messageOf(login.error) }
      : startError
        ? { tone: 'error' as const, text: startError }
        : null

  return (
    <FormPage title="เข้าสู่ระบบด้วย LINE" subtitle="ใช้บัญชี LINE ของคุณเข้า Klass ได้ในไม่กี่วินาที">
      {failure ? (
        <div className="space-y-4">
          <Alert tone={failure.tone}>{failure.text}</Alert>
          <Button size="lg" className="w-full" onClick={start}>
            ลองเข้าสู่ระบบด้วย LINE อีกครั้ง
          </Button>
          <ButtonLink to={paths.login} variant="secondary" size="lg" className="w-full">
            เข้าสู่ระบบด้วยอีเมล
          </ButtonLink>
        </div>
      ) : (
        <LoadingState label={back.returned ? 'กำลังเข้าสู่ระบบ…' : 'กำลังพาไปที่ LINE…'} />
      )}
    </FormPage>
  )
}
