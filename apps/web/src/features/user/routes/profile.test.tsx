import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createFakeApi, json } from '../../../test/fake-api'
import { fullProfile, renderApp, signInAs } from '../../../test/render-app'

const koinRow = (n: number) => ({
  id: `k${n}`,
  date: '2026-11-22T07:30:00.000Z',
  activity: `ตอบควิซประจำวันข้อที่ ${n}`,
  point: n % 2 ? '25.50' : '-10.00',
  balance: '1250.50',
})

describe('/profile', () => {
  it('shows the card and a paged koin history with date | time, activity and point', async () => {
    const server = createFakeApi({
      'user.get': () => json(200, { data: fullProfile({ display_name: 'น้องออม', koin: '1250.50' }) }),
      'user.koins': (request) => {
        const page = Number(request.query.get('page'))
        return json(200, {
          items: [koinRow(page * 10 + 1), koinRow(page * 10 + 2)],
          total: 23,
          page,
          pages: 3,
        })
      },
      'user.skills': () =>
        json(200, {
          items: [
            { id: 's1', date: '2026-11-21T01:00:00.000Z', activity: 'ผ่านภารกิจ', point: 15, balance: 40 },
          ],
          total: 1,
          page: 1,
          pages: 1,
        }),
    })
    vi.stubGlobal('fetch', server.fetch)
    signInAs()
    const { router } = renderApp('/profile')

    expect(await screen.findByRole('heading', { name: 'น้องออม' })).toBeInTheDocument()
    expect(screen.getByText('KLASS: Biz Master')).toBeInTheDocument()
    expect(screen.getByText('เลเวล 2 · นักออมฝึกหัด')).toBeInTheDocument()

    const table = await screen.findByRole('table', { name: 'ประวัติ koin' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows[0]).toHaveTextContent('22 พ.ย. 2569 | 14:30')
    expect(rows[0]).toHaveTextContent('ตอบควิซประจำวันข้อที่ 11')
    expect(rows[0]).toHaveTextContent('+25.50')
    expect(rows[1]).toHaveTextContent('-10.00')
    expect(server.calls('user.koins')[0]?.query.toString()).toBe('page=1&limit=10')

    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'หน้า 2' }))
    await waitFor(() => expect(screen.getByText('ตอบควิซประจำวันข้อที่ 21')).toBeInTheDocument())
    expect(router.state.location.search).toBe('?page=2')

    await user.click(screen.getByRole('tab', { name: 'ประวัติ skill point' }))
    expect(await screen.findByRole('table', { name: 'ประวัติ skill point' })).toHaveTextContent('+15')
    expect(screen.getByRole('tab', { name: 'ประวัติ skill point' })).toHaveAttribute('aria-selected', 'true')
  })

  it('says so when there is no history yet', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeApi({
        'user.get': () => json(200, { data: fullProfile() }),
        'user.koins': () => json(200, { items: [], total: 0, page: 1, pages: 0 }),
      }).fetch,
    )
    signInAs()
    renderApp('/profile')
    expect(await screen.findByText('ยังไม่มีรายการ')).toBeInTheDocument()
  })
})
