import { addDays } from '@klass/contract/bank-rules'
import { roboPaths } from '@klass/contract/robo'
import sharp from 'sharp'
import type { Page } from '@playwright/test'
import { boldestAnswers, newMember } from './demo'
import { expect, expectAccessible, test } from './fixtures'
import {
  PHONE,
  PRACTICE_NOTICE,
  bangkokToday,
  chooseBirthDate,
  baht,
  figure,
  keepPhoneScreen,
  logInTo,
  monthsLater,
  moveClock,
  onAPhone,
  paintedPixelsOf,
  settle,
  startJourney,
  thaiDate,
} from './journey'

// The robo advisor in the browser (SPEC 7 Robo): a new member's way from the suitability test to a practice
// fund account that invests every month, paid from the ฿10,000 practice savings the bank gives them. The
// journeys' server moves its clock forward for the requests that carry X-Clock-Offset-Days (CLOCK_CONTROL),
// so the journey sees the monthly purchases of the months ahead without waiting for them.

// Each journey walks many pages, then again on a phone: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 })

/** A Thai national ID no one else uses: 12 random digits (the first not 0) and the mod-11 check digit. */
function nationalId(): { valid: string; wrongCheckDigit: string } {
  const digits = [
    1 + Math.floor(Math.random() * 8),
    ...Array.from({ length: 11 }, () => Math.floor(Math.random() * 10)),
  ]
  const sum = digits.reduce((total, digit, i) => total + digit * (13 - i), 0)
  const check = (11 - (sum % 11)) % 10
  return { valid: `${digits.join('')}${check}`, wrongCheckDigit: `${digits.join('')}${(check + 1) % 10}` }
}

/** A photo of an ID card as a phone sends it: made here, so the test carries no binary file. */
async function idCardPhoto(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 856, height: 540, channels: 3, background: '#cfe3f7' } })
    .png()
    .toBuffer()
  return { name: 'id-card.png', mimeType: 'image/png', buffer }
}

/** Practice baht as a page shows them ("฿1,234.56", "-฿12.00") in satang. */
function satang(shown: string): number {
  const match = /^([+-]?)฿([\d,]+)\.(\d{2})$/.exec(shown.trim())
  expect(match, shown).not.toBeNull()
  const amount = Number(match![2]!.replaceAll(',', '')) * 100 + Number(match![3])
  return match![1] === '-' ? -amount : amount
}

/** Answers every question of the suitability test with `answers`, in order, and sends it. */
async function takeAssessment(page: Page, answers: readonly string[]): Promise<void> {
  const form = page.getByRole('form', { name: 'แบบประเมินความเหมาะสมในการลงทุน' })
  for (const [index, answer] of answers.entries()) {
    const question = form.getByRole('group', { name: new RegExp(`^ข้อ ${index + 1}\\. `) })
    await question.getByLabel(answer, { exact: true }).check()
  }
  await expect(form.getByText(`ตอบแล้ว ${answers.length} จาก ${answers.length} ข้อ`)).toBeVisible()
  await form.getByRole('button', { name: 'ส่งคำตอบและดูผลประเมิน' }).click()
}

/** On /robo/pre-question: a university fund of ฿100,000 in six years, from ฿2,000 and ฿500 a month. */
async function setGoal(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'การเรียนต่อ' }).check()
  await page.getByLabel('ตั้งชื่อเป้าหมาย').fill('ทุนเรียนมหาวิทยาลัย')
  await page.getByLabel('เงินเป้าหมาย (บาท)').fill('100000')
  await page.getByLabel('อีกกี่ปีจะใช้เงินก้อนนี้').fill('6')
  await page.getByLabel('เงินลงทุนเริ่มต้น (บาท)').fill('2000')
  await page.getByLabel('เงินลงทุนต่อเดือน (บาท)').fill('500')
  await page.getByRole('button', { name: 'ต่อไป: ดูแผนการลงทุน' }).click()
  await expect(page).toHaveURL(/\/robo\/create-plan$/)
}

test('a new member takes the suitability test, sets a goal and sees the robo’s plan with its funds and fan chart', async ({
  page,
  browser,
  request,
}) => {
  const journey = await startJourney(page)
  const email = await newMember(request, 'robo-plan')
  await logInTo(page, email, '/robo')
  await expect(page.getByRole('heading', { level: 1, name: 'Robo ลงทุนกองทุนรวมฝึกหัด' })).toBeVisible()
  await expect(page.getByText(PRACTICE_NOTICE)).toBeVisible()
  await expect(page.getByText('ยังไม่มีบัญชีกองทุนฝึกหัด')).toBeVisible()

  // The suitability test: every answer at its boldest gives the highest investor level.
  await page
    .getByRole('list', { name: 'ขั้นตอนเริ่มต้น' })
    .getByRole('link', { name: /^1\. ทำแบบประเมินความเสี่ยง/ })
    .click()
  await expect(page).toHaveURL(/\/robo\/assessment$/)
  await expect(page.getByText(PRACTICE_NOTICE)).toBeVisible()
  await settle(page, '/robo/assessment')
  await takeAssessment(page, boldestAnswers)
  await expect(page.getByText('บันทึกผลประเมินแล้ว')).toBeVisible()
  const result = page.getByRole('region', { name: 'ผลการประเมินของคุณ' })
  await expect(result).toContainText('ระดับ 5 · สูงมาก')
  await expect(result).toContainText('คะแนน 40 จาก 40')
  await expect(figure(result, 'กองทุนที่เหมาะกับคุณ')).toContainText('กองทุนความเสี่ยงระดับ 1–8')
  await settle(page, 'assessment result')

  // The goal: ฿100,000 in six years from ฿2,000 and ฿500 a month.
  await result.getByRole('link', { name: 'ต่อไป: ตั้งเป้าหมายการลงทุน' }).click()
  await expect(page).toHaveURL(/\/robo\/pre-question$/)
  await expect(page.getByText(PRACTICE_NOTICE)).toBeVisible()
  await setGoal(page)

  // SPEC 7 Robo: six years cap the plan at level 4, below the member's own level 5.
  await expect(page.getByText(PRACTICE_NOTICE)).toBeVisible()
  await expect(page.getByText(/^เป้าหมายอีก 6 ปี .* robo จึงใช้แผนระดับ 4 /)).toBeVisible()
  const plan = page.getByRole('region', { name: 'แผนฝึกหัด "เติบโต"' })
  await expect(plan).toContainText('แผนระดับความเสี่ยง 4 จาก 5')
  const funds = plan.getByRole('list', { name: 'สัดส่วนกองทุนของแผนฝึกหัด "เติบโต"' }).getByRole('listitem')
  await expect(funds).toHaveCount(6)
  await expect(funds.first()).toContainText(/ความเสี่ยงระดับ \d · ผลตอบแทน -?\d+\.\d{2}% ต่อปี/)
  await expect(figure(plan, 'ผลตอบแทนคาดหวังต่อปี')).toHaveText(/^-?\d+\.\d{2}%$/)
  await expect(figure(plan, 'ความผันผวนต่อปี')).toHaveText(/^\d+\.\d{2}%$/)

  // ฿500 a month does not reach ฿100,000: the plan says so and what would.
  const projection = page.getByRole('group', { name: 'ผลการคำนวณเป้าหมาย' })
  await expect(projection).toContainText('ต่ำกว่าแผน')
  await expect(projection).toContainText(/ระยะเวลา 6 ปี · ผลตอบแทนคาดหวัง -?\d+\.\d{2}% ต่อปี/)
  await expect(figure(projection, 'เป้าหมาย')).toHaveText('฿100,000.00')
  await expect(figure(projection, 'เงินที่ลงทุนรวม')).toHaveText('฿38,000.00')
  await expect(figure(projection, 'โอกาสถึงเป้าหมาย')).toHaveText(/^\d+\.\d{2}%$/)
  const fan = page.getByRole('figure', { name: /^กราฟช่วงมูลค่าที่อาจเป็นไปได้ \(fan chart\)/ })
  // The fan is drawn: chart.js, fetched only where a chart is shown, has painted the canvas.
  await expect.poll(() => paintedPixelsOf(fan.locator('canvas'))).toBeGreaterThan(1_000)
  // Its text alternative: where the fan ends against the target, and the figures year by year.
  await expect(fan.locator('figcaption')).toContainText(
    new RegExp(
      `เมื่อถึง ${thaiDate(monthsLater(bangkokToday(), 72))} ` +
        'มูลค่าที่เป็นไปได้อยู่ระหว่าง ฿[\\d,]+\\.\\d{2} \\(กรณีแย่ 5%\\) ถึง ฿[\\d,]+\\.\\d{2} \\(กรณีดี 95%\\) ' +
        'ค่ากลาง ฿[\\d,]+\\.\\d{2} จากเงินที่ลงทุนรวม ฿38,000\\.00 เทียบกับเป้าหมาย ฿100,000\\.00',
    ),
  )
  await fan.getByText('ดูตัวเลขรายปีของกราฟ').click()
  const years = fan.getByRole('list', { name: 'มูลค่าที่อาจเป็นไปได้ในแต่ละปี' }).getByRole('listitem')
  await expect(years).toHaveCount(7)
  await expect(figure(years.last(), 'ลงทุนรวม')).toHaveText('฿38,000.00')
  await settle(page, '/robo/create-plan')

  // The plan's page and the account form on a phone, with the goal still kept in this tab.
  await page.setViewportSize(PHONE)
  await keepPhoneScreen(page, 'robo-plan-create-plan', '/robo/create-plan')
  await page.getByRole('link', { name: 'เปิดบัญชีกองทุนฝึกหัดด้วยแผนนี้' }).click()
  await expect(page).toHaveURL(/\/robo\/create-plan\/step-create$/)
  await settle(page, '/robo/create-plan/step-create on a phone')
  await keepPhoneScreen(page, 'robo-plan-step-create', '/robo/create-plan/step-create')

  await onAPhone(browser, journey, email, 'robo-plan', ['/robo', '/robo/assessment', '/robo/pre-question'])
})

test('a member opens a practice fund account for their goal, invests every month and sells part', async ({
  page,
  browser,
  request,
}) => {
  const journey = await startJourney(page)
  const email = await newMember(request, 'robo-account')
  await logInTo(page, email, '/robo/assessment')
  await takeAssessment(page, boldestAnswers)
  await page.getByRole('link', { name: 'ต่อไป: ตั้งเป้าหมายการลงทุน' }).click()
  await setGoal(page)
  await page.getByRole('link', { name: 'เปิดบัญชีกองทุนฝึกหัดด้วยแผนนี้' }).click()
  await expect(page).toHaveURL(/\/robo\/create-plan\/step-create$/)
  await expect(page.getByText(PRACTICE_NOTICE)).toBeVisible()

  // The account: identity as for a real fund account; the ID's check digit is checked before anything is sent.
  await expect(
    page.getByText(
      'ทุนเรียนมหาวิทยาลัย (การเรียนต่อ) · เป้าหมาย ฿100,000.00 ใน 6 ปี · เริ่มต้น ฿2,000.00 · เดือนละ ฿500.00',
    ),
  ).toBeVisible()
  const opening = page.getByRole('form', { name: 'เปิดบัญชีกองทุนฝึกหัด' })
  const id = nationalId()
  const idField = opening.getByLabel('เลขประจำตัวประชาชน 13 หลัก')
  await idField.fill(id.wrongCheckDigit)
  await opening.getByLabel('ชื่อ', { exact: true }).fill('ใจดี')
  await opening.getByLabel('นามสกุล').fill('มีออม')
  await chooseBirthDate(page, '1997-03-15')
  await opening.getByLabel('ที่อยู่ที่ติดต่อได้').fill('99/1 ถนนพหลโยธิน แขวงจตุจักร เขตจตุจักร กรุงเทพฯ 10900')
  await opening.getByLabel('เบอร์โทรศัพท์').fill('0812345678')
  await opening.getByLabel('รูปถ่ายบัตรประชาชน (ด้านหน้า)').setInputFiles(await idCardPhoto())
  await expect(opening.getByRole('img', { name: 'ตัวอย่างรูปบัตรประชาชนที่เลือก' })).toBeVisible()
  const policies = opening.getByRole('group', { name: 'เอกสารที่ต้องอ่านและยอมรับ' }).getByRole('checkbox')
  await expect(policies).toHaveCount(3)
  for (const policy of await policies.all()) await policy.check()

  const sent: string[] = []
  page.on('request', (sending) => {
    if (sending.url().endsWith(roboPaths.openMutualFund)) sent.push(sending.url())
  })
  const open = opening.getByRole('button', { name: 'ยืนยันเปิดบัญชีกองทุนฝึกหัด' })
  await open.click()
  await expect(idField).toHaveAttribute('aria-invalid', 'true')
  await expect(idField).toHaveAccessibleDescription('เลขประจำตัวประชาชนไม่ถูกต้อง กรุณาตรวจสอบตัวเลข 13 หลักอีกครั้ง')
  expect(sent, 'an ID with a wrong check digit is never sent').toEqual([])
  await settle(page, 'ID refused')

  await idField.fill(id.valid)
  await expect(idField).not.toHaveAttribute('aria-invalid', 'true')
  await open.click()
  await expect(page).toHaveURL(/\/robo\/buy\/[0-9a-f-]{36}$/)
  const accountId = /\/robo\/buy\/([0-9a-f-]{36})$/.exec(page.url())![1]!
  await expect(page.getByText(/^เปิดบัญชีกองทุนฝึกหัด \S+ เรียบร้อยแล้ว เริ่มลงทุนครั้งแรกได้เลย$/)).toBeVisible()
  await expect(page.getByText(PRACTICE_NOTICE)).toBeVisible()
  await settle(page, 'account opened')

  // The first purchase: ฿2,000 of practice savings, split by the plan's weights, priced at a coming NAV.
  const buying = page.getByRole('form', { name: 'ลงทุนเพิ่มด้วยเงินฝึกหัด' })
  await buying.getByLabel('จำนวนเงินที่จะลงทุน (บาท เงินฝึกหัด)').fill('2000')
  const split = buying.getByRole('list', { name: 'เงินที่จะลงทุนในแต่ละกองทุน' }).getByRole('listitem')
  await expect(split).toHaveCount(6)
  const shares = await split.evaluateAll((items) =>
    items.map((item) => item.lastElementChild?.textContent ?? ''),
  )
  expect(shares.reduce((sum, share) => sum + satang(share), 0)).toBe(200_000)
  await buying.getByRole('button', { name: 'ลงทุนตามแผน' }).click()
  const confirm = page.getByRole('dialog', { name: 'ยืนยันการลงทุน' })
  await expect(confirm).toContainText(/ลงทุน ฿2,000\.00 ในแผนฝึกหัด "เติบโต" ของบัญชี \S+ ด้วยเงินฝึกหัด/)
  await expectAccessible(page, 'buy confirm dialog')
  await confirm.getByRole('button', { name: 'ยืนยันการลงทุน' }).click()

  const placed = page.getByRole('status', { name: 'ส่งคำสั่งซื้อแล้ว · รอประกาศราคา NAV' })
  const orders = placed.getByRole('list', { name: 'คำสั่งซื้อขาย' }).getByRole('listitem')
  await expect(orders).toHaveCount(6)
  for (const order of await orders.all()) {
    await expect(order).toContainText(/^ซื้อ /)
    await expect(figure(order, 'รอประกาศราคา')).toHaveText(/ น\.$/)
  }
  await expect(placed).toContainText('เงินออมทรัพย์ฝึกหัดคงเหลือ ฿8,000.00')
  await settle(page, 'buy orders placed')

  // The account: the money waits for its NAV, and ฿500 a month is below what the goal needs.
  await placed.getByRole('link', { name: 'ดูบัญชีของฉัน' }).click()
  const dashboardPath = `/robo/dashboard/${accountId}`
  await expect(page).toHaveURL(new RegExp(`${dashboardPath}$`))
  await expect(page.getByText(PRACTICE_NOTICE)).toBeVisible()
  const worth = page.getByRole('region', { name: 'มูลค่าบัญชี' })
  await expect(figure(worth, 'เงินที่ลงทุน (ลงทุนเข้า หักที่ขายออก)')).toHaveText('฿2,000.00')
  await expect(figure(worth, 'เงินที่รอซื้อหน่วยลงทุน (รอประกาศ NAV)')).toHaveText('฿2,000.00')
  const behind = worth.getByRole('status').filter({ hasText: 'ตอนนี้ต่ำกว่าแผน' })
  await expect(behind).toContainText(/ถ้าลงทุนเดือนละ ฿[\d,]+\.\d{2} จะกลับมาถึงเป้าหมาย/)
  const needed = /ถ้าลงทุนเดือนละ (฿[\d,]+\.\d{2})/.exec((await behind.textContent()) ?? '')
  expect(needed, 'the monthly amount that reaches the goal').not.toBeNull()
  const neededMonthly = needed![1]!
  await settle(page, 'dashboard before any NAV')

  // DCA: a day about two weeks before the journey's later date, so each purchase has its NAV by then, and a
  // monthly amount above what the goal needs.
  const days = 70
  const later = addDays(bangkokToday(), days)
  const dcaDay = Math.min(28, Number(addDays(later, -14).slice(8)))
  const monthly = (Math.ceil(satang(neededMonthly) / 10_000) + 5) * 10_000
  await worth.getByRole('link', { name: 'ปรับเงินลงทุนรายเดือน' }).click()
  await expect(page).toHaveURL(new RegExp(`/robo/setFormatMonthDCA\\?id=${accountId}$`))
  await expect(page.getByText(PRACTICE_NOTICE)).toBeVisible()
  const dca = page.getByRole('form', { name: 'ตั้งค่าการลงทุนสม่ำเสมอ' })
  await dca.getByRole('switch', { name: 'ลงทุนสม่ำเสมอทุกเดือน (DCA)' }).check()
  await dca.getByLabel('วันที่ลงทุนของทุกเดือน').selectOption(String(dcaDay))
  const amount = dca.getByLabel('จำนวนเงินต่อเดือน (บาท)')
  await expect(amount).toHaveAccessibleDescription(
    new RegExp(`เงินที่ทำให้ถึงเป้าหมาย ${neededMonthly.replace('.', '\\.')}`),
  )
  await amount.fill(String(monthly / 100))
  await expect(dca.getByRole('list', { name: 'วันลงทุน 3 ครั้งถัดไป' }).getByRole('listitem')).toHaveCount(3)
  const saving = page.waitForResponse((response) => response.url().endsWith(roboPaths.acceptNotifications))
  await dca.getByRole('button', { name: 'บันทึกการตั้งค่า' }).click()
  const { upcoming } = ((await (await saving).json()) as { data: { upcoming: string[] } }).data
  await expect(page.getByText(`บันทึกแล้ว ลงทุนวันที่ ${dcaDay} ของทุกเดือน เดือนละ ${baht(monthly)}`)).toBeVisible()
  const coming = page.getByRole('list', { name: 'วันลงทุนครั้งต่อไป' }).getByRole('listitem')
  await expect(coming.first()).toHaveText(thaiDate(upcoming[0]!))
  await settle(page, 'DCA saved')
  // The purchases due before the later date, each at 09:00 of its day.
  const purchases = upcoming.filter((date) => date < later).length
  expect(purchases).toBeGreaterThanOrEqual(2)

  // Seventy days on: more than the 30 days a session lasts, so the member logs in again, at the later date.
  await moveClock(journey, days)
  await page.goto(dashboardPath)
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(dashboardPath)}$`))
  await logInTo(page, email, dashboardPath)

  await expect(page.getByText(PRACTICE_NOTICE)).toBeVisible()
  const invested = 200_000 + purchases * monthly
  await expect(figure(worth, 'เงินที่ลงทุน (ลงทุนเข้า หักที่ขายออก)')).toHaveText(baht(invested))
  // The value, first under the heading; the profit is the value less the money put in.
  const value = satang((await worth.getByRole('paragraph').first().textContent()) ?? '')
  const profit = value - invested
  await expect(figure(worth, 'กำไร/ขาดทุน')).toContainText(
    `${profit > 0 ? '+' : profit < 0 ? '-' : ''}${baht(Math.abs(profit))} (`,
  )
  await expect(figure(worth, 'ผลตอบแทนแบบถ่วงน้ำหนักเวลา (ไม่นับเงินที่เติมหรือถอน)')).toHaveText(/^[+-]?\d+\.\d{2}%$/)
  await expect(worth).toContainText('ตามแผน ถึงเป้าหมาย')
  await expect(worth).toContainText('ถ้าลงทุนต่อตามแผน มูลค่าที่คาดว่าจะได้ถึงเป้าหมาย')
  await expect(page.getByText(new RegExp(`^ลงทุนสม่ำเสมอวันที่ ${dcaDay} ของทุกเดือน ครั้งถัดไป `))).toBeVisible()

  // The monthly purchases in the transaction list: the DCA type alone, then everything ('ทั้งหมด').
  const filters = page.getByRole('group', { name: 'กรองตามประเภทรายการ' })
  const transactions = page.getByRole('list', { name: 'รายการธุรกรรม' }).getByRole('listitem')
  const dcaLogs = page.waitForResponse(
    (response) =>
      response.url().includes(`${roboPaths.getMutualFundDetail}?`) && response.url().includes('type=dca'),
  )
  await filters.getByRole('button', { name: 'ลงทุนสม่ำเสมอ (DCA)' }).click()
  await expect(page).toHaveURL(new RegExp(`${dashboardPath}\\?type=dca$`))
  const logs = ((await (await dcaLogs).json()) as { data: { transactionLogs: { items: { at: string }[] } } })
    .data.transactionLogs.items
  expect(new Set(logs.map((log) => log.at)).size, 'one purchase a DCA date').toBe(purchases)
  await expect(transactions).toHaveCount(logs.length)
  for (const log of await transactions.all()) {
    await expect(log).toContainText(/ลงทุนสม่ำเสมอ \(DCA\) KP-[A-Z0-9-]+ ฿[\d,.]+/)
    await expect(log).toContainText('สำเร็จ')
  }
  await settle(page, 'DCA transactions')
  await filters.getByRole('button', { name: 'ทั้งหมด' }).click()
  await expect(page).toHaveURL(new RegExp(`${dashboardPath}$`))
  await expect(filters.getByRole('button', { name: 'ทั้งหมด' })).toHaveAttribute('aria-pressed', 'true')
  await expect(transactions.filter({ hasText: /ซื้อ KP-/ })).toHaveCount(6)
  await expect(transactions.filter({ hasText: /ลงทุนสม่ำเสมอ \(DCA\) KP-/ }).first()).toBeVisible()

  // Selling ฿1,000 of the account, across its funds by value.
  await page
    .getByRole('navigation', { name: 'ทำรายการกับบัญชีนี้' })
    .getByRole('link', { name: 'ขาย', exact: true })
    .click()
  await expect(page).toHaveURL(new RegExp(`/robo/sell/${accountId}$`))
  await expect(page.getByText(PRACTICE_NOTICE)).toBeVisible()
  await expect(page.getByRole('list', { name: 'หน่วยลงทุนที่ถืออยู่' }).getByRole('listitem')).toHaveCount(6)
  const selling = page.getByRole('form', { name: 'ขายหน่วยลงทุน' })
  await selling.getByLabel('จำนวนเงินที่จะขาย (บาท)').fill('1000')
  await selling.getByRole('button', { name: 'ขายหน่วยลงทุน' }).click()
  const confirmSell = page.getByRole('dialog', { name: 'ยืนยันการขาย' })
  await expect(confirmSell).toContainText(/ขายหน่วยลงทุน ของบัญชี \S+ มูลค่าโดยประมาณ ฿1,000\.00/)
  await expectAccessible(page, 'sell confirm dialog')
  await confirmSell.getByRole('button', { name: 'ยืนยันการขาย' }).click()
  const sold = page.getByRole('status', { name: 'ส่งคำสั่งขายแล้ว · รอประกาศราคา NAV' })
  const sellOrders = sold.getByRole('list', { name: 'คำสั่งซื้อขาย' }).getByRole('listitem')
  await expect(sellOrders.first()).toBeVisible()
  for (const order of await sellOrders.all()) {
    await expect(order).toContainText(/^ขาย /)
    await expect(figure(order, 'จำนวนหน่วย')).toHaveText(/^[\d,]+\.\d{4}$/)
  }
  const sellCount = await sellOrders.count()
  await settle(page, 'sell orders placed')

  await sold.getByRole('link', { name: 'ดูบัญชีของฉัน' }).click()
  await filters.getByRole('button', { name: 'ขาย', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${dashboardPath}\\?type=sell$`))
  await expect(transactions).toHaveCount(sellCount)
  await expect(transactions.first()).toContainText('(รอราคา NAV)')

  await onAPhone(browser, journey, email, 'robo-account', [
    dashboardPath,
    `/robo/dashboard/calculate-graph?id=${accountId}`,
    `/robo/setFormatMonthDCA?id=${accountId}`,
    `/robo/dca-detail/${accountId}`,
    `/robo/buy/${accountId}`,
    `/robo/sell/${accountId}`,
    `/robo/adjust-plan/${accountId}`,
  ])
})
