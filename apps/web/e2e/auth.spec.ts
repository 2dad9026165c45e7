import { newMember } from './demo'
import { accounts, DEMO_PASSWORD, expect, expectAccessible, logIn, newPage, test, visit } from './fixtures'

test('a guest who opens /profile logs in and comes back to it', async ({ page }) => {
  await page.goto('/profile')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/)
  await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบ' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expectAccessible(page, '/login with a remembered page')

  await logIn(page, accounts.general)
  await expect(page).toHaveURL(/\/profile$/)
  const card = page.locator('section[aria-labelledby="profile-name"]')
  await expect(card.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('table', { name: 'ประวัติ koin' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'ประวัติ koin' }).getByRole('row').nth(1)).toContainText(
    /\d{4} \| \d{2}:\d{2}/,
  )
  await expect(page.getByRole('banner')).toContainText(/\d{1,3}(,\d{3})*\.\d{2}/)
  await page.waitForLoadState('networkidle')
  await expectAccessible(page, '/profile')

  await page.getByRole('tab', { name: 'ประวัติ skill point' }).click()
  await expect(page.getByRole('tab', { name: 'ประวัติ skill point' })).toHaveAttribute('aria-selected', 'true')
  await page.waitForLoadState('networkidle')
  await expectAccessible(page, '/profile skill history')
})

test('a hostile remembered page is ignored after login', async ({ page }) => {
  await visit(page, '/login?redirect=%2F%2Fevil.example')
  await logIn(page, accounts.general)
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
})

test('a member who opens a guest-only page is sent home', async ({ page }) => {
  await visit(page, '/login')
  await logIn(page, accounts.general)
  await expect(page).toHaveURL(/\/$/)
  for (const path of ['/login', '/register', '/forgot-password']) {
    await page.goto(path)
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  }
})

test('only a SKILL member sees “Redeem ลุ้น Big Prize”', async ({ browser }) => {
  for (const [email, shown] of [
    [accounts.skill, true],
    [accounts.general, false],
  ] as const) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    await context.addInitScript(() => {
      localStorage.setItem(
        'isAnalytic',
        JSON.stringify({ switch2: false, switch3: false, savedAt: Date.now() }),
      )
      localStorage.setItem('klass.registerInvite.shownAt', String(Date.now()))
    })
    const page = await context.newPage()
    await page.goto('/login')
    await logIn(page, email)
    await expect(page).toHaveURL(/\/$/)
    await page.getByRole('button', { name: /เมนูสมาชิก/ }).click()
    await expect(page.getByRole('link', { name: 'ดูโปรไฟล์' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Redeem ลุ้น Big Prize' })).toHaveCount(shown ? 1 : 0)
    await expectAccessible(page, `member menu of ${email}`)
    await context.close()
  }
})

test('logout calls the server, forgets the session and goes home', async ({ page }) => {
  await visit(page, '/login')
  await logIn(page, accounts.general)
  await page.getByRole('button', { name: /เมนูสมาชิก/ }).click()
  const logout = page.waitForRequest(
    (request) => request.url().endsWith('/api/logout') && request.method() === 'POST',
  )
  await page.getByRole('button', { name: 'ออกจากระบบ' }).click()
  await logout
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'เข้าสู่ระบบ' })).toBeVisible()
  const cookies = await page.context().cookies()
  expect(cookies.map((cookie) => cookie.name)).not.toEqual(expect.arrayContaining(['auth._token.local']))
  expect(cookies.map((cookie) => cookie.name)).not.toEqual(expect.arrayContaining(['auth.refresh_token']))
  expect(await page.evaluate(() => localStorage.getItem('auth.user'))).toBeNull()
  await page.goto('/profile')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/)
})

test('the register and password pages are labelled and accessible', async ({ page }) => {
  for (const path of [
    '/register',
    '/forgot-password',
    '/reset-password?token=abcdefabcdefabcdef',
    '/ShowVariable',
    '/policy',
  ]) {
    await visit(page, path)
  }
  await page.goto('/register')
  await page.getByRole('button', { name: 'สมัครสมาชิก' }).click()
  await expect(page.getByLabel('อีเมล')).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page, '/register with errors')
})

test('changing the password in one browser signs the member out of another, and keeps this one signed in', async ({
  page,
  browser,
}) => {
  const email = await newMember(page.request, 'password-change')
  const other = await newPage(browser)
  await other.goto('/login')
  await logIn(other, email)
  await expect(other).toHaveURL(/127\.0\.0\.1:\d+\/$/)

  await page.goto('/login')
  await logIn(page, email)
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  await page.goto('/profile?tab=security')
  await expect(page.getByRole('tab', { name: 'ความปลอดภัยของบัญชี' })).toHaveAttribute('aria-selected', 'true')
  // The registration's session, the other browser's and this one.
  const devices = page.getByRole('region', { name: 'อุปกรณ์ที่เข้าสู่ระบบอยู่' })
  await expect(devices.getByRole('listitem')).toHaveCount(3)
  await expect(devices.getByText('อุปกรณ์นี้')).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expectAccessible(page, '/profile account security')

  await page.getByLabel('รหัสผ่านปัจจุบัน').fill(DEMO_PASSWORD)
  await page.getByLabel('รหัสผ่านใหม่', { exact: true }).fill('Mango-Kite-Harbour-71')
  await page.getByLabel('ยืนยันรหัสผ่านใหม่').fill('Mango-Kite-Harbour-71')
  await page.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }).click()
  await expect(page.getByText(/^เปลี่ยนรหัสผ่านแล้ว/)).toBeVisible()
  await expect(devices.getByRole('listitem')).toHaveCount(1)

  // The other browser's next member page finds its session ended and goes to the login page.
  await other.goto('/profile')
  await expect(other).toHaveURL(/\/login(\?|$)/)
  await other.context().close()

  await page.reload()
  await expect(page).toHaveURL(/\/profile\?tab=security$/)
  await expect(
    page.locator('section[aria-labelledby="profile-name"]').getByRole('heading', { level: 1 }),
  ).toBeVisible()
})
