import { demoStaff } from '@klass/db/demo/staff'
import type { StaffRole } from '@klass/contract/staff'
import { totpCode } from '@klass/db/totp'
import type { Page } from '@playwright/test'
import { logIn } from './fixtures'

/** The demo staff member of a role (packages/db/src/demo/staff.ts). */
export function demoStaffOf(role: StaffRole) {
  const staff = demoStaff.find((one) => one.role === role)
  if (!staff) throw new Error(`no demo staff member is ${role}`)
  return staff
}

/**
 * Signs a demo staff member into the back office as a person would: the member login, then /admin asks for
 * the authenticator app's six-digit code. Codes are taken from the server's clock (`clockMs`, when a journey
 * moved it) so that a moved clock still accepts them.
 */
export async function signInAsStaff(page: Page, role: StaffRole, clockMs = Date.now()): Promise<void> {
  const staff = demoStaffOf(role)
  await page.goto('/login')
  await logIn(page, staff.email)
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
  await page.goto('/admin')
  await page.getByLabel('รหัส 6 หลักจากแอปยืนยันตัวตน').fill(totpCode(staff.totpSecret, clockMs))
  await page.getByRole('button', { name: 'ยืนยันรหัส' }).click()
  await page.getByRole('navigation', { name: 'เมนูทีมงาน' }).waitFor()
}
