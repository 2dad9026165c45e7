import { and, count, eq, isNotNull, sql } from 'drizzle-orm'
import type { Executor } from '@klass/db/client'
import { ledgerEntries, memberActivities } from '@klass/db/schema/core'
import {
  superquestGifts,
  superquestMissionJoins,
  superquestMissions,
  superquestShipments,
} from '@klass/db/schema/superquest'
import { moveBalance } from '../ledger/ledger'
import type { ActivityKind } from './activity'
import { DomainError } from './domain-error'

/**
 * What counts towards a mission: the member's activities of its kind done after joining and within the
 * mission's dates — different ref ids when the mission says so ("5 different articles"). Read where
 * `superquest_mission_joins` and `superquest_missions` are joined.
 */
export const progressOfJoin = sql<number>`(
  select (case when ${superquestMissions.countDistinct}
    then count(distinct ${memberActivities.refId}) else count(*) end)::int
  from ${memberActivities}
  where ${memberActivities.userId} = ${superquestMissionJoins.userId}
    and ${memberActivities.kind} = ${superquestMissions.action}
    and ${memberActivities.createdAt} >= greatest(${superquestMissionJoins.joinedAt}, ${superquestMissions.startsAt})
    and ${memberActivities.createdAt} < ${superquestMissions.endsAt}
)`

const TAKEN_BACK = 'SUPERQUEST_MISSION_TAKEN_BACK'

/**
 * The ledger key of a mission's koin reward: one per redemption, so a reward taken back (decision 030) and
 * earned again is paid again. The first redemption keeps the plain key.
 */
export async function missionKoinKey(
  tx: Executor,
  userId: string,
  missionId: string,
): Promise<{ redeem: string; takeBack: string }> {
  const [taken] = await tx
    .select({ n: count() })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, userId),
        eq(ledgerEntries.currency, 'koin'),
        eq(ledgerEntries.reason, TAKEN_BACK),
        eq(ledgerEntries.refId, missionId),
      ),
    )
  const round = (taken?.n ?? 0) + 1
  return {
    redeem: round === 1 ? `superquest-mission:${missionId}` : `superquest-mission:${missionId}#${round}`,
    takeBack: `superquest-mission-taken-back:${missionId}#${round}`,
  }
}

/**
 * Decision 030: an undone action (a cancelled event seat) takes back, in the caller's transaction, the reward
 * of every mission it had completed and whose reward was redeemed: the koins through the ledger, a premium
 * gift still being prepared back into stock. The mission waits to be completed and redeemed again. A reward
 * that cannot come back (the koins were spent, the parcel has left) refuses the undo: MISSION_REWARD_SPENT,
 * and the caller's transaction rolls back with nothing changed. Call it after the activity is withdrawn
 * and after any refund of the same undo, so the refund can cover the koins taken back.
 */
export async function takeBackMissionRewards(
  tx: Executor,
  undo: { userId: string; kind: ActivityKind; at: Date },
): Promise<void> {
  const fallen = await tx
    .select({
      missionId: superquestMissions.id,
      title: superquestMissions.title,
      target: superquestMissions.target,
      rewardKoin: superquestMissions.rewardKoin,
      redeemedAs: superquestMissionJoins.redeemedAs,
      progress: progressOfJoin,
    })
    .from(superquestMissionJoins)
    .innerJoin(superquestMissions, eq(superquestMissions.id, superquestMissionJoins.missionId))
    .where(
      and(
        eq(superquestMissionJoins.userId, undo.userId),
        eq(superquestMissions.action, undo.kind),
        isNotNull(superquestMissionJoins.redeemedAt),
      ),
    )
    .for('update', { of: superquestMissionJoins })
  for (const mission of fallen) {
    if (mission.progress >= mission.target) continue
    if (mission.redeemedAs === 'koin' && mission.rewardKoin !== null) {
      await debitMissionKoins(tx, undo, {
        missionId: mission.missionId,
        title: mission.title,
        amount: mission.rewardKoin,
      })
    } else if (mission.redeemedAs === 'gift') {
      await cancelMissionGift(tx, undo.userId, mission.missionId)
    }
    await tx
      .update(superquestMissionJoins)
      .set({ redeemedAt: null, redeemedAs: null })
      .where(
        and(
          eq(superquestMissionJoins.userId, undo.userId),
          eq(superquestMissionJoins.missionId, mission.missionId),
        ),
      )
  }
}

async function debitMissionKoins(
  tx: Executor,
  undo: { userId: string; at: Date },
  reward: { missionId: string; title: string; amount: number },
): Promise<void> {
  const keys = await missionKoinKey(tx, undo.userId, reward.missionId)
  try {
    await moveBalance(tx, {
      userId: undo.userId,
      currency: 'koin',
      amount: -reward.amount,
      reason: TAKEN_BACK,
      activity: `คืนรางวัลภารกิจ SUPERQUEST: ${reward.title} (ยกเลิกรายการที่ทำให้ภารกิจสำเร็จ)`,
      refType: 'superquest_mission',
      refId: reward.missionId,
      idempotencyKey: keys.takeBack,
      at: undo.at,
    })
  } catch (error) {
    if (error instanceof DomainError && error.code === 'KOIN_INSUFFICIENT') {
      throw new DomainError('MISSION_REWARD_SPENT', { missionId: reward.missionId })
    }
    throw error
  }
}

/** A mission's gift still being prepared is cancelled and goes back into stock; one that has left cannot. */
async function cancelMissionGift(tx: Executor, userId: string, missionId: string): Promise<void> {
  const [parcel] = await tx
    .delete(superquestShipments)
    .where(
      and(
        eq(superquestShipments.userId, userId),
        eq(superquestShipments.source, 'mission'),
        eq(superquestShipments.sourceRef, missionId),
        eq(superquestShipments.status, 'preparing'),
      ),
    )
    .returning({ giftId: superquestShipments.giftId })
  if (!parcel) throw new DomainError('MISSION_REWARD_SPENT', { missionId })
  await tx
    .update(superquestGifts)
    .set({ stockRemaining: sql`${superquestGifts.stockRemaining} + 1` })
    .where(eq(superquestGifts.id, parcel.giftId))
}
