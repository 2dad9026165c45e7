import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createFakeApi, json } from '../../../test/fake-api'
import { fullProfile, renderApp, signInAs } from '../../../test/render-app'

const emptyPage = () => json(200, { items: [], total: 0, page: 1, pages: 0 })

function profileApi(guardian: { needed: boolean; email: string | null; confirmed: boolean }) {
  let current = fullProfile({ guardian })
  const server = createFakeApi({
    'user.get': () => json(200, { data: current }),
    'user.koins': emptyPage,
    'user.skills': emptyPage,
    'guardian.resend': () => json(200, { data: { ok: true } }),
    'guardian.update': (request) => {
      const body = request.body as { guardian_email: string }
      current = fullProfile({ guardian: { needed: true, email: body.guardian_email, confirmed: false } })
      return json(200, { data: current })
    },
  })
  vi.stubGlobal('fetch', server.fetch)
  return server
}

const guardianCard = async () =>
  (await screen.findByRole('heading', { name: 'ความยินยอมของผู้ปกครอง' })).closest('div')!

describe('/profile: the guardian of a member under 20 (issue 19)', () => {
  it('shows a guardian who has not consented yet, sends the mail again, and changes the address', async () => {
    const server = profileApi({ needed: true, email: 'mom@example.com', confirmed: false })
    signInAs()
    renderApp('/profile')
    const card = await guardianCard()
    expect(card).toHaveTextContent('mom@example.com')
    expect(card).toHaveTextContent('รอผู้ปกครองยืนยัน')

    const user = userEvent.setup()
    await user.click(within(card).getByRole('button', { name: 'ส่งลิงก์ให้ผู้ปกครองอีกครั้ง' }))
    expect(await within(card).findByText(/ส่งลิงก์ไปที่ mom@example.com อีกครั้งแล้ว/)).toBeInTheDocument()
    expect(server.calls('guardian.resend')).toHaveLength(1)

    await user.click(within(card).getByRole('button', { name: 'เปลี่ยนอีเมลผู้ปกครอง' }))
    const field = within(card).getByLabelText('อีเมลผู้ปกครอง')
    await user.clear(field)
    await user.type(field, 'dad@example.com')
    await user.click(within(card).getByRole('button', { name: 'บันทึกและส่งลิงก์ไปที่อีเมลนี้' }))
    await waitFor(() => expect(card).toHaveTextContent('dad@example.com'))
    expect(server.calls('guardian.update')[0]?.body).toEqual({ guardian_email: 'dad@example.com' })
  })

  it('lets a member with no guardian named add one', async () => {
    const server = profileApi({ needed: true, email: null, confirmed: false })
    signInAs()
    renderApp('/profile')
    const card = await guardianCard()
    expect(card).toHaveTextContent('ยังไม่ได้ระบุอีเมลผู้ปกครอง')
    const user = userEvent.setup()
    await user.type(within(card).getByLabelText('อีเมลผู้ปกครอง'), 'aunt@example.com')
    await user.click(within(card).getByRole('button', { name: 'ส่งลิงก์ให้ผู้ปกครอง' }))
    await waitFor(() => expect(card).toHaveTextContent('รอผู้ปกครองยืนยัน'))
    expect(server.calls('guardian.update')[0]?.body).toEqual({ guardian_email: 'aunt@example.com' })
  })

  it('shows consent given with no way to change it, and nothing at all from 20 on', async () => {
    profileApi({ needed: true, email: 'mom@example.com', confirmed: true })
    signInAs()
    const { unmount } = renderApp('/profile')
    const card = await guardianCard()
    expect(card).toHaveTextContent('ผู้ปกครองให้ความยินยอมแล้ว')
    expect(within(card).queryByRole('button')).not.toBeInTheDocument()
    unmount()

    profileApi({ needed: false, email: null, confirmed: false })
    renderApp('/profile')
    expect(await screen.findByRole('heading', { name: 'น้องออม' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'ความยินยอมของผู้ปกครอง' })).not.toBeInTheDocument()
  })
})
