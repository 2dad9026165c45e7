import { expect, expectAccessible, test } from './fixtures'
import { signInAsStaff } from './staff'

/** A word no demo content has: English capitals only, different on every run. */
function newWord(): string {
  const letters = Array.from({ length: 5 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26)))
  return `KLASS${letters.join('')}`
}

test('an editor adds a hangman word in the back office and finds it in the list', async ({ page }) => {
  await signInAsStaff(page, 'editor')
  await page.getByRole('navigation', { name: 'เมนูทีมงาน' }).getByRole('link', { name: 'เนื้อหาเกม' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'เนื้อหาเกม' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Hangman' })).toHaveAttribute('aria-selected', 'true')

  await page.getByRole('button', { name: 'เพิ่มคำศัพท์' }).click()
  const form = page.getByRole('form', { name: 'เพิ่มคำศัพท์ Hangman' })
  // A Thai word cannot be guessed letter by letter: refused before it is sent, in Thai.
  await form.getByLabel('คำศัพท์ (ภาษาอังกฤษ A–Z)').fill('ออมเงิน')
  await form.getByLabel('คำใบ้ (ภาษาไทย)').fill('การเก็บเงินไว้ใช้ในวันข้างหน้า')
  await form.getByLabel('คำอธิบายเมื่อเฉลย').fill('ออมเงินสม่ำเสมอช่วยให้มีเงินสำรองยามจำเป็น')
  await form.getByRole('button', { name: 'บันทึก' }).click()
  await expect(form.getByText('คำศัพท์ต้องเป็นตัวอักษรภาษาอังกฤษ A–Z เท่านั้น', { exact: false })).toBeVisible()

  const word = newWord()
  await form.getByLabel('คำศัพท์ (ภาษาอังกฤษ A–Z)').fill(word.toLowerCase())
  await form.getByRole('button', { name: 'บันทึก' }).click()
  await expect(form).toBeHidden()

  await page.getByRole('searchbox', { name: 'ค้นหา' }).fill(word)
  await page.getByRole('button', { name: 'ค้นหา', exact: true }).click()
  const list = page.getByRole('list', { name: 'รายการคำศัพท์ Hangman' })
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(list.getByText(word, { exact: true })).toBeVisible()
  await expect(list.getByText('คำใบ้: การเก็บเงินไว้ใช้ในวันข้างหน้า')).toBeVisible()
  await expectAccessible(page, 'back office game content')
})
