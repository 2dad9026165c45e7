import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { CONSENT_KEY } from '../../lib/consent'
import { INVITE_DELAY_MS, INVITE_INTERVAL_MS, INVITE_KEY } from '../../lib/invite-popup'
import { fullProfile, memberProfile, renderApp, signInAs } from '../../test/render-app'
import { createFakeApi, json } from '../../test/fake-api'

const invite = () => screen.queryByRole('dialog', { name: 'มาเป็นสมาชิก Klass กันเถอะ!' })

describe('the register invitation popup (SPEC 9)', () => {
  it('appears 20 s after load for a visitor, once a month at most', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.parse('2026-11-22T03:00:00Z') })
    const first = renderApp('/')
    await screen.findByRole('heading', { level: 1 })
    act(() => vi.advanceTimersByTime(INVITE_DELAY_MS - 1000))
    expect(invite()).toBeNull()
    act(() => vi.advanceTimersByTime(1000))
    expect(invite()).not.toBeNull()
    expect(Number(localStorage.getItem(INVITE_KEY))).toBe(Date.now())
    fireEvent.click(screen.getByRole('button', { name: 'ปิดคำเชิญ' }))
    expect(invite()).toBeNull()
    first.unmount()

    // A new visit the next day: not again.
    act(() => vi.advanceTimersByTime(24 * 60 * 60 * 1000))
    const second = renderApp('/')
    await screen.findByRole('heading', { level: 1 })
    act(() => vi.advanceTimersByTime(INVITE_DELAY_MS))
    expect(invite()).toBeNull()
    second.unmount()

    // A month after it was shown: again.
    act(() => vi.advanceTimersByTime(INVITE_INTERVAL_MS))
    renderApp('/')
    await screen.findByRole('heading', { level: 1 })
    act(() => vi.advanceTimersByTime(INVITE_DELAY_MS))
    expect(invite()).not.toBeNull()
  })

  it.each(['/login', '/register'])('does not appear on %s', async (path) => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    renderApp(path)
    await screen.findAllByRole('heading', { level: 1 })
    act(() => vi.advanceTimersByTime(INVITE_DELAY_MS * 2))
    expect(invite()).toBeNull()
    expect(localStorage.getItem(INVITE_KEY)).toBeNull()
  })

  it('does not appear for members', async () => {
    vi.stubGlobal('fetch', createFakeApi({ 'user.get': () => json(200, { data: fullProfile() }) }).fetch)
    vi.useFakeTimers({ shouldAdvanceTime: true })
    signInAs(memberProfile())
    renderApp('/')
    await screen.findByRole('heading', { level: 1 })
    act(() => vi.advanceTimersByTime(INVITE_DELAY_MS * 2))
    expect(invite()).toBeNull()
  })
})

describe('cookie consent (SPEC 2/4/9)', () => {
  it('accept-all stores both flags and hides the banner', async () => {
    const user = userEvent.setup()
    renderApp('/')
    const banner = await screen.findByRole('region', { name: /เว็บไซต์นี้ใช้คุกกี้/ })
    await user.click(within(banner).getByRole('button', { name: 'ยอมรับทั้งหมด' }))
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY)!)).toMatchObject({ switch2: true, switch3: true })
    expect(screen.queryByRole('region', { name: /เว็บไซต์นี้ใช้คุกกี้/ })).not.toBeInTheDocument()
  })

  it('settings start with the optional switches off; accept stores the choice, cancel stores nothing', async () => {
    const user = userEvent.setup()
    renderApp('/')
    const banner = await screen.findByRole('region', { name: /เว็บไซต์นี้ใช้คุกกี้/ })

    await user.click(within(banner).getByRole('button', { name: 'ตั้งค่าคุกกี้' }))
    let dialog = screen.getByRole('dialog', { name: 'ตั้งค่าคุกกี้' })
    await user.click(within(dialog).getByRole('switch', { name: 'คุกกี้เพื่อการวิเคราะห์' }))
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }))
    expect(localStorage.getItem(CONSENT_KEY)).toBeNull()

    await user.click(within(banner).getByRole('button', { name: 'ตั้งค่าคุกกี้' }))
    dialog = screen.getByRole('dialog', { name: 'ตั้งค่าคุกกี้' })
    const analytics = within(dialog).getByRole('switch', { name: 'คุกกี้เพื่อการวิเคราะห์' })
    const marketing = within(dialog).getByRole('switch', { name: 'คุกกี้เพื่อการวัดผลและการตลาด' })
    expect(analytics).not.toBeChecked()
    expect(marketing).not.toBeChecked()
    expect(within(dialog).getByRole('switch', { name: 'คุกกี้ที่จำเป็น' })).toBeDisabled()
    await user.click(analytics)
    await user.click(within(dialog).getByRole('button', { name: 'ยอมรับ' }))
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY)!)).toMatchObject({ switch2: true, switch3: false })
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /เว็บไซต์นี้ใช้คุกกี้/ })).not.toBeInTheDocument(),
    )
    expect(document.querySelector('script[data-klass-analytics]')).toBeNull()
  })
})

describe('the drawer (SPEC 2 sidebar)', () => {
  it('opens with the sidebar items and groups, the version label, and closes on a link', async () => {
    const user = userEvent.setup()
    const { router } = renderApp('/')
    await user.click(await screen.findByRole('button', { name: 'เปิดเมนู' }))
    const drawer = screen.getByRole('dialog', { name: 'เมนู' })
    const nav = within(drawer).getByRole('navigation', { name: 'เมนูด้านข้าง' })
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual([
      '/',
      '/club/hit',
      '/club/biz-master',
      '/club/smart-society',
      '/club/play-yard',
      '/events',
      '/quiz/daily',
      '/quiz/month',
      '/quiz/final',
      '/quiz/money/Basic',
      '/quiz/money/Intermediate',
      '/quiz/money/Advanced',
      '/games',
      '/super-hero',
      '/club/greenery',
      '/video-page',
      '/store',
      '/bank',
      '/robo',
      '/superquest/about',
    ])
    expect(within(nav).getByRole('list', { name: 'KLASS' })).toBeInTheDocument()
    expect(within(nav).getByRole('list', { name: 'ภารกิจ' })).toBeInTheDocument()
    expect(within(drawer).getByText('เวอร์ชัน 1.2.3')).toBeInTheDocument()
    await user.click(within(nav).getByRole('link', { name: 'Robo ลงทุนกองทุนรวม' }))
    // The robo pages are for members: a visitor is asked to log in first, and comes back to /robo after.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toBe('?redirect=%2Frobo')
    expect(screen.queryByRole('dialog', { name: 'เมนู' })).not.toBeInTheDocument()
  })
})

describe('online status (SPEC 2)', () => {
  it('tells the person when the connection drops and when it is back', async () => {
    renderApp('/')
    await screen.findByRole('heading', { level: 1 })
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    expect(screen.getByText('คุณออฟไลน์อยู่ ตรวจสอบการเชื่อมต่ออินเทอร์เน็ต')).toBeInTheDocument()
    online.mockReturnValue(true)
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(screen.queryByText('คุณออฟไลน์อยู่ ตรวจสอบการเชื่อมต่ออินเทอร์เน็ต')).not.toBeInTheDocument()
    expect(screen.getByText('กลับมาออนไลน์แล้ว')).toBeInTheDocument()
  })
})
