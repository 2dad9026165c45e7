import type { Purchase } from '@klass/contract/store'
import { paths } from '../../../lib/paths'
import { Alert } from '../../../ui/alert'
import { Button, ButtonLink } from '../../../ui/button'
import { KoinAmount } from '../../../ui/koin-amount'

/** What a member sees right after buying: the voucher codes of a digital item, or the parcel's tracking. */
export function PurchaseResult({
  purchase,
  koin,
  onAgain,
}: {
  purchase: Purchase
  koin: string
  /** Back to the order form, to buy more of the item. */
  onAgain: () => void
}) {
  return (
    <div className="space-y-4">
      <Alert tone="success">
        <p className="font-display text-lg">แลกสำเร็จ! 🎉</p>
        <p>
          คุณแลก {purchase.name} จำนวน {purchase.quantity} ชิ้น ใช้ไป <KoinAmount value={purchase.price} />
        </p>
        <p>
          koin คงเหลือ <KoinAmount value={koin} />
        </p>
      </Alert>
      {purchase.vouchers.length > 0 && (
        <section aria-labelledby="voucher-title" className="rounded-2xl bg-brand-50 p-4">
          <h2 id="voucher-title" className="text-lg">
            รหัสบัตรกำนัลของคุณ
          </h2>
          <p className="text-sm text-ink-soft">เก็บรหัสนี้ไว้ให้ดี ดูย้อนหลังได้ที่ประวัติการแลกของรางวัลในโปรไฟล์</p>
          <ul className="mt-2 space-y-1">
            {purchase.vouchers.map((voucher) => (
              <li key={voucher.code}>
                <code className="inline-block rounded-lg bg-white px-3 py-1.5 font-mono text-lg tracking-wider text-ink select-all">
                  {voucher.code}
                </code>
              </li>
            ))}
          </ul>
        </section>
      )}
      {purchase.tracking && (
        <p className="rounded-2xl bg-brand-50 p-4">
          เลขอ้างอิง Klass <code className="font-mono font-semibold select-all">{purchase.tracking}</code> ·{' '}
          {purchase.statusLabel} (เลขพัสดุของบริษัทขนส่งจะแสดงในประวัติการแลกเมื่อจัดส่งแล้ว)
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={`${paths.profile}?tab=purchases`} variant="secondary">
          ดูประวัติการแลกของรางวัล
        </ButtonLink>
        <Button variant="ghost" onClick={onAgain}>
          แลกชิ้นนี้อีก
        </Button>
      </div>
    </div>
  )
}
