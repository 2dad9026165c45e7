import { useLocation, useSearchParams } from 'react-router'
import { useCurrentUser } from '../../../lib/current-user'
import { usePageParam } from '../../../lib/use-page-param'
import { formatKoin, formatPoints } from '../../../lib/format'
import { Alert } from '../../../ui/alert'
import { Skeleton } from '../../../ui/skeleton'
import { QueryState } from '../../../ui/query-states'
import { Tabs, type TabItem } from '../../../ui/tabs'
import { useKoinHistory } from '../api/get-koin-history'
import { useSkillHistory } from '../api/get-skill-history'
import { EmailStandingCard } from '../components/email-standing'
import { GuardianStandingCard } from '../components/guardian-standing'
import { HistoryList } from '../components/history-list'
import { ProfileCard } from '../components/profile-card'
import { SignInMethodsCard } from '../components/sign-in-methods'
import { savedJustNow } from './profile-saved'
import { PageTitle } from '../../../ui/page-title'

const PAGE_SIZE = 10

function KoinHistoryTab() {
  const [page, setPage] = usePageParam()
  const query = useKoinHistory(page, PAGE_SIZE)
  return (
    <HistoryList
      caption="ประวัติ koin"
      pointLabel="koin"
      query={query}
      point={(row) => ({
        text: formatKoin(row.point, { signed: true }),
        positive: !row.point.startsWith('-'),
      })}
      empty="ตอบควิซหรือเล่นเกมเพื่อรับ koin แรกของคุณ"
      onPage={setPage}
    />
  )
}

function SkillHistoryTab() {
  const [page, setPage] = usePageParam()
  const query = useSkillHistory(page, PAGE_SIZE)
  return (
    <HistoryList
      caption="ประวัติ skill point"
      pointLabel="skill point"
      query={query}
      point={(row) => ({ text: formatPoints(row.point), positive: row.point >= 0 })}
      empty="ทำภารกิจและควิซเพื่อสะสม skill point"
      onPage={setPage}
    />
  )
}

/** The history every member has; other areas add their tabs after these (app/routes/profile-tabs.tsx). */
const historyTabs: readonly TabItem[] = [
  { id: 'koins', label: 'ประวัติ koin', content: () => <KoinHistoryTab /> },
  { id: 'skills', label: 'ประวัติ skill point', content: () => <SkillHistoryTab /> },
]

/** SPEC 2 /profile (members): the profile card and the history tabs. */
export function ProfilePage({ extraTabs = [] }: { extraTabs?: readonly TabItem[] }) {
  const user = useCurrentUser()
  const [params, setParams] = useSearchParams()
  const saved = savedJustNow(useLocation().state)
  const profileTabs = [...historyTabs, ...extraTabs]
  const requested = params.get('tab')
  const tab = profileTabs.some((item) => item.id === requested) ? requested! : profileTabs[0]!.id

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-3 py-8 sm:px-4 lg:grid-cols-[22rem_minmax(0,1fr)]">
      <PageTitle>โปรไฟล์ของฉัน — Klass</PageTitle>
      {/* min-w-0 on both columns: nothing in them widens the page past a 320 px screen. */}
      <div className="min-w-0">
        {saved && (
          <Alert tone="success" className="mb-4">
            บันทึกโปรไฟล์แล้ว
          </Alert>
        )}
        <QueryState
          query={user}
          keepDataOnError
          loading={
            <div role="status" aria-label="กำลังโหลดโปรไฟล์" className="space-y-3 rounded-card bg-white p-5">
              <Skeleton className="size-24 rounded-full" />
              <Skeleton className="h-7 w-2/3" />
              <Skeleton className="h-20 w-full" />
            </div>
          }
        >
          {(profile) => (
            <>
              <ProfileCard profile={profile} />
              <EmailStandingCard profile={profile} />
              <GuardianStandingCard profile={profile} />
            </>
          )}
        </QueryState>
        <SignInMethodsCard />
      </div>
      <section aria-labelledby="history-title" className="min-w-0">
        <h2 id="history-title" className="mb-3 text-xl">
          ประวัติของฉัน
        </h2>
        <Tabs
          label="ประวัติของฉัน"
          items={profileTabs}
          value={tab}
          onChange={(id) => setParams({ tab: id }, { replace: true, preventScrollReset: true })}
        />
      </section>
    </div>
  )
}
