import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineCalls } from '@klass/contract/call'
import { createDbClient } from '@klass/db/client'
import { memberActivities } from '@klass/db/schema/core'
import { expectEveryAnswer, kindOfAnswer } from '../../test/answers'
import { createTestApp, type TestApp } from '../../test/app'
import { balanceAndLedger, newMember } from '../../test/economy'
import { lockWaits, until } from '../../test/lock-waits'
import { takeServerErrors } from '../../test/server-errors'
import { buildApp } from '../app'
import { expiredRecordsDeletion, LONGEST_REQUEST_MS, RECORD_LIFETIME_MS } from '../lib/idempotency-records'
import { moveBalance } from '../ledger/ledger'
import { memberOf } from './authentication'
import { routeCall } from './calls'
import { KEPT_ANSWER_BYTES } from './idempotency'

// Issue 19, finding 5: an Idempotency-Key is claimed inside the write's own transaction, so a crash can never
// leave it claimed without its work; the answer is kept after the commit, capped in size, for a day.

const calls = defineCalls('test', {
  /** Spends koins in one transaction, as the economy's calls do; `answerBytes` pads the answer. */
  spend: {
    method: 'POST',
    path: '/v2/api/test/idempotent-spend',
    access: 'member',
    summary: 'จ่าย koin (ทดสอบ)',
    body: z.object({ amount: z.number().int().positive(), answerBytes: z.number().int().optional() }),
    reply: z.object({ data: z.object({ balance: z.number(), padding: z.string().optional() }) }),
    errors: ['KOIN_INSUFFICIENT'],
  },
  /** One insert and no transaction. */
  note: {
    method: 'POST',
    path: '/v2/api/test/idempotent-note',
    access: 'public',
    summary: 'บันทึก (ทดสอบ)',
    body: z.object({ userId: z.string() }),
    reply: z.object({ data: z.object({ id: z.number() }) }),
  },
})

/** Where a test holds a request: inside its transaction (the claim inserted, nothing committed) or after the commit. */
type Pauses = { inTransaction?: () => Promise<void>; afterCommit?: () => Promise<void> }

function testRoutes(pauses: Pauses): FastifyPluginAsync {
  return async (app) => {
    routeCall(app, calls.spend, async (request) => {
      const moved = await app.ctx.db.transaction(async (tx) => {
        await pauses.inTransaction?.()
        return moveBalance(tx, {
          userId: memberOf(request).id,
          currency: 'koin',
          amount: -request.body.amount,
          reason: 'TEST',
          activity: 'ทดสอบ',
        })
      })
      await pauses.afterCommit?.()
      const padding = request.body.answerBytes ? 'x'.repeat(request.body.answerBytes) : undefined
      return { data: { balance: moved.balanceAfter, ...(padding ? { padding } : {}) } }
    })
    routeCall(app, calls.note, async (request) => {
      const [row] = await app.ctx.db
        .insert(memberActivities)
        .values({ userId: request.body.userId, kind: 'test.note' })
        .returning({ id: memberActivities.id })
      return { data: { id: row!.id } }
    })
  }
}

/** A point a request stops at until the test opens it; `reached` tells that a request got there. */
function gate() {
  let open!: () => void
  let arrive!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  const reached = new Promise<void>((resolve) => (arrive = resolve))
  return {
    reached,
    open,
    wait: () => {
      arrive()
      return opened
    },
  }
}

let t: TestApp
const pauses: Pauses = {}
beforeAll(async () => {
  t = await createTestApp({ extend: (app) => app.register(testRoutes(pauses)) })
})
afterAll(() => t.close())
afterEach(() => {
  pauses.inTransaction = undefined
  pauses.afterCommit = undefined
})

const newKey = (name: string) => `${name}-${randomBytes(6).toString('hex')}`

function spend(
  auth: Record<string, string>,
  key: string,
  body: z.input<typeof calls.spend.body> = { amount: 1_00 },
  app: FastifyInstance = t.app,
) {
  return app.inject({
    method: 'POST',
    url: calls.spend.path,
    headers: { ...auth, 'idempotency-key': key },
    payload: body,
  })
}

function note(key: string, userId: string) {
  return t.app.inject({
    method: 'POST',
    url: calls.note.path,
    headers: { 'idempotency-key': key },
    payload: { userId },
  })
}

const errorCode = (response: { json: () => unknown }) =>
  (response.json() as { error?: { code?: string } }).error?.code

describe('Idempotency-Key on writes', () => {
  it('answers a repeat with the first answer, marked as replayed, and spends once', async () => {
    const member = await newMember(t)
    const key = newKey('replay')
    const first = await spend(member.auth, key)
    const repeat = await spend(member.auth, key)
    expect(first.statusCode).toBe(200)
    expect(repeat.statusCode).toBe(200)
    expect(repeat.json()).toEqual(first.json())
    expect(repeat.headers['idempotent-replayed']).toBe('true')
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 49_00, ledgerSum: 49_00 })
  })

  it('refuses the key reused with a different body with IDEMPOTENCY_KEY_REUSED and spends nothing more', async () => {
    const member = await newMember(t)
    const key = newKey('reused')
    expect((await spend(member.auth, key, { amount: 1_00 })).statusCode).toBe(200)
    const other = await spend(member.auth, key, { amount: 2_00 })
    expect(kindOfAnswer(other)).toBe('409 IDEMPOTENCY_KEY_REUSED')
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 49_00, ledgerSum: 49_00 })
  })

  it("makes a repeat wait on the first request's uncommitted claim, then refuses it with IDEMPOTENCY_IN_PROGRESS without running it", async () => {
    const member = await newMember(t)
    const key = newKey('waits')
    const held = gate()
    let runs = 0
    pauses.inTransaction = async () => {
      runs += 1
      if (runs === 1) await held.wait()
    }
    const first = spend(member.auth, key)
    await held.reached
    const second = spend(member.auth, key)
    // The second request found no record before its transaction, and waits in it on the first one's claim.
    await until(async () => (await lockWaits(t.pool)) >= 1)
    held.open()
    expect((await first).statusCode).toBe(200)
    expect(kindOfAnswer(await second)).toBe('409 IDEMPOTENCY_IN_PROGRESS')
    expect(runs).toBe(1)
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 49_00, ledgerSum: 49_00 })
  })

  it('spends once when one key arrives 20 times at once: the others are told it is in progress or get its answer', async () => {
    const member = await newMember(t)
    const key = newKey('burst')
    const answers = await Promise.all(Array.from({ length: 20 }, () => spend(member.auth, key)))
    expectEveryAnswer(answers, { '200': 'any', '409 IDEMPOTENCY_IN_PROGRESS': 'any' })
    const bodies = new Set(answers.filter((a) => a.statusCode === 200).map((a) => a.body))
    expect(bodies.size).toBe(1)
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 49_00, ledgerSum: 49_00 })
  })

  it('stores the refusal of a business rule that rolled the work back, and replays it', async () => {
    const member = await newMember(t, { koin: 1_00 })
    const key = newKey('refused')
    const refused = await spend(member.auth, key, { amount: 5_00 })
    expect(kindOfAnswer(refused)).toBe('409 KOIN_INSUFFICIENT')
    // Enough koins now; the repeat still gets the first answer and spends nothing.
    await t.db.transaction((tx) =>
      moveBalance(tx, {
        userId: member.id,
        currency: 'koin',
        amount: 10_00,
        reason: 'TEST',
        activity: 'เติม',
      }),
    )
    const repeat = await spend(member.auth, key, { amount: 5_00 })
    expect(kindOfAnswer(repeat)).toBe('409 KOIN_INSUFFICIENT')
    expect(repeat.headers['idempotent-replayed']).toBe('true')
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 11_00, ledgerSum: 11_00 })
  })

  it('keeps no 5xx whose work rolled back: the retry runs again and spends once', async () => {
    const member = await newMember(t)
    const key = newKey('failed')
    let failures = 1
    pauses.inTransaction = async () => {
      if (failures-- > 0) throw new Error('the database hiccupped')
    }
    expect((await spend(member.auth, key)).statusCode).toBe(500)
    const retry = await spend(member.auth, key)
    expect(retry.statusCode).toBe(200)
    expect(retry.headers['idempotent-replayed']).toBeUndefined()
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 49_00, ledgerSum: 49_00 })
    expect(takeServerErrors()).toHaveLength(1)
  })

  it('tells the retry of a 5xx that came after the work committed that it was done, and never spends twice', async () => {
    const member = await newMember(t)
    const key = newKey('late-failure')
    pauses.afterCommit = async () => {
      throw new Error('failed after the commit')
    }
    expect((await spend(member.auth, key)).statusCode).toBe(500)
    pauses.afterCommit = undefined
    const retry = await spend(member.auth, key)
    expect(kindOfAnswer(retry)).toBe('409 IDEMPOTENCY_ANSWER_LOST')
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 49_00, ledgerSum: 49_00 })
    expect(takeServerErrors()).toHaveLength(1)
  })

  it(`keeps an answer up to ${KEPT_ANSWER_BYTES / 1024} KB whole; a larger one's repeat is told the work was done`, async () => {
    const member = await newMember(t)
    const small = newKey('kept')
    const kept = await spend(member.auth, small, { amount: 1_00, answerBytes: KEPT_ANSWER_BYTES - 1024 })
    const keptRepeat = await spend(member.auth, small, {
      amount: 1_00,
      answerBytes: KEPT_ANSWER_BYTES - 1024,
    })
    expect(keptRepeat.headers['idempotent-replayed']).toBe('true')
    expect(keptRepeat.body).toBe(kept.body)

    const large = newKey('too-large')
    const body = { amount: 1_00, answerBytes: KEPT_ANSWER_BYTES + 1 }
    const first = await spend(member.auth, large, body)
    expect(first.statusCode).toBe(200)
    expect(first.body.length).toBeGreaterThan(KEPT_ANSWER_BYTES)
    const repeat = await spend(member.auth, large, body)
    expect(kindOfAnswer(repeat)).toBe('409 IDEMPOTENCY_ANSWER_LOST')
    const { rows } = await t.db.execute<{ bytes: number | null }>(
      sql`select pg_column_size(response_body) as bytes from idempotency_records where key = ${large}`,
    )
    expect(rows).toEqual([{ bytes: null }])
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 48_00, ledgerSum: 48_00 })
  })

  it('stores the answer of a write that runs no transaction, and replays it', async () => {
    const member = await newMember(t)
    const key = newKey('note')
    const first = await note(key, member.id)
    const repeat = await note(key, member.id)
    expect(first.statusCode).toBe(200)
    expect(repeat.headers['idempotent-replayed']).toBe('true')
    expect(repeat.json()).toEqual(first.json())
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from member_activities where user_id = ${member.id} and kind = 'test.note'`,
    )
    expect(rows[0]!.n).toBe(1)
  })

  it('forgets a key after 24 hours: the same key then runs as a new request', async () => {
    const member = await newMember(t)
    const key = newKey('day-old')
    expect((await spend(member.auth, key)).statusCode).toBe(200)
    t.clock.advance(RECORD_LIFETIME_MS - 60_000)
    const withinTheDay = await spend(await member.reauth(), key)
    expect(withinTheDay.headers['idempotent-replayed']).toBe('true')
    t.clock.advance(2 * 60_000)
    const nextDay = await spend(await member.reauth(), key)
    expect(nextDay.statusCode).toBe(200)
    expect(nextDay.headers['idempotent-replayed']).toBeUndefined()
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 48_00, ledgerSum: 48_00 })
  })

  it('deletes expired records a few at a time as records are written, through their created_at index', async () => {
    const member = await newMember(t)
    for (let i = 0; i < 20; i++) expect((await note(newKey('old'), member.id)).statusCode).toBe(200)
    t.clock.advance(RECORD_LIFETIME_MS + 60_000)
    const expired = async () => {
      const { rows } = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from idempotency_records
            where created_at < ${new Date(t.clock.now().getTime() - RECORD_LIFETIME_MS)}`,
      )
      return rows[0]!.n
    }
    const before = await expired()
    expect(before).toBeGreaterThanOrEqual(20)
    await note(newKey('new'), member.id)
    const after = await expired()
    expect(after).toBeLessThan(before)
    expect(after).toBeGreaterThanOrEqual(before - 16)
    for (let i = 0; i < before; i++) await note(newKey('new'), member.id)
    expect(await expired()).toBe(0)

    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`)
      const explained = await tx.execute(sql`explain ${expiredRecordsDeletion(t.clock.now())}`)
      return JSON.stringify(explained.rows)
    })
    expect(plan).toContain('idempotency_records_created_at_idx')
  })
})

/**
 * A second server process on the same database, as PostgreSQL sees it: its own connections, named so that
 * `kill` can end every one of them at once — what a killed process leaves behind.
 */
async function startProcess(routes: Pauses) {
  const url = new URL(t.pool.options.connectionString!)
  const name = `klass-${randomBytes(4).toString('hex')}`
  url.searchParams.set('application_name', name)
  const database = createDbClient(url.toString(), { max: 4, onError: () => {} })
  // A connection ended under a transaction reports it to the transaction; the client's own event is expected.
  database.pool.on('connect', (client) => client.on('error', () => {}))
  const app = await buildApp({
    config: t.config,
    db: database.db,
    jwtSecret: randomBytes(32),
    clock: t.clock,
    logger: false,
  })
  await app.register(testRoutes(routes))
  await app.ready()
  return {
    app,
    auth: async (member: { id: string; sessionId: string }) => ({
      authorization: `Bearer ${await app.ctx.tokens.signAccess({ userId: member.id, sessionId: member.sessionId })}`,
    }),
    async kill() {
      await t.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${name}`,
      )
    },
    async close() {
      await app.close().catch(() => {})
      await database.close().catch(() => {})
    },
  }
}

describe('when the server process dies', () => {
  it('rolls the claim back with the work of a process killed mid-transaction: the retry runs, never IN_PROGRESS', async () => {
    const member = await newMember(t)
    const key = newKey('killed-mid-transaction')
    const held = gate()
    const doomed = await startProcess({ inTransaction: () => held.wait() })
    try {
      const lost = spend(await doomed.auth(member), key, undefined, doomed.app)
      await held.reached
      await doomed.kill()
      held.open()
      expect((await lost).statusCode).toBe(500)

      const retry = await spend(member.auth, key)
      expect(retry.statusCode).toBe(200)
      expect(retry.headers['idempotent-replayed']).toBeUndefined()
      expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 49_00, ledgerSum: 49_00 })
    } finally {
      await doomed.close()
    }
  })

  it('tells the retry of a request whose process died between its commit and its answer that it was done', async () => {
    const member = await newMember(t)
    const key = newKey('killed-after-commit')
    const held = gate()
    const doomed = await startProcess({ afterCommit: () => held.wait() })
    try {
      void spend(await doomed.auth(member), key, undefined, doomed.app)
      await held.reached
      await doomed.kill()

      for (let i = 0; i < 3; i++) {
        const retry = await spend(member.auth, key)
        expect(kindOfAnswer(retry)).toBe('409 IDEMPOTENCY_ANSWER_LOST')
        expect(errorCode(retry)).toBe('IDEMPOTENCY_ANSWER_LOST')
      }
      expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 49_00, ledgerSum: 49_00 })
    } finally {
      await doomed.close()
    }
  })

  it('tells a retry that a slow request of a live process is in progress, until it is older than any request runs', async () => {
    const member = await newMember(t)
    const key = newKey('slow')
    const held = gate()
    pauses.afterCommit = () => held.wait()
    const slow = spend(member.auth, key)
    await held.reached
    expect(kindOfAnswer(await spend(member.auth, key))).toBe('409 IDEMPOTENCY_IN_PROGRESS')
    t.clock.advance(LONGEST_REQUEST_MS - 1_000)
    expect(kindOfAnswer(await spend(await member.reauth(), key))).toBe('409 IDEMPOTENCY_IN_PROGRESS')
    t.clock.advance(2_000)
    expect(kindOfAnswer(await spend(await member.reauth(), key))).toBe('409 IDEMPOTENCY_ANSWER_LOST')
    // The answer, when it comes at last, is kept after all.
    held.open()
    const answered = await slow
    expect(answered.statusCode).toBe(200)
    const replayed = await spend(await member.reauth(), key)
    expect(replayed.headers['idempotent-replayed']).toBe('true')
    expect(replayed.json()).toEqual(answered.json())
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 49_00, ledgerSum: 49_00 })
  })
})
