/* eslint-disable no-console -- a benchmark prints its figures */
// Web app figures for `npm run bench` (ARCHITECTURE: benchmarks print figures, they never pass or fail):
// - the home route's initial JavaScript: every script the browser fetches to show `/`, gzipped;
// - Lighthouse (mobile, simulated throttling) performance and accessibility scores, largest contentful paint
//   and total blocking time of `/`, a post detail page (the newest article of the first club, found through
//   the API), `/store` and `/events` as a visitor sees them and `/quiz`, `/bank/fund` and `/robo` as the demo
//   member does (signed in through the login page first), LIGHTHOUSE_RUNS times each (default 3), with the
//   medians beside the targets (performance at least 98, accessibility 100, LCP under 2.0 s, TBT under
//   100 ms). LIGHTHOUSE_PAGES=/,/store picks pages by name ("post" for the post detail page).
// It starts the real server (`node scripts/start.mjs`, fresh data folder) unless WEB_BENCH_URL names one.
// Uses Debian's Chromium (`command -v chromium`, or CHROMIUM_PATH).
import { execSync, spawn } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
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
  const scripts = new Map()
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().startsWith(base))
      scripts.set(new URL(response.url()).pathname, response.body())
  })
  await page.goto(`${base}/`, { waitUntil: 'networkidle' })
  const files = await Promise.all(
    [...scripts].map(async ([pathname, body]) => {
      const raw = await body
      return { file: pathname, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length }
    }),
  )
  await browser.close()
  return files
}

/** A post detail page to measure: the newest article of the hit club. */
async function postDetailPath() {
  const response = await fetch(`${base}/v2/api/post/detail?type=hit&page=1&limit=1`)
  const [post] = (await response.json()).items
  if (!post) throw new Error('no published article to measure')
  return post.path
}

/** The demo member of the Thai demo content (README), whose bank and robo pages are measured. */
const DEMO_MEMBER = { email: 'demo@klass.test', password: 'Klass-demo-2026' }

/** Signs the browser listening on `port` in as the demo member through the login page, as a person would. */
async function signIn(port) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  const page = await browser.contexts()[0].newPage()
  await page.goto(`${base}/login?redirect=${encodeURIComponent('/bank')}`)
  await page.getByLabel('อีเมล').fill(DEMO_MEMBER.email)
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(DEMO_MEMBER.password)
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click()
  await page.waitForURL(`${base}/bank`)
  await page.close()
}

async function lighthouseScores(pathname, { member = false } = {}) {
  const require = createRequire(import.meta.resolve('lighthouse'))
  const chromeLauncher = await import(require.resolve('chrome-launcher'))
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromeArgs] })
  try {
    if (member) await signIn(chrome.port)
    const result = await lighthouse(`${base}${pathname}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // A member's page keeps the session it was signed in with (Lighthouse clears storage otherwise).
      disableStorageReset: member,
    })
    const { categories, audits, runtimeError, finalDisplayedUrl } = result.lhr
    // A member's page that sent the browser to the login page measured the login page: say so instead.
    const landed = new URL(finalDisplayedUrl).pathname
    if (landed !== new URL(`${base}${pathname}`).pathname) return { error: `ended at ${landed}` }
    // A run Lighthouse could not finish (a busy machine can time it out) says why instead of scoring 0.
    if (runtimeError || categories.performance.score === null)
      return {
        error: runtimeError?.code ?? 'no performance score',
        accessibility:
          categories.accessibility.score === null ? null : Math.round(categories.accessibility.score * 100),
      }
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      fcp: audits['first-contentful-paint'].displayValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
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
  console.log(
    `home route initial JavaScript: ${(total / 1024).toFixed(1)} KB gzipped (target: at most 120 KB)\n`,
  )
  const article = await postDetailPath()
  const pages = [
    { name: '/', pathname: '/' },
    { name: 'post', pathname: article },
    { name: '/store', pathname: '/store' },
    { name: '/quiz', pathname: '/quiz', member: true },
    { name: '/events', pathname: '/events' },
    { name: '/bank/fund', pathname: '/bank/fund', member: true },
    { name: '/robo', pathname: '/robo', member: true },
  ]
  const picked = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim())
  // Lighthouse's figures move from run to run with the machine's load: each page is audited several times
  // and the medians are printed beside the targets.
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3))
  const median = (values) => {
    const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b)
    return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null
  }
  const rows = []
  const medians = []
  for (const { name, pathname, member } of pages.filter((page) => !picked || picked.includes(page.name))) {
    const results = []
    for (let run = 1; run <= runs; run++) {
      const result = await lighthouseScores(pathname, { member })
      results.push(result)
      rows.push({
        page: name,
        run,
        ...result,
        lcp: result.lcp === undefined ? undefined : `${(result.lcp / 1000).toFixed(1)} s`,
        tbt: result.tbt === undefined ? undefined : `${Math.round(result.tbt)} ms`,
      })
    }
    const performance = median(results.map((r) => r.performance))
    const accessibility = median(results.map((r) => r.accessibility))
    const lcp = median(results.map((r) => r.lcp))
    const tbt = median(results.map((r) => r.tbt))
    medians.push({
      page: name,
      performance,
      accessibility,
      'LCP s': lcp === null ? null : +(lcp / 1000).toFixed(2),
      'TBT ms': tbt === null ? null : Math.round(tbt),
      meets: performance >= 98 && accessibility === 100 && lcp < 2000 && tbt < 100 ? 'yes' : 'no',
    })
  }
  console.log(
    `Lighthouse (mobile, simulated throttling), ${runs} runs of each page; the post is ${decodeURIComponent(article)}:`,
  )
  console.table(rows)
  console.log(
    'Medians (target: performance at least 98, accessibility 100, LCP under 2.0 s, TBT under 100 ms):',
  )
  console.table(medians)
} finally {
  if (server) {
    server.kill('SIGTERM')
    await new Promise((r) => server.on('exit', r))
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
}
