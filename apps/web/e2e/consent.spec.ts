import type { Page } from '@playwright/test'
import { expect, expectAccessible, test, visit } from './fixtures'

test.use({ consent: 'none' })

const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('isAnalytic') ?? 'null'))

test('accept-all stores both flags for a year and the banner stays away', async ({ page }) => {
  await visit(page, '/')
  const banner = page.getByRole('region', { name: /เว็บไซต์นี้ใช้คุกกี้/ })
  await expect(banner).toBeVisible()
  await banner.getByRole('button', { name: 'ยอมรับทั้งหมด' }).click()
  await expect(banner).toBeHidden()
  const record = await stored(page)
  expect(record).toMatchObject({ switch2: true, switch3: true })
  expect(Math.abs(record.savedAt - Date.now())).toBeLessThan(60_000)
  await page.reload()
  await page.locator('main#main').waitFor()
  await expect(banner).toBeHidden()
})

test('settings store the chosen switches; analytics stays off unless both are on', async ({ page }) => {
  const analyticsRequests: string[] = []
  page.on('request', (request) => {
    if (/googletagmanager|google-analytics/.test(request.url())) analyticsRequests.push(request.url())
  })
  await visit(page, '/')
  const banner = page.getByRole('region', { name: /เว็บไซต์นี้ใช้คุกกี้/ })

  // Cancel changes nothing.
  await banner.getByRole('button', { name: 'ตั้งค่าคุกกี้' }).click()
  const dialog = page.getByRole('dialog', { name: 'ตั้งค่าคุกกี้' })
  await expect(dialog).toBeVisible()
  await expectAccessible(page, 'cookie settings')
  await dialog.getByRole('switch', { name: 'คุกกี้เพื่อการวิเคราะห์' }).check()
  await dialog.getByRole('button', { name: 'ยกเลิก' }).click()
  await expect(dialog).toBeHidden()
  expect(await stored(page)).toBeNull()

  // Only switch2: stored, and nothing is loaded.
  await banner.getByRole('button', { name: 'ตั้งค่าคุกกี้' }).click()
  await expect(dialog.getByRole('switch', { name: 'คุกกี้เพื่อการวิเคราะห์' })).not.toBeChecked()
  await expect(dialog.getByRole('switch', { name: 'คุกกี้เพื่อการวัดผลและการตลาด' })).not.toBeChecked()
  await dialog.getByRole('switch', { name: 'คุกกี้เพื่อการวิเคราะห์' }).check()
  await dialog.getByRole('button', { name: 'ยอมรับ', exact: true }).click()
  await expect(banner).toBeHidden()
  expect(await stored(page)).toMatchObject({ switch2: true, switch3: false })
  await expect(page.locator('script[data-klass-analytics]')).toHaveCount(0)

  // The footer reopens the settings; the stored choice is shown.
  await page.getByRole('contentinfo').getByRole('button', { name: 'ตั้งค่าคุกกี้' }).click()
  await expect(dialog.getByRole('switch', { name: 'คุกกี้เพื่อการวิเคราะห์' })).toBeChecked()
  await dialog.getByRole('switch', { name: 'คุกกี้เพื่อการวิเคราะห์' }).uncheck()
  await dialog.getByRole('switch', { name: 'คุกกี้เพื่อการวัดผลและการตลาด' }).check()
  await dialog.getByRole('button', { name: 'ยอมรับ', exact: true }).click()
  expect(await stored(page)).toMatchObject({ switch2: false, switch3: true })
  await expect(page.locator('script[data-klass-analytics]')).toHaveCount(0)
  expect(analyticsRequests).toEqual([])
})
