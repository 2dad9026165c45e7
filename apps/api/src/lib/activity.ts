import { and, eq, inArray } from 'drizzle-orm'
import type { Executor } from '@klass/db/client'
import { memberActivities } from '@klass/db/schema/core'
import { takeBackMissionRewards } from './mission-rewards'
import { missionActions } from '@klass/contract/superquest'

/** Everything a member can do that a SUPERQUEST mission may count (the contract names them in Thai). */
export const activityKinds = missionActions
export type ActivityKind = (typeof activityKinds)[number]

/** Records that a member did something, inside the transaction that did it. */
export async function recordActivity(
  tx: Executor,
  activity: { userId: string; kind: ActivityKind; refId?: string; at: Date },
): Promise<void> {
  await tx.insert(memberActivities).values({
    userId: activity.userId,
    kind: activity.kind,
    refId: activity.refId ?? null,
    createdAt: activity.at,
  })
}

/**
 * Takes back what a member undid (a cancelled event seat, a store order cancelled by support), so a mission
 * never counts it: joining and cancelling must not complete "join an event". Decision 030: a mission the undo
 * drops below its target gives back the reward redeemed for it, or the undo is refused (MISSION_REWARD_SPENT)
 * — call this after the undo's own refund, inside its transaction.
 */
export async function withdrawActivity(
  tx: Executor,
  activity: {
    userId: string
    kind: ActivityKind
    refId: string
    at: Date
    /**
     * Only the one activity recorded at this instant: one of several of the same thing (a cancelled store order,
     * when the member bought the same gift more than once).
     */
    recordedAt?: Date
  },
): Promise<void> {
  const same = and(
    eq(memberActivities.userId, activity.userId),
    eq(memberActivities.kind, activity.kind),
    eq(memberActivities.refId, activity.refId),
  )
  await tx.delete(memberActivities).where(
    activity.recordedAt
      ? inArray(
          memberActivities.id,
          tx
            .select({ id: memberActivities.id })
            .from(memberActivities)
            .where(and(same, eq(memberActivities.createdAt, activity.recordedAt)))
            .limit(1),
        )
      : same,
  )
  await takeBackMissionRewards(tx, { userId: activity.userId, kind: activity.kind, at: activity.at })
}
