import { bangkokWallClock } from '@klass/contract/bangkok-calendar'
import { STREAK_FREEZES_MAX, type EmailReminderKind } from '@klass/contract/progress'
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '@klass/db/client'
import { emailReminderSends } from '@klass/db/schema/progress'
import type { Mailer } from '../../lib/mailer'
import { bangkokDate, bangkokDayStart } from '../../lib/time'
import { reachable, STREAK_HOUR } from '../line/reminder-planner'
import * as repo from './progress.repo'
import { learningKinds } from './streak'
import { currentStreak } from './streak.service'

/** The daily quiz reminder goes out from 08:00 Bangkok time. */
export const DAILY_QUIZ_HOUR = 8
/** Only members who learned within this many days are reminded: nobody gets a daily message after leaving. */
export const RECENTLY_ACTIVE_DAYS = 7
/** The page where a member turns these reminders on and off: every reminder mail links to it. */
export const REMINDERS_PAGE = '/reminders'

type Deps = { db: Database; mailer: Mailer; publicUrl: string }
type Candidate = { id: string; email: string; email_wanted: boolean; line_wanted: boolean }

const learned = (user: SQL, from: Date, to: Date) => sql`exists (
  select 1 from member_activities a
  where a.user_id = ${user} and a.created_at >= ${from} and a.created_at < ${to}
    and a.kind in (${sql.join(
      learningKinds.map((kind) => sql`${kind}`),
      sql`, `,
    )}))`

/**
 * Members who may get reminder `kind` today: by e-mail when they turned it on, their address is confirmed and
 * none went today; by LINE when linked, not blocked, the kind not turned off and none queued today.
 */
async function candidates(
  db: Database,
  kind: EmailReminderKind,
  today: string,
  who: SQL,
): Promise<Candidate[]> {
  const { rows } = await db.execute<Candidate>(sql`
    select u.id, u.email,
      (u.email_confirmed_at is not null
        and exists (select 1 from email_reminder_settings s
          where s.user_id = u.id and s.kind = ${kind} and s.enabled)
        and not exists (select 1 from email_reminder_sends e
          where e.user_id = u.id and e.kind = ${kind} and e.about_on = ${today})) as email_wanted,
      (${reachable(kind, sql`u.id`)}
        and not exists (select 1 from messaging_outbox m
          where m.user_id = u.id and m.kind = ${kind} and m.about_on = ${today} and m.cancelled_at is null))
        as line_wanted
    from users u
    where u.erased_at is null and u.deletion_requested_at is null and ${who}`)
  return rows.filter((r) => r.email_wanted || r.line_wanted)
}

/** One e-mail of a kind a day: the send's key (member, kind, day) is taken first, then the mail written. */
async function mailOnce(deps: Deps, member: Candidate, kind: EmailReminderKind, today: string, mail: Mail) {
  if (!member.email_wanted) return
  const taken = await deps.db
    .insert(emailReminderSends)
    .values({ userId: member.id, kind, aboutOn: today })
    .onConflictDoNothing()
    .returning({ userId: emailReminderSends.userId })
  if (taken.length === 0) return
  await deps.mailer.send({
    to: member.email,
    subject: mail.subject,
    text: `${mail.text}\n\nเปลี่ยนหรือปิดการแจ้งเตือนทางอีเมลได้ที่ ${deps.publicUrl}${REMINDERS_PAGE}`,
  })
}

/** The LINE message of a kind for the day, through the messaging outbox (its once-key keeps it to one). */
async function queueLine(
  deps: Deps,
  member: Candidate,
  kind: EmailReminderKind,
  today: string,
  text: string,
  now: Date,
) {
  if (!member.line_wanted) return
  await deps.db.execute(sql`
    insert into messaging_outbox (user_id, channel, kind, ref_id, about_on, text, send_after)
    values (${member.id}, 'line', ${kind}, ${member.id}, ${today}, ${text}, ${now})
    on conflict do nothing`)
}

type Mail = { subject: string; text: string }

/**
 * The reminders a member coming back chose (decision 036), worked out from the data and the clock on each round
 * of the messaging sender — no timer of their own:
 * - streak: from STREAK_HOUR, to a member with a streak of a day or more and no learning activity yet today;
 * - daily_quiz: from DAILY_QUIZ_HOUR, to a member who learned in the last RECENTLY_ACTIVE_DAYS days and has not
 *   answered today's daily quiz (when there is one).
 */
export async function planComebackReminders(deps: Deps, now: Date): Promise<void> {
  const today = bangkokDate(now)
  const hour = bangkokWallClock(now).hour
  const dayStart = bangkokDayStart(now)

  if (hour >= STREAK_HOUR) {
    // A streak alive at the end of yesterday had an active day within the freezes one may hold.
    const who = sql`${learned(sql`u.id`, bangkokDayStart(now, -(STREAK_FREEZES_MAX + 1)), dayStart)}
      and not ${learned(sql`u.id`, dayStart, now)}`
    for (const member of await candidates(deps.db, 'streak', today, who)) {
      const streak = await currentStreak(deps.db, member.id, now)
      if (streak.activeToday || streak.days < 1) continue
      const kept =
        streak.held > 0 ? ` (คุณมี streak freeze ${streak.held} อัน ถ้าพลาดวันนี้ freeze จะช่วยรักษา streak ไว้)` : ''
      await mailOnce(deps, member, 'streak', today, {
        subject: `streak ${streak.days} วันของคุณใกล้ขาดแล้ว`,
        text: `วันนี้คุณยังไม่ได้อ่านบทความ เล่นควิซ หรือเล่นเกมใน Klass เลย streak ${streak.days} วันที่สะสมไว้จะขาดเมื่อหมดวันนี้ (เที่ยงคืน)${kept}\n\nเรียนต่ออีกนิดได้ที่ ${deps.publicUrl}/`,
      })
      await queueLine(
        deps,
        member,
        'streak',
        today,
        `วันนี้ยังไม่ได้เรียนรู้อะไรเลยนะ streak ${streak.days} วันที่สะสมไว้จะขาดถ้าไม่อ่านบทความ เล่นควิซ หรือเล่นเกมก่อนเที่ยงคืน ไปต่อได้ที่ ${deps.publicUrl}/`,
        now,
      )
    }
  }

  if (hour >= DAILY_QUIZ_HOUR && (await repo.dailyQuizExists(deps.db))) {
    const who = sql`${learned(sql`u.id`, bangkokDayStart(now, -RECENTLY_ACTIVE_DAYS), now)}
      and not exists (select 1 from quiz_attempts q
        where q.user_id = u.id and q.kind = 'daily' and q.attempt_key = ${today})`
    for (const member of await candidates(deps.db, 'daily_quiz', today, who)) {
      await mailOnce(deps, member, 'daily_quiz', today, {
        subject: 'ควิซประจำวันของวันนี้มาแล้ว',
        text: `ควิซประจำวันของวันนี้พร้อมให้ตอบแล้ว ตอบถูกรับ koin และนับเป็น streak ของวันนี้ด้วย\n\nตอบได้ที่ ${deps.publicUrl}/quiz/daily`,
      })
      await queueLine(
        deps,
        member,
        'daily_quiz',
        today,
        `ควิซประจำวันของวันนี้มาแล้ว ตอบถูกรับ koin และนับเป็น streak ของวันนี้ ตอบได้ที่ ${deps.publicUrl}/quiz/daily`,
        now,
      )
    }
  }
}
