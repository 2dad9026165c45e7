import { QueryClient } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MemberDetail } from '@klass/contract/admin-members'
import { AppProviders } from '../../../app/providers'
import { createFakeApi, json, type Handler } from '../../../test/fake-api'
import { signInAs } from '../../../test/render-app'
import MembersPage from './members'

const id = '6f1c2f0e-3d7a-4c1b-9a55-2f8e1d3c4b5a'
const member = (overrides: Partial<MemberDetail> = {}): MemberDetail => ({
  id,
  email: 'ploy@example.com',
  display_name: 'พลอยออมเก่ง',
  first_name: 'พลอย',
  last_name: 'ใจดี',
  birth_date: '2010-04-02',
  school: null,
  province: 'เชียงใหม่',
  klass: null,
  joined_at: '2026-10-01T03:00:00.000Z',
  staff_roles: [],
  standing: {
    email_confirmed_at: '2026-10-01T04:00:00.000Z',
    guardian_email: 'mom@example.com',
    guardian_confirmed_at: null,
    deletion_requested_at: null,
    erased: false,
  },
  koin: '50.00',
  ban: null,
  ...overrides,
})
const emptyPage = { items: [], total: 0, page: 1, pages: 0 }

function open(path: string, handlers: Record<string, Handler>) {
  const server = createFakeApi({
    'adminMembers.show': () => json(200, { data: member() }),
    'adminMembers.koins': () => json(200, emptyPage),
    'adminMembers.orders': () => json(200, emptyPage),
    'adminMembers.events': () => json(200, emptyPage),
    'adminMembers.bans': () => json(200, emptyPage),
    ...handlers,
  })
  vi.stubGlobal('fetch', server.fetch)
  signInAs()
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const router = createMemoryRouter([{ path: '/admin/members/*', element: <MembersPage /> }], {
    initialEntries: [path],
  })
  render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return server
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('members in the back office', () => {
  it('finds a member by part of the e-mail and opens them, with their standing', async () => {
    const server = open('/admin/members', {
      'adminMembers.search': () =>
        json(200, {
          items: [
            {
              id,
              email: 'ploy@example.com',
              display_name: 'พลอยออมเก่ง',
              joined_at: '2026-10-01T03:00:00.000Z',
              koin: '50.00',
              banned: false,
              staff_roles: [],
            },
          ],
          total: 1,
          page: 1,
          pages: 1,
        }),
    })
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('ค้นหาสมาชิก'), 'pl')
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }))
    expect(screen.getByText(/พิมพ์อย่างน้อย 3 ตัวอักษร/)).toBeInTheDocument()
    expect(server.calls('adminMembers.search')).toHaveLength(0)

    await user.type(screen.getByLabelText('ค้นหาสมาชิก'), 'oy@')
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }))
    await user.click(await screen.findByRole('link', { name: /พลอยออมเก่ง/ }))
    expect(server.calls('adminMembers.search')[0]?.query.get('q')).toBe('ploy@')
    expect(await screen.findByRole('heading', { level: 2, name: 'พลอยออมเก่ง' })).toBeInTheDocument()
    expect(screen.getByText('รอผู้ปกครองยืนยัน (mom@example.com)')).toBeInTheDocument()
  })

  it('adjusts koins only with a reason and after a confirmation, and shows the new balance', async () => {
    const server = open(`/admin/members/${id}`, {
      'adminMembers.adjustKoins': () =>
        json(201, { data: { entry_id: '42', amount: '-10.00', balance: '40.00' } }),
    })
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('จำนวน koin'), '-10')
    await user.click(screen.getByRole('button', { name: 'ปรับ koin' }))
    expect(screen.getByText('กรุณาเขียนเหตุผล สมาชิกจะเห็นเหตุผลนี้ในประวัติ koin')).toBeInTheDocument()

    await user.type(screen.getByLabelText('เหตุผลที่ปรับ koin'), 'ให้ koin เกิน')
    await user.click(screen.getByRole('button', { name: 'ปรับ koin' }))
    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันการปรับ koin' })
    expect(dialog).toHaveTextContent('หัก 10.00 koin ให้ พลอยออมเก่ง')
    expect(server.calls('adminMembers.adjustKoins')).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันปรับ koin' }))
    expect(await screen.findByText('ปรับ koin แล้ว ยอดคงเหลือ 40.00 koin')).toBeInTheDocument()
    expect(server.calls('adminMembers.adjustKoins')[0]?.body).toEqual({
      amount: '-10',
      reason: 'ให้ koin เกิน',
    })
  })

  it('shows the server refusing a debit below zero', async () => {
    open(`/admin/members/${id}`, {
      'adminMembers.adjustKoins': () =>
        json(409, {
          error: {
            code: 'KOIN_ADJUSTMENT_BELOW_ZERO',
            message: 'หัก koin เกินยอดคงเหลือของสมาชิกไม่ได้ ยอด koin ต้องไม่ติดลบ',
          },
        }),
    })
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('จำนวน koin'), '-60')
    await user.type(screen.getByLabelText('เหตุผลที่ปรับ koin'), 'หักเกิน')
    await user.click(screen.getByRole('button', { name: 'ปรับ koin' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ยืนยันปรับ koin' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('หัก koin เกินยอดคงเหลือของสมาชิกไม่ได้')
  })

  it('bans a member with a reason after a confirmation', async () => {
    const server = open(`/admin/members/${id}`, {
      'adminMembers.ban': () =>
        json(201, {
          data: {
            id: 1,
            reason: 'โพสต์หลอกลวง',
            banned_at: '2026-11-27T03:00:00.000Z',
            banned_by: 'ฝ่ายดูแลสมาชิก',
            lifted_at: null,
            lifted_by: null,
            lift_reason: null,
          },
        }),
    })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'ระงับบัญชี' }))
    expect(screen.getByText('กรุณาเขียนเหตุผล')).toBeInTheDocument()
    await user.type(screen.getByLabelText('เหตุผลที่ระงับบัญชี'), 'โพสต์หลอกลวง')
    await user.click(screen.getByRole('button', { name: 'ระงับบัญชี' }))
    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันระงับบัญชี' })
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันระงับบัญชี' }))
    await vi.waitFor(() => expect(server.calls('adminMembers.ban')).toHaveLength(1))
    expect(server.calls('adminMembers.ban')[0]?.body).toEqual({ reason: 'โพสต์หลอกลวง' })
  })
})
