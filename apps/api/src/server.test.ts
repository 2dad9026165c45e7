import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { policyVersions } from '@klass/contract/policy'
import { createDbClient } from '@klass/db/client'
import { findFreePort } from '@klass/db/embedded'
import { DEMO_PASSWORD } from '@klass/db/demo/members'
import { sessions, users } from '@klass/db/schema/core'
import { storeItems } from '@klass/db/schema/store'
import { moveBalance } from './ledger/ledger'
import { systemClock } from './lib/clock'
import { createTokenSigner } from './modules/auth/tokens'

// The server as `npm start` runs it (decision 021): built ahead of time by apps/api/scripts/build-server.mjs,
// here into a folder of this run's own under apps/api/dist (where its packages resolve), and run with the
// Node arguments of scripts/lib.mjs.
const apiDir = fileURLToPath(new URL('..', import.meta.url))
const { buildServer } = (await import(path.join(apiDir, 'scripts/build-server.mjs'))) as {
  buildServer: (options: { outfile: string }) => Promise<void>
}
const { serverArgs } = (await import(path.join(apiDir, '../../scripts/lib.mjs'))) as {
  serverArgs: (file: string) => string[]
}
const webBuilt = existsSync(path.join(apiDir, '../web/dist/index.html'))
let serverFile = ''
const running = new Set<ChildProcess>()
const folders: string[] = []

beforeAll(async () => {
  await mkdir(path.join(apiDir, 'dist'), { recursive: true })
  const buildDir = await mkdtemp(path.join(apiDir, 'dist/test-'))
  folders.push(buildDir)
  serverFile = path.join(buildDir, 'server.mjs')
  await buildServer({ outfile: serverFile })
})

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL')
  for (const folder of folders) await rm(folder, { recursive: true, force: true })
})

type Server = { url: string; child: ChildProcess; output: () => string; exited: Promise<number | null> }

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await findFreePort()
  let output = ''
  const child = spawn(process.execPath, serverArgs(serverFile), {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/root',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SERVER_PROCESSES: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child)
      resolve(code)
    }),
  )
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`)
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${output}`)
    await new Promise((r) => setTimeout(r, 200))
  }
  return { url, child, output: () => output, exited }
}

/** The server processes a process started (from /proc; a helper such as esbuild's is not one). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
        const isChild = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid
        return isChild && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(serverFile)
      } catch {
        return false
      }
    })
    .map(Number)
}

async function waitFor(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 100))
  }
}

async function loginDemo(url: string) {
  return fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@klass.test', password: DEMO_PASSWORD }),
  })
}

async function emptyDatabaseUrl(): Promise<string> {
  const name = `klass_ext_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  return inject('pgUrlPattern').replace('__DATABASE__', name)
}

async function tempDataDir() {
  const folder = await mkdtemp(path.join(tmpdir(), 'klass-server-'))
  await chmod(folder, 0o711)
  folders.push(folder)
  return folder
}

/**
 * Members with koins (through the ledger) and a session each, their access tokens signed with the server's
 * JWT_SECRET, and a gift with stock for all of them: what the purchases of the crash test need.
 */
async function prepareBuyers(databaseUrl: string, jwtSecret: string, count: number) {
  const { db, close } = createDbClient(databaseUrl, { max: 2 })
  try {
    const made = await db.transaction(async (tx) => {
      const [item] = await tx
        .insert(storeItems)
        .values({
          slug: 'crash-test-sticker',
          name: 'สติกเกอร์สำหรับทดสอบการหยุดกะทันหัน',
          summary: 'ของรางวัลสำหรับการทดสอบ',
          description: ['ของรางวัลสำหรับการทดสอบ'],
          conditions: [],
          type: 'digital-voucher',
          image: 'public/demo/store/line-sticker-save-together.svg',
          price: 1_00,
          stockTotal: 1_000,
          stockRemaining: 1_000,
          limitPerMember: 10,
        })
        .returning({ id: storeItems.id })
      const members: { userId: string; sessionId: string }[] = []
      for (let i = 0; i < count; i++) {
        const [user] = await tx
          .insert(users)
          .values({
            email: `buyer-${i}@klass.test`,
            passwordHash: 'not-used-in-this-test',
            displayName: `ผู้ซื้อ ${i}`,
            termsAcceptedAt: new Date(),
            termsVersion: policyVersions.law,
            privacyVersion: policyVersions.personal,
            // Confirmed adults: nothing of their standing stands between them and a purchase.
            emailConfirmedAt: new Date(),
          })
          .returning({ id: users.id })
        await moveBalance(tx, {
          userId: user!.id,
          currency: 'koin',
          amount: 10_00,
          reason: 'TEST',
          activity: 'koin สำหรับการทดสอบ',
        })
        const [session] = await tx
          .insert(sessions)
          .values({ userId: user!.id, expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000) })
          .returning({ id: sessions.id })
        members.push({ userId: user!.id, sessionId: session!.id })
      }
      return { itemId: item!.id, members }
    })
    const tokens = createTokenSigner(new TextEncoder().encode(jwtSecret), systemClock)
    const buyers = await Promise.all(
      made.members.map(async (member, i) => ({
        ...member,
        authorization: `Bearer ${await tokens.signAccess(member)}`,
        key: `crash-purchase-${String(i).padStart(4, '0')}`,
      })),
    )
    return { itemId: made.itemId, buyers }
  } finally {
    await close()
  }
}

// Each test starts real server processes (and PostgreSQL): slow on a busy two-core machine.
describe('the server process', { timeout: 120_000 }, () => {
  it('migrates and serves a PostgreSQL it did not start (DATABASE_URL), with demo content only when SEED_DEMO=1', async () => {
    const seeded = await startServer({
      DATABASE_URL: await emptyDatabaseUrl(),
      SEED_DEMO: '1',
      DATA_DIR: await tempDataDir(),
    })
    const login = await loginDemo(seeded.url)
    expect(login.status).toBe(200)
    // Built into another folder, the server still finds the migrations (above) and the web app's build.
    await waitFor(() => seeded.output().includes('Klass is ready'))
    expect(seeded.output().includes('API only')).toBe(!webBuilt)
    const { access_token } = (await login.json()) as { access_token: string }
    const me = await fetch(`${seeded.url}/v2/api/user/get`, {
      headers: { authorization: `Bearer ${access_token}` },
    })
    expect(((await me.json()) as { data: { email: string } }).data.email).toBe('demo@klass.test')
    seeded.child.kill('SIGTERM')
    expect(await seeded.exited).toBe(0)

    const plain = await startServer({ DATABASE_URL: await emptyDatabaseUrl(), DATA_DIR: await tempDataDir() })
    expect((await loginDemo(plain.url)).status).toBe(401)
    plain.child.kill('SIGTERM')
    expect(await plain.exited).toBe(0)
  })

  it('keeps its embedded database across a kill, stopping the PostgreSQL the killed process left behind', async () => {
    const dataDir = await tempDataDir()
    const first = await startServer({ DATA_DIR: dataDir })
    expect((await loginDemo(first.url)).status).toBe(200)
    const leftoverPid = Number(
      (await readFile(path.join(dataDir, 'pg/postmaster.pid'), 'utf8')).split('\n')[0],
    )
    first.child.kill('SIGKILL')
    await first.exited

    const second = await startServer({ DATA_DIR: dataDir })
    expect((await loginDemo(second.url)).status).toBe(200)
    expect(() => process.kill(leftoverPid, 0)).toThrow()
    second.child.kill('SIGTERM')
    expect(await second.exited).toBe(0)
    expect(existsSync(path.join(dataDir, 'pg/postmaster.pid'))).toBe(false)
  })

  it('serves from one process per core on one port, and every process stops on SIGTERM', async () => {
    const server = await startServer({
      SERVER_PROCESSES: '2',
      DATABASE_URL: await emptyDatabaseUrl(),
      SEED_DEMO: '1',
      DATA_DIR: await tempDataDir(),
    })
    const children = childrenOf(server.child.pid!)
    expect(children).toHaveLength(2)
    const answers = await Promise.all(Array.from({ length: 20 }, () => loginDemo(server.url)))
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200))
    await waitFor(() => server.output().includes('(2 server processes)'))
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    for (const pid of children) expect(() => process.kill(pid, 0)).toThrow()
  })

  it('behaves the same through two servers on one database: a session, a rate limit and a purchase', async () => {
    const databaseUrl = await emptyDatabaseUrl()
    // Started together on an empty database: the advisory lock lets one migrate and the other wait.
    const [a, b] = await Promise.all(
      [1, 2].map(async () =>
        startServer({
          SERVER_PROCESSES: '1',
          DATABASE_URL: databaseUrl,
          SEED_DEMO: '1',
          DATA_DIR: await tempDataDir(),
          JWT_SECRET: 'one-secret-for-every-server-of-this-site-000',
        }),
      ),
    )
    const { access_token, refresh_token } = (await (await loginDemo(a!.url)).json()) as {
      access_token: string
      refresh_token: string
    }
    const bearer = { authorization: `Bearer ${access_token}` }
    const me = async (url: string) => fetch(`${url}/v2/api/user/get`, { headers: bearer })
    expect((await me(b!.url)).status).toBe(200)

    const refreshed = await fetch(`${b!.url}/oauth/access_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token }),
    })
    expect(refreshed.status).toBe(200)

    // Failed logins on one account from one address wait their turns together, whichever server they reach.
    const wrong = (url: string) =>
      fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'skill@klass.test', password: 'not-the-password' }),
      })
    const statuses: number[] = []
    for (let i = 0; i < 5; i += 1) statuses.push((await wrong(i % 2 === 0 ? a!.url : b!.url)).status)
    expect(statuses).toEqual(Array(5).fill(401))
    expect((await wrong(a!.url)).status).toBe(429)
    expect((await wrong(b!.url)).status).toBe(429)

    // A purchase sent to one server and resent to the other with its key is one purchase.
    const list = (await (
      await fetch(`${a!.url}/v2/api/store?type=digital-voucher&page=1&limit=50`, { headers: bearer })
    ).json()) as { items: { id: string; price: string; stock: number; canStillBuy: number }[] }
    const item = list.items
      .filter((i) => i.stock > 0 && i.canStillBuy > 0)
      .sort((x, y) => Number(x.price) - Number(y.price))[0]!
    const koinOf = async () => ((await (await me(a!.url)).json()) as { data: { koin: string } }).data.koin
    const before = Number(await koinOf())
    const buy = (url: string) =>
      fetch(`${url}/v2/api/store/buy`, {
        method: 'POST',
        headers: { ...bearer, 'content-type': 'application/json', 'idempotency-key': 'one-purchase-0001' },
        body: JSON.stringify({ id: item.id }),
      })
    const first = await buy(a!.url)
    const again = await buy(b!.url)
    expect(first.status, await first.clone().text()).toBe(200)
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual(await first.json())
    expect(Number(await koinOf())).toBeCloseTo(before - Number(item.price), 2)

    // Logging out through one server ends the session on both: the other refuses it as soon as PostgreSQL's
    // notice reaches it (milliseconds), far within the minute it would otherwise trust the session it saw.
    await fetch(`${b!.url}/api/logout`, { method: 'POST', headers: bearer })
    await vi.waitFor(async () => expect((await me(a!.url)).status).toBe(401), {
      timeout: 5_000,
      interval: 20,
    })
    for (const server of [a!, b!]) server.child.kill('SIGTERM')
    expect(await Promise.all([a!.exited, b!.exited])).toEqual([0, 0])
  })

  it('leaves no Idempotency-Key stuck when killed during 200 purchases: each retry answers the purchase or that it was done, and nobody pays twice', async () => {
    const jwtSecret = 'one-secret-for-every-server-of-this-site-000'
    const env = {
      DATABASE_URL: await emptyDatabaseUrl(),
      DATA_DIR: await tempDataDir(),
      JWT_SECRET: jwtSecret,
    }
    const first = await startServer(env)
    const { itemId, buyers } = await prepareBuyers(env.DATABASE_URL, jwtSecret, 200)
    const buy = async (url: string, buyer: (typeof buyers)[number]) => {
      const response = await fetch(`${url}/v2/api/store/buy`, {
        method: 'POST',
        headers: {
          authorization: buyer.authorization,
          'content-type': 'application/json',
          'idempotency-key': buyer.key,
        },
        body: JSON.stringify({ id: itemId }),
      })
      const body = (await response.json()) as { error?: { code: string } }
      return {
        kind: body.error ? `${response.status} ${body.error.code}` : String(response.status),
        body,
        replayed: response.headers.get('idempotent-replayed') === 'true',
      }
    }

    // All at once; the process is killed as the fifth answer arrives, with the others in flight.
    let answered = 0
    const inFlight = buyers.map((buyer) =>
      buy(first.url, buyer).then(
        (answer) => {
          answered += 1
          if (answered === 5) first.child.kill('SIGKILL')
          return answer
        },
        () => null,
      ),
    )
    await waitFor(() => answered >= 5, 20_000)
    await first.exited
    const before = await Promise.all(inFlight)
    expect(before.filter((answer) => answer !== null).length).toBeLessThan(buyers.length)

    // A purchase PostgreSQL had received whole may still be finishing for the killed process (waiting on the
    // gift's stock behind others): its retry is told it is in progress, and is answered once it has ended.
    const second = await startServer(env)
    const retryUntilSettled = async (buyer: (typeof buyers)[number]) => {
      const deadline = Date.now() + 20_000
      for (;;) {
        const retry = await buy(second.url, buyer)
        if (retry.kind !== '409 IDEMPOTENCY_IN_PROGRESS' || Date.now() > deadline) return retry
        await new Promise((r) => setTimeout(r, 100))
      }
    }
    const retries = await Promise.all(buyers.map(retryUntilSettled))
    for (const [i, retry] of retries.entries()) {
      expect(['200', '409 IDEMPOTENCY_ANSWER_LOST'], buyers[i]!.key).toContain(retry.kind)
      const answer = before[i]
      if (answer) {
        expect(answer.kind).toBe('200')
        expect(retry).toEqual({ ...answer, replayed: true })
      }
    }

    const client = new pg.Client({ connectionString: env.DATABASE_URL })
    await client.connect()
    try {
      const perBuyer = await client.query<{ bought: number; koin: number; ledger: number }>(
        `select (select count(*)::int from store_purchases p where p.user_id = u.id) as bought, u.koin::int as koin,
           (select sum(l.amount)::int from ledger_entries l where l.user_id = u.id and l.currency = 'koin') as ledger
         from users u where u.email like 'buyer-%'`,
      )
      // Every purchase was done exactly once: before the kill (answered, or its answer lost), or on its retry.
      expect(perBuyer.rows).toEqual(Array(buyers.length).fill({ bought: 1, koin: 9_00, ledger: 9_00 }))
      const stock = await client.query<{ remaining: number }>(
        'select sum(remaining)::int as remaining from store_stock_shards where item_id = $1',
        [itemId],
      )
      expect(stock.rows[0]!.remaining).toBe(1_000 - buyers.length)
    } finally {
      await client.end()
    }
    second.child.kill('SIGTERM')
    expect(await second.exited).toBe(0)
  }, 120_000)

  it('stops at start-up with a message naming a bad configuration variable', async () => {
    const child = spawn(process.execPath, serverArgs(serverFile), {
      env: { PATH: process.env.PATH ?? '', PORT: 'eighty', SMTP_URL: 'mail.example.com' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stderr.on('data', (chunk) => (output += chunk))
    const code = await new Promise((resolve) => child.on('exit', resolve))
    expect(code).toBe(1)
    expect(output).toContain('PORT')
    expect(output).toContain('SMTP_URL')
  })
})
