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
