import { newMember } from './demo'
import { expect, expectAccessible, test, visit } from './fixtures'
import {
  PHONE,
  PRACTICE_NOTICE,
  bangkokToday,
  baht,
  dayNumber,
  figure,
  logInTo,
  monthsLater,
  moveClock,
  onAPhone,
  paintedPixelsOf,
  settle,
  startJourney,
  thaiDate,
  DAY,
} from './journey'

// The practice bank in the browser (SPEC 7 Bank). Each journey registers its own member, who finds ฿10,000
// practice money on their first visit. The journeys' server moves its clock forward for the requests that
// carry X-Clock-Offset-Days (CLOCK_CONTROL), so a journey can see next month's bank without waiting for it.

// Each journey walks many pages, then again on a phone: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 })

/** Ten-thousandths of a unit as the pages show units: 1234567n → "123.4567". */
function unitsShown(units: bigint): string {
  return `${Number(units / 10_000n).toLocaleString('en-US')}.${String(units % 10_000n).padStart(4, '0')}`
}

test('a member opens a fixed deposit and closes it early after seeing what is given up', async ({
  page,
  browser,
  request,
}) => {
  const journey = await startJourney(page)
  const email = await newMember(request, 'bank-fixed')
  await logInTo(page, email, '/bank')
  await expect(page.getByText(PRACTICE_NOTICE)).toBeVisible()
  const savings = page.getByRole('region', { name: 'บัญชีออมทรัพย์ฝึกหัด', exact: true })
  await expect(savings).toContainText('฿10,000.00')

  await page.getByRole('link', { name: 'ออมทรัพย์ ฝากประจำ ทวีทรัพย์' }).click()
  await expect(page).toHaveURL(/\/bank\/saving$/)
  await page.getByRole('tab', { name: 'ฝากประจำ' }).click()
  await expect(page).toHaveURL(/\/bank\/saving\?tab=fixed$/)
  await expect(page.getByText(PRACTICE_NOTICE)).toBeVisible()
  await settle(page, '/bank/saving?tab=fixed')

  await page.getByLabel('จำนวนเงินที่จะฝาก (บาท)').fill('5000')
  const term = page.getByLabel('ระยะเวลาฝาก')
  await term.selectOption('6')
  // The practice rate of the rate table in force today, as the form offers it.
  const offered = (await term.locator('option:checked').textContent()) ?? ''
  const rate = /(\d+)\.(\d{2})% ต่อปี/.exec(offered)
  expect(rate, offered).not.toBeNull()
  const rateBp = Number(rate![1]) * 100 + Number(rate![2])

  // Interest = principal × rate × days / 365, rounded down to the satang; 15 % of it withheld.
  const today = bangkokToday()
  const maturesOn = monthsLater(today, 6)
  const days = dayNumber(maturesOn) - dayNumber(today)
  const interest = Math.floor((500_000 * rateBp * days) / (365 * 10_000))
  const tax = Math.floor((interest * 15) / 100)
  const figures = page.getByRole('region', { name: 'ตัวอย่างผลตอบแทนเงินฝากประจำ' })
  await expect(figure(figures, 'เงินต้น')).toHaveText('฿5,000.00')
  await expect(figure(figures, 'วันครบกำหนด')).toHaveText(thaiDate(maturesOn))
  await expect(figure(figures, 'จำนวนวันที่ฝาก')).toHaveText(`${days} วัน`)
  await expect(figure(figures, 'ดอกเบี้ย')).toHaveText(baht(interest))
  await expect(figure(figures, 'หักภาษี ณ ที่จ่าย 15%')).toHaveText(baht(tax))
  await expect(figure(figures, `เข้าบัญชีออมทรัพย์วันที่ ${thaiDate(maturesOn)}`)).toHaveText(
    baht(500_000 + interest - tax),
  )
  await settle(page, 'fixed deposit calculator')

  await page.getByRole('button', { name: 'ดูสรุปก่อนเปิดบัญชี' }).click()
  const confirm = page.getByRole('dialog', { name: 'ยืนยันเปิดบัญชีเงินฝากประจำฝึกหัด' })
  await expect(confirm).toContainText('ฝากประจำ 6 เดือน')
  await expect(figure(confirm, 'ดอกเบี้ย')).toHaveText(baht(interest))
  await expectAccessible(page, 'open fixed deposit dialog')
  await confirm.getByRole('button', { name: 'ยืนยันเปิดบัญชี' }).click()

  await expect(page.getByText('เปิดบัญชีเงินฝากประจำฝึกหัดแล้ว')).toBeVisible()
  const deposit = page.getByRole('region', { name: /^ฝากประจำ 6 เดือน เลขที่ / })
  await expect(deposit).toContainText('เปิดอยู่')
  await expect(figure(deposit, 'วันครบกำหนด')).toHaveText(thaiDate(maturesOn))
  await expect(figure(deposit, 'รับเมื่อครบกำหนด')).toHaveText(baht(500_000 + interest - tax))
  await expect(page.getByText('เงินฝึกหัดในบัญชีออมทรัพย์ ฿5,000.00')).toBeVisible()
  await settle(page, 'fixed deposit opened')

  await deposit.getByRole('button', { name: 'ปิดบัญชีก่อนกำหนด' }).click()
  const warning = page.getByRole('dialog', { name: /ก่อนครบกำหนด\?$/ })
  await expect(warning).toContainText('ถอนก่อนครบ 3 เดือน ไม่ได้รับดอกเบี้ย')
  await expect(warning).toContainText(`คุณจะไม่ได้รับดอกเบี้ย ${baht(interest - tax)} ที่จะได้เมื่อครบกำหนด`)
  await expect(figure(warning, 'ดอกเบี้ยที่ได้ถ้าปิดวันนี้')).toHaveText('฿0.00')
  await expect(figure(warning, 'เงินที่เข้าบัญชีออมทรัพย์')).toHaveText('฿5,000.00')
  await expect(figure(warning, 'ดอกเบี้ยที่เสียไป (หลังหักภาษี)')).toHaveText(baht(interest - tax))
  await expectAccessible(page, 'early close warning')
  await warning.getByRole('button', { name: 'ยืนยันปิดบัญชีก่อนกำหนด' }).click()

  await expect(page.getByText(/^ปิดบัญชีแล้ว ได้รับ ฿5,000\.00/)).toContainText('ยอดออมทรัพย์ตอนนี้ ฿10,000.00')
  await expect(page.getByRole('region', { name: /^ฝากประจำ 6 เดือน เลขที่ / })).toHaveCount(0)
  await settle(page, 'fixed deposit closed early')

  await visit(page, '/bank')
  await expect(savings).toContainText('฿10,000.00')
  await expect(page.getByRole('list', { name: 'รายการเดินบัญชี' })).toContainText('฿5,000.00')

  await onAPhone(browser, journey, email, 'bank-fixed', ['/bank', '/bank/saving?tab=fixed'])
})

test('a member opens a Thaweesup and, a month on, sees the instalment savings could not cover marked missed', async ({
  page,
  browser,
  request,
}) => {
  const journey = await startJourney(page)
  const email = await newMember(request, 'bank-thaweesup')
  await logInTo(page, email, '/bank/saving?tab=thaweesup')
  await expect(page.getByText(PRACTICE_NOTICE)).toBeVisible()

  await page.getByLabel('เงินฝากต่อเดือน (บาท)').fill('6000')
  const figures = page.getByRole('region', { name: 'ตัวอย่างผลตอบแทนทวีทรัพย์' })
  await expect(figure(figures, 'จำนวนงวด')).toHaveText('24 งวด')
  await expect(figure(figures, 'เงินฝากรวมทั้งหมด')).toHaveText('฿144,000.00')
  await expect(figure(figures, 'ภาษี (ฝากครบ ปลอดภาษี)')).toHaveText('฿0.00')
  await settle(page, 'Thaweesup calculator')

  await page.getByRole('button', { name: 'ดูสรุปก่อนเปิดบัญชี' }).click()
  const confirm = page.getByRole('dialog', { name: 'ยืนยันเปิดบัญชีทวีทรัพย์ฝึกหัด' })
  await expect(confirm).toContainText('ฝากเดือนละ ฿6,000.00')
  await expectAccessible(page, 'open Thaweesup dialog')
  await confirm.getByRole('button', { name: 'ยืนยันเปิดบัญชี' }).click()

  const schedule = page.getByRole('list', { name: 'ตารางงวดเงินฝากทวีทรัพย์' })
  const instalment = (number: number) =>
    schedule.getByRole('listitem').filter({ hasText: new RegExp(`^งวดที่ ${number} ·`) })
  await expect(page.getByRole('heading', { name: 'ตารางงวด · ชำระแล้ว 1 งวด · ขาดส่ง 0 งวด' })).toBeVisible()
  await expect(instalment(1)).toContainText('ชำระแล้ว')
  await expect(instalment(2)).toContainText('งวดถัดไป')
  await settle(page, 'Thaweesup opened')

  // Savings: 10,000 − the first 6,000 = 4,000; with next month's 1,000 practice money 5,000, short all month.
  await visit(page, '/bank')
  await expect(page.getByRole('region', { name: 'บัญชีออมทรัพย์ฝึกหัด', exact: true })).toContainText('฿4,000.00')
  await expect(page.getByRole('region', { name: /^ทวีทรัพย์ 24 เดือน เลขที่ / })).toContainText('฿6,000.00')

  // The 2nd of the month after next: the next month has ended with instalment 2 unpaid.
  const today = bangkokToday()
  const [year, month] = today.split('-').map(Number) as [number, number]
  const afterNextMonth = new Date(Date.UTC(year, month + 1, 2)).toISOString().slice(0, 10)
  await moveClock(journey, dayNumber(afterNextMonth) - dayNumber(today))
  // More than the 30 days a session lasts: the member is asked to log in again, at the later date.
  await page.goto('/bank/saving?tab=thaweesup')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fbank%2Fsaving%3Ftab%3Dthaweesup$/)
  await logInTo(page, email, '/bank/saving?tab=thaweesup')

  await expect(page.getByRole('heading', { name: 'ตารางงวด · ชำระแล้ว 1 งวด · ขาดส่ง 1 งวด' })).toBeVisible()
  await expect(instalment(1)).toContainText('ชำระแล้ว')
  await expect(instalment(2)).toContainText('ขาดส่ง')
  const account = page.getByRole('region', { name: /^ทวีทรัพย์ 24 เดือน เลขที่ / })
  await expect(account.getByRole('alert')).toContainText(
    'ขาดส่งแล้ว 1 งวด ขาดส่งได้อีก 1 งวด โดยยังได้อัตราดอกเบี้ยทวีทรัพย์และไม่เสียภาษี',
  )
  await expect(figure(account, 'ขาดส่ง')).toHaveText('1 งวด')
  await settle(page, 'Thaweesup with a missed instalment')

  await onAPhone(browser, journey, email, 'bank-thaweesup', ['/bank', '/bank/saving?tab=thaweesup'])
})

test('a member buys a practice fund, sees its units and NAV chart once priced, and sells part', async ({
  page,
  browser,
  request,
}) => {
  const journey = await startJourney(page)
  const email = await newMember(request, 'bank-fund')
  await logInTo(page, email, '/bank/fund')
  await expect(page.getByText(PRACTICE_NOTICE)).toBeVisible()

  await page.getByRole('group', { name: 'ระดับความเสี่ยง' }).getByRole('button', { name: 'ระดับ 6' }).click()
  await expect(page).toHaveURL(/\/bank\/fund\?type=6$/)
  await page.getByRole('link', { name: 'กองทุนฝึกหัด Klass หุ้นไทย 50' }).click()
  await expect(page).toHaveURL(/\/bank\/fund\?code=KP-SET50$/)
  await expect(page.getByRole('heading', { level: 1, name: 'กองทุนฝึกหัด Klass หุ้นไทย 50' })).toBeVisible()
  await expect(page.getByText('คุณยังไม่มีหน่วยลงทุนในกองทุนนี้')).toBeVisible()
  await settle(page, 'KP-SET50')

  const buying = page.getByRole('region', { name: 'ซื้อหน่วยลงทุนด้วยเงินฝึกหัด' })
  await buying.getByLabel('จำนวนเงินที่จะซื้อ (บาท เงินฝึกหัด)').fill('1000')
  await expect(figure(buying, 'ค่าธรรมเนียมการซื้อ 1.00%')).toHaveText('฿10.00')
  await expect(figure(buying, 'เงินที่นำไปซื้อหน่วยลงทุน')).toHaveText('฿990.00')
  await buying.getByRole('button', { name: 'ซื้อกองทุนนี้' }).click()
  const confirm = page.getByRole('dialog', { name: 'ยืนยันคำสั่งซื้อ' })
  await expect(confirm).toContainText('หักค่าธรรมเนียม ฿10.00 เหลือนำไปซื้อหน่วยลงทุน ฿990.00')
  await expectAccessible(page, 'buy confirm dialog')
  const bought = page.waitForResponse((response) => response.url().endsWith('/v2/api/bank/buyFund'))
  await confirm.getByRole('button', { name: 'ยืนยันการซื้อ' }).click()
  const { order } = (
    (await (await bought).json()) as { data: { order: { navDate: string; settlesAt: string } } }
  ).data

  // Before 15:30 on a business day the order takes that day's NAV, later the next business day's; it waits
  // for that NAV, published at 18:00.
  const placed = page.getByRole('status', { name: /^ส่งคำสั่งซื้อแล้ว/ })
  await expect(placed).toContainText('รอประกาศราคา NAV')
  await expect(figure(placed, 'ราคา NAV ของวันที่')).toHaveText(thaiDate(order.navDate))
  await expect(page.getByText('เงินออมทรัพย์ฝึกหัดคงเหลือ ฿9,000.00')).toBeVisible()
  await settle(page, 'buy order placed')

  await visit(page, '/bank')
  const pending = page.getByRole('list', { name: 'คำสั่งซื้อขายที่รอประกาศ NAV' })
  await expect(pending.getByRole('listitem')).toHaveCount(1)
  await expect(pending).toContainText('ซื้อ KP-SET50')
  await expect(pending).toContainText(`ใช้ NAV วันที่ ${thaiDate(order.navDate)}`)
  await expect(pending).toContainText('฿1,000.00')

  // Past the NAV's publication: the order has settled into units. The first page renews the session (its
  // first calls are answered 401 and never read, so the network never looks idle there: its words are awaited).
  await moveClock(journey, Math.max(1, Math.ceil((Date.parse(order.settlesAt) - Date.now()) / DAY)))
  await page.goto('/bank')
  await expect(pending).toHaveCount(0)
  await expect(page.getByText('ไม่มีคำสั่งซื้อขายที่รอประกาศ NAV')).toBeVisible()
  await expect(page.getByRole('list', { name: 'กองทุนรวมที่ถืออยู่' })).toContainText('KP-SET50')
  await expectAccessible(page, '/bank with the order settled')
  const detail = page.waitForResponse(
    (response) => response.url().includes('/v2/api/bank/detailFund') && response.ok(),
  )
  await visit(page, '/bank/fund?code=KP-SET50')
  const fund = ((await (await detail).json()) as { data: { history: Array<{ date: string; nav: string }> } })
    .data
  const nav = fund.history.find((point) => point.date === order.navDate)?.nav
  expect(nav, `NAV of ${order.navDate}`).toBeDefined()
  // Units = ฿990.00 ÷ NAV, to four decimals, rounded down (satang × 1,000,000 ÷ NAV in ten-thousandths).
  const units = (99_000n * 1_000_000n) / BigInt(nav!.replace('.', ''))
  const holding = page.getByRole('region', { name: 'หน่วยลงทุนฝึกหัดของคุณ', exact: true })
  await expect(figure(holding, 'จำนวนหน่วย')).toHaveText(`${unitsShown(units)} หน่วย`)
  await expect(figure(holding, 'ต้นทุน')).toHaveText('฿1,000.00')

  const chart = page.getByRole('region', { name: 'ราคาต่อหน่วย (NAV) ย้อนหลัง' })
  await expect(chart.getByRole('button', { name: '1 ปี' })).toHaveAttribute('aria-pressed', 'true')
  await expect(chart.locator('figcaption')).toContainText(/^ช่วง 1 ปี: NAV [\d,]+\.\d{4} บาท \(.+\) → ล่าสุด /)
  const canvas = chart.getByRole('img', { name: 'กราฟราคา NAV ช่วง 1 ปี' })
  await expect(canvas).toBeVisible()
  // The line is drawn: chart.js, fetched only on this page, has painted the canvas.
  await expect.poll(() => paintedPixelsOf(canvas)).toBeGreaterThan(1_000)
  await chart.getByRole('button', { name: '5 ปี' }).click()
  await expect(chart.locator('figcaption')).toContainText(/^ช่วง 5 ปี: /)
  await expect(chart.getByRole('img', { name: 'กราฟราคา NAV ช่วง 5 ปี' })).toBeVisible()
  await settle(page, 'KP-SET50 with units')

  const half = units / 2n
  const selling = page.getByRole('region', { name: 'ขายหน่วยลงทุน', exact: true })
  await selling
    .getByLabel('จำนวนหน่วยที่จะขาย')
    .fill(`${half / 10_000n}.${String(half % 10_000n).padStart(4, '0')}`)
  await selling.getByRole('button', { name: 'ขายหน่วยลงทุน' }).click()
  const confirmSell = page.getByRole('dialog', { name: 'ยืนยันคำสั่งขาย' })
  await expect(confirmSell).toContainText('ขาย กองทุนฝึกหัด Klass หุ้นไทย 50 (KP-SET50)')
  await expectAccessible(page, 'sell confirm dialog')
  await confirmSell.getByRole('button', { name: 'ยืนยันการขาย' }).click()
  const sold = page.getByRole('status', { name: /^ส่งคำสั่งขายแล้ว/ })
  await expect(sold).toContainText('รอประกาศราคา NAV')
  await expect(figure(sold, 'หน่วยที่ขาย')).toHaveText(`${unitsShown(half)} หน่วย`)
  await expect(figure(holding, 'หน่วยที่รอขาย')).toHaveText(`${unitsShown(half)} หน่วย`)
  await settle(page, 'sell order placed')

  await visit(page, '/bank')
  await expect(pending.getByRole('listitem')).toHaveCount(1)
  await expect(pending).toContainText('ขาย KP-SET50')
  await expect(pending).toContainText(`${unitsShown(half)} หน่วย`)
  await expect(page.getByRole('list', { name: 'กองทุนรวมที่ถืออยู่' })).toContainText('KP-SET50')

  await onAPhone(browser, journey, email, 'bank-fund', ['/bank', '/bank/fund', '/bank/fund?code=KP-SET50'])
})

test('the bank fits a phone while its chart is still being drawn', async ({ page, request }) => {
  // The allocation doughnut's canvas is 300 px wide until chart.js has measured its 176 px box; a slow
  // network holds chart.js back, and the page must not scroll sideways meanwhile.
  const held: Array<() => Promise<void>> = []
  await page.route(/\/assets\/chart-[\w-]+\.js$/, (route) => {
    held.push(() => route.continue())
  })
  await page.setViewportSize(PHONE)
  const email = await newMember(request, 'bank-chart-waiting')
  await logInTo(page, email, '/bank')
  await expect(page.getByText(PRACTICE_NOTICE)).toBeVisible()
  await expect.poll(() => held.length, { message: 'chart.js requested' }).toBeGreaterThan(0)
  const canvas = page.locator('canvas').first()
  await expect(canvas).toBeAttached()
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)
  await Promise.all(held.map((release) => release()))
  await expect.poll(() => paintedPixelsOf(canvas)).toBeGreaterThan(0)
})
