import { demoHangmanWords } from '@klass/db/demo/games'
import { demoQuiz } from '@klass/db/demo/quiz'
import { bangkokMonth, boldestAnswers, demoEvent, newMember } from '../demo'
import { CONFIRMATION_MAIL, linkInMail } from '../outbox'
import { exactly, expect, logIn, test } from './fixtures'
import { button, css, field, heading, inside, link, text, type Site } from './site'

// The journeys that matter most, in WebKit and Firefox: each test is a new visitor, and the fixture fails
// it on any uncaught error or refused code in any page it opened.

const HEADER = 'header'

async function expectBalance(site: Site, koin: string): Promise<void> {
  await site.expectShown(inside(HEADER, text(`koin คงเหลือ ${koin}`)))
}

/** A new member who confirmed their e-mail from the link in its mail (decision 029), as koins need to buy. */
async function confirmedMember(site: Site, request: Parameters<typeof newMember>[0], name: string) {
  const email = await newMember(request, name)
  const link = await linkInMail(email, CONFIRMATION_MAIL)
  await site.open(`${link.pathname}${link.search}`)
  await site.expectShown(text('เรียบร้อยแล้ว'))
  await site.expectLocation(exactly('/confirm-email'))
  return email
}

test('a member signs in through the form, sees their koins in the header and signs out', async ({
  site,
  request,
}) => {
  const email = await newMember(request, 'engines-sign-in')
  await site.open('/profile')
  await site.expectLocation(exactly('/login?redirect=%2Fprofile'))
  await site.fill(field('อีเมล'), email)
  await site.fill(field('รหัสผ่าน', true), 'not-the-password')
  await site.click(button('เข้าสู่ระบบ', true))
  await site.expectShown(text('อีเมลหรือรหัสผ่านไม่ถูกต้อง'))

  await site.open('/login?redirect=%2Fprofile')
  await logIn(site, email, '/profile')
  await expectBalance(site, '50.00')
  await site.expectShown(heading('นักออมทดสอบ', 1))

  await site.click(inside(HEADER, button('นักออมทดสอบ')))
  await site.click(button('ออกจากระบบ'))
  await site.expectLocation(exactly('/'))
  await site.expectShown(inside(HEADER, link('เข้าสู่ระบบ')))
})

test('a visitor opens the home page and reads an article from it on a phone', async ({ site }) => {
  await site.useScreen(360, 740)
  await site.open('/')
  await site.expectShown(heading('อ่านเรื่องเงินที่เพื่อน ๆ กำลังอ่าน'))
  await site.expectNoSideScroll('/')
  const first = inside('[role="tabpanel"]', css('a[href^="/post/detail/"]'))
  const title = await site.textOf(first)
  expect(title.length).toBeGreaterThan(5)
  await site.click(first)
  await site.expectLocation(/^\/post\/detail\/\d+\//)
  await site.expectText(heading('', 1), title)
  // Buddhist-era date and reading time, as Thai readers expect them.
  await site.expectShown(inside('article', text('อ่าน ')))
  await site.expectText(inside('article', css('time')), /^\d{1,2} \S+ 25\d\d$/)
  await site.expectShown(text('เข้าสู่ระบบเพื่อตอบคำถามและรับ koin'))
  await site.settle('the article')
  await site.expectNoSideScroll('the article')
})

test("a member takes today's daily quiz and sees the koins it earned", async ({ site, request }) => {
  await logIn(site, await newMember(request, 'engines-quiz'), '/quiz/daily')
  await site.expectShown(text('ข้อ 1 จาก 3'))
  for (let number = 1; number <= 3; number += 1) {
    const prompt = (await site.textOf(inside('fieldset', heading(`${number}. `, 2)))).replace(/^\d+\.\s*/, '')
    const question = demoQuiz.daily.find((candidate) => candidate.prompt === prompt)
    expect(question, prompt).toBeDefined()
    await site.click(inside('fieldset', text(question!.choices[question!.correct]!)))
    await site.click(button(number === 3 ? 'ส่งคำตอบ' : 'ข้อถัดไป', true))
  }
  await site.expectShown(text('ได้ 3 จาก 3 ข้อ'))
  await site.expectShown(text('ตอบต่อเนื่อง 1 วัน — วันนี้ตอบแล้ว'))
  await expectBalance(site, '56.00')
})

test('a member plays hangman to its end on the on-screen keyboard', async ({ site, request }) => {
  await logIn(site, await newMember(request, 'engines-hangman'), '/games/hangman')
  await site.click(button('เริ่มเล่น', true))
  await site.expectShown(text('คำใบ้:'))
  const hint = await site.run(() => {
    const label = [...document.querySelectorAll('main span')].find(
      (span) => span.textContent?.trim() === 'คำใบ้:',
    )
    return label?.parentElement?.textContent?.replace('คำใบ้:', '').trim() ?? ''
  })
  const entry = demoHangmanWords.find((candidate) => candidate.hint === hint)
  expect(entry, hint).toBeDefined()
  for (const letter of new Set(entry!.word)) {
    // A person takes a moment between letters; instant guesses are refused as too fast.
    await new Promise((resolve) => setTimeout(resolve, 300))
    await site.click(inside('[aria-label="แป้นตัวอักษร"]', button(letter, true)))
    await site.expectGone(inside('[aria-label="แป้นตัวอักษร"]', button(letter, true)))
  }
  await site.expectShown(text(`คำตอบคือ ${entry!.word}`))
  await site.expectShown(text('คะแนน 100 / 100'))
  await expectBalance(site, '55.00')
})

test("a member finds an event on the month's calendar, joins it and cancels", async ({ site, request }) => {
  const event = await demoEvent(request, 'กองทุนรวม 101')
  await logIn(
    site,
    await confirmedMember(site, request, 'engines-event'),
    `/events?month=${bangkokMonth(event.startsAt)}`,
  )
  await site.click(link(event.title))
  await site.expectLocation(exactly(`/events/${event.id}/${event.slug}`))
  await site.expectShown(heading(event.title, 1))
  await site.click(button('ลงทะเบียน ใช้ 20.00 koin'))
  await site.expectShown(text('คุณลงทะเบียนกิจกรรมนี้แล้ว'))
  await expectBalance(site, '30.00')

  await site.click(button('ยกเลิกการลงทะเบียน'))
  await site.expectShown(inside('[role="dialog"]', text('ระบบจะคืน 20.00 koin ให้คุณ')))
  await site.click(inside('[role="dialog"]', button('ยืนยันยกเลิก')))
  await site.expectShown(text('ยกเลิกการลงทะเบียนแล้ว'))
  await expectBalance(site, '50.00')
})

test('a member buys a gift in the store and gets its voucher code', async ({ site, request }) => {
  await logIn(site, await confirmedMember(site, request, 'engines-store'), '/store?type=digital-voucher')
  await site.click(link('สติกเกอร์ LINE ชุด "ออมไปด้วยกัน"'))
  await site.expectShown(heading('สติกเกอร์ LINE ชุด "ออมไปด้วยกัน"', 1))
  await site.click(button('แลก 1 ชิ้น'))
  await site.click(button('ยืนยัน ใช้ 30.00 koin'))
  await site.expectText(inside('main', css('code')), /^KLS-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/)
  await expectBalance(site, '20.00')
  await site.click(link('ดูประวัติการแลกของรางวัล'))
  await site.expectShown(inside('main', text('สติกเกอร์ LINE ชุด "ออมไปด้วยกัน"')))
})

test('a member sees their practice bank, opens a fixed deposit and reads a fund’s NAV chart', async ({
  site,
  request,
}) => {
  await logIn(site, await newMember(request, 'engines-bank'), '/bank')
  await site.expectShown(inside('main', text('เงินฝึกหัด ไม่ใช่เงินจริง')))
  await site.expectShown(inside('main', heading('มูลค่าเงินฝึกหัดทั้งหมด', 2)))
  await site.expectShown(inside('main', text('฿10,000.00')))

  await site.click(link('ออมทรัพย์ ฝากประจำ ทวีทรัพย์'))
  await site.expectLocation(exactly('/bank/saving'))
  await site.click(inside('[role="tablist"]', button('ฝากประจำ', true)))
  await site.expectLocation(exactly('/bank/saving?tab=fixed'))
  await site.fill(field('จำนวนเงินที่จะฝาก (บาท)'), '5000')
  await site.expectShown(inside('[aria-label="ตัวอย่างผลตอบแทนเงินฝากประจำ"]', text('หักภาษี ณ ที่จ่าย 15%')))
  await site.click(button('ดูสรุปก่อนเปิดบัญชี'))
  await site.click(inside('[role="dialog"]', button('ยืนยันเปิดบัญชี', true)))
  await site.expectShown(text('เปิดบัญชีเงินฝากประจำฝึกหัดแล้ว'))

  await site.open('/bank')
  await site.expectShown(inside('main', heading('ฝากประจำ 12 เดือน เลขที่', 3)))
  await site.expectShown(inside('main', text('เงินฝึกหัด ไม่ใช่เงินจริง')))

  await site.open('/bank/fund?code=KP-SET50')
  await site.expectShown(heading('กองทุนฝึกหัด Klass หุ้นไทย 50', 1))
  await site.expectShown(css('canvas[role="img"][aria-label="กราฟราคา NAV ช่วง 1 ปี"]'))
  await site.expectText(inside('main', css('figcaption')), /^ช่วง 1 ปี: NAV [\d,]+\.\d{4} บาท \(.+\) → ล่าสุด /)
  await site.click(inside('[aria-label="ช่วงเวลาของกราฟ"]', button('5 ปี', true)))
  await site.expectText(inside('main', css('figcaption')), /^ช่วง 5 ปี: NAV /)
})

test('a member takes the robo’s assessment, sets a goal and sees the plan with its fan chart', async ({
  site,
  request,
}) => {
  await logIn(site, await newMember(request, 'engines-robo'), '/robo/assessment')
  await site.expectShown(inside('main', text('เงินฝึกหัด ไม่ใช่เงินจริง')))
  for (const [index, answer] of boldestAnswers.entries()) {
    await site.click(inside(`#question-${index + 1}`, text(answer)))
  }
  await site.expectShown(text(`ตอบแล้ว ${boldestAnswers.length} จาก ${boldestAnswers.length} ข้อ`))
  await site.click(button('ส่งคำตอบและดูผลประเมิน'))
  await site.expectShown(text('ระดับ 5 · สูงมาก'))

  await site.click(link('ต่อไป: ตั้งเป้าหมายการลงทุน'))
  await site.expectLocation(exactly('/robo/pre-question'))
  await site.click(inside('main form', text('การเรียนต่อ')))
  await site.fill(field('ตั้งชื่อเป้าหมาย'), 'ทุนเรียนมหาวิทยาลัย')
  await site.fill(field('เงินเป้าหมาย (บาท)'), '100000')
  await site.fill(field('อีกกี่ปีจะใช้เงินก้อนนี้'), '6')
  await site.fill(field('เงินลงทุนเริ่มต้น (บาท)'), '2000')
  await site.fill(field('เงินลงทุนต่อเดือน (บาท)'), '500')
  await site.click(button('ต่อไป: ดูแผนการลงทุน'))

  await site.expectLocation(exactly('/robo/create-plan'))
  await site.expectShown(inside('main', heading('แผนฝึกหัด "เติบโต"', 2)))
  await site.expectShown(inside('main', text('ผลตอบแทนคาดหวังต่อปี')))
  await site.expectShown(inside('main', text('เงินฝึกหัด ไม่ใช่เงินจริง')))
  await site.expectText(
    inside('main figure', css('figcaption')),
    /มูลค่าที่เป็นไปได้อยู่ระหว่าง ฿[\d,]+\.\d{2} \(กรณีแย่ 5%\) ถึง ฿[\d,]+\.\d{2} \(กรณีดี 95%\).* เทียบกับเป้าหมาย ฿100,000\.00/,
  )
  // The fan is drawn: chart.js has painted the canvas in this engine too.
  await expect
    .poll(() => site.paintedPixels('main figure canvas'), { message: 'the fan chart is painted' })
    .toBeGreaterThan(1_000)
})

test('a member deletes the account and is then told at login that it is waiting to be erased', async ({
  site,
  request,
}) => {
  const email = await newMember(request, 'engines-delete')
  await logIn(site, email, '/profile?tab=security')
  await site.click(button('ลบบัญชีของฉัน', true))
  const confirm = 'form[aria-label="ยืนยันการลบบัญชี"]'
  await site.fill(inside(confirm, field('รหัสผ่านปัจจุบัน', true)), 'Klass-demo-2026')
  await site.click(inside(confirm, button('ยืนยันลบบัญชี', true)))
  await site.expectLocation(exactly('/restore-account'))
  await site.expectShown(heading('ขอลบบัญชีแล้ว'))

  await site.open('/login')
  await site.fill(field('อีเมล'), email)
  await site.fill(field('รหัสผ่าน', true), 'Klass-demo-2026')
  await site.click(button('เข้าสู่ระบบ', true))
  await site.expectShown(text('บัญชีนี้อยู่ระหว่างรอลบ'))
  await site.expectLocation(exactly('/login'))
})
