import { staffRoleLabels } from '@klass/contract/staff'
import { newMember } from './demo'
import { accounts, expect, expectAccessible, logIn, test } from './fixtures'
import { signInAsStaff } from './staff'

// Issue 21: the back office at /admin — staff sign in with the member login and an authenticator code.

test('the demo admin types the code, sees every section, grants a role and finds it in the audit log', async ({
  page,
  request,
}) => {
  // The sign-in may wait for the next 30-second code, and three pages are checked with axe.
  test.setTimeout(150_000)
  const email = await newMember(request, 'admin-grant')
  await signInAsStaff(page, 'admin')
  await expect(page.getByRole('heading', { name: /สวัสดี/ })).toBeVisible()
  await expect(page.getByText(staffRoleLabels.admin.name, { exact: true })).toBeVisible()
  const menu = page.getByRole('navigation', { name: 'เมนูทีมงาน' })
  for (const name of ['ทีมงาน', 'บันทึกการเปลี่ยนแปลง'])
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
  await expectAccessible(page)

  await menu.getByRole('link', { name: 'ทีมงาน', exact: true }).click()
  await page.getByLabel('อีเมลของสมาชิก').fill(email)
  await page.getByLabel(staffRoleLabels.support.name).check()
  await page.getByRole('button', { name: 'บันทึกหน้าที่' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'ยืนยัน' }).click()
  await expect(page.getByText(`บันทึกแล้ว`)).toBeVisible()
  await expectAccessible(page)

  await menu.getByRole('link', { name: 'บันทึกการเปลี่ยนแปลง', exact: true }).click()
  await page.getByLabel('การกระทำ (ขึ้นต้นด้วย)').fill('staff.role_grant')
  await page.getByRole('button', { name: 'กรอง' }).click()
  const entry = page.getByRole('listitem').filter({ hasText: email }).first()
  await expect(entry).toContainText('staff.role_grant')
  await expect(entry).toContainText('support')
  await expectAccessible(page)
})

test('a member who is not staff opening /admin is told it is for the Klass team, with a way home', async ({
  page,
}) => {
  await page.goto('/login')
  await logIn(page, accounts.general)
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'สำหรับทีมงาน Klass เท่านั้น' })).toBeVisible()
  await expect(page.getByLabel('รหัส 6 หลักจากแอปยืนยันตัวตน')).toHaveCount(0)
  await page.getByRole('link', { name: 'กลับหน้าแรก' }).click()
  await expect(page).toHaveURL(/\/$/)
})
