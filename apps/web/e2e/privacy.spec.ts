import { readFile } from 'node:fs/promises'
import type { APIRequestContext } from '@playwright/test'
import { newMember, visitorAddress } from './demo'
import { DEMO_PASSWORD, expect, expectAccessible, logIn, test, visit } from './fixtures'
import { linkInMail } from './outbox'

// Issue 19 (decision 031): members' control of their data — download it, delete the account. Each journey
// registers its own member; the changing-password journey is in auth.spec.ts.

/**
 * A draft of the member's own, written through the API with their token: kept as a draft, it never shows
 * among the articles the other journeys read on the shared server.
 */
async function writePost(request: APIRequestContext, email: string, title: string): Promise<void> {
  const address = visitorAddress()
  const login = await request.post('/api/login', {
    headers: { 'X-Forwarded-For': address },
    data: { email, password: DEMO_PASSWORD },
  })
  expect(login.ok(), await login.text()).toBeTruthy()
  const { access_token: token } = (await login.json()) as { access_token: string }
  const created = await request.post('/v2/api/post/create', {
    headers: { 'X-Forwarded-For': address, Authorization: `Bearer ${token}` },
    data: { type: 'biz-master', title, content: '<p>ต้นทุนชิ้นละ 6 บาท ขาย 10 บาท</p>', publish: false },
  })
  expect(created.ok(), await created.text()).toBeTruthy()
}

test('download my data gives a JSON file with the member’s posts and koin history', async ({
  page,
  request,
}) => {
  const email = await newMember(request, 'privacy-export')
  const title = `ขายขนมหน้าโรงเรียน ${Date.now()}`
  await writePost(request, email, title)

  await visit(page, '/login?redirect=%2Fprofile%3Ftab%3Dsecurity')
  await logIn(page, email)
  await expect(page).toHaveURL(/\/profile\?tab=security$/)
  const button = page.getByRole('button', { name: 'ดาวน์โหลดข้อมูลของฉัน' })
  await expect(button).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expectAccessible(page, '/profile account security with the member’s data')

  const download = page.waitForEvent('download')
  await button.click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^klass-data-\d{4}-\d{2}-\d{2}\.json$/)
  const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as {
    profile: { email: string }
    posts_written: { title: string }[]
    ledger_entries: { currency: string; activity: string; amount: number }[]
  }
  expect(data.profile.email).toBe(email)
  expect(data.posts_written.map((post) => post.title)).toContain(title)
  expect(data.ledger_entries).toContainEqual(
    expect.objectContaining({ currency: 'koin', activity: 'ของขวัญต้อนรับสมาชิกใหม่', amount: 50_00 }),
  )
  await expect(page.getByText('ดาวน์โหลดไฟล์ข้อมูลของคุณแล้ว')).toBeVisible()
})

test('a member deletes the account; logging in then fails with a clear message until the mailed link takes it back', async ({
  page,
  request,
}) => {
  const email = await newMember(request, 'privacy-delete')
  await visit(page, '/login?redirect=%2Fprofile%3Ftab%3Dsecurity')
  await logIn(page, email)
  await expect(page).toHaveURL(/\/profile\?tab=security$/)

  await page.getByRole('button', { name: 'ลบบัญชีของฉัน' }).click()
  await page.getByRole('form', { name: 'ยืนยันการลบบัญชี' }).getByLabel('รหัสผ่านปัจจุบัน').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'ยืนยันลบบัญชี' }).click()
  await expect(page).toHaveURL(/\/restore-account$/)
  await expect(page.getByRole('heading', { name: 'ขอลบบัญชีแล้ว' })).toBeVisible()
  await expect(page.getByText(/บัญชีจะถูกลบถาวรในวันที่/)).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'เข้าสู่ระบบ' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expectAccessible(page, '/restore-account after a deletion')

  await visit(page, '/login')
  await logIn(page, email)
  await expect(page.getByText(/บัญชีนี้อยู่ระหว่างรอลบ และจะถูกลบถาวรในวันที่ .+ กดลิงก์ "กู้คืนบัญชี"/)).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  await expectAccessible(page, '/login refused for an account being deleted')

  // The link in the mail takes the account back, without leaving its token in the address bar.
  const link = await linkInMail(email, 'จะถูกลบ')
  const token = link.searchParams.get('token')!
  await visit(page, `${link.pathname}${link.search}`)
  expect(page.url()).not.toContain(token)
  await page.getByRole('button', { name: 'กู้คืนบัญชี' }).click()
  await expect(page.getByText(/กู้คืนบัญชี .+ แล้ว/)).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'เข้าสู่ระบบ' }).click()
  await logIn(page, email)
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
})
