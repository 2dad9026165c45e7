import { useState } from 'react'
import { Alert } from '../../../ui/alert'
import { buttonClass, Button } from '../../../ui/button'
import { FacebookIcon, LineIcon } from '../../../ui/icons'
import { useSharePost, type ShareChannel } from '../api/react-to-post'

const shareTargets = {
  facebook: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  line: (url: string) => `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(url)}`,
}

const networks = [
  { channel: 'facebook', name: 'Facebook', Icon: FacebookIcon },
  { channel: 'line', name: 'LINE', Icon: LineIcon },
] as const

/**
 * Share to Facebook or LINE (the share window opens at once, so no pop-up blocker stops it) or copy the link.
 * Every share is recorded (each button at least 44 px high for a thumb) with POST /v2/api/post/share, which answers the canonical address that is copied.
 */
export function ShareButtons({ postId, url }: { postId: number; url: string }) {
  const share = useSharePost(postId)
  const [copied, setCopied] = useState<string | null>(null)
  const [copyError, setCopyError] = useState(false)

  const record = (channel: ShareChannel) => share.mutate(channel)

  async function copyLink() {
    setCopyError(false)
    try {
      const result = await share.mutateAsync('copy')
      await navigator.clipboard.writeText(result.url)
      setCopied(result.url)
    } catch {
      setCopyError(true)
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {networks.map(({ channel, name, Icon }) => (
          <a
            key={channel}
            href={shareTargets[channel](url)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => record(channel)}
            className={buttonClass('secondary', 'sm', 'min-h-11')}
          >
            <Icon className="size-4" /> แชร์ {name}
            <span className="sr-only"> (เปิดหน้าต่างใหม่)</span>
          </a>
        ))}
        <Button
          variant="secondary"
          size="sm"
          className="min-h-11"
          onClick={() => void copyLink()}
          busy={share.isPending}
        >
          คัดลอกลิงก์
        </Button>
      </div>
      {copied && (
        <Alert tone="success">
          คัดลอกลิงก์แล้ว: <span className="break-all">{copied}</span>
        </Alert>
      )}
      {copyError && <Alert tone="error">คัดลอกลิงก์ไม่สำเร็จ ลองกดอีกครั้ง หรือคัดลอกจากแถบที่อยู่</Alert>}
    </div>
  )
}
