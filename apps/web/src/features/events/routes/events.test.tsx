import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { eventDetail, eventSummary, stubEconomyApi } from '../../../test/economy-fixtures'
import { json } from '../../../test/fake-api'
import { fullProfile, memberProfile, renderApp, signInAs } from '../../../test/render-app'
import { servePageData } from '../../../test/served-page'

const monthOf = (request: { query: URLSearchParams }) => ({
  month: Number(request.query.get('fromMonth')),
  year: Number(request.query.get('fromYear')),
})

describe('/events', () => {
  it('shows a month as a calendar and a list, and moves between months', async () => {
    const server = stubEconomyApi({
      'events.upcoming': (request) => {
        const { month, year } = monthOf(request)
        const events =
          month === 11
            ? [
                eventSummary(),
                eventSummary({
                  title: 'Klass Live: เงินเฟ้อคืออะไร',
                  startsAt: '2026-11-30T12:00:00.000Z',
                  placeType: 'online',
                  placeLabel: 'ออนไลน์',
                  venue: 'ไลฟ์ทาง Klass',
                  province: null,
                  price: '0.00',
                  voucherAccepted: false,
                }),
                eventSummary({ title: 'เวิร์กช็อปที่นั่งเต็ม', status: 'full', seatsRemaining: 0 }),
              ]
            : []
        return json(200, { data: { from: { month, year }, to: { month, year }, events } })
      },
    })
    const { router } = renderApp('/events?month=2026-11')
    expect(await screen.findByRole('heading', { name: 'พฤศจิกายน 2569' })).toBeInTheDocument()
    // The month's heading comes from the address, before the month's events are asked for.
    await waitFor(() =>
      expect(server.calls('events.upcoming')[0]?.query.toString()).toBe(
        'fromMonth=11&fromYear=2026&toMonth=11&toYear=2026',
      ),
    )
    const workshop = (await screen.findByRole('link', { name: 'เวิร์กช็อปออมเงินฉบับเด็กมัธยม' })).closest(
      'article',
    )!
    expect(workshop).toHaveTextContent('วันเสาร์ที่ 28 พฤศจิกายน 2569 · 13:00 น.')
    expect(workshop).toHaveTextContent('ออนไซต์ · Klass Space สยาม จ.กรุงเทพมหานคร')
    expect(workshop).toHaveTextContent('30.00 koin หรือใช้บัตรเข้าร่วมกิจกรรม')
    expect(workshop).toHaveTextContent('เหลือ 12 จาก 40 ที่นั่ง')
    const live = screen.getByRole('link', { name: 'Klass Live: เงินเฟ้อคืออะไร' }).closest('article')!
    expect(live).toHaveTextContent('ฟรี')
    expect(live).toHaveTextContent('ออนไลน์')
    expect(screen.getByRole('link', { name: 'เวิร์กช็อปที่นั่งเต็ม' }).closest('article')).toHaveTextContent(
      'ที่นั่งเต็มแล้ว',
    )

    const user = userEvent.setup()
    const calendar = screen.getByRole('table', { name: 'ปฏิทินกิจกรรม พฤศจิกายน 2569' })
    await user.click(within(calendar).getByRole('button', { name: 'วันที่ 30 มี 1 กิจกรรม' }))
    expect(screen.queryByRole('link', { name: 'เวิร์กช็อปออมเงินฉบับเด็กมัธยม' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Klass Live: เงินเฟ้อคืออะไร' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'ดูทั้งเดือน' }))
    expect(screen.getByRole('link', { name: 'เวิร์กช็อปออมเงินฉบับเด็กมัธยม' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'เดือนถัดไป' }))
    expect(await screen.findByRole('heading', { name: 'ธันวาคม 2569' })).toBeInTheDocument()
    expect(await screen.findByText('ยังไม่มีกิจกรรมในธันวาคม 2569')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?month=2026-12')
    await user.click(screen.getByRole('button', { name: 'เดือนก่อน' }))
    await user.click(screen.getByRole('button', { name: 'เดือนก่อน' }))
    expect(await screen.findByRole('heading', { name: 'ตุลาคม 2569' })).toBeInTheDocument()
    await waitFor(() =>
      expect(server.calls('events.upcoming').map((call) => call.query.toString())).toContain(
        'fromMonth=10&fromYear=2026&toMonth=10&toYear=2026',
      ),
    )
  })

  it("shows the month's events the server wrote into the page before the API answers, for that month and a visitor only", async () => {
    const served = (month: number) =>
      servePageData({
        events: {
          from: { month, year: 2026 },
          to: { month, year: 2026 },
          events: [eventSummary({ title: 'กิจกรรมจากหน้าเว็บ' })],
        },
      })
    stubEconomyApi({ 'events.upcoming': () => 'hang' })
    let unserve = served(11)
    try {
      const visitor = renderApp('/events?month=2026-11')
      const event = await screen.findByRole('heading', { name: 'กิจกรรมจากหน้าเว็บ' })
      // The page's own answer, not a placeholder: the list is not dimmed as busy.
      expect(event.closest('[aria-busy]')).toBeNull()
      visitor.unmount()
      unserve()

      unserve = served(12)
      const otherMonth = renderApp('/events?month=2026-11')
      expect(await screen.findByRole('heading', { name: 'พฤศจิกายน 2569' })).toBeInTheDocument()
      expect(screen.queryByRole('heading', { name: 'กิจกรรมจากหน้าเว็บ' })).not.toBeInTheDocument()
      otherMonth.unmount()
      unserve()

      unserve = served(11)
      signInAs(memberProfile())
      renderApp('/events?month=2026-11')
      expect(await screen.findByRole('heading', { name: 'พฤศจิกายน 2569' })).toBeInTheDocument()
      expect(screen.queryByRole('heading', { name: 'กิจกรรมจากหน้าเว็บ' })).not.toBeInTheDocument()
    } finally {
      unserve()
    }
  })

  it('shows the next events the server wrote into the page for a month without any, before the API answers', async () => {
    const unserve = servePageData({
      events: { from: { month: 10, year: 2026 }, to: { month: 10, year: 2026 }, events: [] },
      nextEvents: {
        from: { month: 11, year: 2026 },
        to: { month: 1, year: 2027 },
        events: [eventSummary({ title: 'กิจกรรมเดือนหน้าจากหน้าเว็บ' })],
      },
    })
    try {
      stubEconomyApi({ 'events.upcoming': () => 'hang' })
      renderApp('/events?month=2026-10')
      expect(await screen.findByRole('heading', { name: 'กิจกรรมเดือนหน้าจากหน้าเว็บ' })).toBeInTheDocument()
    } finally {
      unserve()
    }
  })

  it('points a month without events to the next ones and opens their month', async () => {
    const december = eventSummary({
      title: 'ค่ายนักลงทุนรุ่นเยาว์',
      startsAt: '2026-12-05T02:00:00.000Z',
      endsAt: '2026-12-05T09:00:00.000Z',
    })
    const server = stubEconomyApi({
      'events.upcoming': (request) => {
        const { month, year } = monthOf(request)
        const to = { month: Number(request.query.get('toMonth')), year: Number(request.query.get('toYear')) }
        const events = month === 12 ? [december] : []
        return json(200, { data: { from: { month, year }, to, events } })
      },
    })
    const { router } = renderApp('/events?month=2026-11')
    expect(await screen.findByText(/ยังไม่มีกิจกรรมในพฤศจิกายน 2569/)).toBeInTheDocument()
    const next = await screen.findByRole('region', { name: 'กิจกรรมถัดไป' })
    expect(within(next).getByRole('link', { name: 'ค่ายนักลงทุนรุ่นเยาว์' }).closest('article')).toHaveTextContent(
      'วันเสาร์ที่ 5 ธันวาคม 2569 · 09:00 น.',
    )
    expect(server.calls('events.upcoming').map((call) => call.query.toString())).toContain(
      'fromMonth=12&fromYear=2026&toMonth=2&toYear=2027',
    )

    await userEvent.setup().click(within(next).getByRole('button', { name: 'ดูปฏิทินธันวาคม 2569' }))
    expect(await screen.findByRole('heading', { name: 'ธันวาคม 2569' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?month=2026-12')
    expect(await screen.findByRole('table', { name: 'ปฏิทินกิจกรรม ธันวาคม 2569' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'กิจกรรมถัดไป' })).not.toBeInTheDocument()
  })

  it('keeps the next events\u2019 place while they load, so the calendar below them does not jump on a phone', async () => {
    stubEconomyApi({
      'events.upcoming': (request) =>
        // The month asked for has no events; the months after it are still on their way.
        Number(request.query.get('toMonth')) === Number(request.query.get('fromMonth'))
          ? json(200, { data: { from: monthOf(request), to: monthOf(request), events: [] } })
          : 'hang',
    })
    renderApp('/events?month=2026-11')
    const waiting = await screen.findByRole('status', { name: 'กำลังหากิจกรรมถัดไป' })
    // The skeleton of the notice, the heading row and three event rows.
    expect(within(waiting).getAllByRole('status', { name: 'กำลังโหลดกิจกรรม' })).toHaveLength(1)
    expect(waiting.querySelectorAll('.h-28')).toHaveLength(3)
    expect(screen.getByRole('table', { name: 'ปฏิทินกิจกรรม พฤศจิกายน 2569' })).toBeInTheDocument()
    expect(screen.queryByText('ยังไม่มีกิจกรรมในพฤศจิกายน 2569')).not.toBeInTheDocument()
  })

  it('says a month is empty when nothing is planned in the months after it either', async () => {
    stubEconomyApi({
      'events.upcoming': (request) =>
        json(200, {
          data: { from: monthOf(request), to: monthOf(request), events: [] },
        }),
    })
    renderApp('/events?month=2026-11')
    expect(await screen.findByText('อีก 3 เดือนข้างหน้าก็ยังไม่มีกิจกรรม กิจกรรมใหม่จะประกาศที่หน้านี้')).toBeInTheDocument()
    expect(screen.getByText('ยังไม่มีกิจกรรมในพฤศจิกายน 2569')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'กิจกรรมถัดไป' })).not.toBeInTheDocument()
  })
})

describe('/events/{id}', () => {
  it('shows the Thai date, place, seats and price, and joins with koins', async () => {
    let koin = '100.00'
    const event = eventDetail()
    const server = stubEconomyApi({
      'user.get': () => json(200, { data: fullProfile({ koin }) }),
      'events.detail': () => json(200, { data: event }),
      'events.join': () => {
        koin = '70.00'
        return json(200, {
          data: {
            event: {
              ...event,
              joined: true,
              seatsRemaining: 11,
              canCancel: true,
              registration: {
                seatCode: '3F2A9C01',
                paidWith: 'koin',
                koinPaid: '30.00',
                joinedAt: '2026-11-23T02:00:00.000Z',
              },
            },
            koin,
          },
        })
      },
    })
    signInAs(memberProfile({ koin: '100.00' }))
    renderApp(`/events/${event.id}/saving-workshop`)
    expect(await screen.findByRole('heading', { level: 1, name: event.title })).toBeInTheDocument()
    const info = screen.getByRole('complementary', { name: 'ข้อมูลการลงทะเบียน' })
    expect(info).toHaveTextContent('วันเสาร์ที่ 28 พฤศจิกายน 2569')
    expect(info).toHaveTextContent('13:00–16:00 น.')
    expect(info).toHaveTextContent('ออนไซต์ · Klass Space สยาม')
    expect(info).toHaveTextContent('เหลือ 12 จาก 40 ที่นั่ง')

    const user = userEvent.setup()
    await user.click(within(info).getByRole('button', { name: 'ลงทะเบียน ใช้ 30.00 koin' }))
    expect(await within(info).findByText('คุณลงทะเบียนกิจกรรมนี้แล้ว 🎉')).toBeInTheDocument()
    expect(info).toHaveTextContent('ชำระด้วย 30.00 koin')
    expect(info).toHaveTextContent('เหลือ 11 จาก 40 ที่นั่ง')
    expect(server.calls('events.join')[0]?.query.toString()).toBe(`id=${event.id}&useVoucher=false`)
    await waitFor(() =>
      expect(within(screen.getByRole('banner')).getAllByText('70.00').length).toBeGreaterThan(0),
    )
  })

  it('joins with an event voucher from the store', async () => {
    const event = eventDetail({ vouchersAvailable: 1 })
    const server = stubEconomyApi({
      'events.detail': () => json(200, { data: event }),
      'events.join': () =>
        json(200, {
          data: {
            event: {
              ...event,
              joined: true,
              vouchersAvailable: 0,
              canCancel: true,
              registration: {
                seatCode: '3F2A9C01',
                paidWith: 'voucher',
                koinPaid: '0.00',
                joinedAt: '2026-11-23T02:00:00.000Z',
              },
            },
            koin: '100.00',
          },
        }),
    })
    signInAs()
    renderApp(`/events/${event.id}`)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'ใช้บัตรเข้าร่วมกิจกรรม (มี 1 ใบ)' }))
    expect(await screen.findByText('ใช้บัตรเข้าร่วมกิจกรรม')).toBeInTheDocument()
    expect(server.calls('events.join')[0]?.query.get('useVoucher')).toBe('true')
  })

  it('cancels a seat before the start after asking, and gives the koins back', async () => {
    const event = eventDetail({
      joined: true,
      canCancel: true,
      registration: {
        seatCode: '3F2A9C01',
        paidWith: 'koin',
        koinPaid: '30.00',
        joinedAt: '2026-11-23T02:00:00.000Z',
      },
    })
    const server = stubEconomyApi({
      'events.detail': () => json(200, { data: event }),
      'events.cancel': () =>
        json(200, {
          data: { event: { ...event, joined: false, canCancel: false, registration: null }, koin: '130.00' },
        }),
    })
    signInAs()
    renderApp(`/events/${event.id}`)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'ยกเลิกการลงทะเบียน' }))
    const dialog = await screen.findByRole('dialog', { name: 'ยกเลิกการลงทะเบียน?' })
    expect(dialog).toHaveTextContent('ระบบจะคืน 30.00 koin ให้คุณ')
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันยกเลิก' }))
    expect(await screen.findByText(/ยกเลิกการลงทะเบียนแล้ว/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'ลงทะเบียน ใช้ 30.00 koin' })).toBeInTheDocument()
    expect(server.calls('events.cancel')[0]?.query.toString()).toBe(`id=${event.id}`)
  })

  it('shows a full event as full with no way to join', async () => {
    const event = eventDetail({ status: 'full', seatsRemaining: 0 })
    stubEconomyApi({ 'events.detail': () => json(200, { data: event }) })
    signInAs()
    renderApp(`/events/${event.id}`)
    expect(await screen.findByRole('alert')).toHaveTextContent('ที่นั่งเต็มแล้ว')
    expect(screen.queryByRole('button', { name: /ลงทะเบียน/ })).not.toBeInTheDocument()
  })

  it('shows the server’s Thai message when the last seat went to someone else', async () => {
    const event = eventDetail()
    stubEconomyApi({
      'events.detail': () => json(200, { data: event }),
      'events.join': () => json(409, { error: { code: 'EVENT_FULL', message: 'กิจกรรมนี้ที่นั่งเต็มแล้ว' } }),
    })
    signInAs()
    renderApp(`/events/${event.id}`)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'ลงทะเบียน ใช้ 30.00 koin' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('กิจกรรมนี้ที่นั่งเต็มแล้ว')
  })

  it('shows why a cancellation is refused when the seat earned a mission reward that was spent', async () => {
    const event = eventDetail({
      joined: true,
      canCancel: true,
      registration: {
        seatCode: '3F2A9C01',
        paidWith: 'free',
        koinPaid: '0.00',
        joinedAt: '2026-11-23T02:00:00.000Z',
      },
    })
    const message =
      'ยกเลิกไม่ได้ เพราะรายการนี้ทำให้ภารกิจ SUPERQUEST สำเร็จและคุณรับรางวัลไปแล้ว แต่ koin ที่ได้ถูกใช้ไปแล้วหรือของรางวัลจัดส่งออกไปแล้ว จึงคืนรางวัลไม่ได้'
    stubEconomyApi({
      'events.detail': () => json(200, { data: event }),
      'events.cancel': () => json(409, { error: { code: 'MISSION_REWARD_SPENT', message } }),
    })
    signInAs()
    renderApp(`/events/${event.id}`)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'ยกเลิกการลงทะเบียน' }))
    const dialog = await screen.findByRole('dialog', { name: 'ยกเลิกการลงทะเบียน?' })
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันยกเลิก' }))
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(screen.getByText('คุณลงทะเบียนกิจกรรมนี้แล้ว 🎉')).toBeInTheDocument()
  })

  it('tells a member under 20 that a paid seat waits for their guardian, with a link to the profile', async () => {
    const event = eventDetail()
    const message =
      'สมาชิกอายุต่ำกว่า 20 ปีต้องได้รับความยินยอมจากผู้ปกครองก่อน จึงจะแลกของรางวัลที่จัดส่ง เข้าร่วมกิจกรรมที่ใช้ koin หรือเปิดบัญชี Robo ได้'
    stubEconomyApi({
      'events.detail': () => json(200, { data: event }),
      'events.join': () => json(403, { error: { code: 'GUARDIAN_CONSENT_NEEDED', message } }),
    })
    signInAs()
    renderApp(`/events/${event.id}`)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'ลงทะเบียน ใช้ 30.00 koin' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(message)
    expect(within(alert).getByRole('link', { name: 'ไปหน้าโปรไฟล์' })).toHaveAttribute('href', '/profile')
  })
})
