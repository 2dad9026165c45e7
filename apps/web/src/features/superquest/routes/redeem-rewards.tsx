import { useState } from 'react'
import type { Mission } from '@klass/contract/superquest'
import { paths } from '../../../lib/paths'
import { AppLink } from '../../../ui/link'
import { Skeleton } from '../../../ui/skeleton'
import { QueryError } from '../../../ui/query-states'
import { EmptyState } from '../../../ui/states'
import { useMissions } from '../api/get-missions'
import { MissionCard } from '../components/mission-card'
import { MissionList } from '../components/mission-list'
import { PremiumGiftHistory } from '../components/premium-gift-history'
import { levelWaiting, useRewardsWaiting } from '../components/rewards-waiting'
import { SuperquestPage } from '../components/superquest-nav'
import { LevelRow } from '../components/user-levels-section'

type Query = ReturnType<typeof useMissions>

function only(query: Query, keep: (mission: Mission) => boolean) {
  return { ...query, data: query.data?.filter(keep) }
}

/**
 * Everything the member can claim now: completed missions and reached levels. A level claimed here stays
 * in the list for this visit, so its confirmation stays in view.
 */
function WaitingRewards() {
  const { missions, levels, waitingMissions } = useRewardsWaiting()
  const [shownLevels, setShownLevels] = useState<number[]>([])
  const waitingNow = (levels.data?.levels ?? []).filter(levelWaiting).map((entry) => entry.level)
  if (waitingNow.some((level) => !shownLevels.includes(level)))
    setShownLevels([...new Set([...shownLevels, ...waitingNow])])
  const levelRows = levels.data?.levels.filter((entry) => shownLevels.includes(entry.level)) ?? []

  if (missions.isPending || levels.isPending)
    return (
      <div role="status" aria-label="กำลังโหลดรางวัลที่รับได้" className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    )
  if (missions.isError) return <QueryError query={missions} />
  if (levels.isError) return <QueryError query={levels} />
  if (waitingMissions.length === 0 && levelRows.length === 0)
    return (
      <EmptyState title="ยังไม่มีรางวัลรอรับ" icon="🚀">
        <AppLink to={paths.superquestRegistered} className="text-brand-700 underline underline-offset-2">
          ทำภารกิจที่เข้าร่วมให้ครบเพื่อรับรางวัล
        </AppLink>
      </EmptyState>
    )
  return (
    <div className="space-y-4">
      {waitingMissions.length > 0 && (
        <ul aria-label="รางวัลที่รับได้" className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {waitingMissions.map((mission) => (
            <li key={mission.id}>
              <MissionCard mission={mission} />
            </li>
          ))}
        </ul>
      )}
      {levelRows.length > 0 && (
        <ul aria-label="รางวัลประจำเลเวลที่รับได้" className="grid gap-3 md:grid-cols-2">
          {levelRows.map((entry) => (
            <LevelRow key={entry.level} entry={entry} />
          ))}
        </ul>
      )}
    </div>
  )
}

/**
 * SPEC 2 /superquest/profile/redeemrewards: rewards the member can claim now (missions and levels), those
 * already redeemed, and the premium gifts on their way.
 */
export default function RedeemRewardsPage() {
  const query = useMissions('rewards')
  return (
    <SuperquestPage
      title="แลกรางวัล"
      intro="รับรางวัลของภารกิจที่ทำสำเร็จและรางวัลประจำเลเวล และติดตามของรางวัลพรีเมียมที่กำลังจัดส่ง"
      waiting={false}
    >
      <section aria-labelledby="redeemable-title">
        <h2 id="redeemable-title" className="mb-3 text-2xl">
          รางวัลที่รับได้
        </h2>
        <WaitingRewards />
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
