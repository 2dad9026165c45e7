import { Validator } from '@seriousme/openapi-schema-validator'
import { openApiPath } from '@klass/contract/call'
import { allCalls } from '@klass/contract/calls'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

type Operation = { operationId?: string; responses: Record<string, unknown> }
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> }

async function openApiDocument(): Promise<OpenApiDocument> {
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
  expect(response.statusCode).toBe(200)
  return response.json<OpenApiDocument>()
}

describe('the API contract', () => {
  it('is served by exactly the routes the contract defines, each once', () => {
    const routed = t.app.routedCalls.map((call) => `${call.method} ${call.path}`)
    const defined = allCalls.map((call) => `${call.method} ${call.path}`)
    expect(new Set(routed).size).toBe(routed.length)
    expect([...routed].sort()).toEqual([...defined].sort())
  })

  it('names every call once, and never gives two calls the same method and path', () => {
    const names = allCalls.map((call) => call.name)
    expect(new Set(names).size).toBe(names.length)
    const routes = allCalls.map((call) => `${call.method} ${call.path}`)
    expect(new Set(routes).size).toBe(routes.length)
  })

  it('refuses to start with an API route that has no definition', async () => {
    await expect(
      createTestApp({
        extend: (app) => {
          app.get('/v2/api/unlisted', async () => ({ data: null }))
        },
      }),
    ).rejects.toThrow('GET /v2/api/unlisted has no contract definition')
  })

  it('publishes an OpenAPI 3 document that validates, one operation per call', async () => {
    const document = await openApiDocument()
    expect(document.openapi).toMatch(/^3\./)
    const result = await new Validator().validate(document as unknown as Parameters<Validator['validate']>[0])
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    const operations = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((operation) => operation.operationId),
    )
    expect(operations.sort()).toEqual(allCalls.map((call) => call.name).sort())
  })

  it('lists, on every operation, its refusals with the error envelope and the codes each status carries', async () => {
    const document = await openApiDocument()
    for (const call of allCalls) {
      const operation = document.paths[openApiPath(call.path)]?.[call.method.toLowerCase()]
      expect(operation, call.name).toBeDefined()
      const refusals = Object.keys(operation!.responses).filter((status) => /^4\d\d$/.test(status))
      expect(refusals.length, `${call.name} lists no 4xx`).toBeGreaterThan(0)
      for (const status of refusals) {
        const response = operation!.responses[status] as {
          description: string
          content: Record<string, { schema: { properties?: Record<string, unknown> } }>
        }
        expect(response.description, `${call.name} ${status}`).toMatch(/^error\.code: [A-Z_]+(, [A-Z_]+)*$/)
        expect(
          response.content['application/json']?.schema.properties,
          `${call.name} ${status}`,
        ).toHaveProperty('error')
      }
    }
  })
})
