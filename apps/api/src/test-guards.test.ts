import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectEveryAnswer, kindOfAnswer } from '../test/answers'
import { createTestApp, type TestApp } from '../test/app'
import { takeServerErrors } from '../test/server-errors'

// The suite's own safety nets: a server error can never pass unnoticed, and a burst of answers is checked
// answer by answer.
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      app.get('/v2/api/test/broken', async () => {
        throw new Error('a bug in a handler')
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
