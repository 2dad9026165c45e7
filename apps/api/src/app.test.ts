import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, freshAddress, type TestApp } from '../test/app'
import { loadConfig } from './config'

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

  it('answers a URL it cannot decode with 400 in the error envelope and the security headers', async () => {
    for (const url of ['/v2/api/post/%E0%A4%A', '/api/%E0%A4%A', '/post/detail/%E0%A4%A']) {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(400)
      expect(response.json(), url).toEqual({ error: { code: 'BAD_REQUEST', message: expect.any(String) } })
      expect(response.json().error.message, url).toMatch(/[\u0E00-\u0E7F]/)
      expect(response.headers['x-content-type-options'], url).toBe('nosniff')
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'")
      expect(response.headers['x-request-id'], url).toBeTruthy()
    }
  })

  it('publishes the OpenAPI document generated from the contract', async () => {
    const document = await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
    expect(document.statusCode).toBe(200)
    const paths = Object.keys(document.json().paths)
    expect(paths).toEqual(
      expect.arrayContaining(['/api/login', '/v2/api/user/get', '/oauth/access_token', '/v2/api/register']),
    )
  })

  it('does not serve the API explorer in production', async () => {
    expect(t.config.apiExplorer).toBe(false)
    for (const url of ['/api/docs', '/api/docs/static/index.html']) {
      const page = await t.app.inject({ method: 'GET', url })
      expect(page.statusCode, url).toBe(404)
      expect(page.json().error.code, url).toBe('ROUTE_NOT_FOUND')
    }
  })
})

describe('the server with API_EXPLORER=1', () => {
  let explorer: TestApp
  beforeAll(async () => {
    explorer = await createTestApp({ config: { apiExplorer: loadConfig({ API_EXPLORER: '1' }).apiExplorer } })
  })
  afterAll(() => explorer.close())

  it('serves the API explorer (the reference page of the OpenAPI document)', async () => {
    const page = await explorer.app.inject({ method: 'GET', url: '/api/docs' })
    expect([200, 302]).toContain(page.statusCode)
  })
})

describe.each(['1', '172.20.0.0/16'])('the server behind one trusted proxy (TRUST_PROXY=%s)', (setting) => {
  let proxied: TestApp
  beforeAll(async () => {
    proxied = await createTestApp({ config: { trustProxy: loadConfig({ TRUST_PROXY: setting }).trustProxy } })
  })
  afterAll(() => proxied.close())

  /** A password-reset request as the proxy passes it on: the client's own header, then the address it saw. */
  const resetRequest = (client: string, forged: string) =>
    proxied.app.inject({
      method: 'POST',
      url: '/v2/api/password/forget',
      payload: { email: 'nobody@example.com' },
      remoteAddress: '172.20.0.2',
      headers: { 'x-forwarded-for': `${forged}, ${client}` },
    })

  it('rate-limits a client by the address the proxy saw, whatever it writes in X-Forwarded-For', async () => {
    const client = freshAddress()
    let answers: number[] = []
    for (let attempt = 1; attempt <= 30 && !answers.includes(429); attempt++) {
      const response = await resetRequest(client, `203.0.113.${attempt}`)
      answers = [...answers, response.statusCode]
      if (response.statusCode === 429) expect(response.json().error.code).toBe('RATE_LIMITED')
    }
    expect(answers.at(-1), `answers: ${answers.join(', ')}`).toBe(429)
    // Another client behind the same proxy is not held back by the first one's limit.
    expect((await resetRequest(freshAddress(), '203.0.113.1')).statusCode).toBe(200)
  })
})
