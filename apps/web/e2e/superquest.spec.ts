import type { Page } from '@playwright/test'
import { newMember } from './demo'
import { accounts, expect, expectAccessible, logIn, newPage, test, visit } from './fixtures'

// SUPERQUEST in the browser: each mission once, joining in one tap, rewards waiting shown first, the big
// prize page for a general member, and the Thai-first words. Each journey registers its own member.

async function logInTo(page: Page, email: string, path: string): Promise<void> {
  await visit(page, `/login?redirect=${encodeURIComponent(path)}`)
  await logIn(page, email)
  await expect(page).toHaveURL(new RegExp(`${path}$`))
  await page.waitForLoadState('networkidle')
}

test('the missions page lists each mission once with its months, and is far shorter than a list per month', async ({
  page,
}) => {
  await visit(page, '/superquest/missions-rewards')
  const list = page.getByRole('list', { name: 'ภารกิจของแคมเปญ' })
  const titles = await list.getByRole('article').getByRole('heading', { level: 3 }).allTextContents()
  expect(titles.length).toBeGreaterThan(3)
  expect(new Set(titles).size).toBe(titles.length)
  await expect(list.getByText(/^ช่วงเดือน: /)).toHaveCount(titles.length)
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  expect(height).toBeLessThan(6_000)
})

test('a member joins a mission on the missions page in one tap, with the rules shown beside the button', async ({
  page,
}) => {
  await logInTo(page, await newMember(page.request, 'superquest-join'), '/superquest/missions-rewards')
  const list = page.getByRole('list', { name: 'ภารกิจของแคมเปญ' })
  const card = list
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'เข้าร่วมภารกิจ' }) })
    .first()
  const title = (await card.getByRole('heading', { level: 3 }).textContent())!
  await expect(card.getByRole('link', { name: 'กติกา SUPERQUEST' })).toHaveAttribute(
    'href',
    '/superquest/rules',
  )
  await expect(card.getByText('✓ เข้าร่วมแล้ว')).toHaveCount(0)
  await card.getByRole('button', { name: 'เข้าร่วมภารกิจ' }).click()

  const joined = list.getByRole('article', { name: title })
  await expect(joined.getByText('✓ เข้าร่วมแล้ว')).toBeVisible()
  await expect(joined.getByRole('button', { name: 'เข้าร่วมภารกิจ' })).toHaveCount(0)
  await expectAccessible(page, 'mission joined')
  // Still there after a reload, and on the member's own list.
  await page.reload()
  await expect(list.getByRole('article', { name: title }).getByText('✓ เข้าร่วมแล้ว')).toBeVisible()
  await visit(page, '/superquest/profile/questsregistered')
  await expect(page.getByRole('article', { name: title }).getByText('✓ เข้าร่วมแล้ว')).toBeVisible()
})

test('a level reward waiting is shown at the top of the campaign pages and claimed on the redeem page', async ({
  page,
}) => {
  await logInTo(page, await newMember(page.request, 'superquest-waiting'), '/superquest/about')
  const banner = page.getByRole('region', { name: /มีรางวัลรอรับ 1 รายการ/ })
  await expect(banner).toBeVisible()
  await expect(banner).toContainText('รางวัลเลเวล 1')
  // Above the page's own heading.
  const bannerTop = (await banner.boundingBox())!.y
  expect(bannerTop).toBeLessThan((await page.getByRole('heading', { level: 1 }).boundingBox())!.y)
  await expectAccessible(page, 'rewards waiting banner')
  await visit(page, '/superquest/missions-rewards')
  await expect(banner).toBeVisible()

  await banner.getByRole('link', { name: 'ไปรับรางวัล' }).click()
  await expect(page).toHaveURL('/superquest/profile/redeemrewards')
  await expect(page.getByText('ยังไม่มีรางวัลรอรับ')).toHaveCount(0)
  const levels = page.getByRole('list', { name: 'รางวัลประจำเลเวลที่รับได้' })
  await expect(levels.getByRole('button', { name: 'รับ 5.00 koin' })).toBeVisible()
  await expect(page.getByRole('region', { name: /มีรางวัลรอรับ/ })).toHaveCount(0)
  await expectAccessible(page, 'redeem page with a level reward')
})

test('the big prize page is Thai first and shows a general member how to take part', async ({ page }) => {
  await logInTo(page, accounts.general, '/big-prize/redeem')
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toContainText('แลกสิทธิ์ลุ้นรางวัลใหญ่')
  // SPEC quotes the English; it stands beneath the Thai.
  const english = heading.getByText('Redeem ลุ้น Big Prize')
  const thaiBox = (await heading.boundingBox())!
  expect((await english.boundingBox())!.y).toBeGreaterThan(thaiBox.y)

  await expect(page.getByRole('heading', { name: 'ร่วมสนุกกับ SUPERQUEST ได้ตอนนี้' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'เข้าร่วมภารกิจ SUPERQUEST' })).toHaveAttribute(
    'href',
    '/superquest/profile/allquests',
  )
  await expect(page.getByRole('link', { name: 'ดู Krazy Day และรางวัลเลเวล' })).toBeVisible()

  // What a skill point is, opened by a tap.
  const explain = page.getByText('skill point คืออะไร')
  await expect(page.getByText(/คะแนนทักษะที่ได้จากการเรียนรู้/)).toBeHidden()
  await explain.click()
  await expect(page.getByText(/คะแนนทักษะที่ได้จากการเรียนรู้/)).toBeVisible()
  await expectAccessible(page, 'big prize for a general member')
})

test('on a 360 px phone the SUPERQUEST pages fit, the explanations open by tap at 44 px, and the super hero page reads Thai first', async ({
  browser,
}) => {
  const page = await newPage(browser, { viewport: { width: 360, height: 740 } })
  await visit(page, '/login?redirect=%2Fsuperquest%2Fmissions-rewards')
  await logIn(page, await newMember(page.request, 'superquest-phone'))
  await expect(page).toHaveURL('/superquest/missions-rewards')
  await page.waitForLoadState('networkidle')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  const exp = page.getByText('exp คืออะไร')
  const box = (await exp.locator('xpath=ancestor-or-self::summary').boundingBox())!
  expect(box.height).toBeGreaterThanOrEqual(44)
  await exp.click()
  await expect(page.getByText(/แต้มประสบการณ์/)).toBeVisible()

  await visit(page, '/super-hero')
  // Thai first, the name SPEC uses beneath it.
  await expect(page.getByRole('main').locator('p').first()).toHaveText(/^ทอล์กซูเปอร์ฮีโร่\s*Super Hero Talk$/)
  await expect(page.getByRole('link', { name: 'ดูซูเปอร์ฮีโร่ทุกปี' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await page.close()
})
