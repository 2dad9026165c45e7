import { useState } from 'react'
import { formatDate, formatKoin } from '../../../lib/format'
import { Pagination } from '../../../ui/pagination'
import { QueryState } from '../../../ui/query-states'
import { EmptyState, LoadingState } from '../../../ui/states'
import { useAdminLevels, useAdminMissions } from '../api/missions'
import { koinText } from '../components/form-values'

/** Missions and member levels with their rewards, and how many members joined, finished or claimed. */
export default function MissionsAdminPage() {
  const [page, setPage] = useState(1)
  const missions = useAdminMissions(page)
  const levels = useAdminLevels()
  return (
    <div className="space-y-8">
      <section aria-labelledby="missions-heading" className="space-y-3">
        <h2 id="missions-heading" className="text-2xl font-bold">
          ภารกิจ SUPERQUEST
        </h2>
        <QueryState query={missions} loading={<LoadingState />} empty={<EmptyState title="ยังไม่มีภารกิจ" />}>
          {(data) => (
            <>
              <ul className="space-y-2">
                {data.items.map((mission) => (
                  <li key={mission.id} className="rounded-2xl bg-white p-4 ring-1 ring-brand-100">
                    <h3 className="font-bold break-words">{mission.title}</h3>
                    <p className="text-sm text-ink-soft">
                      {formatDate(mission.startsAt)} – {formatDate(mission.endsAt)} · เป้าหมาย {mission.target}{' '}
                      {mission.unit}
                    </p>
                    <p className="text-sm">
                      รางวัล:{' '}
                      {[
                        mission.rewardKoin !== null && `${formatKoin(koinText(mission.rewardKoin))} koin`,
                        mission.rewardGiftName,
                      ]
                        .filter(Boolean)
                        .join(' หรือ ')}{' '}
                      · เข้าร่วม {mission.joined} คน · รับรางวัลแล้ว {mission.redeemed} คน
                    </p>
                  </li>
                ))}
              </ul>
              <Pagination page={data.page} pages={data.pages} onChange={setPage} label="หน้าของรายการภารกิจ" />
            </>
          )}
        </QueryState>
      </section>
      <section aria-labelledby="levels-heading" className="space-y-3">
        <h2 id="levels-heading" className="text-2xl font-bold">
          เลเวลสมาชิก
        </h2>
        <QueryState query={levels} loading={<LoadingState />}>
          {(data) => (
            <ul className="space-y-2">
              {data.map((level) => (
                <li key={level.level} className="rounded-2xl bg-white p-4 ring-1 ring-brand-100">
                  <h3 className="font-bold">
                    เลเวล {level.level} {level.name}
                  </h3>
                  <p className="text-sm text-ink-soft">ตั้งแต่ {level.minExp} exp</p>
                  <p className="text-sm">
                    {level.rewardKoin !== null
                      ? `${formatKoin(koinText(level.rewardKoin))} koin`
                      : 'ยังไม่มีรางวัล'}
                    {level.giftName && ` และ ${level.giftName}`} · รับแล้ว {level.claims} คน
                  </p>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </div>
  )
}
