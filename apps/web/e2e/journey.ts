import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Browser, Locator, Page } from '@playwright/test'
import { visitorAddress } from './demo'
import { paintedPixels } from './engines/in-page'
import { expect, expectAccessible, logIn, newPage, visit } from './fixtures'

// What the practice-money journeys (the bank and the robo advisor) share: a journey is one member at one
// moment, which the journeys' server (CLOCK_CONTROL) moves forward for the requests that carry
// X-Clock-Offset-Days, so a journey can see next month's books without waiting for it.

export const DAY = 24 * 60 * 60 * 1000
const screenshots = fileURLToPath(new URL('../../../.tmp/screenshots/', import.meta.url))
export const PHONE = { width: 360, height: 740 }

/** What every bank and robo page says about its money (src/ui/practice-notice.tsx). */
export const PRACTICE_NOTICE = 'เงินฝึกหัด ไม่ใช่เงินจริง'

export type Journey = { page: Page; address: string; daysAhead: number }

/** The journey's own client address, on every request from its pages; with the clock moved, the days ahead. */
async function sendHeaders(page: Page, journey: Pick<Journey, 'address' | 'daysAhead'>): Promise<void> {
  await page.context().setExtraHTTPHeaders({
    'X-Forwarded-For': journey.address,
    ...(journey.daysAhead > 0 ? { 'X-Clock-Offset-Days': String(journey.daysAhead) } : {}),
  })
}

export async function startJourney(page: Page): Promise<Journey> {
  const journey = { page, address: visitorAddress(), daysAhead: 0 }
  await sendHeaders(page, journey)
  return journey
}

/** From now on the server answers this journey as it will be `days` days from today. */
export async function moveClock(journey: Journey, days: number): Promise<void> {
  journey.daysAhead = days
  await sendHeaders(journey.page, journey)
}

/** After a move within the app: the network quiet, then axe. */
export async function settle(page: Page, label: string): Promise<void> {
  await page.waitForLoadState('networkidle')
  await expectAccessible(page, label)
}

/** Logs in through the form and lands on `path`; the page is checked with axe once it settles. */
export async function logInTo(page: Page, email: string, path: string): Promise<void> {
  await visit(page, `/login?redirect=${encodeURIComponent(path)}`)
  await logIn(page, email)
  await expect(page).toHaveURL(new RegExp(`${escape(path)}$`))
  await settle(page, path)
}

export function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The page at phone size (PHONE) says it is practice money, fits the width, and is kept as `<file>.png`. */
export async function keepPhoneScreen(page: Page, file: string, label: string): Promise<void> {
  await expect(page.getByText(PRACTICE_NOTICE)).toBeVisible()
  // Nothing sticks out sideways: the page fits the phone's width (once a chart has followed a resize).
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `horizontal scroll on ${label} at 360 px`,
    })
    .toBeLessThanOrEqual(0)
  mkdirSync(screenshots, { recursive: true })
  // From the top, so the fixed header stands where a person sees it and not across the middle of the shot.
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: `${screenshots}${file}.png`, fullPage: true })
}

/**
 * The journey's member on a 360 px phone (a browser context of its own, logged in through the form, at the
 * journey's moment): each page passes axe and keepPhoneScreen, as .tmp/screenshots/<name>-<n>-<path>.png.
 */
export async function onAPhone(
  browser: Browser,
  journey: Journey,
  email: string,
  name: string,
  paths: string[],
): Promise<void> {
  const phone = await newPage(browser, { viewport: PHONE })
  await sendHeaders(phone, journey)
  for (const [index, path] of paths.entries()) {
    if (index === 0) await logInTo(phone, email, path)
    else await visit(phone, path)
    // An account's id in the address is left out of the file's name, so a run replaces the last one's.
    const slug = path
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
    await keepPhoneScreen(phone, `${name}-${index + 1}-${slug}`, path)
  }
  await phone.context().close()
}

/** The figure beside a label in a list of figures (a <dl>): the <dd> after the <dt> that reads `label`. */
export function figure(scope: Locator, label: string): Locator {
  return scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^\\s*${escape(label)}\\s*$`) })
    .locator('xpath=following-sibling::dd[1]')
}

/** Satang as the pages show practice baht: 502424 → "฿5,024.24". */
export function baht(satang: number): string {
  return `฿${Math.floor(satang / 100).toLocaleString('en-US')}.${String(satang % 100).padStart(2, '0')}`
}

/** Today's date in Bangkok, "2026-11-25". */
export function bangkokToday(): string {
  return new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10)
}

export function dayNumber(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
  return Date.UTC(y, m - 1, d) / DAY
}

/** The same day `months` later, or the month's last day when it is shorter (31 Aug + 6 → 28 Feb). */
export function monthsLater(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate()
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10)
}

/** A date as the pages show it: "25 พ.ย. 2569" (Buddhist era). */
export function thaiDate(iso: string): string {
  return new Intl.DateTimeFormat('th-TH', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Bangkok',
  }).format(new Date(iso))
}

/** How many pixels of a canvas have been painted (0 before its chart has drawn anything). */
export function paintedPixelsOf(canvas: Locator): Promise<number> {
  return canvas.evaluate(paintedPixels)
}

/** Chooses a birth date (YYYY-MM-DD) in the Thai order the forms ask for: วัน, เดือน, ปี พ.ศ. */
export async function chooseBirthDate(page: Page, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-')
  const field = page.getByRole('group', { name: 'วันเกิด' })
  await field.getByLabel('วัน', { exact: true }).selectOption(String(Number(day)))
  await field.getByLabel('เดือน', { exact: true }).selectOption(String(Number(month)))
  await field.getByLabel('ปี พ.ศ.', { exact: true }).selectOption(String(year))
}
