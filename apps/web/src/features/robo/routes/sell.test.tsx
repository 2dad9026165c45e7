import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { stubEconomyApi } from '../../../test/economy-fixtures'
import { json } from '../../../test/fake-api'
import { renderApp, signInAs } from '../../../test/render-app'
import { accountDetail, accountSummary, detailReply, fundOrder, roboId } from '../robo-fixture'

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
})

const sold = (id: string) =>
  json(201, {
    data: {
      orders: [fundOrder({ side: 'sell', code: 'KP-EQ', amount: null, units: '40.0000' })],
      savingsBalance: '7000.00',
      account: accountSummary({ id, value: '4750.00' }),
    },
  })

describe('/robo/sell/{id} — selling practice fund units', () => {
  it('shows the holdings and their estimated value, and sells an amount after a confirm step', async () => {
    const id = roboId()
    const server = stubEconomyApi({
      'robo.getMutualFundDetail': () => json(200, detailReply({ account: { id } })),
      'robo.saleMutualFund': () => sold(id),
    })
    signInAs()
    renderApp(`/robo/sell/${id}`)
    const holdings = await screen.findByRole('list', { name: 'หน่วยลงทุนที่ถืออยู่' })
    expect(within(holdings).getAllByRole('listitem')[1]).toHaveTextContent(
      'กองทุนฝึกหัดหุ้นไทยเติบโต (KP-EQ)176.4000 หน่วย × NAV 12.5000 (20 พ.ย. 2569)฿2,205.00',
    )
    expect(screen.getByText(/มูลค่าที่ขายได้โดยประมาณ/)).toHaveTextContent('฿5,250.00')

    const user = userEvent.setup()
    const amount = screen.getByLabelText('จำนวนเงินที่จะขาย (บาท)')
    await user.type(amount, '6000')
    expect(screen.getByText('ขายได้ไม่เกินมูลค่าหน่วยลงทุนโดยประมาณ ฿5,250.00')).toBeInTheDocument()
    await user.clear(amount)
    await user.type(amount, '500')
    await user.click(screen.getByRole('button', { name: 'ขายหน่วยลงทุน' }))
    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันการขาย' })
    expect(dialog).toHaveTextContent('มูลค่าโดยประมาณ ฿500.00')
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันการขาย' }))

    const placed = await screen.findByRole('status', { name: 'ส่งคำสั่งขายแล้ว · รอประกาศราคา NAV' })
    expect(placed).toHaveTextContent('ขาย กองทุนฝึกหัดหุ้นไทยเติบโต (KP-EQ)')
    expect(placed).toHaveTextContent('จำนวนหน่วย40.0000')
    expect(placed).toHaveTextContent('มูลค่าบัญชีกองทุนตอนนี้ ฿4,750.00')
    expect(server.calls('robo.saleMutualFund')[0]?.body).toEqual({ accountId: id, amount: '500.00' })
  })

  it('sells everything with `all` and no amount', async () => {
    const id = roboId()
    const server = stubEconomyApi({
      'robo.getMutualFundDetail': () => json(200, detailReply({ account: { id } })),
      'robo.saleMutualFund': () => sold(id),
    })
    signInAs()
    renderApp(`/robo/sell/${id}`)
    const user = userEvent.setup()
    await user.click(await screen.findByLabelText('ขายทั้งหมด'))
    expect(screen.queryByLabelText('จำนวนเงินที่จะขาย (บาท)')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'ขายหน่วยลงทุน' }))
    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันการขาย' })
    expect(dialog).toHaveTextContent('ขายหน่วยลงทุนทั้งหมด ของบัญชี RB-000001 มูลค่าโดยประมาณ ฿5,250.00')
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันการขาย' }))
    expect(await screen.findByRole('status', { name: /ส่งคำสั่งขายแล้ว/ })).toBeInTheDocument()
    expect(server.calls('robo.saleMutualFund')[0]?.body).toEqual({ accountId: id, all: true })
  })

  it('leaves out the units an earlier sale is still waiting on: they are not for sale again', async () => {
    const id = roboId()
    const [fixed, equity] = accountDetail().holdings
    stubEconomyApi({
      'robo.getMutualFundDetail': () =>
        json(
          200,
          detailReply({ account: { id, holdings: [fixed!, { ...equity!, unitsPending: '76.4000' }] } }),
        ),
    })
    signInAs()
    renderApp(`/robo/sell/${id}`)
    const holdings = await screen.findByRole('list', { name: 'หน่วยลงทุนที่ถืออยู่' })
    expect(within(holdings).getAllByRole('listitem')[1]).toHaveTextContent(
      '176.4000 หน่วย × NAV 12.5000 (20 พ.ย. 2569) · รอขาย 76.4000 หน่วย',
    )
    // ฿3,045.00 of KP-FIX and the 100 units of KP-EQ left at 12.5000.
    expect(screen.getByText(/มูลค่าที่ขายได้โดยประมาณ/)).toHaveTextContent(
      'มูลค่าที่ขายได้โดยประมาณ ฿4,295.00 (ไม่รวมหน่วยที่รอขายจากคำสั่งก่อนหน้า)',
    )
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('จำนวนเงินที่จะขาย (บาท)'), '5000')
    expect(screen.getByText('ขายได้ไม่เกินมูลค่าหน่วยลงทุนโดยประมาณ ฿4,295.00')).toBeInTheDocument()
  })
})
