import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type * as captchaModule from '../../../lib/captcha'
import { captchaToken } from '../../../lib/captcha'
import { config } from '../../../lib/config'
import { createFakeApi, json } from '../../../test/fake-api'
import { fullProfile, renderApp } from '../../../test/render-app'

vi.mock('../../../lib/captcha', async (importOriginal) => ({
  ...(await importOriginal<typeof captchaModule>()),
  captchaToken: vi.fn(),
}))
const token = vi.mocked(captchaToken)
afterEach(() => token.mockReset())

const tokens = { access_token: 'new', refresh_token: 'r', token_type: 'Bearer', expires_in: 900 }

async function logIn() {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('อีเมล'), 'owner@klass.test')
  await user.type(screen.getByLabelText('รหัสผ่าน'), 'Saving-Is-Fun-2026')
  await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }))
}

describe('/login while an account is under attack (issue 19)', () => {
  it('passes the captcha the server asks for and sends the login again with it', async () => {
    token.mockResolvedValue('captcha-token-1')
    const server = createFakeApi({
      'auth.login': (request) =>
        (request.body as { captcha_token?: string }).captcha_token
          ? json(200, tokens)
          : json(400, { error: { code: 'CAPTCHA_REQUIRED', message: 'กรุณายืนยันว่าไม่ใช่บอทก่อนเข้าสู่ระบบ' } }),
      'user.get': () => json(200, { data: fullProfile() }),
    })
    vi.stubGlobal('fetch', server.fetch)
    const { router } = renderApp('/login')
    await logIn()
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(token).toHaveBeenCalledWith(config.captcha, 'login')
    expect(server.calls('auth.login').map((call) => call.body)).toEqual([
      { email: 'owner@klass.test', password: 'Saving-Is-Fun-2026' },
      { email: 'owner@klass.test', password: 'Saving-Is-Fun-2026', captcha_token: 'captcha-token-1' },
    ])
  })

  it('tells a person slowed down after wrong passwords how long to wait', async () => {
    const message = 'เข้าสู่ระบบไม่สำเร็จหลายครั้งเกินไป กรุณารอสักครู่แล้วลองใหม่'
    vi.stubGlobal(
      'fetch',
      createFakeApi({
        'auth.login': () =>
          json(429, { error: { code: 'LOGIN_THROTTLED', message, details: { retryAfterSeconds: 90 } } }),
      }).fetch,
    )
    renderApp('/login')
    await logIn()
    expect(await screen.findByText(`${message} (ลองใหม่ได้ในอีก 2 นาที)`)).toBeInTheDocument()
    expect(token).not.toHaveBeenCalled()
  })
})
