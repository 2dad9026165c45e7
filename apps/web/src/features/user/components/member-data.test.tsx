import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readConsent, saveConsent } from '../../../lib/consent'
import { getToken } from '../../../lib/session'
import { createFakeApi, json, type Handler } from '../../../test/fake-api'
import { fullProfile, renderApp, signInAs } from '../../../test/render-app'

const consents = (marketing: boolean, changedAt: string | null = null) => ({
  data: {
    terms: { version: '2026-11-01', accepted_at: '2026-11-02T03:00:00.000Z' },
    privacy: { version: '2026-11-01', accepted_at: '2026-11-02T03:00:00.000Z' },
    marketing: { consent: marketing, changed_at: changedAt },
  },
})

/** The profile's account-security tab, where the member's data lives, with the fake API answering it. */
function openMemberData(handlers: Record<string, Handler> = {}, options: { password?: boolean } = {}) {
  const server = createFakeApi({
    'user.get': () => json(200, { data: fullProfile() }),
    'user.identities': () =>
      json(200, { data: { email: 'demo@klass.test', password: options.password ?? true, identities: [] } }),
    'auth.sessions': () => json(200, { data: [] }),
    'user.consents': () => json(200, consents(true, '2026-11-02T03:00:00.000Z')),
    ...handlers,
  })
  vi.stubGlobal('fetch', server.fetch)
  signInAs()
  const view = renderApp('/profile?tab=security')
  return { server, ...view }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the profile: download my data (issue 19)', () => {
  it('downloads the file the server answers, under the name it gave', async () => {
    const saved: { name: string; href: string }[] = []
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:klass-data')
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href })
    })
    const { server } = openMemberData({
      'user.exportData': () => ({
        status: 200,
        body: {
          format: 'klass-member-data',
          version: 1,
          exported_at: '2026-11-27T03:00:00.000Z',
          member_id: 'm-1',
        },
        headers: { 'content-disposition': 'attachment; filename="klass-data-2026-11-27.json"' },
      }),
    })
    await userEvent.setup().click(await screen.findByRole('button', { name: 'ดาวน์โหลดข้อมูลของฉัน' }))
    expect(await screen.findByText('ดาวน์โหลดไฟล์ข้อมูลของคุณแล้ว')).toBeInTheDocument()
    expect(saved).toEqual([{ name: 'klass-data-2026-11-27.json', href: 'blob:klass-data' }])
    expect(server.calls('user.exportData')[0]?.headers.authorization).toBe('Bearer test-token')
  })

  it('says when the downloads of the hour are used up', async () => {
    openMemberData({
      'user.exportData': () =>
        json(429, { error: { code: 'RATE_LIMITED', message: 'ทำรายการบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่' } }),
    })
    await userEvent.setup().click(await screen.findByRole('button', { name: 'ดาวน์โหลดข้อมูลของฉัน' }))
    expect(await screen.findByText('ทำรายการบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่')).toBeInTheDocument()
  })
})

describe('the profile: consents (issue 19)', () => {
  it('withdraws marketing consent with its switch and shows when', async () => {
    const { server } = openMemberData({
      'user.marketingConsent': () => json(200, consents(false, '2026-11-27T03:00:00.000Z')),
    })
    const marketing = await screen.findByRole('switch', { name: 'รับข่าวสาร กิจกรรม และสิทธิพิเศษทางอีเมล' })
    expect(marketing).toBeChecked()
    await userEvent.setup().click(marketing)
    await waitFor(() => expect(marketing).not.toBeChecked())
    expect(server.calls('user.marketingConsent')[0]?.body).toEqual({ consent: false })
    expect(screen.getByText(/ถอนความยินยอมเมื่อ/)).toBeInTheDocument()
  })

  it('turns the analytics cookie off in this browser, and says that withdrawing the terms means deleting the account', async () => {
    saveConsent({ switch2: true, switch3: true })
    openMemberData()
    const analytics = await screen.findByRole('switch', { name: 'คุกกี้วิเคราะห์การใช้งาน (ในเบราว์เซอร์นี้)' })
    expect(analytics).toBeChecked()
    await userEvent.setup().click(analytics)
    expect(readConsent()).toMatchObject({ switch2: false, switch3: true })
    expect(screen.getByRole('link', { name: 'ลบบัญชี' })).toHaveAttribute('href', '#delete-account-title')
  })
})

describe('the profile: deleting the account (issue 19)', () => {
  it('asks for the password, then signs this device out and says when the account will be erased', async () => {
    const { server, router } = openMemberData({
      'user.deleteAccount': () => json(200, { data: { erase_at: '2026-12-27T03:00:00.000Z' } }),
    })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'ลบบัญชีของฉัน' }))
    await user.type(
      screen.getByLabelText('รหัสผ่านปัจจุบัน', { selector: 'input[name="password"]' }),
      'Klass-demo-2026',
    )
    await user.click(screen.getByRole('button', { name: 'ยืนยันลบบัญชี' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/restore-account'))
    expect(await screen.findByText(/บัญชีจะถูกลบถาวรในวันที่ 27 ธันวาคม 2569/)).toBeInTheDocument()
    expect(server.calls('user.deleteAccount')[0]?.body).toEqual({ password: 'Klass-demo-2026' })
    expect(router.state.location.pathname).toBe('/restore-account')
    expect(getToken()).toBeNull()
  })

  it('shows a wrong password next to its field', async () => {
    openMemberData({
      'user.deleteAccount': () =>
        json(400, { error: { code: 'PASSWORD_INCORRECT', message: 'รหัสผ่านปัจจุบันไม่ถูกต้อง' } }),
    })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'ลบบัญชีของฉัน' }))
    await user.type(screen.getByLabelText('รหัสผ่านปัจจุบัน', { selector: 'input[name="password"]' }), 'wrong')
    await user.click(screen.getByRole('button', { name: 'ยืนยันลบบัญชี' }))
    expect(await screen.findByText('รหัสผ่านปัจจุบันไม่ถูกต้อง')).toBeInTheDocument()
    expect(getToken()).toBe('test-token')
  })

  it('asks a member without a password to type the account’s e-mail instead', async () => {
    const { server } = openMemberData(
      { 'user.deleteAccount': () => json(200, { data: { erase_at: '2026-12-27T03:00:00.000Z' } }) },
      { password: false },
    )
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'ลบบัญชีของฉัน' }))
    await user.type(screen.getByLabelText(/พิมพ์อีเมลของบัญชีนี้/), 'demo@klass.test')
    await user.click(screen.getByRole('button', { name: 'ยืนยันลบบัญชี' }))
    await waitFor(() =>
      expect(server.calls('user.deleteAccount')[0]?.body).toEqual({ confirmation: 'demo@klass.test' }),
    )
  })
})

describe('a member without a password (issue 19)', () => {
  it('asks for the set-password link from the security tab instead of the visitors’ forgot-password page', async () => {
    const { server } = openMemberData(
      { 'auth.passwordLink': () => json(200, { data: { ok: true } }) },
      { password: false },
    )
    await userEvent.setup().click(await screen.findByRole('button', { name: 'ส่งลิงก์ตั้งรหัสผ่าน' }))
    expect(await screen.findByText(/ส่งลิงก์แล้ว/)).toBeInTheDocument()
    expect(server.calls('auth.passwordLink')).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'ตั้งรหัสผ่านทางอีเมล' })).toHaveAttribute(
      'href',
      '/profile?tab=security',
    )
  })
})
