import type { Locator, Page } from '@playwright/test'
import { demoEvent, newMember } from './demo'
import { smallTargets } from './engines/in-page'
import { expect, test } from './fixtures'
import { logInTo, settle } from './journey'

// Phones first: the shell and the pages it carries, on the phone screens people use (320 to 412 px wide).

const PHONE = { width: 360, height: 740 }
test.use({ viewport: PHONE })
// Each journey signs a member up and walks several pages on a phone-sized screen.
test.describe.configure({ timeout: 150_000 })

/** The sticky header's lower edge: what a message scrolled into view must stay below. */
async function headerBottom(page: Page): Promise<number> {
  return (
    (await page.getByRole('banner').boundingBox())!.y + (await page.getByRole('banner').boundingBox())!.height
  )
}

/** The element is whole on the screen, below the sticky header. */
async function expectInView(page: Page, element: Locator): Promise<void> {
  await expect(element).toBeInViewport({ ratio: 1 })
  const box = (await element.boundingBox())!
  expect(box.y).toBeGreaterThanOrEqual((await headerBottom(page)) - 0.5)
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

test('the profile fits screens 320 to 412 px wide, its tabs wrap within it, and opening it logs no error', async ({
  page,
  request,
}) => {
  const logged: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text())
  })
  page.on('pageerror', (error) => logged.push(error.message))
  await logInTo(page, await newMember(request, 'phone-profile'), '/profile')
  // Opened from the member menu too, as a person does, with the page's transition.
  await page.goto('/')
  await page.getByRole('button', { name: /^เมนูสมาชิก/ }).click()
  await page.getByRole('link', { name: 'ดูโปรไฟล์' }).click()
  await expect(page).toHaveURL(/\/profile$/)
  await settle(page, '/profile from the member menu')

  const tabs = page.getByRole('tab')
  await expect(tabs).toHaveCount(7)
  for (const width of [320, 360, 412]) {
    await page.setViewportSize({ width, height: 740 })
    await expect(page.getByRole('banner')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `page width at ${width}`).toBe(
      width,
    )
    const within = [
      page.getByRole('link', { name: 'แก้ไขโปรไฟล์' }),
      page.getByRole('region', { name: /นักออมทดสอบ/ }),
      ...(await page
        .getByRole('region', { name: /นักออมทดสอบ/ })
        .locator('dl > div')
        .all()),
      ...(await tabs.all()),
    ]
    for (const element of within) {
      const box = (await element.boundingBox())!
      expect(box.x, `${await element.textContent()} at ${width}`).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width, `${await element.textContent()} at ${width}`).toBeLessThanOrEqual(width + 0.5)
    }
  }
  await page.setViewportSize(PHONE)
  expect(logged.filter((text) => /transition|invalid state/i.test(text))).toEqual([])
})

test('a new page opens at its top and Back returns to where the person was', async ({ page }) => {
  await page.goto('/store')
  await settle(page, '/store')
  const gift = page.locator('main a[href^="/store/"]').last()
  await gift.scrollIntoViewIfNeeded()
  const listAt = await scrollY(page)
  expect(listAt).toBeGreaterThan(200)
  await gift.click()
  // The store's own heading is a level-1 heading too: the gift's page is there once the address is its own.
  await expect(page).toHaveURL(/\/store\/[^/]+/)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('ร้านค้าแลกของรางวัล')
  await expect.poll(() => scrollY(page)).toBe(0)
  await page.goBack()
  await expect(page).toHaveURL(/\/store$/)
  await expect.poll(() => scrollY(page)).toBeGreaterThan(listAt - 5)
  expect(await scrollY(page)).toBeLessThan(listAt + 5)

  await page.goto('/video-page')
  await settle(page, '/video-page')
  const video = page.locator('main a[href^="/video-page/detail/"]').last()
  await video.scrollIntoViewIfNeeded()
  expect(await scrollY(page)).toBeGreaterThan(200)
  await video.click()
  await expect(page).toHaveURL(/\/video-page\/detail\//)
  await expect.poll(() => scrollY(page)).toBe(0)
})

test('saving the profile opens the profile at its top with the saved message in view', async ({
  page,
  request,
}) => {
  await logInTo(page, await newMember(request, 'phone-save'), '/profile/edit')
  const save = page.getByRole('button', { name: 'บันทึก', exact: true })
  await save.scrollIntoViewIfNeeded()
  expect(await scrollY(page)).toBeGreaterThan(0)
  await save.click()
  await expect(page).toHaveURL(/\/profile$/)
  const saved = page.getByRole('status').filter({ hasText: 'บันทึกโปรไฟล์แล้ว' })
  await expect(saved).toBeVisible()
  await expectInView(page, saved)
  expect(await scrollY(page)).toBe(0)
})

test('on a phone a gift’s buy action stays in reach, and the answer to buying shows below the header', async ({
  page,
  request,
}) => {
  await logInTo(page, await newMember(request, 'phone-gift'), '/store?type=digital-voucher')
  await page.getByRole('link', { name: 'สติกเกอร์ LINE ชุด "ออมไปด้วยกัน"' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await settle(page, 'gift on a phone')
  const bar = page.locator('[data-action-bar]')

  // At the end of the long page the order form is out of sight: the bar offers it, over no content.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect(bar).toBeVisible()
  await expect(bar).toContainText('30.00')
  const barTop = (await bar.boundingBox())!.y
  const contentBottom = await page
    .locator('main#main > *')
    .evaluateAll((children) => Math.max(...children.map((child) => child.getBoundingClientRect().bottom)))
  expect(contentBottom).toBeLessThanOrEqual(barTop + 0.5)

  await bar.getByRole('button', { name: 'แลกของรางวัลนี้' }).click()
  const order = page.getByRole('region', { name: 'แลกของรางวัล' })
  await expect(order.getByLabel('จำนวน')).toBeFocused()
  await expect(order.getByRole('button', { name: 'แลก 1 ชิ้น' })).toBeInViewport()
  await expect(bar).toBeHidden()

  // A member who has not confirmed their e-mail is refused: the refusal is what answers the tap, in view.
  await page.evaluate(() => window.scrollTo(0, 0))
  await order.getByRole('button', { name: 'แลก 1 ชิ้น' }).click()
  await page
    .getByRole('dialog', { name: 'ยืนยันการแลกของรางวัล' })
    .getByRole('button', { name: /^ยืนยัน/ })
    .click()
  const refused = page.getByRole('alert').filter({ hasText: 'กรุณายืนยันอีเมลก่อน' })
  await expect(refused).toBeVisible()
  await expectInView(page, refused)
})

test('on a phone an event’s registration stays in reach from the top of its page, and joining answers in view', async ({
  page,
  request,
}) => {
  const event = await demoEvent(request, 'Klass Live: เงินเฟ้อคืออะไร')
  await logInTo(page, await newMember(request, 'phone-event'), `/events/${event.id}/${event.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await settle(page, 'event on a phone')
  const bar = page.locator('[data-action-bar]')
  const registration = page.getByRole('complementary', { name: 'ข้อมูลการลงทะเบียน' })

  // The story comes first on a phone: the registration is below the screen, and the bar names it and its price.
  await expect(registration).not.toBeInViewport()
  await expect(bar).toBeVisible()
  await expect(bar).toContainText('ฟรี')
  // Read on through the story, down to just above the registration: the bar's button stays whole on the screen.
  const barJoin = bar.getByRole('button', { name: 'ลงทะเบียนเข้าร่วม' })
  const storyEnd = await registration.evaluate(
    (aside) => aside.getBoundingClientRect().top + window.scrollY - window.innerHeight - 40,
  )
  expect(storyEnd).toBeGreaterThan(0)
  for (const y of [storyEnd / 2, storyEnd]) {
    await page.evaluate((to) => window.scrollTo(0, to), y)
    await expect.poll(() => scrollY(page)).toBeGreaterThan(y - 5)
    await expect(registration).not.toBeInViewport()
    await expect(barJoin).toBeInViewport({ ratio: 1 })
  }
  await barJoin.click()
  const join = registration.getByRole('button', { name: 'ลงทะเบียนฟรี' })
  await expect(join).toBeInViewport()
  await expect(bar).toBeHidden()

  await join.click()
  const joined = page.getByText('คุณลงทะเบียนกิจกรรมนี้แล้ว 🎉')
  await expect(joined).toBeVisible()
  await expectInView(page, joined)
})

test('on a short phone screen the quiz’s previous and next buttons stay at the bottom while a question is read', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 420 })
  await logInTo(page, await newMember(request, 'phone-quiz'), '/quiz/money/Basic')
  await page.getByRole('button', { name: 'เริ่มทำควิซระดับนี้' }).click()
  const next = page.getByRole('button', { name: 'ข้อถัดไป' })
  await expect(next).toBeVisible()
  await settle(page, 'quiz on a short phone')

  // With the question at the top of the screen, and scrolled on to its last choice, the row stays whole on
  // the screen.
  const question = page.getByRole('heading', { level: 2, name: /^1\. / })
  const lastChoice = page.getByRole('radio').last()
  for (const [element, block] of [
    [question, 'start'],
    [lastChoice, 'end'],
  ] as const) {
    await element.evaluate((node, at) => node.scrollIntoView({ block: at }), block)
    await expect(next).toBeInViewport({ ratio: 1 })
  }
  await expect(next).toBeDisabled()
  await page.getByRole('radio').first().check()
  await next.click()
  await expect(page.getByRole('heading', { level: 2, name: /^2\. / })).toBeVisible()
  await expect(page.getByRole('button', { name: 'ข้อก่อนหน้า' })).toBeInViewport({ ratio: 1 })
})

test('the shell, its drawer and the profile have no control under 44 x 44 px on a phone', async ({
  page,
  request,
}) => {
  await logInTo(page, await newMember(request, 'phone-targets'), '/profile')
  expect(await page.evaluate(smallTargets, 'header, main, footer')).toEqual([])
  await page.getByRole('button', { name: /^เมนูสมาชิก/ }).click()
  expect(await page.evaluate(smallTargets, 'header')).toEqual([])
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'เปิดเมนู' }).click()
  await expect(page.getByRole('dialog', { name: 'เมนู' })).toBeVisible()
  expect(await page.evaluate(smallTargets, '[role="dialog"]')).toEqual([])
})

test('tapping the middle of a card’s picture opens what the card shows: a gift, an event, a video, a game', async ({
  page,
  request,
}) => {
  await logInTo(page, await newMember(request, 'phone-cards'), '/store')
  for (const [list, card, detail] of [
    ['/store', 'main article', /\/store\/[^/]+/],
    ['/events', 'main article', /\/events\/[^/]+/],
    ['/video-page', 'main article', /\/video-page\/detail\/\d+/],
  ] as const) {
    await page.goto(list)
    const picture = page.locator(`${card} img`).first()
    await picture.scrollIntoViewIfNeeded()
    await expect(picture).toBeVisible()
    // A finger lands where the picture is: whatever covers it there must be the card's link.
    const box = (await picture.boundingBox())!
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await expect(page, `the middle of the first card's picture on ${list}`).toHaveURL(detail)
  }
  // A game's card has an icon, its numbers and a play button: a tap on its numbers opens the game too.
  await page.goto('/games')
  const numbers = page.locator('main dl').first()
  await expect(numbers).toBeVisible()
  const box = (await numbers.boundingBox())!
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  await expect(page).toHaveURL(/\/games\/[^/]+|\/crossword/)
})
