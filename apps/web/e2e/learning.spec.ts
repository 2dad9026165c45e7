import { demoLearningPaths } from '@klass/db/demo/learning'
import { demoArticles } from '@klass/db/demo/posts'
import { newMember } from './demo'
import { expect, expectAccessible, test, visit } from './fixtures'
import { escape, logInTo, PHONE } from './journey'

const titleOf = (key: string) => demoArticles.find((article) => article.key === key)!.title
const [firstUnit, secondUnit] = demoLearningPaths.hit
const total = demoLearningPaths.hit.flatMap((unit) => unit.articles).length

test('a visitor sees the HITS learning path on a phone: its units in order, nothing read, and a way to log in', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await visit(page, '/club/hit')
  await page.getByRole('link', { name: 'เส้นทางการเรียนรู้' }).click()
  await expect(page).toHaveURL(/\/club\/hit\/path$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('เส้นทางการเรียนรู้ HITS')
  const units = page.getByRole('list', { name: 'บทเรียนในเส้นทาง' }).getByRole('heading', { level: 2 })
  await expect(units).toHaveText([firstUnit!.title, secondUnit!.title])
  await expect(
    page.getByRole('progressbar', { name: `ความคืบหน้าทั้งเส้นทาง: อ่านแล้ว 0 จาก ${total} บทความ` }),
  ).toBeVisible()
  await expect(page.getByText('เพื่อบันทึกว่าอ่านบทความไหนแล้ว')).toBeVisible()
  await expect(page.getByRole('link', { name: titleOf(firstUnit!.articles[0]!) }).first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expectAccessible(page, '/club/hit/path on a phone')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
})

test('a member reads the next article of the path and comes back to it ticked, with the next one offered', async ({
  page,
}) => {
  const email = await newMember(page.request, 'learning')
  await logInTo(page, email, '/club/hit/path')
  const first = titleOf(firstUnit!.articles[0]!)
  const second = titleOf(firstUnit!.articles[1]!)
  await expect(page.getByText('เริ่มที่บทความแรก')).toBeVisible()

  // The call to action under the progress bar leads to the first article.
  await page.getByRole('link', { name: first, exact: true }).first().click()
  await expect(page).toHaveURL(/\/post\/detail\/\d+/)
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible()
  await page.waitForLoadState('networkidle')

  await visit(page, '/club/hit/path')
  await expect(
    page.getByRole('progressbar', { name: `ความคืบหน้าทั้งเส้นทาง: อ่านแล้ว 1 จาก ${total} บทความ` }),
  ).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'ความคืบหน้าบทที่ 1: อ่านแล้ว 1 จาก 3 บทความ' })).toBeVisible()
  await expect(page.getByText('อ่านต่อที่บทความถัดไป')).toBeVisible()
  const unit = page.getByRole('region', { name: firstUnit!.title })
  await expect(unit.getByRole('link', { name: new RegExp(escape(first)) })).toContainText('อ่านแล้ว')
  await expect(unit.getByRole('link', { name: new RegExp(escape(second)) })).toContainText('บทความถัดไป')
})
