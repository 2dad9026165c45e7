import { memberLevels } from '@klass/contract/levels'
import { koinToString } from '@klass/contract/money'
import { STREAK_FREEZE_PRICE, STREAK_FREEZES_MAX, type ProgressToday } from '@klass/contract/progress'
import type { Database, Executor } from '@klass/db/client'
import type { AppContext } from '../../context'
import { DomainError } from '../../lib/domain-error'
import { lockMember } from '../../lib/member-lock'
import { assertMemberMay } from '../../lib/member-standing'
import { bangkokDate } from '../../lib/time'
import { moveBalance } from '../../ledger/ledger'
import * as superquestRepo from '../superquest/superquest.repo'
import * as levelRepo from '../superquest/user-level.repo'
import * as repo from './progress.repo'
import { workOutStreak, type WorkedOutStreak } from './streak'
import { bangkokWeek } from './week'

export type CurrentStreak = WorkedOutStreak & { held: number }

/**
 * The member's streak now, the freezes it needs spent on the missed days they cover (decision 036). Run in
 * the caller's transaction, or in one of its own when a freeze may be spent: the freezes are locked, so two
 * reads at once never spend two freezes on one day.
 */
export async function currentStreak(
  db: Database | Executor,
  userId: string,
  now: Date,
): Promise<CurrentStreak> {
  const today = bangkokDate(now)
  const activeDays = await repo.learningDays(db, userId, now)
  const settle = async (tx: Executor): Promise<CurrentStreak> => {
    const freezes = await repo.freezesOf(tx, userId, true)
    const worked = workOutStreak({ today, activeDays, freezes })
    for (const [id, day] of worked.newlyUsed) await repo.useFreeze(tx, id, day)
    return { ...worked, held: freezes.filter((f) => f.usedOn === null).length - worked.newlyUsed.size }
  }
  const freezes = await repo.freezesOf(db, userId)
  if (!freezes.some((f) => f.usedOn === null)) {
    return { ...workOutStreak({ today, activeDays, freezes }), held: 0 }
  }
  return 'transaction' in db ? (db as Database).transaction(settle) : settle(db)
}

/** The first task a member has open: a joined SUPERQUEST mission still running, and a reward to claim. */
async function missionTasks(db: Database, userId: string, now: Date) {
  const mine = await superquestRepo.memberMissions(db, userId)
  const rows = await superquestRepo.findMissions(db, [...mine.keys()])
  const joined = rows
    .map((row) => ({ mission: row.mission, member: mine.get(row.mission.id)! }))
    .filter(({ member }) => member.join.redeemedAt === null)
    .sort((a, b) => b.member.join.joinedAt.getTime() - a.member.join.joinedAt.getTime())
  const running = joined.find(
    ({ mission, member }) =>
      member.progress < mission.target && mission.startsAt <= now && now < mission.endsAt,
  )
  const complete = joined.find(({ mission, member }) => member.progress >= mission.target)
  return {
    mission: running
      ? {
          id: running.mission.id,
          title: running.mission.title,
          progress: running.member.progress,
          target: running.mission.target,
          unit: running.mission.unit,
        }
      : null,
    missionReward: complete
      ? {
          kind: 'mission' as const,
          title: complete.mission.title,
          koin: complete.mission.rewardKoin === null ? null : koinToString(complete.mission.rewardKoin),
        }
      : null,
  }
}

/** A level the member reached whose koins they have not claimed, lowest first. */
async function levelReward(db: Database, userId: string) {
  const [exp, rewards, claimed] = await Promise.all([
    levelRepo.memberExp(db, userId),
    levelRepo.levelRewards(db),
    levelRepo.claimedLevels(db, userId),
  ])
  const level = memberLevels.find((l) => exp >= l.minExp && rewards.has(l.level) && !claimed.has(l.level))
  if (!level) return null
  return {
    kind: 'level' as const,
    title: `รางวัลเลเวล ${level.level} ${level.name}`,
    koin: koinToString(rewards.get(level.level)!.reward.rewardKoin),
  }
}

export function createStreakService(ctx: AppContext) {
  const { db, clock } = ctx

  return {
    /** The top of a member's home page: the streak, today's tasks and this week's koins. */
    async today(userId: string): Promise<ProgressToday> {
      const now = clock.now()
      const today = bangkokDate(now)
      const week = bangkokWeek(now)
      const [streak, member, weekKoin, quizExists, quizDone, missions, level] = await Promise.all([
        currentStreak(db, userId, now),
        repo.koinBalance(db, userId),
        repo.koinEarned(db, userId, week.from, now),
        repo.dailyQuizExists(db),
        repo.dailyQuizAnswered(db, userId, today),
        missionTasks(db, userId, now),
        levelReward(db, userId),
      ])
      return {
        today,
        week: { starts_on: week.startsOn, ends_on: week.endsOn },
        streak: {
          days: streak.days,
          active_today: streak.activeToday,
          recent: streak.recent,
          freezes_held: streak.held,
          freezes_max: STREAK_FREEZES_MAX,
          freeze_price: koinToString(STREAK_FREEZE_PRICE),
        },
        tasks: {
          daily_quiz: { available: quizExists, done: quizDone },
          mission: missions.mission,
          reward: missions.missionReward ?? level,
        },
        koin_this_week: koinToString(weekKoin),
        koin: koinToString(member),
      }
    },

    /**
     * A streak freeze for STREAK_FREEZE_PRICE koins, paid through the ledger in the same transaction. Spending
     * koins needs a confirmed e-mail (issue 19). The freezes the streak needs are spent first, so a member at
     * the limit whose freeze just covered yesterday may buy another.
     */
    async buyFreeze(userId: string) {
      const now = clock.now()
      return db.transaction(async (tx) => {
        await lockMember(tx, userId)
        await assertMemberMay(tx, userId, 'spend-koins', now)
        const { held } = await currentStreak(tx, userId, now)
        if (held >= STREAK_FREEZES_MAX) throw new DomainError('STREAK_FREEZE_LIMIT', { held })
        const freezeId = await repo.insertFreeze(tx, userId, STREAK_FREEZE_PRICE, now)
        const paid = await moveBalance(tx, {
          userId,
          currency: 'koin',
          amount: -STREAK_FREEZE_PRICE,
          reason: 'STREAK_FREEZE',
          activity: 'ซื้อ streak freeze',
          refType: 'streak_freeze',
          refId: freezeId,
          at: now,
        })
        return { freezes_held: held + 1, koin: koinToString(paid.balanceAfter) }
      })
    },
  }
}
