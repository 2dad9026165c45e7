import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createFakeApi, json } from '../../../test/fake-api'
import { fullProfile, renderApp } from '../../../test/render-app'
import { chooseThaiDate } from '../../../test/thai-date'

/** The form filled in by a member under 20 (with their guardian's e-mail unless `guardian` is null). */
async function fillForm(
  user: ReturnType<typeof userEvent.setup>,
  email = 'new@klass.test',
  guardian: string | null = 'parent@klass.test',
) {
  await user.type(await screen.findByLabelText('ชื่อที่แสดง'), 'น้องใหม่')
  await user.type(screen.getByLabelText('อีเมล'), email)
  await user.type(screen.getByLabelText('รหัสผ่าน'), 'a-long-password')
  await chooseThaiDate(user, '2010-05-01')
  if (guardian !== null) await user.type(screen.getByLabelText('อีเมลผู้ปกครอง'), guardian)
}

/** The birth date of someone who is `years` old today (Bangkok), as YYYY-MM-DD. */
function bornYearsAgo(years: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date())
  return `${Number(today.slice(0, 4)) - years}${today.slice(4)}`
}

describe('/register', () => {
  it('checks the required fields before sending anything, and takes the person to the first one in error', async () => {
    const server = createFakeApi({})
    vi.stubGlobal('fetch', server.fetch)
    renderApp('/register')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'สมัครสมาชิก' }))
    expect(screen.getByLabelText('ชื่อที่แสดง')).toHaveFocus()
    expect(screen.getByLabelText('ชื่อที่แสดง')).toHaveAccessibleDescription('ชื่อที่แสดงต้องมีอย่างน้อย 2 ตัวอักษร')
    expect(screen.getByLabelText('อีเมล')).toHaveAccessibleDescription('กรุณากรอกอีเมล')
    expect(screen.getByRole('checkbox', { name: /ข้อกำหนดการใช้งาน/ })).toHaveAccessibleDescription(/กรุณายอมรับ/)
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0)
  })

  it('shows the server’s answer beside the field it is about', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeApi({
        'auth.registerCheck': () => json(200, { data: { available: true } }),
        'auth.register': () =>
          json(409, { error: { code: 'EMAIL_TAKEN', message: 'อีเมลนี้ถูกใช้สมัครสมาชิกแล้ว' } }),
      }).fetch,
    )
    renderApp('/register')
    const user = userEvent.setup()
    await fillForm(user)
    await user.click(screen.getByRole('checkbox', { name: /ข้อกำหนดการใช้งาน/ }))
    await user.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }))
    await waitFor(() =>
      expect(screen.getByLabelText('อีเมล')).toHaveAccessibleDescription('อีเมลนี้ถูกใช้สมัครสมาชิกแล้ว'),
    )
  })

  it('registers with a multipart form, then continues to /register/profile', async () => {
    const server = createFakeApi({
      'auth.registerCheck': () => json(200, { data: { available: true } }),
      'auth.register': () =>
        json(201, { access_token: 'new', refresh_token: 'r', token_type: 'Bearer', expires_in: 900 }),
      'user.get': () => json(200, { data: fullProfile({ display_name: 'น้องใหม่' }) }),
      'user.objective': () => json(200, { data: { options: [], selected: [] } }),
    })
    vi.stubGlobal('fetch', server.fetch)
    const { router } = renderApp('/register?redirect=%2Fprofile')
    const user = userEvent.setup()
    await fillForm(user)
    await user.click(screen.getByRole('checkbox', { name: /ข้อกำหนดการใช้งาน/ }))
    await user.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/profile'))
    expect(router.state.location.search).toBe('?redirect=%2Fprofile')
    const body = server.calls('auth.register')[0]?.body as FormData
    expect(body).toBeInstanceOf(FormData)
    expect(Object.fromEntries(body.entries())).toEqual({
      email: 'new@klass.test',
      password: 'a-long-password',
      display_name: 'น้องใหม่',
      birth_date: '2010-05-01',
      guardian_email: 'parent@klass.test',
      accept_terms: 'true',
      marketing_consent: 'false',
    })
    expect(await screen.findByRole('heading', { name: 'ตั้งค่าโปรไฟล์' })).toBeInTheDocument()
  })
  // Issue 19: zxcvbn's rating, loaded with this form only, shown as a level in Thai words.
  it('shows the strength meter’s level in Thai for a weak and a strong password, with a Thai hint', async () => {
    vi.stubGlobal('fetch', createFakeApi({}).fetch)
    renderApp('/register')
    const user = userEvent.setup()
    const field = await screen.findByLabelText('รหัสผ่าน')
    await user.type(field, 'password1')
    await waitFor(() => expect(field).toHaveAccessibleDescription(/ความปลอดภัยของรหัสผ่าน: อ่อนมาก/))
    expect(field).toHaveAccessibleDescription(/รหัสผ่านนี้มีคนใช้กันมาก/)
    expect(screen.getByText('อ่อนมาก').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite')

    await user.clear(field)
    await user.type(field, 'Piggy-Bank-Hero-88')
    await waitFor(() => expect(field).toHaveAccessibleDescription(/ความปลอดภัยของรหัสผ่าน: แข็งแรง/))
    expect(field).not.toHaveAccessibleDescription(/[A-Za-z]{3,}/)
  })

  it('counts the member’s own name against the password, as the server does', async () => {
    vi.stubGlobal('fetch', createFakeApi({}).fetch)
    renderApp('/register')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('ชื่อที่แสดง'), 'somchai')
    const field = screen.getByLabelText('รหัสผ่าน')
    await user.type(field, 'somchai2010')
    await waitFor(() => expect(field).toHaveAccessibleDescription(/ความปลอดภัยของรหัสผ่าน: อ่อน /))
  })
})

describe('/register: the birth date in Thai order', () => {
  it('offers วัน, the Thai months and Buddhist-era years, the newest the year a 10-year-old was born', async () => {
    vi.stubGlobal('fetch', createFakeApi({}).fetch)
    renderApp('/register')
    const field = await screen.findByRole('group', { name: 'วันเกิด' })
    const bangkokYear = Number(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric' }).format(new Date()),
    )
    const years = within(within(field).getByLabelText('ปี พ.ศ.')).getAllByRole('option')
    expect(years[1]).toHaveTextContent(String(bangkokYear - 10 + 543))
    expect(years[1]).toHaveValue(String(bangkokYear - 10))
    expect(within(field).getByRole('option', { name: 'กุมภาพันธ์' })).toHaveValue('2')
    expect(within(within(field).getByLabelText('วัน')).getAllByRole('option')).toHaveLength(32)
  })

  it('takes the person to the part of the birth date still to choose, and refuses a day the month does not have', async () => {
    const server = createFakeApi({ 'auth.registerCheck': () => json(200, { data: { available: true } }) })
    vi.stubGlobal('fetch', server.fetch)
    renderApp('/register')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('ชื่อที่แสดง'), 'น้องใหม่')
    await user.type(screen.getByLabelText('อีเมล'), 'new@klass.test')
    await user.type(screen.getByLabelText('รหัสผ่าน'), 'a-long-password')
    const field = screen.getByRole('group', { name: 'วันเกิด' })
    await user.selectOptions(within(field).getByLabelText('วัน'), '31')
    await user.click(screen.getByRole('checkbox', { name: /ข้อกำหนดการใช้งาน/ }))
    await user.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }))
    expect(within(field).getByLabelText('เดือน')).toHaveFocus()
    expect(within(field).getByLabelText('เดือน')).toHaveAccessibleDescription(
      'กรุณาเลือกวันเกิดให้ครบทั้งวัน เดือน และปี พ.ศ.',
    )

    await user.selectOptions(within(field).getByLabelText('เดือน'), '2')
    await user.selectOptions(within(field).getByLabelText('ปี พ.ศ.'), '2010')
    await user.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }))
    expect(within(field).getByLabelText('วัน')).toHaveFocus()
    expect(within(field).getByLabelText('วัน')).toHaveAccessibleDescription(
      'เดือนกุมภาพันธ์ 2553 มี 28 วัน กรุณาเลือกวันใหม่',
    )
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0)
  })
})

describe('/register: a guardian for members under 20 (issue 19)', () => {
  it('asks for a guardian’s e-mail with a one-line reason as soon as the birth date makes the member under 20, and not from 20 on', async () => {
    vi.stubGlobal('fetch', createFakeApi({}).fetch)
    renderApp('/register')
    const user = userEvent.setup()
    await screen.findByRole('group', { name: 'วันเกิด' })
    expect(screen.queryByLabelText('อีเมลผู้ปกครอง')).not.toBeInTheDocument()

    await chooseThaiDate(user, bornYearsAgo(19))
    expect(screen.getByLabelText('อีเมลผู้ปกครอง')).toHaveAccessibleDescription(/อายุต่ำกว่า 20 ปี.*ผู้ปกครองยืนยัน/)

    await chooseThaiDate(user, bornYearsAgo(20))
    expect(screen.queryByLabelText('อีเมลผู้ปกครอง')).not.toBeInTheDocument()
  })

  it('sends nothing without the guardian’s e-mail, or with the member’s own, and says so by the field', async () => {
    const server = createFakeApi({ 'auth.registerCheck': () => json(200, { data: { available: true } }) })
    vi.stubGlobal('fetch', server.fetch)
    renderApp('/register')
    const user = userEvent.setup()
    await fillForm(user, 'new@klass.test', null)
    await user.click(screen.getByRole('checkbox', { name: /ข้อกำหนดการใช้งาน/ }))
    await user.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }))
    const guardian = screen.getByLabelText('อีเมลผู้ปกครอง')
    expect(guardian).toHaveAccessibleDescription(/กรุณากรอกอีเมลของผู้ปกครอง/)

    await user.type(guardian, 'NEW@klass.test')
    await user.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }))
    expect(guardian).toHaveAccessibleDescription(/ต้องไม่ใช่อีเมลเดียวกับของคุณ/)
    expect(server.calls('auth.register')).toHaveLength(0)
  })

  it('shows the server’s refusal of the guardian’s e-mail by that field', async () => {
    const message = 'สมาชิกอายุต่ำกว่า 20 ปี กรุณากรอกอีเมลของผู้ปกครอง เพื่อให้ผู้ปกครองยืนยันความยินยอม'
    vi.stubGlobal(
      'fetch',
      createFakeApi({
        'auth.registerCheck': () => json(200, { data: { available: true } }),
        'auth.register': () => json(400, { error: { code: 'GUARDIAN_EMAIL_REQUIRED', message } }),
      }).fetch,
    )
    renderApp('/register')
    const user = userEvent.setup()
    await fillForm(user)
    await user.click(screen.getByRole('checkbox', { name: /ข้อกำหนดการใช้งาน/ }))
    await user.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }))
    await waitFor(() => expect(screen.getByLabelText('อีเมลผู้ปกครอง')).toHaveAccessibleDescription(message))
  })
})
