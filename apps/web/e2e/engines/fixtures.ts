import { writeFile } from 'node:fs/promises'
import { test as base, expect } from '@playwright/test'
import { DEMO_PASSWORD } from '../demo'
import type { EngineDriver, EngineName } from './engine'
import { launchFirefox } from './firefox'
import { launchWebKit } from './webkit'
import { Site, button, field } from './site'

type WorkerFixtures = { engine: EngineName; driver: EngineDriver }
type TestFixtures = { site: Site }

/**
 * Journeys in the engines Playwright cannot bring here: each project names its engine, one browser runs
 * per worker, and each test is a new visitor in it. A test fails on any uncaught error or refused code
 * in any page it opened, whatever else it checked.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  engine: ['webkit', { scope: 'worker', option: true }],
  driver: [
    // Playwright's fixture callback is named `use`; it is not a React hook.
    async ({ engine }, provide) => {
      const driver = engine === 'webkit' ? await launchWebKit() : await launchFirefox()
      await provide(driver)
      await driver.close()
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  site: async ({ driver, baseURL }, provide, testInfo) => {
    const site = new Site(driver, baseURL!)
    await site.startAsNewVisitor()
    await provide(site)
    if (testInfo.status !== testInfo.expectedStatus) {
      const screenshot = await driver.screenshot().catch(() => null)
      if (screenshot) {
        const file = testInfo.outputPath(`${driver.name}-at-failure.png`)
        await writeFile(file, screenshot)
        await testInfo.attach('screenshot', { path: file, contentType: 'image/png' })
      }
    }
    const trouble = await site.trouble()
    expect(trouble.errors, `uncaught errors in ${driver.name}`).toEqual([])
    expect(trouble.policyViolations, `Content-Security-Policy refusals in ${driver.name}`).toEqual([])
  },
})

export { expect }

/** Logs in through the form on /login, as a person would, and waits for the page it leads to. */
export async function logIn(site: Site, email: string, then = '/'): Promise<void> {
  await site.open(then === '/' ? '/login' : `/login?redirect=${encodeURIComponent(then)}`)
  await site.fill(field('อีเมล'), email)
  await site.fill(field('รหัสผ่าน', true), DEMO_PASSWORD)
  await site.click(button('เข้าสู่ระบบ', true))
  await site.expectLocation(exactly(then))
  await site.settle(then)
}

/** A pattern that matches exactly this path (and query). */
export function exactly(path: string): RegExp {
  return new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
}
