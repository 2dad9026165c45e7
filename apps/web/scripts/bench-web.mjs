/* eslint-disable no-console -- a benchmark prints its figures */
// Web app figures for `npm run bench` (ARCHITECTURE: benchmarks print figures, they never pass or fail):
// - the home route's initial JavaScript: every script the browser fetches to show `/`, gzipped;
// - Lighthouse (mobile, simulated throttling) performance and accessibility scores for `/` and for a post
//   detail page (the newest article of the first club, found through the API), LIGHTHOUSE_RUNS times each
//   (default 3), with the median performance.
// It starts the real server (`node scripts/start.mjs`, fresh data folder) unless WEB_BENCH_URL names one.
// Uses Debian's Chromium (`command -v chromium`, or CHROMIUM_PATH).
import { execSync, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const root = path.resolve(web, '../..')
const chromePath =
  process.env.CHROMIUM_PATH ?? execSync('command -v chromium', { encoding: 'utf8', shell: '/bin/sh' }).trim()
const chromeArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
const port = Number(process.env.WEB_BENCH_PORT ?? 3198)
const base = process.env.WEB_BENCH_URL ?? `http://127.0.0.1:${port}`

let server = null
let dataDir = null
if (!process.env.WEB_BENCH_URL) {
  dataDir = mkdtempSync(path.join(tmpdir(), 'klass-web-bench-'))
  chmodSync(dataDir, 0o711)
  server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

async function waitHealthy() {
  const deadline = Date.now() + 240_000
  while (Date.now() < deadline) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('the server did not become healthy')
}

/** Scripts the browser loads for `/` (the route's code-split chunk included), sized as gzip would send them. */
async function initialJavaScript() {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs })
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  const scripts = new Set()
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().startsWith(base))
      scripts.add(new URL(response.url()).pathname)
  })
  await page.goto(`${base}/`, { waitUntil: 'networkidle' })
  await browser.close()
  const files = [...scripts].map((pathname) => {
    const file = path.join(web, 'dist', pathname)
    const raw = existsSync(file) ? readFileSync(file) : Buffer.alloc(0)
    return { file: pathname, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length }
  })
  return files
}

/** A post detail page to measure: the newest article of the hit club. */
async function postDetailPath() {
  const response = await fetch(`${base}/v2/api/post/detail?type=hit&page=1&limit=1`)
  const [post] = (await response.json()).items
  if (!post) throw new Error('no published article to measure')
  return post.path
}

async function lighthouseScores(pathname) {
  const require = createRequire(import.meta.resolve('lighthouse'))
  const chromeLauncher = await import(require.resolve('chrome-launcher'))
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromeArgs] })
  try {
    const result = await lighthouse(`${base}${pathname}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    })
    const { categories, audits, runtimeError } = result.lhr
    // A run Lighthouse could not finish (a busy machine can time it out) says why instead of scoring 0.
    if (runtimeError || categories.performance.score === null)
      return {
        error: runtimeError?.code ?? 'no performance score',
        accessibility: categories.accessibility.score,
      }
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      fcp: audits['first-contentful-paint'].displayValue,
      lcp: audits['largest-contentful-paint'].displayValue,
      tbt: audits['total-blocking-time'].displayValue,
      cls: audits['cumulative-layout-shift'].displayValue,
    }
  } finally {
    chrome.kill()
  }
}

try {
  await waitHealthy()
  const files = await initialJavaScript()
  const total = files.reduce((sum, f) => sum + f.gzip, 0)
  console.log('\nWeb app: JavaScript the home route loads (gzip -9 of each file)\n')
  console.table(
    files.map((f) => ({
      file: f.file,
      'KB raw': +(f.raw / 1024).toFixed(1),
      'KB gzip': +(f.gzip / 1024).toFixed(1),
    })),
  )
  console.log(`home route initial JavaScript: ${(total / 1024).toFixed(1)} KB gzipped (budget 150 KB)\n`)
  const article = await postDetailPath()
  const pages = [
    ['/', '/'],
    ['post detail', article],
  ]
  // Lighthouse's figures move from run to run with the machine's load: each page is audited several times
  // and the median performance is printed beside the runs.
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3))
  const rows = []
  const medians = []
  for (const [name, pathname] of pages) {
    const scores = []
    for (let run = 1; run <= runs; run++) {
      const result = await lighthouseScores(pathname)
      rows.push({ page: name, run, ...result })
      if (typeof result.performance === 'number') scores.push(result.performance)
    }
    scores.sort((a, b) => a - b)
    medians.push({ page: name, 'median performance': scores[Math.floor(scores.length / 2)] ?? null })
  }
  console.log(`Lighthouse (mobile) on / and on a post detail page (${decodeURIComponent(article)}):`)
  console.table(rows)
  console.table(medians)
} finally {
  if (server) {
    server.kill('SIGTERM')
    await new Promise((r) => server.on('exit', r))
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
}
