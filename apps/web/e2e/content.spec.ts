import { demoArticles } from '@klass/db/demo/posts'
import sharp from 'sharp'
import type { Page } from '@playwright/test'
import { decidePost, newMember } from './demo'
import { accounts, expect, expectAccessible, logIn, test, visit } from './fixtures'

/** Pictures as a phone would send them: made here, so the test carries no binary file. */
async function picture(colour: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 640, height: 336, channels: 3, background: colour } })
    .png()
    .toBuffer()
  return { name: 'picture.png', mimeType: 'image/png', buffer }
}

async function logInAs(page: Page, email: string): Promise<void> {
  await visit(page, '/login')
  await logIn(page, email)
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
}

/** After a client-side navigation: the page settled, then axe. */
async function settled(page: Page, label: string): Promise<void> {
  await page.waitForLoadState('networkidle')
  await expectAccessible(page, label)
}

async function openArticle(page: Page, club: string, title: string): Promise<void> {
  await visit(page, `/club/${club}`)
  await page.getByRole('link', { name: title }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await settled(page, title)
}

test('a visitor reads an article from the home page', async ({ page }) => {
  await visit(page, '/')
  const articles = page.getByRole('region', { name: 'อ่านเรื่องเงินที่เพื่อน ๆ กำลังอ่าน' })
  const first = articles.getByRole('tabpanel').getByRole('link').first()
  const title = (await first.textContent())?.trim() ?? ''
  await first.click()
  await expect(page).toHaveURL(/\/post\/detail\/\d+\//)
  const article = page.getByRole('article', { name: title })
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(article).toContainText(/\d{1,2} \S+ 25\d\d/)
  await expect(article).toContainText(/อ่าน \d+ นาที/)
  await expect(page.getByText('เข้าสู่ระบบเพื่อตอบคำถามและรับ koin')).toBeVisible()
  await settled(page, 'an article read by a visitor')

  // A 360 px phone: nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
})

test("the footer's usage guide opens the guide post", async ({ page }) => {
  await visit(page, '/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'คู่มือการใช้งานเบื้องต้น' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'คู่มือเริ่มต้นใช้ Klass' })).toBeVisible()
  await expect(page).toHaveURL(/\/post\/detail\/\d+\//)
  await settled(page, 'the usage guide')
})

test("the shared link's HTML carries the post's preview tags and the readable article", async ({
  page,
  request,
}) => {
  await visit(page, '/club/greenery')
  const link = page.getByRole('link', { name: 'ของมือสอง: ประหยัดเงินและช่วยโลก' })
  const path = (await link.getAttribute('href')) ?? ''
  const response = await request.get(path)
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toContain('<meta property="og:type" content="article" />')
  expect(html).toContain('<meta property="og:title" content="ของมือสอง: ประหยัดเงินและช่วยโลก | Klass" />')
  expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/uploads\/[^"]+" \/>/)
  expect(html).toMatch(/<meta property="og:url" content="https?:\/\/[^"]+\/post\/detail\/\d+\/[^"]+" \/>/)
  expect(html).toMatch(/<h1 id="post-title"[^>]*>ของมือสอง: ประหยัดเงินและช่วยโลก<\/h1>/)
  expect(html).toContain('id="klass-page-data"')
})

test("a shared article is readable before the app's code arrives, and the app takes it over, reloading once when that code is missing", async ({
  page,
  request,
}) => {
  const title = 'ของมือสอง: ประหยัดเงินและช่วยโลก'
  const list = await request.get('/v2/api/post/detail?type=greenery&page=1&limit=50')
  const { path } = (await list.json()).items.find((item: { title: string }) => item.title === title)

  // Without any script the article is there to read.
  await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort())
  await page.goto(path)
  await expect(page.getByRole('article', { name: title })).toContainText('มือสอง')
  await page.unroute(/\/assets\/[^/]+\.js$/)

  // The app's code is missing for the first page (as after a new release: every request for the old file
  // fails, the preload and the import alike): the page reloads and the app takes over.
  let documents = 0
  page.on('request', (sent) => {
    if (sent.resourceType() === 'document') documents++
  })
  let failed = false
  await page.route(/\/assets\/app-[^/]+\.js$/, (route) => {
    if (documents > 1) return route.continue()
    failed = true
    return route.abort()
  })
  let loads = 0
  page.on('load', () => loads++)
  await page.goto(path)
  await expect(page.getByText('เข้าสู่ระบบเพื่อตอบคำถามและรับ koin')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  expect(failed).toBe(true)
  expect(loads).toBe(2)
  await settled(page, 'a shared article the app took over')
})

test('a member writes a post with pictures, sends it for review, sees it public once approved, edits and deletes it', async ({
  page,
  request,
}) => {
  await logInAs(page, accounts.general)
  await page.goto('/post/create?club=greenery')
  await expect(page.getByRole('heading', { level: 1, name: 'เขียนโพสต์ใหม่' })).toBeVisible()
  const editor = page.getByRole('textbox', { name: 'เนื้อหา' })
  await editor.waitFor()
  await settled(page, '/post/create')
  await page.setViewportSize({ width: 360, height: 740 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await page.setViewportSize({ width: 1280, height: 800 })

  const title = `ขวดน้ำใบเดียวใช้ได้ทั้งปี ${Date.now()}`
  await page.getByLabel('ชื่อเรื่อง').fill(title)
  await page.getByLabel(/^รูปปก/).setInputFiles(await picture('#4b2bd6'))
  await expect(page.locator('form img[src^="/uploads/posts/"]')).toBeVisible()
  await editor.click()
  await page.keyboard.type('พกขวดน้ำเองทุกวัน ประหยัดค่าน้ำได้เดือนละหลายร้อยบาท')
  await page.getByLabel('เลือกรูปที่จะแทรกในเนื้อหา').setInputFiles(await picture('#ffc928'))
  await expect(editor.locator('img[src^="/uploads/posts/"]')).toBeVisible()
  await page.getByLabel(/^คำอธิบายรูปที่เพิ่งแทรก/).fill('ขวดน้ำสีเหลืองบนโต๊ะ')
  await page.getByRole('button', { name: 'บันทึกคำอธิบาย' }).click()
  await expect(editor.locator('img[alt="ขวดน้ำสีเหลืองบนโต๊ะ"]')).toBeVisible()
  await page.getByLabel('แท็ก').fill('ขวดน้ำ, ประหยัด')
  await page.getByRole('button', { name: 'เผยแพร่' }).click()

  await expect(page).toHaveURL(/\/post\/detail\/\d+\//)
  const article = page.getByRole('article', { name: title })
  await expect(article.getByText('พกขวดน้ำเองทุกวัน')).toBeVisible()
  await expect(article.locator('img[src^="/uploads/posts/"]')).toHaveCount(2)
  await expect(article.getByRole('img', { name: 'ขวดน้ำสีเหลืองบนโต๊ะ' })).toBeVisible()
  // Members' posts wait for an editor: the author sees "รอตรวจ", visitors do not see the post at all.
  await expect(article.getByText('รอตรวจ — เห็นได้เฉพาะคุณ')).toBeVisible()
  await settled(page, 'the post waiting for review')
  const id = Number(/\/post\/detail\/(\d+)\//.exec(page.url())![1])
  expect((await request.get(`/v2/api/post/show?id=${id}`)).status()).toBe(404)

  await decidePost(request, id, 'approve')
  expect((await request.get(`/v2/api/post/show?id=${id}`)).status()).toBe(200)
  await page.reload()
  await expect(page.getByRole('article', { name: title }).getByRole('button', { name: /ถูกใจ/ })).toBeVisible()
  await expect(page.getByText('รอตรวจ — เห็นได้เฉพาะคุณ')).toHaveCount(0)

  await page.getByRole('link', { name: 'แก้ไขโพสต์' }).click()
  await expect(page.getByLabel('ชื่อเรื่อง')).toHaveValue(title)
  const edited = `${title} (แก้ไข)`
  await page.getByLabel('ชื่อเรื่อง').fill(edited)
  await page.getByRole('button', { name: 'บันทึกและส่งตรวจ' }).click()
  await expect(page.getByRole('heading', { level: 1, name: edited })).toBeVisible()
  await expect(page.getByText('รอตรวจ — เห็นได้เฉพาะคุณ')).toBeVisible()

  await page.goto('/profile')
  await page.getByRole('tab', { name: 'โพสต์ของฉัน' }).click()
  await expect(page.getByRole('link', { name: edited, exact: true })).toBeVisible()
  await settled(page, '/profile my posts')
  await page.getByRole('button', { name: `ลบ ${edited}` }).click()
  await page.getByRole('dialog', { name: 'ลบโพสต์นี้?' }).getByRole('button', { name: 'ลบโพสต์' }).click()
  await expect(page.getByRole('link', { name: edited, exact: true })).toHaveCount(0)
})

test('a member likes an article and shares it', async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await logInAs(page, accounts.skill)
  await openArticle(page, 'greenery', 'พกขวดน้ำเอง ปีหนึ่งประหยัดได้เท่าไร')
  const like = page.getByRole('button', { name: /ถูกใจ · / })
  const before = Number((await like.textContent())?.match(/([\d,]+)\s*$/)?.[1]?.replace(/,/g, ''))
  await like.click()
  await expect(like).toHaveAttribute('aria-pressed', 'true')
  await expect(like).toContainText(String(before + 1))

  await page.getByRole('button', { name: 'คัดลอกลิงก์' }).click()
  await expect(page.getByText('คัดลอกลิงก์แล้ว')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/post\/detail\/\d+\//)
  await expect(page.getByRole('link', { name: /แชร์ LINE/ })).toHaveAttribute(
    'href',
    /^https:\/\/social-plugins\.line\.me\/lineit\/share\?url=/,
  )
  await settled(page, 'a liked and shared article')
})

test("a member answers an article's question, summarises it and sees the koins and skill points in the history", async ({
  page,
}) => {
  const article = demoArticles.find((a) => a.key === 'save-electricity')!
  await logInAs(page, accounts.skill)
  await openArticle(page, 'greenery', article.title)

  await page.getByRole('radio', { name: article.question.choices[article.question.answer] }).check()
  await page.getByRole('button', { name: 'ส่งคำตอบ' }).click()
  await expect(page.getByText('ตอบถูก เก่งมาก!')).toBeVisible()
  await expect(page.getByText(/ได้รับ \+10\.00 koin แล้ว/)).toBeVisible()

  await page.getByLabel('สรุปของฉัน').fill('เปิดแอร์ 26 องศาและล้างแอร์สม่ำเสมอ ช่วยลดค่าไฟได้จริง')
  await page.getByRole('button', { name: 'ส่งสรุป' }).click()
  await expect(page.getByText(/ได้รับ \+5 skill point แล้ว/)).toBeVisible()
  await settled(page, 'an answered and summarised article')

  await page.goto('/profile')
  const koins = page.getByRole('table', { name: 'ประวัติ koin' })
  await expect(koins.getByRole('row').nth(1)).toContainText('ตอบคำถามท้ายบทความ')
  await expect(koins.getByRole('row').nth(1)).toContainText('+10.00')
  await page.getByRole('tab', { name: 'ประวัติ skill point' }).click()
  const skills = page.getByRole('table', { name: 'ประวัติ skill point' })
  await expect(skills.getByRole('row').nth(1)).toContainText('สรุปบทเรียน')
  await expect(skills.getByRole('row').nth(1)).toContainText('+5')
  await settled(page, '/profile after the rewards')
})

test('the club, super hero and video pages can be used by everyone', async ({ page }) => {
  await visit(page, '/club/smart-society')
  await page.getByRole('tab', { name: 'อ่านมากสุด' }).click()
  await page.getByRole('searchbox', { name: 'ค้นหาในคลับนี้' }).fill('บัญชี')
  await page.getByRole('button', { name: 'ค้นหา', exact: true }).click()
  await expect(page.getByRole('link', { name: /บัญชีม้า/ })).toBeVisible()
  await settled(page, '/club search')

  await visit(page, '/super-hero')
  await page.getByRole('link', { name: 'ดูซูเปอร์ฮีโร่ทุกปี' }).click()
  await expect(page.getByRole('tablist', { name: 'เลือกปี' })).toBeVisible()
  await settled(page, '/super-hero/listSuperHero')
  await page.getByRole('tabpanel').getByRole('link').first().click()
  await expect(page.getByRole('heading', { name: 'เรื่องราว' })).toBeVisible()
  await settled(page, '/super-hero/detail')
  await visit(page, '/super-hero/listPosts')

  await visit(page, '/video-page')
  await page.getByRole('main').getByRole('article').first().getByRole('link').click()
  await expect(page.getByRole('button', { name: /เล่นวิดีโอ/ })).toBeVisible()
  await expect(page.locator('iframe')).toHaveCount(0)
  await settled(page, '/video-page/detail')
})

test('what a member types in the post editor survives a reload and is offered back', async ({ page }) => {
  await logInAs(page, accounts.general)
  await page.goto('/post/create?club=hit')
  const editor = page.getByRole('textbox', { name: 'เนื้อหา' })
  await editor.waitFor()
  const title = `ค่าขนมเดือนแรก ${Date.now()}`
  await page.getByLabel('ชื่อเรื่อง').fill(title)
  await editor.click()
  await page.keyboard.type('แบ่งเงินค่าขนมเป็นสามกอง')
  await page.reload()
  await expect(page.getByLabel('ชื่อเรื่อง')).toHaveValue(title)
  await expect(page.getByRole('textbox', { name: 'เนื้อหา' })).toContainText('แบ่งเงินค่าขนมเป็นสามกอง')
  await expect(page.getByText(/กู้คืนข้อความที่คุณเขียนค้างไว้/)).toBeVisible()
  await settled(page, 'the editor with a restored draft')
  await page.getByRole('button', { name: 'เริ่มเขียนใหม่' }).click()
  await expect(page.getByLabel('ชื่อเรื่อง')).toHaveValue('')
})

test('a visitor who likes a post logs in and comes back to it, liked, where they were', async ({
  page,
  request,
}) => {
  const email = await newMember(request, 'like-after-login')
  await openArticle(page, demoArticles[0]!.type, demoArticles[0]!.title)
  const like = page.getByRole('button', { name: /ถูกใจ · / })
  await like.scrollIntoViewIfNeeded()
  const box = await like.boundingBox()
  expect(box!.height).toBeGreaterThanOrEqual(44)
  expect(box!.width).toBeGreaterThanOrEqual(44)
  const scrolled = await page.evaluate(() => window.scrollY)
  await like.click()
  const dialog = page.getByRole('dialog', { name: 'เข้าสู่ระบบเพื่อกดถูกใจ' })
  await expect(dialog).toContainText('เข้าสู่ระบบเพื่อกดถูกใจโพสต์นี้')
  await expectAccessible(page, 'the like needs a login dialog')
  await dialog.getByRole('button', { name: 'เข้าสู่ระบบ' }).click()
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpost%2Fdetail%2F/)
  await logIn(page, email)
  await expect(page.getByRole('heading', { level: 1, name: demoArticles[0]!.title })).toBeVisible()
  await expect(page.getByRole('button', { name: /ถูกใจ · / })).toHaveAttribute('aria-pressed', 'true')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 80)
  // Applied once: a reload does not like it again or unlike it.
  await page.reload()
  await expect(page.getByRole('button', { name: /ถูกใจ · / })).toHaveAttribute('aria-pressed', 'true')
})
