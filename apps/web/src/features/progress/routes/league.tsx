import type { LeagueView } from '@klass/contract/progress'
import { formatCount, formatDate } from '../../../lib/format'
import { Avatar } from '../../../ui/avatar'
import { Card } from '../../../ui/card'
import { cn } from '../../../ui/cn'
import { QueryState } from '../../../ui/query-states'
import { LoadingState } from '../../../ui/states'
import { useLeague } from '../api/get-league'
import { PageTitle } from '../../../ui/page-title'

const zoneLook = {
  promote: { label: 'เลื่อนขึ้น', className: 'bg-mint-100 text-mint-700' },
  stay: { label: '', className: '' },
  relegate: { label: 'ตกชั้น', className: 'bg-coral-100 text-coral-700' },
} as const

const outcomeText = {
  promoted: 'เลื่อนขึ้น',
  stayed: 'อยู่ลีกเดิม',
  relegated: 'ตกชั้น',
} as const

function LastWeek({ last }: { last: NonNullable<LeagueView['last_week']> }) {
  return (
    <p className="rounded-2xl bg-brand-50 p-3 text-sm">
      สัปดาห์ที่แล้ว: อันดับ {formatCount(last.rank)} ใน{last.tier.name} · {outcomeText[last.outcome]}
    </p>
  )
}

function Standings({ data }: { data: LeagueView }) {
  if (!data.placed) {
    return (
      <Card className="space-y-2">
        <p className="font-semibold">ยังไม่ได้เข้าลีกสัปดาห์นี้</p>
        <p className="text-sm text-ink-soft">
          อ่านบทความ เล่นควิซ หรือเล่นเกมสักอย่าง แล้วคุณจะได้เข้ากลุ่มใน{data.tier.name}ของสัปดาห์นี้
        </p>
      </Card>
    )
  }
  return (
    <Card className="p-0">
      <ol aria-label={`อันดับใน${data.tier.name}`} className="divide-y divide-brand-100">
        {data.members.map((member) => {
          const zone = zoneLook[member.zone]
          return (
            <li
              key={member.rank}
              aria-current={member.me ? 'true' : undefined}
              className={cn('flex min-h-14 items-center gap-3 px-4 py-2', member.me && 'bg-sun-100')}
            >
              <span className="w-7 shrink-0 text-right font-display text-lg">{member.rank}</span>
              <Avatar src={member.display_image} name={member.display_name} size={36} />
              <span className="min-w-0 flex-1 truncate">
                {member.display_name}
                {member.me && <span className="ml-1 text-sm text-ink-soft">(คุณ)</span>}
              </span>
              {zone.label && (
                <span
                  className={cn('shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold', zone.className)}
                >
                  {zone.label}
                </span>
              )}
              <span className="w-16 shrink-0 text-right font-semibold">{formatCount(member.exp)} exp</span>
            </li>
          )
        })}
      </ol>
    </Card>
  )
}

/**
 * /league (decision 036): the member's group of the Bangkok week, ranked by exp earned this week; the top move
 * up a tier and the bottom down when next week begins.
 */
export default function LeaguePage() {
  const query = useLeague()
  return (
    <div className="mx-auto w-full max-w-3xl space-y-5 px-3 py-8 sm:px-4">
      <PageTitle>ลีกประจำสัปดาห์ — Klass</PageTitle>
      <QueryState query={query} loading={<LoadingState />}>
        {(data) => (
          <>
            <header className="space-y-1">
              <h1 className="text-3xl text-ink">{data.tier.name}</h1>
              <p className="text-ink-soft">
                ลีกประจำสัปดาห์ {formatDate(data.week.starts_on)} – {formatDate(data.week.ends_on)} จัดอันดับตาม exp
                ที่ได้ในสัปดาห์นี้
              </p>
              <p className="text-sm text-ink-soft">
                {formatCount(data.promoted)} อันดับแรกที่ได้ exp เลื่อนขึ้นลีกถัดไป · {formatCount(data.relegated)}{' '}
                อันดับท้ายตกชั้น เมื่อเริ่มสัปดาห์ใหม่
              </p>
            </header>
            {data.last_week && <LastWeek last={data.last_week} />}
            <Standings data={data} />
            <ol aria-label="ลีกทั้งหมด" className="flex flex-wrap gap-2 text-sm">
              {data.tiers.map((tier) => (
                <li
                  key={tier.level}
                  aria-current={tier.level === data.tier.level ? 'true' : undefined}
                  className={cn(
                    'rounded-full px-3 py-1 ring-1 ring-brand-200',
                    tier.level === data.tier.level && 'bg-brand-600 text-white ring-brand-600',
                  )}
                >
                  {tier.name}
                </li>
              ))}
            </ol>
          </>
        )}
      </QueryState>
    </div>
  )
}
