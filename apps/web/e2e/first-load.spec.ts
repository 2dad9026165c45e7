import type { Page } from '@playwright/test'
import { accounts, expect, logIn, test } from './fixtures'

// Issue 21: a member's first visit downloads none of the back office, and (issue 18) no schema library: the
// web app checks forms itself and reads the API's answers as they come. Each script `/` loads is read.

/** Marks of code that must stay out of the first load, and why. */
const unwanted = [
  { mark: '/v2/api/admin/', what: 'the back office' },
  { mark: 'STAFF_SECOND_FACTOR', what: "the back office's error messages" },
  { mark: '$ZodType', what: 'zod' },
]

/** Every script of the app the page fetches while opening `/`, until the network is quiet, with its text. */
async function scriptsOfHome(page: Page, base: string): Promise<Map<string, string>> {
  const scripts = new Map<string, Promise<string>>()
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().startsWith(base))
      scripts.set(new URL(response.url()).pathname, response.text())
  })
  await page.goto('/')
  await page.locator('main#main').waitFor()
  await page.waitForLoadState('networkidle')
  return new Map(await Promise.all([...scripts].map(async ([path, text]) => [path, await text] as const)))
}

function expectClean(scripts: Map<string, string>) {
  expect(scripts.size).toBeGreaterThan(0)
  const found = [...scripts].flatMap(([path, text]) =>
    unwanted.filter(({ mark }) => text.includes(mark)).map(({ what }) => `${path}: ${what}`),
  )
  expect(found).toEqual([])
}

test('a visitor’s first visit to the home page downloads no back-office code and no schema library', async ({
  page,
  baseURL,
}) => {
  expectClean(await scriptsOfHome(page, baseURL!))
})

test('a member opening the home page downloads no back-office code and no schema library', async ({
  page,
  baseURL,
}) => {
  await page.goto('/login')
  await logIn(page, accounts.general)
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
  // Klass opened again in a new tab: the member's own home, from its first script on.
  const again = await page.context().newPage()
  expectClean(await scriptsOfHome(again, baseURL!))
  await expect(again.getByText(/วันติดต่อกัน/).first()).toBeVisible()
})
