import type { LeagueView } from '@klass/contract/progress'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createFakeApi, json } from '../../../test/fake-api'
import { fullProfile, renderApp, signInAs } from '../../../test/render-app'

const tiers = [
  { level: 0, name: 'ลีกทองแดง' },
  { level: 1, name: 'ลีกเงิน' },
]
const league = (overrides: Partial<LeagueView> = {}): LeagueView => ({
  week: { starts_on: '2026-12-07', ends_on: '2026-12-13' },
  tiers,
  tier: tiers[1]!,
  placed: true,
  rank: 2,
  promoted: 5,
  relegated: 5,
  members: [
    { rank: 1, display_name: 'มานี', display_image: null, exp: 120, me: false, zone: 'promote' },
    { rank: 2, display_name: 'น้องออม', display_image: null, exp: 80, me: true, zone: 'promote' },
  ],
  last_week: { rank: 3, tier: tiers[0]!, outcome: 'promoted' },
  ...overrides,
})

describe('/league', () => {
  it('ranks the member’s group by this week’s exp and says how last week ended', async () => {
    signInAs()
    vi.stubGlobal(
      'fetch',
      createFakeApi({
        'user.get': () => json(200, { data: fullProfile() }),
        'progress.league': () => json(200, { data: league() }),
      }).fetch,
    )
    renderApp('/league')
    expect(await screen.findByRole('heading', { level: 1, name: 'ลีกเงิน' })).toBeInTheDocument()
    const rows = within(screen.getByRole('list', { name: 'อันดับในลีกเงิน' })).getAllByRole('listitem')
    expect(rows).toHaveLength(2)
    expect(rows[0]).toHaveTextContent(/^1.*มานีเลื่อนขึ้น120 exp$/)
    expect(rows[1]).toHaveTextContent(/^2.*น้องออม\(คุณ\)เลื่อนขึ้น80 exp$/)
    expect(rows[1]).toHaveAttribute('aria-current', 'true')
    expect(screen.getByText('สัปดาห์ที่แล้ว: อันดับ 3 ในลีกทองแดง · เลื่อนขึ้น')).toBeInTheDocument()
  })

  it('tells a member not active yet this week how to join', async () => {
    signInAs()
    vi.stubGlobal(
      'fetch',
      createFakeApi({
        'user.get': () => json(200, { data: fullProfile() }),
        'progress.league': () =>
          json(200, {
            data: league({ placed: false, rank: null, members: [], last_week: null, tier: tiers[0]! }),
          }),
      }).fetch,
    )
    renderApp('/league')
    expect(await screen.findByText('ยังไม่ได้เข้าลีกสัปดาห์นี้')).toBeInTheDocument()
  })
})

describe('/reminders', () => {
  it('turns an e-mail reminder on', async () => {
    signInAs()
    const server = createFakeApi({
      'user.get': () => json(200, { data: fullProfile() }),
      'progress.reminders': () =>
        json(200, {
          data: { email: { streak: false, daily_quiz: false }, email_confirmed: true, line_linked: false },
        }),
      'progress.updateReminders': (request) =>
        json(200, {
          data: {
            email: { streak: false, daily_quiz: false, ...(request.body as { email: object }).email },
            email_confirmed: true,
            line_linked: false,
          },
        }),
    })
    vi.stubGlobal('fetch', server.fetch)
    renderApp('/reminders')
    const streak = await screen.findByRole('switch', { name: 'streak ใกล้ขาด' })
    expect(streak).not.toBeChecked()
    await userEvent.setup().click(streak)
    expect(await screen.findByRole('switch', { name: 'streak ใกล้ขาด' })).toBeChecked()
    expect(server.calls('progress.updateReminders')[0]?.body).toEqual({ email: { streak: true } })
  })
})
