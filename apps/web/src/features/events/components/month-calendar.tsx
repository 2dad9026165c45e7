import type { EventSummary } from '@klass/contract/events'
import { bangkokDay } from '../../../lib/format'
import { cn } from '../../../ui/cn'

const weekdays = [
  { short: 'อา', long: 'อาทิตย์' },
  { short: 'จ', long: 'จันทร์' },
  { short: 'อ', long: 'อังคาร' },
  { short: 'พ', long: 'พุธ' },
  { short: 'พฤ', long: 'พฤหัสบดี' },
  { short: 'ศ', long: 'ศุกร์' },
  { short: 'ส', long: 'เสาร์' },
]

type MonthCalendarProps = {
  month: number
  year: number
  events: EventSummary[]
  /** The day whose events the list shows; null for the whole month. */
  selectedDay: number | null
  onSelectDay: (day: number | null) => void
  label: string
}

/** A month grid (weeks from Sunday); days with events are buttons that narrow the list to that day. */
export function MonthCalendar({ month, year, events, selectedDay, onSelectDay, label }: MonthCalendarProps) {
  const counts = new Map<number, number>()
  for (const event of events) {
    const day = bangkokDay(event.startsAt)
    if (day.month === month && day.year === year) counts.set(day.day, (counts.get(day.day) ?? 0) + 1)
  }
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay()
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const today = bangkokDay()
  const cells: Array<number | null> = [
    ...Array.from({ length: firstWeekday }, () => null),
    ...Array.from({ length: daysInMonth }, (_, i) => i + 1),
  ]
  while (cells.length % 7 !== 0) cells.push(null)
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7))

  return (
    // On a 360 px phone seven days fit 44 px each (a scroll bar beside them) only with the page's padding and 2 px
    // around them, the card's padding left out.
    <table className="w-full table-fixed border-separate border-spacing-0.5 text-center sm:border-spacing-1">
      <caption className="sr-only">{label}</caption>
      <thead>
        <tr>
          {weekdays.map((weekday) => (
            <th key={weekday.short} scope="col" className="text-xs font-semibold text-ink-soft">
              <abbr title={weekday.long} className="no-underline">
                {weekday.short}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, w) => (
          <tr key={w}>
            {week.map((day, d) => {
              if (day === null) return <td key={d} />
              const count = counts.get(day) ?? 0
              const isToday = today.year === year && today.month === month && today.day === day
              const base = cn(
                'flex aspect-square w-full flex-col items-center justify-center rounded-xl text-sm',
                isToday && 'ring-2 ring-brand-500',
              )
              return (
                <td key={d}>
                  {count > 0 ? (
                    <button
                      type="button"
                      aria-pressed={selectedDay === day}
                      aria-label={`วันที่ ${day} มี ${count} กิจกรรม`}
                      onClick={() => onSelectDay(selectedDay === day ? null : day)}
                      className={cn(
                        base,
                        'min-h-11 font-semibold',
                        selectedDay === day
                          ? 'bg-brand-600 text-white'
                          : 'bg-sun-100 text-ink hover:bg-sun-300',
                      )}
                    >
                      {day}
                      <span aria-hidden="true" className="text-[0.6rem] leading-none">
                        ●
                      </span>
                    </button>
                  ) : (
                    <span className={cn(base, 'text-ink-soft')}>{day}</span>
                  )}
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
