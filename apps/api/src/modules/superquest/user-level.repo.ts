import { asc, eq } from 'drizzle-orm'
import type { memberLevels } from '@klass/contract/levels'
import { koinToString } from '@klass/contract/money'
import type { UserLevelEntry } from '@klass/contract/superquest'
import { users } from '@klass/db/schema/core'
import { superquestGifts, superquestLevelClaims, superquestLevelRewards } from '@klass/db/schema/superquest'
import type { FileStorage } from '../../lib/storage'
import { toPremiumGift, type GiftRow } from './superquest.repo'
import type { Executor } from '@klass/db/client'

type RewardRow = typeof superquestLevelRewards.$inferSelect
export type LevelReward = { reward: RewardRow; gift: GiftRow | null }

export async function levelRewards(db: Executor): Promise<Map<number, LevelReward>> {
  const rows = await db
    .select({ reward: superquestLevelRewards, gift: superquestGifts })
    .from(superquestLevelRewards)
    .leftJoin(superquestGifts, eq(superquestGifts.id, superquestLevelRewards.giftId))
    .orderBy(asc(superquestLevelRewards.level))
  return new Map(rows.map((r) => [r.reward.level, r]))
}

export async function findLevelReward(db: Executor, level: number): Promise<LevelReward | null> {
  const [row] = await db
    .select({ reward: superquestLevelRewards, gift: superquestGifts })
    .from(superquestLevelRewards)
    .leftJoin(superquestGifts, eq(superquestGifts.id, superquestLevelRewards.giftId))
    .where(eq(superquestLevelRewards.level, level))
  return row ?? null
}

export async function memberExp(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ exp: users.exp }).from(users).where(eq(users.id, userId))
  return row?.exp ?? 0
}

export async function claimedLevels(db: Executor, userId: string): Promise<Map<number, Date>> {
  const rows = await db.select().from(superquestLevelClaims).where(eq(superquestLevelClaims.userId, userId))
  return new Map(rows.map((r) => [r.level, r.claimedAt]))
}

/** Claims once: the primary key (member, level) refuses a second row. */
export async function insertClaim(tx: Executor, userId: string, level: number, at: Date) {
  const rows = await tx
    .insert(superquestLevelClaims)
    .values({ userId, level, claimedAt: at })
    .onConflictDoNothing()
    .returning()
  return rows[0] ?? null
}

export function toUserLevelEntry(
  level: (typeof memberLevels)[number],
  reward: LevelReward | undefined,
  storage: FileStorage,
  member: { exp: number; claimedAt: Date | undefined; giftRedeemed: boolean },
): UserLevelEntry {
  return {
    level: level.level,
    name: level.name,
    minExp: level.minExp,
    reached: member.exp >= level.minExp,
    description: reward?.reward.description ?? null,
    reward: reward
      ? {
          koin: koinToString(reward.reward.rewardKoin),
          claimed: member.claimedAt !== undefined,
          claimedAt: member.claimedAt?.toISOString() ?? null,
        }
      : null,
    gift: reward?.gift ? { ...toPremiumGift(reward.gift, storage), redeemed: member.giftRedeemed } : null,
  }
}
