import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Browser, type Page } from '@playwright/test'
import { DEMO_PASSWORD, visitorAddress } from './demo'

export { DEMO_PASSWORD }

export const accounts = { general: 'demo@klass.test', skill: 'skill@klass.test' } as const

type Options = {
  /** 'decided': a consent choice is already stored, so the banner stays out of the way. */
  consent: 'none' | 'decided'
  /** 'recent': the register invitation was shown lately, so it does not interrupt. */
  invite: 'due' | 'recent'
}

/** A page from its own browser.newContext() (axe needs one), with the shell's interruptions settled. */
export async function newPage(
  browser: Browser,
  options: Partial<Options> & {
    viewport?: { width: number; height: number } | null
    serviceWorkers?: 'allow' | 'block'
  } = {},
): Promise<Page> {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() },
    viewport: options.viewport ?? { width: 1280, height: 800 },
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    // Blocked unless a journey allows it (playwright.config.ts): a worker would answer files before `page.route`.
    serviceWorkers: options.serviceWorkers ?? 'block',
  })
  const consent = options.consent ?? 'decided'
  const invite = options.invite ?? 'recent'
  await context.addInitScript(
    ({ consent, invite }) => {
      if (consent === 'decided' && !localStorage.getItem('isAnalytic')) {
        localStorage.setItem(
          'isAnalytic',
          JSON.stringify({ switch2: false, switch3: false, savedAt: Date.now() }),
        )
      }
      if (invite === 'recent' && !localStorage.getItem('klass.registerInvite.shownAt')) {
        localStorage.setItem('klass.registerInvite.shownAt', String(Date.now()))
      }
    },
    { consent, invite },
  )
  return context.newPage()
}

export const test = base.extend<Options & { page: Page }>({
  consent: ['decided', { option: true }],
  invite: ['recent', { option: true }],
  // Each test is its own visitor: a client address of its own (the journeys' server trusts the proxy header),
  // so the per-address limits on registration and failed logins count each journey apart, as they would
  // count different people.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    await provide({ ...extraHTTPHeaders, 'X-Forwarded-For': visitorAddress() })
  },
  // Playwright's fixture callback is named `use`; it is not a React hook.
  // A journey fails on anything the Content-Security-Policy refused (decision 026): Chromium reports each
  // refusal in the console.
  page: async ({ browser, consent, invite, serviceWorkers, viewport }, provide) => {
    const page = await newPage(browser, { consent, invite, serviceWorkers, viewport })
    const refused: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
    })
    await provide(page)
    await page.context().close()
    expect(refused, 'refused by the Content-Security-Policy').toEqual([])
  },
})

export { expect }

/**
 * axe on the page once its colour and size transitions have ended (a link fading from its active colour
 * is not what a reader sees): no serious or critical violation (WCAG 2.1 A and AA rules).
 */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`,
    )
  expect(blocking, `axe on ${label}`).toEqual([])
}

/** Opens a path, waits for the page to settle and checks it with axe. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.locator('main#main').waitFor()
  await page.waitForLoadState('networkidle')
  await expectAccessible(page, path)
}

/** Logs in through the form, as a person would. */
export async function logIn(page: Page, email: string): Promise<void> {
  await page.getByLabel('อีเมล').fill(email)
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click()
}
