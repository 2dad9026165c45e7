import { useEffect, useRef, useState } from 'react'
import { useOnlineStatus } from '../../lib/online-status'
import { WifiOffIcon } from '../../ui/icons'

/** SPEC 2: online or offline status, told to the person (and to screen readers through a live region). */
export function NetworkStatus() {
  const online = useOnlineStatus()
  const [backOnline, setBackOnline] = useState(false)
  const wasOffline = useRef(!online)

  useEffect(() => {
    if (!online) {
      wasOffline.current = true
      return
    }
    if (!wasOffline.current) return
    wasOffline.current = false
    setBackOnline(true)
    const timer = setTimeout(() => setBackOnline(false), 4000)
    return () => clearTimeout(timer)
  }, [online])

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-16 z-40 flex justify-center px-3"
    >
      {!online && (
        <p className="pointer-events-auto flex items-center gap-2 rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white shadow-lg">
          <WifiOffIcon className="size-5" />
          คุณออฟไลน์อยู่ ตรวจสอบการเชื่อมต่ออินเทอร์เน็ต
        </p>
      )}
      {online && backOnline && (
        <p className="pointer-events-auto rounded-full bg-mint-700 px-4 py-2 text-sm font-semibold text-white shadow-lg">
          กลับมาออนไลน์แล้ว
        </p>
      )}
    </div>
  )
}
