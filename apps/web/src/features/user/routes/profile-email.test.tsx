import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createFakeApi, json } from '../../../test/fake-api'
import { fullProfile, renderApp, signInAs } from '../../../test/render-app'

const emptyPage = () => json(200, { items: [], total: 0, page: 1, pages: 0 })

function profileServer(emailConfirmed: boolean, resend?: () => ReturnType<typeof json>) {
  return createFakeApi({
    'user.get': () => json(200, { data: fullProfile({ email_confirmed: emailConfirmed }) }),
    'user.koins': emptyPage,
    'user.skills': emptyPage,
    ...(resend ? { 'auth.emailResend': resend } : {}),
  })
}

describe('/profile: the e-mail’s standing (issue 19)', () => {
  it('says a confirmed e-mail is confirmed and offers no new link', async () => {
    vi.stubGlobal('fetch', profileServer(true).fetch)
    signInAs()
    renderApp('/profile')

    expect(await screen.findByText('ยืนยันอีเมลแล้ว')).toBeInTheDocument()
    expect(screen.queryByText('ยังไม่ได้ยืนยันอีเมล')).toBeNull()
    expect(screen.queryByRole('button', { name: 'ส่งลิงก์ยืนยันอีกครั้ง' })).toBeNull()
  })

  it('says an e-mail is not confirmed, what waits for it, and sends a new link with its result in view', async () => {
    const server = profileServer(false, () => json(200, { data: { ok: true } }))
    vi.stubGlobal('fetch', server.fetch)
    signInAs()
    renderApp('/profile')

    expect(await screen.findByText('ยังไม่ได้ยืนยันอีเมล')).toBeInTheDocument()
    expect(screen.getByText(/จะแลกของรางวัลในร้านค้า/)).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'ส่งลิงก์ยืนยันอีกครั้ง' }))

    expect(await screen.findByText(/ส่งลิงก์ยืนยันไปที่ demo@klass\.test แล้ว/)).toBeInTheDocument()
    expect(server.calls('auth.emailResend')).toHaveLength(1)
  })

  it('shows why no new link was sent when the member asked too often', async () => {
    const server = profileServer(false, () =>
      json(429, { error: { code: 'RATE_LIMITED', message: 'ทำรายการบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่' } }),
    )
    vi.stubGlobal('fetch', server.fetch)
    signInAs()
    renderApp('/profile')

    await userEvent.setup().click(await screen.findByRole('button', { name: 'ส่งลิงก์ยืนยันอีกครั้ง' }))
    expect(await screen.findByText('ทำรายการบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่')).toHaveRole('alert')
  })
})
