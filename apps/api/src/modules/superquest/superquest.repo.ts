import { pageOffset } from '@klass/contract/envelope'
import { and, asc, count, countDistinct, desc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm'
import { koinToString } from '@klass/contract/money'
import { shipmentStatusLabels, type ShipmentStatus, type ShippingAddress } from '@klass/contract/shipping'
import {
  premiumGiftSourceLabels,
  type Campaign,
  type Mission,
  type MissionRewardState,
  type PremiumGift,
  type PremiumGiftShipment,
  type PremiumGiftSource,
} from '@klass/contract/superquest'
import type { Executor } from '@klass/db/client'
import {
  superquestCampaigns,
  superquestGifts,
  superquestMissionJoins,
  superquestMissions,
  superquestShipments,
} from '@klass/db/schema/superquest'
import { takeLimited } from '../../lib/limited'
import { progressOfJoin } from '../../lib/mission-rewards'
import type { FileStorage } from '../../lib/storage'

export type CampaignRow = typeof superquestCampaigns.$inferSelect
export type MissionRow = typeof superquestMissions.$inferSelect
export type GiftRow = typeof superquestGifts.$inferSelect
export type JoinRow = typeof superquestMissionJoins.$inferSelect
export type ShipmentRow = typeof superquestShipments.$inferSelect

export async function allCampaigns(db: Executor): Promise<CampaignRow[]> {
  return db.select().from(superquestCampaigns).orderBy(asc(superquestCampaigns.startsAt))
}

const missionWithGift = (db: Executor) =>
  db
    .select({ mission: superquestMissions, gift: superquestGifts })
    .from(superquestMissions)
    .leftJoin(superquestGifts, eq(superquestGifts.id, superquestMissions.rewardGiftId))

export async function missionsOf(db: Executor, campaignId: string) {
  return missionWithGift(db)
    .where(eq(superquestMissions.campaignId, campaignId))
    .orderBy(asc(superquestMissions.position))
}

export async function findMissions(db: Executor, ids: string[]) {
  if (ids.length === 0) return []
  return missionWithGift(db).where(inArray(superquestMissions.id, ids))
}

export async function findMission(db: Executor, id: string) {
  const [row] = await findMissions(db, [id])
  return row ?? null
}

/** How many members joined each mission. */
export async function participantCounts(db: Executor, missionIds: string[]): Promise<Map<string, number>> {
  if (missionIds.length === 0) return new Map()
  const rows = await db
    .select({ missionId: superquestMissionJoins.missionId, n: count() })
    .from(superquestMissionJoins)
    .where(inArray(superquestMissionJoins.missionId, missionIds))
    .groupBy(superquestMissionJoins.missionId)
  return new Map(rows.map((r) => [r.missionId, r.n]))
}

export type MemberMission = { join: JoinRow; progress: number }

/** The member's joins (all, or of these missions) with the progress of each. */
export async function memberMissions(
  db: Executor,
  userId: string,
  missionIds?: string[],
): Promise<Map<string, MemberMission>> {
  if (missionIds && missionIds.length === 0) return new Map()
  const rows = await db
    .select({ join: superquestMissionJoins, progress: progressOfJoin })
    .from(superquestMissionJoins)
    .innerJoin(superquestMissions, eq(superquestMissions.id, superquestMissionJoins.missionId))
    .where(
      and(
        eq(superquestMissionJoins.userId, userId),
        missionIds ? inArray(superquestMissionJoins.missionId, missionIds) : undefined,
      ),
    )
  return new Map(rows.map((r) => [r.join.missionId, r]))
}

/** Joins once: the primary key (member, mission) refuses a second row. */
export async function insertJoin(tx: Executor, userId: string, missionId: string, at: Date) {
  const rows = await tx
    .insert(superquestMissionJoins)
    .values({ userId, missionId, joinedAt: at })
    .onConflictDoNothing()
    .returning()
  return rows[0] ?? null
}

/** Marks the reward taken in one conditional UPDATE: only one request can ever succeed. */
export async function markRedeemed(
  tx: Executor,
  userId: string,
  missionId: string,
  as: 'koin' | 'gift',
  at: Date,
) {
  const [row] = await tx
    .update(superquestMissionJoins)
    .set({ redeemedAt: at, redeemedAs: as })
    .where(
      and(
        eq(superquestMissionJoins.userId, userId),
        eq(superquestMissionJoins.missionId, missionId),
        isNull(superquestMissionJoins.redeemedAt),
      ),
    )
    .returning()
  return row ?? null
}

export async function campaignStats(db: Executor, campaignId: string) {
  const inCampaign = eq(superquestMissions.campaignId, campaignId)
  const [[participants], [redeemed]] = await Promise.all([
    db
      .select({ n: countDistinct(superquestMissionJoins.userId) })
      .from(superquestMissionJoins)
      .innerJoin(superquestMissions, eq(superquestMissions.id, superquestMissionJoins.missionId))
      .where(inCampaign),
    db
      .select({ n: count() })
      .from(superquestMissionJoins)
      .innerJoin(superquestMissions, eq(superquestMissions.id, superquestMissionJoins.missionId))
      .where(and(inCampaign, isNotNull(superquestMissionJoins.redeemedAt))),
  ])
  return { participants: participants?.n ?? 0, rewardsRedeemed: redeemed?.n ?? 0 }
}

/** Premium gifts still in stock, for the landing page. */
export async function giftsInStock(db: Executor, limit: number): Promise<GiftRow[]> {
  return db
    .select()
    .from(superquestGifts)
    .where(gt(superquestGifts.stockRemaining, 0))
    .orderBy(asc(superquestGifts.createdAt), asc(superquestGifts.slug))
    .limit(limit)
}

export async function findGift(db: Executor, id: string): Promise<GiftRow | null> {
  const [row] = await db.select().from(superquestGifts).where(eq(superquestGifts.id, id))
  return row ?? null
}

/** Takes one gift from stock; false when none is left. */
export function takeGift(tx: Executor, giftId: string): Promise<boolean> {
  return takeLimited(
    tx,
    { table: superquestGifts, id: superquestGifts.id, remaining: superquestGifts.stockRemaining },
    giftId,
  )
}

export async function findShipment(
  tx: Executor,
  userId: string,
  source: PremiumGiftSource,
  sourceRef: string,
) {
  const [row] = await tx
    .select()
    .from(superquestShipments)
    .where(
      and(
        eq(superquestShipments.userId, userId),
        eq(superquestShipments.source, source),
        eq(superquestShipments.sourceRef, sourceRef),
      ),
    )
  return row ?? null
}

export async function insertShipment(
  tx: Executor,
  values: {
    userId: string
    giftId: string
    source: PremiumGiftSource
    sourceRef: string
    koinSpent: number
    trackingNumber: string
    shippingAddress: ShippingAddress
    createdAt: Date
  },
): Promise<ShipmentRow> {
  const [row] = await tx
    .insert(superquestShipments)
    .values({ ...values, status: 'preparing' })
    .returning()
  return row!
}

/** Which of these sources the member already has a shipment for (one per mission, level, krazy item). */
export async function shippedRefs(
  db: Executor,
  userId: string,
  source: PremiumGiftSource,
): Promise<Set<string>> {
  const rows = await db
    .select({ ref: superquestShipments.sourceRef })
    .from(superquestShipments)
    .where(and(eq(superquestShipments.userId, userId), eq(superquestShipments.source, source)))
  return new Set(rows.map((r) => r.ref))
}

export async function shipmentHistory(db: Executor, userId: string, page: number, limit: number) {
  const where = eq(superquestShipments.userId, userId)
  const [rows, [totals]] = await Promise.all([
    db
      .select({ shipment: superquestShipments, gift: superquestGifts })
      .from(superquestShipments)
      .innerJoin(superquestGifts, eq(superquestGifts.id, superquestShipments.giftId))
      .where(where)
      .orderBy(desc(superquestShipments.createdAt), desc(superquestShipments.id))
      .limit(limit)
      .offset(pageOffset(page, limit)),
    db.select({ total: count() }).from(superquestShipments).where(where),
  ])
  return { rows, total: totals?.total ?? 0 }
}

export function campaignStatus(row: CampaignRow, now: Date): Campaign['status'] {
  if (now < row.startsAt) return 'upcoming'
  return now < row.endsAt ? 'running' : 'ended'
}

export function toCampaign(row: CampaignRow, storage: FileStorage, now: Date): Campaign {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    image: storage.publicUrl(row.image),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    status: campaignStatus(row, now),
  }
}

export function toPremiumGift(row: GiftRow, storage: FileStorage): PremiumGift {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: storage.publicUrl(row.image),
    stock: row.stockRemaining,
    stockTotal: row.stockTotal,
  }
}

export function rewardState(mission: MissionRow, member: MemberMission | undefined): MissionRewardState {
  if (!member) return 'not-joined'
  if (member.join.redeemedAt) return 'redeemed'
  return member.progress >= mission.target ? 'redeemable' : 'in-progress'
}

/**
 * A mission as the one asking sees it. `member` is null for a visitor; for a member, their join and
 * progress, or undefined when they have not joined.
 */
export function toMission(
  row: { mission: MissionRow; gift: GiftRow | null },
  storage: FileStorage,
  now: Date,
  participants: number,
  member: MemberMission | undefined | null,
): Mission {
  const { mission, gift } = row
  const joined = member ?? null
  return {
    id: mission.id,
    title: mission.title,
    description: mission.description,
    action: mission.action,
    link: mission.link,
    target: mission.target,
    unit: mission.unit,
    startsAt: mission.startsAt.toISOString(),
    endsAt: mission.endsAt.toISOString(),
    status: now < mission.startsAt ? 'upcoming' : now < mission.endsAt ? 'open' : 'ended',
    reward: {
      koin: mission.rewardKoin === null ? null : koinToString(mission.rewardKoin),
      gift: gift ? toPremiumGift(gift, storage) : null,
    },
    participants,
    joined: member === null ? null : joined !== null,
    joinedAt: joined ? joined.join.joinedAt.toISOString() : null,
    progress: joined ? joined.progress : null,
    completed: member === null ? null : joined !== null && joined.progress >= mission.target,
    rewardState: member === null ? null : rewardState(mission, member),
    redeemedAs: (joined?.join.redeemedAs as 'koin' | 'gift' | null | undefined) ?? null,
    redeemedAt: joined?.join.redeemedAt?.toISOString() ?? null,
  }
}

export function toShipment(row: ShipmentRow, gift: GiftRow, storage: FileStorage): PremiumGiftShipment {
  const source = row.source as PremiumGiftSource
  const status = row.status as ShipmentStatus
  return {
    id: row.id,
    imageUrl: storage.publicUrl(gift.image),
    name: gift.name,
    trackingNumber: row.trackingNumber,
    source,
    sourceLabel: premiumGiftSourceLabels[source],
    koin: koinToString(row.koinSpent),
    status,
    statusLabel: shipmentStatusLabels[status],
    date: row.createdAt.toISOString(),
  }
}
