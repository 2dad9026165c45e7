import { paths } from '../../../lib/paths'
import { AppLink } from '../../../ui/link'
import { useMissions } from '../api/get-missions'
import { MissionList } from '../components/mission-list'
import { SuperquestPage } from '../components/superquest-nav'

/** SPEC 2 /superquest/profile/questsregistered: the missions the member joined, with progress and rewards. */
export default function QuestsRegisteredPage() {
  const query = useMissions('joined')
  return (
    <SuperquestPage title="ภารกิจของฉัน" intro="ความคืบหน้าของภารกิจที่คุณเข้าร่วม ทำครบแล้วกดรับรางวัลได้ทันที">
      <MissionList
        label="ภารกิจที่เข้าร่วม"
        query={query}
        empty={{
          title: 'คุณยังไม่ได้เข้าร่วมภารกิจ',
          text: (
            <AppLink
              to={paths.superquestAllQuests}
              className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-2"
            >
              เลือกภารกิจแรกของคุณ
            </AppLink>
          ),
        }}
      />
    </SuperquestPage>
  )
}
