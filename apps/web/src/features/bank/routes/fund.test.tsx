import type { FundDetail, FundHolding, FundOrder, FundSummary } from '@klass/contract/bank'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { page, stubEconomyApi } from '../../../test/economy-fixtures'
import { json } from '../../../test/fake-api'
import { renderApp, signInAs } from '../../../test/render-app'

const fundSummary = (overrides: Partial<FundSummary> = {}): FundSummary => ({
  code: 'KP-EQ',
  name: 'กองทุนฝึกหัดหุ้นไทยเติบโต',
  practice: true,
  riskLevel: 6,
  category: 'กองทุนรวมตราสารทุน',
  summary: 'ลงทุนในหุ้นไทยขนาดใหญ่',
  nav: '12.5000',
  navDate: '2026-11-20',
  return1Y: '13.64',
  frontFee: '1.50',
  minBuy: '1000.00',
  ...overrides,
})

const holding = (overrides: Partial<FundHolding> = {}): FundHolding => ({
  code: 'KP-EQ',
  name: 'กองทุนฝึกหัดหุ้นไทยเติบโต',
  riskLevel: 6,
  units: '100.0000',
  unitsPending: '0.0000',
  cost: '1100.00',
  nav: '12.5000',
  navDate: '2026-11-20',
  value: '1250.00',
  profit: '150.00',
  profitPercent: '13.64',
  ...overrides,
})

const fundDetail = (overrides: Partial<FundDetail> = {}): FundDetail => ({
  ...fundSummary(),
  description: ['กองทุนนี้เป็นกองทุนสมมติสำหรับฝึกลงทุน'],
  policy: 'ลงทุนในหุ้นจดทะเบียนในตลาดหลักทรัพย์ไม่น้อยกว่าร้อยละ 80 ของมูลค่าทรัพย์สินสุทธิ',
  managementFee: '1.25',
  inceptionDate: '2021-11-22',
  factsheet: {
    returns: { '1M': '4.17', '3M': '2.10', '6M': '8.70', '1Y': '13.64', '3Y': '5.20', '5Y': null },
    standardDeviation: '14.80',
    maxDrawdown: '-22.35',
  },
  history: [
    { date: '2021-11-22', nav: '10.0000' },
    { date: '2025-11-20', nav: '11.0000' },
    { date: '2026-05-20', nav: '11.5000' },
    { date: '2026-10-20', nav: '12.0000' },
    { date: '2026-11-20', nav: '12.5000' },
  ],
  orderNavDate: '2026-11-23',
  orderSettlesAt: '2026-11-23T11:00:00.000Z',
  holding: null,
  ...overrides,
})

const order = (overrides: Partial<FundOrder> = {}): FundOrder => ({
  id: '00000000-0000-4000-8000-00000000f001',
  side: 'buy',
  code: 'KP-EQ',
  name: 'กองทุนฝึกหัดหุ้นไทยเติบโต',
  status: 'pending',
  amount: '1000.00',
  fee: '15.00',
  units: null,
  navDate: '2026-11-23',
  nav: null,
  placedAt: '2026-11-21T09:00:00.000Z',
  settlesAt: '2026-11-23T11:00:00.000Z',
  ...overrides,
})

describe('/bank/fund — the practice funds by risk level', () => {
  it('sends the chosen risk level, the search and the page to the fund search', async () => {
    const server = stubEconomyApi({
      'bank.searchFund': (request) =>
        json(
          200,
          page(
            [fundSummary({ name: `กองทุนฝึกหัดหน้า ${request.query.get('page')}` })],
            Number(request.query.get('page')),
            2,
            9,
          ),
        ),
    })
    signInAs()
    const { router } = renderApp('/bank/fund')
    expect(await screen.findByRole('link', { name: 'กองทุนฝึกหัดหน้า 1' })).toHaveAttribute(
      'href',
      '/bank/fund?code=KP-EQ',
    )
    expect(screen.getByText(/เงินฝึกหัด ไม่ใช่เงินจริง/)).toBeInTheDocument()
    expect(server.calls('bank.searchFund')[0]?.query.toString()).toBe('type=all&page=1&limit=8')

    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'ระดับ 6' }))
    await waitFor(() => expect(router.state.location.search).toBe('?type=6'))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'ระดับ 6' })).toHaveAttribute('aria-pressed', 'true'),
    )

    await user.type(screen.getByRole('searchbox', { name: 'ค้นหากองทุน' }), 'หุ้น')
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }))
    // The search is in the address before the next page is asked for (the pager was there already).
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('หุ้น'))
    // The page has rendered with the search (it asked for it) before its pager is used.
    await waitFor(() => expect(server.calls('bank.searchFund').at(-1)?.query.get('q')).toBe('หุ้น'))
    await user.click(await screen.findByRole('button', { name: 'หน้า 2' }))
    expect(await screen.findByRole('link', { name: 'กองทุนฝึกหัดหน้า 2' })).toBeInTheDocument()
    expect(new URLSearchParams(router.state.location.search).toString()).toBe(
      `type=6&q=${encodeURIComponent('หุ้น')}&page=2`,
    )
    const last = server.calls('bank.searchFund').at(-1)?.query
    expect(Object.fromEntries(last ?? [])).toEqual({ type: '6', q: 'หุ้น', page: '2', limit: '8' })
  })

  it('shows each fund’s NAV with its date, one-year return, fee and minimum', async () => {
    stubEconomyApi({ 'bank.searchFund': () => json(200, page([fundSummary()])) })
    signInAs()
    renderApp('/bank/fund')
    const card = (await screen.findByRole('link', { name: 'กองทุนฝึกหัดหุ้นไทยเติบโต' })).closest('article')!
    expect(card).toHaveTextContent('ระดับ 6 · ความเสี่ยงสูง')
    expect(card).toHaveTextContent('12.5000 (20 พ.ย. 2569)')
    expect(card).toHaveTextContent('+13.64%')
    expect(card).toHaveTextContent('1.50%')
    expect(card).toHaveTextContent('฿1,000.00')
  })

  it('says so when no fund matches the search', async () => {
    stubEconomyApi({ 'bank.searchFund': () => json(200, page([])) })
    signInAs()
    renderApp('/bank/fund?q=zzz')
    expect(await screen.findByText('ไม่พบกองทุนที่ตรงกับการค้นหา')).toBeInTheDocument()
  })
})

describe('/bank/fund?code= — one practice fund', () => {
  beforeEach(() => {
    // jsdom draws no canvas: the page must stand on the chart's text alone.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
  })

  it('shows the factsheet figures and describes the NAV chart for the chosen range', async () => {
    const server = stubEconomyApi({ 'bank.detailFund': () => json(200, { data: fundDetail() }) })
    signInAs()
    renderApp('/bank/fund?code=KP-EQ')
    expect(await screen.findByRole('heading', { level: 1, name: 'กองทุนฝึกหัดหุ้นไทยเติบโต' })).toBeInTheDocument()
    expect(server.calls('bank.detailFund')[0]?.query.toString()).toBe('type=KP-EQ')
    expect(screen.getByText('กองทุนฝึกหัด', { selector: 'span' })).toBeInTheDocument()
    expect(screen.getByText(/เงินฝึกหัด ไม่ใช่เงินจริง/)).toBeInTheDocument()

    const factsheet = screen.getByRole('region', { name: 'ข้อมูลสำคัญของกองทุน' })
    expect(within(factsheet).getByRole('row', { name: '1 ปี +13.64%' })).toBeInTheDocument()
    expect(within(factsheet).getByRole('row', { name: '5 ปี (ต่อปี) กองทุนยังตั้งไม่ถึง' })).toBeInTheDocument()
    expect(factsheet).toHaveTextContent('14.80%')
    expect(factsheet).toHaveTextContent('-22.35%')
    expect(factsheet).toHaveTextContent('1.25% ต่อปี')
    expect(factsheet).toHaveTextContent('22 พฤศจิกายน 2564')

    const risk = screen.getByRole('region', { name: /ระดับความเสี่ยง 6 จาก 8/ })
    expect(within(risk).getByText('6')).toHaveAttribute('aria-current', 'true')

    const chart = screen.getByRole('region', { name: 'ราคาต่อหน่วย (NAV) ย้อนหลัง' })
    expect(chart).toHaveTextContent(
      'ช่วง 1 ปี: NAV 11.0000 บาท (20 พ.ย. 2568) → ล่าสุด 12.5000 บาท (20 พ.ย. 2569) เปลี่ยนแปลง +1.5000 บาท (+13.64%)',
    )
    const user = userEvent.setup()
    await user.click(within(chart).getByRole('button', { name: '1 เดือน' }))
    expect(chart).toHaveTextContent(
      'ช่วง 1 เดือน: NAV 12.0000 บาท (20 ต.ค. 2569) → ล่าสุด 12.5000 บาท (20 พ.ย. 2569) เปลี่ยนแปลง +0.5000 บาท (+4.17%)',
    )
    expect(within(chart).getByRole('img', { name: 'กราฟราคา NAV ช่วง 1 เดือน' })).toBeInTheDocument()
  })

  it('buys by amount after showing the fee and the NAV date, then shows the pending order', async () => {
    const server = stubEconomyApi({
      'bank.detailFund': () => json(200, { data: fundDetail() }),
      'bank.buyFund': () => json(201, { data: { order: order(), savingsBalance: '9000.00' } }),
    })
    signInAs()
    renderApp('/bank/fund?code=KP-EQ')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('จำนวนเงินที่จะซื้อ (บาท เงินฝึกหัด)'), '1000')
    const buy = screen.getByRole('region', { name: 'ซื้อหน่วยลงทุนด้วยเงินฝึกหัด' })
    expect(buy).toHaveTextContent('ค่าธรรมเนียมการซื้อ 1.50%฿15.00')
    expect(buy).toHaveTextContent('เงินที่นำไปซื้อหน่วยลงทุน฿985.00')
    expect(buy).toHaveTextContent(
      'ราคา NAV ของวันที่ 23 พ.ย. 2569 (ตัดรอบ 15:30 น.) ประกาศราคาและได้รับหน่วย 23 พ.ย. 2569 เวลา 18:00 น.',
    )

    await user.click(within(buy).getByRole('button', { name: 'ซื้อกองทุนนี้' }))
    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันคำสั่งซื้อ' })
    expect(server.calls('bank.buyFund')).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันการซื้อ' }))

    const placed = await screen.findByRole('status', { name: /ส่งคำสั่งซื้อแล้ว · รอประกาศราคา NAV/ })
    expect(placed).toHaveTextContent('ราคา NAV ของวันที่23 พ.ย. 2569')
    expect(placed).toHaveFocus()
    expect(screen.getByText('เงินออมทรัพย์ฝึกหัดคงเหลือ ฿9,000.00')).toBeInTheDocument()
    expect(server.calls('bank.buyFund')[0]?.body).toEqual({ code: 'KP-EQ', amount: '1000.00' })
    expect(server.calls('bank.buyFund')[0]?.headers['idempotency-key']).toBeTruthy()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('stops an amount below the fund’s minimum before it is sent', async () => {
    const server = stubEconomyApi({ 'bank.detailFund': () => json(200, { data: fundDetail() }) })
    signInAs()
    renderApp('/bank/fund?code=KP-EQ')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('จำนวนเงินที่จะซื้อ (บาท เงินฝึกหัด)'), '999.99')
    expect(screen.getByText('กองทุนนี้ซื้อขั้นต่ำ ฿1,000.00')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'ซื้อกองทุนนี้' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(server.calls('bank.buyFund')).toHaveLength(0)
  })

  it('shows the Thai message of a refused purchase and keeps the amount typed', async () => {
    stubEconomyApi({
      'bank.detailFund': () => json(200, { data: fundDetail() }),
      'bank.buyFund': () =>
        json(409, {
          error: { code: 'BANK_BALANCE_INSUFFICIENT', message: 'เงินฝึกหัดในบัญชีออมทรัพย์ไม่พอสำหรับรายการนี้' },
        }),
    })
    signInAs()
    renderApp('/bank/fund?code=KP-EQ')
    const user = userEvent.setup()
    const amount = await screen.findByLabelText('จำนวนเงินที่จะซื้อ (บาท เงินฝึกหัด)')
    await user.type(amount, '50000')
    await user.click(screen.getByRole('button', { name: 'ซื้อกองทุนนี้' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ยืนยันการซื้อ' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('เงินฝึกหัดในบัญชีออมทรัพย์ไม่พอสำหรับรายการนี้')
    expect(amount).toHaveValue('50000')
  })

  it('shows the member’s units, cost, value and profit', async () => {
    stubEconomyApi({
      'bank.detailFund': () =>
        json(200, { data: fundDetail({ holding: holding({ unitsPending: '20.0000' }) }) }),
    })
    signInAs()
    renderApp('/bank/fund?code=KP-EQ')
    const units = await screen.findByRole('region', { name: 'หน่วยลงทุนฝึกหัดของคุณ' })
    expect(units).toHaveTextContent('100.0000 หน่วย')
    expect(units).toHaveTextContent('หน่วยที่รอขาย20.0000 หน่วย')
    expect(units).toHaveTextContent('฿1,100.00')
    expect(units).toHaveTextContent('฿1,250.00')
    expect(units).toHaveTextContent('+฿150.00 (+13.64%)')
    expect(screen.getByText('ขายได้ 80.0000 หน่วย')).toBeInTheDocument()
  })

  it('sells every unit held after confirming, with the estimate at the latest NAV', async () => {
    const server = stubEconomyApi({
      'bank.detailFund': () => json(200, { data: fundDetail({ holding: holding() }) }),
      'bank.sellFund': () =>
        json(201, { data: { order: order({ side: 'sell', amount: null, fee: '0.00', units: '100.0000' }) } }),
    })
    signInAs()
    renderApp('/bank/fund?code=KP-EQ')
    const user = userEvent.setup()
    const sell = await screen.findByRole('region', { name: 'ขายหน่วยลงทุน' })
    await user.click(within(sell).getByRole('radio', { name: 'ขายทั้งหมด' }))
    expect(sell).toHaveTextContent('ประมาณ ฿1,250.00 ตาม NAV ล่าสุด 12.5000')
    expect(sell).toHaveTextContent('ประกาศราคาและเงินค่าขายเข้าบัญชีออมทรัพย์ฝึกหัด 23 พ.ย. 2569 เวลา 18:00 น.')
    await user.click(within(sell).getByRole('button', { name: 'ขายทั้งหมด' }))
    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันคำสั่งขาย' })
    expect(dialog).toHaveTextContent('ทั้งหมด 100.0000 หน่วย')
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันการขาย' }))

    const placed = await screen.findByRole('status', { name: /ส่งคำสั่งขายแล้ว · รอประกาศราคา NAV/ })
    expect(placed).toHaveTextContent('หน่วยที่ขาย100.0000 หน่วย')
    expect(server.calls('bank.sellFund')[0]?.body).toEqual({ code: 'KP-EQ', all: true })
  })

  it('sells a number of units and refuses more than can be sold', async () => {
    const server = stubEconomyApi({
      'bank.detailFund': () => json(200, { data: fundDetail({ holding: holding() }) }),
      'bank.sellFund': () =>
        json(201, { data: { order: order({ side: 'sell', amount: null, fee: '0.00', units: '40.5000' }) } }),
    })
    signInAs()
    renderApp('/bank/fund?code=KP-EQ')
    const user = userEvent.setup()
    const units = await screen.findByLabelText('จำนวนหน่วยที่จะขาย')
    await user.type(units, '100.0001')
    expect(screen.getByText('ขายได้ไม่เกิน 100.0000 หน่วย')).toBeInTheDocument()
    await user.clear(units)
    await user.type(units, '40.5')
    expect(screen.getByRole('region', { name: 'ขายหน่วยลงทุน' })).toHaveTextContent('ประมาณ ฿506.25')
    await user.click(screen.getByRole('button', { name: 'ขายหน่วยลงทุน' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ยืนยันการขาย' }))
    expect(await screen.findByRole('status', { name: /ส่งคำสั่งขายแล้ว/ })).toBeInTheDocument()
    expect(server.calls('bank.sellFund')[0]?.body).toEqual({ code: 'KP-EQ', units: '40.5000' })
  })

  it('shows the Thai message when the units are no longer there', async () => {
    stubEconomyApi({
      'bank.detailFund': () => json(200, { data: fundDetail({ holding: holding() }) }),
      'bank.sellFund': () =>
        json(409, { error: { code: 'FUND_UNITS_INSUFFICIENT', message: 'หน่วยลงทุนที่ถืออยู่ไม่พอสำหรับคำสั่งขายนี้' } }),
    })
    signInAs()
    renderApp('/bank/fund?code=KP-EQ')
    const user = userEvent.setup()
    const units = await screen.findByLabelText('จำนวนหน่วยที่จะขาย')
    await user.type(units, '10')
    await user.click(screen.getByRole('button', { name: 'ขายหน่วยลงทุน' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ยืนยันการขาย' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('หน่วยลงทุนที่ถืออยู่ไม่พอสำหรับคำสั่งขายนี้')
    expect(units).toHaveValue('10')
  })

  it('shows the 404 page for a code that is no fund', async () => {
    stubEconomyApi({
      'bank.detailFund': () => json(404, { error: { code: 'FUND_NOT_FOUND', message: 'ไม่พบกองทุนนี้' } }),
    })
    signInAs()
    renderApp('/bank/fund?code=NOPE')
    expect(await screen.findByRole('heading', { name: /404 Not Found/ })).toBeInTheDocument()
  })
})
