import type { Page } from '@playwright/test'
import { bangkokMonth, demoEvent, newMember } from './demo'
import { accounts, expect, expectAccessible, logIn, newPage, test, visit } from './fixtures'
import { CONFIRMATION_MAIL, linkInMail } from './outbox'

// The koin economy in the browser. Each journey registers its own member (demo.ts), who confirms their e-mail
// from the mail before koins buy anything (decision 029), and uses items no other journey touches, so journeys
// never depend on each other.

/** Logs in through the form and lands on `path`; the page is checked with axe once it settles. */
async function logInTo(page: Page, email: string, path: string): Promise<void> {
  await visit(page, `/login?redirect=${encodeURIComponent(path)}`)
  await logIn(page, email)
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`))
  await settle(page, path)
}

async function settle(page: Page, label: string): Promise<void> {
  await page.waitForLoadState('networkidle')
  await expectAccessible(page, label)
}

/** Nothing sticks out sideways: the page fits the phone's width. */
async function expectNoSideScroll(page: Page, label: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, `horizontal scroll on ${label}`).toBeLessThanOrEqual(0)
}

/**
 * Confirms a new member's e-mail as they would (decision 029): opens the link in their confirmation mail, which
 * leaves the address bar without its token, and reads the page's answer.
 */
async function confirmEmail(page: Page, email: string): Promise<void> {
  const link = await linkInMail(email, CONFIRMATION_MAIL)
  await visit(page, `${link.pathname}${link.search}`)
  await expect(page.getByText(/ยืนยันอีเมล .+ เรียบร้อยแล้ว/)).toBeVisible()
  expect(page.url()).not.toContain(link.searchParams.get('token')!)
}

async function expectBalance(page: Page, koin: string): Promise<void> {
  await expect(page.getByRole('banner')).toContainText(`koin คงเหลือ ${koin}`)
}

async function fillAddress(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog')
  const scope = (await dialog.count()) > 0 ? dialog : page
  await scope.getByLabel('ชื่อ-นามสกุลผู้รับ').fill('สมหญิง รักออม')
  await scope.getByLabel('เบอร์โทรศัพท์').fill('081-234-5678')
  await scope.getByLabel('บ้านเลขที่ หมู่ ถนน ซอย').fill('12/3 หมู่ 4 ถนนมิตรภาพ')
  await scope.getByLabel('ตำบล/แขวง').fill('ในเมือง')
  await scope.getByLabel('อำเภอ/เขต').fill('เมืองขอนแก่น')
  await scope.getByLabel('จังหวัด').fill('ขอนแก่น')
  await scope.getByLabel('รหัสไปรษณีย์').fill('40000')
}

test('a member earns koins, buys a gift and sees it in purchase history', async ({ page, request }) => {
  const email = await newMember(request, 'economy-store')
  await confirmEmail(page, email)
  await logInTo(page, email, '/superquest/missions-rewards')
  await expectBalance(page, '50.00')

  // Earn: the koins of level 1.
  await page.getByRole('button', { name: 'รับ 5.00 koin' }).click()
  await expect(page.getByText(/ได้รับ koin ประจำเลเวลแล้ว/)).toBeVisible()
  await expectBalance(page, '55.00')
  await settle(page, 'level koins claimed')

  // Buy: a digital item shows its voucher code at once, and the balance drops.
  await visit(page, '/store?type=digital-voucher')
  await page.getByRole('link', { name: 'สติกเกอร์ LINE ชุด "ออมไปด้วยกัน"' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'สติกเกอร์ LINE ชุด "ออมไปด้วยกัน"' })).toBeVisible()
  await settle(page, 'store item')
  await page.getByRole('button', { name: 'แลก 1 ชิ้น' }).click()
  // One tap spends nothing: the confirmation shows the koins and what is left after.
  const confirmation = page.getByRole('dialog', { name: 'ยืนยันการแลกของรางวัล' })
  await expect(confirmation).toContainText('เหลือหลังแลก')
  await expect(confirmation).toContainText('25.00')
  await expectBalance(page, '55.00')
  await confirmation.getByRole('button', { name: 'ยืนยัน ใช้ 30.00 koin' }).click()
  const code = page.getByRole('region', { name: 'รหัสบัตรกำนัลของคุณ' }).locator('code')
  await expect(code).toHaveText(/^KLS-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/)
  const voucher = (await code.textContent())!
  await expectBalance(page, '25.00')
  await settle(page, 'store item bought')

  // See it in the profile's purchase history.
  await page.getByRole('link', { name: 'ดูประวัติการแลกของรางวัล' }).click()
  const history = page.getByRole('list', { name: 'ประวัติการแลกของรางวัล' })
  await expect(history.getByRole('listitem').first()).toContainText('สติกเกอร์ LINE ชุด "ออมไปด้วยกัน"')
  await expect(history.getByRole('listitem').first()).toContainText(voucher)
  await settle(page, '/profile purchase history')
})

test('a member joins a mission, completes it and redeems its gift', async ({ page, request }) => {
  const email = await newMember(request, 'economy-mission')
  await confirmEmail(page, email)
  const event = await demoEvent(request, 'Klass Live: เงินเฟ้อคืออะไร')
  await logInTo(page, email, '/superquest/profile/allquests')

  const mission = page.getByRole('article', { name: 'เข้าร่วมกิจกรรม Klass 1 งาน' })
  await mission.getByRole('button', { name: 'เข้าร่วมภารกิจ' }).click()
  await expect(mission.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0')
  await settle(page, 'mission joined')

  // Complete it: take a seat at a free online event.
  await visit(page, `/events/${event.id}/${event.slug}`)
  await page.getByRole('button', { name: 'ลงทะเบียนฟรี' }).click()
  await expect(page.getByText('คุณลงทะเบียนกิจกรรมนี้แล้ว 🎉')).toBeVisible()
  await settle(page, 'event joined')

  // Redeem the gift with a delivery address.
  await visit(page, '/superquest/profile/questsregistered')
  const done = page.getByRole('article', { name: 'เข้าร่วมกิจกรรม Klass 1 งาน' })
  await expect(done.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1')
  await done.getByRole('button', { name: 'รับกระปุกออมสินใส SUPERQUEST' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await fillAddress(page)
  await expectAccessible(page, 'gift address dialog')
  await page.getByRole('dialog').getByRole('button', { name: 'ยืนยันรับของรางวัล' }).click()
  const tracking = page.getByRole('dialog').locator('code')
  await expect(tracking).toHaveText(/^KLSTH/)
  const trackingNumber = (await tracking.textContent())!
  await page.getByRole('dialog').getByRole('button', { name: 'ตกลง' }).click()
  await expect(done).toContainText('รับรางวัลแล้ว (ของรางวัลพรีเมียม)')
  await settle(page, 'mission gift redeemed')

  await visit(page, '/superquest/profile/redeemrewards')
  await expect(page.getByRole('list', { name: 'รางวัลที่รับแล้ว' })).toContainText('เข้าร่วมกิจกรรม Klass 1 งาน')
  await expect(page.getByRole('list', { name: 'ประวัติของรางวัลพรีเมียม' })).toContainText(trackingNumber)

  await visit(page, '/profile?tab=premium-gifts')
  await expect(page.getByRole('list', { name: 'ประวัติของรางวัลพรีเมียม' })).toContainText(trackingNumber)
})

// These two run on a 360 px phone: the krazy-day sheet and the event list matter most there.
test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('a member redeems a gift on krazy day', async ({ page, request }) => {
    const email = await newMember(request, 'economy-krazy')
    await confirmEmail(page, email)
    await logInTo(page, email, '/superquest/missions-rewards')
    const day = page.getByRole('article', { name: 'Krazy Day ลดกระหน่ำกลางเดือน' })
    await expect(day).toContainText('เปิดแลกอยู่ตอนนี้')
    await expectNoSideScroll(page, '/superquest/missions-rewards')
    const cap = day.getByRole('listitem').filter({ hasText: 'หมวกแก๊ป SUPERQUEST' })
    await expect(cap).toContainText('49.00')
    await cap.getByRole('button', { name: 'แลกเลย' }).click()
    await fillAddress(page)
    await page.getByRole('dialog').getByRole('button', { name: 'ยืนยันแลก 49.00 koin' }).click()
    await expect(page.getByRole('dialog').locator('code')).toHaveText(/^KLSTH/)
    await expectAccessible(page, 'krazy day redeemed')
    await page.getByRole('dialog').getByRole('button', { name: 'ตกลง' }).click()
    await expectBalance(page, '1.00')
    await expect(cap).toContainText('คุณแลกรายการนี้แล้ว')
  })

  test('a member joins an event and cancels before it starts', async ({ page, request }) => {
    const email = await newMember(request, 'economy-event')
    await confirmEmail(page, email)
    const event = await demoEvent(request, 'กองทุนรวม 101')
    await logInTo(page, email, `/events?month=${bangkokMonth(event.startsAt)}`)
    await page.getByRole('link', { name: event.title }).click()
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible()
    await settle(page, 'event detail')
    await expectNoSideScroll(page, 'event detail')

    await page.getByRole('button', { name: 'ลงทะเบียน ใช้ 20.00 koin' }).click()
    await expect(page.getByText('คุณลงทะเบียนกิจกรรมนี้แล้ว 🎉')).toBeVisible()
    await expectBalance(page, '30.00')
    await settle(page, 'event joined')

    await page.getByRole('button', { name: 'ยกเลิกการลงทะเบียน' }).click()
    await expect(page.getByRole('dialog')).toContainText('ระบบจะคืน 20.00 koin ให้คุณ')
    await expectAccessible(page, 'cancel dialog')
    await page.getByRole('button', { name: 'ยืนยันยกเลิก' }).click()
    await expect(page.getByText(/ยกเลิกการลงทะเบียนแล้ว/)).toBeVisible()
    await expectBalance(page, '50.00')
    await expect(page.getByRole('button', { name: 'ลงทะเบียน ใช้ 20.00 koin' })).toBeVisible()
    await settle(page, 'event cancelled')
  })
})

test('the public economy pages pass axe on a 360 px phone', async ({ browser }) => {
  const page = await newPage(browser, { viewport: { width: 360, height: 740 } })
  for (const path of [
    '/store',
    '/test-store',
    '/superquest/about',
    '/superquest/missions-rewards',
    '/superquest/rules',
    '/events',
  ]) {
    await visit(page, path)
    await expectNoSideScroll(page, path)
  }
  await expect(
    page
      .getByRole('list')
      .filter({ has: page.getByRole('article') })
      .first(),
  ).toBeVisible()
  await page.context().close()
})

test('big prize: a SKILL member enters, a GENERAL member is told why not, a visitor goes to /login', async ({
  page,
  browser,
}) => {
  await page.goto('/big-prize/redeem')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fbig-prize%2Fredeem$/)

  await logIn(page, accounts.skill)
  await expect(page).toHaveURL(/\/big-prize\/redeem$/)
  await expect(page.getByLabel('จำนวนสิทธิ์ที่ต้องการแลก')).toBeVisible()
  await settle(page, '/big-prize/redeem as SKILL')
  await page.getByRole('button', { name: 'แลกสิทธิ์ลุ้น' }).click()
  await expect(page.getByText(/แลกสิทธิ์สำเร็จ!/)).toBeVisible()

  const general = await newPage(browser)
  await logInTo(general, accounts.general, '/big-prize/redeem')
  await expect(general.getByText(/สำหรับสมาชิกประเภท SKILL เท่านั้น/)).toBeVisible()
  await expect(general.getByRole('button', { name: 'แลกสิทธิ์ลุ้น' })).toHaveCount(0)
  await general.context().close()
})
