// `npm test`: the whole suite — type-check, lint, unit/component/API tests (Vitest) and browser journeys in
// Debian's Chromium (Playwright), WebKit (WebKitGTK's WebDriver in a virtual display) and Firefox (ESR, over
// WebDriver BiDi). On a fresh Debian machine it first installs the browsers and Thai fonts through apt-get
// when they are missing and it may; where it cannot, it says what is missing.
// `npm run test:browser [-- <playwright options>]` runs the browser journeys alone, for example one engine's
// with `-- --project=webkit`.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { buildWebIfNeeded, commandExists, root, run, webDir } from './lib.mjs'

const resultsDir = path.join(root, '.tmp/test-results')
rmSync(resultsDir, { recursive: true, force: true })
mkdirSync(resultsDir, { recursive: true })

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

const failures = []
const counts = { passed: 0, failed: 0, skipped: 0 }
/** Each failed test as `file › name: first line of its error`, repeated at the very end of the output. */
const failedTests = []
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((line) => line.trim() !== '') ?? ''
const relative = (file) => path.relative(root, file)

/** Vitest's JSON report: a file that failed to load, or each failed assertion in a file. */
function vitestFailures(report) {
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed')
    for (const test of failed) {
      failedTests.push(`${relative(file.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`)
    }
    if (failed.length === 0 && file.status === 'failed') {
      failedTests.push(`${relative(file.name)}: ${firstLine(file.message)}`)
    }
  }
}

/** Playwright's JSON report: each test whose outcome was unexpected, with its engine. */
function playwrightFailures(suite) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected') continue
      const error = test.results?.at(-1)?.error?.message
      failedTests.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`)
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child)
}
const step = (title) => console.log(`\n━━ ${title} ━━`)

function thaiFontInstalled() {
  const result = spawnSync('sh', ['-c', 'fc-list :lang=th family'], { encoding: 'utf8' })
  return result.status === 0 && result.stdout.trim().length > 0
}

/** Each Debian package the browser journeys need, and how to tell it is there. */
const browserPackages = [
  { name: 'chromium', present: () => commandExists('chromium') },
  { name: 'fonts-thai-tlwg', present: thaiFontInstalled },
  { name: 'webkit2gtk-driver', present: () => commandExists('WebKitWebDriver') },
  { name: 'xvfb', present: () => commandExists('Xvfb') },
  { name: 'firefox-esr', present: () => commandExists('firefox-esr') },
]

/** The browsers and Thai fonts for the browser tests: present, installed now, or named as missing. */
async function ensureBrowsers() {
  const missing = () => browserPackages.filter((item) => !item.present()).map((item) => item.name)
  let packages = missing()
  if (packages.length === 0) return true
  const isRoot = process.getuid?.() === 0
  if (isRoot && commandExists('apt-get') && process.env.KLASS_NO_APT !== '1') {
    console.log(`installing ${packages.join(' ')} with apt-get…`)
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    await run('apt-get', ['update', '-qq'], { env })
    await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages, 'fontconfig'], {
      env,
    })
    packages = missing()
    if (packages.length === 0) return true
  }
  console.error(
    `Browser tests need these Debian packages, which are missing: ${packages.join(', ')}.\n` +
      `Install them with: sudo apt-get install -y ${packages.join(' ')}`,
  )
  return false
}

const [mode, ...playwrightOptions] = process.argv.slice(2)
const browserOnly = mode === '--browser'

if (!browserOnly) {
  step('type-check')
  if ((await run('npm', ['run', '--silent', 'typecheck'])) !== 0) failures.push('type-check')

  step('lint')
  if ((await run('npm', ['run', '--silent', 'lint'])) !== 0) failures.push('lint')

  step('unit, component and API tests (Vitest)')
  const vitestReport = path.join(resultsDir, 'vitest.json')
  const vitestCode = await run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ])
  if (vitestCode !== 0) failures.push('vitest')
  if (existsSync(vitestReport)) {
    const report = JSON.parse(readFileSync(vitestReport, 'utf8'))
    counts.passed += report.numPassedTests ?? 0
    counts.failed += report.numFailedTests ?? 0
    counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
    vitestFailures(report)
  }
}

const playwrightConfig = path.join(webDir, 'playwright.config.ts')
if (existsSync(playwrightConfig)) {
  step('browser journeys (Chromium, WebKit and Firefox)')
  if (!(await ensureBrowsers())) {
    failures.push('browser tests (missing packages)')
  } else if ((await buildWebIfNeeded()) !== 0) {
    failures.push('web build')
  } else {
    const playwrightReport = path.join(resultsDir, 'playwright.json')
    // A free port for the journeys' own server, so a server already running elsewhere never collides.
    const port = process.env.E2E_PORT ?? String(await freePort())
    const code = await run('npx', ['playwright', 'test', '-c', playwrightConfig, ...playwrightOptions], {
      env: { ...process.env, E2E_PORT: port, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
    })
    if (code !== 0) failures.push('playwright')
    if (existsSync(playwrightReport)) {
      const report = JSON.parse(readFileSync(playwrightReport, 'utf8'))
      const stats = report.stats ?? {}
      for (const suite of report.suites ?? []) playwrightFailures(suite)
      counts.passed += (stats.expected ?? 0) + (stats.flaky ?? 0)
      counts.failed += stats.unexpected ?? 0
      counts.skipped += stats.skipped ?? 0
    }
  }
}

console.log('')
// A runner's report of a failed test counts even if its exit code said otherwise.
if (counts.failed > 0 && failures.length === 0) failures.push('tests reported as failed')
if (failedTests.length > 0)
  console.log(`failed tests:\n${failedTests.map((test) => `  ✗ ${test}`).join('\n')}`)
if (failures.length > 0) console.log(`failed steps: ${failures.join(', ')}`)
if (failures.length > 0 && counts.failed === 0) counts.failed = failures.length
console.log(`total: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`)
process.exit(failures.length > 0 ? 1 : 0)
