import { useQuery } from '@tanstack/react-query'
import type { Mission } from '@klass/contract/superquest'
import { loginPathFor } from '../../../lib/safe-redirect'
import { paths } from '../../../lib/paths'
import { useSession } from '../../../lib/session'
import { ButtonLink } from '../../../ui/button'
import { Skeleton } from '../../../ui/skeleton'
import { QueryState } from '../../../ui/query-states'
import { EmptyState } from '../../../ui/states'
import { missionsQuery } from '../api/get-missions'
import { useMonthlyMissions, type MonthlyMissions } from '../api/get-monthly-missions'
import { KrazyDaySection } from '../components/krazy-day-section'
import { MissionCard } from '../components/mission-card'
import { SuperquestPage } from '../components/superquest-nav'
import { UserLevelsSection } from '../components/user-levels-section'

/** Each mission once, with the campaign months it runs in; a member's own standing replaces the public one. */
export function missionsOnce(data: MonthlyMissions, mine: Mission[] | undefined) {
  const byId = new Map<string, { mission: Mission; months: string[] }>()
  for (const month of data.months) {
    for (const mission of month.missions) {
      const seen = byId.get(mission.id)
      if (seen) seen.months.push(month.label)
      else byId.set(mission.id, { mission, months: [month.label] })
    }
  }
  const own = new Map(mine?.map((mission) => [mission.id, mission]))
  return [...byId.values()].map(({ mission, months }) => ({
    mission: own.get(mission.id) ?? mission,
    months,
  }))
}

function MonthlyMissionList() {
  const { loggedIn } = useSession()
  const query = useMonthlyMissions()
  // The month list is public (sent without a token); a member's joins and progress come from their own list.
  const mine = useQuery({ ...missionsQuery('all'), enabled: loggedIn })
  return (
    <QueryState
      query={query}
      loading={
        <div role="status" aria-label="กำลังโหลดภารกิจ">
          <Skeleton className="h-56 w-full" />
        </div>
      }
      empty={<EmptyState title="ยังไม่มีภารกิจในแคมเปญนี้" icon="🚀" />}
      isEmpty={(data) => missionsOnce(data, undefined).length === 0}
    >
      {(data) => (
        <ul aria-label="ภารกิจของแคมเปญ" className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {missionsOnce(data, mine.data).map(({ mission, months }) => (
            <li key={mission.id}>
              <MissionCard mission={mission} months={months} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  )
}

/** SPEC 2 /superquest/missions-rewards: monthly missions and rewards, krazy day offers, user levels. */
export default function MissionsRewardsPage() {
  const { loggedIn } = useSession()
  return (
    <SuperquestPage
      title="ภารกิจและรางวัล"
      intro="ภารกิจประจำเดือนพร้อมรางวัล ของรางวัล Krazy Day ราคาพิเศษ และรางวัลประจำเลเวลของคุณ"
    >
      <section aria-labelledby="missions-title">
        <h2 id="missions-title" className="mb-3 text-2xl">
          ภารกิจประจำเดือน
        </h2>
        <MonthlyMissionList />
      </section>
      <section id="krazy-day" aria-labelledby="krazy-title">
        <h2 id="krazy-title" className="mb-3 text-2xl">
          ⚡ Krazy Day
        </h2>
        <KrazyDaySection />
      </section>
      <section aria-labelledby="levels-title">
        <h2 id="levels-title" className="mb-3 text-2xl">
          เลเวลของฉัน
        </h2>
        {loggedIn ? (
          <UserLevelsSection />
        ) : (
          <div className="space-y-3 rounded-card bg-brand-50 p-5">
            <p>เข้าสู่ระบบเพื่อดูเลเวลของคุณ รับ koin และของรางวัลประจำเลเวล</p>
            <ButtonLink to={loginPathFor(paths.superquestMissionsRewards)}>เข้าสู่ระบบเพื่อดูเลเวล</ButtonLink>
          </div>
        )}
      </section>
    </SuperquestPage>
  )
}
