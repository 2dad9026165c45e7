// `npm run bench`: starts the real server on a fresh embedded database and measures, side by side in one
// run, requests per second and p50/p99 latency of a member call (GET /v2/api/user/get) and the health call,
// then purchases per second and p99 of POST /v2/api/store/buy with 50 members buying at once (each
// connection is one member with enough koins; the gift has enough stock for the run), and checks after the
// run that nothing was oversold and every buyer's koins still equal their ledger.
// It prints figures; it never passes or fails on them. BENCH_SECONDS (default 10), BENCH_CONNECTIONS (20)
// and BENCH_BUYERS (50).
import { spawn } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { tsImport } from 'tsx/esm/api'
import { root, run, serverArgs } from './lib.mjs'

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

// The bench owns its PostgreSQL (the same embedded server `npm start` uses) so that it can put the buyers and
// the gift into the database before measuring.
const { startEmbeddedPostgres } = await tsImport('../packages/db/src/embedded.ts', import.meta.url)
const { prepareStoreBench, checkStoreBench } = await tsImport('./bench-fixtures.ts', import.meta.url)
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
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})

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

async function login(email, secret) {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
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

try {
  await waitHealthy()
  const accessToken = await login('demo@klass.test', 'Klass-demo-2026')
  console.log(
    `\nAPI benchmark: ${connections} connections, ${seconds} s per call, one server process, embedded PostgreSQL\n`,
  )
  const rows = []
  rows.push(await measure('GET /api/health', `${base}/api/health`))
  rows.push(
    await measure('GET /v2/api/user/get', `${base}/v2/api/user/get`, {
      authorization: `Bearer ${accessToken}`,
    }),
  )
  console.table(rows)

  const { itemId, emails } = await prepareStoreBench(databaseUrl, {
    members: buyers,
    koinEach: 1_000_000_00,
    password,
  })
  const tokens = []
  for (const email of emails) tokens.push(await login(email, password))
  console.log(`\nStore purchases: ${buyers} members buying one piece at a time for ${seconds} s\n`)
  console.table([await measurePurchases(itemId, tokens)])
  const check = await checkStoreBench(databaseUrl, itemId)
  console.log(
    `after the run: ${check.purchased} pieces bought, ${check.stockTaken} taken from stock` +
      `${check.purchased === check.stockTaken ? ' (no overselling)' : ' (MISMATCH)'}; ` +
      `every buyer's koins equal their ledger: ${check.ledgerAgrees ? 'yes' : 'NO'}`,
  )
} finally {
  server.kill('SIGTERM')
  await new Promise((r) => server.on('exit', r))
  await pg.stop()
  rmSync(dataDir, { recursive: true, force: true })
}

// The web app's figures: the home route's initial JavaScript and Lighthouse (mobile) scores.
await run('npm', ['run', '--silent', 'bench', '--workspace', 'apps/web'])
