import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { stubEconomyApi } from '../../../test/economy-fixtures'
import { json } from '../../../test/fake-api'
import { renderApp, signInAs } from '../../../test/render-app'
import { accountSummary, detailReply, fundOrder, roboId } from '../robo-fixture'

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
})

describe('/robo/buy/{id} — investing in the plan', () => {
  it('splits the amount by the plan’s weights, confirms, sends it and shows the orders placed', async () => {
    const id = roboId()
    const server = stubEconomyApi({
      'robo.getMutualFundDetail': () => json(200, detailReply({ account: { id } })),
      'robo.buyMutualFund': () =>
        json(201, {
          data: {
            orders: [
              fundOrder({ code: 'KP-FIX', name: 'กองทุนฝึกหัดตราสารหนี้', amount: '600.00' }),
              fundOrder({ code: 'KP-EQ', name: 'กองทุนฝึกหัดหุ้นไทยเติบโต', amount: '400.00' }),
            ],
            savingsBalance: '8000.00',
            account: accountSummary({ id }),
          },
        }),
    })
    signInAs()
    renderApp(`/robo/buy/${id}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'ลงทุนในกองทุนฝึกหัด' })).toBeInTheDocument()
    const user = userEvent.setup()
    const amount = await screen.findByLabelText('จำนวนเงินที่จะลงทุน (บาท เงินฝึกหัด)')
    expect(server.calls('robo.getMutualFundDetail')[0]?.query.get('accountId')).toBe(id)
    await user.type(amount, '499.99')
    expect(screen.getByText('ยอดลงทุนต่อครั้งขั้นต่ำ ฿500.00')).toBeInTheDocument()
    await user.clear(amount)
    await user.type(amount, '1000')
    const split = screen.getByRole('list', { name: 'เงินที่จะลงทุนในแต่ละกองทุน' })
    expect(
      within(split)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['กองทุนฝึกหัดตราสารหนี้ (KP-FIX) · 60.00%฿600.00', 'กองทุนฝึกหัดหุ้นไทยเติบโต (KP-EQ) · 40.00%฿400.00'])
    // The NAV date an order placed now takes, and the member's practice savings, from the account's detail.
    expect(screen.getByText(/^ส่งคำสั่งตอนนี้ได้ราคา NAV ของวันที่ 25 พ\.ย\. 2569 ซึ่งประกาศ/)).toBeInTheDocument()
    expect(screen.getByText(/มีอยู่ ฿8,000\.00/)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'ลงทุนตามแผน' }))
    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันการลงทุน' })
    expect(dialog).toHaveTextContent('ลงทุน ฿1,000.00 ในแผนสมดุลเติบโต ของบัญชี RB-000001')
    expect(server.calls('robo.buyMutualFund')).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันการลงทุน' }))

    const placed = await screen.findByRole('status', { name: 'ส่งคำสั่งซื้อแล้ว · รอประกาศราคา NAV' })
    const orders = within(placed).getAllByRole('listitem')
    expect(orders[0]).toHaveTextContent('ซื้อ กองทุนฝึกหัดตราสารหนี้ (KP-FIX)')
    expect(orders[0]).toHaveTextContent('ยอดซื้อ (รวมค่าธรรมเนียม)฿600.00')
    expect(orders[0]).toHaveTextContent('ราคา NAV ของวันที่23 พ.ย. 2569')
    expect(placed).toHaveTextContent('เงินออมทรัพย์ฝึกหัดคงเหลือ ฿8,000.00')
    expect(server.calls('robo.buyMutualFund')[0]?.body).toEqual({ accountId: id, amount: '1000.00' })
  })

  it('shows the Thai message when practice savings are short, keeping the amount typed', async () => {
    const id = roboId()
    stubEconomyApi({
      'robo.getMutualFundDetail': () => json(200, detailReply({ account: { id } })),
      'robo.buyMutualFund': () =>
        json(409, {
          error: { code: 'BANK_BALANCE_INSUFFICIENT', message: 'เงินฝึกหัดในบัญชีออมทรัพย์ไม่พอสำหรับรายการนี้' },
        }),
    })
    signInAs()
    renderApp(`/robo/buy/${id}`)
    const user = userEvent.setup()
    const amount = await screen.findByLabelText('จำนวนเงินที่จะลงทุน (บาท เงินฝึกหัด)')
    await user.type(amount, '20000')
    await user.click(screen.getByRole('button', { name: 'ลงทุนตามแผน' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ยืนยันการลงทุน' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('เงินฝึกหัดในบัญชีออมทรัพย์ไม่พอสำหรับรายการนี้')
    expect(amount).toHaveValue('20000')
  })

  it('lists the member’s accounts to choose from when none is in the address', async () => {
    const account = accountSummary({ goalName: 'ทริปญี่ปุ่น', goalKind: 'travel' })
    stubEconomyApi({
      'robo.getMutualFund': () =>
        json(200, { data: { practice: true, accounts: [account], assessment: null } }),
    })
    signInAs()
    renderApp('/robo/buy')
    const choices = await screen.findByRole('navigation', { name: 'เลือกบัญชีที่จะลงทุน' })
    expect(within(choices).getByRole('link', { name: /ทริปญี่ปุ่น/ })).toHaveAttribute(
      'href',
      `/robo/buy/${account.id}`,
    )
  })
})
