import { bankCalls } from '@klass/contract/bank'
import { serializerCompiler } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app'
import { bangkok, expectBooksBalanced } from '../../../test/books'
import { newMember } from '../../../test/economy'
import { createAnswerText } from './answer-text'
import { createBankService } from './bank.service'

// Issue 18: the accounts page is served again from what an earlier read worked out, written once as JSON. These
// check that the answer stays, byte for byte, what working the books out afresh and serialising them through
// the route's own serialiser gives, at every moment a figure in it can change.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ start: bangkok('2026-01-05T10:00') })
})
afterAll(async () => {
  await expectBooksBalanced(t)
  await t.close()
})

const serialise = serializerCompiler({
  schema: bankCalls.accounts.reply,
  method: 'GET',
  url: bankCalls.accounts.path,
})

type Member = Awaited<ReturnType<typeof newMember>>

async function send(m: Member, call: string, payload: object) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/v2/api/bank/${call}`,
    headers: await m.reauth(),
    payload,
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().data
}

/** The accounts call's answer now, and how many statements the database was sent for it. */
async function read(m: Member, page = 1, limit = 20) {
  const headers = await m.reauth()
  let statements = 0
  const count = () => (statements += 1)
  t.pool.on('acquire', count)
  const response = await t.app.inject({
    method: 'GET',
    url: `/v2/api/bank/accounts?page=${page}&limit=${limit}`,
    headers,
  })
  t.pool.off('acquire', count)
  expect(response.statusCode, response.body).toBe(200)
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
  return { body: response.body, statements }
}

/** The answer as it was before issue 18: the books worked out afresh now, through the route's serialiser. */
async function afresh(m: Member, page = 1, limit = 20): Promise<string> {
  const bank = createBankService({ db: t.db, clock: t.clock })
  const { view } = await bank.valueAccounts(m.id, page, limit, t.clock.now())
  return serialise({ data: view })
}

describe('the accounts answer served again', () => {
  it('is what the books worked out afresh give, at every moment a figure can change', async () => {
    const m = await newMember(t)
    // Savings, three deposits (one renewing), a Thaweesup and four funds bought before the 15:30 cut-off.
    await send(m, 'openFixed', { amount: '1000', term: 3, atMaturity: 'payout' })
    await send(m, 'openFixed', { amount: '1000', term: 12, atMaturity: 'renew' })
    await send(m, 'openFixed', { amount: '1000', term: 36, atMaturity: 'payout' })
    await send(m, 'openThaweesup', { instalment: '500' })
    for (const code of ['KP-GOVMM', 'KP-FIXINC', 'KP-SET50', 'KP-GOLD']) {
      await send(m, 'buyFund', { code, amount: '1000' })
    }
    // Bangkok wall-clock times. Each pair across 18:00 or midnight is less than a minute apart, so only the
    // change of NAV or of day, not the minute a worked-out page is kept, tells the second to work it out anew.
    const moments = [
      '2026-01-05T10:00:00', // the buys wait for their NAV
      '2026-01-05T18:00:00', // they settle
      '2026-01-06T17:59:20', // Monday's NAV is still the latest…
      '2026-01-06T18:00:10', // …until Tuesday's is published, with nothing else due
      '2026-01-06T23:59:20', // savings interest accrues to today…
      '2026-01-07T00:00:10', // …and a day more at midnight
      '2026-01-07T10:00:00', // a sell order waits (placed below)
      '2026-01-10T12:00:00', // a Saturday
      '2026-02-05T09:00:00', // the second Thaweesup instalment
      '2026-04-05T09:00:00', // the 3-month deposit matures
      '2026-07-01T09:00:00', // the half-year's savings interest is credited
    ]
    for (const moment of moments) {
      t.clock.set(new Date(`${moment}+07:00`))
      if (moment === '2026-01-07T10:00:00') await send(m, 'sellFund', { code: 'KP-GOLD', units: '1.0000' })
      const first = await read(m)
      expect(first.body, moment).toBe(await afresh(m))
      // Half a minute on (still before the next pair's moment), the same books on the same day and NAV: served
      // again, asking the database only for the books' version (the server remembers the live session).
      t.clock.advance(30_000)
      const again = await read(m)
      expect(again.statements, moment).toBe(1)
      expect(again.body, moment).toBe(await afresh(m))
      const otherPage = await read(m, 2, 5)
      expect(otherPage.body, moment).toBe(await afresh(m, 2, 5))
    }
  })

  it('shows a change made since at once', async () => {
    const m = await newMember(t)
    const before = await read(m)
    await send(m, 'openFixed', { amount: '2000', term: 6, atMaturity: 'payout' })
    const after = await read(m)
    expect(after.body).not.toBe(before.body)
    expect(after.body).toBe(await afresh(m))
    expect(JSON.parse(after.body).data.fixed).toHaveLength(1)
  })
})

describe('an answer written once as JSON', () => {
  const text = createAnswerText(bankCalls.accounts.reply)

  it('puts each read’s own asOf in', async () => {
    const m = await newMember(t)
    const bank = createBankService({ db: t.db, clock: t.clock })
    await bank.accounts(m.id, 1, 20)
    const { view } = await bank.valueAccounts(m.id, 1, 20, t.clock.now())
    const later = new Date(t.clock.now().getTime() + 1000).toISOString()
    expect(text(view, view.asOf)).toBe(serialise({ data: view }))
    expect(text(view, later)).toBe(serialise({ data: { ...view, asOf: later } }))
  })

  it('answers nothing for a view the contract refuses, so the route’s serialiser reports it', () => {
    expect(text({ asOf: '2026-01-05T03:00:00.000Z' }, '2026-01-05T03:00:01.000Z')).toBeNull()
  })
})
