import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppProviders } from '../../../app/providers'
import { createQueryClient } from '../../../app/query-client'
import { createAppRouter } from '../../../app/router'
import { RouterProvider } from 'react-router'
import { takeLinkTokenFromAddress } from '../../../lib/link-token'
import { createFakeApi, json } from '../../../test/fake-api'
import { renderApp } from '../../../test/render-app'

const TOKEN = 'e-mailed-token-5c1f9a'

afterEach(() => window.history.replaceState(null, '', '/'))

async function setNewPassword(password = 'Orange-Tiger-Rides-42') {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('รหัสผ่านใหม่'), password)
  await user.type(screen.getByLabelText('ยืนยันรหัสผ่านใหม่'), password)
  await user.click(screen.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }))
}

describe('/reset-password (issue 19: the token leaves the address)', () => {
  it('takes the token out of the address bar on arrival, before the app starts, and still resets the password with it', async () => {
    const server = createFakeApi({ 'auth.passwordReset': () => json(200, { data: { ok: true } }) })
    vi.stubGlobal('fetch', server.fetch)
    window.history.replaceState(null, '', `/reset-password?token=${TOKEN}&utm_source=mail`)

    // What main.tsx does first of all, then the app as start.tsx builds it.
    takeLinkTokenFromAddress()
    expect(window.location.pathname).toBe('/reset-password')
    expect(window.location.search).toBe('?utm_source=mail')
    expect(window.location.href).not.toContain(TOKEN)
    const router = await createAppRouter()
    render(
      <AppProviders client={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    )

    await setNewPassword()
    expect(await screen.findByText(/ตั้งรหัสผ่านใหม่เรียบร้อยแล้ว/)).toBeInTheDocument()
    expect(server.calls('auth.passwordReset')[0]?.body).toEqual({
      token: TOKEN,
      password: 'Orange-Tiger-Rides-42',
    })
    expect(window.location.href).not.toContain(TOKEN)
    // Used, it is forgotten: nothing in the tab holds it any more.
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(TOKEN)
  })

  it('takes a token that comes through the router out of the address as well', async () => {
    const server = createFakeApi({ 'auth.passwordReset': () => json(200, { data: { ok: true } }) })
    vi.stubGlobal('fetch', server.fetch)
    const { router } = renderApp(`/reset-password?token=${TOKEN}`)
    await waitFor(() => expect(router.state.location.search).toBe(''))
    await setNewPassword()
    await waitFor(() => expect(server.calls('auth.passwordReset')[0]?.body).toMatchObject({ token: TOKEN }))
  })

  it('still says the link is incomplete when it carries no token', async () => {
    renderApp('/reset-password')
    expect(await screen.findByText(/ลิงก์ตั้งรหัสผ่านใหม่ไม่ครบถ้วน/)).toBeInTheDocument()
  })

  it('shows the strength of the new password in Thai words, refused levels included', async () => {
    renderApp(`/reset-password?token=${TOKEN}`)
    const user = userEvent.setup()
    const field = await screen.findByLabelText('รหัสผ่านใหม่')
    await user.type(field, 'password1')
    await waitFor(() => expect(field).toHaveAccessibleDescription(/ความปลอดภัยของรหัสผ่าน: อ่อนมาก/))
    expect(field).toHaveAccessibleDescription(/ต้องอยู่ระดับพอใช้ขึ้นไป/)
  })
})
