import type { Mission } from '@klass/contract/superquest'
import { paths } from '../../../lib/paths'
import { AppLink } from '../../../ui/link'
import { useMissions } from '../api/get-missions'
import { MissionList } from '../components/mission-list'
import { PremiumGiftHistory } from '../components/premium-gift-history'
import { SuperquestPage } from '../components/superquest-nav'

type Query = ReturnType<typeof useMissions>

function only(query: Query, keep: (mission: Mission) => boolean) {
  return { ...query, data: query.data?.filter(keep) }
}

/**
 * SPEC 2 /superquest/profile/redeemrewards: rewards the member can redeem now, those already redeemed, and the
 * premium gifts on their way.
 */
export default function RedeemRewardsPage() {
  const query = useMissions('rewards')
  return (
    <SuperquestPage title="แลกรางวัล" intro="รับรางวัลของภารกิจที่ทำสำเร็จ และติดตามของรางวัลพรีเมียมที่กำลังจัดส่ง">
      <section aria-labelledby="redeemable-title">
        <h2 id="redeemable-title" className="mb-3 text-2xl">
          รางวัลที่รับได้
        </h2>
        <MissionList
          label="รางวัลที่รับได้"
          query={only(query, (mission) => mission.rewardState === 'redeemable')}
          empty={{
            title: 'ยังไม่มีรางวัลรอรับ',
            text: (
              <AppLink
                to={paths.superquestRegistered}
                className="text-brand-700 underline underline-offset-2"
              >
                ทำภารกิจที่เข้าร่วมให้ครบเพื่อรับรางวัล
              </AppLink>
            ),
          }}
        />
      </section>
      <section aria-labelledby="redeemed-title">
        <h2 id="redeemed-title" className="mb-3 text-2xl">
          รางวัลที่รับแล้ว
        </h2>
        <MissionList
          label="รางวัลที่รับแล้ว"
          query={only(query, (mission) => mission.rewardState === 'redeemed')}
          empty={{ title: 'ยังไม่ได้รับรางวัลจากภารกิจ', text: 'รางวัลที่คุณรับแล้วจะแสดงที่นี่' }}
        />
      </section>
      <section aria-labelledby="gift-history-title">
        <h2 id="gift-history-title" className="mb-3 text-2xl">
          ประวัติของรางวัลพรีเมียม
        </h2>
        <PremiumGiftHistory />
      </section>
    </SuperquestPage>
  )
}
