import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('the server', () => {
  it('answers the health check with 200 while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ data: { status: 'ok', database: 'up' } })
  })

  it('answers unknown calls under /api, /v2/api and /oauth with 404 in the error envelope', async () => {
    for (const url of [
      '/api/nothing-here',
      '/v2/api/nothing/here',
      '/oauth/nothing',
      '/v2/api/user/get/extra',
    ]) {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(404)
      expect(response.json(), url).toEqual({
        error: { code: 'ROUTE_NOT_FOUND', message: expect.any(String) },
      })
    }
  })

  it('sets the security headers on every answer', async () => {
    for (const url of ['/api/health', '/api/nothing']) {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(response.headers['content-security-policy']).toContain("default-src 'self'")
      expect(response.headers['x-request-id']).toBeTruthy()
    }
  })

  it('answers malformed JSON with 400 BAD_REQUEST, never a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('BAD_REQUEST')
  })

  it('refuses a body over the size limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
    })
    expect(response.statusCode).toBe(413)
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('refuses an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    })
    expect(response.statusCode).toBe(415)
    expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE')
  })

  it('publishes the OpenAPI document generated from the contract, and its reference page', async () => {
    const document = await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
    expect(document.statusCode).toBe(200)
    const paths = Object.keys(document.json().paths)
    expect(paths).toEqual(
      expect.arrayContaining(['/api/login', '/v2/api/user/get', '/oauth/access_token', '/v2/api/register']),
    )
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' })
    expect([200, 302]).toContain(page.statusCode)
  })
})
