import { accounts, expect, expectAccessible, logIn, newPage, test, visit } from './fixtures'
import { signInAsStaff } from './staff'

// The robo's news from the back office to a member: an admin publishes an article, a member reads it on the
// robo page, the admin withdraws it and the member no longer finds it.

test('an admin publishes robo news that a member reads, then withdraws it', async ({ page, browser }) => {
  test.slow()
  const slug = `saving-before-investing-${Date.now()}`
  const title = `เก็บเงินสำรองก่อนลงทุน ${slug.slice(-6)}`

  const admin = await newPage(browser)
  await signInAsStaff(admin, 'admin')
  await admin.getByRole('navigation', { name: 'เมนูทีมงาน' }).getByRole('link', { name: 'ข่าวโรโบ' }).click()
  await expect(admin.getByRole('heading', { name: 'ข่าวโรโบ' })).toBeVisible()
  await expect(admin.getByText('เงินฝึกหัด ไม่ใช่เงินจริง')).toBeVisible()
  await admin.getByRole('button', { name: 'เขียนข่าวใหม่' }).click()
  const form = admin.getByRole('form', { name: 'เขียนข่าวใหม่' })
  await form.getByLabel('หัวข้อข่าว').fill(title)
  await form.getByLabel('ชื่อในลิงก์ (a–z, 0–9, -)').fill(slug)
  await form.getByLabel('เรื่องย่อ').fill('มีเงินสำรองฉุกเฉิน 3–6 เดือนก่อน แล้วค่อยเริ่มลงทุน')
  await form.getByLabel('เนื้อหา (บรรทัดละย่อหน้า)').fill('ย่อหน้าแรกของบทความ\nย่อหน้าที่สองของบทความ')
  await form.getByLabel('แท็ก (คั่นด้วยจุลภาค)').fill('เงินสำรอง, มือใหม่')
  await form.getByRole('button', { name: 'เผยแพร่ข่าว' }).click()
  const list = admin.getByRole('list', { name: 'ข่าวโรโบ' })
  await expect(list.getByRole('listitem').first()).toContainText(title)
  await expectAccessible(admin, '/admin/robo-news')

  // A member finds it first among the robo's articles.
  await visit(page, '/login?redirect=%2Frobo')
  await logIn(page, accounts.general)
  const news = page.getByRole('list', { name: 'บทความความรู้การลงทุน' })
  const article = news.getByRole('article', { name: title })
  await expect(article).toBeVisible()
  await article.getByText('อ่านต่อ').click()
  await expect(article).toContainText('ย่อหน้าที่สองของบทความ')

  // Withdrawn in the back office, it is gone from the member's next read.
  await list
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('button', { name: `ถอนข่าว ${title}` })
    .click()
  await admin.getByRole('dialog', { name: 'ถอนข่าว' }).getByRole('button', { name: 'ยืนยันถอนข่าว' }).click()
  await expect(list).not.toContainText(title)
  await page.reload()
  await expect(page.getByRole('list', { name: 'บทความความรู้การลงทุน' })).toBeVisible()
  await expect(page.getByRole('article', { name: title })).toHaveCount(0)
  await admin.close()
})
