import { isShippedType } from '@klass/contract/store-constants'
import { formatKoin } from '../../../lib/format'
import { usePageParam } from '../../../lib/use-page-param'
import { GiftHistoryList } from '../../../ui/gift-history-list'
import { AppLink } from '../../../ui/link'
import { paths } from '../../../lib/paths'
import { usePurchaseHistory } from '../api/get-purchase-history'

export const PURCHASE_PAGE_SIZE = 10

/** SPEC 2 profile tab "purchase history": image, name, tracking or voucher code, date; paged. */
export function PurchaseHistory() {
  const [page, setPage] = usePageParam()
  const query = usePurchaseHistory(page, PURCHASE_PAGE_SIZE)
  const data = query.data && {
    ...query.data,
    items: query.data.items.map((purchase) => ({
      id: purchase.id,
      image: purchase.image,
      name: `${purchase.name}${purchase.quantity > 1 ? ` × ${purchase.quantity}` : ''}`,
      status: purchase.statusLabel,
      date: purchase.date,
      detail: purchase.cancelReason ? (
        <>
          ยกเลิกโดยทีมงาน Klass: {purchase.cancelReason}
          <span className="block text-xs">คืน {formatKoin(purchase.price)} koin เข้าบัญชีของคุณแล้ว</span>
        </>
      ) : isShippedType(purchase.type) ? (
        purchase.carrier && purchase.carrierTracking ? (
          <>
            {purchase.carrier} เลขพัสดุ:{' '}
            <span className="font-mono select-all">{purchase.carrierTracking}</span>
            <span className="block text-xs">เลขอ้างอิง Klass: {purchase.tracking}</span>
          </>
        ) : (
          <>
            เลขอ้างอิง Klass: <span className="font-mono">{purchase.tracking ?? '-'}</span>
            <span className="block text-xs">เลขพัสดุจะแสดงที่นี่เมื่อจัดส่งแล้ว</span>
          </>
        )
      ) : (
        <>
          รหัส:{' '}
          {purchase.vouchers.map((voucher, index) => (
            <span key={voucher.code}>
              {index > 0 && ', '}
              <span className="font-mono select-all">{voucher.code}</span>
              {voucher.used && ' (ใช้แล้ว)'}
            </span>
          ))}
        </>
      ),
    })),
  }
  return (
    <GiftHistoryList
      label="ประวัติการแลกของรางวัล"
      query={{ ...query, data }}
      empty={
        <>
          ไปเลือกของรางวัลที่ชอบได้ที่{' '}
          <AppLink to={paths.store} className="text-brand-700 underline underline-offset-2">
            ร้านค้า
          </AppLink>
        </>
      }
      onPage={setPage}
    />
  )
}
