import { staffRoleLabels } from '@klass/contract/staff'
import { accounts, expect, expectAccessible, logIn, test } from './fixtures'
import { signInAsStaff } from './staff'

// Issue 21: the back office at /admin — staff sign in with the member login and an authenticator code.

test('the demo admin types the authenticator code and meets the back office with their role', async ({
  page,
}) => {
  await signInAsStaff(page, 'admin')
  await expect(page.getByRole('heading', { name: /สวัสดี/ })).toBeVisible()
  await expect(page.getByText(staffRoleLabels.admin.name, { exact: true })).toBeVisible()
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
