import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { stubEconomyApi } from '../../../test/economy-fixtures'
import { json } from '../../../test/fake-api'
import { renderApp, signInAs } from '../../../test/render-app'
import { accountSummary, detailReply, roboId } from '../robo-fixture'

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
})

describe('/robo/setFormatMonthDCA — the monthly investment', () => {
  it('sends the day, the amount and the reminder choice, and shows the next dates', async () => {
    const id = roboId()
    const server = stubEconomyApi({
      'robo.getMutualFundDetail': () => json(200, detailReply({ account: { id, dca: null } })),
      'robo.acceptNotifications': () =>
        json(200, {
          data: {
            dca: { day: 15, amount: '800.00', remind: false, nextOn: '2026-12-15', since: '2026-11-25' },
            upcoming: ['2026-12-15', '2027-01-15', '2027-02-15'],
          },
        }),
    })
    signInAs()
    renderApp(`/robo/setFormatMonthDCA?id=${id}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ตั้งค่าการลงทุนสม่ำเสมอ (DCA)' }),
    ).toBeInTheDocument()
    const user = userEvent.setup()
    const dca = await screen.findByRole('switch', { name: 'ลงทุนสม่ำเสมอทุกเดือน (DCA)' })
    expect(dca).not.toBeChecked()
    await user.click(dca)
    await user.selectOptions(screen.getByLabelText('วันที่ลงทุนของทุกเดือน'), 'วันที่ 15')
    const upcoming = screen.getByRole('list', { name: 'วันลงทุน 3 ครั้งถัดไป' })
    expect(within(upcoming).getAllByRole('listitem')).toHaveLength(3)
    for (const item of within(upcoming).getAllByRole('listitem')) expect(item.textContent).toMatch(/^15 /)
    const amount = screen.getByLabelText('จำนวนเงินต่อเดือน (บาท)')
    await user.clear(amount)
    await user.type(amount, '400')
    expect(screen.getByText('ยอดลงทุนต่อครั้งขั้นต่ำ ฿500.00')).toBeInTheDocument()
    await user.clear(amount)
    await user.type(amount, '800')
    await user.click(screen.getByRole('switch', { name: 'แจ้งเตือนในวันลงทุน' }))
    await user.click(screen.getByRole('button', { name: 'บันทึกการตั้งค่า' }))

    const saved = (await screen.findByText(/บันทึกแล้ว/)).closest<HTMLElement>('[role="status"]')!
    expect(saved).toHaveTextContent('บันทึกแล้ว ลงทุนวันที่ 15 ของทุกเดือน เดือนละ ฿800.00')
    expect(within(saved).getByRole('list', { name: 'วันลงทุนครั้งต่อไป' })).toHaveTextContent(
      '15 ธ.ค. 256915 ม.ค. 257015 ก.พ. 2570',
    )
    expect(server.calls('robo.acceptNotifications')[0]?.body).toEqual({
      accountId: id,
      day: 15,
      amount: '800.00',
      remind: false,
    })
  })

  it('turns DCA off with no day', async () => {
    const id = roboId()
    const server = stubEconomyApi({
      'robo.getMutualFundDetail': () => json(200, detailReply({ account: { id } })),
      'robo.acceptNotifications': () => json(200, { data: { dca: null, upcoming: [] } }),
    })
    signInAs()
    renderApp(`/robo/setFormatMonthDCA?id=${id}`)
    const user = userEvent.setup()
    const dca = await screen.findByRole('switch', { name: 'ลงทุนสม่ำเสมอทุกเดือน (DCA)' })
    expect(dca).toBeChecked()
    expect(screen.getByLabelText('วันที่ลงทุนของทุกเดือน')).toHaveValue('5')
    await user.click(dca)
    await user.click(screen.getByRole('button', { name: 'บันทึกการตั้งค่า' }))
    expect(await screen.findByText('ปิดการลงทุนสม่ำเสมอแล้ว')).toBeInTheDocument()
    expect(server.calls('robo.acceptNotifications')[0]?.body).toEqual({
      accountId: id,
      day: null,
      remind: true,
    })
  })

  it('lists the accounts to choose from without ?id=', async () => {
    const account = accountSummary()
    stubEconomyApi({
      'robo.getMutualFund': () =>
        json(200, { data: { practice: true, accounts: [account], assessment: null } }),
    })
    signInAs()
    renderApp('/robo/setFormatMonthDCA')
    const choices = await screen.findByRole('navigation', { name: 'เลือกบัญชีที่จะตั้ง DCA' })
    expect(within(choices).getByRole('link')).toHaveAttribute(
      'href',
      `/robo/setFormatMonthDCA?id=${account.id}`,
    )
  })
})
