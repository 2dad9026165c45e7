import type { Page } from '@playwright/test'
import { newMember } from './demo'
import { expect, expectAccessible, logIn, newPage, test } from './fixtures'
import { signInAsStaff } from './staff'

// Two people in two browsers, each signing in: longer than a one-person journey.
test.describe.configure({ timeout: 180_000 })

/** A member of the journey's own, signed in in a browser of their own, sending a post for review. */
async function memberSendsPost(
  page: Page,
  request: Parameters<typeof newMember>[0],
  club: string,
  title: string,
  text: string,
) {
  const email = await newMember(request, 'author')
  await page.goto('/login')
  await logIn(page, email)
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
  await page.goto(`/post/create?club=${club}`)
  const editor = page.getByRole('textbox', { name: 'เนื้อหา' })
  await editor.waitFor()
  await page.getByLabel('ชื่อเรื่อง').fill(title)
  await editor.click()
  await page.keyboard.type(text)
  await page.getByRole('button', { name: 'เผยแพร่' }).click()
  await expect(page).toHaveURL(/\/post\/detail\/\d+\//)
}

/** The queue is oldest first and other journeys add to it: the post is looked for page by page. */
async function findInQueue(staff: Page, title: string) {
  const queued = staff.getByRole('article', { name: title })
  for (let page = 1; page <= 20; page++) {
    await staff.goto(`/admin/moderation?page=${page}`)
    await expect(staff.getByRole('heading', { level: 2, name: 'ตรวจโพสต์' })).toBeVisible()
    await expect(staff.getByRole('heading', { level: 3 }).first()).toBeVisible()
    if (await queued.isVisible()) return queued
  }
  throw new Error(`"${title}" is not in the editors' queue`)
}

test("a member's post waits for review, the editor approves it in the back office, and its author sees it published", async ({
  browser,
  request,
}) => {
  // The author, in a browser of their own.
  const author = await newPage(browser)
  const title = `ขายสติกเกอร์วาดเองได้กำไรจริงไหม ${Date.now()}`
  await memberSendsPost(
    author,
    request,
    'biz-master',
    title,
    'ต้นทุนแผ่นละ 12 บาท ขาย 35 บาท หักค่าส่งแล้วเหลือกำไรแผ่นละ 15 บาท',
  )
  const article = author.getByRole('article', { name: title })
  await expect(article.getByText('รอตรวจ — เห็นได้เฉพาะคุณ')).toBeVisible()

  // The editor, in another browser: signs in with the one-time code and finds the post in the queue.
  const staff = await newPage(browser)
  await signInAsStaff(staff, 'editor')
  await staff.getByRole('navigation', { name: 'เมนูทีมงาน' }).getByRole('link', { name: 'ตรวจโพสต์' }).click()
  await expect(staff).toHaveURL(/\/admin\/moderation/)
  const queued = await findInQueue(staff, title)
  await expect(queued.getByText('โพสต์ใหม่รอตรวจ')).toBeVisible()
  await expect(queued.getByText('ต้นทุนแผ่นละ 12 บาท')).toBeVisible()
  await expectAccessible(staff, '/admin/moderation')
  await queued.getByRole('button', { name: 'อนุมัติ', exact: true }).click()
  await expect(staff.getByText(`อนุมัติ "${title}" แล้ว โพสต์เผยแพร่แล้ว`)).toBeVisible()
  await expect(staff.getByRole('article', { name: title })).toHaveCount(0)

  // The author sees it published: no longer waiting, and anyone can read it.
  await author.reload()
  await expect(
    author.getByRole('article', { name: title }).getByRole('button', { name: /ถูกใจ/ }),
  ).toBeVisible()
  await expect(author.getByText('รอตรวจ — เห็นได้เฉพาะคุณ')).toHaveCount(0)
  const id = Number(/\/post\/detail\/(\d+)\//.exec(author.url())![1])
  expect((await request.get(`/v2/api/post/show?id=${id}`)).status()).toBe(200)

  // The author takes it down again, so the home page's newest articles stay the demo's for other journeys.
  await author.goto('/profile')
  await author.getByRole('tab', { name: 'โพสต์ของฉัน' }).click()
  await author.getByRole('button', { name: `ลบ ${title}` }).click()
  await author.getByRole('dialog', { name: 'ลบโพสต์นี้?' }).getByRole('button', { name: 'ลบโพสต์' }).click()
  await expect(author.getByRole('link', { name: title, exact: true })).toHaveCount(0)

  await author.context().close()
  await staff.context().close()
})

test('the editor turns a post down with a reason the author reads', async ({ browser, request }) => {
  const author = await newPage(browser)
  const title = `ลงทุนได้ 20% ต่อเดือน ${Date.now()}`
  await memberSendsPost(author, request, 'hit', title, 'ชวนเพื่อนมาลงทุน ได้ผลตอบแทนทุกเดือนแน่นอน')

  const staff = await newPage(browser, { viewport: { width: 360, height: 740 } })
  await signInAsStaff(staff, 'editor')
  const queued = await findInQueue(staff, title)
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await queued.getByRole('button', { name: 'ไม่อนุมัติ' }).click()
  const dialog = staff.getByRole('dialog', { name: 'ไม่อนุมัติโพสต์นี้?' })
  const reason = 'ชวนลงทุนที่ให้ผลตอบแทนสูงเกินจริง เข้าข่ายแชร์ลูกโซ่'
  await dialog.getByLabel('เหตุผลที่ผู้เขียนจะได้อ่าน').fill(reason)
  await dialog.getByRole('button', { name: 'ไม่อนุมัติ' }).click()
  await expect(staff.getByText(`ส่ง "${title}" กลับไปให้ผู้เขียนแก้ไขแล้ว`)).toBeVisible()

  await author.reload()
  await expect(author.getByText('ไม่ผ่านการตรวจ — เห็นได้เฉพาะคุณ')).toBeVisible()
  await author.getByRole('link', { name: 'แก้ไขโพสต์' }).click()
  await expect(author.getByText(`เหตุผลจากทีมงาน: ${reason}`)).toBeVisible()

  await author.context().close()
  await staff.context().close()
})
