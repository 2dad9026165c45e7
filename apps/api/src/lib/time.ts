/** ARCHITECTURE: "today" and "this month" are Asia/Bangkok (UTC+7, no daylight saving). */
export const BANGKOK_TIME_ZONE = 'Asia/Bangkok'

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BANGKOK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The Bangkok calendar day of an instant, as YYYY-MM-DD. */
export function bangkokDate(instant: Date): string {
  return dayFormat.format(instant)
}
