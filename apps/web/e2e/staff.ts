import { demoStaff } from '@klass/db/demo/staff'
import type { StaffRole } from '@klass/contract/staff'
import { TOTP_STEP_SECONDS, totpCode } from '@klass/db/totp'
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
 * moved it) so that a moved clock still accepts them. A code works once: when another journey on the same
 * server already used this 30-second code of the same staff member, the next one is typed, as a person would
 * wait for it.
 */
export async function signInAsStaff(page: Page, role: StaffRole, clockMs = Date.now()): Promise<void> {
  // The server's clock runs on while the login page loads: `clockMs` is its time at this call.
  const start = Date.now()
  const staff = demoStaffOf(role)
  await page.goto('/login')
  await logIn(page, staff.email)
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
  await page.goto('/admin')
  const menu = page.getByRole('navigation', { name: 'เมนูทีมงาน' })
  const serverNow = () => clockMs + (Date.now() - start)
  for (let attempt = 0; attempt < 6; attempt++) {
    // This step's code, then the next step's (the server accepts one step ahead), then wait for a new step.
    const ahead = attempt % 2 === 1 ? TOTP_STEP_SECONDS * 1000 : 0
    await page.getByLabel('รหัส 6 หลักจากแอปยืนยันตัวตน').fill(totpCode(staff.totpSecret, serverNow() + ahead))
    const answer = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === '/v2/api/admin/second-factor',
    )
    await page.getByRole('button', { name: 'ยืนยันรหัส' }).click()
    const response = await answer
    if (response.ok()) break
    const { error } = (await response.json()) as { error: { code: string } }
    if (error.code !== 'STAFF_CODE_USED')
      throw new Error(`${staff.email} could not pass the code: ${error.code}`)
    if (ahead)
      await page.waitForTimeout(TOTP_STEP_SECONDS * 1000 - (serverNow() % (TOTP_STEP_SECONDS * 1000)) + 500)
  }
  await menu.waitFor()
}
