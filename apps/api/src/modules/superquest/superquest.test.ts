import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventPaths } from '@klass/contract/events'
import { storePaths } from '@klass/contract/store'
import { bigPrizePaths, krazyDayPaths, superquestPaths, userLevelPaths } from '@klass/contract/superquest'
import { ledgerEntries } from '@klass/db/schema/core'
import { superquestGifts, superquestMissions } from '@klass/db/schema/superquest'
import { expectEveryAnswer, expectOneRun } from '../../../test/answers'
import { createTestApp, type TestApp } from '../../../test/app'
import {
  balanceAndLedger,
  createTestCampaign,
  everyLedgerAgrees,
  loginAs,
  newMember,
  createTestGift,
  createTestMission,
  testAddress,
} from '../../../test/economy'
import { recordActivity, type ActivityKind } from '../../lib/activity'

const DAY = 24 * 60 * 60 * 1000

let t: TestApp
let testCampaignId: string
beforeAll(async () => {
  t = await createTestApp({ demo: true })
  // Test missions live in a campaign of their own that started after the demo one, so the demo campaign
  // stays the current one and its lists stay as the demo made them.
  testCampaignId = await createTestCampaign(t, 'test-campaign')
})
afterAll(() => t.close())

const createGift = (stock: number) => createTestGift(t, stock)

/** A mission made for one test in the test campaign. */
const createMission = (values: Parameters<typeof createTestMission>[2]) =>
  createTestMission(t, testCampaignId, values)

const post = (url: string, auth: Record<string, string>, payload: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/v2/api/superQuest/${url}`,
    headers: { ...auth, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  })
const get = (url: string, auth: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/v2/api/superQuest/${url}`, headers: auth })

/** What other features record as members take part (posts, quiz, games): here written directly. */
async function did(userId: string, kind: ActivityKind, refId: string, at = t.clock.now()) {
  await t.db.transaction((tx) => recordActivity(tx, { userId, kind, refId, at }))
}

/** Runs `body` with the clock moved by `ms`, then moves it back. */
async function later<T>(ms: number, body: () => Promise<T>): Promise<T> {
  t.clock.advance(ms)
  try {
    return await body()
  } finally {
    t.clock.advance(-ms)
  }
}

async function demoMission(title: string) {
  const [row] = await t.db.select().from(superquestMissions).where(eq(superquestMissions.title, title))
  return row!
}

describe('public SUPERQUEST calls', () => {
  it('answers the landing page without a token: the running campaign, its gifts, krazy day and big prize', async () => {
    const response = await get('landingPage')
    expect(response.statusCode).toBe(200)
    const page = response.json().data
    expect(page.campaign).toMatchObject({ slug: 'superquest-season-3', status: 'running' })
    expect(page.stats).toMatchObject({ missions: 10, participants: 2 })
    expect(page.gifts.length).toBeGreaterThan(0)
    expect(page.krazyDay).toMatchObject({ open: true })
    expect(page.bigPrize.name).toContain('แท็บเล็ต')
    expect(page.member).toBeNull()
  })

  it("adds the member's missions at a glance when a token is sent", async () => {
    const page = (await get('landingPage', await loginAs(t, 'demo@klass.test'))).json().data
    expect(page.member).toEqual({ joined: 3, completed: 2, redeemable: 2 })
  })

  it('answers the rules in Thai sections', async () => {
    const response = await get('rules')
    expect(response.statusCode).toBe(200)
    const { sections, campaign } = response.json().data
    expect(campaign.title).toContain('SUPERQUEST')
    expect(sections.length).toBeGreaterThanOrEqual(5)
    expect(sections.map((s: { heading: string }) => s.heading)).toContain('Krazy Day')
  })

  it("groups the campaign's missions by Bangkok month, with Thai month names", async () => {
    const response = await get('monthlyMissions')
    expect(response.statusCode).toBe(200)
    const { months } = response.json().data
    expect(months).toHaveLength(4)
    expect(months[1].label).toMatch(/^[ก-๙]+ 25\d\d$/)
    const titles = (i: number) => months[i].missions.map((m: { title: string }) => m.title)
    expect(titles(1)).toContain('ตอบควิซประจำเดือนของเดือนนี้')
    expect(titles(1)).not.toContain('ดูวิดีโอความรู้การเงิน 3 คลิป')
    expect(titles(2)).toContain('ดูวิดีโอความรู้การเงิน 3 คลิป')
    expect(titles(0)).toContain('อ่านบทความ 5 เรื่องไม่ซ้ำกัน')
    expect(months[1].missions[0]).toMatchObject({ joined: null, progress: null, rewardState: null })

    const one = (await get(`monthlyMissions?month=${months[2].month}`)).json().data.months
    expect(one).toHaveLength(1)
    expect((await get('monthlyMissions?month=2026-13')).statusCode).toBe(400)
  })

  it('opens the Krazy Day at the very moment it opens, not a moment before', async () => {
    const { krazyDay } = (await get('landingPage')).json().data
    const untilOpen = Date.parse(krazyDay.opensAt) - t.clock.now().getTime()
    const at = (ms: number) =>
      later(untilOpen + ms, async () => (await get('landingPage')).json().data.krazyDay)
    expect(await at(0)).toMatchObject({ id: krazyDay.id, open: true })
    expect(await at(-1)).toMatchObject({ id: krazyDay.id, open: false })
  })

  it('shows the campaign announced next, and its rules, before any campaign has started', async () => {
    await later(-400 * DAY, async () => {
      const page = (await get('landingPage')).json().data
      expect(page.campaign).toMatchObject({ slug: 'superquest-season-3', status: 'upcoming' })
      expect(page.krazyDay).toMatchObject({ open: false })
      const rules = (await get('rules')).json().data
      expect(rules.campaign).toMatchObject({ id: page.campaign.id, startsAt: page.campaign.startsAt })
    })
  })

  it('shows the campaign announced next between two campaigns, and the one that ran last once all have ended', async () => {
    // A campaign of its own far ahead: nothing runs between the end of the others and its start.
    const nextId = await later(300 * DAY, () => createTestCampaign(t, 'test-campaign-next'))
    await later(200 * DAY, async () => {
      const page = (await get('landingPage')).json().data
      expect(page.campaign).toMatchObject({ id: nextId, slug: 'test-campaign-next', status: 'upcoming' })
      expect((await get('rules')).json().data.campaign.id).toBe(nextId)
    })
    await later(500 * DAY, async () => {
      const page = (await get('landingPage')).json().data
      expect(page.campaign).toMatchObject({ id: nextId, status: 'ended' })
      expect(page.krazyDay).toBeNull()
    })
  })

  it("lists a month's mission in its own month only, not in the month that starts as it ends", async () => {
    const { months } = (await get('monthlyMissions')).json().data
    const titles = (i: number) => months[i].missions.map((m: { title: string }) => m.title)
    expect(titles(1)).toContain('ตอบควิซประจำเดือนของเดือนนี้')
    expect(titles(0)).not.toContain('ตอบควิซประจำเดือนของเดือนนี้')
    expect(titles(2)).not.toContain('ตอบควิซประจำเดือนของเดือนนี้')
  })
})

describe('member missions', () => {
  it('answers 401 without a token on every member call', async () => {
    for (const url of ['missions', 'joinMissions', 'joinMissionRewards', 'premiumGiftHistory']) {
      expect((await get(url)).statusCode, url).toBe(401)
    }
    for (const url of ['joinMission', 'redeemKoin', 'redeemGift']) {
      expect((await post(url, {}, { id: '00000000-0000-4000-8000-000000000000' })).statusCode, url).toBe(401)
    }
  })

  it("shows the demo member's standing: two rewards waiting, one mission under way", async () => {
    const missions = (await get('missions', await loginAs(t, 'demo@klass.test'))).json().data
    expect(missions).toHaveLength(10)
    const state = (title: string) => missions.find((m: { title: string }) => m.title === title)
    expect(state('แลกของรางวัลในร้านค้า 1 ครั้ง')).toMatchObject({
      progress: 1,
      completed: true,
      rewardState: 'redeemable',
    })
    expect(state('เข้าร่วมกิจกรรม Klass 1 งาน')).toMatchObject({
      rewardState: 'redeemable',
      reward: { koin: null, gift: { name: 'กระปุกออมสินใส SUPERQUEST' } },
    })
    expect(state('ตอบควิซประจำวัน 10 วัน')).toMatchObject({
      progress: 0,
      target: 10,
      rewardState: 'in-progress',
    })
    expect(state('อ่านบทความ 5 เรื่องไม่ซ้ำกัน')).toMatchObject({ joined: false, rewardState: 'not-joined' })
  })

  it('counts only what the member did after joining, within the mission, and different articles once', async () => {
    const member = await newMember(t)
    const mission = await demoMission('อ่านบทความ 5 เรื่องไม่ซ้ำกัน')
    await did(member.id, 'post.read', 'post-before-joining')
    t.clock.advance(1000)
    const joined = await post('joinMission', member.auth, { id: mission.id })
    expect(joined.statusCode).toBe(200)
    expect(joined.json().data).toMatchObject({ joined: true, progress: 0, rewardState: 'in-progress' })
    t.clock.advance(1000)
    for (const ref of ['a', 'b', 'b', 'c', 'c', 'c']) await did(member.id, 'post.read', `post-${ref}`)
    await did(member.id, 'video.viewed', 'video-1')
    const mine = (await get('joinMissions', member.auth)).json().data
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({ id: mission.id, progress: 3, completed: false })
  })

  it('does not count what is done after the mission ends', async () => {
    const member = await newMember(t)
    const now = t.clock.now().getTime()
    const mission = await createMission({
      action: 'game.hangman.played',
      target: 2,
      endsAt: new Date(now + 10_000),
    })
    await post('joinMission', member.auth, { id: mission.id })
    await did(member.id, 'game.hangman.played', 'round-1', new Date(now + 1000))
    await did(member.id, 'game.hangman.played', 'round-2', new Date(now + 20_000))
    const [standing] = (await get('joinMissions', member.auth)).json().data
    expect(standing).toMatchObject({ progress: 1, completed: false })
  })

  it('refuses joining twice, before the mission opens, after it ends, and unknown missions', async () => {
    const member = await newMember(t)
    const now = t.clock.now().getTime()
    const open = await createMission({})
    expect((await post('joinMission', member.auth, { id: open.id })).statusCode).toBe(200)
    const twice = await post('joinMission', member.auth, { id: open.id })
    expect(twice.statusCode).toBe(409)
    expect(twice.json().error).toMatchObject({ code: 'MISSION_ALREADY_JOINED', message: 'คุณเข้าร่วมภารกิจนี้แล้ว' })
    const next = await demoMission('ดูวิดีโอความรู้การเงิน 3 คลิป')
    const early = await post('joinMission', member.auth, { id: next.id })
    expect(early.statusCode).toBe(409)
    expect(early.json().error).toMatchObject({ code: 'MISSION_NOT_OPEN', message: 'ภารกิจนี้ยังไม่เปิดให้เข้าร่วม' })
    const ended = await createMission({ startsAt: new Date(now - 10 * DAY), endsAt: new Date(now - DAY) })
    const late = await post('joinMission', member.auth, { id: ended.id })
    expect(late.statusCode).toBe(409)
    expect(late.json().error.code).toBe('MISSION_ENDED')
    const missing = await post('joinMission', member.auth, { id: '00000000-0000-4000-8000-000000000000' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.message).toBe('ไม่พบภารกิจนี้')
    expect((await post('joinMission', member.auth, { id: 'mission-1' })).statusCode).toBe(400)
  })

  it('lets a member join at the very moment a mission opens, and not at the moment it ends', async () => {
    const member = await newMember(t)
    const now = t.clock.now()
    const opening = await createMission({ startsAt: now })
    const joined = await post('joinMission', member.auth, { id: opening.id })
    expect(joined.statusCode).toBe(200)
    expect(joined.json().data).toMatchObject({ id: opening.id, joined: true })
    const ending = await createMission({ startsAt: new Date(now.getTime() - DAY), endsAt: now })
    const late = await post('joinMission', member.auth, { id: ending.id })
    expect(late.statusCode).toBe(409)
    expect(late.json().error).toMatchObject({ code: 'MISSION_ENDED', message: 'ภารกิจนี้สิ้นสุดแล้ว เข้าร่วมไม่ได้' })
  })

  it("lists the member's missions with the latest joined first", async () => {
    const member = await newMember(t)
    const missions = [await createMission({}), await createMission({}), await createMission({})]
    for (const m of [missions[1]!, missions[0]!, missions[2]!]) {
      await post('joinMission', member.auth, { id: m.id })
      t.clock.advance(1000)
    }
    const mine = (await get('joinMissions', member.auth)).json().data
    expect(mine.map((m: { id: string }) => m.id)).toEqual([missions[2]!.id, missions[0]!.id, missions[1]!.id])
  })

  it('lists rewards taken after the missions under way on the redeem-rewards page', async () => {
    const member = await newMember(t)
    const taken = await createMission({ action: 'post.answered' })
    const underWay = await createMission({ action: 'post.published' })
    const waiting = await createMission({ action: 'post.liked' })
    for (const m of [taken, underWay, waiting]) {
      await post('joinMission', member.auth, { id: m.id })
      t.clock.advance(1000)
    }
    await did(member.id, 'post.answered', 'post-1')
    expect((await post('redeemKoin', member.auth, { id: taken.id })).statusCode).toBe(200)
    await did(member.id, 'post.liked', 'post-2')
    const rewards = (await get('joinMissionRewards', member.auth)).json().data
    expect(rewards.map((m: { id: string; rewardState: string }) => [m.id, m.rewardState])).toEqual([
      [waiting.id, 'redeemable'],
      [underWay.id, 'in-progress'],
      [taken.id, 'redeemed'],
    ])
  })

  it('counts the member among the participants of a mission as soon as they join', async () => {
    const [first, second] = await Promise.all([newMember(t), newMember(t)])
    const mission = await createMission({})
    const one = await post('joinMission', first.auth, { id: mission.id })
    expect(one.json().data).toMatchObject({ id: mission.id, participants: 1 })
    const two = await post('joinMission', second.auth, { id: mission.id })
    expect(two.json().data).toMatchObject({ id: mission.id, participants: 2 })
  })

  it('lists rewards waiting first on the redeem-rewards page', async () => {
    const member = await newMember(t)
    const first = await createMission({ action: 'post.liked' })
    const second = await createMission({ action: 'post.published' })
    await post('joinMission', member.auth, { id: first.id })
    t.clock.advance(1000)
    await post('joinMission', member.auth, { id: second.id })
    t.clock.advance(1000)
    await did(member.id, 'post.liked', 'post-1')
    const rewards = (await get('joinMissionRewards', member.auth)).json().data
    expect(rewards.map((m: { id: string; rewardState: string }) => [m.id, m.rewardState])).toEqual([
      [first.id, 'redeemable'],
      [second.id, 'in-progress'],
    ])
  })
})

describe('redeeming mission rewards', () => {
  it('pays a completed mission its koins through the ledger, once', async () => {
    const member = await newMember(t)
    const mission = await createMission({ action: 'quiz.daily.answered', target: 2, rewardKoin: 15_00 })
    const notJoined = await post('redeemKoin', member.auth, { id: mission.id })
    expect(notJoined.statusCode).toBe(409)
    expect(notJoined.json().error.code).toBe('MISSION_NOT_JOINED')
    await post('joinMission', member.auth, { id: mission.id })
    t.clock.advance(1000)
    await did(member.id, 'quiz.daily.answered', 'quiz-day-1')
    const early = await post('redeemKoin', member.auth, { id: mission.id })
    expect(early.statusCode).toBe(409)
    expect(early.json().error).toMatchObject({
      code: 'MISSION_NOT_COMPLETE',
      message: 'ภารกิจยังไม่สำเร็จ ทำให้ครบตามเป้าหมายก่อนแล้วจึงรับรางวัลได้',
      details: { progress: 1, target: 2 },
    })
    await did(member.id, 'quiz.daily.answered', 'quiz-day-2')
    const redeemed = await post('redeemKoin', member.auth, { id: mission.id })
    expect(redeemed.statusCode).toBe(200)
    expect(redeemed.json().data).toMatchObject({
      koin: '65.00',
      mission: { rewardState: 'redeemed', redeemedAs: 'koin' },
    })
    const again = await post('redeemKoin', member.auth, { id: mission.id })
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toMatchObject({
      code: 'REWARD_ALREADY_REDEEMED',
      message: 'คุณรับรางวัลของภารกิจนี้ไปแล้ว',
    })
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 65_00, ledgerSum: 65_00 })
    const koins = (
      await t.app.inject({ method: 'GET', url: '/v2/api/user/koins', headers: member.auth })
    ).json()
    expect(koins.items[0]).toMatchObject({
      point: '15.00',
      activity: `รางวัลภารกิจ SUPERQUEST: ${mission.title}`,
    })
  })

  it('writes the reward into the ledger as SUPERQUEST_MISSION, pointing at the mission', async () => {
    const member = await newMember(t)
    const mission = await createMission({ rewardKoin: 4_50 })
    await post('joinMission', member.auth, { id: mission.id })
    t.clock.advance(1000)
    await did(member.id, 'post.read', 'post-1')
    expect((await post('redeemKoin', member.auth, { id: mission.id })).statusCode).toBe(200)
    const rows = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, member.id), eq(ledgerEntries.reason, 'SUPERQUEST_MISSION')))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      currency: 'koin',
      amount: 4_50,
      balanceAfter: 54_50,
      refType: 'superquest_mission',
      refId: mission.id,
    })
  })

  it('pays once when the member clicks redeem fifty times at once, with or without one Idempotency-Key', async () => {
    const member = await newMember(t)
    const mission = await createMission({ rewardKoin: 7_00 })
    await post('joinMission', member.auth, { id: mission.id })
    t.clock.advance(1000)
    await did(member.id, 'post.read', 'post-1')
    const racing = await Promise.all(
      Array.from({ length: 50 }, () => post('redeemKoin', member.auth, { id: mission.id })),
    )
    expectEveryAnswer(racing, { '200': 1, '409 REWARD_ALREADY_REDEEMED': 49 })
    const other = await createMission({ rewardKoin: 3_00 })
    await post('joinMission', member.auth, { id: other.id })
    t.clock.advance(1000)
    await did(member.id, 'post.read', 'post-2')
    const keyed = await Promise.all(
      Array.from({ length: 20 }, () =>
        post('redeemKoin', member.auth, { id: other.id }, 'redeem-koin-key-1'),
      ),
    )
    // Who arrives while the first is still paying is told to wait; who arrives after gets its answer.
    expectEveryAnswer(keyed, { '200': 'any', '409 IDEMPOTENCY_IN_PROGRESS': 'any' })
    expectOneRun(keyed)
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 60_00, ledgerSum: 60_00 })
  })

  it("ships a completed mission's premium gift with a tracking number into the premium gift history", async () => {
    const member = await newMember(t)
    const gift = await createGift(5)
    const mission = await createMission({ action: 'event.joined', rewardKoin: null, rewardGiftId: gift.id })
    await post('joinMission', member.auth, { id: mission.id })
    t.clock.advance(1000)
    await did(member.id, 'event.joined', 'event-1')
    const asKoin = await post('redeemKoin', member.auth, { id: mission.id })
    expect(asKoin.statusCode).toBe(409)
    expect(asKoin.json().error.code).toBe('REWARD_NOT_KOIN')
    const noAddress = await post('redeemGift', member.auth, { id: mission.id })
    expect(noAddress.statusCode).toBe(400)
    const response = await post('redeemGift', member.auth, { id: mission.id, address: testAddress })
    expect(response.statusCode).toBe(200)
    const { shipment, mission: after } = response.json().data
    expect(shipment).toMatchObject({
      name: gift.name,
      imageUrl: '/uploads/demo/superquest/sq-cap.svg',
      trackingNumber: expect.stringMatching(/^KLSTH[2-9A-Z]{10}$/),
      source: 'mission',
      status: 'preparing',
      koin: '0.00',
    })
    expect(after).toMatchObject({ rewardState: 'redeemed', redeemedAs: 'gift' })
    const again = await post('redeemGift', member.auth, { id: mission.id, address: testAddress })
    expect(again.json().error.code).toBe('REWARD_ALREADY_REDEEMED')
    const history = (await get('premiumGiftHistory?page=1&limit=5', member.auth)).json()
    expect(history).toMatchObject({ total: 1, page: 1, pages: 1 })
    expect(history.items[0]).toMatchObject({ trackingNumber: shipment.trackingNumber, name: gift.name })
  })

  it('tells a member who already took a reward that it was taken, whichever redeem they press', async () => {
    const member = await newMember(t)
    const koinMission = await createMission({ rewardKoin: 2_00 })
    const gift = await createGift(5)
    const giftMission = await createMission({ rewardKoin: null, rewardGiftId: gift.id })
    for (const m of [koinMission, giftMission]) await post('joinMission', member.auth, { id: m.id })
    t.clock.advance(1000)
    await did(member.id, 'post.read', 'post-1')
    expect((await post('redeemKoin', member.auth, { id: koinMission.id })).statusCode).toBe(200)
    const giftPress = await post('redeemGift', member.auth, { id: koinMission.id, address: testAddress })
    expect(giftPress.statusCode).toBe(409)
    expect(giftPress.json().error.code).toBe('REWARD_ALREADY_REDEEMED')
    expect(
      (await post('redeemGift', member.auth, { id: giftMission.id, address: testAddress })).statusCode,
    ).toBe(200)
    const koinPress = await post('redeemKoin', member.auth, { id: giftMission.id })
    expect(koinPress.statusCode).toBe(409)
    expect(koinPress.json().error.code).toBe('REWARD_ALREADY_REDEEMED')
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 52_00, ledgerSum: 52_00 })
  })

  it('refuses a gift for a koin-only mission and a gift that ran out, keeping the reward', async () => {
    const member = await newMember(t)
    const koinOnly = await createMission({})
    const empty = await createGift(0)
    const outOfStock = await createMission({ rewardKoin: null, rewardGiftId: empty.id })
    for (const m of [koinOnly, outOfStock]) await post('joinMission', member.auth, { id: m.id })
    t.clock.advance(1000)
    await did(member.id, 'post.read', 'post-1')
    const notGift = await post('redeemGift', member.auth, { id: koinOnly.id, address: testAddress })
    expect(notGift.json().error.code).toBe('REWARD_NOT_GIFT')
    const gone = await post('redeemGift', member.auth, { id: outOfStock.id, address: testAddress })
    expect(gone.statusCode).toBe(409)
    expect(gone.json().error).toMatchObject({ code: 'GIFT_OUT_OF_STOCK', message: 'ของรางวัลพรีเมียมชิ้นนี้หมดแล้ว' })
    const [standing] = (await get('joinMissionRewards', member.auth)).json().data
    expect(standing.rewardState).toBe('redeemable')
  })

  it('never ships more gifts than the stock when 40 members redeem at once', async () => {
    const gift = await createGift(10)
    const mission = await createMission({ rewardKoin: null, rewardGiftId: gift.id })
    const members = await Promise.all(Array.from({ length: 40 }, () => newMember(t)))
    for (const m of members) await post('joinMission', m.auth, { id: mission.id })
    t.clock.advance(1000)
    for (const m of members) await did(m.id, 'post.read', 'post-1')
    const responses = await Promise.all(
      members.flatMap((m) =>
        [1, 2].map(() => post('redeemGift', m.auth, { id: mission.id, address: testAddress })),
      ),
    )
    // Whether a winner's second click hears "already redeemed" or "out of stock" depends on timing.
    const answers = expectEveryAnswer(responses, {
      '200': 10,
      '409 GIFT_OUT_OF_STOCK': 'any',
      '409 REWARD_ALREADY_REDEEMED': 'any',
    })
    // Only the second click of each of the ten who got a gift can be told they already redeemed.
    expect(answers['409 REWARD_ALREADY_REDEEMED'] ?? 0).toBeLessThanOrEqual(10)
    const [left] = await t.db.select().from(superquestGifts).where(eq(superquestGifts.id, gift.id))
    expect(left!.stockRemaining).toBe(0)
    expect(await everyLedgerAgrees(t)).toBe(true)
  })
})

describe('GET /v2/api/superQuest/premiumGiftHistory', () => {
  it("shows the demo member's level gift with its image, name and tracking number", async () => {
    const response = await get('premiumGiftHistory?page=1&limit=10', await loginAs(t, 'demo@klass.test'))
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ total: 1, pages: 1 })
    expect(response.json().items[0]).toMatchObject({
      imageUrl: '/uploads/demo/superquest/sq-keychain.svg',
      name: 'พวงกุญแจ SUPERQUEST',
      trackingNumber: expect.stringMatching(/^KLSTH/),
      source: 'level',
      status: 'shipped',
      statusLabel: 'จัดส่งแล้ว',
    })
  })
})

describe('the economy calls as a whole', () => {
  const calls = {
    ...storePaths,
    ...eventPaths,
    ...superquestPaths,
    ...krazyDayPaths,
    ...userLevelPaths,
    ...bigPrizePaths,
  }

  it('publishes every store, event and SUPERQUEST call in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(Object.values(calls)))
  })
})

describe('SUPERQUEST before any campaign exists', () => {
  let empty: TestApp
  beforeAll(async () => {
    empty = await createTestApp()
  })
  afterAll(() => empty.close())

  it('answers the landing page and the rules with 404 CAMPAIGN_NOT_FOUND and a Thai message', async () => {
    for (const url of ['landingPage', 'rules', 'monthlyMissions']) {
      const response = await empty.app.inject({ method: 'GET', url: `/v2/api/superQuest/${url}` })
      expect(response.statusCode, url).toBe(404)
      expect(response.json().error, url).toMatchObject({
        code: 'CAMPAIGN_NOT_FOUND',
        message: 'ยังไม่มีแคมเปญ SUPERQUEST ในตอนนี้',
      })
    }
  })
})
