import { providerNames, type SignInProvider } from '@klass/contract/auth-constants'
import { useState } from 'react'
import { formatDate } from '../../../lib/format'
import { messageOf } from '../../../lib/error-message'
import { paths } from '../../../lib/paths'
import { useSignInProviders } from '../../../lib/sign-in-providers'
import { Alert } from '../../../ui/alert'
import { AppLink } from '../../../ui/link'
import { Button, ButtonLink } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { FacebookIcon, LineIcon } from '../../../ui/icons'
import { QueryState } from '../../../ui/query-states'
import { LoadingState } from '../../../ui/states'
import { useLinkFacebook, useSignInMethods, useUnlinkProvider } from '../api/sign-in-methods'

const icons: Record<SignInProvider, typeof LineIcon> = { line: LineIcon, facebook: FacebookIcon }
const iconColours: Record<SignInProvider, string> = { line: 'text-[#06C755]', facebook: 'text-[#1877F2]' }

/**
 * The ways a member can sign in: the e-mail and password, Facebook and LINE. A provider is linked here (LINE
 * through /line/link) and unlinked here, unless it is the last way in.
 */
export function SignInMethodsCard() {
  const methods = useSignInMethods()
  const providers = useSignInProviders()
  const linkFacebook = useLinkFacebook()
  const unlink = useUnlinkProvider()
  const [message, setMessage] = useState<{ tone: 'error' | 'success' | 'info'; text: string } | null>(null)
  const failed = (error: unknown) => setMessage({ tone: 'error', text: messageOf(error) })

  return (
    <Card className="mt-4 p-5">
      <h2 className="text-lg text-ink">ช่องทางเข้าสู่ระบบ</h2>
      <QueryState query={methods} loading={<LoadingState />}>
        {(data) => (
          <div className="mt-3 space-y-3">
            {message && <Alert tone={message.tone}>{message.text}</Alert>}
            <div>
              <p className="font-semibold text-ink">อีเมลและรหัสผ่าน</p>
              <p className="text-sm break-all text-ink-soft">{data.email}</p>
              {!data.password && (
                <p className="text-sm text-ink-soft">
                  ยังไม่ได้ตั้งรหัสผ่าน ·{' '}
                  {/* /forgot-password is for visitors: a member asks for the link in the security tab. */}
                  <AppLink
                    to={`${paths.profile}?tab=security`}
                    className="font-semibold text-brand-700 underline"
                  >
                    ตั้งรหัสผ่านทางอีเมล
                  </AppLink>
                </p>
              )}
            </div>
            {(['line', 'facebook'] as const).map((provider) => {
              const Icon = icons[provider]
              const linked = data.identities.find((i) => i.provider === provider)
              const available = provider === 'line' ? providers.data?.line : providers.data?.facebook
              if (!linked && !available) return null
              const name = providerNames[provider]
              return (
                <div key={provider} className="flex flex-wrap items-center justify-between gap-2">
                  <div className="flex min-w-0 items-center gap-2">
                    <Icon className={`size-6 shrink-0 ${iconColours[provider]}`} aria-hidden="true" />
                    <div className="min-w-0">
                      <p className="font-semibold text-ink">{name}</p>
                      <p className="text-sm break-words text-ink-soft">
                        {linked
                          ? `เชื่อมแล้ว${linked.display_name ? ` (${linked.display_name})` : ''} · ${formatDate(linked.linked_at)}`
                          : 'ยังไม่ได้เชื่อม'}
                      </p>
                    </div>
                  </div>
                  {linked ? (
                    <Button
                      variant="ghost"
                      aria-label={`ยกเลิกการเชื่อม ${name}`}
                      busy={unlink.isPending && unlink.variables === provider}
                      onClick={() => {
                        setMessage(null)
                        unlink.mutate(provider, {
                          onSuccess: () => setMessage({ tone: 'success', text: `ยกเลิกการเชื่อม ${name} แล้ว` }),
                          onError: failed,
                        })
                      }}
                    >
                      ยกเลิกการเชื่อม
                    </Button>
                  ) : provider === 'line' ? (
                    <ButtonLink to={paths.lineLink} variant="secondary" aria-label="เชื่อมบัญชี LINE">
                      เชื่อมบัญชี
                    </ButtonLink>
                  ) : (
                    <Button
                      variant="secondary"
                      aria-label="เชื่อมบัญชี Facebook"
                      busy={linkFacebook.isPending}
                      onClick={() => {
                        const app = providers.data?.facebook
                        if (!app) return
                        setMessage(null)
                        linkFacebook.mutate(app, {
                          onSuccess: (result) =>
                            setMessage(
                              result
                                ? { tone: 'success', text: 'เชื่อมบัญชี Facebook แล้ว' }
                                : { tone: 'info', text: 'ยังไม่ได้เชื่อม Facebook กดปุ่มอีกครั้งเมื่อพร้อม' },
                            ),
                          onError: failed,
                        })
                      }}
                    >
                      เชื่อมบัญชี
                    </Button>
                  )}
                </div>
              )
            })}
            {providers.data?.line && (
              <p className="text-sm text-ink-soft">
                <AppLink
                  to={paths.lineId}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
                >
                  ตั้งค่าการแจ้งเตือนทาง LINE
                </AppLink>
              </p>
            )}
          </div>
        )}
      </QueryState>
    </Card>
  )
}
