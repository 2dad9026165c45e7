import { pageOffset } from '@klass/contract/envelope'
import { and, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Database, Executor } from '@klass/db/client'
import { memberBans } from '@klass/db/schema/admin'
import { memberActivities, ledgerEntries, users } from '@klass/db/schema/core'
import { eventRegistrations, events } from '@klass/db/schema/events'
import { storeItems, storePurchases } from '@klass/db/schema/store'
import { containing } from '../../lib/like-pattern'
import { REFUND_REASONS } from '../../ledger/refund-reasons'

const memberColumns = {
  id: users.id,
  email: users.email,
  displayName: users.displayName,
  createdAt: users.createdAt,
  koin: users.koin,
  roles: users.roles,
  banned: sql<boolean>`exists (select 1 from member_bans b where b.user_id = "users"."id" and b.lifted_at is null)`,
}

/**
 * Members whose e-mail or display name contains `text` (the trigram indexes answer it), or the one whose id it
 * is; newest first, a page at a time.
 */
export async function searchMembers(
  db: Database,
  search: { text: string; byId: boolean; page: number; limit: number },
) {
  const where = search.byId
    ? eq(users.id, search.text.toLowerCase())
    : or(ilike(users.email, containing(search.text)), ilike(users.displayName, containing(search.text)))
  const [rows, [count]] = await Promise.all([
    db
      .select(memberColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(search.limit)
      .offset(pageOffset(search.page, search.limit)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ])
  return { rows, total: count?.total ?? 0 }
}

export async function memberById(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      displayName: users.displayName,
      firstName: users.firstName,
      lastName: users.lastName,
      birthDate: users.birthDate,
      school: users.school,
      province: users.province,
      klass: users.klass,
      createdAt: users.createdAt,
      roles: users.roles,
      koin: users.koin,
      emailConfirmedAt: users.emailConfirmedAt,
      guardianEmail: users.guardianEmail,
      guardianConfirmedAt: users.guardianConfirmedAt,
      deletionRequestedAt: users.deletionRequestedAt,
      erasedAt: users.erasedAt,
    })
    .from(users)
    .where(eq(users.id, id))
  return row ?? null
}

/** Locks the member's row for a ban, an unban or an adjustment: sessions and ledger moves wait for it. */
export async function lockMember(tx: Executor, id: string) {
  const [row] = await tx
    .select({ id: users.id, roles: users.roles, koin: users.koin })
    .from(users)
    .where(eq(users.id, id))
    .for('update')
  return row ?? null
}

const banColumns = {
  id: memberBans.id,
  reason: memberBans.reason,
  createdAt: memberBans.createdAt,
  bannedBy: sql<string>`(select s.display_name from users s where s.id = "member_bans"."banned_by")`,
  liftedAt: memberBans.liftedAt,
  liftedBy: sql<string | null>`(select s.display_name from users s where s.id = "member_bans"."lifted_by")`,
  liftReason: memberBans.liftReason,
}
export type BanRow = {
  id: number
  reason: string
  createdAt: Date
  bannedBy: string
  liftedAt: Date | null
  liftedBy: string | null
  liftReason: string | null
}

export async function openBanOf(db: Executor, userId: string): Promise<BanRow | null> {
  const [row] = await db
    .select(banColumns)
    .from(memberBans)
    .where(and(eq(memberBans.userId, userId), isNull(memberBans.liftedAt)))
  return row ?? null
}

export async function banById(db: Executor, id: number): Promise<BanRow> {
  const [row] = await db.select(banColumns).from(memberBans).where(eq(memberBans.id, id))
  return row!
}

export async function insertBan(
  tx: Executor,
  ban: { userId: string; bannedBy: string; reason: string; at: Date },
) {
  const [row] = await tx
    .insert(memberBans)
    .values({ userId: ban.userId, bannedBy: ban.bannedBy, reason: ban.reason, createdAt: ban.at })
    .returning({ id: memberBans.id })
  return row!.id
}

export async function liftBan(tx: Executor, lift: { id: number; by: string; reason: string; at: Date }) {
  await tx
    .update(memberBans)
    .set({ liftedAt: lift.at, liftedBy: lift.by, liftReason: lift.reason })
    .where(eq(memberBans.id, lift.id))
}

export async function bansOf(db: Database, userId: string, page: number, limit: number) {
  const where = eq(memberBans.userId, userId)
  const [rows, [count]] = await Promise.all([
    db
      .select(banColumns)
      .from(memberBans)
      .where(where)
      .orderBy(desc(memberBans.createdAt), desc(memberBans.id))
      .limit(limit)
      .offset(pageOffset(page, limit)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(memberBans)
      .where(where),
  ])
  return { rows, total: count?.total ?? 0 }
}

export async function ordersOf(db: Database, userId: string, page: number, limit: number) {
  const where = eq(storePurchases.userId, userId)
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: storePurchases.id,
        itemName: storeItems.name,
        quantity: storePurchases.quantity,
        total: storePurchases.totalPrice,
        status: storePurchases.status,
        trackingNumber: storePurchases.trackingNumber,
        createdAt: storePurchases.createdAt,
      })
      .from(storePurchases)
      .innerJoin(storeItems, eq(storeItems.id, storePurchases.itemId))
      .where(where)
      .orderBy(desc(storePurchases.createdAt), desc(storePurchases.id))
      .limit(limit)
      .offset(pageOffset(page, limit)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(storePurchases)
      .where(where),
  ])
  return { rows, total: count?.total ?? 0 }
}

export async function eventsOf(db: Database, userId: string, page: number, limit: number) {
  const where = eq(eventRegistrations.userId, userId)
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: eventRegistrations.id,
        title: events.title,
        startsAt: events.startsAt,
        status: eventRegistrations.status,
        paidWith: eventRegistrations.paidWith,
        koinPaid: eventRegistrations.koinPaid,
        joinedAt: eventRegistrations.joinedAt,
        cancelledAt: eventRegistrations.cancelledAt,
      })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .where(where)
      .orderBy(desc(eventRegistrations.joinedAt), desc(eventRegistrations.id))
      .limit(limit)
      .offset(pageOffset(page, limit)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(eventRegistrations)
      .where(where),
  ])
  return { rows, total: count?.total ?? 0 }
}

// ---- Dashboard: every query is bounded by [start, end) on an index led by created_at ----

const bangkokDay = (column: unknown) =>
  sql<string>`to_char(${column} at time zone 'Asia/Bangkok', 'YYYY-MM-DD')`

export function newMembersByDay(db: Database, start: Date, end: Date) {
  return db
    .select({ day: bangkokDay(users.createdAt), count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(sql`${users.createdAt} >= ${start}`, sql`${users.createdAt} < ${end}`))
    .groupBy(sql`1`)
}

export function activityByDay(db: Database, start: Date, end: Date) {
  return db
    .select({
      day: bangkokDay(memberActivities.createdAt),
      active: sql<number>`count(distinct ${memberActivities.userId})::int`,
      quizzes: sql<number>`(count(*) filter (where ${memberActivities.kind} like 'quiz.%'))::int`,
      games: sql<number>`(count(*) filter (where ${memberActivities.kind} like 'game.%'))::int`,
    })
    .from(memberActivities)
    .where(and(sql`${memberActivities.createdAt} >= ${start}`, sql`${memberActivities.createdAt} < ${end}`))
    .groupBy(sql`1`)
}

export async function activeMembersBetween(db: Database, start: Date, end: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(distinct ${memberActivities.userId})::int` })
    .from(memberActivities)
    .where(and(sql`${memberActivities.createdAt} >= ${start}`, sql`${memberActivities.createdAt} < ${end}`))
  return row?.count ?? 0
}

export function koinsByDay(db: Database, start: Date, end: Date) {
  const refund = inArray(ledgerEntries.reason, [...REFUND_REASONS])
  return db
    .select({
      day: bangkokDay(ledgerEntries.createdAt),
      // A refund gives back koins spent: it is not issued, and it takes its amount off the spending.
      issued: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} > 0 and not ${refund}), 0)::bigint`,
      spent: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} < 0 or ${refund}), 0)::bigint`,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.currency, 'koin'),
        sql`${ledgerEntries.createdAt} >= ${start}`,
        sql`${ledgerEntries.createdAt} < ${end}`,
      ),
    )
    .groupBy(sql`1`)
}

export async function memberCounts(db: Database, weekStart: Date, end: Date) {
  const [row] = await db
    .select({
      total: sql<number>`count(*) filter (where ${users.erasedAt} is null)::int`,
    })
    .from(users)
  const [week] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(sql`${users.createdAt} >= ${weekStart}`, sql`${users.createdAt} < ${end}`))
  return { total: row?.total ?? 0, newThisWeek: week?.count ?? 0 }
}

export async function giftsAwaitingShipment(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(storePurchases)
    .where(eq(storePurchases.status, 'preparing'))
  return row?.count ?? 0
}
