import { newMember } from './demo'
import { expect, expectAccessible, logIn, newPage, test, visit } from './fixtures'
import { CONFIRMATION_MAIL, linkInMail } from './outbox'
import type { Browser, Page } from '@playwright/test'
import { signInAsStaff } from './staff'

// A parcel gift from purchase to tracking number: a member buys it, support uploads the carrier's tracking file
// in the back office, and the member reads the carrier's number in their purchase history.

const GIFT = 'ปากกาเจล 3 สี ชุด "จดทุกบาท"'

/** A new member, confirmed and signed in, buys the parcel gift with a delivery address; answers its reference. */
async function buyParcelGift(page: Page, email: string): Promise<string> {
  const link = await linkInMail(email, CONFIRMATION_MAIL)
  await visit(page, `${link.pathname}${link.search}`)
  await expect(page.getByText(/ยืนยันอีเมล .+ เรียบร้อยแล้ว/)).toBeVisible()
  await visit(page, '/login?redirect=%2Fstore%3Ftype%3Dphysical-gift')
  await logIn(page, email)
  await page.getByRole('link', { name: GIFT }).click()
  await expect(page.getByRole('heading', { level: 1, name: GIFT })).toBeVisible()
  await page.getByLabel('ชื่อ-นามสกุลผู้รับ').fill('สมหญิง รักออม')
  await page.getByLabel('เบอร์โทรศัพท์').fill('081-234-5678')
  await page.getByLabel('บ้านเลขที่ หมู่ ถนน ซอย').fill('12/3 หมู่ 4 ถนนมิตรภาพ')
  await page.getByLabel('ตำบล/แขวง').fill('ในเมือง')
  await page.getByLabel('อำเภอ/เขต').fill('เมืองขอนแก่น')
  await page.getByLabel('จังหวัด').fill('ขอนแก่น')
  await page.getByLabel('รหัสไปรษณีย์').fill('40000')
  await page.getByRole('button', { name: 'แลก 1 ชิ้น' }).click()
  await page
    .getByRole('dialog', { name: 'ยืนยันการแลกของรางวัล' })
    .getByRole('button', { name: /^ยืนยัน ใช้/ })
    .click()
  const reference = page.locator('code', { hasText: /^KLSTH/ })
  await expect(reference).toBeVisible()
  return (await reference.textContent())!.trim()
}

/** Support in the back office, on the orders page, with the member's orders found by e-mail. */
async function supportFindsOrders(browser: Browser, email: string) {
  const support = await newPage(browser)
  await signInAsStaff(support, 'support')
  await support
    .getByRole('navigation', { name: 'เมนูทีมงาน' })
    .getByRole('link', { name: 'คำสั่งแลกและการจัดส่ง' })
    .click()
  await support.getByLabel('ค้นหาด้วยอีเมลสมาชิกหรือรหัสคำสั่งแลก').fill(email)
  const orders = support.getByRole('list', { name: 'คำสั่งแลก' })
  await expect(orders.getByRole('listitem')).toHaveCount(1)
  await expect(orders).toContainText(GIFT)
  await expect(orders).toContainText('กำลังเตรียมจัดส่ง')
  return { support, orders }
}

test('support uploads a tracking file and the member sees their parcel number', async ({
  page,
  browser,
  request,
}) => {
  // Two people, each signing in: a member, then support with the one-time code of their authenticator app.
  test.slow()
  // The member buys a parcel gift with a delivery address.
  const email = await newMember(request, 'admin-store')
  const klassReference = await buyParcelGift(page, email)

  // Support finds the order and uploads the carrier's file, which names the parcel by its label's reference.
  const { support, orders } = await supportFindsOrders(browser, email)
  const trackingNumber = `KEX${Date.now()}TH`
  await support.getByLabel('ไฟล์ CSV').setInputFiles({
    name: 'kerry-2026-11-27.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `order_id,carrier,tracking_number\r\n${klassReference},Kerry Express,${trackingNumber}\r\nnot-an-order,kerry,ABCDEFGH99\r\n`,
      'utf8',
    ),
  })
  await support.getByRole('button', { name: 'อัปโหลดและบันทึก' }).click()
  await expect(support.getByText('บันทึกแล้ว 1 แถว · ไม่ได้บันทึก 1 แถว')).toBeVisible()
  await expect(support.getByRole('list', { name: 'แถวที่ไม่ได้บันทึก' })).toContainText(
    'แถว 3: not-an-order · แถวไม่ครบหรือรูปแบบไม่ถูกต้อง (รหัสคำสั่งแลกไม่ถูกต้อง)',
  )
  await expect(orders).toContainText(`Kerry Express เลขพัสดุ ${trackingNumber}`)
  await expect(orders).toContainText('จัดส่งแล้ว')
  await expectAccessible(support, '/admin/store-orders after a tracking file')
  await support.context().close()

  // The member reads the carrier and number in their purchase history.
  await visit(page, '/profile?tab=purchases')
  const history = page.getByRole('list', { name: 'ประวัติการแลกของรางวัล' })
  await expect(history.getByRole('listitem').first()).toContainText(GIFT)
  await expect(history.getByRole('listitem').first()).toContainText(`Kerry Express เลขพัสดุ: ${trackingNumber}`)
  await expect(history.getByRole('listitem').first()).toContainText('จัดส่งแล้ว')
})

test('support cancels an order not yet shipped and the member sees it cancelled with their koins back', async ({
  page,
  browser,
  request,
}) => {
  test.slow()
  const email = await newMember(request, 'admin-store-cancel')
  await buyParcelGift(page, email)

  const { support, orders } = await supportFindsOrders(browser, email)
  await orders.getByRole('button', { name: /^จัดการ/ }).click()
  await orders.getByRole('button', { name: 'ยกเลิกคำสั่งแลกและคืน koin' }).click()
  const dialog = support.getByRole('dialog', { name: 'ยกเลิกคำสั่งแลก' })
  await expect(dialog).toContainText('คืน 25.00 koin')
  await dialog.getByRole('button', { name: 'ยืนยันยกเลิกและคืน koin' }).click()
  await expect(dialog.getByText('กรุณาเขียนเหตุผลที่ยกเลิก')).toBeVisible()
  const reason = 'ปากกาล็อตนี้หมึกแห้ง ส่งไม่ได้'
  await dialog.getByLabel('เหตุผลที่ยกเลิก (สมาชิกจะเห็นเหตุผลนี้)').fill(reason)
  await expectAccessible(support, '/admin/store-orders cancel dialog')
  await dialog.getByRole('button', { name: 'ยืนยันยกเลิกและคืน koin' }).click()
  await expect(dialog).toBeHidden()
  await expect(orders).toContainText('ยกเลิกแล้ว')
  await expect(orders).toContainText(`เหตุผล: ${reason} · คืน koin แล้ว`)
  await support.context().close()

  // The member reads the cancellation in their purchase history and the refund in their koin history.
  await visit(page, '/profile?tab=purchases')
  const history = page.getByRole('list', { name: 'ประวัติการแลกของรางวัล' })
  await expect(history.getByRole('listitem').first()).toContainText(GIFT)
  await expect(history.getByRole('listitem').first()).toContainText('ยกเลิกแล้ว')
  await expect(history.getByRole('listitem').first()).toContainText(`ยกเลิกโดยทีมงาน Klass: ${reason}`)
  await visit(page, '/profile')
  const koins = page.getByRole('table', { name: 'ประวัติ koin' })
  await expect(koins.getByRole('row').nth(1)).toContainText(`คืน koin ยกเลิกการแลก${GIFT}: ${reason}`)
  await expect(koins.getByRole('row').nth(1)).toContainText('+25.00')
})
