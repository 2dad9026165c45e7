import { pageFrom, type Page } from '@klass/contract/envelope'
import { koinToString } from '@klass/contract/money'
import type { ShippingAddress } from '@klass/contract/shipping'
import type { Mission, MissionRewardState, PremiumGiftShipment } from '@klass/contract/superquest'
import type { AppContext } from '../../context'
import { DomainError } from '../../lib/domain-error'
import { lockMember } from '../../lib/member-lock'
import { assertMemberMay } from '../../lib/member-standing'
import {
  addMonths,
  bangkokMonth,
  bangkokMonthStart,
  monthKey,
  monthsBetween,
  thaiMonthLabel,
} from '../../lib/time'
import { missionKoinKey } from '../../lib/mission-rewards'
import { moveBalance } from '../../ledger/ledger'
import { currentBigPrize } from './big-prize.repo'
import { nextKrazyDay } from './krazy-day.repo'
import { shipPremiumGift } from './premium-gifts'
import * as repo from './superquest.repo'
import type { Executor } from '@klass/db/client'

/** The order of the redeem-rewards page: rewards waiting first, then missions under way, then taken. */
const rewardOrder: Record<MissionRewardState, number> = {
  redeemable: 0,
  'in-progress': 1,
  redeemed: 2,
  'not-joined': 3,
}

export function createSuperquestService(ctx: AppContext) {
  const { db, clock, storage } = ctx

  /** The campaign running now; else the next one announced; else the last one that ran. */
  async function currentCampaign(): Promise<repo.CampaignRow> {
    const now = clock.now()
    const rows = await repo.allCampaigns(db)
    const campaign =
      rows.find((r) => repo.campaignStatus(r, now) === 'running') ??
      rows.find((r) => repo.campaignStatus(r, now) === 'upcoming') ??
      rows.at(-1)
    if (!campaign) throw new DomainError('CAMPAIGN_NOT_FOUND')
    return campaign
  }

  /** Every mission of the campaign as the one asking sees it (null: a visitor). */
  async function campaignMissions(campaignId: string, userId: string | null): Promise<Mission[]> {
    const rows = await repo.missionsOf(db, campaignId)
    const ids = rows.map((r) => r.mission.id)
    const [participants, mine] = await Promise.all([
      repo.participantCounts(db, ids),
      userId ? repo.memberMissions(db, userId, ids) : null,
    ])
    const now = clock.now()
    return rows.map((row) =>
      repo.toMission(
        row,
        storage,
        now,
        participants.get(row.mission.id) ?? 0,
        mine ? mine.get(row.mission.id) : null,
      ),
    )
  }

  /** The member's joined missions, across campaigns, the latest joined first. */
  async function joinedMissions(userId: string): Promise<Mission[]> {
    const mine = await repo.memberMissions(db, userId)
    const ids = [...mine.keys()]
    const [rows, participants] = await Promise.all([
      repo.findMissions(db, ids),
      repo.participantCounts(db, ids),
    ])
    const now = clock.now()
    const joinedAt = (id: string) => mine.get(id)!.join.joinedAt.getTime()
    return rows
      .sort((a, b) => joinedAt(b.mission.id) - joinedAt(a.mission.id))
      .map((row) =>
        repo.toMission(row, storage, now, participants.get(row.mission.id) ?? 0, mine.get(row.mission.id)),
      )
  }

  /** A joined, completed mission whose reward is still waiting; otherwise the reason why not. */
  async function redeemableMission(tx: Executor, userId: string, missionId: string) {
    const row = await repo.findMission(tx, missionId)
    if (!row) throw new DomainError('MISSION_NOT_FOUND')
    const member = (await repo.memberMissions(tx, userId, [missionId])).get(missionId)
    if (!member) throw new DomainError('MISSION_NOT_JOINED')
    if (member.join.redeemedAt) throw new DomainError('REWARD_ALREADY_REDEEMED')
    if (member.progress < row.mission.target) {
      throw new DomainError('MISSION_NOT_COMPLETE', { progress: member.progress, target: row.mission.target })
    }
    return row
  }

  async function missionFor(userId: string, missionId: string): Promise<Mission> {
    const row = await repo.findMission(db, missionId)
    const [participants, mine] = await Promise.all([
      repo.participantCounts(db, [missionId]),
      repo.memberMissions(db, userId, [missionId]),
    ])
    return repo.toMission(row!, storage, clock.now(), participants.get(missionId) ?? 0, mine.get(missionId))
  }

  return {
    async landingPage(userId: string | null) {
      const now = clock.now()
      const campaign = await currentCampaign()
      const [missions, stats, gifts, krazy, prize] = await Promise.all([
        campaignMissions(campaign.id, userId),
        repo.campaignStats(db, campaign.id),
        repo.giftsInStock(db, 6),
        nextKrazyDay(db, now),
        currentBigPrize(db, now),
      ])
      const count = (state: MissionRewardState) => missions.filter((m) => m.rewardState === state).length
      return {
        campaign: repo.toCampaign(campaign, storage, now),
        stats: { missions: missions.length, ...stats },
        gifts: gifts.map((g) => repo.toPremiumGift(g, storage)),
        krazyDay: krazy
          ? {
              id: krazy.id,
              title: krazy.title,
              opensAt: krazy.opensAt.toISOString(),
              closesAt: krazy.closesAt.toISOString(),
              open: now >= krazy.opensAt,
            }
          : null,
        bigPrize: prize
          ? { name: prize.name, image: storage.publicUrl(prize.image), drawAt: prize.drawAt.toISOString() }
          : null,
        member: userId
          ? {
              joined: missions.filter((m) => m.joined).length,
              completed: missions.filter((m) => m.completed).length,
              redeemable: count('redeemable'),
            }
          : null,
      }
    },

    async rules() {
      const campaign = await currentCampaign()
      return {
        campaign: {
          id: campaign.id,
          title: campaign.title,
          startsAt: campaign.startsAt.toISOString(),
          endsAt: campaign.endsAt.toISOString(),
        },
        sections: campaign.rules,
      }
    },

    /** The campaign's months, each with the missions that run in it. */
    async monthlyMissions(month: string | undefined, userId: string | null) {
      const campaign = await currentCampaign()
      const missions = await campaignMissions(campaign.id, userId)
      const first = bangkokMonth(campaign.startsAt)
      const last = bangkokMonth(new Date(campaign.endsAt.getTime() - 1))
      const months = Array.from({ length: monthsBetween(first, last) + 1 }, (_, i) => addMonths(first, i))
        .filter((m) => month === undefined || monthKey(m) === month)
        .map((m) => {
          const start = bangkokMonthStart(m).toISOString()
          const end = bangkokMonthStart(addMonths(m, 1)).toISOString()
          return {
            month: monthKey(m),
            label: thaiMonthLabel(m),
            missions: missions.filter((x) => x.startsAt < end && x.endsAt > start),
          }
        })
      return { campaign: { id: campaign.id, title: campaign.title }, months }
    },

    async missions(userId: string) {
      const campaign = await currentCampaign()
      return campaignMissions(campaign.id, userId)
    },

    joinedMissions,

    async joinMissionRewards(userId: string) {
      const joined = await joinedMissions(userId)
      return joined.sort((a, b) => rewardOrder[a.rewardState!] - rewardOrder[b.rewardState!])
    },

    async joinMission(userId: string, missionId: string): Promise<Mission> {
      const now = clock.now()
      const row = await repo.findMission(db, missionId)
      if (!row) throw new DomainError('MISSION_NOT_FOUND')
      if (now < row.mission.startsAt) throw new DomainError('MISSION_NOT_OPEN')
      if (now >= row.mission.endsAt) throw new DomainError('MISSION_ENDED')
      if (!(await repo.insertJoin(db, userId, missionId, now)))
        throw new DomainError('MISSION_ALREADY_JOINED')
      return missionFor(userId, missionId)
    },

    /** A completed mission's koins, through the ledger, once (the conditional UPDATE and the ledger key). */
    async redeemKoin(userId: string, missionId: string) {
      const now = clock.now()
      const koin = await db.transaction(async (tx) => {
        // The member's lock orders this after an undo that is taking the mission's progress back (decision 030).
        await lockMember(tx, userId)
        const { mission } = await redeemableMission(tx, userId, missionId)
        if (mission.rewardKoin === null) throw new DomainError('REWARD_NOT_KOIN')
        // Decision 029: a mission's reward is paid to confirmed members only.
        await assertMemberMay(tx, userId, 'spend-koins', now)
        if (!(await repo.markRedeemed(tx, userId, missionId, 'koin', now))) {
          throw new DomainError('REWARD_ALREADY_REDEEMED')
        }
        const moved = await moveBalance(tx, {
          userId,
          currency: 'koin',
          amount: mission.rewardKoin,
          reason: 'SUPERQUEST_MISSION',
          activity: `รางวัลภารกิจ SUPERQUEST: ${mission.title}`,
          refType: 'superquest_mission',
          refId: missionId,
          // A reward taken back by an undo (decision 030) can be redeemed again: one key per redemption.
          idempotencyKey: (await missionKoinKey(tx, userId, missionId)).redeem,
          at: now,
        })
        return moved.balanceAfter
      })
      return { mission: await missionFor(userId, missionId), koin: koinToString(koin) }
    },

    /** A completed mission's premium gift, shipped to the address, once. */
    async redeemGift(userId: string, missionId: string, address: ShippingAddress) {
      const now = clock.now()
      const shipment = await db.transaction(async (tx) => {
        await lockMember(tx, userId)
        const { mission, gift } = await redeemableMission(tx, userId, missionId)
        if (!gift) throw new DomainError('REWARD_NOT_GIFT')
        await assertMemberMay(tx, userId, 'physical-gift', now)
        if (!(await repo.markRedeemed(tx, userId, missionId, 'gift', now))) {
          throw new DomainError('REWARD_ALREADY_REDEEMED')
        }
        return shipPremiumGift(tx, storage, {
          userId,
          gift,
          source: 'mission',
          sourceRef: mission.id,
          koinSpent: 0,
          address,
          at: now,
          fromGiftStock: true,
        })
      })
      return { mission: await missionFor(userId, missionId), shipment }
    },

    async premiumGiftHistory(
      userId: string,
      page: number,
      limit: number,
    ): Promise<Page<PremiumGiftShipment>> {
      const { rows, total } = await repo.shipmentHistory(db, userId, page, limit)
      return pageFrom(
        rows.map((r) => repo.toShipment(r.shipment, r.gift, storage)),
        total,
        page,
        limit,
      )
    },
  }
}
