import { bangkokWallClock, isoDate } from '@klass/contract/bangkok-calendar'

/**
 * The latest birth date of someone `years` old today by Bangkok's calendar, as YYYY-MM-DD (the server
 * counts age on the same day). A 29 February that year does not have becomes the 28th.
 */
export function latestBirthDate(years: number, now = new Date()): string {
  const today = bangkokWallClock(now)
  const year = today.year - years
  const lastDayOfMonth = new Date(Date.UTC(year, today.month, 0)).getUTCDate()
  return isoDate(year, today.month, Math.min(today.day, lastDayOfMonth))
}
