import { formatCount, formatDate } from '../../../lib/format'
import { paths } from '../../../lib/paths'
import { ButtonLink } from '../../../ui/button'
import { ServedSection } from '../../../ui/served-section'
import { Skeleton } from '../../../ui/skeleton'
import { useCampaign } from '../api/get-campaign'

/** A krazy day's title says "Krazy Day" once: as it is when it does, with the name in front when not. */
export function krazyDayName(title: string): string {
  return /krazy\s*day/i.test(title) ? title : `Krazy Day ${title}`
}

/** The SUPERQUEST campaign from its landing data: the season, its dates and numbers, and Krazy Day. */
export function CampaignSection({ className }: { className: string }) {
  const query = useCampaign()
  const landing = query.data
  return (
    <ServedSection labelledBy="campaign-title" className={`${className} mx-auto max-w-6xl px-4 py-12`}>
      <div className="grid items-center gap-6 rounded-card bg-gradient-to-br from-sun-300 to-sun-400 p-6 md:grid-cols-[1fr_auto] md:p-10">
        <div>
          <p className="font-semibold text-ink">แคมเปญ SUPERQUEST</p>
          <h2 id="campaign-title" className="mt-1 text-2xl text-ink md:text-3xl">
            {landing ? landing.campaign.title : 'ทำภารกิจ เก็บเลเวล ลุ้นรางวัลใหญ่'}
          </h2>
          {landing ? (
            <>
              <p className="mt-2 max-w-xl text-ink">{landing.campaign.subtitle}</p>
              <p className="mt-2 text-sm font-semibold text-ink">
                {formatDate(landing.campaign.startsAt)} – {formatDate(landing.campaign.endsAt)} ·{' '}
                {formatCount(landing.stats.missions)} ภารกิจ · ผู้เข้าร่วม{' '}
                {formatCount(landing.stats.participants)} คน
              </p>
              {landing.krazyDay && (
                <p className="mt-2 inline-block rounded-full bg-white/70 px-3 py-1 text-sm font-semibold text-ink">
                  {krazyDayName(landing.krazyDay.title)}{' '}
                  {landing.krazyDay.open ? 'เปิดแล้ว!' : `· เปิด ${formatDate(landing.krazyDay.opensAt)}`}
                </p>
              )}
            </>
          ) : query.isError ? (
            <p className="mt-2 max-w-xl text-ink">
              ภารกิจใหม่ทุกเดือน Krazy Day ของรางวัลราคาพิเศษ และเลเวลที่ยิ่งเล่นยิ่งได้ ดูรายละเอียดซีซันนี้ได้ที่หน้าแคมเปญ
            </p>
          ) : (
            <div role="status" aria-label="กำลังโหลดแคมเปญ" className="mt-3 space-y-2">
              <Skeleton className="h-4 w-4/5 bg-white/60" />
              <Skeleton className="h-4 w-3/5 bg-white/60" />
            </div>
          )}
        </div>
        <ButtonLink to={paths.superquestAbout} size="lg" variant="primary">
          ดูรายละเอียดแคมเปญ
        </ButtonLink>
      </div>
    </ServedSection>
  )
}
