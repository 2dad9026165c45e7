import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createFakeApi, json, type Handler } from '../../../test/fake-api'
import { fullProfile, renderApp, signInAs } from '../../../test/render-app'

const THIS_DEVICE = '6f1c2b7e-1d2a-4c3b-8e4f-0a1b2c3d4e5f'
const PHONE = '7a2d3c8f-2e3b-4d4c-9f5a-1b2c3d4e5f60'
const LAPTOP = '8b3e4d9a-3f4c-4e5d-a06b-2c3d4e5f6071'

const device = (id: string, name: string, current = false) => ({
  id,
  device: name,
  created_at: '2026-11-20T03:00:00.000Z',
  last_used_at: '2026-11-22T07:30:00.000Z',
  current,
})

const threeDevices = [
  device(PHONE, 'Chrome บน Android'),
  device(THIS_DEVICE, 'Safari บน iPhone', true),
  device(LAPTOP, 'Edge บน Windows'),
]

/** The profile at its account-security tab, with the fake API answering what the tab asks for. */
function openAccountSecurity(handlers: Record<string, Handler> = {}, options: { password?: boolean } = {}) {
  const server = createFakeApi({
    'user.get': () => json(200, { data: fullProfile() }),
    'user.identities': () =>
      json(200, { data: { email: 'demo@klass.test', password: options.password ?? true, identities: [] } }),
    'auth.sessions': () => json(200, { data: threeDevices }),
    // The member's data and consents share the tab (issue 19).
    'user.consents': () =>
      json(200, {
        data: {
          terms: { version: '2026-11-01', accepted_at: '2026-11-02T03:00:00.000Z' },
          privacy: { version: '2026-11-01', accepted_at: '2026-11-02T03:00:00.000Z' },
          marketing: { consent: false, changed_at: null },
        },
      }),
    ...handlers,
  })
  vi.stubGlobal('fetch', server.fetch)
  signInAs()
  renderApp('/profile?tab=security')
  return server
}

/** The rows of the signed-in devices list. */
async function deviceRows() {
  const section = await screen.findByRole('region', { name: 'อุปกรณ์ที่เข้าสู่ระบบอยู่' })
  return within(await within(section).findByRole('list')).getAllByRole('listitem')
}

async function fillPasswordForm(current: string, next: string, confirm = next) {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('รหัสผ่านปัจจุบัน'), current)
  await user.type(screen.getByLabelText('รหัสผ่านใหม่'), next)
  await user.type(screen.getByLabelText('ยืนยันรหัสผ่านใหม่'), confirm)
  await user.click(screen.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }))
}

describe('the profile’s account security: changing the password (issue 19)', () => {
  it('sends the current and the new password, says the other devices were signed out and reads the devices again', async () => {
    const server = openAccountSecurity({
      'auth.passwordChange': () => json(200, { data: { ok: true } }),
    })
    expect(await screen.findByRole('tab', { name: 'ความปลอดภัยของบัญชี' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await screen.findByText('Chrome บน Android')
    await fillPasswordForm('Klass-demo-2026', 'Mango-Kite-Harbour-71')

    expect(
      await screen.findByText('เปลี่ยนรหัสผ่านแล้ว อุปกรณ์อื่นทุกเครื่องออกจากระบบแล้ว เครื่องนี้ยังเข้าสู่ระบบอยู่'),
    ).toBeInTheDocument()
    expect(server.calls('auth.passwordChange')[0]?.body).toEqual({
      current_password: 'Klass-demo-2026',
      password: 'Mango-Kite-Harbour-71',
    })
    expect(screen.getByLabelText('รหัสผ่านปัจจุบัน')).toHaveValue('')
    expect(screen.getByLabelText('รหัสผ่านใหม่')).toHaveValue('')
    await waitFor(() => expect(server.calls('auth.sessions')).toHaveLength(2))
  })

  it('shows a wrong current password next to its field', async () => {
    openAccountSecurity({
      'auth.passwordChange': () =>
        json(400, { error: { code: 'PASSWORD_INCORRECT', message: 'รหัสผ่านปัจจุบันไม่ถูกต้อง' } }),
    })
    await fillPasswordForm('Not-My-Password', 'Mango-Kite-Harbour-71')
    await waitFor(() =>
      expect(screen.getByLabelText('รหัสผ่านปัจจุบัน')).toHaveAccessibleDescription('รหัสผ่านปัจจุบันไม่ถูกต้อง'),
    )
    expect(screen.getByLabelText('รหัสผ่านปัจจุบัน')).toHaveAttribute('aria-invalid', 'true')
  })

  it('shows a refused new password next to the new-password field, and the strength meter while typing', async () => {
    openAccountSecurity({
      'auth.passwordChange': () =>
        json(400, {
          error: { code: 'PASSWORD_TOO_COMMON', message: 'รหัสผ่านนี้เดาง่ายเกินไป กรุณาตั้งรหัสผ่านที่คาดเดายากกว่านี้' },
        }),
    })
    await fillPasswordForm('Klass-demo-2026', 'password1')
    const field = screen.getByLabelText('รหัสผ่านใหม่')
    await waitFor(() => expect(field).toHaveAccessibleDescription(/รหัสผ่านนี้เดาง่ายเกินไป/))
    await waitFor(() => expect(field).toHaveAccessibleDescription(/ความปลอดภัยของรหัสผ่าน: อ่อนมาก/))
  })

  it('checks that the new password was typed the same twice before sending anything', async () => {
    const server = openAccountSecurity()
    await fillPasswordForm('Klass-demo-2026', 'Mango-Kite-Harbour-71', 'Mango-Kite-Harbour-17')
    expect(await screen.findByText('รหัสผ่านใหม่ทั้งสองช่องไม่ตรงกัน')).toBeInTheDocument()
    expect(server.calls('auth.passwordChange')).toHaveLength(0)
  })

  it('tells a member who joined with LINE or Facebook how to set a password, instead of asking for the current one', async () => {
    openAccountSecurity({}, { password: false })
    expect(await screen.findByText(/บัญชีนี้ยังไม่มีรหัสผ่าน/)).toBeInTheDocument()
    expect(screen.queryByLabelText('รหัสผ่านปัจจุบัน')).not.toBeInTheDocument()
    expect(await screen.findByText('Chrome บน Android')).toBeInTheDocument()
  })
})

describe('the profile’s account security: signed-in devices (issue 19)', () => {
  it('lists the devices with this one marked and no sign-out button for it', async () => {
    openAccountSecurity()
    const rows = await deviceRows()
    expect(rows).toHaveLength(3)
    expect(rows[1]).toHaveTextContent('Safari บน iPhone')
    expect(rows[1]).toHaveTextContent('อุปกรณ์นี้')
    expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument()
    expect(rows[0]).toHaveTextContent('เข้าสู่ระบบเมื่อ 20 พ.ย. 2569 | 10:00')
    expect(rows[0]).toHaveTextContent('ใช้งานล่าสุด 22 พ.ย. 2569 | 14:30')
  })

  it('signs another device out and takes it off the list', async () => {
    const server = openAccountSecurity({ 'auth.endSession': () => json(200, { data: { ok: true } }) })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /^ออกจากระบบ Chrome บน Android/ }))
    expect(await screen.findByText('Chrome บน Android ออกจากระบบแล้ว')).toBeInTheDocument()
    expect(server.calls('auth.endSession')[0]).toMatchObject({
      method: 'DELETE',
      path: `/v2/api/auth/sessions/${PHONE}`,
    })
    expect(await deviceRows()).toHaveLength(2)
  })

  it('says so when the device had already signed out, and reads the list again', async () => {
    const server = openAccountSecurity({
      'auth.endSession': () =>
        json(404, {
          error: { code: 'SESSION_NOT_FOUND', message: 'ไม่พบอุปกรณ์นี้ในรายการที่เข้าสู่ระบบอยู่ อาจออกจากระบบไปแล้ว' },
        }),
    })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /^ออกจากระบบ Edge บน Windows/ }))
    expect(await screen.findByRole('alert')).toHaveTextContent('อาจออกจากระบบไปแล้ว')
    await waitFor(() => expect(server.calls('auth.sessions')).toHaveLength(2))
  })

  it('signs out of every other device and keeps this one', async () => {
    const server = openAccountSecurity({
      'auth.endOtherSessions': () => json(200, { data: { ended: 2 } }),
    })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'ออกจากระบบทุกอุปกรณ์อื่น' }))
    expect(await screen.findByText('ออกจากระบบอุปกรณ์อื่นแล้ว 2 เครื่อง เครื่องนี้ยังเข้าสู่ระบบอยู่')).toBeInTheDocument()
    expect(server.calls('auth.endOtherSessions')).toHaveLength(1)
    const rows = await deviceRows()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toHaveTextContent('Safari บน iPhone')
    expect(screen.queryByRole('button', { name: 'ออกจากระบบทุกอุปกรณ์อื่น' })).not.toBeInTheDocument()
  })
})
