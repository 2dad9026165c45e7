import { createHash, createHmac } from 'node:crypto'
import { auditLog } from '@klass/db/schema/admin'
import { superquestLevelClaims } from '@klass/db/schema/superquest'
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectEveryAnswer } from '../../../test/answers'
import { createTestApp, type TestApp } from '../../../test/app'
import { newMember } from '../../../test/economy'
import { staffMember } from '../../../test/staff'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ demo: true })
})
afterAll(() => t.close())

const DAY = 24 * 60 * 60 * 1000
type Auth = Record<string, string>
const api = (method: 'GET' | 'POST' | 'PATCH', url: string, auth: Auth, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/v2/api/admin/campaign${url}`,
    headers: auth,
    ...(payload ? { payload } : {}),
  })

async function lastAudit(action: string, entityId: string) {
  const [row] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1)
  return row
}

/** A Bangkok moment `days` from the test clock, as the back office's forms send it. */
function bangkok(days: number, hour = 0) {
  const at = new Date(t.clock.now().getTime() + days * DAY)
  const day = new Date(at.getTime() + 7 * 3600 * 1000).toISOString().slice(0, 10)
  return `${day}T${String(hour).padStart(2, '0')}:00:00+07:00`
}

async function options(auth: Auth) {
  return (await api('GET', '/options', auth)).json().data as {
    campaigns: { id: string; startsAt: string; endsAt: string }[]
    gifts: { id: string; name: string }[]
  }
}

describe('who may use the campaign back office', () => {
  it('lets campaign managers and admins in, and tells editors, support and members STAFF_ONLY', async () => {
    for (const roles of [['campaign'], ['admin']] as const) {
      const staff = await staffMember(t, roles)
      for (const url of ['/missions', '/krazy-days', '/levels', '/big-prizes', '/events', '/options']) {
        expect((await api('GET', url, staff.auth)).statusCode, `${roles[0]} ${url}`).toBe(200)
      }
    }
    const others = [await staffMember(t, ['editor']), await staffMember(t, ['support']), await newMember(t)]
    for (const other of others) {
      for (const [method, url] of [
        ['GET', '/krazy-days'],
        ['POST', '/krazy-days'],
        ['GET', '/events'],
        ['POST', '/big-prizes/00000000-0000-4000-8000-000000000000/draw'],
      ] as const) {
        const response = await api(method, url, other.auth, method === 'POST' ? {} : undefined)
        expect(response.statusCode).toBe(403)
        expect(response.json().error.code).toBe('STAFF_ONLY')
      }
    }
  })

  it('asks a campaign manager who has not typed the one-time code for it', async () => {
    const staff = await staffMember(t, ['campaign'], { secondFactor: false })
    const response = await api('GET', '/krazy-days', staff.auth)
    expect(response.statusCode).toBe(403)
    expect(response.json().error.code).toBe('STAFF_SECOND_FACTOR_REQUIRED')
  })
})

describe('krazy days', () => {
  it('announces a krazy day members then see, and audits it', async () => {
    const staff = await staffMember(t, ['campaign'])
    const { gifts } = await options(staff.auth)
    const created = await api('POST', '/krazy-days', staff.auth, {
      title: 'Krazy Day ปลายเดือน',
      description: 'ของรางวัลราคาพิเศษ',
      opensAt: bangkok(3, 10),
      closesAt: bangkok(3, 20),
      items: [{ giftId: gifts[0]!.id, price: 25_00, normalPrice: 100_00, stockTotal: 5 }],
    })
    expect(created.statusCode).toBe(201)
    const day = created.json().data
    expect(day).toMatchObject({
      status: 'announced',
      items: [{ price: 2500, stockTotal: 5, stockRemaining: 5 }],
    })
    const audit = await lastAudit('krazy_day.create', day.id)
    expect(audit).toMatchObject({ actorId: staff.id, entity: 'krazy_day', before: null })
    expect(audit!.after).toMatchObject({ title: 'Krazy Day ปลายเดือน' })

    const seen = (await t.app.inject({ method: 'GET', url: '/v2/api/superQuestKrazyDay/get' })).json().data
    expect([seen.current, ...seen.upcoming].map((d: { id: string }) => d.id)).toContain(day.id)
  })

  it('refuses a krazy day that crosses another, closes before it opens, or has a price that is not a whole positive number', async () => {
    const staff = await staffMember(t, ['campaign'])
    const { gifts } = await options(staff.auth)
    const item = { giftId: gifts[1]!.id, price: 10_00, normalPrice: 50_00, stockTotal: 3 }
    const first = await api('POST', '/krazy-days', staff.auth, {
      title: 'Krazy Day แรก',
      description: 'รอบแรก',
      opensAt: bangkok(20, 9),
      closesAt: bangkok(20, 18),
      items: [item],
    })
    expect(first.statusCode).toBe(201)
    const clash = await api('POST', '/krazy-days', staff.auth, {
      title: 'Krazy Day ซ้อน',
      description: 'ทับรอบแรก',
      opensAt: bangkok(20, 17),
      closesAt: bangkok(20, 23),
      items: [item],
    })
    expect(clash.statusCode).toBe(409)
    expect(clash.json().error).toMatchObject({
      code: 'KRAZY_DAY_OVERLAP',
      message: 'ช่วงเวลานี้ทับกับ "Krazy Day แรก" กรุณาเลือกเวลาที่ไม่ซ้อนกัน',
    })
    const backwards = await api('POST', '/krazy-days', staff.auth, {
      title: 'Krazy Day ย้อน',
      description: 'ปิดก่อนเปิด',
      opensAt: bangkok(22, 18),
      closesAt: bangkok(22, 9),
      items: [item],
    })
    expect(backwards.statusCode).toBe(400)
    expect(backwards.json().error.code).toBe('VALIDATION_FAILED')
    expect(JSON.stringify(backwards.json().error.details)).toContain('เวลาปิดต้องอยู่หลังเวลาเปิด')
    for (const price of [0, -5, 12.5]) {
      const bad = await api('POST', '/krazy-days', staff.auth, {
        title: 'Krazy Day ราคาแปลก',
        description: 'ราคาไม่ถูกต้อง',
        opensAt: bangkok(24, 9),
        closesAt: bangkok(24, 18),
        items: [{ ...item, price }],
      })
      expect(bad.statusCode, String(price)).toBe(400)
    }
  })

  it('keeps the pieces members took: stock cannot drop below them and a taken item cannot be removed', async () => {
    const staff = await staffMember(t, ['campaign'])
    const page = (await api('GET', '/krazy-days?limit=100', staff.auth)).json()
    const demo = page.items.find((d: { title: string }) => d.title === 'Krazy Day ลดกระหน่ำกลางเดือน')
    const taken = demo.items[0]
    expect(taken.stockTotal - taken.stockRemaining).toBe(3)
    const edit = (items: unknown[]) =>
      api('PATCH', `/krazy-days/${demo.id}`, staff.auth, {
        title: demo.title,
        description: demo.description,
        opensAt: demo.opensAt,
        closesAt: demo.closesAt,
        items,
      })
    const keep = demo.items.map(
      (i: { id: string; giftId: string; price: number; normalPrice: number; stockTotal: number }) => ({
        id: i.id,
        giftId: i.giftId,
        price: i.price,
        normalPrice: i.normalPrice,
        stockTotal: i.stockTotal,
      }),
    )
    const below = await edit([{ ...keep[0], stockTotal: 2 }, ...keep.slice(1)])
    expect(below.statusCode).toBe(409)
    expect(below.json().error).toMatchObject({
      code: 'KRAZY_DAY_STOCK_BELOW_TAKEN',
      message: 'จำนวนของรางวัลต้องไม่น้อยกว่า 3 ชิ้นที่สมาชิกแลกไปแล้ว',
    })
    const removed = await edit(keep.slice(1))
    expect(removed.statusCode).toBe(409)
    expect(removed.json().error.code).toBe('KRAZY_DAY_ITEM_TAKEN')

    const raised = await edit([{ ...keep[0], stockTotal: 10 }, ...keep.slice(1)])
    expect(raised.statusCode).toBe(200)
    expect(raised.json().data.items[0]).toMatchObject({ stockTotal: 10, stockRemaining: 7 })
    const audit = await lastAudit('krazy_day.update', demo.id)
    expect((audit!.before as { items: { stockTotal: number }[] }).items[0]!.stockTotal).toBe(5)
    expect((audit!.after as { items: { stockTotal: number }[] }).items[0]!.stockTotal).toBe(10)
  })
})

describe('missions and level rewards', () => {
  it('creates a mission with a koin reward and edits it, auditing before and after', async () => {
    const staff = await staffMember(t, ['campaign'])
    const { campaigns } = await options(staff.auth)
    const campaign = campaigns[0]!
    const mission = {
      campaignId: campaign.id,
      title: 'ดูวิดีโอ 3 เรื่อง',
      description: 'ดูวิดีโอความรู้การเงินให้ครบ 3 เรื่อง',
      action: 'video.viewed',
      target: 3,
      countDistinct: true,
      unit: 'เรื่อง',
      link: '/video',
      startsAt: campaign.startsAt,
      endsAt: campaign.endsAt,
      rewardKoin: 20_00,
      rewardGiftId: null,
    }
    const created = await api('POST', '/missions', staff.auth, mission)
    expect(created.statusCode).toBe(201)
    const { id } = created.json().data
    expect(await lastAudit('mission.create', id)).toMatchObject({ entity: 'mission', before: null })

    const edited = await api('PATCH', `/missions/${id}`, staff.auth, { ...mission, rewardKoin: 25_00 })
    expect(edited.statusCode).toBe(200)
    const audit = await lastAudit('mission.update', id)
    expect(audit!.before).toMatchObject({ rewardKoin: 2000 })
    expect(audit!.after).toMatchObject({ rewardKoin: 2500 })

    const noReward = await api('POST', '/missions', staff.auth, { ...mission, rewardKoin: null })
    expect(noReward.statusCode).toBe(400)
    const outside = await api('POST', '/missions', staff.auth, {
      ...mission,
      endsAt: new Date(Date.parse(campaign.endsAt) + DAY).toISOString(),
    })
    expect(outside.json().error.code).toBe('MISSION_OUTSIDE_CAMPAIGN')
  })

  it('does not take a reward away from members who joined a mission', async () => {
    const staff = await staffMember(t, ['campaign'])
    const list = (await api('GET', '/missions?limit=100', staff.auth)).json().items
    const joined = list.find(
      (m: { joined: number; rewardKoin: number | null }) => m.joined > 0 && m.rewardKoin,
    )
    const { id, joined: _j, redeemed: _r, position: _p, rewardGiftName: _g, ...input } = joined
    const lower = await api('PATCH', `/missions/${id}`, staff.auth, {
      ...input,
      rewardKoin: joined.rewardKoin - 1,
    })
    expect(lower.statusCode).toBe(409)
    expect(lower.json().error.code).toBe('MISSION_REWARD_EARNED')
    const harder = await api('PATCH', `/missions/${id}`, staff.auth, { ...input, target: joined.target + 1 })
    expect(harder.json().error.code).toBe('MISSION_REWARD_EARNED')
    const kinder = await api('PATCH', `/missions/${id}`, staff.auth, {
      ...input,
      rewardKoin: joined.rewardKoin + 100,
    })
    expect(kinder.statusCode).toBe(200)
  })

  it('raises a level reward but will not lower one members have claimed', async () => {
    const staff = await staffMember(t, ['admin'])
    const claimer = await newMember(t)
    await t.db
      .insert(superquestLevelClaims)
      .values({ userId: claimer.id, level: 1, claimedAt: t.clock.now() })
    const levels = (await api('GET', '/levels', staff.auth)).json().data
    const claimed = levels.find((l: { level: number }) => l.level === 1)
    expect(claimed.claims).toBeGreaterThan(0)
    const lower = await api('PATCH', `/levels/${claimed.level}`, staff.auth, {
      description: claimed.description,
      rewardKoin: 1,
      giftId: claimed.giftId,
    })
    expect(lower.statusCode).toBe(409)
    expect(lower.json().error.code).toBe('LEVEL_REWARD_EARNED')
    const raised = await api('PATCH', `/levels/${claimed.level}`, staff.auth, {
      description: claimed.description,
      rewardKoin: claimed.rewardKoin + 500,
      giftId: claimed.giftId,
    })
    expect(raised.statusCode).toBe(200)
    expect(raised.json().data.rewardKoin).toBe(claimed.rewardKoin + 500)
    const audit = await lastAudit('level_reward.update', String(claimed.level))
    expect(audit!.after).toMatchObject({ rewardKoin: claimed.rewardKoin + 500 })
  })
})

describe('the big prize draw', () => {
  /** Re-runs the published draw the way a member would, from the public record alone. */
  function rerun(draw: { seed: string; winnerCount: number; tickets: { ticket: string; holder: string }[] }) {
    const ranked = draw.tickets
      .map((t, index) => ({
        ...t,
        index,
        score: createHmac('sha256', draw.seed).update(t.ticket).digest('hex'),
      }))
      .sort((a, b) => (a.score < b.score ? -1 : a.score > b.score ? 1 : a.index - b.index))
    const winners: string[] = []
    const seen = new Set<string>()
    for (const t of ranked) {
      if (winners.length === draw.winnerCount || seen.has(t.holder)) continue
      seen.add(t.holder)
      winners.push(t.ticket)
    }
    return winners
  }

  /** Moves the test clock to `at` (plus `ms`) for `body`, and back afterwards. */
  async function at<T>(iso: string, ms: number, body: () => Promise<T>) {
    const gap = Date.parse(iso) - t.clock.now().getTime() + ms
    t.clock.advance(gap)
    try {
      return await body()
    } finally {
      t.clock.advance(-gap)
    }
  }

  const prizeInput = (opens: string, draws: string) => ({
    name: 'หูฟังไร้สายพร้อมทุนการศึกษา',
    description: ['รางวัลใหญ่สำหรับสมาชิก SKILL', 'จับรางวัลแบบตรวจสอบได้'],
    entryCost: 10,
    maxEntriesPerMember: 20,
    winnerCount: 3,
    opensAt: opens,
    drawAt: draws,
  })

  it('publishes a commitment, draws once from the matching seed, and anyone can re-run the draw', async () => {
    const staff = await staffMember(t, ['campaign'])
    const created = await api('POST', '/big-prizes', staff.auth, prizeInput(bangkok(1, 2), bangkok(1, 6)))
    expect(created.statusCode).toBe(201)
    const prize = created.json().data
    const seed = 'klass-big-prize-seed-0123456789abcdef-ทดสอบ'
    const commitment = createHash('sha256').update(seed).digest('hex')

    const early = await api('POST', `/big-prizes/${prize.id}/draw`, staff.auth, { seed })
    expect(early.json().error.code).toBe('BIG_PRIZE_NOT_COMMITTED')
    const committed = await api('POST', `/big-prizes/${prize.id}/commitment`, staff.auth, { commitment })
    expect(committed.statusCode).toBe(200)
    expect(committed.json().data.draw).toMatchObject({ commitment, seed: null, winners: [] })
    expect(await lastAudit('big_prize.commit', prize.id)).toMatchObject({ after: { commitment } })
    const again = await api('POST', `/big-prizes/${prize.id}/commitment`, staff.auth, { commitment })
    expect(again.json().error.code).toBe('BIG_PRIZE_ALREADY_COMMITTED')

    await at(prize.opensAt, 60_000, async () => {
      for (const entries of [4, 2, 5]) {
        const member = await newMember(t, { type: 'SKILL', skill: 200 })
        const entered = await t.app.inject({
          method: 'POST',
          url: '/v2/api/bigPrize/redeem',
          headers: member.auth,
          payload: { entries },
        })
        expect(entered.statusCode).toBe(200)
        expect(entered.json().data.prize.id).toBe(prize.id)
      }
      const fresh = await staffMember(t, ['campaign'])
      const tooEarly = await api('POST', `/big-prizes/${prize.id}/draw`, fresh.auth, { seed })
      expect(tooEarly.json().error.code).toBe('BIG_PRIZE_DRAW_TOO_EARLY')
    })

    await at(prize.drawAt, 1000, async () => {
      const fresh = await staffMember(t, ['campaign'])
      const wrong = await api('POST', `/big-prizes/${prize.id}/draw`, fresh.auth, { seed: `${seed}-อื่น` })
      expect(wrong.statusCode).toBe(400)
      expect(wrong.json().error.code).toBe('BIG_PRIZE_SEED_MISMATCH')

      const draws = await Promise.all(
        [1, 2, 3].map(() => api('POST', `/big-prizes/${prize.id}/draw`, fresh.auth, { seed })),
      )
      expectEveryAnswer(draws, { '200': 1, '409 BIG_PRIZE_ALREADY_DRAWN': 2 })
      const draw = draws.find((d) => d.statusCode === 200)!.json().data.draw
      expect(draw.seed).toBe(seed)
      expect(createHash('sha256').update(draw.seed).digest('hex')).toBe(draw.commitment)
      expect(draw.tickets.length).toBeGreaterThanOrEqual(11)
      expect(draw.winners).toHaveLength(3)
      expect(new Set(draw.winners.map((w: { holder: string }) => w.holder)).size).toBe(3)
      expect(draw.winners.map((w: { ticket: string }) => w.ticket)).toEqual(rerun(draw))

      const audit = await lastAudit('big_prize.draw', prize.id)
      expect(audit).toMatchObject({
        actorId: fresh.id,
        before: { commitment, drawnAt: null },
        after: { seed },
      })

      // The record stays as drawn, and the prize is no longer open to anyone.
      const listed = (await api('GET', '/big-prizes?limit=100', fresh.auth)).json().items
      expect(listed.find((p: { id: string }) => p.id === prize.id)).toMatchObject({
        status: 'drawn',
        settingsLocked: true,
        draw,
      })
    })
  })

  it('takes the commitment only before entries open; without one the prize does not open to members', async () => {
    const staff = await staffMember(t, ['campaign'])
    const prize = (
      await api('POST', '/big-prizes', staff.auth, prizeInput(bangkok(1, 9), bangkok(1, 20)))
    ).json().data
    const commitment = createHash('sha256')
      .update('seed-chosen-after-seeing-the-tickets-0123456789')
      .digest('hex')
    await at(prize.opensAt, 60_000, async () => {
      const fresh = await staffMember(t, ['campaign'])
      const late = await api('POST', `/big-prizes/${prize.id}/commitment`, fresh.auth, { commitment })
      expect(late.statusCode).toBe(409)
      expect(late.json().error).toMatchObject({
        code: 'BIG_PRIZE_COMMIT_TOO_LATE',
        message: 'ประกาศค่าคำมั่นได้ก่อนเปิดรับสิทธิ์เท่านั้น เมื่อเปิดรับสิทธิ์แล้วจะประกาศไม่ได้ เพื่อไม่ให้เลือก seed หลังเห็นรายการสิทธิ์',
      })
      const listed = (await api('GET', '/big-prizes?limit=100', fresh.auth)).json().items
      expect(listed.find((p: { id: string }) => p.id === prize.id)).toMatchObject({
        status: 'not_committed',
        settingsLocked: false,
        draw: { commitment: null },
      })

      const member = await newMember(t, { type: 'SKILL', skill: 200 })
      const page = (
        await t.app.inject({ method: 'GET', url: '/v2/api/bigPrize/get', headers: member.auth })
      ).json().data
      expect(page.prize).toMatchObject({ id: prize.id, open: false, closedReason: 'not_committed' })
      expect(page.member.eligible).toBe(false)
      const entered = await t.app.inject({
        method: 'POST',
        url: '/v2/api/bigPrize/redeem',
        headers: member.auth,
        payload: { entries: 1 },
      })
      expect(entered.statusCode).toBe(409)
      expect(entered.json().error.code).toBe('BIG_PRIZE_NOT_OPEN')
      expect(entered.json().error.message).toContain('ยังไม่ได้ประกาศค่าคำมั่น')

      // The way out: move the opening ahead, then publish the commitment before it.
      const moved = await api('PATCH', `/big-prizes/${prize.id}`, fresh.auth, {
        ...prizeInput(bangkok(2, 9), bangkok(2, 20)),
      })
      expect(moved.statusCode).toBe(200)
      expect(moved.json().data.status).toBe('announced')
      const inTime = await api('POST', `/big-prizes/${prize.id}/commitment`, fresh.auth, { commitment })
      expect(inTime.statusCode).toBe(200)
    })
  })

  it('creates a big prize with its terms, edits them until entries open, then only its name and description', async () => {
    const staff = await staffMember(t, ['campaign'])
    const past = await api('POST', '/big-prizes', staff.auth, prizeInput(bangkok(-1, 9), bangkok(3, 9)))
    expect(past.statusCode).toBe(400)
    expect(past.json().error.code).toBe('BIG_PRIZE_OPENS_IN_PAST')
    const backwards = await api('POST', '/big-prizes', staff.auth, prizeInput(bangkok(5, 9), bangkok(4, 9)))
    expect(backwards.statusCode).toBe(400)
    expect(JSON.stringify(backwards.json().error.details)).toContain('เวลาจับรางวัลต้องอยู่หลังเวลาเปิดรับสิทธิ์')

    const created = await api('POST', '/big-prizes', staff.auth, prizeInput(bangkok(3, 9), bangkok(5, 9)))
    expect(created.statusCode).toBe(201)
    const prize = created.json().data
    expect(prize).toMatchObject({
      status: 'announced',
      settingsLocked: false,
      entryCost: 10,
      draw: { winnerCount: 3, commitment: null },
    })
    expect(await lastAudit('big_prize.create', prize.id)).toMatchObject({ actorId: staff.id, before: null })

    const terms = { ...prizeInput(bangkok(3, 9), bangkok(5, 20)), winnerCount: 5 }
    const edited = await api('PATCH', `/big-prizes/${prize.id}`, staff.auth, terms)
    expect(edited.statusCode).toBe(200)
    expect(edited.json().data).toMatchObject({ drawAt: new Date(terms.drawAt).toISOString() })
    expect(edited.json().data.draw.winnerCount).toBe(5)
    const audit = await lastAudit('big_prize.update', prize.id)
    expect(audit!.before).toMatchObject({ winnerCount: 3 })
    expect(audit!.after).toMatchObject({ winnerCount: 5 })

    const commitment = createHash('sha256').update('terms-test-seed-0123456789abcdef0123').digest('hex')
    expect(
      (await api('POST', `/big-prizes/${prize.id}/commitment`, staff.auth, { commitment })).statusCode,
    ).toBe(200)
    await at(prize.opensAt, 60_000, async () => {
      const fresh = await staffMember(t, ['campaign'])
      const locked = await api('PATCH', `/big-prizes/${prize.id}`, fresh.auth, { ...terms, winnerCount: 1 })
      expect(locked.statusCode).toBe(409)
      expect(locked.json().error.code).toBe('BIG_PRIZE_SETTINGS_LOCKED')
      const later = await api('PATCH', `/big-prizes/${prize.id}`, fresh.auth, {
        ...terms,
        drawAt: bangkok(9, 9),
      })
      expect(later.json().error.code).toBe('BIG_PRIZE_SETTINGS_LOCKED')
      const renamed = await api('PATCH', `/big-prizes/${prize.id}`, fresh.auth, {
        ...terms,
        name: 'หูฟังรุ่นใหม่',
      })
      expect(renamed.statusCode).toBe(200)
      expect(renamed.json().data).toMatchObject({ name: 'หูฟังรุ่นใหม่', status: 'open', settingsLocked: true })
    })
  })

  it('refuses a commitment that is not a SHA-256 in hex', async () => {
    const staff = await staffMember(t, ['campaign'])
    const prize = (await api('GET', '/big-prizes', staff.auth)).json().items[0]
    const bad = await api('POST', `/big-prizes/${prize.id}/commitment`, staff.auth, {
      commitment: 'not-a-hash',
    })
    expect(bad.statusCode).toBe(400)
    expect(JSON.stringify(bad.json().error.details)).toContain('SHA-256')
  })
})

describe('events, seats and check-in', () => {
  const eventInput = (days: number) => ({
    title: 'เวิร์กช็อปวางแผนเงินค่าขนม',
    summary: 'ฝึกจัดงบค่าขนมรายสัปดาห์',
    description: ['ลองจัดงบค่าขนมของตัวเองกับพี่ ๆ ทีม Klass'],
    organizer: 'ทีม Klass',
    placeType: 'onsite',
    venue: 'ห้องสมุดประชาชน',
    province: 'กรุงเทพมหานคร',
    onlineUrl: null,
    startsAt: bangkok(days, 10),
    endsAt: bangkok(days, 12),
    seatsTotal: 2,
    price: 5_00,
    voucherAccepted: false,
  })

  it('creates an event, keeps seats above those taken, lists attendees and checks a member in once by seat code', async () => {
    const staff = await staffMember(t, ['campaign'])
    const created = await api('POST', '/events', staff.auth, eventInput(10))
    expect(created.statusCode).toBe(201)
    const event = created.json().data
    expect(event).toMatchObject({ seatsTotal: 2, seatsTaken: 0, price: 500 })
    expect(await lastAudit('event.create', event.id)).toMatchObject({ entity: 'event', before: null })

    const member = await newMember(t, { koin: 100_00 })
    const joined = await t.app.inject({
      method: 'POST',
      url: `/v2/api/event/join?id=${event.id}`,
      headers: member.auth,
    })
    expect(joined.statusCode).toBe(200)
    const seatCode = joined.json().data.event.registration.seatCode
    expect(seatCode).toMatch(/^[0-9A-F]{8}$/)

    const fewer = await api('PATCH', `/events/${event.id}`, staff.auth, { ...eventInput(10), seatsTotal: 0 })
    expect(fewer.statusCode).toBe(400)
    const downToTaken = await api('PATCH', `/events/${event.id}`, staff.auth, {
      ...eventInput(10),
      seatsTotal: 1,
    })
    expect(downToTaken.statusCode).toBe(200)
    expect(downToTaken.json().data).toMatchObject({ seatsTotal: 1, seatsTaken: 1 })
    const audit = await lastAudit('event.update', event.id)
    expect(audit!.before).toMatchObject({ seatsTotal: 2, seatsRemaining: 1 })
    expect(audit!.after).toMatchObject({ seatsTotal: 1, seatsRemaining: 0 })

    const attendees = (await api('GET', `/events/${event.id}/attendees`, staff.auth)).json()
    expect(attendees.items).toEqual([expect.objectContaining({ seatCode, checkedInAt: null })])

    const unknown = await api('POST', `/events/${event.id}/check-in`, staff.auth, { code: 'ZZZZ0000' })
    expect(unknown.json().error.code).toBe('EVENT_SEAT_NOT_FOUND')
    const checkedIn = await api('POST', `/events/${event.id}/check-in`, staff.auth, {
      code: seatCode.toLowerCase(),
    })
    expect(checkedIn.statusCode).toBe(200)
    expect(checkedIn.json().data.checkedInAt).not.toBeNull()
    const twice = await api('POST', `/events/${event.id}/check-in`, staff.auth, { code: seatCode })
    expect(twice.json().error.code).toBe('EVENT_ALREADY_CHECKED_IN')
    const registrationId = checkedIn.json().data.registrationId
    expect(await lastAudit('event.check_in', registrationId)).toMatchObject({
      actorId: staff.id,
      before: { checkedInAt: null },
    })
  })

  it('refuses seats below those members hold', async () => {
    const staff = await staffMember(t, ['campaign'])
    const event = (
      await api('POST', '/events', staff.auth, { ...eventInput(12), seatsTotal: 3, price: 0 })
    ).json().data
    for (let i = 0; i < 2; i++) {
      const member = await newMember(t)
      const joined = await t.app.inject({
        method: 'POST',
        url: `/v2/api/event/join?id=${event.id}`,
        headers: member.auth,
      })
      expect(joined.statusCode).toBe(200)
    }
    const below = await api('PATCH', `/events/${event.id}`, staff.auth, {
      ...eventInput(12),
      seatsTotal: 1,
      price: 0,
    })
    expect(below.statusCode).toBe(409)
    expect(below.json().error).toMatchObject({
      code: 'EVENT_SEATS_BELOW_TAKEN',
      message: 'จำนวนที่นั่งต้องไม่น้อยกว่า 2 ที่นั่งที่มีผู้ลงทะเบียนแล้ว',
    })
  })
})
