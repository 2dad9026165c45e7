import type { SignedInDevice } from '@klass/contract/auth'
import { useState } from 'react'
import { messageOf } from '../../../lib/error-message'
import { formatDateTimeBar } from '../../../lib/format'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { QueryState } from '../../../ui/query-states'
import { LoadingState } from '../../../ui/states'
import { useEndOtherSessions } from '../api/end-other-sessions'
import { useEndSession } from '../api/end-session'
import { useSignedInDevices } from '../api/get-signed-in-devices'

type Message = { tone: 'error' | 'success'; text: string }

function DeviceRow({
  device,
  ending,
  onEnd,
}: {
  device: SignedInDevice
  ending: boolean
  onEnd: () => void
}) {
  const signedIn = formatDateTimeBar(device.created_at)
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
      <div className="min-w-0">
        <p className="font-semibold break-words text-ink">
          {device.device}
          {device.current && (
            <span className="ms-2 rounded-full bg-mint-100 px-2 py-0.5 text-xs font-semibold text-mint-700">
              อุปกรณ์นี้
            </span>
          )}
        </p>
        <p className="text-sm text-ink-soft">เข้าสู่ระบบเมื่อ {signedIn}</p>
        <p className="text-sm text-ink-soft">ใช้งานล่าสุด {formatDateTimeBar(device.last_used_at)}</p>
      </div>
      {!device.current && (
        <Button
          variant="secondary"
          aria-label={`ออกจากระบบ ${device.device} (เข้าสู่ระบบเมื่อ ${signedIn})`}
          busy={ending}
          onClick={onEnd}
        >
          ออกจากระบบ
        </Button>
      )}
    </li>
  )
}

/**
 * Issue 19: the devices where the member is signed in, this one marked, each of the others with a button that
 * signs it out at once, and one for all of them.
 */
export function SignedInDevices() {
  const devices = useSignedInDevices()
  const endSession = useEndSession()
  const endOthers = useEndOtherSessions()
  const [message, setMessage] = useState<Message | null>(null)
  const failed = (error: unknown) => setMessage({ tone: 'error', text: messageOf(error) })

  return (
    <section aria-labelledby="signed-in-devices-title" className="space-y-3">
      <h3 id="signed-in-devices-title" className="text-lg text-ink">
        อุปกรณ์ที่เข้าสู่ระบบอยู่
      </h3>
      <QueryState query={devices} loading={<LoadingState label="กำลังโหลดรายการอุปกรณ์…" />}>
        {(list) => {
          const others = list.filter((device) => !device.current)
          return (
            <>
              <ul className="divide-y divide-brand-100">
                {list.map((device) => (
                  <DeviceRow
                    key={device.id}
                    device={device}
                    ending={endSession.isPending && endSession.variables === device.id}
                    onEnd={() => {
                      setMessage(null)
                      endSession.mutate(device.id, {
                        onSuccess: () =>
                          setMessage({ tone: 'success', text: `${device.device} ออกจากระบบแล้ว` }),
                        onError: failed,
                      })
                    }}
                  />
                ))}
              </ul>
              {message && <Alert tone={message.tone}>{message.text}</Alert>}
              {others.length > 0 ? (
                <Button
                  variant="danger"
                  className="w-full sm:w-auto"
                  busy={endOthers.isPending}
                  onClick={() => {
                    setMessage(null)
                    endOthers.mutate(undefined, {
                      onSuccess: (ended) =>
                        setMessage({
                          tone: 'success',
                          text: `ออกจากระบบอุปกรณ์อื่นแล้ว ${ended} เครื่อง เครื่องนี้ยังเข้าสู่ระบบอยู่`,
                        }),
                      onError: failed,
                    })
                  }}
                >
                  ออกจากระบบทุกอุปกรณ์อื่น
                </Button>
              ) : (
                !message && <p className="text-sm text-ink-soft">ไม่มีอุปกรณ์อื่นที่เข้าสู่ระบบบัญชีนี้อยู่</p>
              )}
            </>
          )
        }}
      </QueryState>
    </section>
  )
}
