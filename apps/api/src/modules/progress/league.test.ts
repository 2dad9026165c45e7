import { LEAGUE_GROUP_SIZE, LEAGUE_PROMOTED, LEAGUE_RELEGATED } from '@klass/contract/progress'
import { ACCOUNT_ERASURE_DAYS } from '@klass/contract/user'
import { users } from '@klass/db/schema/core'
import { leaguePlacements } from '@klass/db/schema/progress'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app'
import { newMember } from '../../../test/economy'
import { recordActivity } from '../../lib/activity'
import { bangkokInstant } from '../../lib/time'
import { moveBalance } from '../../ledger/ledger'
import { eraseAccountIfDue } from '../auth/account-erasure'
import { leagueOutcome } from './league.service'

type Member = Awaited<ReturnType<typeof newMember>>

describe('where a week’s result sends a member', () => {
  it('promotes the top who earned exp, relegates the bottom, and never both in a small group', () => {
    const size = 12
    const outcomes = Array.from({ length: size }, (_, i) =>
      leagueOutcome({ rank: i + 1, size, exp: 100 - i, tier: 1 }),
    )
    expect(outcomes.filter((o) => o === 'promoted')).toHaveLength(LEAGUE_PROMOTED)
    expect(outcomes.slice(-LEAGUE_RELEGATED)).toEqual(Array(LEAGUE_RELEGATED).fill('relegated'))
    expect(outcomes.filter((o) => o === 'relegated')).toHaveLength(LEAGUE_RELEGATED)
    // Three in a group: all three are in the top five; nobody goes down.
    expect([1, 2, 3].map((rank) => leagueOutcome({ rank, size: 3, exp: 10, tier: 1 }))).toEqual([
      'promoted',
      'promoted',
      'promoted',
    ])
    expect(leagueOutcome({ rank: 1, size: 3, exp: 0, tier: 1 })).toBe('stayed')
    expect(leagueOutcome({ rank: 1, size: 30, exp: 50, tier: 4 })).toBe('stayed')
    expect(leagueOutcome({ rank: 30, size: 30, exp: 0, tier: 0 })).toBe('stayed')
  })
})

describe('GET /v2/api/progress/league', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const at = (day: string, hour = 10) => t.clock.set(bangkokInstant(day, hour))
  async function learn(member: Member, exp = 0) {
    await t.db.transaction(async (tx) => {
      await recordActivity(tx, { userId: member.id, kind: 'quiz.daily.answered', at: t.clock.now() })
      if (exp > 0) {
        await moveBalance(tx, {
          userId: member.id,
          currency: 'exp',
          amount: exp,
          reason: 'TEST',
          activity: 'ทดสอบ',
          at: t.clock.now(),
        })
      }
    })
  }
  async function league(member: Member) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v2/api/progress/league',
      headers: await member.reauth(),
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json().data
  }

  it('places a member in the week they first learn and ranks the group by exp earned that week', async () => {
    // Each test uses a week of its own: the league is shared by everyone active.
    at('2027-01-04')
    const [quiet, first, second] = [await newMember(t, { exp: 900 }), await newMember(t), await newMember(t)]
    expect(await league(quiet)).toMatchObject({
      week: { starts_on: '2027-01-04', ends_on: '2027-01-10' },
      placed: false,
      tier: { level: 0, name: 'ลีกทองแดง' },
      rank: null,
      members: [],
    })
    await learn(first, 20)
    t.clock.advance(60_000)
    await learn(second, 35)
    const seen = await league(first)
    expect(seen).toMatchObject({ placed: true, rank: 2, tier: { level: 0 } })
    expect(seen.members).toEqual([
      { rank: 1, display_name: 'สมาชิกทดสอบ', display_image: null, exp: 35, me: false, zone: 'promote' },
      { rank: 2, display_name: 'สมาชิกทดสอบ', display_image: null, exp: 20, me: true, zone: 'promote' },
    ])
    // Exp from before the week (the 900 the quiet member started with) does not count; only names and pictures show.
    expect(Object.keys(seen.members[0]).sort()).toEqual([
      'display_image',
      'display_name',
      'exp',
      'me',
      'rank',
      'zone',
    ])
  })

  it(`fills groups of ${LEAGUE_GROUP_SIZE} in the order members became active`, async () => {
    at('2027-01-11')
    const members: Member[] = []
    for (let i = 0; i <= LEAGUE_GROUP_SIZE; i++) {
      const member = await newMember(t)
      await learn(member, 1)
      t.clock.advance(1000)
      members.push(member)
    }
    const last = await league(members.at(-1)!)
    expect(last.members).toHaveLength(1)
    expect(last.members[0]).toMatchObject({ me: true, rank: 1 })
    const firstGroup = await league(members[0]!)
    expect(firstGroup.members).toHaveLength(LEAGUE_GROUP_SIZE)
    const rows = await t.db
      .select({ grp: leaguePlacements.grp })
      .from(leaguePlacements)
      .where(eq(leaguePlacements.weekStart, '2027-01-11'))
    expect(rows.filter((r) => r.grp === 0)).toHaveLength(LEAGUE_GROUP_SIZE)
    expect(rows.filter((r) => r.grp === 1)).toHaveLength(1)
  })

  it('moves the top up a tier and the bottom down when next week’s placement is worked out', async () => {
    at('2027-01-18')
    const group: Member[] = []
    for (let i = 0; i < 12; i++) group.push(await newMember(t))
    // Last week everyone was in the silver tier, ranked by the exp given here: 120, 110, … 10.
    for (const [i, member] of group.entries()) await learn(member, 120 - i * 10)
    await league(group[0]!) // places them all, new members, in the first tier
    await t.db.update(leaguePlacements).set({ tier: 1 }).where(eq(leaguePlacements.weekStart, '2027-01-18'))
    const lastWeek = await league(group[0]!)
    expect(lastWeek.members.map((m: { zone: string }) => m.zone)).toEqual([
      ...Array(LEAGUE_PROMOTED).fill('promote'),
      ...Array(12 - LEAGUE_PROMOTED - LEAGUE_RELEGATED).fill('stay'),
      ...Array(LEAGUE_RELEGATED).fill('relegate'),
    ])

    at('2027-01-25', 9)
    const top = group[0]!
    const middle = group[5]!
    const bottom = group[11]!
    expect(await league(top)).toMatchObject({
      placed: false,
      tier: { level: 2, name: 'ลีกทอง' },
      last_week: { rank: 1, tier: { level: 1, name: 'ลีกเงิน' }, outcome: 'promoted' },
    })
    for (const member of [top, middle, bottom]) await learn(member, 5)
    expect(await league(top)).toMatchObject({ placed: true, tier: { level: 2 }, rank: 1 })
    expect(await league(middle)).toMatchObject({
      tier: { level: 1 },
      last_week: { rank: 6, outcome: 'stayed' },
    })
    expect(await league(bottom)).toMatchObject({
      tier: { level: 0 },
      last_week: { rank: 12, outcome: 'relegated' },
    })
    // A member not active last week keeps the tier they last had.
    at('2027-02-08')
    await learn(top, 1)
    expect(await league(top)).toMatchObject({ tier: { level: 2 }, last_week: null })
  })

  it('drops an erased member from the week’s group and never places them again, though their activities stay', async () => {
    at('2027-03-01')
    const [stays, leaves] = [await newMember(t), await newMember(t)]
    await learn(leaves, 50)
    t.clock.advance(60_000)
    await learn(stays, 10)
    expect(await league(stays)).toMatchObject({ placed: true, rank: 2 })

    // Asked to delete the account 30 days ago: it is erased now.
    const asked = new Date(t.clock.now().getTime() - (ACCOUNT_ERASURE_DAYS * 86_400_000 + 1000))
    await t.db.update(users).set({ deletionRequestedAt: asked }).where(eq(users.id, leaves.id))
    expect(await eraseAccountIfDue(t.app.ctx, leaves.id)).toBe(true)
    expect(await t.db.$count(leaguePlacements, eq(leaguePlacements.userId, leaves.id))).toBe(0)

    // The group is ranked again without them; the next read does not place them back.
    const seen = await league(stays)
    expect(seen).toMatchObject({ placed: true, rank: 1 })
    expect(seen.members).toEqual([expect.objectContaining({ rank: 1, me: true, exp: 10 })])
    expect(await t.db.$count(leaguePlacements, eq(leaguePlacements.userId, leaves.id))).toBe(0)
  })
})
