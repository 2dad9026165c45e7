import {
  DASHBOARD_MAX_DAYS,
  isMemberId,
  type Dashboard,
  type DashboardDay,
  type MemberBan,
  type MemberOrder,
} from '@klass/contract/admin-members'
import { pageFrom } from '@klass/contract/envelope'
import { koinToString } from '@klass/contract/money'
import { staffRolesOf } from '@klass/contract/staff'
import type { Executor } from '@klass/db/client'
import type { AppContext } from '../../context'
import { recordAudit } from '../../lib/audit'
import { DomainError } from '../../lib/domain-error'
import { bangkokDate, bangkokDayStart, bangkokInstant, DAY_MS } from '../../lib/time'
import { ledgerHistory, moveBalance } from '../../ledger/ledger'
import type { StaffUser } from '../../plugins/staff'
import { revokeAllSessions } from '../auth/auth.repo'
import * as repo from './admin-members.repo'

/** The ledger's code for a koin adjustment made by staff in the back office. */
export const STAFF_ADJUSTMENT_REASON = 'STAFF_ADJUSTMENT'

/** What the member reads in their koin history for an adjustment. */
export function adjustmentActivity(amount: number, reason: string): string {
  return `${amount > 0 ? 'ทีมงาน Klass เพิ่ม koin' : 'ทีมงาน Klass หัก koin'}: ${reason}`
}

function banOut(row: repo.BanRow): MemberBan {
  return {
    id: row.id,
    reason: row.reason,
    banned_at: row.createdAt.toISOString(),
    banned_by: row.bannedBy,
    lifted_at: row.liftedAt?.toISOString() ?? null,
    lifted_by: row.liftedBy,
    lift_reason: row.liftReason,
  }
}

/** The days from `from` to `to` (YYYY-MM-DD, both included). */
function daysOf(from: string, to: string): string[] {
  const days: string[] = []
  for (let at = bangkokInstant(from); at <= bangkokInstant(to); at = new Date(at.getTime() + DAY_MS))
    days.push(bangkokDate(at))
  return days
}

export function createAdminMembersService(ctx: AppContext) {
  const { db, clock } = ctx

  async function existing(id: string) {
    const member = await repo.memberById(db, id)
    if (!member) throw new DomainError('MEMBER_NOT_FOUND')
    return member
  }

  /**
   * One staff change to a member, in one transaction: the member is locked (an unknown id is MEMBER_NOT_FOUND),
   * `change` checks and makes the change and says what the member was and is, and the audit row records it
   * with the staff member's reason before the transaction commits.
   */
  function changeMember<R>(
    staff: StaffUser,
    id: string,
    { action, reason }: { action: string; reason: string },
    change: (
      tx: Executor,
      target: NonNullable<Awaited<ReturnType<typeof repo.lockMember>>>,
    ) => Promise<{ before: unknown; after: unknown; result: R }>,
  ): Promise<R> {
    return db.transaction(async (tx) => {
      const target = await repo.lockMember(tx, id)
      if (!target) throw new DomainError('MEMBER_NOT_FOUND')
      const { before, after, result } = await change(tx, target)
      await recordAudit(tx, {
        actorId: staff.id,
        action,
        entity: 'member',
        entityId: id,
        before,
        after,
        reason,
      })
      return result
    })
  }

  /** Nobody bans or unbans themselves; only admin bans or unbans a staff member. */
  function assertMayBan(staff: StaffUser, target: { id: string; roles: string[] }) {
    if (target.id === staff.id) throw new DomainError('BAN_SELF')
    if (staffRolesOf(target.roles).length > 0 && !staff.roles.includes('admin'))
      throw new DomainError('BAN_STAFF_ADMIN_ONLY')
  }

  async function dashboard(from: string, to: string): Promise<Dashboard> {
    const now = clock.now()
    const today = bangkokDate(now)
    const length = (bangkokInstant(to).getTime() - bangkokInstant(from).getTime()) / DAY_MS + 1
    if (from > to || to > today || length > DASHBOARD_MAX_DAYS)
      throw new DomainError('DASHBOARD_PERIOD_INVALID')
    const start = bangkokInstant(from)
    const end = new Date(bangkokInstant(to).getTime() + DAY_MS)
    const tomorrow = bangkokDayStart(now, 1)
    const [joined, activity, koins, periodActive, counts, today1, days7, days30, gifts] = await Promise.all([
      repo.newMembersByDay(db, start, end),
      repo.activityByDay(db, start, end),
      repo.koinsByDay(db, start, end),
      repo.activeMembersBetween(db, start, end),
      repo.memberCounts(db, bangkokDayStart(now, -6), tomorrow),
      repo.activeMembersBetween(db, bangkokDayStart(now), tomorrow),
      repo.activeMembersBetween(db, bangkokDayStart(now, -6), tomorrow),
      repo.activeMembersBetween(db, bangkokDayStart(now, -29), tomorrow),
      repo.giftsAwaitingShipment(db),
    ])
    const joinedOn = new Map(joined.map((row) => [row.day, row.count]))
    const activityOn = new Map(activity.map((row) => [row.day, row]))
    const koinsOn = new Map(koins.map((row) => [row.day, row]))
    let issued = 0
    let spent = 0
    const days: DashboardDay[] = daysOf(from, to).map((date) => {
      const act = activityOn.get(date)
      const moved = koinsOn.get(date)
      issued += Number(moved?.issued ?? 0)
      spent += Number(moved?.spent ?? 0)
      return {
        date,
        new_members: joinedOn.get(date) ?? 0,
        active_members: act?.active ?? 0,
        quiz_completions: act?.quizzes ?? 0,
        game_completions: act?.games ?? 0,
        koins_issued: koinToString(Number(moved?.issued ?? 0)),
        koins_spent: koinToString(Number(moved?.spent ?? 0)),
      }
    })
    const sum = (pick: (day: DashboardDay) => number) => days.reduce((total, day) => total + pick(day), 0)
    return {
      from,
      to,
      members_total: counts.total,
      members_new_this_week: counts.newThisWeek,
      active_today: today1,
      active_7_days: days7,
      active_30_days: days30,
      gifts_awaiting_shipment: gifts,
      period: {
        new_members: sum((day) => day.new_members),
        active_members: periodActive,
        quiz_completions: sum((day) => day.quiz_completions),
        game_completions: sum((day) => day.game_completions),
        koins_issued: koinToString(issued),
        koins_spent: koinToString(spent),
      },
      days,
    }
  }

  return {
    async search(query: { q: string; page: number; limit: number }) {
      const { rows, total } = await repo.searchMembers(db, {
        text: query.q,
        byId: isMemberId(query.q),
        page: query.page,
        limit: query.limit,
      })
      return pageFrom(
        rows.map((row) => ({
          id: row.id,
          email: row.email,
          display_name: row.displayName,
          joined_at: row.createdAt.toISOString(),
          koin: koinToString(row.koin),
          banned: row.banned,
          staff_roles: staffRolesOf(row.roles),
        })),
        total,
        query.page,
        query.limit,
      )
    },

    async show(id: string) {
      const member = await existing(id)
      const ban = await repo.openBanOf(db, id)
      return {
        id: member.id,
        email: member.email,
        display_name: member.displayName,
        first_name: member.firstName,
        last_name: member.lastName,
        birth_date: member.birthDate,
        school: member.school,
        province: member.province,
        klass: member.klass,
        joined_at: member.createdAt.toISOString(),
        staff_roles: staffRolesOf(member.roles),
        standing: {
          email_confirmed_at: member.emailConfirmedAt?.toISOString() ?? null,
          guardian_email: member.guardianEmail,
          guardian_confirmed_at: member.guardianConfirmedAt?.toISOString() ?? null,
          deletion_requested_at: member.deletionRequestedAt?.toISOString() ?? null,
          erased: member.erasedAt !== null,
        },
        koin: koinToString(member.koin),
        ban: ban ? banOut(ban) : null,
      }
    },

    /** The member's koin history, the same page their own history shows. */
    async koins(id: string, page: number, limit: number) {
      await existing(id)
      const { rows, total } = await ledgerHistory(db, id, 'koin', page, limit)
      return pageFrom(
        rows.map((row) => ({
          id: String(row.id),
          date: row.createdAt.toISOString(),
          activity: row.activity,
          point: koinToString(row.amount),
          balance: koinToString(row.balanceAfter),
        })),
        total,
        page,
        limit,
      )
    },

    async orders(id: string, page: number, limit: number) {
      await existing(id)
      const { rows, total } = await repo.ordersOf(db, id, page, limit)
      return pageFrom(
        rows.map((row) => ({
          id: row.id,
          item_name: row.itemName,
          quantity: row.quantity,
          total: koinToString(row.total),
          status: row.status as MemberOrder['status'],
          tracking_number: row.trackingNumber,
          ordered_at: row.createdAt.toISOString(),
        })),
        total,
        page,
        limit,
      )
    },

    async events(id: string, page: number, limit: number) {
      await existing(id)
      const { rows, total } = await repo.eventsOf(db, id, page, limit)
      return pageFrom(
        rows.map((row) => ({
          id: row.id,
          event_title: row.title,
          starts_at: row.startsAt.toISOString(),
          status: row.status as 'joined' | 'cancelled',
          paid_with: row.paidWith as 'koin' | 'voucher' | 'free',
          koin_paid: koinToString(row.koinPaid),
          joined_at: row.joinedAt.toISOString(),
          cancelled_at: row.cancelledAt?.toISOString() ?? null,
        })),
        total,
        page,
        limit,
      )
    },

    async bans(id: string, page: number, limit: number) {
      await existing(id)
      const { rows, total } = await repo.bansOf(db, id, page, limit)
      return pageFrom(rows.map(banOut), total, page, limit)
    },

    /**
     * Suspends a member: the ban, the end of every session and the audit row commit together; then every
     * server process forgets the sessions at once.
     */
    async ban(staff: StaffUser, id: string, reason: string): Promise<MemberBan> {
      const now = clock.now()
      const { banId, ended } = await changeMember(
        staff,
        id,
        { action: 'member.ban', reason },
        async (tx, target) => {
          assertMayBan(staff, target)
          if (await repo.openBanOf(tx, id)) throw new DomainError('MEMBER_ALREADY_BANNED')
          const banId = await repo.insertBan(tx, { userId: id, bannedBy: staff.id, reason, at: now })
          const ended = await revokeAllSessions(tx, id, 'BANNED', now)
          return {
            before: { banned: false },
            after: { banned: true, ban_id: banId, sessions_ended: ended.length },
            result: { banId, ended },
          }
        },
      )
      for (const sessionId of ended) ctx.sessions.ended(sessionId)
      return banOut(await repo.banById(db, banId))
    },

    async unban(staff: StaffUser, id: string, reason: string): Promise<MemberBan> {
      const now = clock.now()
      const banId = await changeMember(staff, id, { action: 'member.unban', reason }, async (tx, target) => {
        assertMayBan(staff, target)
        const open = await repo.openBanOf(tx, id)
        if (!open) throw new DomainError('MEMBER_NOT_BANNED')
        await repo.liftBan(tx, { id: open.id, by: staff.id, reason, at: now })
        return {
          before: { banned: true, ban_id: open.id, ban_reason: open.reason },
          after: { banned: false, ban_id: open.id },
          result: open.id,
        }
      })
      return banOut(await repo.banById(db, banId))
    },

    /** Adds or takes koins through the ledger; a debit never takes the balance below zero. */
    async adjustKoins(staff: StaffUser, id: string, amount: number, reason: string) {
      return changeMember(staff, id, { action: 'member.koin_adjust', reason }, async (tx, target) => {
        if (target.koin + amount < 0) throw new DomainError('KOIN_ADJUSTMENT_BELOW_ZERO')
        const moved = await moveBalance(tx, {
          userId: id,
          currency: 'koin',
          amount,
          reason: STAFF_ADJUSTMENT_REASON,
          activity: adjustmentActivity(amount, reason),
          refType: 'staff_adjustment',
          at: clock.now(),
        })
        return {
          before: { koin: koinToString(target.koin) },
          after: {
            koin: koinToString(moved.balanceAfter),
            amount: koinToString(amount),
            entry_id: moved.entryId,
          },
          result: {
            entry_id: String(moved.entryId),
            amount: koinToString(amount),
            balance: koinToString(moved.balanceAfter),
          },
        }
      })
    },

    dashboard,
  }
}
export type AdminMembersService = ReturnType<typeof createAdminMembersService>
