import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { postCard } from '../../../test/content'
import { createFakeApi, json } from '../../../test/fake-api'
import { home, landing, premiumBottle } from '../../../test/home-fixtures'
import { renderApp } from '../../../test/render-app'

describe('/ live sections', () => {
  it('shows the newest articles, one tab per club, and the videos', async () => {
    const server = createFakeApi({
      'home.home': () => json(200, { data: home() }),
      'home.posts': () => json(200, { data: [postCard({ id: 2, title: 'ใช้เงินแบบรักษ์โลก' })] }),
    })
    vi.stubGlobal('fetch', server.fetch)
    renderApp('/')
    const articles = await screen.findByRole('region', { name: 'อ่านเรื่องเงินที่เพื่อน ๆ กำลังอ่าน' })
    expect(await within(articles).findByRole('link', { name: 'บทความใหม่ล่าสุด' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'ออมเงินทำไม ทำอย่างไร' })).toHaveAttribute(
      'href',
      '/video-page/detail/3/why-save',
    )

    await userEvent.setup().click(within(articles).getByRole('tab', { name: 'กรีนเนอรี่' }))
    expect(await within(articles).findByRole('link', { name: 'ใช้เงินแบบรักษ์โลก' })).toBeInTheDocument()
    expect(server.calls('home.posts')[0]?.query.get('category')).toBe('greenery')
    expect(screen.getByText('ตอนนี้ยังไม่มีของพรีเมียมให้แลก')).toBeInTheDocument()
  })

  it('shows the premiums with their koin price', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeApi({
        'home.home': () =>
          json(200, {
            data: home([premiumBottle]),
          }),
      }).fetch,
    )
    renderApp('/')
    expect(await screen.findByRole('link', { name: 'กระบอกน้ำ Klass' })).toHaveAttribute(
      'href',
      '/store/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b/klass-bottle',
    )
    expect(screen.getByText(/350\.00 koin/)).toBeInTheDocument()
  })

  it('offers a retry when the home data cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeApi({
        'home.home': () =>
          json(503, {
            error: { code: 'SERVICE_UNAVAILABLE', message: 'ระบบไม่พร้อมให้บริการชั่วคราว กรุณาลองใหม่ภายหลัง' },
          }),
      }).fetch,
    )
    renderApp('/')
    expect((await screen.findAllByRole('button', { name: 'ลองอีกครั้ง' })).length).toBeGreaterThan(0)
    // The clubs' cards stay, with Klass's first texts.
    const clubs = screen.getByRole('region', { name: 'หาคลับที่ใช่ แล้วเรียนรู้กับเพื่อนสายเดียวกัน' })
    expect(within(clubs).getAllByRole('link')).toHaveLength(5)
    expect(within(clubs).getByRole('link', { name: /Biz Master/ })).toHaveAttribute(
      'href',
      '/club/biz-master',
    )
  })

  it("shows the clubs' cards with the names, texts and order editors gave them", async () => {
    vi.stubGlobal('fetch', createFakeApi({ 'home.home': () => json(200, { data: home() }) }).fetch)
    renderApp('/')
    const clubs = await screen.findByRole('region', { name: 'หาคลับที่ใช่ แล้วเรียนรู้กับเพื่อนสายเดียวกัน' })
    const card = await within(clubs).findByRole('link', { name: /กรีนเนอรี่/ })
    expect(card).toHaveAttribute('href', '/club/greenery')
    expect(card).toHaveTextContent('ออมและลงทุนอย่างรักษ์โลก')
    expect(
      within(clubs)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/club/hit', '/club/greenery'])
  })

  it('shows the running SUPERQUEST season from its landing data', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeApi({
        'home.home': () => json(200, { data: home() }),
        'superquest.landingPage': () => json(200, { data: landing(null) }),
      }).fetch,
    )
    renderApp('/')
    const campaign = await screen.findByRole('region', { name: 'SUPERQUEST ซีซัน 1' })
    expect(campaign).toHaveTextContent('1 พ.ย. 2569 – 31 ม.ค. 2570')
    expect(campaign).toHaveTextContent('8 ภารกิจ · ผู้เข้าร่วม 1,520 คน')
    expect(within(campaign).getByRole('link', { name: 'ดูรายละเอียดแคมเปญ' })).toHaveAttribute(
      'href',
      '/superquest/about',
    )
  })

  it.each([
    [true, 'Krazy Day ลดกระหน่ำกลางเดือน', 'Krazy Day ลดกระหน่ำกลางเดือน เปิดแล้ว!'],
    [false, 'Krazy Day ต้อนรับเดือนใหม่', 'Krazy Day ต้อนรับเดือนใหม่ · เปิด 1 ธ.ค. 2569'],
    [true, 'ลดครึ่งราคาวันเด็ก', 'Krazy Day ลดครึ่งราคาวันเด็ก เปิดแล้ว!'],
  ])('names the krazy day once, open %s: %s (issue 20)', async (open, title, shown) => {
    vi.stubGlobal(
      'fetch',
      createFakeApi({
        'home.home': () => json(200, { data: home() }),
        'superquest.landingPage': () =>
          json(200, {
            data: landing({
              id: '7a1c2c1e-8d4b-4c56-9a43-1f1d7f1c2b3a',
              title,
              opensAt: '2026-12-01T03:00:00.000Z',
              closesAt: '2026-12-01T15:00:00.000Z',
              open,
            }),
          }),
      }).fetch,
    )
    renderApp('/')
    const campaign = await screen.findByRole('region', { name: 'SUPERQUEST ซีซัน 1' })
    await waitFor(() => expect(campaign).toHaveTextContent(shown))
    expect(campaign.textContent!.match(/Krazy Day/g)).toHaveLength(1)
  })
})
