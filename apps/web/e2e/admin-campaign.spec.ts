import { newMember } from './demo'
import { expect, newPage, test } from './fixtures'
import { DAY, logInTo, moveClock, startJourney } from './journey'
import { signInAsStaff } from './staff'

// The journeys' server moves its clock for requests that carry X-Clock-Offset-Days: three days on, the demo's
// open krazy day has closed and the next is days away, so the day announced here is the only one open.
const DAYS_AHEAD = 3

/** The Bangkok calendar day `DAYS_AHEAD` from today, as a datetime-local field takes it. */
function bangkokDay(): string {
  return new Date(Date.now() + DAYS_AHEAD * DAY + 7 * 60 * 60 * 1000).toISOString().slice(0, 10)
}

test('a campaign manager announces a krazy day open now, and a member then sees it open', async ({
  page,
  browser,
  request,
}) => {
  const staffJourney = await startJourney(page)
  await moveClock(staffJourney, DAYS_AHEAD)
  await signInAsStaff(page, 'campaign', Date.now() + DAYS_AHEAD * DAY)
  await page.getByRole('navigation', { name: 'เมนูทีมงาน' }).getByRole('link', { name: 'Krazy Day' }).click()
  await page.getByRole('button', { name: 'ประกาศ Krazy Day ใหม่' }).click()

  const title = `Krazy Day ทีมงานทดสอบ ${Date.now() % 100000}`
  const day = bangkokDay()
  await page.getByLabel('ชื่อ Krazy Day').fill(title)
  await page.getByLabel('รายละเอียด').fill('ของรางวัลราคาพิเศษทั้งวัน จำนวนจำกัด')
  await page.getByLabel('เวลาเปิด (เวลาประเทศไทย)').fill(`${day}T00:00`)
  await page.getByLabel('เวลาปิด (เวลาประเทศไทย)').fill(`${day}T23:59`)
  await page.getByLabel('ของรางวัลรายการที่ 1').selectOption({ index: 1 })
  await page.getByLabel('ราคาพิเศษ (koin) รายการที่ 1').fill('15')
  await page.getByLabel('ราคาปกติ (koin) รายการที่ 1').fill('120')
  await page.getByLabel('จำนวน (ชิ้น) รายการที่ 1').fill('10')
  await page.getByRole('button', { name: 'บันทึก Krazy Day' }).click()
  await expect(page.getByText(`บันทึก "${title}" แล้ว สมาชิกเห็นได้ทันที`)).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('เปิดอยู่ตอนนี้')

  const memberPage = await newPage(browser)
  const memberJourney = await startJourney(memberPage)
  await moveClock(memberJourney, DAYS_AHEAD)
  const email = await newMember(request, 'krazy-day-seen')
  await logInTo(memberPage, email, '/')
  await expect(memberPage.getByText(`${title} เปิดแล้ว!`)).toBeVisible()
  await memberPage.goto('/superquest/missions-rewards')
  await expect(memberPage.getByText(title).first()).toBeVisible()
  await memberPage.context().close()
})

test('a campaign manager creates an event with seats, and a member then finds it on /events with its seats', async ({
  page,
  browser,
  request,
}) => {
  // A staff member's one-time codes count forward from the last one used, and the journey above used one
  // DAYS_AHEAD on: this one runs a day beyond that, so its code is new.
  test.slow()
  const staffJourney = await startJourney(page)
  await moveClock(staffJourney, DAYS_AHEAD + 1)
  await signInAsStaff(page, 'campaign', Date.now() + (DAYS_AHEAD + 1) * DAY)
  await page
    .getByRole('navigation', { name: 'เมนูทีมงาน' })
    .getByRole('link', { name: 'กิจกรรมและเช็กอิน' })
    .click()
  await page.getByRole('button', { name: 'สร้างกิจกรรมใหม่' }).click()

  const title = `เวิร์กช็อปออมเงินทีมงานทดสอบ ${Date.now() % 100000}`
  // Ten days on, in Bangkok: the month the member's calendar shows it in.
  const day = new Date(Date.now() + 10 * DAY + 7 * 60 * 60 * 1000).toISOString().slice(0, 10)
  const form = page.getByRole('form', { name: 'สร้างกิจกรรมใหม่' })
  await form.getByLabel('ชื่อกิจกรรม').fill(title)
  await form.getByLabel('สรุปกิจกรรม').fill('ฝึกวางแผนเงินออมรายเดือนกับพี่ ๆ ทีม Klass')
  await form.getByLabel('สถานที่').fill('ห้องสมุดประชาชน')
  // The server names the fields it refused, beside them: no details and no times yet.
  await form.getByRole('button', { name: 'บันทึกกิจกรรม' }).click()
  await expect(form.getByText('กรุณากรอกรายละเอียดอย่างน้อย 1 ย่อหน้า')).toBeVisible()
  await expect(form.getByLabel('จำนวนที่นั่งทั้งหมด')).toHaveAttribute('aria-invalid', 'true')

  await form.getByLabel('รายละเอียด (บรรทัดละย่อหน้า)').fill('จัดงบค่าขนมและตั้งเป้าออมเงินของตัวเอง')
  await form.getByLabel('จังหวัด (ไม่บังคับ)').fill('กรุงเทพมหานคร')
  await form.getByLabel('เวลาเริ่ม (เวลาประเทศไทย)').fill(`${day}T10:00`)
  await form.getByLabel('เวลาสิ้นสุด (เวลาประเทศไทย)').fill(`${day}T12:00`)
  await form.getByLabel('จำนวนที่นั่งทั้งหมด').fill('12')
  await form.getByLabel('ราคาต่อที่นั่ง (koin)').fill('5')
  await form.getByRole('button', { name: 'บันทึกกิจกรรม' }).click()
  await expect(page.getByText(`บันทึกกิจกรรม "${title}" แล้ว สมาชิกเห็นได้ที่หน้ากิจกรรม`)).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('ที่นั่ง 0/12')

  const memberPage = await newPage(browser)
  await startJourney(memberPage)
  const email = await newMember(request, 'event-seen')
  await logInTo(memberPage, email, `/events?month=${day.slice(0, 7)}`)
  await memberPage.getByRole('link', { name: title }).first().click()
  await expect(memberPage.getByRole('heading', { name: title })).toBeVisible()
  await expect(memberPage.getByText('เหลือ 12 จาก 12 ที่นั่ง').first()).toBeVisible()
  await memberPage.context().close()
})
