import { loginPathFor } from '../../../lib/safe-redirect'
import { paths } from '../../../lib/paths'
import { useSession } from '../../../lib/session'
import { ButtonLink } from '../../../ui/button'
import { Skeleton } from '../../../ui/skeleton'
import { QueryState } from '../../../ui/query-states'
import { EmptyState } from '../../../ui/states'
import { useMonthlyMissions, type MonthlyMissions } from '../api/get-monthly-missions'
import { KrazyDaySection } from '../components/krazy-day-section'
import { MissionCard } from '../components/mission-card'
import { SuperquestPage } from '../components/superquest-nav'
import { UserLevelsSection } from '../components/user-levels-section'

function MonthlyMissionList() {
  const query = useMonthlyMissions()
  return (
    <QueryState
      query={query}
      loading={
        <div role="status" aria-label="กำลังโหลดภารกิจ">
          <Skeleton className="h-56 w-full" />
        </div>
      }
      empty={<EmptyState title="ยังไม่มีภารกิจในแคมเปญนี้" icon="🚀" />}
      isEmpty={(data) => monthsWithMissions(data).length === 0}
    >
      {(data) => <Months months={monthsWithMissions(data)} />}
    </QueryState>
  )
}

function monthsWithMissions({ months }: MonthlyMissions) {
  return months.filter((month) => month.missions.length > 0)
}

function Months({ months }: { months: MonthlyMissions['months'] }) {
  return (
    <div className="space-y-6">
      {months.map((month) => (
        <section key={month.month} aria-labelledby={`month-${month.month}`}>
          <h3 id={`month-${month.month}`} className="mb-3 text-xl">
            {month.label}
          </h3>
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {month.missions.map((mission) => (
              <li key={mission.id}>
                <MissionCard mission={mission} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
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
