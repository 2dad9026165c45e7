import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm'
import type { AdminLevel, AdminMission } from '@klass/contract/admin-campaign'
import { memberLevels } from '@klass/contract/levels'
import {
  superquestCampaigns,
  superquestGifts,
  superquestLevelClaims,
  superquestLevelRewards,
  superquestMissionJoins,
  superquestMissions,
} from '@klass/db/schema/superquest'
import type { Executor } from '@klass/db/client'

type MissionRow = typeof superquestMissions.$inferSelect
export type MissionValues = Omit<typeof superquestMissions.$inferInsert, 'id' | 'createdAt'>

export async function campaignsAndGifts(db: Executor) {
  const [campaigns, gifts] = await Promise.all([
    db.select().from(superquestCampaigns).orderBy(desc(superquestCampaigns.startsAt)).limit(50),
    db.select().from(superquestGifts).orderBy(asc(superquestGifts.name)).limit(200),
  ])
  return { campaigns, gifts }
}

export async function findCampaign(db: Executor, id: string) {
  const [row] = await db.select().from(superquestCampaigns).where(eq(superquestCampaigns.id, id))
  return row ?? null
}

export async function findGift(db: Executor, id: string) {
  const [row] = await db.select().from(superquestGifts).where(eq(superquestGifts.id, id))
  return row ?? null
}

const joinedCount = sql<number>`(select count(*)::int from ${superquestMissionJoins} where ${superquestMissionJoins.missionId} = ${superquestMissions.id})`
const redeemedCount = sql<number>`(select count(*)::int from ${superquestMissionJoins} where ${superquestMissionJoins.missionId} = ${superquestMissions.id} and ${superquestMissionJoins.redeemedAt} is not null)`

function toAdminMission(
  row: MissionRow,
  giftName: string | null,
  joined: number,
  redeemed: number,
): AdminMission {
  return {
    id: row.id,
    campaignId: row.campaignId,
    position: row.position,
    title: row.title,
    description: row.description,
    action: row.action,
    target: row.target,
    countDistinct: row.countDistinct,
    unit: row.unit,
    link: row.link,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    rewardKoin: row.rewardKoin,
    rewardGiftId: row.rewardGiftId,
    rewardGiftName: giftName,
    joined,
    redeemed,
  }
}

function missionQuery(db: Executor) {
  return db
    .select({
      mission: superquestMissions,
      giftName: superquestGifts.name,
      joined: joinedCount,
      redeemed: redeemedCount,
    })
    .from(superquestMissions)
    .leftJoin(superquestGifts, eq(superquestGifts.id, superquestMissions.rewardGiftId))
}

export async function missionPage(db: Executor, offset: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    missionQuery(db)
      .orderBy(
        desc(superquestMissions.startsAt),
        asc(superquestMissions.position),
        asc(superquestMissions.id),
      )
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(superquestMissions),
  ])
  return {
    items: rows.map((r) => toAdminMission(r.mission, r.giftName, r.joined, r.redeemed)),
    total: total?.n ?? 0,
  }
}

export async function adminMission(db: Executor, id: string): Promise<AdminMission | null> {
  const [row] = await missionQuery(db).where(eq(superquestMissions.id, id))
  return row ? toAdminMission(row.mission, row.giftName, row.joined, row.redeemed) : null
}

/** The mission, locked for the change. */
export async function lockMission(tx: Executor, id: string): Promise<MissionRow | null> {
  const [row] = await tx.select().from(superquestMissions).where(eq(superquestMissions.id, id)).for('update')
  return row ?? null
}

export async function joinCount(tx: Executor, missionId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(superquestMissionJoins)
    .where(eq(superquestMissionJoins.missionId, missionId))
  return row?.n ?? 0
}

export async function nextPosition(tx: Executor, campaignId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${superquestMissions.position}), 0)::int + 1` })
    .from(superquestMissions)
    .where(eq(superquestMissions.campaignId, campaignId))
  return row?.n ?? 1
}

export async function insertMission(tx: Executor, values: MissionValues): Promise<MissionRow> {
  const [row] = await tx.insert(superquestMissions).values(values).returning()
  return row!
}

export async function updateMission(tx: Executor, id: string, values: Partial<MissionValues>) {
  const [row] = await tx
    .update(superquestMissions)
    .set(values)
    .where(eq(superquestMissions.id, id))
    .returning()
  return row!
}

// ---- Levels ----

type LevelRewardRow = typeof superquestLevelRewards.$inferSelect

export async function levels(db: Executor): Promise<AdminLevel[]> {
  const [rewards, claims] = await Promise.all([
    db
      .select({ reward: superquestLevelRewards, giftName: superquestGifts.name })
      .from(superquestLevelRewards)
      .leftJoin(superquestGifts, eq(superquestGifts.id, superquestLevelRewards.giftId)),
    db
      .select({ level: superquestLevelClaims.level, n: count() })
      .from(superquestLevelClaims)
      .groupBy(superquestLevelClaims.level),
  ])
  return memberLevels.map((level) => {
    const found = rewards.find((r) => r.reward.level === level.level)
    return {
      level: level.level,
      name: level.name,
      minExp: level.minExp,
      description: found?.reward.description ?? null,
      rewardKoin: found?.reward.rewardKoin ?? null,
      giftId: found?.reward.giftId ?? null,
      giftName: found?.giftName ?? null,
      claims: claims.find((c) => c.level === level.level)?.n ?? 0,
    }
  })
}

export async function lockLevelReward(tx: Executor, level: number): Promise<LevelRewardRow | null> {
  const [row] = await tx
    .select()
    .from(superquestLevelRewards)
    .where(eq(superquestLevelRewards.level, level))
    .for('update')
  return row ?? null
}

/** Whether any member has claimed the level's koins (or had its gift shipped). */
export async function levelClaimed(tx: Executor, level: number): Promise<boolean> {
  const [row] = await tx
    .select({ n: count() })
    .from(superquestLevelClaims)
    .where(and(eq(superquestLevelClaims.level, level), isNotNull(superquestLevelClaims.claimedAt)))
  return (row?.n ?? 0) > 0
}

export async function upsertLevelReward(tx: Executor, values: LevelRewardRow) {
  await tx
    .insert(superquestLevelRewards)
    .values(values)
    .onConflictDoUpdate({
      target: superquestLevelRewards.level,
      set: { description: values.description, rewardKoin: values.rewardKoin, giftId: values.giftId },
    })
}
