import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createFakeApi, json } from '../../../test/fake-api'
import { renderApp } from '../../../test/render-app'

const TOKEN = 'restore-token-0123456789abcdef'

describe('the restore-account page (issue 19, decision 031)', () => {
  it('takes the token out of the address and takes the account back when the member asks', async () => {
    const server = createFakeApi({
      'user.restoreAccount': () => json(200, { data: { email: 'demo@klass.test' } }),
    })
    vi.stubGlobal('fetch', server.fetch)
    const { router } = renderApp(`/restore-account?token=${TOKEN}`)
    const button = await screen.findByRole('button', { name: 'กู้คืนบัญชี' })
    expect(router.state.location.search).toBe('')
    await userEvent.setup().click(button)
    expect(await screen.findByText(/กู้คืนบัญชี demo@klass.test แล้ว/)).toBeInTheDocument()
    expect(server.calls('user.restoreAccount')[0]?.body).toEqual({ token: TOKEN })
    expect(await screen.findByText('เข้าสู่ระบบ', { selector: 'main a' })).toHaveAttribute('href', '/login')
  })

  it('says why a used or late link does not work', async () => {
    const message = 'ลิงก์กู้คืนบัญชีนี้ใช้ไม่ได้ อาจใช้ไปแล้ว หรือเกิน 30 วันหลังขอลบบัญชีแล้ว'
    const server = createFakeApi({
      'user.restoreAccount': () => json(400, { error: { code: 'RESTORE_LINK_INVALID', message } }),
    })
    vi.stubGlobal('fetch', server.fetch)
    renderApp(`/restore-account?token=${TOKEN}`)
    await userEvent.setup().click(await screen.findByRole('button', { name: 'กู้คืนบัญชี' }))
    expect(await screen.findByText(message)).toBeInTheDocument()
  })
})
