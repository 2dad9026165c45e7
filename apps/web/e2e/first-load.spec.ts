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

test('the home hero’s heading is painted once, in its own font, and stays the largest paint when the app takes over', async ({
  page,
}) => {
  // The headings' font arrives late, as on a slow phone connection.
  let fontArrived = 0
  await page.route(/prompt-.*\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_200))
    await route.continue()
  })
  page.on('requestfinished', (request) => {
    if (/prompt-.*\.woff2$/.test(request.url())) fontArrived += 1
  })
  await page.addInitScript(() => {
    const paints: Array<{ id: string; size: number; at: number }> = []
    ;(window as unknown as { largestPaints: typeof paints }).largestPaints = paints
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { element: Element | null; size: number }
      >)
        paints.push({ id: entry.element?.id ?? '', size: entry.size, at: entry.startTime })
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })
  await page.goto('/')
  await page.locator('main#main').waitFor()
  await expect(page.getByRole('heading', { level: 1, name: /เรื่องเงิน/ })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(fontArrived).toBeGreaterThan(0)
  const { paints, fontEnd } = await page.evaluate(() => ({
    paints: (window as unknown as { largestPaints: Array<{ id: string; size: number; at: number }> })
      .largestPaints,
    fontEnd: Math.max(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => /prompt-.*\.woff2$/.test(entry.name))
        .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
    ),
  }))
  const headings = paints.filter((paint) => paint.id === 'hero-title')
  // Once: not first in a fallback font and again, larger, when the font or the app came.
  expect(headings).toHaveLength(1)
  expect(headings[0]!.at).toBeGreaterThanOrEqual(fontEnd)
  expect(paints.at(-1)!.id).toBe('hero-title')
})

test('the store’s first gift picture is its largest paint, once, before the app takes over', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen = window as unknown as {
      largestPaints: Array<{ tag: string; src: string; size: number; at: number }>
      appAt: number | null
    }
    seen.largestPaints = []
    seen.appAt = null
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { element: Element | null; size: number }
      >)
        seen.largestPaints.push({
          tag: entry.element?.tagName ?? '',
          src: entry.element?.getAttribute('src') ?? '',
          size: entry.size,
          at: entry.startTime,
        })
    }).observe({ type: 'largest-contentful-paint', buffered: true })
    // The app's own page area (`main#main`) replaces the served one when the app takes over.
    new MutationObserver((_, observer) => {
      if (!document.querySelector('main#main')) return
      seen.appAt = performance.now()
      observer.disconnect()
    }).observe(document, { childList: true, subtree: true })
  })
  const served = await (await page.request.get('/store')).text()
  const firstPicture = /<main\b[^>]*>[\s\S]*?<img src="([^"]+)"/.exec(served)?.[1]
  expect(firstPicture).toBeTruthy()
  expect(served).toContain('<meta name="klass-deferred-modules"')

  await page.goto('/store')
  await page.locator('main#main').waitFor()
  await page.waitForLoadState('networkidle')
  const { paints, appAt } = await page.evaluate(() => {
    const seen = window as unknown as {
      largestPaints: Array<{ tag: string; src: string; size: number; at: number }>
      appAt: number
    }
    return { paints: seen.largestPaints, appAt: seen.appAt }
  })
  const pictures = paints.filter((paint) => paint.tag === 'IMG')
  // Once, the served picture, before the app's code has run: the app's same picture is no new, later paint.
  expect(pictures).toHaveLength(1)
  expect(pictures[0]!.src).toBe(firstPicture)
  expect(paints.at(-1)).toEqual(pictures[0])
  expect(pictures[0]!.at).toBeLessThan(appAt)
})
