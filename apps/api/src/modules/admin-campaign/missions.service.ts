import type { missionInput, levelInput } from '@klass/contract/admin-campaign'
import { pageOffset } from '@klass/contract/envelope'
import { memberLevels } from '@klass/contract/levels'
import { missionActionLabels } from '@klass/contract/superquest'
import type { z } from 'zod'
import type { AppContext } from '../../context'
import { recordAudit } from '../../lib/audit'
import { DomainError } from '../../lib/domain-error'
import type { Executor } from '@klass/db/client'
import * as repo from './missions.repo'

type MissionInput = z.output<typeof missionInput>
type LevelInput = z.output<typeof levelInput>

/** Missions, their rewards and the level rewards (issue 21): what the campaign role looks after in SUPERQUEST. */
export function createMissionsAdmin(ctx: AppContext) {
  const { db } = ctx

  /** The mission's campaign and gift exist, and its dates sit inside the campaign's. */
  async function checkMission(tx: Executor, input: MissionInput) {
    const campaign = await repo.findCampaign(tx, input.campaignId)
    if (!campaign) throw new DomainError('CAMPAIGN_NOT_FOUND')
    if (input.rewardGiftId && !(await repo.findGift(tx, input.rewardGiftId)))
      throw new DomainError('GIFT_NOT_FOUND')
    const starts = new Date(input.startsAt)
    const ends = new Date(input.endsAt)
    if (starts < campaign.startsAt || ends > campaign.endsAt) {
      throw new DomainError('MISSION_OUTSIDE_CAMPAIGN', {
        campaignStartsAt: campaign.startsAt.toISOString(),
        campaignEndsAt: campaign.endsAt.toISOString(),
      })
    }
    return { starts, ends }
  }

  function valuesOf(input: MissionInput, starts: Date, ends: Date) {
    return {
      campaignId: input.campaignId,
      title: input.title,
      description: input.description,
      action: input.action,
      target: input.target,
      countDistinct: input.countDistinct,
      unit: input.unit,
      link: input.link,
      startsAt: starts,
      endsAt: ends,
      rewardKoin: input.rewardKoin,
      rewardGiftId: input.rewardGiftId,
    }
  }

  return {
    async options() {
      const { campaigns, gifts } = await repo.campaignsAndGifts(db)
      return {
        campaigns: campaigns.map((c) => ({
          id: c.id,
          title: c.title,
          startsAt: c.startsAt.toISOString(),
          endsAt: c.endsAt.toISOString(),
        })),
        gifts: gifts.map((g) => ({
          id: g.id,
          name: g.name,
          stock: g.stockRemaining,
          stockTotal: g.stockTotal,
        })),
        actions: Object.entries(missionActionLabels).map(([action, label]) => ({ action, label })),
      }
    },

    async missions(page: number, limit: number) {
      const { items, total } = await repo.missionPage(db, pageOffset(page, limit), limit)
      return { items, total, page, pages: Math.ceil(total / limit) }
    },

    async createMission(actorId: string, input: MissionInput) {
      const id = await db.transaction(async (tx) => {
        const { starts, ends } = await checkMission(tx, input)
        const position = await repo.nextPosition(tx, input.campaignId)
        const row = await repo.insertMission(tx, { ...valuesOf(input, starts, ends), position })
        await recordAudit(tx, {
          actorId,
          action: 'mission.create',
          entity: 'mission',
          entityId: row.id,
          after: row,
        })
        return row.id
      })
      return (await repo.adminMission(db, id))!
    },

    /**
     * Once members have joined, an edit may not take away what they are earning: the koin reward may not
     * drop, the gift may not go or change, the target may not rise, what counts and the start stay, and the
     * end may not move before now.
     */
    async updateMission(actorId: string, id: string, input: MissionInput, now: Date) {
      await db.transaction(async (tx) => {
        const before = await repo.lockMission(tx, id)
        if (!before) throw new DomainError('MISSION_NOT_FOUND')
        const { starts, ends } = await checkMission(tx, input)
        if ((await repo.joinCount(tx, id)) > 0) {
          const takesAway =
            (before.rewardKoin !== null && (input.rewardKoin ?? 0) < before.rewardKoin) ||
            (before.rewardGiftId !== null && input.rewardGiftId !== before.rewardGiftId) ||
            input.target > before.target ||
            input.action !== before.action ||
            input.countDistinct !== before.countDistinct ||
            input.campaignId !== before.campaignId ||
            starts.getTime() !== before.startsAt.getTime() ||
            (ends < before.endsAt && ends < now)
          if (takesAway) throw new DomainError('MISSION_REWARD_EARNED')
        }
        const after = await repo.updateMission(tx, id, valuesOf(input, starts, ends))
        await recordAudit(tx, {
          actorId,
          action: 'mission.update',
          entity: 'mission',
          entityId: id,
          before,
          after,
        })
      })
      return (await repo.adminMission(db, id))!
    },

    levels() {
      return repo.levels(db)
    },

    /** A level's reward; once members have claimed it, its koins may not drop and its gift may not go. */
    async updateLevel(actorId: string, level: number, input: LevelInput) {
      if (!memberLevels.some((l) => l.level === level)) throw new DomainError('LEVEL_NOT_FOUND')
      await db.transaction(async (tx) => {
        if (input.giftId && !(await repo.findGift(tx, input.giftId))) throw new DomainError('GIFT_NOT_FOUND')
        const before = await repo.lockLevelReward(tx, level)
        if (before && (await repo.levelClaimed(tx, level))) {
          const takesAway =
            input.rewardKoin < before.rewardKoin || (before.giftId !== null && input.giftId !== before.giftId)
          if (takesAway) throw new DomainError('LEVEL_REWARD_EARNED')
        }
        const after = {
          level,
          description: input.description,
          rewardKoin: input.rewardKoin,
          giftId: input.giftId,
        }
        await repo.upsertLevelReward(tx, after)
        await recordAudit(tx, {
          actorId,
          action: 'level_reward.update',
          entity: 'level',
          entityId: level,
          before,
          after,
        })
      })
      return (await repo.levels(db)).find((l) => l.level === level)!
    },
  }
}
