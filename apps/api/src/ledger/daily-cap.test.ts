import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/app'
import { balanceAndLedger, newMember } from '../../test/economy'
import { awardWithinDailyCap, koinEarnedToday } from './daily-cap'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const award = (userId: string, amount: number, at: Date, reason = 'GAME_TEST', key?: string) =>
  t.db.transaction((tx) =>
    awardWithinDailyCap(tx, {
      userId,
      amount,
      cap: 10_00,
      reason,
      activity: 'รางวัลทดสอบ',
      at,
      ...(key ? { idempotencyKey: key } : {}),
    }),
  )

describe('awardWithinDailyCap', () => {
  it('pays up to the cap for one reason in one Bangkok day, then nothing until the next day', async () => {
    const member = await newMember(t, { koin: 0 })
    // 23:30 in Bangkok on 23 November, then 00:30 on the 24th.
    const late = new Date('2026-11-23T16:30:00Z')
    const nextDay = new Date('2026-11-23T17:30:00Z')
    expect(await award(member.id, 6_00, late)).toEqual({
      awarded: 6_00,
      balanceAfter: 6_00,
      capReached: false,
    })
    expect(await award(member.id, 6_00, late)).toEqual({
      awarded: 4_00,
      balanceAfter: 10_00,
      capReached: true,
    })
    expect(await award(member.id, 1_00, late)).toEqual({ awarded: 0, balanceAfter: 10_00, capReached: true })
    expect(await award(member.id, 3_00, late, 'OTHER_GAME')).toMatchObject({ awarded: 3_00 })
    expect(await koinEarnedToday(t.db, member.id, 'GAME_TEST', late)).toBe(10_00)
    expect(await award(member.id, 6_00, nextDay)).toMatchObject({ awarded: 6_00, capReached: false })
    expect(await koinEarnedToday(t.db, member.id, 'GAME_TEST', nextDay)).toBe(6_00)
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 19_00, ledgerSum: 19_00 })
  })

  it('never pays more than the cap when many awards arrive at once', async () => {
    const member = await newMember(t, { koin: 0 })
    const at = new Date('2026-11-23T05:00:00Z')
    const results = await Promise.all(Array.from({ length: 40 }, () => award(member.id, 3_00, at)))
    expect(results.reduce((sum, r) => sum + r.awarded, 0)).toBe(10_00)
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 10_00, ledgerSum: 10_00 })
  })
})
