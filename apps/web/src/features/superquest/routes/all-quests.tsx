import { paths } from '../../../lib/paths'
import { AppLink } from '../../../ui/link'
import { useMissions } from '../api/get-missions'
import { MissionList } from '../components/mission-list'
import { SuperquestPage } from '../components/superquest-nav'

/** SPEC 2 /superquest/profile/allquests: every mission of the campaign; join the open ones. */
export default function AllQuestsPage() {
  const query = useMissions('all')
  return (
    <SuperquestPage title="ภารกิจทั้งหมด" intro="เลือกเข้าร่วมภารกิจที่สนใจ ระบบนับความคืบหน้าจากสิ่งที่คุณทำหลังกดเข้าร่วม">
      <MissionList
        label="ภารกิจทั้งหมด"
        query={query}
        empty={{
          title: 'ยังไม่มีภารกิจในตอนนี้',
          text: (
            <AppLink to={paths.superquestAbout} className="text-brand-700 underline underline-offset-2">
              ดูข่าวแคมเปญ SUPERQUEST
            </AppLink>
          ),
        }}
      />
    </SuperquestPage>
  )
}
