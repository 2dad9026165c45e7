import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createFakeApi, json } from '../../../test/fake-api'
import { fullProfile, renderApp, signInAs } from '../../../test/render-app'
import { chooseThaiDate } from '../../../test/thai-date'

const STATE = 's'.repeat(43)
const tokens = { access_token: 'new', refresh_token: 'r', token_type: 'Bearer', expires_in: 900 }
const lineProfile = {
  provider: 'line',
  display_name: 'มะลิ ไลน์',
  email: 'mali@example.com',
  picture_url: null,
}
const providers = {
  data: {
    facebook: null,
    line: true,
    line_official_account: { basic_id: '@klass', add_friend_url: 'https://line.me/R/ti/p/%40klass' },
  },
}
const settings = (overrides: Record<string, unknown> = {}) => ({
  data: {
    available: true,
    linked: true,
    display_name: 'มะลิ ไลน์',
    blocked: false,
    official_account: providers.data.line_official_account,
    reminders: {
      thaweesup_due: true,
      dca_reminder: true,
      krazy_day: true,
      event_tomorrow: true,
      streak: true,
      daily_quiz: true,
    },
    ...overrides,
  },
})

describe('/line', () => {
  it('takes a newcomer from LINE to the registration form with their LINE name and e-mail, asks a guardian under 20, then registers them', async () => {
    const server = createFakeApi({
      'auth.providers': () => json(200, providers),
      'auth.loginLine': () => json(200, { data: { signup_ticket: 'ticket-1', profile: lineProfile } }),
      'auth.registerLine': () => json(201, tokens),
      'user.get': () => json(200, { data: fullProfile({ display_name: 'มะลิ ไลน์' }) }),
      'user.objective': () => json(200, { data: { options: [], selected: [] } }),
    })
    vi.stubGlobal('fetch', server.fetch)
    const { router } = renderApp(`/line?code=line-code&state=${STATE}`)

    await waitFor(() => expect(router.state.location.search).toBe('?via=line'))
    const sent = server.calls('auth.loginLine')[0]!
    expect(sent.query.get('token')).toBe('line-code')
    expect(sent.body).toEqual({ state: STATE })
    expect(await screen.findByRole('heading', { name: 'สมัครสมาชิกด้วย LINE' })).toBeInTheDocument()
    expect(screen.getByLabelText('ชื่อที่แสดง')).toHaveValue('มะลิ ไลน์')
    expect(screen.getByLabelText('อีเมล')).toHaveValue('mali@example.com')

    const user = userEvent.setup()
    await chooseThaiDate(user, '2009-02-03')
    await user.type(screen.getByLabelText('อีเมลผู้ปกครอง'), 'mali.parent@example.com')
    await user.click(screen.getByRole('checkbox', { name: /ข้อกำหนดการใช้งาน/ }))
    await user.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/profile'))
    const body = server.calls('auth.registerLine')[0]?.body as FormData
    expect(Object.fromEntries(body.entries())).toEqual({
      email: 'mali@example.com',
      display_name: 'มะลิ ไลน์',
      birth_date: '2009-02-03',
      guardian_email: 'mali.parent@example.com',
      accept_terms: 'true',
      marketing_consent: 'false',
      signup_ticket: 'ticket-1',
    })
  })

  it('keeps the page a newcomer came from through the registration form', async () => {
    sessionStorage.setItem('klass.line.next', '/bank')
    vi.stubGlobal(
      'fetch',
      createFakeApi({
        'auth.providers': () => json(200, providers),
        'auth.loginLine': () => json(200, { data: { signup_ticket: 'ticket-2', profile: lineProfile } }),
      }).fetch,
    )
    const { router } = renderApp(`/line?code=newcomer-with-target&state=${STATE}`)
    await waitFor(() => expect(router.state.location.search).toBe('?via=line&redirect=%2Fbank'))
    expect(await screen.findByRole('heading', { name: 'สมัครสมาชิกด้วย LINE' })).toBeInTheDocument()
  })

  it('signs a LINE member in and returns them to the page they came from', async () => {
    sessionStorage.setItem('klass.line.next', '/profile?tab=skills')
    vi.stubGlobal(
      'fetch',
      createFakeApi({
        'auth.providers': () => json(200, providers),
        'auth.loginLine': () => json(200, tokens),
        'user.get': () => json(200, { data: fullProfile() }),
        'user.koins': () => json(200, { items: [], total: 0, page: 1, pages: 0 }),
        'user.skills': () => json(200, { items: [], total: 0, page: 1, pages: 0 }),
        'user.identities': () =>
          json(200, { data: { email: 'demo@klass.test', password: true, identities: [] } }),
      }).fetch,
    )
    const { router } = renderApp(`/line?code=member-code&state=${STATE}`)
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'))
    expect(router.state.location.search).toBe('?tab=skills')
  })

  it('shows LINE’s refusal in Thai with a way to try again', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeApi({
        'auth.loginLine': () =>
          json(400, {
            error: { code: 'SIGN_IN_FLOW_INVALID', message: 'การเข้าสู่ระบบด้วย LINE ไม่สำเร็จหรือหมดเวลาแล้ว' },
          }),
      }).fetch,
    )
    renderApp(`/line?code=refused-code&state=${STATE}`)
    expect(await screen.findByText('การเข้าสู่ระบบด้วย LINE ไม่สำเร็จหรือหมดเวลาแล้ว')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'ลองเข้าสู่ระบบด้วย LINE อีกครั้ง' })).toBeInTheDocument()
  })

  it('sends nothing when the person cancelled on LINE', async () => {
    const server = createFakeApi({})
    vi.stubGlobal('fetch', server.fetch)
    renderApp('/line?error=access_denied&state=x')
    expect(await screen.findByText(/คุณยกเลิกการเข้าสู่ระบบด้วย LINE แล้ว/)).toBeInTheDocument()
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0)
  })

  it('sends a member who opens it to the Official Account page', async () => {
    signInAs()
    vi.stubGlobal(
      'fetch',
      createFakeApi({
        'auth.providers': () => json(200, providers),
        'line.settings': () => json(200, settings()),
      }).fetch,
    )
    const { router } = renderApp('/line')
    await waitFor(() => expect(router.state.location.pathname).toBe('/line/id'))
  })
})

describe('/line/id', () => {
  it('turns one reminder off for a linked member', async () => {
    signInAs()
    const server = createFakeApi({
      'auth.providers': () => json(200, providers),
      'line.settings': () => json(200, settings()),
      'line.updateSettings': () =>
        json(
          200,
          settings({
            reminders: {
              thaweesup_due: true,
              dca_reminder: true,
              krazy_day: true,
              event_tomorrow: true,
              streak: false,
              daily_quiz: true,
            },
          }),
        ),
    })
    vi.stubGlobal('fetch', server.fetch)
    renderApp('/line/id')
    const streak = await screen.findByRole('switch', { name: 'Streak ใกล้ขาด' })
    expect(streak).toBeChecked()
    expect(screen.getByRole('link', { name: /เพิ่มเพื่อน @klass/ })).toHaveAttribute(
      'href',
      'https://line.me/R/ti/p/%40klass',
    )
    await userEvent.setup().click(streak)
    await waitFor(() => expect(streak).not.toBeChecked())
    expect(server.calls('line.updateSettings')[0]?.body).toEqual({ reminders: { streak: false } })
  })

  it('tells a member who blocked the Official Account why nothing arrives', async () => {
    signInAs()
    vi.stubGlobal(
      'fetch',
      createFakeApi({
        'auth.providers': () => json(200, providers),
        'line.settings': () => json(200, settings({ blocked: true })),
      }).fetch,
    )
    renderApp('/line/id')
    expect(await screen.findByText(/คุณบล็อกบัญชี LINE ของ Klass อยู่/)).toBeInTheDocument()
  })
})

describe('sign-in methods on /profile', () => {
  it('shows why the last way to sign in cannot be unlinked', async () => {
    signInAs()
    vi.stubGlobal(
      'fetch',
      createFakeApi({
        'auth.providers': () => json(200, providers),
        'user.get': () => json(200, { data: fullProfile() }),
        'user.koins': () => json(200, { items: [], total: 0, page: 1, pages: 0 }),
        'user.identities': () =>
          json(200, {
            data: {
              email: 'mali@example.com',
              password: false,
              identities: [
                { provider: 'line', display_name: 'มะลิ ไลน์', linked_at: '2026-11-01T03:00:00.000Z' },
              ],
            },
          }),
        'user.unlinkIdentity': () =>
          json(409, {
            error: {
              code: 'LAST_SIGN_IN_METHOD',
              message: 'ยกเลิกไม่ได้ เพราะจะไม่เหลือช่องทางเข้าสู่ระบบ กรุณาตั้งรหัสผ่านหรือเชื่อมช่องทางอื่นก่อน',
            },
          }),
      }).fetch,
    )
    renderApp('/profile')
    const card = (await screen.findByRole('heading', { name: 'ช่องทางเข้าสู่ระบบ' })).closest('div')!
    expect(await within(card).findByText(/ยังไม่ได้ตั้งรหัสผ่าน/)).toBeInTheDocument()
    await userEvent.setup().click(within(card).getByRole('button', { name: 'ยกเลิกการเชื่อม LINE' }))
    expect(await within(card).findByText(/ยกเลิกไม่ได้ เพราะจะไม่เหลือช่องทางเข้าสู่ระบบ/)).toBeInTheDocument()
  })
})
