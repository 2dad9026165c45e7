import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, json } from '../../../test/fake-api'
import { fullProfile, renderApp, signInAs } from '../../../test/render-app'

const TOKEN = 'mailed-confirm-token-7d2e91'

afterEach(() => sessionStorage.clear())

describe('/confirm-email (issue 19: confirming the e-mail)', () => {
  it('confirms the e-mail from the link, takes the token out of the address and offers the store and the profile', async () => {
    const server = createFakeApi({
      'auth.emailConfirm': () => json(200, { data: { email: 'new.member@example.com' } }),
      'user.get': () => json(200, { data: fullProfile() }),
    })
    vi.stubGlobal('fetch', server.fetch)
    signInAs()
    const { router } = renderApp(`/confirm-email?token=${TOKEN}`)

    expect(await screen.findByText(/ยืนยันอีเมล new\.member@example\.com เรียบร้อยแล้ว/)).toBeInTheDocument()
    expect(server.calls('auth.emailConfirm')).toHaveLength(1)
    expect(server.calls('auth.emailConfirm')[0]?.body).toEqual({ token: TOKEN })
    expect(router.state.location.search).toBe('')
    expect(screen.getByRole('link', { name: 'ไปแลกของรางวัล' })).toHaveAttribute('href', '/store')
    expect(screen.getByRole('link', { name: 'ไปหน้าโปรไฟล์' })).toHaveAttribute('href', '/profile')
    // Used, the token is forgotten: nothing in the tab holds it any more.
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(TOKEN)
  })

  it('confirms for someone who is not signed in, and offers to sign in', async () => {
    const server = createFakeApi({
      'auth.emailConfirm': () => json(200, { data: { email: 'new.member@example.com' } }),
    })
    vi.stubGlobal('fetch', server.fetch)
    renderApp(`/confirm-email?token=${TOKEN}`)

    expect(await screen.findByText(/เรียบร้อยแล้ว/)).toBeInTheDocument()
    expect(server.calls('auth.emailConfirm')[0]?.headers.authorization).toBeUndefined()
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบเพื่อแลกของรางวัล' })).toHaveAttribute('href', '/login')
  })

  it('says in Thai that a used or expired link confirms nothing, and where to ask for a new one', async () => {
    const server = createFakeApi({
      'auth.emailConfirm': () =>
        json(400, {
          error: {
            code: 'EMAIL_LINK_INVALID',
            message: 'ลิงก์ยืนยันอีเมลนี้ใช้ไม่ได้ อาจใช้ไปแล้ว หมดอายุ หรือไม่ครบถ้วน ขอลิงก์ใหม่ได้ที่หน้าโปรไฟล์',
          },
        }),
      'user.get': () => json(200, { data: fullProfile({ email_confirmed: false }) }),
    })
    vi.stubGlobal('fetch', server.fetch)
    signInAs()
    renderApp(`/confirm-email?token=${TOKEN}`)

    expect(await screen.findByRole('alert')).toHaveTextContent('ลิงก์ยืนยันอีเมลนี้ใช้ไม่ได้')
    expect(screen.queryByText(/เรียบร้อยแล้ว/)).toBeNull()
    expect(screen.getByRole('link', { name: 'ไปหน้าโปรไฟล์' })).toHaveAttribute('href', '/profile')
    await waitFor(() => expect(server.calls('auth.emailConfirm')).toHaveLength(1))
  })

  it('says the link is incomplete when it carries no token, and asks the server nothing', async () => {
    const server = createFakeApi({})
    vi.stubGlobal('fetch', server.fetch)
    renderApp('/confirm-email')

    expect(await screen.findByRole('alert')).toHaveTextContent('ลิงก์ยืนยันอีเมลไม่ครบถ้วน')
    expect(server.calls('auth.emailConfirm')).toHaveLength(0)
  })
})
