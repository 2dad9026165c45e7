import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gamePaths, HANGMAN_MAX_BUY_PER_DAY } from '@klass/contract/games'
import { ledgerEntries } from '@klass/db/schema/core'
import { gameHangmanPurchases } from '@klass/db/schema/games'
import { expectEveryAnswer } from '../../../test/answers'
import { createTestApp, type TestApp } from '../../../test/app'
import { balanceAndLedger, everyLedgerAgrees, newMember } from '../../../test/economy'
import { HANGMAN_PLAY_PRICE } from './games.service'

let t: TestApp
beforeAll(async () => {
  // 10:00 in Bangkok, so every purchase falls on one Bangkok day.
  t = await createTestApp({ start: new Date('2026-11-23T03:00:00Z') })
})
afterAll(() => t.close())

const buy = (auth: Record<string, string>, plays: number) =>
  t.app.inject({ method: 'POST', url: gamePaths.buyQuotaHangman, headers: auth, payload: { plays } })

/** What the database says a member bought today and paid for it. */
async function boughtAndPaid(userId: string) {
  const [bought] = await t.db
    .select({ plays: sql<number>`coalesce(sum(${gameHangmanPurchases.plays}), 0)::int` })
    .from(gameHangmanPurchases)
    .where(eq(gameHangmanPurchases.userId, userId))
  const [paid] = await t.db
    .select({ koin: sql<number>`coalesce(-sum(${ledgerEntries.amount}), 0)::bigint` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.reason, 'GAME_HANGMAN_QUOTA')))
  return { plays: bought!.plays, koinPaid: Number(paid!.koin) }
}

describe('buying hangman plays with koins, many requests at once', () => {
  it('sells hangman plays for koins to many requests at once without losing a koin', async () => {
    // Koins for three plays and a bit: the fourth and later are refused for koins, not for the limit.
    const member = await newMember(t, { koin: 3 * HANGMAN_PLAY_PRICE + 2_00 })
    const responses = await Promise.all(Array.from({ length: 20 }, () => buy(member.auth, 1)))

    expectEveryAnswer(responses, { '200': 3, '409 KOIN_INSUFFICIENT': 17 })
    expect(await boughtAndPaid(member.id)).toEqual({ plays: 3, koinPaid: 3 * HANGMAN_PLAY_PRICE })
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 2_00, ledgerSum: 2_00 })
    const quota = await t.app.inject({ method: 'GET', url: gamePaths.getQuotaHangman, headers: member.auth })
    expect(quota.json().data).toMatchObject({ bought: 3, canBuy: HANGMAN_MAX_BUY_PER_DAY - 3 })
  })

  it('never sells more than the daily limit of plays to a rich member buying many times at once', async () => {
    const member = await newMember(t, { koin: 1_000_00 })
    const responses = await Promise.all(Array.from({ length: 20 }, () => buy(member.auth, 1)))

    expectEveryAnswer(responses, { '200': HANGMAN_MAX_BUY_PER_DAY, '409 GAME_QUOTA_BUY_LIMIT': 15 })
    const { plays, koinPaid } = await boughtAndPaid(member.id)
    expect(plays).toBe(HANGMAN_MAX_BUY_PER_DAY)
    expect(koinPaid).toBe(HANGMAN_MAX_BUY_PER_DAY * HANGMAN_PLAY_PRICE)
    expect(await balanceAndLedger(t, member.id)).toEqual({
      balance: 1_000_00 - koinPaid,
      ledgerSum: 1_000_00 - koinPaid,
    })
  })

  it('charges exactly the price of the plays it sold when purchases of different sizes race', async () => {
    const start = 4 * HANGMAN_PLAY_PRICE + 1_00
    const member = await newMember(t, { koin: start })
    const sizes = Array.from({ length: 24 }, (_, i) => (i % 3) + 1)
    const responses = await Promise.all(sizes.map((plays) => buy(member.auth, plays)))

    // Which purchases win depends on timing; what they bought and paid must agree whatever the split.
    const counts = expectEveryAnswer(responses, {
      '200': 'any',
      '409 KOIN_INSUFFICIENT': 'any',
      '409 GAME_QUOTA_BUY_LIMIT': 'any',
    })
    expect(counts['200'] ?? 0).toBeGreaterThan(0)
    const soldPlays = responses
      .map((response, i) => (response.statusCode === 200 ? sizes[i]! : 0))
      .reduce((a, b) => a + b, 0)
    const { plays, koinPaid } = await boughtAndPaid(member.id)
    expect(plays).toBe(soldPlays)
    expect(koinPaid).toBe(plays * HANGMAN_PLAY_PRICE)
    expect(plays).toBeLessThanOrEqual(4)
    expect(await balanceAndLedger(t, member.id)).toEqual({
      balance: start - koinPaid,
      ledgerSum: start - koinPaid,
    })
    expect(await everyLedgerAgrees(t)).toBe(true)
  })
})
