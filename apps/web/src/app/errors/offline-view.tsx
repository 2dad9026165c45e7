import { Button } from '../../ui/button'
import { WifiOffIcon } from '../../ui/icons'
import { PageTitle } from '../../ui/page-title'

/**
 * A page whose code could not be fetched because the phone is offline (decision 037): said as it is, not as
 * an error or a new release; the page loads again by itself once the connection is back (lib/chunk-reload.ts).
 */
export function OfflineView() {
  return (
    <section
      aria-labelledby="offline-title"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center"
    >
      <PageTitle>ออฟไลน์อยู่ — Klass</PageTitle>
      <WifiOffIcon className="size-14 text-brand-500" />
      <h1 id="offline-title" className="mt-3 text-3xl text-ink">
        ออฟไลน์อยู่
      </h1>
      <p className="mt-3 text-lg text-ink">เปิดหน้านี้ไม่ได้เพราะเครื่องไม่ได้เชื่อมต่ออินเทอร์เน็ต</p>
      <p role="status" className="mt-2 text-ink-soft">
        หน้านี้จะเปิดเองเมื่อกลับมาออนไลน์
      </p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        ลองอีกครั้ง
      </Button>
    </section>
  )
}
