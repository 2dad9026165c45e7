import { useState } from 'react'
import type { EventSummary } from '@klass/contract/events'
import { useSearchParams } from 'react-router'
import { bangkokDay, formatClock, formatMonthYear, formatWeekdayDate } from '../../../lib/format'
import { paths } from '../../../lib/paths'
import { Button } from '../../../ui/button'
import { cn } from '../../../ui/cn'
import { ChevronLeftIcon, ChevronRightIcon } from '../../../ui/icons'
import { AppLink } from '../../../ui/link'
import { Skeleton } from '../../../ui/skeleton'
import { QueryState } from '../../../ui/query-states'
import { EmptyState } from '../../../ui/states'
import {
  NEXT_EVENTS_MONTHS,
  shiftMonth,
  useEvents,
  useNextEvents,
  type CalendarMonth,
} from '../api/get-events'
import { priceText, SeatBadge } from '../components/event-status'
import { MonthCalendar } from '../components/month-calendar'
import { listImage } from '../../../ui/list-image'
import { PageTitle } from '../../../ui/page-title'

const MONTH_PARAM = /^(\d{4})-(0[1-9]|1[0-2])$/

/** ?month=2026-11, or the current Bangkok month. */
function monthFrom(value: string | null): CalendarMonth {
  const match = value ? MONTH_PARAM.exec(value) : null
  if (match) return { year: Number(match[1]), month: Number(match[2]) }
  const today = bangkokDay()
  return { year: today.year, month: today.month }
}

const monthParam = ({ month, year }: CalendarMonth) => `${year}-${String(month).padStart(2, '0')}`

function EventRow({ event, index = Infinity }: { event: EventSummary; index?: number }) {
  return (
    <article className="relative flex gap-3 rounded-card bg-white p-3 shadow-sm ring-1 ring-brand-100 focus-within:ring-2 focus-within:ring-brand-500 sm:gap-4">
      <img
        src={event.image}
        alt=""
        width={160}
        height={120}
        {...listImage(index)}
        className={cn(
          'h-20 w-24 shrink-0 rounded-xl bg-brand-50 object-cover sm:h-28 sm:w-36',
          event.status === 'ended' && 'grayscale',
        )}
      />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-sm font-semibold text-brand-700">
          {formatWeekdayDate(event.startsAt)} · {formatClock(event.startsAt)} น.
        </p>
        <h3 className="text-base leading-snug sm:text-lg">
          <AppLink
            to={paths.event(event.id, event.slug)}
            className="text-ink after:absolute after:inset-0 focus-visible:outline-none"
          >
            {event.title}
          </AppLink>
        </h3>
        <p className="text-sm text-ink-soft">
          {event.placeLabel} · {event.venue}
          {event.province ? ` จ.${event.province}` : ''}
        </p>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold">{priceText(event)}</span>
          <SeatBadge event={event} />
        </p>
      </div>
    </article>
  )
}

function EventsLoading({ className, rows = 2 }: { className?: string; rows?: number }) {
  return (
    <div role="status" aria-label="กำลังโหลดกิจกรรม" className={cn('space-y-3', className)}>
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} className="h-28 w-full" />
      ))}
    </div>
  )
}

/**
 * A month without events points to the next ones, so a visitor at the end of a month is not left with an
 * empty page when the next event is a few days away.
 */
function NextEvents({ after, onGo }: { after: CalendarMonth; onGo: (month: CalendarMonth) => void }) {
  const next = useNextEvents(after)
  const upcoming = next.data ?? []
  const first = upcoming[0]
  // While the next events load, their place is kept at about their size: on a phone the calendar below
  // them would otherwise jump down when they arrive.
  if (next.isPending) {
    return (
      <div role="status" aria-label="กำลังหากิจกรรมถัดไป" className="space-y-4">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-8 w-48" />
        <EventsLoading rows={3} />
      </div>
    )
  }
  if (!first) {
    return (
      <EmptyState title={`ยังไม่มีกิจกรรมใน${formatMonthYear(after.month, after.year)}`} icon="📅">
        {next.isError
          ? 'ดูเดือนอื่นได้จากปุ่มเดือนก่อนและเดือนถัดไปด้านบน'
          : `อีก ${NEXT_EVENTS_MONTHS} เดือนข้างหน้าก็ยังไม่มีกิจกรรม กิจกรรมใหม่จะประกาศที่หน้านี้`}
      </EmptyState>
    )
  }
  const month = bangkokDay(first.startsAt)
  const monthLabel = formatMonthYear(month.month, month.year)
  return (
    <div className="space-y-4">
      <p className="rounded-card bg-brand-50/60 px-4 py-3 text-ink">
        ยังไม่มีกิจกรรมใน{formatMonthYear(after.month, after.year)} ดูกิจกรรมที่กำลังจะมาถึงด้านล่างได้เลย
      </p>
      <section aria-labelledby="next-events-title" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="next-events-title" className="text-lg">
            กิจกรรมถัดไป
          </h3>
          <Button size="sm" variant="secondary" onClick={() => onGo(month)}>
            ดูปฏิทิน{monthLabel}
          </Button>
        </div>
        <ul className="space-y-3">
          {upcoming.slice(0, 3).map((event) => (
            <li key={event.id}>
              <EventRow event={event} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

/** SPEC 2 /events: a month's calendar and its events; the list comes first on a phone. */
export default function EventsPage() {
  const [params, setParams] = useSearchParams()
  const current = monthFrom(params.get('month'))
  const [selectedDay, setSelectedDay] = useState<number | null>(null)
  const query = useEvents(current)
  const label = formatMonthYear(current.month, current.year)

  function show(month: CalendarMonth) {
    setSelectedDay(null)
    setParams({ month: monthParam(month) }, { preventScrollReset: true })
  }
  const go = (by: number) => show(shiftMonth(current, by))

  const events = (query.data?.events ?? []).filter((event) => {
    if (selectedDay === null) return true
    const day = bangkokDay(event.startsAt)
    return day.day === selectedDay && day.month === current.month && day.year === current.year
  })

  return (
    <div className="mx-auto max-w-6xl px-3 py-8 sm:px-4">
      <PageTitle>กิจกรรม — Klass</PageTitle>
      <h1 className="text-3xl">กิจกรรม</h1>
      <p className="mt-2 text-ink-soft">
        เวิร์กช็อป ไลฟ์ และค่ายเรื่องเงิน ทั้งออนไซต์และออนไลน์ ลงทะเบียนด้วย koin หรือบัตรเข้าร่วมกิจกรรม
      </p>

      <div className="mt-6 flex items-center justify-between gap-2 rounded-full bg-white p-1 shadow-sm ring-1 ring-brand-100">
        <Button variant="ghost" onClick={() => go(-1)}>
          <ChevronLeftIcon className="size-5" />
          <span className="sr-only sm:not-sr-only">เดือนก่อน</span>
        </Button>
        <h2 className="text-center text-xl" aria-live="polite">
          {label}
        </h2>
        <Button variant="ghost" onClick={() => go(1)}>
          <span className="sr-only sm:not-sr-only">เดือนถัดไป</span>
          <ChevronRightIcon className="size-5" />
        </Button>
      </div>

      <div className="mt-6">
        <QueryState query={query} loading={<EventsLoading />}>
          {(month) => (
            <div
              className="grid gap-6 lg:grid-cols-[1fr_20rem]"
              aria-busy={query.isPlaceholderData || undefined}
            >
              <section aria-labelledby="event-list-title">
                <h2 id="event-list-title" className="sr-only">
                  รายการกิจกรรม {label}
                </h2>
                {selectedDay !== null && (
                  <p className="mb-3 flex flex-wrap items-center gap-2 text-sm">
                    แสดงกิจกรรมวันที่ {selectedDay} {label}
                    <Button size="sm" variant="secondary" onClick={() => setSelectedDay(null)}>
                      ดูทั้งเดือน
                    </Button>
                  </p>
                )}
                {events.length === 0 ? (
                  // While another month loads, the last one's empty list says nothing of it.
                  query.isPlaceholderData ? (
                    <EventsLoading />
                  ) : (
                    <NextEvents after={current} onGo={show} />
                  )
                ) : (
                  <ul className={cn('space-y-3', query.isPlaceholderData && 'opacity-60')}>
                    {events.map((event, index) => (
                      <li key={event.id}>
                        <EventRow event={event} index={index} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              <aside
                aria-label={`ปฏิทิน ${label}`}
                className="h-fit rounded-card bg-white shadow-sm ring-1 ring-brand-100 sm:p-3"
              >
                <MonthCalendar
                  month={current.month}
                  year={current.year}
                  events={month.events}
                  selectedDay={selectedDay}
                  onSelectDay={setSelectedDay}
                  label={`ปฏิทินกิจกรรม ${label}`}
                />
              </aside>
            </div>
          )}
        </QueryState>
      </div>
    </div>
  )
}
