import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppProviders } from '../../../app/providers'
import { createQueryClient } from '../../../app/query-client'
import { createAppRouter } from '../../../app/router'
import { takeLinkTokenFromAddress } from '../../../lib/link-token'
import { createFakeApi, json } from '../../../test/fake-api'
import { renderApp } from '../../../test/render-app'

const TOKEN = 'guardian-token-7d21e0'
const detail = { display_name: 'น้องมะลิ', guardian_email: 'parent@example.com' }

afterEach(() => window.history.replaceState(null, '', '/'))

describe('/guardian-consent (issue 19)', () => {
  it('takes the token out of the address, shows whose account asks and what consenting allows, and consents only on the button', async () => {
    const server = createFakeApi({
      'guardian.consentDetail': () => json(200, { data: detail }),
      'guardian.consent': () => json(200, { data: detail }),
    })
    vi.stubGlobal('fetch', server.fetch)
    window.history.replaceState(null, '', `/guardian-consent?token=${TOKEN}`)
    takeLinkTokenFromAddress()
    expect(window.location.href).not.toContain(TOKEN)
    const router = await createAppRouter()
    render(
      <AppProviders client={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    )

    expect(await screen.findByText(/น้องมะลิ สมัครสมาชิก Klass/)).toBeInTheDocument()
    expect(screen.getByText(/parent@example.com/)).toBeInTheDocument()
    expect(screen.getByText(/แลกของรางวัลที่จัดส่งถึงบ้าน/)).toBeInTheDocument()
    expect(screen.getByText(/ลงทะเบียนกิจกรรมที่ใช้ koin/)).toBeInTheDocument()
    expect(screen.getByText(/เปิดบัญชีกองทุนฝึกหัด Robo/)).toBeInTheDocument()
    const kept = screen.getByText(/ข้อมูลที่ Klass เก็บ/)
    expect(within(kept).getByRole('link', { name: 'นโยบายคุ้มครองข้อมูลส่วนบุคคล' })).toHaveAttribute(
      'href',
      '/policy/personal',
    )
    expect(server.calls('guardian.consentDetail')[0]?.body).toEqual({ token: TOKEN })
    expect(server.calls('guardian.consent')).toHaveLength(0)

    await userEvent.setup().click(screen.getByRole('button', { name: /ยินยอม/ }))
    expect(await screen.findByText(/บันทึกความยินยอมของท่านแล้ว/)).toBeInTheDocument()
    expect(server.calls('guardian.consent')[0]?.body).toEqual({ token: TOKEN })
    expect(window.location.href).not.toContain(TOKEN)
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(TOKEN)
  })

  it('says a used, expired or replaced link cannot be used, with no button to press', async () => {
    const message = 'ลิงก์ยืนยันความยินยอมนี้ใช้ไม่ได้ อาจใช้ไปแล้ว หมดอายุ หรือมีลิงก์ใหม่กว่าส่งไปแล้ว'
    const server = createFakeApi({
      'guardian.consentDetail': () => json(400, { error: { code: 'GUARDIAN_LINK_INVALID', message } }),
    })
    vi.stubGlobal('fetch', server.fetch)
    const { router } = renderApp(`/guardian-consent?token=${TOKEN}`)
    await waitFor(() => expect(router.state.location.search).toBe(''))
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /ยินยอม/ })).not.toBeInTheDocument()
    expect(server.calls('guardian.consent')).toHaveLength(0)
  })
})
