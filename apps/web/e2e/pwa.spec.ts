import type { Page } from '@playwright/test'
import { expect, expectAccessible, test, visit } from './fixtures'

// Installable, usable offline, and a cookie banner that leaves a phone's screen to the page (decision 037).
// These journeys run with the service worker, as people's browsers do.
test.use({ serviceWorkers: 'allow' })

/** A PNG's width and height, read from its header (IHDR). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

/** Opens a page as a person would, without the accessibility check of `visit` (the pages have their own). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.locator('main#main').waitFor()
}

/** Waits until the service worker controls the page: it answers the page's requests from then on. */
async function serviceWorkerInControl(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      )
    return registration.scope
  })
}

test('the web app manifest names Klass in Thai and its icons are there in the sizes it declares', async ({
  page,
}) => {
  await page.goto('/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBe('/manifest.webmanifest')
  const answer = await page.request.get(href!)
  expect(answer.ok()).toBe(true)
  expect(answer.headers()['content-type']).toContain('application/manifest+json')
  const manifest = await answer.json()
  expect(manifest).toMatchObject({
    short_name: 'Klass',
    lang: 'th',
    start_url: '/',
    scope: '/',
    display: 'standalone',
  })
  expect(manifest.name).toMatch(/^Klass — [\u0E00-\u0E7F ]+$/)
  expect(manifest.description).toMatch(/[\u0E00-\u0E7F]/)
  expect(manifest.theme_color).toBe(await page.locator('meta[name="theme-color"]').getAttribute('content'))
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/)

  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose?: string }[]
  for (const icon of icons) {
    const file = await page.request.get(icon.src)
    expect(file.ok(), icon.src).toBe(true)
    expect(file.headers()['content-type'], icon.src).toBe(icon.type)
    const { width, height } = pngSize(await file.body())
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes)
  }
  const sizes = (purpose: string) =>
    icons.filter((icon) => (icon.purpose ?? 'any') === purpose).map((icon) => icon.sizes)
  expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']))
  expect(sizes('maskable')).toEqual(expect.arrayContaining(['512x512']))

  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')
  expect(pngSize(await (await page.request.get(touchIcon!)).body())).toEqual({ width: 180, height: 180 })
})

test('the service worker serves the offline page when a page is opened offline, and the page once back', async ({
  page,
}) => {
  // Installing the worker and going offline and back take longer than a page visit.
  test.slow()
  await open(page, '/')
  expect(await serviceWorkerInControl(page)).toBe(new URL('/', page.url()).href)
  const worker = await page.request.get('/sw.js')
  expect(worker.headers()['cache-control']).toBe('no-cache')

  await page.context().setOffline(true)
  await page.goto('/events')
  await expect(page.getByRole('heading', { level: 1, name: 'ออฟไลน์อยู่' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'ระหว่างนี้ยังทำอะไรได้บ้าง' })).toBeVisible()
  const retry = page.getByRole('button', { name: 'ลองอีกครั้ง' })
  const box = await retry.boundingBox()
  expect(box!.height).toBeGreaterThanOrEqual(44)
  await expectAccessible(page, 'offline page')

  // Pressing retry while still offline keeps the offline page.
  await retry.click()
  await expect(page.getByRole('heading', { level: 1, name: 'ออฟไลน์อยู่' })).toBeVisible()

  // Back online, the page opens by itself, fresh from the server (never a stored copy).
  await page.context().setOffline(false)
  await expect(page.getByRole('heading', { level: 1, name: 'ออฟไลน์อยู่' })).toBeHidden()
  await page.locator('main#main').waitFor()
  await expect(page).toHaveURL(/\/events$/)
})

test('a page whose code is not loaded yet says it is offline, then appears once back online', async ({
  page,
}) => {
  test.slow()
  await open(page, '/')
  await serviceWorkerInControl(page)
  let loads = 0
  page.on('load', () => loads++)

  await page.context().setOffline(true)
  await page.getByRole('contentinfo').getByRole('link', { name: 'นโยบายคุกกี้' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'ออฟไลน์อยู่' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'หน้านี้จะเปิดเองเมื่อกลับมาออนไลน์' })).toBeVisible()
  await expect(page.getByText(/เวอร์ชันใหม่|An error occurred/)).toHaveCount(0)
  // Not reloaded as if a new release had shipped: the page waits for the connection.
  expect(loads).toBe(0)
  await expectAccessible(page, 'page offline')

  await page.context().setOffline(false)
  await expect(page.getByRole('heading', { level: 1, name: 'นโยบายคุกกี้' })).toBeVisible()
  await expect(page).toHaveURL(/\/policy\/cookies$/)
  expect(loads).toBe(1)
})

test('online, a page whose code is gone since a new release still reloads once (SPEC 8)', async ({
  page,
}) => {
  test.slow()
  await open(page, '/')
  await serviceWorkerInControl(page)
  // The service worker fetches the file: the context's routes see its request, as the server would.
  await page
    .context()
    .route(/\/assets\/policy-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'not found' }))
  let loads = 0
  page.on('load', () => loads++)
  await page.getByRole('contentinfo').getByRole('link', { name: 'นโยบายคุกกี้' }).click()
  // The page reloads once for the new release; the file is still gone, so the error page stays.
  await expect.poll(() => loads, { timeout: 30_000 }).toBe(1)
  await expect(page.getByRole('heading', { name: 'An error occurred' })).toBeVisible({ timeout: 30_000 })
  expect(loads).toBe(1)
})

for (const screen of [
  { width: 360, height: 740 },
  { width: 320, height: 640 },
]) {
  test.describe(`the cookie banner on a ${screen.width} x ${screen.height} phone`, () => {
    test.use({ consent: 'none', viewport: screen })

    test('takes less than a fifth of the screen, with all three choices at hand', async ({ page }) => {
      await visit(page, '/')
      const banner = page.getByRole('region', { name: /เว็บไซต์นี้ใช้คุกกี้/ })
      const area = await banner.boundingBox()
      expect(area!.height).toBeLessThan(screen.height / 5)
      expect(area!.y + area!.height).toBeLessThanOrEqual(screen.height)
      for (const name of ['ตั้งค่าคุกกี้', 'เฉพาะที่จำเป็น', 'ยอมรับทั้งหมด']) {
        const box = await banner.getByRole('button', { name }).boundingBox()
        expect(box!.height, name).toBeGreaterThanOrEqual(44)
        expect(box!.width, name).toBeGreaterThanOrEqual(44)
        expect(box!.x, name).toBeGreaterThanOrEqual(0)
        expect(box!.x + box!.width, name).toBeLessThanOrEqual(screen.width)
      }
      // Nothing in it runs past the screen's edge.
      expect(await banner.evaluate((section) => section.scrollWidth <= section.clientWidth)).toBe(true)
      expect(area!.width).toBeLessThanOrEqual(screen.width)
    })

    test('"only necessary" stores both optional flags off and the banner goes', async ({ page }) => {
      await visit(page, '/')
      const banner = page.getByRole('region', { name: /เว็บไซต์นี้ใช้คุกกี้/ })
      await banner.getByRole('button', { name: 'เฉพาะที่จำเป็น' }).click()
      await expect(banner).toBeHidden()
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('isAnalytic') ?? 'null'))
      expect(stored).toMatchObject({ switch2: false, switch3: false })
      await expect(page.locator('script[data-klass-analytics]')).toHaveCount(0)
    })
  })
}
