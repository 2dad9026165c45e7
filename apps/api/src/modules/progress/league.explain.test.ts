import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app'
import { newMember } from '../../../test/economy'
import { nodesOfExplained } from '../../../test/plans'
import { unplacedActiveMembers, unplacedActiveMembersQuery } from './progress.repo'
import { bangkokWeek } from './week'

// The weekly league places the members active in a week: it reads that week's activities of every member,
// out of a table that keeps two years of everyone's reading, quizzes and games.

const WEEKS = 104
const PER_WEEK = 1_000
let t: TestApp
let week: ReturnType<typeof bangkokWeek>
let members: string[]
beforeAll(async () => {
  t = await createTestApp()
  members = await Promise.all(Array.from({ length: 4 }, async () => (await newMember(t)).id))
  week = bangkokWeek(t.clock.now())
  // Two years before this week, PER_WEEK learning activities a week spread over the members; none this week.
  await t.pool.query(
    `insert into member_activities (user_id, kind, created_at)
     select ($1::uuid[])[1 + n % 4], 'post.read', $2::timestamptz - make_interval(secs => n * $3::float8)
     from generate_series(1, $4::int) as n`,
    [members, week.from.toISOString(), (WEEKS * 7 * 86_400) / (WEEKS * PER_WEEK), WEEKS * PER_WEEK],
  )
  // This week: two members learn, one plays only.
  await t.pool.query(
    `insert into member_activities (user_id, kind, created_at) values
       ($1, 'post.read', $4::timestamptz + interval '1 hour'),
       ($2, 'quiz.daily.answered', $4::timestamptz + interval '2 hours'),
       ($3, 'member.login', $4::timestamptz + interval '3 hours')`,
    [members[1], members[2], members[3], week.from.toISOString()],
  )
  await t.pool.query('analyze member_activities')
})
afterAll(() => t.close())

describe('placing a week’s active members beside two years of activities', () => {
  it('finds the members who learned this week, the first active first', async () => {
    const active = await unplacedActiveMembers(t.db, week.startsOn, week.from, week.to)
    expect(active.map((a) => a.userId)).toEqual([members[1], members[2]])
  })

  it('reads the week by time through member_activities_created_at_idx, not the whole table', async () => {
    const { rows } = await t.db.execute(
      sql`explain (analyze, format json) ${unplacedActiveMembersQuery(week.startsOn, week.from, week.to)}`,
    )
    const activities = nodesOfExplained(rows).filter(
      (n) => n['Relation Name'] === 'member_activities' || n['Index Name']?.startsWith('member_activities'),
    )
    expect(activities.map((n) => n['Node Type'])).not.toContain('Seq Scan')
    expect(activities.map((n) => n['Index Name'])).toContain('member_activities_created_at_idx')
    for (const node of activities) expect(node['Actual Rows'] ?? 0).toBeLessThan(10)
  })
})
