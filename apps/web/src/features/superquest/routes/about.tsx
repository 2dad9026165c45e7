import { formatCount, formatLongDate } from '../../../lib/format'
import { paths } from '../../../lib/paths'
import { ButtonLink } from '../../../ui/button'
import { Skeleton } from '../../../ui/skeleton'
import { QueryError } from '../../../ui/query-states'
import { useLandingPage } from '../api/get-landing-page'
import { RewardsWaiting } from '../components/rewards-waiting'
import { SuperquestNav } from '../components/superquest-nav'
import { PageTitle } from '../../../ui/page-title'

/** SPEC 2 /superquest/about: the campaign's landing page. */
export default function SuperquestAboutPage() {
  const query = useLandingPage()
  if (query.isPending)
    return (
      <div role="status" aria-label="กำลังโหลด SUPERQUEST" className="mx-auto max-w-6xl space-y-4 px-3 py-8">
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    )
  if (query.isError)
    return (
      <div className="mx-auto max-w-6xl space-y-6 px-3 py-8">
        <PageTitle>SUPERQUEST — Klass</PageTitle>
        <SuperquestNav />
        <h1 className="text-3xl">SUPERQUEST</h1>
        <QueryError query={query} />
      </div>
    )
  const { campaign, stats, gifts, krazyDay, bigPrize } = query.data
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-3 py-8 sm:px-4">
      <PageTitle>{`${campaign.title} — Klass`}</PageTitle>
      <SuperquestNav />
      <RewardsWaiting />
      <section className="grid items-center gap-6 rounded-card bg-brand-900 p-5 text-white md:grid-cols-2 md:p-8">
        <div className="space-y-3">
          <p className="font-display text-sun-300">SUPERQUEST</p>
          <h1 className="text-3xl text-white md:text-4xl">{campaign.title}</h1>
          <p className="text-lg text-brand-100">{campaign.subtitle}</p>
          <p className="text-brand-100">
            {formatLongDate(campaign.startsAt)} – {formatLongDate(campaign.endsAt)}
          </p>
          <div className="flex flex-wrap gap-2 pt-2">
            <ButtonLink to={paths.superquestAllQuests} variant="sun">
              เริ่มทำภารกิจ
            </ButtonLink>
            <ButtonLink to={paths.superquestMissionsRewards} variant="secondary">
              ดูภารกิจและรางวัล
            </ButtonLink>
          </div>
        </div>
        <img
          src={campaign.image}
          alt=""
          width={640}
          height={480}
          className="w-full rounded-2xl bg-brand-800 object-cover"
        />
      </section>

      <section aria-label="ตัวเลขแคมเปญ" className="grid grid-cols-3 gap-3 text-center">
        {[
          { label: 'ภารกิจ', value: stats.missions },
          { label: 'ผู้เข้าร่วม', value: stats.participants },
          { label: 'รางวัลที่แลกแล้ว', value: stats.rewardsRedeemed },
        ].map((stat) => (
          <div key={stat.label} className="rounded-card bg-white p-3 shadow-sm ring-1 ring-brand-100">
            <p className="font-display text-2xl text-brand-700">{formatCount(stat.value)}</p>
            <p className="text-sm text-ink-soft">{stat.label}</p>
          </div>
        ))}
      </section>

      <section aria-labelledby="about-campaign" className="space-y-3">
        <h2 id="about-campaign" className="text-2xl">
          SUPERQUEST คืออะไร
        </h2>
        {campaign.description.map((paragraph, index) => (
          <p key={index} className="leading-relaxed">
            {paragraph}
          </p>
        ))}
      </section>

      {(krazyDay || bigPrize) && (
        <div className="grid gap-4 md:grid-cols-2">
          {krazyDay && (
            <section aria-labelledby="krazy-teaser" className="rounded-card bg-sun-100 p-5">
              <h2 id="krazy-teaser" className="text-xl">
                ⚡ {krazyDay.title}
              </h2>
              <p className="mt-1">
                {krazyDay.open ? 'เปิดแลกอยู่ตอนนี้! ' : 'เปิดแลก '}
                {formatLongDate(krazyDay.opensAt)}
              </p>
              <ButtonLink to={`${paths.superquestMissionsRewards}#krazy-day`} className="mt-3" size="sm">
                ดูของรางวัล Krazy Day
              </ButtonLink>
            </section>
          )}
          {bigPrize && (
            <section aria-labelledby="prize-teaser" className="rounded-card bg-brand-50 p-5">
              <h2 id="prize-teaser" className="text-xl">
                🏆 ลุ้นรางวัลใหญ่: {bigPrize.name}
              </h2>
              <p className="mt-1">
                จับรางวัล {formatLongDate(bigPrize.drawAt)} สมาชิกประเภท SKILL ใช้ skill point แลกสิทธิ์ลุ้น
              </p>
              <ButtonLink to={paths.bigPrizeRedeem} className="mt-3" size="sm" variant="secondary">
                ดูวิธีร่วมลุ้นรางวัลใหญ่
              </ButtonLink>
            </section>
          )}
        </div>
      )}

      {gifts.length > 0 && (
        <section aria-labelledby="gifts-title">
          <h2 id="gifts-title" className="text-2xl">
            ของรางวัลพรีเมียม
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-5">
            {gifts.map((gift) => (
              <li key={gift.id} className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-brand-100">
                <img
                  src={gift.image}
                  alt=""
                  width={240}
                  height={180}
                  loading="lazy"
                  className="aspect-[4/3] w-full rounded-xl bg-brand-50 object-cover"
                />
                <p className="mt-2 text-sm font-semibold">{gift.name}</p>
                <p className="text-xs text-ink-soft">
                  เหลือ {formatCount(gift.stock)} จาก {formatCount(gift.stockTotal)} ชิ้น
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
