import { levelForExp, memberLevels } from '@klass/contract/levels'
import { koinToString } from '@klass/contract/money'
import type { ShippingAddress } from '@klass/contract/shipping'
import type { UserLevelEntry } from '@klass/contract/superquest'
import type { AppContext } from '../../context'
import { DomainError } from '../../lib/domain-error'
import { lockMember } from '../../lib/member-lock'
import { assertMemberMay } from '../../lib/member-standing'
import { moveBalance } from '../../ledger/ledger'
import { shipPremiumGift } from './premium-gifts'
import { findShipment, shippedRefs } from './superquest.repo'
import * as repo from './user-level.repo'
import type { Executor } from '@klass/db/client'

export function createUserLevelService(ctx: AppContext) {
  const { db, clock, storage } = ctx

  async function entryFor(userId: string, level: number): Promise<UserLevelEntry> {
    const [exp, reward, claimed, redeemed] = await Promise.all([
      repo.memberExp(db, userId),
      repo.findLevelReward(db, level),
      repo.claimedLevels(db, userId),
      shippedRefs(db, userId, 'level'),
    ])
    return repo.toUserLevelEntry(
      memberLevels.find((l) => l.level === level)!,
      reward ?? undefined,
      storage,
      {
        exp,
        claimedAt: claimed.get(level),
        giftRedeemed: redeemed.has(String(level)),
      },
    )
  }

  /** The member's lock, their level definition and its reward — refused unless the level is reached. */
  async function reachedLevel(tx: Executor, userId: string, level: number) {
    const member = await lockMember(tx, userId)
    const definition = memberLevels.find((l) => l.level === level)
    const reward = definition ? await repo.findLevelReward(tx, level) : null
    if (!definition || !reward) throw new DomainError('LEVEL_NOT_FOUND')
    if (member.exp < definition.minExp) {
      throw new DomainError('LEVEL_NOT_REACHED', { exp: member.exp, minExp: definition.minExp })
    }
    return { definition, reward }
  }

  return {
    async get(userId: string) {
      const [exp, rewards, claimed, redeemed] = await Promise.all([
        repo.memberExp(db, userId),
        repo.levelRewards(db),
        repo.claimedLevels(db, userId),
        shippedRefs(db, userId, 'level'),
      ])
      const current = levelForExp(exp)
      return {
        exp,
        level: current.level,
        name: current.name,
        nextExp: current.nextExp,
        levels: memberLevels.map((level) =>
          repo.toUserLevelEntry(level, rewards.get(level.level), storage, {
            exp,
            claimedAt: claimed.get(level.level),
            giftRedeemed: redeemed.has(String(level.level)),
          }),
        ),
      }
    },

    /** A reached level's koins, once: the claim row's primary key and the ledger key both say so. */
    async claim(userId: string, level: number) {
      const now = clock.now()
      const koin = await db.transaction(async (tx) => {
        const { definition, reward } = await reachedLevel(tx, userId, level)
        // Decision 029: a level's reward is paid to confirmed members only.
        await assertMemberMay(tx, userId, 'spend-koins', now)
        if (!(await repo.insertClaim(tx, userId, level, now))) {
          throw new DomainError('LEVEL_REWARD_ALREADY_CLAIMED')
        }
        const moved = await moveBalance(tx, {
          userId,
          currency: 'koin',
          amount: reward.reward.rewardKoin,
          reason: 'LEVEL_REWARD',
          activity: `รางวัลเลเวล ${definition.level} ${definition.name}`,
          refType: 'superquest_level',
          refId: String(level),
          idempotencyKey: `level-reward:${level}`,
          at: now,
        })
        return moved.balanceAfter
      })
      return { level: await entryFor(userId, level), koin: koinToString(koin) }
    },

    /** A reached level's gift, shipped once. */
    async redeem(userId: string, level: number, address: ShippingAddress) {
      const now = clock.now()
      const shipment = await db.transaction(async (tx) => {
        const { reward } = await reachedLevel(tx, userId, level)
        await assertMemberMay(tx, userId, 'physical-gift', now)
        if (!reward.gift) throw new DomainError('LEVEL_GIFT_NONE')
        if (await findShipment(tx, userId, 'level', String(level))) {
          throw new DomainError('LEVEL_GIFT_ALREADY_REDEEMED')
        }
        return shipPremiumGift(tx, storage, {
          userId,
          gift: reward.gift,
          source: 'level',
          sourceRef: String(level),
          koinSpent: 0,
          address,
          at: now,
          fromGiftStock: true,
        })
      })
      return { level: await entryFor(userId, level), shipment }
    },
  }
}
