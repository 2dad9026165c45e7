import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { demoQuiz } from '@klass/db/demo/quiz'
import { newMember } from './demo'
import { expect, test, visit } from './fixtures'
import { PHONE, logInTo, moveClock, startJourney } from './journey'

// A member coming back (decision 036), on a 360 px phone: their home page opens on the streak, today's tasks
// and this week's koins. The journeys' server moves its clock for the requests that carry X-Clock-Offset-Days
// (CLOCK_CONTROL), so the journey lives day 1, day 2 and the day after a missed one.

test.use({ viewport: PHONE })
test.describe.configure({ timeout: 300_000 })

const screenshots = fileURLToPath(new URL('../../../.tmp/screenshots/', import.meta.url))

/** Today's daily quiz, every question answered right (the demo content's answers). */
async function answerDailyQuiz(page: Page) {
  // The quiz's own journeys check its pages with axe; here it is only the day's learning.
  await page.goto('/quiz/daily')
  for (let i = 0; i < 3; i += 1) {
    const heading = page.getByRole('group').getByRole('heading', { level: 2 })
    await expect(heading).toHaveText(new RegExp(`^${i + 1}\\. `))
    const prompt = (await heading.innerText()).replace(/^\d+\.\s*/, '')
    const question = demoQuiz.daily.find((q) => q.prompt === prompt)!
    await page.getByRole('radio', { name: question.choices[question.correct]!, exact: true }).check()
    await page.getByRole('button', { name: i === 2 ? 'ส่งคำตอบ' : 'ข้อถัดไป' }).click()
  }
  await expect(page.getByText('ได้ 3 จาก 3 ข้อ')).toBeVisible()
}

/** The member's home page, checked with axe, fitting the phone's width, kept as .tmp/screenshots/<file>.png. */
async function home(page: Page, file: string) {
  await visit(page, '/')
  const streak = page.getByRole('region', { name: 'streak' })
  await expect(streak).toBeVisible()
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)
  mkdirSync(screenshots, { recursive: true })
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: `${screenshots}${file}.png` })
  return streak
}

test('a member’s home counts their streak day 1, day 2, and starts again after a missed day', async ({
  page,
  request,
}) => {
  const journey = await startJourney(page)
  const email = await newMember(request, 'home-streak')
  await logInTo(page, email, '/')
  await expect(page.getByRole('heading', { level: 1, name: 'สวัสดี นักออมทดสอบ' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'สมัครสมาชิกฟรี' })).toHaveCount(0)
  let streak = page.getByRole('region', { name: 'streak' })
  await expect(streak).toContainText('0 วันติดต่อกัน')
  await expect(streak).toContainText('เริ่ม streak วันนี้')
  const tasks = page.getByRole('region', { name: 'งานของวันนี้' })
  await expect(tasks.getByRole('link', { name: /ควิซประจำวัน.*ยังไม่ได้ตอบ/ })).toBeVisible()

  // Day 1: the daily quiz answered.
  await answerDailyQuiz(page)
  streak = await home(page, 'home-streak-day-1')
  await expect(streak).toContainText('1 วันติดต่อกัน')
  await expect(streak).toContainText('วันนี้เรียนแล้ว')
  await expect(page.getByRole('region', { name: 'งานของวันนี้' })).toContainText('ตอบแล้ว')
  await expect(page.getByRole('region', { name: 'koin สัปดาห์นี้' })).toContainText('+')

  // Day 2: yesterday still counts until the member learns today.
  await moveClock(journey, 1)
  streak = await home(page, 'home-streak-day-2-morning')
  await expect(streak).toContainText('1 วันติดต่อกัน')
  await expect(streak).toContainText('วันนี้ยังไม่ได้เรียน')
  await answerDailyQuiz(page)
  streak = await home(page, 'home-streak-day-2')
  await expect(streak).toContainText('2 วันติดต่อกัน')

  // Day 4: day 3 passed with nothing learned and no freeze held — the streak starts again.
  await moveClock(journey, 3)
  streak = await home(page, 'home-streak-after-missed-day')
  await expect(streak).toContainText('0 วันติดต่อกัน')
  await expect(streak.locator('li[aria-label$=": พลาด"]')).toHaveCount(1)
  await expect(streak.locator('li[aria-label$=": เรียนแล้ว"]')).toHaveCount(2)
  await expect(streak.locator('li[aria-label$=": ก่อนเริ่มเรียน"]')).toHaveCount(3)
})
