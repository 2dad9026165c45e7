import { bangkokWeekday } from '@klass/contract/bangkok-calendar'
import { bangkokDate, bangkokDayStart } from '../../lib/time'

export type BangkokWeek = { from: Date; to: Date; startsOn: string; endsOn: string }

/** The Bangkok week (Monday 00:00 to the next Monday 00:00) an instant falls in, `weeks` weeks later. */
export function bangkokWeek(instant: Date, weeks = 0): BangkokWeek {
  const sinceMonday = (bangkokWeekday(instant) + 6) % 7
  const from = bangkokDayStart(instant, weeks * 7 - sinceMonday)
  const to = bangkokDayStart(from, 7)
  return { from, to, startsOn: bangkokDate(from), endsOn: bangkokDate(bangkokDayStart(from, 6)) }
}
