import type { Page } from '@playwright/test'
import { demoQuiz, type DemoQuizQuestion } from '@klass/db/demo/quiz'
import { DEMO_PASSWORD, expect, expectAccessible, logIn, test, visit } from './fixtures'

/** A member of their own for each journey, so no journey depends on what another did. */
async function newMember(page: Page): Promise<string> {
  const email = `quiz.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`
  const response = await page.request.post('/v2/api/register', {
    data: {
      email,
      password: DEMO_PASSWORD,
      display_name: 'น้องควิซ',
      accept_terms: 'true',
      birth_date: '2009-03-15',
      guardian_email: `guardian.${email}`,
    },
  })
  expect(response.status()).toBe(201)
  await page.goto('/login')
  await logIn(page, email)
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  await expect(page.getByRole('banner').getByText('koin คงเหลือ').first()).toBeAttached()
  return email
}

/** The koin balance in the header, in hundredths. */
async function headerKoin(page: Page): Promise<number> {
  const text = await page.getByRole('banner').getByText('koin คงเหลือ').first().locator('..').textContent()
  return Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100)
}

/**
 * Answers the questions on screen one at a time, choosing the right answer of the demo content for all but
 * the first `wrong` questions, and sends them. Answers the questions asked, in order.
 */
async function answerAll(page: Page, pool: DemoQuizQuestion[], count: number, wrong = 0) {
  const asked: DemoQuizQuestion[] = []
  for (let i = 0; i < count; i += 1) {
    const heading = page.getByRole('group').getByRole('heading', { level: 2 })
    await expect(heading).toHaveText(new RegExp(`^${i + 1}\\. `))
    const prompt = (await heading.innerText()).replace(/^\d+\.\s*/, '')
    const question = pool.find((q) => q.prompt === prompt)
    expect(question, prompt).toBeDefined()
    asked.push(question!)
    const choice = i < wrong ? (question!.correct + 1) % question!.choices.length : question!.correct
    await page.getByRole('radio', { name: question!.choices[choice]!, exact: true }).check()
    if (i === 0) await expectAccessible(page, 'a question')
    await page.getByRole('button', { name: i === count - 1 ? 'ส่งคำตอบ' : 'ข้อถัดไป' }).click()
  }
  return asked
}

test('a member takes the daily quiz and sees their koins and streak go up', async ({ page }) => {
  await newMember(page)
  await visit(page, '/quiz')
  await expect(page.getByText(/วันนี้:/)).toHaveText('วันนี้: ยังไม่ได้ตอบ · ตอบต่อเนื่อง 0 วัน')
  const before = await headerKoin(page)

  await page.getByRole('link', { name: /ไปตอบเลย\s+ควิซประจำวัน/ }).click()
  await expect(page.getByText('ข้อ 1 จาก 3')).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expectAccessible(page, '/quiz/daily')
  const asked = await answerAll(page, demoQuiz.daily, 3, 1)

  await expect(page.getByText('ได้ 2 จาก 3 ข้อ')).toBeVisible()
  // Every answer says whether it was right and why: the wrong one with the right choice, each with its explanation.
  const review = page.getByRole('region', { name: 'เฉลยและคำอธิบาย' })
  const items = review.getByRole('listitem')
  await expect(items).toHaveCount(3)
  for (const [i, question] of asked.entries()) {
    await expect(items.nth(i)).toContainText(i === 0 ? '✗ ตอบผิด' : '✓ ตอบถูก')
    await expect(items.nth(i)).toContainText(`คำอธิบาย: ${question.explanation}`)
  }
  await expect(items.nth(0)).toContainText(`คำตอบที่ถูก: ${asked[0]!.choices[asked[0]!.correct]}`)
  await expect(page.getByRole('list', { name: 'รางวัลที่ได้รับ' })).toContainText('+4.00 koin')
  await expect(page.getByText('ตอบต่อเนื่อง 1 วัน — วันนี้ตอบแล้ว')).toBeVisible()
  await expect(page.getByText('คำตอบที่ถูก:')).toHaveCount(1)
  await expect.poll(() => headerKoin(page)).toBe(before + 4_00)
  await page.waitForLoadState('networkidle')
  await expectAccessible(page, '/quiz/daily result')

  await visit(page, '/quiz')
  await expect(page.getByText(/วันนี้:/)).toHaveText('วันนี้: ตอบแล้ว · ตอบต่อเนื่อง 1 วัน')
})

test('a member takes a money-quiz level and finds the answers in the profile', async ({ page }) => {
  await newMember(page)
  await visit(page, '/quiz/money/Basic')
  const before = await headerKoin(page)
  await page.getByRole('button', { name: 'เริ่มทำควิซระดับนี้' }).click()
  await answerAll(page, demoQuiz.money.Basic, 15, 3)
  await expect(page.getByText('ได้ 12 จาก 15 ข้อ')).toBeVisible()
  await expect.poll(() => headerKoin(page)).toBe(before + 12_00)
  await page.waitForLoadState('networkidle')
  await expectAccessible(page, '/quiz/money/Basic result')

  await page.getByRole('link', { name: 'ดูคำตอบของฉันในโปรไฟล์' }).click()
  await expect(page).toHaveURL(/\/profile\/moneyAnswer\/Basic$/)
  const basic = page.getByRole('region', { name: 'Basic — ระดับพื้นฐาน' })
  await expect(basic.getByText('ได้ 12 จาก 15 ข้อ')).toBeVisible()
  await expect(basic.getByText('คำตอบที่ถูก:')).toHaveCount(3)
  const first = demoQuiz.money.Basic[0]!
  await expect(basic.getByText(first.explanation)).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expectAccessible(page, '/profile/moneyAnswer/Basic')

  await visit(page, '/profile?tab=money-answers')
  await expect(page.getByRole('tab', { name: 'คำตอบ The Money Quiz' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(
    page.getByRole('region', { name: 'Basic — ระดับพื้นฐาน' }).getByText('ได้ 12 จาก 15 ข้อ'),
  ).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Advanced — ระดับสูง' }).getByRole('link', { name: 'เริ่มทำระดับนี้' }),
  ).toBeVisible()
})

test('the month’s quiz and the final exam pages pass axe on a phone, with the exam’s countdown once started', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await newMember(page)
  await visit(page, '/quiz/month')
  await expect(page.getByText('ข้อ 1 จาก 10')).toBeVisible()
  await visit(page, '/quiz/final')
  await expect(page.getByText('ข้อสอบ 30 ข้อ มีเวลา 30 นาทีนับจากกดเริ่ม')).toBeVisible()
  await page.getByRole('button', { name: 'เริ่มทำข้อสอบ' }).click()
  await expect(page.getByRole('timer')).toHaveAccessibleName(/^เวลาที่เหลือ (29|30) นาที/)
  await expect(page.getByText('ข้อ 1 จาก 30')).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expectAccessible(page, '/quiz/final started')
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(360)
})
