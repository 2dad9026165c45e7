import {
  LEAGUE_GROUP_SIZE,
  LEAGUE_PROMOTED,
  LEAGUE_RELEGATED,
  leagueTiers,
  type LeagueView,
} from '@klass/contract/progress'
import type { Database } from '@klass/db/client'
import type { AppContext } from '../../context'
import type { FileStorage } from '../../lib/storage'
import * as repo from './progress.repo'
import { bangkokWeek, type BangkokWeek } from './week'

const TOP_TIER = leagueTiers.length - 1
export type LeagueOutcome = 'promoted' | 'stayed' | 'relegated'

/**
 * Where a week's result sends a member: the top LEAGUE_PROMOTED of a group move up (if they earned any exp),
 * the bottom LEAGUE_RELEGATED move down — never into the places of the promoted, so a small group relegates
 * fewer — and the rest stay. The top tier has nowhere up, the first nowhere down.
 */
export function leagueOutcome(standing: {
  rank: number
  size: number
  exp: number
  tier: number
}): LeagueOutcome {
  if (standing.rank <= LEAGUE_PROMOTED && standing.exp > 0 && standing.tier < TOP_TIER) return 'promoted'
  if (standing.rank > Math.max(LEAGUE_PROMOTED, standing.size - LEAGUE_RELEGATED) && standing.tier > 0) {
    return 'relegated'
  }
  return 'stayed'
}

const tierAfter = (tier: number, outcome: LeagueOutcome) =>
  outcome === 'promoted' ? tier + 1 : outcome === 'relegated' ? tier - 1 : tier

/** The end of a range that includes what happened at `now` itself. */
const justAfter = (now: Date) => new Date(now.getTime() + 1)

const tierView = (level: number) => ({ level, name: leagueTiers[level]!.name })

/**
 * Places the week's members who became active and are not placed yet (decision 036), the first active first:
 * each goes to the tier last week's result gives (a member not placed last week keeps their latest tier; a new
 * member starts in the first), into the tier's last group while it has fewer than LEAGUE_GROUP_SIZE. Worked out
 * whenever the league is read, under the week's lock — no timer.
 */
export async function placeActiveMembers(db: Database, week: BangkokWeek, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await repo.lockWeek(tx, week.startsOn)
    const waiting = await repo.unplacedActiveMembers(tx, week.startsOn, week.from, justAfter(now))
    if (waiting.length === 0) return
    const previous = bangkokWeek(week.from, -1)
    const lastWeek = new Map(
      (await repo.weekStandings(tx, previous.startsOn, previous.from, previous.to)).map((s) => [s.userId, s]),
    )
    const latest = await repo.latestTiers(
      tx,
      waiting.filter((m) => !lastWeek.has(m.userId)).map((m) => m.userId),
      week.startsOn,
    )
    const sizes = await repo.groupSizes(tx, week.startsOn)
    const placements = waiting.map((member) => {
      const last = lastWeek.get(member.userId)
      const tier = last ? tierAfter(last.tier, leagueOutcome(last)) : (latest.get(member.userId) ?? 0)
      const groups = sizes.get(tier) ?? []
      let grp = Math.max(0, groups.length - 1)
      if ((groups[grp] ?? 0) >= LEAGUE_GROUP_SIZE) grp += 1
      groups[grp] = (groups[grp] ?? 0) + 1
      sizes.set(tier, groups)
      return { userId: member.userId, weekStart: week.startsOn, tier, grp, activeAt: member.activeAt }
    })
    await repo.insertPlacements(tx, placements)
  })
}

export function createLeagueService(ctx: AppContext) {
  const { db, clock, storage } = ctx

  return {
    /** The member's group this week, ranked by exp earned this week, with where each would go next week. */
    async league(userId: string): Promise<LeagueView> {
      const now = clock.now()
      const week = bangkokWeek(now)
      const previous = bangkokWeek(now, -1)
      await placeActiveMembers(db, week, now)
      const [placement, lastWeek] = await Promise.all([
        repo.placementOf(db, userId, week.startsOn),
        repo.weekStandings(db, previous.startsOn, previous.from, previous.to),
      ])
      const mineLast = lastWeek.find((s) => s.userId === userId)
      const last = mineLast
        ? { rank: mineLast.rank, tier: tierView(mineLast.tier), outcome: leagueOutcome(mineLast) }
        : null
      const base = {
        week: { starts_on: week.startsOn, ends_on: week.endsOn },
        tiers: leagueTiers.map((t) => tierView(t.level)),
        promoted: LEAGUE_PROMOTED,
        relegated: LEAGUE_RELEGATED,
        last_week: last,
      }
      if (!placement) {
        const tier = mineLast
          ? tierAfter(mineLast.tier, leagueOutcome(mineLast))
          : ((await repo.latestTiers(db, [userId], week.startsOn)).get(userId) ?? 0)
        return { ...base, tier: tierView(tier), placed: false, rank: null, members: [] }
      }
      const group = await repo.weekStandings(db, week.startsOn, week.from, justAfter(now), placement)
      return {
        ...base,
        tier: tierView(placement.tier),
        placed: true,
        rank: group.find((s) => s.userId === userId)?.rank ?? null,
        members: group.map((s) => toLeagueMember(s, userId, storage)),
      }
    },
  }
}

function toLeagueMember(standing: repo.Standing, userId: string, storage: FileStorage) {
  const outcome = leagueOutcome(standing)
  return {
    rank: standing.rank,
    display_name: standing.displayName,
    display_image: standing.displayImage ? storage.publicUrl(standing.displayImage) : null,
    exp: standing.exp,
    me: standing.userId === userId,
    zone:
      outcome === 'promoted'
        ? ('promote' as const)
        : outcome === 'relegated'
          ? ('relegate' as const)
          : ('stay' as const),
  }
}
