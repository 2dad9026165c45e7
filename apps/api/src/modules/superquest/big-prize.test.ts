import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectEveryAnswer } from '../../../test/answers'
import { createTestApp, type TestApp } from '../../../test/app'
import { balanceAndLedger, loginAs, newMember } from '../../../test/economy'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ demo: true })
})
afterAll(() => t.close())

const get = (auth: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/v2/api/bigPrize/get', headers: auth })
const enter = (auth: Record<string, string>, entries: unknown, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v2/api/bigPrize/redeem',
    headers: { ...auth, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { entries },
  })

describe('GET /v2/api/bigPrize/get', () => {
  it('shows a SKILL member the prize, the entry cost in skill points and that they may enter', async () => {
    const response = await get(await loginAs(t, 'skill@klass.test'))
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({
      prize: { name: 'แท็บเล็ตพร้อมทุนการศึกษา 5,000 บาท', entryCost: 10, maxEntriesPerMember: 20, open: true },
      member: { type: 'SKILL', eligible: true, reason: null, skill: 85, entries: 0 },
    })
  })

  it('tells a GENERAL member in Thai why they cannot enter', async () => {
    const { member } = (await get(await loginAs(t, 'demo@klass.test'))).json().data
    expect(member).toMatchObject({
      type: 'GENERAL',
      eligible: false,
      reason: 'สิทธิ์ลุ้นรางวัลใหญ่สำหรับสมาชิกประเภท SKILL เท่านั้น บัญชีของคุณเป็นสมาชิกทั่วไปจึงแลกสิทธิ์ไม่ได้',
    })
  })

  it('says whether entries have not opened yet, are open or have closed, with the Thai dates of each', async () => {
    const auth = await loginAs(t, 'skill@klass.test')
    const during = (await get(auth)).json().data.prize
    expect(during).toMatchObject({ open: true, closedReason: null })
    // Buddhist-era dates for people, e.g. "1 มีนาคม 2570 เวลา 12:00 น.".
    const thaiDate = /^\d{1,2} [ก-๙]+ 25\d\d เวลา \d\d:\d\d น\.$/
    expect(during.opensAtLabel).toMatch(thaiDate)
    expect(during.drawAtLabel).toMatch(thaiDate)
    expect(Date.parse(during.opensAt)).toBeLessThanOrEqual(t.clock.now().getTime())

    const back = Date.parse(during.opensAt) - t.clock.now().getTime() - 60_000
    t.clock.advance(back)
    try {
      const before = (await get(await loginAs(t, 'skill@klass.test'))).json().data
      expect(before.prize).toMatchObject({
        open: false,
        closedReason: 'not_yet_open',
        opensAtLabel: during.opensAtLabel,
      })
      expect(before.member).toMatchObject({
        eligible: false,
        reason: `ยังไม่เปิดให้แลกสิทธิ์ลุ้นรางวัลใหญ่ เปิดวันที่ ${during.opensAtLabel}`,
      })
    } finally {
      t.clock.advance(-back)
    }

    const ahead = Date.parse(during.drawAt) - t.clock.now().getTime()
    t.clock.advance(ahead)
    try {
      const after = (await get(await loginAs(t, 'skill@klass.test'))).json().data
      expect(after.prize).toMatchObject({
        open: false,
        closedReason: 'closed',
        drawAtLabel: during.drawAtLabel,
      })
      expect(after.member).toMatchObject({ eligible: false, reason: 'ปิดรับสิทธิ์ลุ้นรางวัลใหญ่รอบนี้แล้ว' })
    } finally {
      t.clock.advance(-ahead)
    }
  })

  it('answers 401 without a token', async () => {
    expect((await get({})).statusCode).toBe(401)
    expect((await enter({}, 1)).statusCode).toBe(401)
  })
})

describe('POST /v2/api/bigPrize/redeem', () => {
  it('spends skill points for entries through the ledger', async () => {
    const member = await newMember(t, { type: 'SKILL', skill: 95 })
    const response = await enter(member.auth, 3)
    expect(response.statusCode).toBe(200)
    expect(response.json().data.member).toMatchObject({ skill: 65, entries: 3, eligible: true })
    expect(await balanceAndLedger(t, member.id, 'skill')).toEqual({ balance: 65, ledgerSum: 65 })
    const skills = (
      await t.app.inject({ method: 'GET', url: '/v2/api/user/skills', headers: member.auth })
    ).json()
    expect(skills.items[0]).toMatchObject({
      point: -30,
      activity: 'แลกสิทธิ์ลุ้น แท็บเล็ตพร้อมทุนการศึกษา 5,000 บาท 3 สิทธิ์',
    })
  })

  it('refuses a GENERAL member with 403 and the reason in Thai', async () => {
    const member = await newMember(t, { skill: 500 })
    const response = await enter(member.auth, 1)
    expect(response.statusCode).toBe(403)
    expect(response.json().error).toMatchObject({
      code: 'BIG_PRIZE_SKILL_ONLY',
      message: 'สิทธิ์ลุ้นรางวัลใหญ่สำหรับสมาชิกประเภท SKILL เท่านั้น บัญชีของคุณเป็นสมาชิกทั่วไปจึงแลกสิทธิ์ไม่ได้',
    })
    expect(await balanceAndLedger(t, member.id, 'skill')).toEqual({ balance: 500, ledgerSum: 500 })
  })

  it('refuses more entries than allowed per member and more than the skill points cover', async () => {
    const member = await newMember(t, { type: 'SKILL', skill: 1000 })
    expect((await enter(member.auth, 18)).statusCode).toBe(200)
    const over = await enter(member.auth, 3)
    expect(over.statusCode).toBe(409)
    expect(over.json().error).toMatchObject({
      code: 'BIG_PRIZE_ENTRY_LIMIT',
      message: 'แลกสิทธิ์ได้สูงสุดคนละ 20 สิทธิ์ต่อรอบ คุณมีแล้ว 18 สิทธิ์',
    })
    const poor = await newMember(t, { type: 'SKILL', skill: 25 })
    const short = await enter(poor.auth, 3)
    expect(short.statusCode).toBe(409)
    expect(short.json().error).toMatchObject({
      code: 'SKILL_INSUFFICIENT',
      message: 'skill point ของคุณไม่พอ ต้องใช้ 30 คะแนน คุณมี 25 คะแนน',
    })
    expect((await enter(poor.auth, 0)).statusCode).toBe(400)
  })

  it('refuses entries after the draw', async () => {
    const member = await newMember(t, { type: 'SKILL', skill: 100 })
    const { prize } = (await get(member.auth)).json().data
    const gap = Date.parse(prize.drawAt) - t.clock.now().getTime() + 1000
    t.clock.advance(gap)
    try {
      const late = await enter(await member.reauth(), 1)
      expect(late.statusCode).toBe(409)
      expect(late.json().error).toMatchObject({
        code: 'BIG_PRIZE_CLOSED',
        message: 'ปิดรับสิทธิ์ลุ้นรางวัลใหญ่รอบนี้แล้ว',
      })
    } finally {
      t.clock.advance(-gap)
    }
  })

  it('holds the per-member entry limit when a member clicks fifty times at once', async () => {
    const member = await newMember(t, { type: 'SKILL', skill: 1000 })
    const responses = await Promise.all(Array.from({ length: 50 }, () => enter(member.auth, 1)))
    expectEveryAnswer(responses, { '200': 20, '409 BIG_PRIZE_ENTRY_LIMIT': 30 })
    expect(await balanceAndLedger(t, member.id, 'skill')).toEqual({ balance: 800, ledgerSum: 800 })
    const { member: standing } = (await get(member.auth)).json().data
    expect(standing).toMatchObject({ entries: 20, eligible: false })
  })
})

describe('a member whose e-mail is not confirmed (decision 029)', () => {
  it('is told on the page and refused at the entry with EMAIL_NOT_CONFIRMED, spending no skill point', async () => {
    const member = await newMember(t, { type: 'SKILL', skill: 95, standing: 'new' })
    const page = (await get(member.auth)).json().data.member
    expect(page).toMatchObject({ eligible: false, reason: expect.stringContaining('กรุณายืนยันอีเมลก่อน') })

    const response = await enter(member.auth, 1)
    expect(response.statusCode).toBe(403)
    expect(response.json().error.code).toBe('EMAIL_NOT_CONFIRMED')
    expect(await balanceAndLedger(t, member.id, 'skill')).toEqual({ balance: 95, ledgerSum: 95 })
  })
})
