import { and, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { FastifyPluginAsync } from 'fastify'
import { defineCalls } from '@klass/contract/call'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerEntries, users } from '@klass/db/schema/core'
import { expectEveryAnswer, expectOneRun, expectEveryOutcome } from '../../test/answers'
import { createTestApp, registerMember, type TestApp } from '../../test/app'
import { memberOf } from '../plugins/authentication'
import { routeCall } from '../plugins/calls'
import { moveBalance } from './ledger'

/** A spending call as later features write them: a member pays koins through the ledger. */
const spend = defineCalls('test', {
  spend: {
    method: 'POST',
    path: '/v2/api/test/spend',
    access: 'member',
    summary: 'จ่าย koin (ทดสอบ)',
    body: z.object({ amount: z.number().int().positive() }),
    reply: z.object({ data: z.object({ balance: z.number() }) }),
    errors: ['KOIN_INSUFFICIENT'],
  },
}).spend

const spendRoute: FastifyPluginAsync = async (app) => {
  routeCall(app, spend, async (request) => {
    const result = await app.ctx.db.transaction((tx) =>
      moveBalance(tx, {
        userId: memberOf(request).id,
        currency: 'koin',
        amount: -request.body.amount,
        reason: 'TEST',
        activity: 'ทดสอบ',
      }),
    )
    return { data: { balance: result.balanceAfter } }
  })
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ extend: (app) => app.register(spendRoute) })
})
afterAll(() => t.close())

async function memberId(email: string) {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email))
  return row!.id
}

async function balances(userId: string) {
  const [row] = await t.db.select({ koin: users.koin }).from(users).where(eq(users.id, userId))
  const [sum] = await t.db
    .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::bigint` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.currency, 'koin')))
  return { koin: row!.koin, ledgerSum: Number(sum!.total) }
}

async function ledgerRows(userId: string) {
  const rows = await t.db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
  return rows.length
}

describe('the koin ledger', () => {
  it('never lets hundreds of concurrent debits take a balance below zero, and the balance always equals its ledger', async () => {
    const member = await registerMember(t.app)
    const userId = await memberId(member.email)
    // The welcome gift is 50.00 koins = 5000 hundredths: exactly 50 debits of 1.00 can succeed.
    const attempts = 300
    const results = await Promise.allSettled(
      Array.from({ length: attempts }, (_, i) =>
        t.db.transaction((tx) =>
          moveBalance(tx, { userId, currency: 'koin', amount: -100, reason: 'TEST', activity: `ซื้อ ${i}` }),
        ),
      ),
    )
    expectEveryOutcome(results, { ok: 50, KOIN_INSUFFICIENT: attempts - 50 })
    expect(await balances(userId)).toEqual({ koin: 0, ledgerSum: 0 })
  })

  it('numbers a member’s moves 1, 2, 3, … in each currency without a gap or a repeat, even when they race', async () => {
    const member = await registerMember(t.app)
    const userId = await memberId(member.email)
    const moves = Array.from({ length: 60 }, (_, i) =>
      t.db.transaction((tx) =>
        moveBalance(tx, {
          userId,
          currency: i % 3 === 0 ? 'skill' : 'koin',
          amount: i % 2 === 0 ? 100 : -100,
          reason: 'TEST',
          activity: `ลำดับ ${i}`,
        }),
      ),
    )
    await Promise.allSettled(moves)
    const rows = await t.db
      .select({ currency: ledgerEntries.currency, seq: ledgerEntries.seq })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, userId))
      .orderBy(ledgerEntries.id)
    for (const currency of ['koin', 'skill']) {
      const numbers = rows.filter((row) => row.currency === currency).map((row) => row.seq)
      expect(numbers).toEqual(numbers.map((_, i) => i + 1))
    }
  })

  it('keeps the balance equal to its ledger under concurrent credits and debits over HTTP', async () => {
    const member = await registerMember(t.app)
    const userId = await memberId(member.email)
    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/v2/api/test/spend',
          headers: member.auth,
          payload: { amount: 37 },
        }),
      ),
    )
    const ok = Math.floor(5000 / 37)
    expectEveryAnswer(responses, { '200': ok, '409 KOIN_INSUFFICIENT': 200 - ok })
    const { koin, ledgerSum } = await balances(userId)
    expect(koin).toBe(5000 - ok * 37)
    expect(koin).toBe(ledgerSum)
  })

  it('moves a balance once for one idempotency key, even when the same move races itself', async () => {
    const member = await registerMember(t.app)
    const userId = await memberId(member.email)
    const settled = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        t.db.transaction((tx) =>
          moveBalance(tx, {
            userId,
            currency: 'koin',
            amount: 1_000,
            reason: 'QUIZ',
            activity: 'ตอบควิซ',
            idempotencyKey: 'quiz-2026-11-22',
          }),
        ),
      ),
    )
    expectEveryOutcome(settled, { ok: 20 })
    const results = settled.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []))
    expect(results.filter((r) => !r.replayed)).toHaveLength(1)
    expect(new Set(results.map((r) => r.entryId)).size).toBe(1)
    expect(await balances(userId)).toEqual({ koin: 6000, ledgerSum: 6000 })
  })

  it('rolls the ledger row back with the transaction that failed after it', async () => {
    const member = await registerMember(t.app)
    const userId = await memberId(member.email)
    await expect(
      t.db.transaction(async (tx) => {
        await moveBalance(tx, {
          userId,
          currency: 'koin',
          amount: -1_000,
          reason: 'STORE',
          activity: 'แลกของ',
        })
        throw new Error('stock ran out')
      }),
    ).rejects.toThrow('stock ran out')
    expect(await balances(userId)).toEqual({ koin: 5000, ledgerSum: 5000 })
  })

  it('moves skill points and exp in their own balances', async () => {
    const member = await registerMember(t.app)
    const userId = await memberId(member.email)
    await t.db.transaction(async (tx) => {
      await moveBalance(tx, { userId, currency: 'skill', amount: 12, reason: 'QUIZ', activity: 'ควิซ' })
      await moveBalance(tx, { userId, currency: 'exp', amount: 120, reason: 'QUIZ', activity: 'ควิซ' })
    })
    await expect(
      t.db.transaction((tx) =>
        moveBalance(tx, { userId, currency: 'skill', amount: -13, reason: 'X', activity: 'x' }),
      ),
    ).rejects.toMatchObject({ code: 'SKILL_INSUFFICIENT' })
    const [row] = await t.db
      .select({ skill: users.skill, exp: users.exp, koin: users.koin })
      .from(users)
      .where(eq(users.id, userId))
    expect(row).toEqual({ skill: 12, exp: 120, koin: 5000 })
  })

  it('refuses a move of zero koins or of a fraction of a hundredth, leaving the balance and its history as they were', async () => {
    const member = await registerMember(t.app)
    const userId = await memberId(member.email)
    const rowsBefore = await ledgerRows(userId)
    for (const amount of [0, 0.5, -0.5, 1.25, Number.MAX_SAFE_INTEGER + 1, Number.NaN]) {
      await expect(
        t.db.transaction((tx) =>
          moveBalance(tx, { userId, currency: 'koin', amount, reason: 'TEST', activity: 'ทดสอบ' }),
        ),
        String(amount),
      ).rejects.toThrow(`invalid ledger amount ${amount}`)
    }
    expect(await ledgerRows(userId)).toBe(rowsBefore)
    expect(await balances(userId)).toEqual({ koin: 5000, ledgerSum: 5000 })
  })

  it('refuses to move the balance of a member who does not exist with NOT_FOUND, not as a shortfall', async () => {
    const nobody = '00000000-0000-4000-8000-000000000000'
    for (const amount of [1_000, -1_000]) {
      await expect(
        t.db.transaction((tx) =>
          moveBalance(tx, { userId: nobody, currency: 'koin', amount, reason: 'GIFT', activity: 'ของขวัญ' }),
        ),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' })
    }
    expect(await ledgerRows(nobody)).toBe(0)
  })

  it('refuses at the database a balance below zero written around the ledger', async () => {
    const member = await registerMember(t.app)
    const userId = await memberId(member.email)
    await expect(t.db.update(users).set({ koin: -1 }).where(eq(users.id, userId))).rejects.toThrow()
  })
})

describe('Idempotency-Key on calls that spend', () => {
  const spend = (auth: Record<string, string>, key: string, amount = 100) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/api/test/spend',
      headers: { ...auth, 'idempotency-key': key },
      payload: { amount },
    })

  it('returns the first answer to a repeat and spends once', async () => {
    const member = await registerMember(t.app)
    const first = await spend(member.auth, 'spend-key-0001')
    const repeat = await spend(member.auth, 'spend-key-0001')
    expect(first.statusCode).toBe(200)
    expect(repeat.statusCode).toBe(200)
    expect(repeat.json()).toEqual(first.json())
    expect(repeat.headers['idempotent-replayed']).toBe('true')
    expect(await balances(await memberId(member.email))).toEqual({ koin: 4900, ledgerSum: 4900 })
  })

  it('spends once when the same key arrives many times at once', async () => {
    const member = await registerMember(t.app)
    const responses = await Promise.all(
      Array.from({ length: 25 }, () => spend(member.auth, 'spend-key-race')),
    )
    // Who arrives while the first is still spending is told to wait; who arrives after gets its answer.
    expectEveryAnswer(responses, { '200': 'any', '409 IDEMPOTENCY_IN_PROGRESS': 'any' })
    expectOneRun(responses)
    expect(await balances(await memberId(member.email))).toEqual({ koin: 4900, ledgerSum: 4900 })
  })

  it('refuses the same key with a different request', async () => {
    const member = await registerMember(t.app)
    await spend(member.auth, 'spend-key-0002', 100)
    const other = await spend(member.auth, 'spend-key-0002', 200)
    expect(other.statusCode).toBe(409)
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED')
  })

  it("keeps one member's keys apart from another's", async () => {
    const a = await registerMember(t.app)
    const b = await registerMember(t.app)
    expect((await spend(a.auth, 'shared-key-123')).statusCode).toBe(200)
    expect((await spend(b.auth, 'shared-key-123')).headers['idempotent-replayed']).toBeUndefined()
    expect(await balances(await memberId(b.email))).toEqual({ koin: 4900, ledgerSum: 4900 })
  })

  it('refuses a malformed key with 400', async () => {
    const member = await registerMember(t.app)
    const response = await spend(member.auth, 'bad key with spaces')
    expect(response.statusCode).toBe(400)
  })
})
