import { usePageParam } from '../../../lib/use-page-param'
import { paths } from '../../../lib/paths'
import { formatKoin } from '../../../lib/format'
import { GiftHistoryList } from '../../../ui/gift-history-list'
import { AppLink } from '../../../ui/link'
import { usePremiumGiftHistory } from '../api/get-premium-gift-history'

export const PREMIUM_GIFT_PAGE_SIZE = 10

/** SPEC 2 profile tab "premium gift history": imageUrl, name, trackingNumber; paged. */
export function PremiumGiftHistory({ pageParam = 'page' }: { pageParam?: string }) {
  const [page, setPage] = usePageParam(pageParam)
  const query = usePremiumGiftHistory(page, PREMIUM_GIFT_PAGE_SIZE)
  const data = query.data && {
    ...query.data,
    items: query.data.items.map((shipment) => ({
      id: shipment.id,
      image: shipment.imageUrl,
      name: shipment.name,
      status: shipment.statusLabel,
      date: shipment.date,
      detail: (
        <>
          <span className="block">
            เลขพัสดุ: <span className="font-mono select-all">{shipment.trackingNumber}</span>
          </span>
          <span className="block">
            {shipment.sourceLabel}
            {shipment.koin !== '0.00' && ` · ใช้ ${formatKoin(shipment.koin)} koin`}
          </span>
        </>
      ),
    })),
  }
  return (
    <GiftHistoryList
      label="ประวัติของรางวัลพรีเมียม"
      query={{ ...query, data }}
      empty={
        <>
          ทำภารกิจหรือแลกของใน{' '}
          <AppLink
            to={paths.superquestMissionsRewards}
            className="text-brand-700 underline underline-offset-2"
          >
            SUPERQUEST
          </AppLink>{' '}
          เพื่อรับของรางวัลพรีเมียม
        </>
      }
      onPage={setPage}
    />
  )
}
