import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { buddhistYear } from '../../../lib/format'
import { stubEconomyApi } from '../../../test/economy-fixtures'
import { json } from '../../../test/fake-api'
import { renderApp, signInAs } from '../../../test/render-app'
import { readGoalDraft, saveGoalDraft } from '../goal-draft'
import { accountSummary, assessment, detailReply, plan, roboId, suitabilityQuestions } from '../robo-fixture'

const VALID_ID = '1101700230708'
type User = ReturnType<typeof userEvent.setup>

const baseApi = () => ({
  'robo.takeRiskAssessment': () =>
    json(200, { data: { version: '2026-01', questions: suitabilityQuestions(), latest: assessment() } }),
  'robo.plan': () => json(200, { data: plan() }),
})

const idCard = () => new File(['fake-jpeg-bytes'], 'id-card.jpg', { type: 'image/jpeg' })

/** Fills the holder's details as an adult (or, with `age`, someone that many years old this year). */
async function fillHolder(user: User, { nationalId = VALID_ID, age = 30 } = {}) {
  await user.type(await screen.findByLabelText('เลขประจำตัวประชาชน 13 หลัก'), nationalId)
  await user.type(screen.getByLabelText('ชื่อ'), 'ออมสุข')
  await user.type(screen.getByLabelText('นามสกุล'), 'ใจดี')
  const birth = screen.getByRole('group', { name: 'วันเกิด' })
  await user.selectOptions(within(birth).getByLabelText('วัน'), '1')
  await user.selectOptions(within(birth).getByLabelText('เดือน'), 'มกราคม')
  await user.selectOptions(within(birth).getByLabelText('ปี พ.ศ.'), String(buddhistYear() - age))
  await user.type(screen.getByLabelText('ที่อยู่ที่ติดต่อได้'), '99 ถนนพหลโยธิน กรุงเทพมหานคร')
  await user.type(screen.getByLabelText('เบอร์โทรศัพท์'), '081-234-5678')
  await user.upload(screen.getByLabelText('รูปถ่ายบัตรประชาชน (ด้านหน้า)'), idCard())
  for (const name of [/ข้อกำหนดการใช้บริการ/, /คำเตือนและการเปิดเผยความเสี่ยง/, /นโยบายความเป็นส่วนตัว/])
    await user.click(screen.getByRole('checkbox', { name }))
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'ยืนยันเปิดบัญชีกองทุนฝึกหัด' }))

beforeEach(() => {
  saveGoalDraft({
    goalKind: 'education',
    goalName: 'ทุนเรียนมหาวิทยาลัย',
    target: '50000',
    years: '5',
    initial: '1000',
    monthly: '700',
  })
  URL.createObjectURL = vi.fn(() => 'blob:id-card-preview')
  URL.revokeObjectURL = vi.fn()
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
})

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL')
  Reflect.deleteProperty(URL, 'revokeObjectURL')
})

describe('/robo/create-plan/step-create — opening the practice fund account', () => {
  it('refuses an ID whose check digit is wrong before anything is sent', async () => {
    const server = stubEconomyApi(baseApi())
    signInAs()
    renderApp('/robo/create-plan/step-create')
    const user = userEvent.setup()
    await fillHolder(user, { nationalId: '1101700230705' })
    await submit(user)
    expect(screen.getByLabelText('เลขประจำตัวประชาชน 13 หลัก')).toHaveAccessibleDescription(
      'เลขประจำตัวประชาชนไม่ถูกต้อง กรุณาตรวจสอบตัวเลข 13 หลักอีกครั้ง',
    )
    expect(server.calls('robo.openMutualFund')).toHaveLength(0)
  })

  it('asks for the whole birth date in Thai order, and for a day the month has, before anything is sent', async () => {
    const server = stubEconomyApi(baseApi())
    signInAs()
    renderApp('/robo/create-plan/step-create')
    const user = userEvent.setup()
    await fillHolder(user)
    const birth = screen.getByRole('group', { name: 'วันเกิด' })
    await user.selectOptions(within(birth).getByLabelText('เดือน'), '')
    await submit(user)
    expect(within(birth).getByLabelText('เดือน')).toHaveAccessibleDescription(
      'กรุณาเลือกวันเกิดให้ครบทั้งวัน เดือน และปี พ.ศ.',
    )
    await user.selectOptions(within(birth).getByLabelText('วัน'), '30')
    await user.selectOptions(within(birth).getByLabelText('เดือน'), 'กุมภาพันธ์')
    await submit(user)
    expect(within(birth).getByLabelText('วัน')).toHaveAccessibleDescription(
      expect.stringMatching(/^เดือนกุมภาพันธ์ \d{4} มี 2[89] วัน กรุณาเลือกวันใหม่$/),
    )
    expect(server.calls('robo.openMutualFund')).toHaveLength(0)
  })

  it('asks a member under 20 for a guardian, and sends nothing until one is named', async () => {
    const server = stubEconomyApi(baseApi())
    signInAs()
    renderApp('/robo/create-plan/step-create')
    const user = userEvent.setup()
    expect(await screen.findByLabelText('เลขประจำตัวประชาชน 13 หลัก')).toBeInTheDocument()
    expect(screen.queryByRole('group', { name: 'ข้อมูลผู้ปกครอง' })).not.toBeInTheDocument()
    await fillHolder(user, { age: 16 })
    const guardian = screen.getByRole('group', { name: 'ข้อมูลผู้ปกครอง' })
    await submit(user)
    expect(within(guardian).getByLabelText('ชื่อ-นามสกุลผู้ปกครอง')).toHaveAccessibleDescription(
      'กรุณากรอกชื่อ-นามสกุลผู้ปกครอง',
    )
    expect(within(guardian).getByLabelText('เบอร์โทรผู้ปกครอง')).toHaveAccessibleDescription(
      'เบอร์โทรผู้ปกครองไม่ถูกต้อง',
    )
    expect(server.calls('robo.openMutualFund')).toHaveLength(0)
  })

  it('sends the goal, the holder, the guardian and the ID card photo as multipart, then opens the first purchase', async () => {
    const account = accountSummary({ id: roboId(), number: 'RB-000321', value: '0.00', onTrack: null })
    const server = stubEconomyApi({
      ...baseApi(),
      'robo.openMutualFund': () => json(201, { data: { account } }),
      'robo.getMutualFundDetail': () => json(200, detailReply({ account: { id: account.id } })),
    })
    signInAs()
    const { router } = renderApp('/robo/create-plan/step-create')
    const user = userEvent.setup()
    await fillHolder(user, { age: 16 })
    expect(screen.getByRole('img', { name: 'ตัวอย่างรูปบัตรประชาชนที่เลือก' })).toHaveAttribute(
      'src',
      'blob:id-card-preview',
    )
    await user.type(screen.getByLabelText('ชื่อ-นามสกุลผู้ปกครอง'), 'สมหญิง ใจดี')
    await user.type(screen.getByLabelText('ความสัมพันธ์ (เช่น บิดา มารดา)'), 'มารดา')
    await user.type(screen.getByLabelText('เบอร์โทรผู้ปกครอง'), '0898765432')
    await submit(user)

    await waitFor(() => expect(router.state.location.pathname).toBe(`/robo/buy/${account.id}`))
    expect(await screen.findByText(/เปิดบัญชีกองทุนฝึกหัด RB-000321 เรียบร้อยแล้ว/)).toBeInTheDocument()
    const body = server.calls('robo.openMutualFund')[0]?.body as FormData
    expect(body).toBeInstanceOf(FormData)
    const fields = Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string'))
    expect(fields).toEqual({
      planId: '3',
      goalKind: 'education',
      goalName: 'ทุนเรียนมหาวิทยาลัย',
      target: '50000.00',
      years: '5',
      initial: '1000.00',
      monthly: '700.00',
      nationalId: VALID_ID,
      firstName: 'ออมสุข',
      lastName: 'ใจดี',
      birthDate: `${buddhistYear() - 16 - 543}-01-01`,
      address: '99 ถนนพหลโยธิน กรุงเทพมหานคร',
      phone: '0812345678',
      guardianName: 'สมหญิง ใจดี',
      guardianRelation: 'มารดา',
      guardianPhone: '0898765432',
      acceptTerms: 'true',
      acceptRisk: 'true',
      acceptPrivacy: 'true',
    })
    const image = body.get('image')
    expect(image).toBeInstanceOf(File)
    expect((image as File).name).toBe('id-card.jpg')
    // The goal is done with once its account is open.
    expect(readGoalDraft().goalName).toBe('')
  })

  it('shows the API’s field errors beside the fields they name', async () => {
    const server = stubEconomyApi({
      ...baseApi(),
      'robo.openMutualFund': (_request, count) =>
        count === 1
          ? json(400, {
              error: {
                code: 'VALIDATION_FAILED',
                message: 'ข้อมูลที่ส่งมาไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง',
                details: { fields: [{ field: 'body.address', message: 'ที่อยู่ยาวเกินไป' }] },
              },
            })
          : json(409, {
              error: { code: 'ROBO_NATIONAL_ID_TAKEN', message: 'เลขประจำตัวประชาชนนี้ใช้เปิดบัญชีกับสมาชิกคนอื่นแล้ว' },
            }),
    })
    signInAs()
    renderApp('/robo/create-plan/step-create')
    const user = userEvent.setup()
    await fillHolder(user)
    await submit(user)
    expect(await screen.findByText('ที่อยู่ยาวเกินไป')).toBeInTheDocument()
    expect(screen.getByLabelText('ที่อยู่ที่ติดต่อได้')).toHaveAccessibleDescription('ที่อยู่ยาวเกินไป')

    await submit(user)
    expect(await screen.findByText('เลขประจำตัวประชาชนนี้ใช้เปิดบัญชีกับสมาชิกคนอื่นแล้ว')).toBeInTheDocument()
    expect(screen.getByLabelText('เลขประจำตัวประชาชน 13 หลัก')).toHaveAccessibleDescription(
      'เลขประจำตัวประชาชนนี้ใช้เปิดบัญชีกับสมาชิกคนอื่นแล้ว',
    )
    expect(server.calls('robo.openMutualFund')).toHaveLength(2)
  })

  it('tells a member under 20 that the account waits for their guardian’s consent, with a link to the profile', async () => {
    const message =
      'สมาชิกอายุต่ำกว่า 20 ปีต้องได้รับความยินยอมจากผู้ปกครองก่อน จึงจะแลกของรางวัลที่จัดส่ง เข้าร่วมกิจกรรมที่ใช้ koin หรือเปิดบัญชี Robo ได้'
    stubEconomyApi({
      ...baseApi(),
      'robo.openMutualFund': () => json(403, { error: { code: 'GUARDIAN_CONSENT_NEEDED', message } }),
    })
    signInAs()
    renderApp('/robo/create-plan/step-create')
    const user = userEvent.setup()
    await fillHolder(user)
    await submit(user)
    const alert = (await screen.findByText(message)).closest('[role="alert"]') as HTMLElement
    expect(within(alert).getByRole('link', { name: 'ไปหน้าโปรไฟล์' })).toHaveAttribute('href', '/profile')
  })

  it('links each of the three documents to its page', async () => {
    stubEconomyApi(baseApi())
    signInAs()
    renderApp('/robo/create-plan/step-create')
    expect(
      await screen.findByRole('link', { name: /อ่านคำเตือนและการเปิดเผยความเสี่ยงของการลงทุน/ }),
    ).toHaveAttribute('href', '/robo/policy/risk')
    expect(screen.getByRole('link', { name: /อ่านข้อกำหนดการใช้บริการ/ })).toHaveAttribute(
      'href',
      '/robo/policy/terms',
    )
    expect(screen.getByRole('link', { name: /อ่านนโยบายความเป็นส่วนตัว/ })).toHaveAttribute(
      'href',
      '/robo/policy/privacy',
    )
  })
})
