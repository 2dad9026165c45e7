import { execSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import type { EngineName } from './e2e/engines/engine'
import { e2eDataDir, e2ePort } from './e2e/server-data'
import { fakeProviderEnv } from '../api/test/fake-providers'

// Journeys run against the real server (`node scripts/start.mjs`: API + built web app + embedded PostgreSQL
// with the demo accounts) in Debian's browsers; no browser is ever downloaded. Chromium runs every journey
// through Playwright; WebKit (Safari's engine) and Firefox run the journeys under e2e/engines through their
// own WebDriver interfaces (e2e/engines/webkit.ts, firefox.ts). `--project webkit` runs one engine alone.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const port = e2ePort
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`
const dataDir = e2eDataDir
// Facebook and LINE for the journeys: apps/api/test/fake-providers.ts on loopback, over real HTTP.
const providersPort = Number(process.env.FAKE_PROVIDERS_PORT ?? port + 90)
const fakeProvidersOrigin = `http://127.0.0.1:${providersPort}`

function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  try {
    return execSync('command -v chromium', { encoding: 'utf8', shell: '/bin/sh' }).trim()
  } catch {
    throw new Error('Chromium is missing: install it with `apt-get install -y chromium fonts-thai-tlwg`')
  }
}

export default defineConfig<{ engine: EngineName }>({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two cores are shared by the server, PostgreSQL and the browser: one worker keeps timings honest.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  outputDir: path.join(root, '.tmp/playwright-results'),
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    trace: 'retain-on-failure',
    // The service worker (decision 037) answers the app's files before `page.route` could: the journeys that
    // hold or fail a file see it only without one. The offline journeys (e2e/pwa.spec.ts) allow it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: 'engines/**' },
    { name: 'webkit', testDir: './e2e/engines', use: { engine: 'webkit' } },
    { name: 'firefox', testDir: './e2e/engines', use: { engine: 'firefox' } },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        {
          command: 'node --import tsx apps/api/test/fake-providers-server.ts',
          cwd: root,
          url: `${fakeProvidersOrigin}/health`,
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
          stdout: 'ignore',
          stderr: 'pipe',
          env: { FAKE_PROVIDERS_PORT: String(providersPort) },
        },
        {
          // A fresh data folder each run, reachable by the postgres user when run as root.
          command: `rm -rf '${dataDir}' && mkdir -p '${dataDir}' && chmod 711 '${dataDir}' && node scripts/start.mjs`,
          cwd: root,
          url: `${baseURL}/api/health`,
          reuseExistingServer: !process.env.CI,
          timeout: 240_000,
          stdout: 'ignore',
          stderr: 'pipe',
          env: {
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            LOG_LEVEL: 'warn',
            // The fixtures give each journey its own client address in X-Forwarded-For (see fixtures.ts), as
            // one proxy would.
            TRUST_PROXY: '1',
            // The bank journeys move the server's clock for their own requests (X-Clock-Offset-Days).
            CLOCK_CONTROL: '1',
            // LINE sends people back to this address, where the sign-in cookie lives.
            PUBLIC_URL: baseURL,
            ...fakeProviderEnv(fakeProvidersOrigin),
          },
        },
      ],
})
