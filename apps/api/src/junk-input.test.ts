import { bankPaths } from '@klass/contract/bank'
import { randomUUID } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authPaths } from '@klass/contract/auth'
import { postPaths } from '@klass/contract/posts'
import { quizPaths } from '@klass/contract/quiz'
import { roboPaths } from '@klass/contract/robo'
import { openApiPath } from '@klass/contract/call'
import { userPaths } from '@klass/contract/user'
import { createTestApp, freshAddress, type TestApp } from '../test/app'
import { balanceAndLedger, everyLedgerAgrees, newMember } from '../test/economy'
import { staffMember } from '../test/staff'
import { callFor } from '@klass/contract/calls'
import { multipart } from '../test/images'

/**
 * ARCHITECTURE "API contract": bad input never produces a 500. Every call of the contract — found by reading
 * each `*Paths` object the contract files export, so a call added later is swept too — gets the same junk,
 * as a member and as a visitor, and must answer a 4xx in the error envelope (or, where the junk happens to
 * be harmless, a success) and write nothing.
 */

const contractDir = fileURLToPath(new URL('../../../packages/contract/src/', import.meta.url))
/** The product's features that have calls (STYLE.md); bank, robo and line have none in the contract yet. */
const featuresWithCalls = [
  'robo',
  'auth',
  'user',
  'home',
  'posts',
  'superhero',
  'video',
  'quiz',
  'games',
  'events',
  'superquest',
  'store',
  'policy',
]
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
type Method = (typeof METHODS)[number]

type Call = { file: string; name: string; path: string }

/** Every call of every `*Paths` object exported by a contract file. */
async function contractCalls(): Promise<{ calls: Call[]; filesDeclaringPaths: string[] }> {
  const files = (await readdir(contractDir)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  const calls: Call[] = []
  const filesDeclaringPaths: string[] = []
  for (const file of files) {
    const source = await readFile(path.join(contractDir, file), 'utf8')
    if (/export const \w+Paths\b/.test(source)) filesDeclaringPaths.push(file)
    const exports = (await import(pathToFileURL(path.join(contractDir, file)).href)) as Record<
      string,
      unknown
    >
    for (const [exportName, value] of Object.entries(exports)) {
      if (!exportName.endsWith('Paths') || typeof value !== 'object' || value === null) continue
      for (const [name, url] of Object.entries(value)) {
        if (typeof url === 'string') calls.push({ file, name: `${exportName}.${name}`, path: url })
      }
    }
  }
  return { calls, filesDeclaringPaths }
}

// --- What each call takes, read from the OpenAPI document the routes generate -----------------------

type JsonSchema = {
  type?: string | string[]
  format?: string
  pattern?: string
  maxLength?: number
  enum?: unknown[]
  const?: unknown
  minimum?: number
  nullable?: boolean
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
}
type Operation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[]
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
}

/** A value the schema would accept, so that one junk field at a time is what the call must refuse. */
function plausible(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'ทดสอบ'
  if (schema.const !== undefined) return schema.const
  if (schema.enum?.length) return schema.enum[0]
  const variant = (schema.anyOf ?? schema.oneOf)?.find((s) => s.type !== 'null')
  if (variant) return plausible(variant)
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type
  if (type === 'integer' || type === 'number') return Math.max(schema.minimum ?? 1, 1)
  if (type === 'boolean') return true
  if (type === 'array') return [plausible(schema.items)]
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, plausible(s)]))
  }
  if (schema.format === 'uuid') return randomUUID()
  if (schema.format === 'email') return 'junk@example.com'
  return 'ทดสอบ'
}

function allowsNull(schema: JsonSchema | undefined): boolean {
  if (!schema || schema.nullable) return true
  if (schema.type === 'null' || (Array.isArray(schema.type) && schema.type.includes('null'))) return true
  return (schema.anyOf ?? schema.oneOf ?? []).some(allowsNull)
}

/**
 * The calls that read a multipart body themselves: the OpenAPI document cannot describe them (they have no
 * body schema), so they are named here; the first test keeps this list in step with the routes.
 */
const multipartCalls = new Set<string>([
  authPaths.register,
  userPaths.updateImage,
  postPaths.uploadImage,
  roboPaths.openMutualFund,
])

/** What one call takes, from its OpenAPI operation (the routes' own zod schemas). */
function inputOf(url: string, operation: Operation | undefined) {
  const queryParams = (operation?.parameters ?? []).filter((p) => p.in === 'query')
  const content = operation?.requestBody?.content ?? {}
  const bodySchema = content['application/json']?.schema
  const body = plausible(bodySchema ?? { type: 'object' }) as Record<string, unknown>
  const takesFiles = 'multipart/form-data' in content || multipartCalls.has(url)
  const required = [
    ...queryParams.filter((p) => p.required).map((p) => p.name),
    ...(bodySchema?.required ?? []),
  ]
  return {
    query: Object.fromEntries(queryParams.map((p) => [p.name, String(plausible(p.schema))])),
    body: typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {},
    bodyFields: bodySchema?.properties ?? {},
    hasBody: bodySchema !== undefined || takesFiles,
    requiredBody: bodySchema?.required ?? [],
    /** Whether leaving things out or sending the wrong shape must be refused (the call needs something). */
    needsInput: required.length > 0 || takesFiles,
    takesFiles,
  }
}

// --- The junk, built once ---------------------------------------------------------------------------

const HUGE = 'x'.repeat(100 * 1024)
const DEEP_JSON = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`
/**
 * Values JavaScript cannot hold, written into the JSON as text: 5,000 nested objects (JSON.stringify
 * would overflow the stack) and an integer past 2^53.
 */
const rawJson = { '\u0001deep\u0001': DEEP_JSON, '\u0001unsafe\u0001': '9007199254740993' }
const [DEEP, UNSAFE] = Object.keys(rawJson) as [string, string]

/** Junk values for one JSON field. */
const junkValues: Record<string, unknown> = {
  'missing (null)': null,
  'an empty string': '',
  'an object': { not: 'this' },
  'an array': [1, 2],
  'a boolean': true,
  'a 100 KB string': HUGE,
  'a huge number': 1e308,
  'an unsafe integer': UNSAFE,
  'a negative number': -1,
  'a fractional number': 1.5,
  'NaN as text': 'NaN',
  'Infinity as text': 'Infinity',
  'a number as text': '42',
  'a NUL byte': 'a\u0000b',
  'only a NUL byte': '\u0000',
  '5,000 nested objects': DEEP,
}
/** The junk that is junk only where a number is expected. */
const textLikeNumbers = new Set(['NaN as text', 'Infinity as text', 'a number as text'])

/** A field of words: a string with no format, pattern or list of choices, long enough for a sentence. */
function isFreeText(schema: JsonSchema | undefined): boolean {
  const variant = schema?.anyOf?.find((s) => s.type !== 'null') ?? schema
  return (
    variant?.type === 'string' &&
    !variant.format &&
    !variant.pattern &&
    !variant.enum &&
    (variant.maxLength ?? Infinity) >= 100
  )
}

/** Junk values for one query field (already URL-encoded). */
const junkQueryValues: Record<string, string> = {
  empty: '',
  'a 100 KB string': HUGE,
  'a huge number': '1e308',
  'too many digits': '99999999999999999999999',
  'a negative number': '-1',
  'a fractional number': '1.5',
  NaN: 'NaN',
  Infinity: 'Infinity',
  'a NUL byte': '%00',
  'a NUL byte inside': 'a%00b',
  'a broken escape': '%E0%A4%A',
  'an object-like key': '[object]',
}

type Junk = { label: string; request: Omit<InjectOptions, 'method' | 'url'> & { query?: string } }

const json = (payload: unknown): Junk['request'] => ({
  payload: Object.entries(rawJson).reduce(
    (text, [marker, raw]) => text.replaceAll(JSON.stringify(marker), raw),
    JSON.stringify(payload),
  ),
  headers: { 'content-type': 'application/json' },
})

function queryString(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&')
}

/**
 * Every junk request for one call and method. Each is refused by a call that validates its input: one
 * field at a time is junk (the others plausible), or the body as a whole is unreadable, or — for a call
 * that needs some input — the input is missing or of the wrong shape. A call that needs nothing (start a
 * game) only gets junk that cannot be parsed, since anything else is a real call.
 */
function junkFor(method: Method, input: ReturnType<typeof inputOf>): Junk[] {
  const cases: Junk[] = []
  const queryNames = Object.keys(input.query)
  // A GET ignores what it does not know, harmlessly; it must not fail on it either.
  const probedQueryNames = queryNames.length || method !== 'GET' ? queryNames : ['id', 'page']
  for (const name of probedQueryNames) {
    const others = queryString(Object.fromEntries(Object.entries(input.query).filter(([k]) => k !== name)))
    for (const [label, value] of Object.entries(junkQueryValues)) {
      const query = [others, `${encodeURIComponent(name)}=${value}`].filter(Boolean).join('&')
      cases.push({ label: `query ${name} = ${label}`, request: { query } })
    }
  }
  if (probedQueryNames.length) {
    cases.push({
      label: 'duplicated query keys',
      request: { query: probedQueryNames.map((n) => `${n}=1&${n}=2`).join('&') },
    })
  }
  if (method === 'GET' || input.needsInput) {
    const names = probedQueryNames.length ? probedQueryNames : ['id']
    cases.push(
      { label: 'bracketed query keys', request: { query: names.map((n) => `${n}[]=1&${n}[a]=2`).join('&') } },
      { label: 'prototype query keys', request: { query: '__proto__=1&constructor=x&__proto__[a]=1' } },
    )
  }
  if (method === 'GET') return cases

  const { body } = input
  const jsonType = { 'content-type': 'application/json' }
  for (const [name, schema] of Object.entries(input.bodyFields)) {
    for (const [label, value] of Object.entries(junkValues)) {
      if (value === null && allowsNull(schema)) continue
      // A yes/no field takes a boolean: sending one is a real answer, not junk.
      if (typeof value === 'boolean' && schema?.type === 'boolean') continue
      // Free text (a report's detail, say) takes any words: "NaN" or "42" typed there is a real answer.
      if (textLikeNumbers.has(label) && isFreeText(schema)) continue
      cases.push({ label: `body ${name} = ${label}`, request: json({ ...body, [name]: value }) })
    }
    if (input.requiredBody.includes(name)) {
      const { [name]: _left, ...rest } = body
      cases.push({ label: `body without ${name}`, request: json(rest) })
    }
  }
  // Unreadable whatever the call takes.
  cases.push(
    { label: 'malformed JSON', request: { payload: '{"id": ', headers: jsonType } },
    { label: 'truncated JSON', request: { payload: JSON.stringify(body).slice(0, -1), headers: jsonType } },
    {
      label: 'JSON labelled as XML',
      request: { payload: JSON.stringify(body), headers: { 'content-type': 'application/xml' } },
    },
    { label: 'a 2 MB JSON body', request: json({ ...body, padding: 'x'.repeat(2 * 1024 * 1024) }) },
  )
  // Fastify reads text/plain as a string: harmless to a call that takes no body.
  if (input.hasBody) {
    cases.push({
      label: 'JSON labelled as text',
      request: { payload: JSON.stringify(body), headers: { 'content-type': 'text/plain' } },
    })
  }
  if (!input.needsInput) return cases

  const text = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]))
  const textNames = Object.keys(text).length ? Object.keys(text) : ['id']
  const file = { contentType: 'image/png', filename: 'x.png', content: Buffer.from('not an image') }
  const withFile = multipart(text, { field: 'image', ...file })
  cases.push(
    { label: 'no body', request: {} },
    { label: 'an empty object', request: json({}) },
    { label: 'an array instead of an object', request: json([body]) },
    { label: 'a string instead of an object', request: json('text') },
    { label: 'JSON null', request: json(null) },
    { label: 'a 5,000-level nested body', request: { payload: DEEP_JSON, headers: jsonType } },
    {
      label: 'a form with NUL bytes',
      request: {
        payload: textNames.map((n) => `${n}=%00&${n}=a%00b`).join('&'),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    },
    {
      label: 'multipart with a bad boundary',
      request: {
        payload: withFile.payload,
        headers: { 'content-type': 'multipart/form-data; boundary=nope' },
      },
    },
    {
      label: 'multipart without a boundary',
      request: { payload: withFile.payload, headers: { 'content-type': 'multipart/form-data' } },
    },
    {
      label: 'truncated multipart',
      request: {
        payload: withFile.payload.subarray(0, withFile.payload.length - 30),
        headers: withFile.headers,
      },
    },
    ...textNames.map((name) => ({
      label: `multipart with a file where text ${name} is expected`,
      request: multipart(Object.fromEntries(Object.entries(text).filter(([k]) => k !== name)), {
        field: name,
        ...file,
      }),
    })),
    {
      label: 'multipart with NUL bytes in text',
      request: multipart(Object.fromEntries(textNames.map((n) => [n, 'a\u0000b']))),
    },
  )
  if (input.takesFiles) {
    cases.push({
      label: 'an oversized multipart file',
      request: multipart(text, { field: 'image', ...file, content: Buffer.alloc(6 * 1024 * 1024, 1) }),
    })
  }
  return cases
}

// --- The database before and after --------------------------------------------------------------------

/**
 * Tables a refused call may still write, and why; every row of every other table must be as before.
 * rate_limits: the limiters count attempts, refused ones too, by design — a login with a wrong password
 * (SPEC 9 lockout), a share of a post that does not exist, an upload of a file that is not an image.
 */
const MAY_CHANGE = new Set(['rate_limits'])

async function snapshot(t: TestApp): Promise<Record<string, string>> {
  const tables = await t.pool.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )
  const result: Record<string, string> = {}
  for (const { name } of tables.rows) {
    if (MAY_CHANGE.has(name)) continue
    const { rows } = await t.pool.query<{ n: number; h: string }>(
      `select count(*)::int as n, md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as h
       from "${name}" x`,
    )
    result[name] = `${rows[0]!.n} rows, ${rows[0]!.h}`
  }
  return result
}

// --- The sweep ----------------------------------------------------------------------------------------

function answerProblem(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `${response.statusCode}`
  if (response.statusCode < 400) return null
  let error: { code?: unknown; message?: unknown } | undefined
  try {
    error = (response.json() as { error?: typeof error }).error
  } catch {
    return `${response.statusCode} not JSON: ${response.body.slice(0, 80)}`
  }
  if (typeof error?.code !== 'string' || !/^[A-Z][A-Z0-9_]*$/.test(error.code)) {
    return `${response.statusCode} without an UPPER_SNAKE code: ${response.body.slice(0, 80)}`
  }
  if (typeof error.message !== 'string' || !/[\u0E00-\u0E7F]/.test(error.message)) {
    return `${response.statusCode} ${error.code} without a Thai message`
  }
  if (
    response.headers['x-content-type-options'] !== 'nosniff' ||
    !response.headers['content-security-policy']
  ) {
    return `${response.statusCode} ${error.code} without the security headers`
  }
  return null
}

async function inParallel<T>(items: T[], limit: number, run: (item: T) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await run(items[next++]!)
    }),
  )
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ demo: true })
})
afterAll(async () => {
  await t.close()
})

describe('junk input to every call of the contract', () => {
  it('finds the calls of every contract file that declares paths', async () => {
    const { calls, filesDeclaringPaths } = await contractCalls()
    expect(calls.length).toBeGreaterThan(80)
    const filesWithCalls = new Set(calls.map((c) => c.file))
    expect([...filesWithCalls].sort()).toEqual([...filesDeclaringPaths].sort())
    expect([...filesWithCalls]).toEqual(expect.arrayContaining(featuresWithCalls.map((f) => `${f}.ts`)))
    for (const multipartCall of ['authPaths.register', 'userPaths.updateImage', 'postPaths.uploadImage']) {
      expect(calls.map((c) => c.name)).toContain(multipartCall)
    }
  })

  it('knows which calls read multipart: each refuses a text file as an image', async () => {
    const member = await newMember(t)
    for (const url of multipartCalls) {
      const upload = multipart(
        { email: 'junk@example.com' },
        { field: 'image', filename: 'x.png', contentType: 'image/png', content: Buffer.from('not an image') },
      )
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...upload.headers, ...member.auth },
        payload: upload.payload,
        remoteAddress: freshAddress(),
      })
      expect(response.statusCode, url).toBe(400)
      expect(['IMAGE_INVALID', 'VALIDATION_FAILED'], url).toContain(response.json().error.code)
    }
  })

  it(
    'answers a 4xx in the error envelope, never a 5xx, and writes nothing',
    { timeout: 120_000 },
    async () => {
      const { calls } = await contractCalls()
      const member = await newMember(t, { koin: 500_00, skill: 50, exp: 100 })
      const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> }

      const requests: { what: string; options: InjectOptions }[] = []
      for (const call of new Map(calls.map((c) => [c.path, c])).values()) {
        const routed = METHODS.filter((method) => t.app.hasRoute({ method, url: call.path }))
        // A contract path without a route yet must still answer a 404 envelope, not a 5xx.
        const methods: Method[] = routed.length ? routed : ['GET', 'POST']
        const wrong = METHODS.find((m) => !routed.includes(m))
        for (const method of methods) {
          const input = inputOf(call.path, document.paths[openApiPath(call.path)]?.[method.toLowerCase()])
          for (const { label, request } of junkFor(method, input)) {
            const { query, headers, ...rest } = request
            // Logout takes no input: any body is a real logout, which would end the member's own session.
            const who = call.path === authPaths.logout ? ['visitor'] : ['member', 'visitor']
            for (const identity of who) {
              requests.push({
                what: `${identity} ${method} ${call.path} — ${label}`,
                options: {
                  method,
                  url: query ? `${call.path}?${query}` : call.path,
                  headers: { ...headers, ...(identity === 'member' ? member.auth : {}) },
                  remoteAddress: freshAddress(),
                  ...rest,
                },
              })
            }
          }
        }
        // A path Fastify cannot decode is refused before routing, yet in the same envelope and headers.
        requests.push({
          what: `visitor GET ${call.path} — a path with a broken escape`,
          options: { method: 'GET', url: `${call.path}%E0%A4%A` },
        })
        if (routed.length && wrong) {
          requests.push({
            what: `member ${wrong} ${call.path} — a method it does not have`,
            options: { method: wrong, url: call.path, headers: member.auth, payload: '{}' },
          })
        }
      }

      // The member has visited the practice bank once, so a read of it finds the account already open (the first
      // visit opens it: a write by design).
      expect(
        (await t.app.inject({ method: 'GET', url: bankPaths.accounts, headers: member.auth })).statusCode,
      ).toBe(200)
      // Likewise the day's daily quiz: its first read stores the day's questions for everyone (decision 035).
      expect(
        (await t.app.inject({ method: 'GET', url: quizPaths.daily, headers: member.auth })).statusCode,
      ).toBe(200)
      // And the month's quiz: opening it hands the member its questions, kept in an attempt until answered.
      expect(
        (await t.app.inject({ method: 'GET', url: quizPaths.monthly, headers: member.auth })).statusCode,
      ).toBe(200)
      const before = await snapshot(t)
      const balancesBefore = await Promise.all(
        (['koin', 'skill', 'exp'] as const).map((c) => balanceAndLedger(t, member.id, c)),
      )
      const problems: string[] = []
      let refused = 0
      const accepted: string[] = []
      await inParallel(requests, 8, async ({ what, options }) => {
        const response = await t.app.inject(options)
        if (response.statusCode >= 400) refused += 1
        const problem = answerProblem(response)
        if (problem) problems.push(`${what}: ${problem}`)
        if (options.method !== 'GET' && response.statusCode < 400)
          accepted.push(`${what}: ${response.statusCode}`)
      })

      expect(problems, 'answers to junk that are a 5xx or lack the error envelope').toEqual([])
      expect(accepted, 'writes that accepted junk').toEqual([])
      expect(refused / requests.length).toBeGreaterThan(0.8)
      expect(await snapshot(t)).toEqual(before)
      expect(
        await Promise.all((['koin', 'skill', 'exp'] as const).map((c) => balanceAndLedger(t, member.id, c))),
      ).toEqual(balancesBefore)
      expect(balancesBefore[0]).toEqual({ balance: 500_00, ledgerSum: 500_00 })
      expect(await everyLedgerAgrees(t)).toBe(true)
    },
  )

  it('refuses a NUL byte in text that is otherwise valid with 400, in JSON and in multipart, and writes nothing', async () => {
    const { calls } = await contractCalls()
    const member = await newMember(t)
    // A back-office call refuses a member before reading the body: an admin who passed the code sends those.
    const admin = await staffMember(t, ['admin'])
    const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> }
    const requests: { what: string; field: string; options: InjectOptions }[] = []
    // A body whose fields are all optional is valid with any one of them alone: only the NUL is wrong in it.
    for (const call of new Map(calls.map((c) => [c.path, c])).values()) {
      for (const method of METHODS.filter(
        (m) => m !== 'GET' && t.app.hasRoute({ method: m, url: call.path }),
      )) {
        const operation = document.paths[openApiPath(call.path)]?.[method.toLowerCase()]
        const input = inputOf(call.path, operation)
        if (input.requiredBody.length > 0) continue
        // Path parameters take values their schema accepts, so that the NUL is the one thing wrong.
        const url = call.path.replace(/:(\w+)/g, (_whole, name: string) =>
          encodeURIComponent(
            String(plausible(operation?.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema)),
          ),
        )
        for (const name of Object.keys(input.bodyFields)) {
          const staff = callFor(method, call.path)?.access === 'staff'
          requests.push({
            what: `${staff ? 'admin' : 'member'} ${method} ${call.path} — only ${name}, holding a NUL`,
            field: `body.${name}`,
            options: {
              method,
              url,
              headers: (staff ? admin : member).auth,
              payload: { [name]: 'ออม\u0000เงิน' },
            },
          })
        }
      }
    }
    expect(requests.map((r) => r.what)).toContain(
      `member POST ${userPaths.update} — only display_name, holding a NUL`,
    )
    // Registration reads a multipart form: a complete, valid one with a NUL in one text field.
    for (const name of ['display_name', 'first_name', 'last_name', 'password']) {
      const form = multipart({
        email: `nul.${randomUUID()}@example.com`,
        password: 'Saving-Is-Fun-2026',
        display_name: 'น้องออมเงิน',
        accept_terms: 'true',
        birth_date: '2008-05-14',
        [name]: 'ออม\u0000เงิน',
      })
      requests.push({
        what: `visitor POST ${authPaths.register} — multipart with a NUL in ${name}`,
        field: name,
        options: { method: 'POST', url: authPaths.register, ...form },
      })
    }

    const before = await snapshot(t)
    const problems: string[] = []
    for (const { what, field, options } of requests) {
      const response = await t.app.inject({ remoteAddress: freshAddress(), ...options })
      const problem = answerProblem(response)
      if (problem || response.statusCode !== 400) problems.push(`${what}: ${problem ?? response.statusCode}`)
      else if (response.json().error.code === 'VALIDATION_FAILED') {
        const fields = response.json().error.details.fields.map((f: { field: string }) => f.field)
        if (!fields.includes(field)) problems.push(`${what}: names ${fields.join(', ')}, not ${field}`)
      }
    }
    expect(problems, 'NUL bytes not refused with 400 in the envelope').toEqual([])
    expect(await snapshot(t)).toEqual(before)
  })
})
