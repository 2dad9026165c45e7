import type { Page } from '@playwright/test'
import { newMember } from './demo'
import { expect, logIn, test, visit } from './fixtures'
import { chooseBirthDate, PHONE, settle } from './journey'

// Facebook and LINE are the fakes of apps/api/test/fake-providers.ts, started beside the server by
// playwright.config.ts: LINE's consent screen is a page of its own origin, Facebook's SDK a script from it.

const uniqueId = () => `${Date.now().toString(16)}${Math.random().toString(16).slice(2, 10)}`

/** On LINE's (fake) consent screen: who is signing in, then allow. */
async function allowOnLine(page: Page, person: { id: string; name: string; email?: string }) {
  await expect(page).toHaveURL(/\/oauth2\/v2\.1\/authorize\?/)
  await page.getByLabel('LINE user id').fill(person.id)
  await page.getByLabel('ชื่อใน LINE').fill(person.name)
  if (person.email) await page.getByLabel('อีเมล').fill(person.email)
  await page.getByRole('button', { name: 'อนุญาต' }).click()
}

async function finishRegistration(page: Page, provider: 'LINE' | 'Facebook') {
  await expect(page.getByRole('heading', { name: `สมัครสมาชิกด้วย ${provider}` })).toBeVisible()
  await settle(page, `/register?via=${provider.toLowerCase()}`)
  await chooseBirthDate(page, '2009-08-17')
  // Issue 19: under 20, the form asks for a guardian's e-mail.
  await page.getByLabel('อีเมลผู้ปกครอง').fill(`guardian-${uniqueId()}@example.com`)
  await page.getByRole('checkbox', { name: /ฉันได้อ่านและยอมรับ/ }).check()
  await page.getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click()
  await expect(page).toHaveURL(/\/register\/profile$/)
}

test('a newcomer joins with LINE, then signs in with LINE again', async ({ page }) => {
  const person = { id: `U${uniqueId()}`, name: 'ส้มโอ ไลน์', email: `line-${uniqueId()}@example.com` }
  await visit(page, '/login')
  await page.getByRole('link', { name: 'เข้าสู่ระบบด้วย LINE' }).click()
  await allowOnLine(page, person)

  await expect(page).toHaveURL(/\/register\?via=line/)
  await expect(page.getByLabel('ชื่อที่แสดง')).toHaveValue('ส้มโอ ไลน์')
  await expect(page.getByLabel('อีเมล')).toHaveValue(person.email)
  await finishRegistration(page, 'LINE')
  await expect(page.getByLabel('ชื่อที่แสดง')).toHaveValue('ส้มโอ ไลน์')

  await page.goto('/profile')
  await expect(page.getByText(/เชื่อมแล้ว \(ส้มโอ ไลน์\)/)).toBeVisible()
  await expect(page.getByText('ยังไม่ได้ตั้งรหัสผ่าน')).toBeVisible()

  // Signed out, back through the LINE button on a page that needs a member: straight in, and back there.
  await page.context().clearCookies()
  await page.evaluate(() => localStorage.clear())
  await page.goto('/bank')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fbank$/)
  await page.getByRole('link', { name: 'เข้าสู่ระบบด้วย LINE' }).click()
  await allowOnLine(page, person)
  await expect(page).toHaveURL(/\/bank$/)
  await expect(page.getByRole('banner')).toContainText('ส้มโอ ไลน์')
})

test('a person who cancels on LINE can try again or use their e-mail', async ({ page }) => {
  await visit(page, '/login')
  await page.getByRole('link', { name: 'เข้าสู่ระบบด้วย LINE' }).click()
  await expect(page).toHaveURL(/\/oauth2\/v2\.1\/authorize\?/)
  await page.getByRole('button', { name: 'ยกเลิก' }).click()
  await expect(page).toHaveURL(/\/line\?error=access_denied/)
  await expect(page.getByText('คุณยกเลิกการเข้าสู่ระบบด้วย LINE แล้ว')).toBeVisible()
  await settle(page, '/line cancelled')
  await expect(page.getByRole('button', { name: 'ลองเข้าสู่ระบบด้วย LINE อีกครั้ง' })).toBeVisible()
  await page.getByRole('link', { name: 'เข้าสู่ระบบด้วยอีเมล' }).click()
  await expect(page).toHaveURL(/\/login$/)
})

test('a newcomer joins with Facebook on a phone, and Facebook signs them in next time', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'th-TH', timezoneId: 'Asia/Bangkok' })
  const person = { id: String(10 ** 15 + Math.floor(Math.random() * 10 ** 14)), name: 'ฟ้าใส เฟซบุ๊ก' }
  const email = `fb-${uniqueId()}@example.com`
  await context.addInitScript(
    ({ person, email }) => {
      localStorage.setItem(
        'isAnalytic',
        JSON.stringify({ switch2: false, switch3: false, savedAt: Date.now() }),
      )
      localStorage.setItem('klass.registerInvite.shownAt', String(Date.now()))
      Object.assign(window, { __fakeFacebookPerson: { ...person, email } })
    },
    { person, email },
  )
  const page = await context.newPage()
  await visit(page, '/register')
  // Nothing of Facebook's runs before the button is pressed.
  expect(await page.evaluate(() => 'FB' in window)).toBe(false)
  await page.getByRole('button', { name: 'เข้าสู่ระบบด้วย Facebook' }).click()

  await expect(page).toHaveURL(/\/register\?via=facebook/)
  await expect(page.getByLabel('ชื่อที่แสดง')).toHaveValue('ฟ้าใส เฟซบุ๊ก')
  await expect(page.getByLabel('อีเมล')).toHaveValue(email)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  await finishRegistration(page, 'Facebook')

  await page.context().clearCookies()
  await page.evaluate(() => localStorage.clear())
  await page.goto('/login')
  await page.getByRole('button', { name: 'เข้าสู่ระบบด้วย Facebook' }).click()
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  await expect(page.getByRole('banner')).toContainText('ฟ้าใส')
  await context.close()
})

test('a member links LINE from the profile and chooses the reminders', async ({ page, request }) => {
  const email = await newMember(request, 'link-line')
  await visit(page, '/login?redirect=%2Fprofile')
  await logIn(page, email)
  await expect(page).toHaveURL(/\/profile$/)
  await page.getByRole('link', { name: 'เชื่อมบัญชี LINE' }).click()
  await expect(page).toHaveURL(/\/line\/link$/)
  await settle(page, '/line/link')
  await page.getByRole('button', { name: 'เชื่อมบัญชี LINE' }).click()
  await allowOnLine(page, { id: `U${uniqueId()}`, name: 'มะนาว ไลน์' })

  await expect(page).toHaveURL(/\/line\/link\?code=/)
  await expect(page.getByText('เชื่อมบัญชี LINE (มะนาว ไลน์) เรียบร้อยแล้ว')).toBeVisible()
  await expect(page.getByRole('link', { name: 'เพิ่มเพื่อน @klass' })).toHaveAttribute(
    'href',
    'https://line.me/R/ti/p/%40klass',
  )
  await page.getByRole('link', { name: 'เลือกการแจ้งเตือนที่อยากได้รับ' }).click()
  await expect(page).toHaveURL(/\/line\/id$/)
  const streak = page.getByRole('switch', { name: 'Streak ใกล้ขาด' })
  await expect(streak).toBeChecked()
  await settle(page, '/line/id')
  await streak.click()
  await expect(streak).not.toBeChecked()
  await page.reload()
  await expect(page.getByRole('switch', { name: 'Streak ใกล้ขาด' })).not.toBeChecked()

  await page.goto('/profile')
  await expect(page.getByText(/เชื่อมแล้ว \(มะนาว ไลน์\)/)).toBeVisible()
  await page.getByRole('button', { name: 'ยกเลิกการเชื่อม LINE' }).click()
  await expect(page.getByText('ยกเลิกการเชื่อม LINE แล้ว')).toBeVisible()
  await expect(page.getByRole('link', { name: 'เชื่อมบัญชี LINE' })).toBeVisible()
})
