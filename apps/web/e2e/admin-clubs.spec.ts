import { expect, expectAccessible, test } from './fixtures'
import { signInAsStaff } from './staff'

const ORIGINAL_TAGLINE = 'เรียนเรื่องเงินผ่านเกมและกิจกรรม'

test("an editor rewrites a club's tagline and the club's page shows it", async ({ page }) => {
  await signInAsStaff(page, 'editor')
  await page.getByRole('navigation', { name: 'เมนูทีมงาน' }).getByRole('link', { name: 'คลับ' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'คลับ' })).toBeVisible()
  await expectAccessible(page)

  const tagline = `เล่นเกมแล้วเข้าใจเรื่องเงิน ${Date.now() % 100000}`
  await page.getByRole('button', { name: 'แก้ไขคลับ Play Yard' }).click()
  const form = page.getByRole('form', { name: 'แก้ไขคลับ Play Yard' })
  await expect(form.getByLabel('คำโปรย (เหนือชื่อคลับในหน้าคลับ)')).toHaveValue(ORIGINAL_TAGLINE)
  await form.getByLabel('คำโปรย (เหนือชื่อคลับในหน้าคลับ)').fill(tagline)
  await form.getByRole('button', { name: 'บันทึก' }).click()
  await expect(page.getByText('บันทึกคลับ Play Yard แล้ว')).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'Play Yard' })).toContainText(tagline)

  await page.goto('/club/play-yard')
  await expect(page.getByRole('heading', { level: 1, name: 'Play Yard' })).toBeVisible()
  await expect(page.getByText(tagline)).toBeVisible()

  // The club is put back as it was, for the other journeys that read it.
  await page.goto('/admin/clubs')
  await page.getByRole('button', { name: 'แก้ไขคลับ Play Yard' }).click()
  await form.getByLabel('คำโปรย (เหนือชื่อคลับในหน้าคลับ)').fill(ORIGINAL_TAGLINE)
  await form.getByRole('button', { name: 'บันทึก' }).click()
  await expect(page.getByText('บันทึกคลับ Play Yard แล้ว')).toBeVisible()
})
