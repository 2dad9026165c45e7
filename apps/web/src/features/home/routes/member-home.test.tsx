import type { ProgressToday } from '@klass/contract/progress'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createFakeApi, json } from '../../../test/fake-api'
import { fullProfile, renderApp, signInAs } from '../../../test/render-app'

const days = [
  '2026-12-04',
  '2026-12-05',
  '2026-12-06',
  '2026-12-07',
  '2026-12-08',
  '2026-12-09',
  '2026-12-10',
]

function today(
  overrides: Partial<ProgressToday['streak']> = {},
  tasks: Partial<ProgressToday['tasks']> = {},
): ProgressToday {
  return {
    today: '2026-12-10',
    week: { starts_on: '2026-12-07', ends_on: '2026-12-13' },
    streak: {
      days: 2,
      active_today: false,
      recent: days.map((date, i) => ({
        date,
        state: i === 6 ? 'pending' : i >= 4 ? 'done' : 'missed',
      })),
      freezes_held: 0,
      freezes_max: 2,
      freeze_price: '20.00',
      ...overrides,
    },
    tasks: {
      daily_quiz: { available: true, done: false },
      mission: null,
      reward: null,
      ...tasks,
    },
    koin_this_week: '35.50',
    koin: '1250.50',
  }
}

const handlers = (data: ProgressToday, more: Parameters<typeof createFakeApi>[0] = {}) => ({
  'user.get': () => json(200, { data: fullProfile() }),
  'progress.today': () => json(200, { data }),
  ...more,
})

describe('/ for a member', () => {
  it('shows their streak, today’s tasks and this week’s koins instead of the visitor’s hero', async () => {
    signInAs()
    vi.stubGlobal(
      'fetch',
      createFakeApi(
        handlers(
          today(
            {},
            {
              mission: {
                id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
                title: 'อ่านบทความ 3 เรื่อง',
                progress: 1,
                target: 3,
                unit: 'เรื่อง',
              },
              reward: { kind: 'mission', title: 'ดูวิดีโอ 1 เรื่อง', koin: '15.00' },
            },
          ),
        ),
      ).fetch,
    )
    renderApp('/')
    expect(await screen.findByRole('heading', { level: 1, name: 'สวัสดี น้องออม' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'สมัครสมาชิกฟรี' })).not.toBeInTheDocument()
    const streak = await screen.findByRole('region', { name: 'streak' })
    expect(streak).toHaveTextContent('2 วันติดต่อกัน')
    expect(streak).toHaveTextContent('วันนี้ยังไม่ได้เรียน')
    expect(within(streak).getByRole('listitem', { name: '10 ธ.ค. 2569: ยังไม่ได้เรียน' })).toBeInTheDocument()
    expect(within(streak).getByRole('listitem', { name: '9 ธ.ค. 2569: เรียนแล้ว' })).toBeInTheDocument()
    const tasks = screen.getByRole('region', { name: 'งานของวันนี้' })
    expect(within(tasks).getByRole('link', { name: /ควิซประจำวัน.*ยังไม่ได้ตอบ/ })).toHaveAttribute(
      'href',
      '/quiz/daily',
    )
    expect(tasks).toHaveTextContent('ภารกิจที่ทำอยู่: อ่านบทความ 3 เรื่องทำแล้ว 1 จาก 3 เรื่อง')
    expect(tasks).toHaveTextContent('รางวัลรอรับ: ดูวิดีโอ 1 เรื่อง15.00 koin')
    const week = screen.getByRole('region', { name: 'koin สัปดาห์นี้' })
    expect(week).toHaveTextContent('+35.50')
    expect(within(week).getByRole('link', { name: 'ดูลีกประจำสัปดาห์' })).toHaveAttribute('href', '/league')
  })

  it('buys a streak freeze after a confirmation that shows the price and the koins left', async () => {
    signInAs()
    let bought = false
    const server = createFakeApi(
      handlers(today(), {
        'progress.today': () => json(200, { data: today({ freezes_held: bought ? 1 : 0 }) }),
        'progress.buyStreakFreeze': () => {
          bought = true
          return json(200, { data: { freezes_held: 1, koin: '1230.50' } })
        },
      }),
    )
    vi.stubGlobal('fetch', server.fetch)
    renderApp('/')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'ซื้อ freeze 20.00 koin' }))
    const dialog = await screen.findByRole('dialog', { name: 'ซื้อ streak freeze' })
    expect(dialog).toHaveTextContent('koin คงเหลือหลังซื้อ 1,230.50')
    await user.click(within(dialog).getByRole('button', { name: 'ซื้อด้วย 20.00 koin' }))
    expect(await screen.findByText('ได้ streak freeze เพิ่มแล้ว')).toBeInTheDocument()
    expect(await screen.findByText('1 จาก 2')).toBeInTheDocument()
    expect(server.calls('progress.buyStreakFreeze')).toHaveLength(1)
  })

  it('says why a freeze cannot be bought', async () => {
    signInAs()
    vi.stubGlobal(
      'fetch',
      createFakeApi(
        handlers(today(), {
          'progress.buyStreakFreeze': () =>
            json(409, { error: { code: 'KOIN_INSUFFICIENT', message: 'koin ของคุณไม่พอสำหรับรายการนี้' } }),
        }),
      ).fetch,
    )
    renderApp('/')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'ซื้อ freeze 20.00 koin' }))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'ซื้อด้วย 20.00 koin' }),
    )
    expect(await screen.findByText('koin ของคุณไม่พอสำหรับรายการนี้')).toBeInTheDocument()
  })

  it('has no freeze to buy when the member holds the most', async () => {
    signInAs()
    vi.stubGlobal('fetch', createFakeApi(handlers(today({ freezes_held: 2 }))).fetch)
    renderApp('/')
    expect(await screen.findByRole('button', { name: 'มี freeze ครบแล้ว' })).toBeDisabled()
  })
})
