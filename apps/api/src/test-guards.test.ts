import { defineCalls } from '@klass/contract/call'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { expectEveryAnswer, kindOfAnswer } from '../test/answers'
import { createTestApp, type TestApp } from '../test/app'
import { takeServerErrors, takeUndeclaredErrors } from '../test/server-errors'
import { DomainError } from './lib/domain-error'
import { routeCall } from './plugins/calls'

const testCalls = defineCalls('test', {
  broken: { method: 'GET', path: '/v2/api/test/broken', access: 'public', summary: 'ทดสอบ', reply: z.null() },
  undeclared: {
    method: 'GET',
    path: '/v2/api/test/undeclared',
    access: 'public',
    summary: 'ทดสอบ',
    reply: z.null(),
  },
})

// The suite's own safety nets: a server error can never pass unnoticed, and a burst of answers is checked
// answer by answer.
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      routeCall(app, testCalls.broken, async () => {
        throw new Error('a bug in a handler')
      })
      routeCall(app, testCalls.undeclared, async () => {
        throw new DomainError('STORE_SOLD_OUT')
      })
    },
  })
})
afterAll(() => t.close())

describe('the test guards', () => {
  it('keeps every 5xx the app answers for the check after the test, with the error behind it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v2/api/test/broken' })
    expect(response.statusCode).toBe(500)
    const errors = takeServerErrors()
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain('GET /v2/api/test/broken → 500')
    expect(errors[0]).toContain('a bug in a handler')
  })

  it("keeps every refusal whose code the call's definition does not declare", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v2/api/test/undeclared' })
    expect(response.statusCode).toBe(409)
    expect(takeUndeclaredErrors()).toEqual([
      'GET /v2/api/test/undeclared → 409 STORE_SOLD_OUT, not declared by test.undeclared',
    ])
    const declared = await t.app.inject({
      method: 'GET',
      url: '/v2/api/test/undeclared',
      headers: { authorization: 'Bearer not-a-token' },
    })
    expect(declared.statusCode).toBe(401)
    expect(takeUndeclaredErrors()).toEqual([])
  })

  it('names each answer by its status and error code', async () => {
    const [ok, missing, broken] = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/health' }),
      t.app.inject({ method: 'GET', url: '/v2/api/no-such-call' }),
      t.app.inject({ method: 'GET', url: '/v2/api/test/broken' }),
    ])
    takeServerErrors()
    expect([ok, missing, broken].map((response) => kindOfAnswer(response!))).toEqual([
      '200',
      '404 ROUTE_NOT_FOUND',
      '500 INTERNAL_ERROR',
    ])
  })

  it('fails a burst with an answer of a kind nobody expected, or a wrong count', async () => {
    const responses = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/health' }),
      t.app.inject({ method: 'GET', url: '/v2/api/test/broken' }),
    ])
    takeServerErrors()
    expect(() => expectEveryAnswer(responses, { '200': 1 })).toThrow(/nobody expected/)
    expect(() => expectEveryAnswer(responses, { '200': 2, '500 INTERNAL_ERROR': 'any' })).toThrow()
    expect(expectEveryAnswer(responses, { '200': 1, '500 INTERNAL_ERROR': 'any' })).toEqual({
      '200': 1,
      '500 INTERNAL_ERROR': 1,
    })
  })
})
