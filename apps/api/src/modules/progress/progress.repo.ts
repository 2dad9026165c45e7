import { and, desc, eq, gt, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm'
import type { Database, Executor } from '@klass/db/client'
import { ledgerEntries, memberActivities, users } from '@klass/db/schema/core'
import { emailReminderSettings, leaguePlacements, streakFreezes } from '@klass/db/schema/progress'
import { quizAttempts, quizQuestions } from '@klass/db/schema/quiz'
import { learningKinds, type FreezeRow } from './streak'

/** The Bangkok days (YYYY-MM-DD) on which the member did something that counts for the streak. */
export async function learningDays(db: Executor, userId: string, until: Date): Promise<Set<string>> {
  const day = sql<string>`to_char(${memberActivities.createdAt} at time zone 'Asia/Bangkok', 'YYYY-MM-DD')`
  const rows = await db
    .select({ day })
    .from(memberActivities)
    .where(
      and(
        eq(memberActivities.userId, userId),
        inArray(memberActivities.kind, [...learningKinds]),
        lte(memberActivities.createdAt, until),
      ),
    )
    .groupBy(day)
  return new Set(rows.map((r) => r.day))
}

/** The member's freezes, locked for the rest of the transaction when `lock` (so one day is covered once). */
export async function freezesOf(db: Executor, userId: string, lock = false): Promise<FreezeRow[]> {
  const query = db
    .select({ id: streakFreezes.id, boughtAt: streakFreezes.boughtAt, usedOn: streakFreezes.usedOn })
    .from(streakFreezes)
    .where(eq(streakFreezes.userId, userId))
  return lock ? query.for('update') : query
}

export async function useFreeze(tx: Executor, id: string, day: string): Promise<void> {
  await tx.update(streakFreezes).set({ usedOn: day }).where(eq(streakFreezes.id, id))
}

export async function heldFreezes(tx: Executor, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(streakFreezes)
    .where(and(eq(streakFreezes.userId, userId), isNull(streakFreezes.usedOn)))
  return row?.n ?? 0
}

export async function insertFreeze(
  tx: Executor,
  userId: string,
  koinPaid: number,
  at: Date,
): Promise<string> {
  const [row] = await tx
    .insert(streakFreezes)
    .values({ userId, koinPaid, boughtAt: at })
    .returning({ id: streakFreezes.id })
  return row!.id
}

/** The member's koin balance, in hundredths. */
export async function koinBalance(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ koin: users.koin }).from(users).where(eq(users.id, userId))
  return row?.koin ?? 0
}

/** Koins (hundredths) the member earned in [from, to]: credits only, spending does not lower it. */
export async function koinEarned(db: Executor, userId: string, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, userId),
        eq(ledgerEntries.currency, 'koin'),
        gt(ledgerEntries.amount, 0),
        gte(ledgerEntries.createdAt, from),
        lte(ledgerEntries.createdAt, to),
      ),
    )
  return Number(row?.total ?? 0)
}

/** Whether the member answered the daily quiz of Bangkok day `day`. */
export async function dailyQuizAnswered(db: Executor, userId: string, day: string): Promise<boolean> {
  const [row] = await db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(
      and(eq(quizAttempts.userId, userId), eq(quizAttempts.kind, 'daily'), eq(quizAttempts.attemptKey, day)),
    )
    .limit(1)
  return row !== undefined
}

/** Whether there is a daily quiz at all (its pool has questions). */
export async function dailyQuizExists(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ id: quizQuestions.id })
    .from(quizQuestions)
    .where(eq(quizQuestions.pool, 'daily'))
    .limit(1)
  return row !== undefined
}

// ── The weekly league ────────────────────────────────────────────────────────────────────────────────────

export type PlacementRow = typeof leaguePlacements.$inferSelect

/** Takes the week's placement lock: one placement round at a time, whichever process reads the league. */
export async function lockWeek(tx: Executor, weekStart: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`league:${weekStart}`}))`)
}

/**
 * The query of members active (learning) in [from, to) and not yet placed in the week: the week's activities
 * are read by time through member_activities_created_at_idx. An erased account's activities stay (its row
 * does), but it is never placed again: erasure deleted its placements (decision 031).
 */
export function unplacedActiveMembersQuery(weekStart: string, from: Date, to: Date) {
  return sql`
    select a.user_id, min(a.created_at) as active_at
    from member_activities a
    where a.created_at >= ${from} and a.created_at < ${to}
      and a.kind in (${sql.join(
        learningKinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})
      and not exists (
        select 1 from league_placements p where p.user_id = a.user_id and p.week_start = ${weekStart})
      and not exists (select 1 from users u where u.id = a.user_id and u.erased_at is not null)
    group by a.user_id
    order by active_at, a.user_id`
}

/** Members active (learning) in [from, to) and not yet placed in the week, the first active first. */
export async function unplacedActiveMembers(
  tx: Executor,
  weekStart: string,
  from: Date,
  to: Date,
): Promise<{ userId: string; activeAt: Date }[]> {
  const { rows } = await tx.execute<{ user_id: string; active_at: string | Date }>(
    unplacedActiveMembersQuery(weekStart, from, to),
  )
  return rows.map((r) => ({ userId: r.user_id, activeAt: new Date(r.active_at) }))
}

export type Standing = {
  userId: string
  tier: number
  grp: number
  exp: number
  rank: number
  size: number
  displayName: string
  displayImage: string | null
}

/**
 * The week's groups ranked by the exp each member earned in [from, to) (net of exp taken back, never below
 * zero); ties go to the member who was active first. `where` narrows to a tier and group.
 */
export async function weekStandings(
  db: Executor,
  weekStart: string,
  from: Date,
  to: Date,
  group?: { tier: number; grp: number },
): Promise<Standing[]> {
  const { rows } = await db.execute<{
    user_id: string
    tier: number
    grp: number
    exp: string
    rank: number
    size: number
    display_name: string
    display_image: string | null
  }>(sql`
    with earned as (
      select p.user_id, p.tier, p.grp, p.active_at,
        greatest(coalesce((
          select sum(l.amount) from ledger_entries l
          where l.user_id = p.user_id and l.currency = 'exp' and l.created_at >= ${from} and l.created_at < ${to}
        ), 0), 0) as exp
      from league_placements p
      where p.week_start = ${weekStart}
        ${group ? sql`and p.tier = ${group.tier} and p.grp = ${group.grp}` : sql``}
    )
    select e.user_id, e.tier, e.grp, e.exp::text as exp,
      (row_number() over (partition by e.tier, e.grp order by e.exp desc, e.active_at, e.user_id))::int as rank,
      (count(*) over (partition by e.tier, e.grp))::int as size,
      u.display_name, u.display_image
    from earned e join users u on u.id = e.user_id
    order by e.tier, e.grp, rank`)
  return rows.map((r) => ({
    userId: r.user_id,
    tier: r.tier,
    grp: r.grp,
    exp: Number(r.exp),
    rank: r.rank,
    size: r.size,
    displayName: r.display_name,
    displayImage: r.display_image,
  }))
}

/** How many members each group of the week holds, by tier: tier → sizes of groups 0, 1, 2, … */
export async function groupSizes(tx: Executor, weekStart: string): Promise<Map<number, number[]>> {
  const rows = await tx
    .select({ tier: leaguePlacements.tier, grp: leaguePlacements.grp, n: sql<number>`count(*)::int` })
    .from(leaguePlacements)
    .where(eq(leaguePlacements.weekStart, weekStart))
    .groupBy(leaguePlacements.tier, leaguePlacements.grp)
  const sizes = new Map<number, number[]>()
  for (const row of rows) {
    const list = sizes.get(row.tier) ?? []
    list[row.grp] = row.n
    sizes.set(row.tier, list)
  }
  return sizes
}

/** The tier of each member's latest placement before `weekStart`. */
export async function latestTiers(tx: Executor, userIds: string[], weekStart: string) {
  const tiers = new Map<string, number>()
  if (userIds.length === 0) return tiers
  const rows = await tx
    .select({ userId: leaguePlacements.userId, tier: leaguePlacements.tier })
    .from(leaguePlacements)
    .where(and(inArray(leaguePlacements.userId, userIds), lt(leaguePlacements.weekStart, weekStart)))
    .orderBy(desc(leaguePlacements.weekStart))
  for (const row of rows) if (!tiers.has(row.userId)) tiers.set(row.userId, row.tier)
  return tiers
}

export async function insertPlacements(
  tx: Executor,
  rows: { userId: string; weekStart: string; tier: number; grp: number; activeAt: Date }[],
): Promise<void> {
  if (rows.length === 0) return
  await tx.insert(leaguePlacements).values(rows).onConflictDoNothing()
}

export async function placementOf(db: Executor, userId: string, weekStart: string) {
  const [row] = await db
    .select()
    .from(leaguePlacements)
    .where(and(eq(leaguePlacements.userId, userId), eq(leaguePlacements.weekStart, weekStart)))
  return row ?? null
}

// ── Reminders ────────────────────────────────────────────────────────────────────────────────────────────

export async function emailRemindersOn(db: Database | Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ kind: emailReminderSettings.kind })
    .from(emailReminderSettings)
    .where(and(eq(emailReminderSettings.userId, userId), eq(emailReminderSettings.enabled, true)))
  return rows.map((r) => r.kind)
}

export async function setEmailReminder(
  tx: Executor,
  userId: string,
  kind: string,
  enabled: boolean,
  at: Date,
) {
  await tx
    .insert(emailReminderSettings)
    .values({ userId, kind, enabled, updatedAt: at })
    .onConflictDoUpdate({
      target: [emailReminderSettings.userId, emailReminderSettings.kind],
      set: { enabled, updatedAt: at },
    })
}
