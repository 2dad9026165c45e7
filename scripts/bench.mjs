// `npm run bench`: starts the real server on a fresh embedded database and measures, side by side in one
// run, requests per second and p50/p99 latency of a member call (GET /v2/api/user/get) and the health call,
// then purchases per second and p99 of POST /v2/api/store/buy with 50 members buying at once (each
// connection is one member with enough koins; the gift has enough stock for the run), and checks after the
// run that nothing was oversold and every buyer's koins still equal their ledger.
// Then the practice bank: GET /v2/api/bank/accounts for a member holding savings, 3 fixed deposits, a Thaweesup
// and 4 funds, side by side with the health call, and 50 members placing 200 fund orders at once (4 each, the
// fourth more than their savings still hold), checking afterwards that every journal entry sums to zero and no
// account is below zero or off its lines.
// Then the robo advisor: GET /v2/api/mutualFundAccount/getMutualFundDetail for a fund account with a year of
// monthly DCA purchases behind it (read a year on through X-Clock-Offset-Days), beside the health call.
// First the public reads of the pages (home, its posts and premiums, post lists, a club, search, a post, the
// store and a gift, upcoming events, videos) as visitors and as a member, and the member's own reads, each
// right after the health call with its share of health's rate against its target. BENCH_GROWTH=1 then seeds
// 100,000 published posts, 100,000 members and 200,000 koin moves for the demo member (BENCH_GROWTH_POSTS,
// _MEMBERS, _LEDGER) and measures the same reads again, with what each kept of its demo-data rate.
// It prints figures; it never passes or fails on them. BENCH_SECONDS (default 10), BENCH_CONNECTIONS (20)
// and BENCH_BUYERS (50). BENCH_ROWS=100000 also gives the bank member that many statement lines and prints
// PostgreSQL's plans for the first and the 500th statement page and its count, and the accounts call's rate
// over that statement. BENCH_ONLY (for example store,web) measures only the parts named; memory always.
import { spawn } from 'node:child_process'
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { tsImport } from 'tsx/esm/api'
import { buildServerIfNeeded, root, run, serverArgs } from './lib.mjs'

const require = createRequire(path.join(root, 'apps/api/package.json'))
const autocannon = require('autocannon')

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20)
const buyers = Number(process.env.BENCH_BUYERS ?? 50)
const password = 'Bench-Buyer-2026'
const port = Number(process.env.BENCH_PORT ?? 3199)
const dataDir = mkdtempSync(path.join(tmpdir(), 'klass-bench-'))
chmodSync(dataDir, 0o711)
const base = `http://127.0.0.1:${port}`

// The server as `npm start` runs it: built ahead of time (decision 021).
if ((await buildServerIfNeeded()) !== 0) throw new Error('the server failed to build')

// The bench owns its PostgreSQL (the same embedded server `npm start` uses) so that it can put the buyers and
// the gift into the database before measuring.
const { startEmbeddedPostgres } = await tsImport('../packages/db/src/embedded.ts', import.meta.url)
const {
  prepareStoreBench,
  checkStoreBench,
  prepareBankBench,
  checkBankBench,
  explainLongStatement,
  touchBooks,
  seedGrowth,
} = await tsImport('./bench-fixtures.ts', import.meta.url)
const pg = await startEmbeddedPostgres({ dataDir })
await createDatabase(pg.url, 'klass')
const databaseUrl = pg.urlFor('klass')

const server = spawn(process.execPath, serverArgs(), {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    SEED_DEMO: '1',
    // The bank's holdings settle at the next NAV: the bench reads them three days on (X-Clock-Offset-Days).
    CLOCK_CONTROL: '1',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})

/** Resident memory of the server process and the server processes it started (Linux /proc). */
function serverMemory(pid) {
  const rss = (id) => {
    const line = readFileSync(`/proc/${id}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'))
    return Math.round(Number(line?.split(/\s+/)[1] ?? 0) / 1024)
  }
  const parentOf = (id) => {
    const stat = readFileSync(`/proc/${id}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
  }
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return parentOf(entry) === pid
      } catch {
        return false
      }
    })
  return [
    { process: `first (${pid})`, 'resident MB': rss(pid) },
    ...children.map((child) => ({ process: `server (${child})`, 'resident MB': rss(child) })),
  ]
}

async function createDatabase(adminUrl, name) {
  const pgClient = require('pg')
  const client = new pgClient.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(`create database ${client.escapeIdentifier(name)}`)
  } finally {
    await client.end()
  }
}

async function login(email, secret, headers = {}) {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password: secret }),
  })
  if (!response.ok) throw new Error(`login of ${email} failed: ${response.status}`)
  return (await response.json()).access_token
}

/** 50 members buy at once: one connection each, every request a purchase of one piece. */
function measurePurchases(itemId, tokens) {
  let next = 0
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}/v2/api/store/buy`,
        method: 'POST',
        connections: tokens.length,
        duration: seconds,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: itemId, quantity: 1 }),
        setupClient: (client) => {
          const token = tokens[next++ % tokens.length]
          client.setHeaders({ 'content-type': 'application/json', authorization: `Bearer ${token}` })
        },
      },
      (error, result) => {
        if (error) return reject(error)
        resolve({
          call: `POST /v2/api/store/buy (${tokens.length} members)`,
          'purchases/s': Math.round(result['2xx'] / (result.duration || seconds)),
          'p50 ms': result.latency.p50,
          'p99 ms': result.latency.p99,
          'non-2xx': result.non2xx,
          errors: result.errors,
        })
      },
    )
  })
}

/** A member call with a JSON body; answers the status and the parsed body. */
async function post(path, token, body, headers = {}) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: await response.json().catch(() => null) }
}

/**
 * Savings, 3 fixed deposits, a Thaweesup and 4 funds, settled by reading the books three days on; answers a
 * token signed three days on too, and the header that keeps the reads there.
 */
async function fillBankMember(email, token) {
  const later = { 'x-clock-offset-days': '3' }
  const writes = [
    ['/v2/api/bank/openFixed', { amount: '1000', term: 3, atMaturity: 'payout' }],
    ['/v2/api/bank/openFixed', { amount: '1000', term: 12, atMaturity: 'renew' }],
    ['/v2/api/bank/openFixed', { amount: '1000', term: 36, atMaturity: 'payout' }],
    ['/v2/api/bank/openThaweesup', { instalment: '500' }],
    ['/v2/api/bank/buyFund', { code: 'KP-GOVMM', amount: '1000' }],
    ['/v2/api/bank/buyFund', { code: 'KP-FIXINC', amount: '1000' }],
    ['/v2/api/bank/buyFund', { code: 'KP-SET50', amount: '1000' }],
    ['/v2/api/bank/buyFund', { code: 'KP-GOLD', amount: '1000' }],
  ]
  for (const [path, body] of writes) {
    const answer = await post(path, token, body)
    if (answer.status !== 201)
      throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`)
  }
  const laterToken = await login(email, password, later)
  const read = await fetch(`${base}/v2/api/bank/accounts`, {
    headers: { authorization: `Bearer ${laterToken}`, ...later },
  })
  if (!read.ok) throw new Error(`the accounts call answered ${read.status}`)
  const books = (await read.json()).data
  return {
    token: laterToken,
    headers: later,
    funds: books.funds.length,
    fixed: books.fixed.length,
    thaweesup: Boolean(books.thaweesup),
  }
}

/**
 * A robo fund account (plan 3) with a first purchase and DCA of ฿1,000 on the 5th of every month, read a year
 * (370 days) on so the books carry twelve DCA dates; answers the token and header that keep the reads there.
 */
async function fillRoboMember(email, token) {
  const highest = Array.from({ length: 10 }, (_, i) => ({ question: i + 1, choices: [4] }))
  const answers = [...highest, { question: 11, choices: [1] }, { question: 12, choices: [1] }]
  const assessed = await post('/v2/api/mutualFundRiskAssessment/assessmentResult', token, { answers })
  if (assessed.status !== 201) throw new Error(`assessment answered ${assessed.status}`)
  const sharp = require('sharp')
  const photo = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer()
  const form = new FormData()
  const fields = {
    planId: '3',
    goalKind: 'education',
    goalName: 'ทุนเรียนมหาวิทยาลัย',
    target: '60000',
    years: '5',
    initial: '1000',
    monthly: '1000',
    nationalId: '1101700230708',
    firstName: 'ทดสอบ',
    lastName: 'วัดผล',
    birthDate: '2000-01-01',
    address: '99 ถนนทดสอบ กรุงเทพฯ 10200',
    phone: '0812345678',
    acceptTerms: 'true',
    acceptRisk: 'true',
    acceptPrivacy: 'true',
  }
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  form.set('image', new Blob([photo], { type: 'image/png' }), 'id-card.png')
  const opened = await fetch(`${base}/v2/api/mutualFundAccount/openMutualFund`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  if (opened.status !== 201)
    throw new Error(`openMutualFund answered ${opened.status}: ${await opened.text()}`)
  const accountId = (await opened.json()).data.account.id
  for (const [path, body] of [
    ['/v2/api/mutualFundAccount/buyMutualFund', { accountId, amount: '1000' }],
    ['/v2/api/mutualFundAccount/acceptNotifications', { accountId, day: 5, amount: '1000', remind: true }],
  ]) {
    const answer = await post(path, token, body)
    if (answer.status >= 300)
      throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`)
  }
  const later = { 'x-clock-offset-days': '370' }
  const laterToken = await login(email, password, later)
  const url = `${base}/v2/api/mutualFundAccount/getMutualFundDetail?accountId=${accountId}`
  const read = await fetch(url, { headers: { authorization: `Bearer ${laterToken}`, ...later } })
  if (!read.ok) throw new Error(`the account detail answered ${read.status}`)
  const detail = (await read.json()).data
  return {
    url,
    token: laterToken,
    headers: later,
    dcaDates: detail.transactionLogs.total,
    history: detail.mutualFundAccountDetail.history.length,
  }
}

/** 50 members, 4 fund orders each, all at once; the fourth asks for more than savings still holds. */
async function placeFundOrders(tokens) {
  const started = performance.now()
  const answers = await Promise.all(
    tokens.flatMap((token) =>
      ['KP-GOVMM', 'KP-SET50', 'KP-GLOBEQ', 'KP-GOLD'].map((code) =>
        post('/v2/api/bank/buyFund', token, { code, amount: '3000' }).then((a) =>
          a.status === 201 ? '201' : `${a.status} ${a.body?.error?.code ?? ''}`,
        ),
      ),
    ),
  )
  const seconds = (performance.now() - started) / 1000
  const tally = {}
  for (const answer of answers) tally[answer] = (tally[answer] ?? 0) + 1
  return { orders: answers.length, 'orders/s': Math.round(answers.length / seconds), answers: tally }
}

async function waitHealthy() {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error('the server did not become healthy')
}

function measure(title, url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (error, result) => {
      if (error) return reject(error)
      resolve({
        call: title,
        'req/s (mean)': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'non-2xx': result.non2xx,
        errors: result.errors,
      })
    })
  })
}

/** The public reads of the pages, with the ids and words they are asked for in the demo content. */
async function publicReads() {
  const data = async (call) => (await (await fetch(`${base}${call}`)).json()).data ?? null
  const items = async (call) => (await (await fetch(`${base}${call}`)).json()).items ?? []
  const [post] = await data('/v2/api/home/posts')
  const [gift] = await items('/v2/api/store')
  if (!post || !gift) throw new Error('the demo content has no post or no gift to read')
  return [
    ['GET /v2/api/home', '/v2/api/home'],
    ['GET /v2/api/home/posts', '/v2/api/home/posts'],
    ['GET /v2/api/home/premiums', '/v2/api/home/premiums'],
    ['GET /v2/api/post/detail', '/v2/api/post/detail?limit=12'],
    [
      'GET /v2/api/post/detail (a club, most liked)',
      `/v2/api/post/detail?type=${post.type}&order=most_liked&limit=12`,
    ],
    ['GET /v2/api/post (a club)', `/v2/api/post?type=${post.type}`],
    ['GET /v2/api/post/search', `/v2/api/post/search?keyword=${encodeURIComponent('ออม')}&limit=12`],
    ['GET /v2/api/post/show', `/v2/api/post/show?id=${post.id}`],
    ['GET /v2/api/store', '/v2/api/store'],
    ['GET /v2/api/store/detail', `/v2/api/store/detail?id=${gift.id}`],
    ['GET /v2/api/event/upcoming', '/v2/api/event/upcoming'],
    ['GET /v2/api/video', '/v2/api/video'],
  ]
}

/** Public reads: at least 50 % of the health call's rate, p99 under 50 ms. Member reads: at least 25 %. */
const PUBLIC_SHARE = 0.5
const PUBLIC_P99_MS = 50
const MEMBER_SHARE = 0.25
const PURCHASES_PER_SECOND = 1000
const PURCHASE_P99_MS = 150

/** Each call measured right after the health call, its rate as a share of health's, against its target. */
async function beside(calls, target) {
  const rows = []
  for (const [title, call, headers = {}] of calls) {
    const health = await measure('GET /api/health', `${base}/api/health`)
    const row = await measure(title, `${base}${call}`, headers)
    const share = row['req/s (mean)'] / health['req/s (mean)']
    const meets = share >= target.share && (target.p99 === undefined || row['p99 ms'] < target.p99)
    rows.push({
      ...row,
      'health req/s': health['req/s (mean)'],
      '% of health': Math.round(share * 100),
      target: `≥ ${target.share * 100} %${target.p99 ? ` and p99 < ${target.p99} ms` : ''}`,
      meets: meets ? 'yes' : 'NO',
    })
  }
  return rows
}

/** Rates with the growth data set as a share of the same calls' rates with the demo data. */
function kept(before, after) {
  return after.map((row) => {
    const earlier = before.find((b) => b.call === row.call)
    const share = earlier ? row['req/s (mean)'] / earlier['req/s (mean)'] : NaN
    return {
      call: row.call,
      'demo req/s': earlier?.['req/s (mean)'],
      'growth req/s': row['req/s (mean)'],
      'growth p99 ms': row['p99 ms'],
      kept: `${Math.round(share * 100)} %`,
      'target ≥ 80 %': share >= 0.8 ? 'yes' : 'NO',
    }
  })
}

/** Every read the growth data set is checked on: the public reads, as visitors and as members, and the member's own. */
async function readFigures(accessToken) {
  const member = { authorization: `Bearer ${accessToken}` }
  const reads = await publicReads()
  const visitors = await beside(reads, { share: PUBLIC_SHARE, p99: PUBLIC_P99_MS })
  const members = await beside(
    [
      ...reads.map(([title, call]) => [`${title} (member)`, call, member]),
      ['GET /v2/api/user/get', '/v2/api/user/get', member],
      ['GET /v2/api/user/koins', '/v2/api/user/koins?limit=10', member],
    ],
    { share: MEMBER_SHARE },
  )
  return { visitors, members }
}

const growth = process.env.BENCH_GROWTH === '1'
/** BENCH_ONLY=store,web measures only the parts named: reads, store, bank (its accounts, the robo, fund orders), web. */
const only = (part) => !process.env.BENCH_ONLY || process.env.BENCH_ONLY.split(',').includes(part)

try {
  await waitHealthy()
  const accessToken = await login('demo@klass.test', 'Klass-demo-2026')
  console.log(
    `\nAPI benchmark: ${connections} connections, ${seconds} s per call, ${process.env.SERVER_PROCESSES ?? 'one per core'} server processes, embedded PostgreSQL\n`,
  )
  const demoReads = only('reads') ? await readFigures(accessToken) : null
  if (demoReads) {
    console.log(
      `Public reads as visitors (the shared cache answers them; target ≥ ${PUBLIC_SHARE * 100} % of health, p99 < ${PUBLIC_P99_MS} ms)\n`,
    )
    console.table(demoReads.visitors)
    console.log(
      `\nThe same reads as a signed-in member (never from the shared cache), and the member's own (target ≥ ${MEMBER_SHARE * 100} %)\n`,
    )
    console.table(demoReads.members)
  }

  if (demoReads && growth) {
    const started = performance.now()
    const seeded = await seedGrowth(databaseUrl, {
      posts: Number(process.env.BENCH_GROWTH_POSTS ?? 100_000),
      members: Number(process.env.BENCH_GROWTH_MEMBERS ?? 100_000),
      ledgerRows: Number(process.env.BENCH_GROWTH_LEDGER ?? 200_000),
      ledgerEmail: 'demo@klass.test',
    })
    console.log(
      `\nGrowth: ${seeded.posts} published posts, ${seeded.members} members and ${seeded.ledgerRows} koin moves for ` +
        `demo@klass.test, seeded in ${Math.round((performance.now() - started) / 1000)} s\n`,
    )
    const grown = await readFigures(accessToken)
    console.log('Public reads as visitors with the growth data\n')
    console.table(grown.visitors)
    console.log('\nAs a member with the growth data\n')
    console.table(grown.members)
    console.log('\nWhat each read kept of its demo-data rate (target: at least 80 %)\n')
    console.table([...kept(demoReads.visitors, grown.visitors), ...kept(demoReads.members, grown.members)])
  }

  if (only('store')) await storeFigures()
  if (only('bank')) await bankFigures()
  console.log(`\nMemory after the load (target: under 200 MB resident each)\n`)
  console.table(
    serverMemory(server.pid).map((row) => ({
      ...row,
      'under 200 MB': row['resident MB'] < 200 ? 'yes' : 'NO',
    })),
  )
} finally {
  server.kill('SIGTERM')
  await new Promise((r) => server.on('exit', r))
  await pg.stop()
  rmSync(dataDir, { recursive: true, force: true })
}

async function storeFigures() {
  const { itemId, emails } = await prepareStoreBench(databaseUrl, {
    members: buyers,
    koinEach: 1_000_000_00,
    password,
  })
  const tokens = []
  for (const email of emails) tokens.push(await login(email, password))
  console.log(`\nStore purchases: ${buyers} members buying one piece at a time for ${seconds} s\n`)
  const purchases = await measurePurchases(itemId, tokens)
  console.table([
    {
      ...purchases,
      target: `≥ ${PURCHASES_PER_SECOND}/s and p99 < ${PURCHASE_P99_MS} ms`,
      meets:
        purchases['purchases/s'] >= PURCHASES_PER_SECOND && purchases['p99 ms'] < PURCHASE_P99_MS
          ? 'yes'
          : 'NO',
    },
  ])
  const check = await checkStoreBench(databaseUrl, itemId)
  console.log(
    `after the run: ${check.purchased} pieces bought, ${check.stockTaken} taken from stock` +
      `${check.purchased === check.stockTaken ? ' (no overselling)' : ' (MISMATCH)'}; ` +
      `every buyer's koins equal their ledger: ${check.ledgerAgrees ? 'yes' : 'NO'}`,
  )
}

async function bankFigures() {
  const bankEmails = await prepareBankBench(databaseUrl, { members: buyers + 2, password })
  const bankTokens = []
  for (const email of bankEmails) bankTokens.push(await login(email, password))
  const holder = await fillBankMember(bankEmails[0], bankTokens[0])
  console.log(
    `\nPractice bank: one member's accounts (savings, ${holder.fixed} fixed deposits, ` +
      `${holder.thaweesup ? 'a' : 'no'} Thaweesup, ${holder.funds} funds), beside the health call\n`,
  )
  const bankRows = [
    await measure('GET /api/health', `${base}/api/health`),
    await measure('GET /v2/api/bank/accounts', `${base}/v2/api/bank/accounts`, {
      authorization: `Bearer ${holder.token}`,
      ...holder.headers,
    }),
  ]
  console.table(bankRows)
  const share = bankRows[1]['req/s (mean)'] / bankRows[0]['req/s (mean)']
  console.log(
    `accounts served at ${Math.round(share * 100)} % of the health call's rate (target: at least 25 %)`,
  )

  const statementRows = Number(process.env.BENCH_ROWS ?? 0)
  if (statementRows > 0) {
    const plans = await explainLongStatement(databaseUrl, bankEmails[0], statementRows)
    console.log(`\nThe statement with ${statementRows} more lines — first page:\n${plans.firstPage}`)
    console.log(`\npage 500:\n${plans.page500}\n\ncount:\n${plans.count}\n`)
    const timings = []
    for (const page of [1, 500]) {
      await touchBooks(databaseUrl, bankEmails[0])
      const started = performance.now()
      const read = await fetch(`${base}/v2/api/bank/accounts?page=${page}&limit=20`, {
        headers: { authorization: `Bearer ${holder.token}`, ...holder.headers },
      })
      timings.push({
        page,
        status: read.status,
        'ms (worked out anew)': Math.round(performance.now() - started),
      })
    }
    console.table(timings)
  }

  const robo = await fillRoboMember(bankEmails[1], bankTokens[1])
  console.log(
    `\nRobo advisor: one fund account's detail a year on (${robo.dcaDates} transactions, ` +
      `${robo.history} value points), beside the health call\n`,
  )
  const roboRows = [
    await measure('GET /api/health', `${base}/api/health`),
    await measure('GET …/getMutualFundDetail', robo.url, {
      authorization: `Bearer ${robo.token}`,
      ...robo.headers,
    }),
  ]
  console.table(roboRows)
  console.log(
    `account detail served at ${Math.round((roboRows[1]['req/s (mean)'] / roboRows[0]['req/s (mean)']) * 100)} % of the health call's rate`,
  )

  console.log(`\nFund orders: ${bankTokens.length - 2} members placing 4 orders each at once\n`)
  console.table([await placeFundOrders(bankTokens.slice(2))])
  const bank = await checkBankBench(databaseUrl)
  console.log(
    `after the orders: ${bank.orders} orders recorded; journal entries not summing to zero: ` +
      `${bank.unbalancedEntries}; accounts below zero or off their lines: ${bank.accountsOffOrNegative}`,
  )
}

// The web app's figures: the home route's initial JavaScript and Lighthouse (mobile) scores.
if (only('web')) await run('npm', ['run', '--silent', 'bench', '--workspace', 'apps/web'])
