import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
// eslint-disable-next-line no-restricted-imports -- this test defines calls of its own, with schemas
import { defineCalls } from '@klass/contract/call'
import { storeCalls } from '@klass/contract/routes/store'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createFakeApi, json } from '../test/fake-api'
import { createApiClient } from './api-client'
import { createCaller, queryKeyOf } from './call'
import { saveTokens } from './session'

const item = {
  id: '7d1f7a52-9a55-4d43-9c1e-7b3f7d1f7a52',
  slug: 'bag',
  name: 'กระเป๋าผ้า',
  summary: 'กระเป๋าผ้าลาย Klass',
  type: 'physical-gift',
  typeLabel: 'ของที่ระลึก',
  image: '/uploads/bag.webp',
  price: '150.00',
  stock: 3,
  stockTotal: 10,
  sold: 7,
  limitPerMember: 2,
  needsAddress: true,
  availability: 'low-stock',
  bought: null,
  canStillBuy: null,
  createdAt: '2026-11-01T03:00:00.000Z',
  description: ['ผ้าฝ้าย'],
  conditions: ['จัดส่งภายใน 7 วัน'],
} as const

function callerOn(server: ReturnType<typeof createFakeApi>) {
  return createCaller(createApiClient({ fetch: server.fetch }))
}

/** Calls only this test defines: a public form write, a multipart upload and a write that is never resent. */
const testCalls = defineCalls('test', {
  signIn: {
    method: 'POST',
    path: '/v2/api/test/sign-in',
    access: 'public',
    summary: 'ทดสอบ',
    bodyKind: 'form',
    body: z.object({ name: z.string(), remember: z.boolean() }),
    reply: z.object({ ok: z.boolean() }),
  },
  upload: {
    method: 'POST',
    path: '/v2/api/test/upload',
    access: 'member',
    summary: 'ทดสอบ',
    bodyKind: 'multipart',
    files: ['image'],
    body: z.object({ caption: z.string() }),
    reply: z.object({ ok: z.boolean() }),
  },
  link: {
    method: 'POST',
    path: '/v2/api/test/link',
    access: 'member',
    summary: 'ทดสอบ',
    retry: false,
    reply: z.object({ ok: z.boolean() }),
  },
})

describe('call(definition, input)', () => {
  it('sends the query a read definition names and answers its reply', async () => {
    const server = createFakeApi({ 'store.detail': () => json(200, { data: item }) })
    const reply = await callerOn(server)(storeCalls.detail, { query: { id: item.id } })
    expect(reply.data.name).toBe('กระเป๋าผ้า')
    const [request] = server.calls('store.detail')
    expect(request?.method).toBe('GET')
    expect(request?.query.get('id')).toBe(item.id)
  })

  it("sends a member's token on member and personalised calls, and none on public ones", async () => {
    saveTokens({ access_token: 'member-token', token_type: 'Bearer' })
    const server = createFakeApi({
      'store.detail': () => json(200, { data: item }),
      'POST /v2/api/test/sign-in': () => json(200, { ok: true }),
    })
    const call = callerOn(server)
    await call(storeCalls.detail, { query: { id: item.id } })
    await call(testCalls.signIn, { body: { name: 'ฟ้า', remember: true } })
    expect(server.calls('store.detail')[0]?.headers.authorization).toBe('Bearer member-token')
    expect(server.calls('POST /v2/api/test/sign-in')[0]?.headers.authorization).toBeUndefined()
  })

  it('sends a JSON body, a form body or a multipart body as the definition says', async () => {
    saveTokens({ access_token: 'member-token', token_type: 'Bearer' })
    const server = createFakeApi({
      'store.buy': () => json(409, { error: { code: 'KOIN_INSUFFICIENT', message: 'koin ไม่พอ' } }),
      'POST /v2/api/test/sign-in': () => json(200, { ok: true }),
      'POST /v2/api/test/upload': () => json(200, { ok: true }),
    })
    const call = callerOn(server)
    await expect(call(storeCalls.buy, { body: { id: item.id, quantity: 2 } })).rejects.toMatchObject({
      code: 'KOIN_INSUFFICIENT',
    })
    await call(testCalls.signIn, { body: { name: 'ฟ้า', remember: false } })
    const image = new Blob(['png'], { type: 'image/png' })
    await call(testCalls.upload, { body: { caption: 'หน้าปก', image } })

    const [buy] = server.calls('store.buy')
    expect(buy?.headers['content-type']).toBe('application/json')
    expect(buy?.body).toEqual({ id: item.id, quantity: 2 })
    expect(server.calls('POST /v2/api/test/sign-in')[0]?.body).toEqual({ name: 'ฟ้า', remember: 'false' })
    const upload = server.calls('POST /v2/api/test/upload')[0]?.body as FormData
    expect(upload.get('caption')).toBe('หน้าปก')
    expect(upload.get('image')).toBeInstanceOf(Blob)
  })

  it('resends a failed write once with the same key, unless the definition says never', async () => {
    saveTokens({ access_token: 'member-token', token_type: 'Bearer' })
    const server = createFakeApi({
      'store.buy': (_request, count) =>
        count === 1 ? 'network-error' : json(409, { error: { code: 'STORE_SOLD_OUT', message: 'หมดแล้ว' } }),
      'POST /v2/api/test/link': () => 'network-error',
    })
    const call = callerOn(server)
    await expect(call(storeCalls.buy, { body: { id: item.id } })).rejects.toMatchObject({
      code: 'STORE_SOLD_OUT',
    })
    await expect(call(testCalls.link)).rejects.toMatchObject({ code: 'NETWORK_ERROR' })
    const [first, second] = server.calls('store.buy')
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key'])
    expect(server.calls('POST /v2/api/test/link')).toHaveLength(1)
  })

  it('keys a read by its group, its name and its query', () => {
    expect(queryKeyOf(storeCalls.list, { sort: 'popular', page: 2, limit: 12 })).toEqual([
      'store',
      'list',
      { sort: 'popular', page: 2, limit: 12 },
    ])
    expect(queryKeyOf(storeCalls.history)).toEqual(['store', 'history'])
  })

  it('is typed from the schemas: a wrong input or a misread reply field does not compile', async () => {
    const server = createFakeApi({ 'store.detail': () => json(200, { data: item }) })
    const call = callerOn(server)
    const reply = await call(storeCalls.detail, { query: { id: item.id } })
    const price: string = reply.data.price
    expect(price).toBe('150.00')
    // @ts-expect-error the reply has no field `cost`
    expect(reply.data.cost).toBeUndefined()
    // @ts-expect-error the query needs `id`
    const missingId = () => call(storeCalls.detail, { query: {} })
    expect(missingId).toBeTypeOf('function')
    // @ts-expect-error the buy body's quantity is a number
    const wrongBody = () => call(storeCalls.buy, { body: { id: item.id, quantity: 'two' } })
    expect(wrongBody).toBeTypeOf('function')
    // @ts-expect-error a call with a required body cannot be made without input
    const noInput = () => call(storeCalls.buy)
    expect(noInput).toBeTypeOf('function')
  })
})

describe('the web app', () => {
  it('calls the API only through call(definition): no reply type is asserted anywhere', () => {
    const root = path.resolve(import.meta.dirname, '..')
    const sources = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('test'),
    )
    expect(sources.length).toBeGreaterThan(100)
    const offenders = sources.filter((file) => {
      // The client itself, and call(), the one place that gives a reply its type (from the definition).
      if (file === path.join('lib', 'api-client.ts') || file === path.join('lib', 'call.ts')) return false
      const text = readFileSync(path.join(root, file), 'utf8')
      return /\b(api|client)\.(get|post|request)\s*[<(]/.test(text)
    })
    expect(offenders).toEqual([])
  })
})
