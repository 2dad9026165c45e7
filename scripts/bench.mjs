// `npm run bench`: starts the real server on a fresh embedded database and measures, side by side in one
// run, requests per second and p50/p99 latency of a member call (GET /v2/api/user/get) and the health call.
// It prints figures; it never passes or fails on them. BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (20).
import { spawn } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { root, run, serverArgs } from './lib.mjs'

const require = createRequire(path.join(root, 'apps/api/package.json'))
const autocannon = require('autocannon')

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20)
const port = Number(process.env.BENCH_PORT ?? 3199)
const dataDir = mkdtempSync(path.join(tmpdir(), 'klass-bench-'))
chmodSync(dataDir, 0o711)
const base = `http://127.0.0.1:${port}`

const server = spawn(process.execPath, serverArgs(), {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})

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
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@klass.test', password: 'Klass-demo-2026' }),
  })
  const { access_token } = await login.json()
  console.log(
    `\nAPI benchmark: ${connections} connections, ${seconds} s per call, one server process, embedded PostgreSQL\n`,
  )
  const rows = []
  rows.push(await measure('GET /api/health', `${base}/api/health`))
  rows.push(
    await measure('GET /v2/api/user/get', `${base}/v2/api/user/get`, {
      authorization: `Bearer ${access_token}`,
    }),
  )
  console.table(rows)
} finally {
  server.kill('SIGTERM')
  await new Promise((r) => server.on('exit', r))
  rmSync(dataDir, { recursive: true, force: true })
}

// The web app's figures: the home route's initial JavaScript and Lighthouse (mobile) scores.
await run('npm', ['run', '--silent', 'bench', '--workspace', 'apps/web'])
