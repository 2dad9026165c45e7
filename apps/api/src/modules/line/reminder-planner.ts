import { instalmentAttemptDays, instalmentMonths } from '@klass/contract/bank-rules'
import { bangkokWallClock } from '@klass/contract/bangkok-calendar'
import { bahtToString } from '@klass/contract/money'
import type { ReminderKind } from '@klass/contract/line'
import type { Executor } from '@klass/db/client'
import { sql, type SQL } from 'drizzle-orm'
import { bangkokDate, bangkokDayStart, DAY_MS } from '../../lib/time'

/**
 * Reminders about tomorrow go out from 18:00 Bangkok time; the streak one (progress/comeback-reminders.ts) from
 * 19:00, before the day ends.
 */
export const EVENING_HOUR = 18
export const STREAK_HOUR = 19
/** A krazy day opening is news for its first hours only. */
const KRAZY_NEWS_HOURS = 6

/**
 * Members the LINE Official Account may remind of `kind`: LINE linked, not blocked, the kind not turned off.
 * DCA reminders are queued by the bank when DCA is set; the streak and daily quiz ones by
 * progress/comeback-reminders.ts; the rest are worked out here from the data and the clock each time the sender
 * runs, and the outbox's once-key keeps each one to a single message.
 */
export function reachable(kind: ReminderKind, user: SQL): SQL {
  return sql`exists (
      select 1 from user_identities i
      where i.user_id = ${user} and i.provider = 'line' and i.messaging_blocked_at is null)
    and not exists (
      select 1 from reminder_settings r
      where r.user_id = ${user} and r.kind = ${kind} and r.enabled = false)`
}

const thaiDay = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return `${d}/${m}/${y + 543}`
}

export async function planReminders(db: Executor, now: Date, publicUrl: string): Promise<void> {
  const today = bangkokDate(now)
  const tomorrow = bangkokDate(new Date(now.getTime() + DAY_MS))
  const hour = bangkokWallClock(now).hour

  if (hour >= EVENING_HOUR) {
    const from = bangkokDayStart(now, 1)
    const to = bangkokDayStart(now, 2)
    await db.execute(sql`
      insert into messaging_outbox (user_id, channel, kind, ref_id, about_on, text, send_after)
      select g.user_id, 'line', 'event_tomorrow', e.id, ${tomorrow},
        'พรุ่งนี้มีกิจกรรม "' || e.title || '" ที่คุณลงทะเบียนไว้ เริ่มเวลา '
          || to_char(e.starts_at at time zone 'Asia/Bangkok', 'HH24:MI') || ' น. เตรียมตัวให้พร้อมนะ '
          || ${publicUrl} || '/events/' || e.id,
        ${now}
      from event_registrations g
      join events e on e.id = g.event_id
      where g.status = 'joined' and e.starts_at >= ${from} and e.starts_at < ${to}
        and ${reachable('event_tomorrow', sql`g.user_id`)}
      on conflict do nothing`)

    await planThaweesup(db, now, tomorrow)
  }

  await db.execute(sql`
    insert into messaging_outbox (user_id, channel, kind, ref_id, about_on, text, send_after)
    select i.user_id, 'line', 'krazy_day', k.id, ${today},
      'SUPERQUEST Krazy Day "' || k.title || '" เปิดแล้ว! ของรางวัลราคาพิเศษมีจำนวนจำกัด รีบไปแลกที่ '
        || ${publicUrl} || '/superquest/missions-rewards',
      ${now}
    from superquest_krazy_days k
    cross join user_identities i
    where k.opens_at <= ${now} and k.closes_at > ${now}
      and k.opens_at > ${new Date(now.getTime() - KRAZY_NEWS_HOURS * 3_600_000)}
      and i.provider = 'line' and ${reachable('krazy_day', sql`i.user_id`)}
    on conflict do nothing`)
}

/**
 * A Thaweesup instalment is first tried on its month's first attempt day; the evening before, the member is
 * reminded to have enough in savings. The next instalment is the one after those already recorded.
 */
async function planThaweesup(db: Executor, now: Date, tomorrow: string): Promise<void> {
  const { rows } = await db.execute<{
    id: string
    user_id: string
    opened_on: string
    instalment: string
    recorded: number
  }>(sql`
    select a.id, a.user_id, a.opened_on::text as opened_on, a.instalment::text as instalment,
      (select count(*)::int from bank_instalments n where n.account_id = a.id) as recorded
    from bank_accounts a
    where a.kind = 'thaweesup' and a.status = 'open' and a.portfolio_id is null
      and ${reachable('thaweesup_due', sql`a.user_id`)}`)
  for (const account of rows) {
    const month = instalmentMonths(account.opened_on)[account.recorded]
    if (!month) continue
    const firstTry = instalmentAttemptDays(Number(month.slice(0, 4)), Number(month.slice(5, 7)))[0]
    if (firstTry !== tomorrow) continue
    await db.execute(sql`
      insert into messaging_outbox (user_id, channel, kind, ref_id, about_on, text, send_after)
      values (${account.user_id}, 'line', 'thaweesup_due', ${account.id}, ${tomorrow},
        ${`พรุ่งนี้ (${thaiDay(tomorrow)}) บัญชีออมทวีสุขฝึกหัดจะหักเงินงวด ฿${bahtToString(Number(account.instalment))} จากบัญชีออมทรัพย์ฝึกหัด เช็กให้แน่ใจว่าเงินพอนะ (เงินฝึกหัด ไม่ใช่เงินจริง)`},
        ${now})
      on conflict do nothing`)
  }
}
