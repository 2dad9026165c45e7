import { newMember } from './demo'
import { expect, expectAccessible, logIn, newPage, test } from './fixtures'
import { signInAsStaff } from './staff'

test('support finds a member, adds koins with a reason, and the member reads it in their koin history', async ({
  page,
  browser,
  request,
}) => {
  // The staff sign-in with its one-time code, then the member's own sign-in: two sessions in one journey.
  test.slow()
  const email = await newMember(request, 'admin-members')

  await signInAsStaff(page, 'support')
  await page.getByRole('navigation', { name: 'เมนูทีมงาน' }).getByRole('link', { name: 'สมาชิก' }).click()
  await page.getByLabel('ค้นหาสมาชิก').fill(email)
  await page.getByRole('button', { name: 'ค้นหา', exact: true }).click()
  await page.getByRole('link', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'นักออมทดสอบ' })).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: 'ใช้งานได้ตามปกติ' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'ประวัติ koin' })).toBeVisible()
  await expectAccessible(page, '/admin/members/:id')

  // A reason is required before anything is asked.
  await page.getByLabel('จำนวน koin').fill('12.50')
  await page.getByRole('button', { name: 'ปรับ koin', exact: true }).click()
  await expect(page.getByText('กรุณาเขียนเหตุผล สมาชิกจะเห็นเหตุผลนี้ในประวัติ koin')).toBeVisible()

  await page.getByLabel('เหตุผลที่ปรับ koin').fill('ชดเชยของรางวัลที่ส่งช้า')
  await page.getByRole('button', { name: 'ปรับ koin', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'ยืนยันการปรับ koin' })
  await expect(dialog).toContainText('เพิ่ม 12.50 koin')
  await dialog.getByRole('button', { name: 'ยืนยันปรับ koin' }).click()
  await expect(page.getByText('ปรับ koin แล้ว ยอดคงเหลือ 62.50 koin')).toBeVisible()
  const staffHistory = page.getByRole('table', { name: 'ประวัติ koin' })
  await expect(staffHistory.getByRole('row').nth(1)).toContainText('ทีมงาน Klass เพิ่ม koin: ชดเชยของรางวัลที่ส่งช้า')

  const member = await newPage(browser)
  await member.goto('/login')
  await logIn(member, email)
  await member.waitForURL((url) => !url.pathname.startsWith('/login'))
  await member.goto('/profile')
  const koins = member.getByRole('table', { name: 'ประวัติ koin' })
  await expect(koins.getByRole('row').nth(1)).toContainText('ทีมงาน Klass เพิ่ม koin: ชดเชยของรางวัลที่ส่งช้า')
  await expect(koins.getByRole('row').nth(1)).toContainText('+12.50')
  await member.context().close()
})
