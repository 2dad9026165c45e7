import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { stubEconomyApi } from '../../../test/economy-fixtures'
import { json } from '../../../test/fake-api'
import { renderApp, signInAs } from '../../../test/render-app'
import { bankAccounts, fixedDeposit, schedule, statementLine, thaweesupAccount } from '../accounts-fixture'

beforeEach(() => {
  // jsdom draws no canvas: the page shows the allocation as text alone.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
})

describe('/bank', () => {
  it('sends a visitor to log in first', async () => {
    stubEconomyApi({})
    const { router } = renderApp('/bank')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toBe('?redirect=%2Fbank')
  })

  it('shows the practice net worth and every account the member holds, marked as practice money', async () => {
    stubEconomyApi({
      'bank.accounts': () =>
        json(200, {
          data: bankAccounts({
            netWorth: '25650.00',
            fixed: [fixedDeposit({ number: 'FD-0007', term: 12, principal: '10000.00' })],
            thaweesup: thaweesupAccount({
              paid: 3,
              missed: 1,
              schedule: schedule(['paid', 'paid', 'missed', 'paid']),
            }),
          }),
        }),
    })
    signInAs()
    renderApp('/bank')
    expect(await screen.findByRole('heading', { level: 1, name: 'ธนาคารฝึกหัด' })).toBeInTheDocument()
    expect(await screen.findByText('฿25,650.00')).toBeInTheDocument()
    expect(screen.getByText('เงินฝึกหัด ไม่ใช่เงินจริง')).toBeInTheDocument()

    const savings = screen.getByRole('region', { name: 'บัญชีออมทรัพย์ฝึกหัด' })
    expect(savings).toHaveTextContent('฿3,350.00')
    expect(savings).toHaveTextContent('0.45% ต่อปี')
    expect(savings).toHaveTextContent('ดอกเบี้ยสะสม (จ่ายเข้าบัญชี 31 ธ.ค. 2569)฿2.15')
    expect(savings).toHaveTextContent('ดอกเบี้ยที่ยังไม่ต้องเสียภาษีปีนี้฿20,000.00')

    const fixed = screen.getByRole('region', { name: 'ฝากประจำ 12 เดือน เลขที่ FD-0007' })
    expect(fixed).toHaveTextContent('฿10,000.00')
    expect(fixed).toHaveTextContent('รับเมื่อครบกำหนด฿5,026.35')

    const thaweesup = screen.getByRole('region', { name: 'ทวีทรัพย์ 24 เดือน เลขที่ TW-0001' })
    expect(thaweesup).toHaveTextContent('ชำระแล้ว3 งวด')
    expect(thaweesup).toHaveTextContent('ขาดส่ง1 งวด')
    expect(within(thaweesup).getByRole('alert')).toHaveTextContent('ขาดส่งได้อีก 1 งวด')

    const holdings = screen.getByRole('list', { name: 'กองทุนรวมที่ถืออยู่' })
    expect(within(holdings).getByRole('link', { name: 'KP-EQ — กองทุนฝึกหัดหุ้นไทยเติบโต' })).toHaveAttribute(
      'href',
      '/bank/fund?code=KP-EQ',
    )
    expect(holdings).toHaveTextContent('จำนวนหน่วย100.0000')
    expect(holdings).toHaveTextContent('มูลค่าตอนนี้฿1,250.00')
    expect(holdings).toHaveTextContent('+฿150.00 (+13.64%)')

    const orders = screen.getByRole('list', { name: 'คำสั่งซื้อขายที่รอประกาศ NAV' })
    expect(orders).toHaveTextContent('ซื้อ KP-GOLD — กองทุนฝึกหัดทองคำ')
    expect(orders).toHaveTextContent('฿400.00')

    expect(screen.getByText('อัตราดอกเบี้ยฝึกหัด มีผลตั้งแต่ 1 พ.ย. 2569')).toBeInTheDocument()
    expect(screen.getByRole('row', { name: 'ฝากประจำ 12 เดือน 1.40%' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'ออมทรัพย์ ฝากประจำ ทวีทรัพย์' })).toHaveAttribute(
      'href',
      '/bank/saving',
    )
    expect(screen.getByRole('link', { name: 'กองทุนรวมฝึกหัด' })).toHaveAttribute('href', '/bank/fund')
  })

  it('gives the allocation chart a text alternative: the five shares in baht and percent', async () => {
    stubEconomyApi({ 'bank.accounts': () => json(200, { data: bankAccounts() }) })
    signInAs()
    renderApp('/bank')
    const shares = within(await screen.findByRole('list', { name: 'สัดส่วนเงินฝึกหัด' })).getAllByRole('listitem')
    expect(shares.map((share) => share.textContent)).toEqual([
      'ออมทรัพย์฿3,350.0033.50%',
      'ฝากประจำ฿5,000.0050.00%',
      'ทวีทรัพย์฿0.000.00%',
      'กองทุนรวม฿1,250.0012.50%',
      'รอซื้อกองทุน (รอประกาศ NAV)฿400.004.00%',
      'บัญชีกองทุนฝึกหัด (Robo)฿0.000.00%',
    ])
  })

  it('shows the statement in Thai with signed amounts, paged with ?page in the address', async () => {
    const server = stubEconomyApi({
      'bank.accounts': (request) => {
        const page = Number(request.query.get('page'))
        return json(200, {
          data: bankAccounts({
            statement: {
              items: [
                statementLine({
                  account: 'fixed',
                  accountNumber: 'FD-0001',
                  description: `ดอกเบี้ยเงินฝากประจำ หน้า ${page}`,
                  amount: page === 1 ? '-5000.00' : '26.35',
                }),
              ],
              total: 21,
              page,
              pages: 2,
            },
          }),
        })
      },
    })
    signInAs()
    const { router } = renderApp('/bank')
    const statement = await screen.findByRole('list', { name: 'รายการเดินบัญชี' })
    expect(statement).toHaveTextContent('ดอกเบี้ยเงินฝากประจำ หน้า 1')
    expect(statement).toHaveTextContent('ฝากประจำ FD-0001')
    expect(statement).toHaveTextContent('-฿5,000.00')
    expect(server.calls('bank.accounts')[0]?.query.toString()).toBe('page=1&limit=20')

    await userEvent.setup().click(screen.getByRole('button', { name: 'หน้า 2' }))
    expect(await screen.findByText('ดอกเบี้ยเงินฝากประจำ หน้า 2')).toBeInTheDocument()
    expect(screen.getByText('+฿26.35')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?page=2')
    expect(server.calls('bank.accounts').at(-1)?.query.toString()).toBe('page=2&limit=20')
  })

  it('shows the Thai message and a retry when the accounts cannot be loaded', async () => {
    stubEconomyApi({
      'bank.accounts': () =>
        json(500, { error: { code: 'INTERNAL_ERROR', message: 'ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง' } }),
    })
    signInAs()
    renderApp('/bank')
    expect(await screen.findByRole('alert')).toHaveTextContent('ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง')
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeInTheDocument()
    expect(screen.getByText('เงินฝึกหัด ไม่ใช่เงินจริง')).toBeInTheDocument()
  })
})
