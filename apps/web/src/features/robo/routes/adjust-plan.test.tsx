import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { RecordedRequest } from '../../../test/fake-api'
import { stubEconomyApi } from '../../../test/economy-fixtures'
import { json } from '../../../test/fake-api'
import { renderApp, signInAs } from '../../../test/render-app'
import { detailReply, fundOrder, plan, projection, roboId } from '../robo-fixture'

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
})

const trades = (confirm: boolean) => ({
  data: {
    planId: 3,
    trades: [
      {
        code: 'KP-EQ',
        name: 'กองทุนฝึกหัดหุ้นไทยเติบโต',
        side: 'sell',
        amount: '105.00',
        units: '8.4000',
        weight: '42.00',
        targetWeight: '40.00',
      },
      {
        code: 'KP-FIX',
        name: 'กองทุนฝึกหัดตราสารหนี้',
        side: 'buy',
        amount: '105.00',
        units: null,
        weight: '58.00',
        targetWeight: '60.00',
      },
    ],
    savingsNeeded: '105.00',
    executed: confirm,
    orders: confirm
      ? [
          fundOrder({ side: 'sell', code: 'KP-EQ', amount: null, units: '8.4000' }),
          fundOrder({ side: 'buy', code: 'KP-FIX', name: 'กองทุนฝึกหัดตราสารหนี้', amount: '105.00' }),
        ]
      : [],
  },
})

const changed = { data: { current: projection(), changed: projection({ monthly: '900.00', onTrack: true }) } }
const adjustBody = (request: RecordedRequest) => request.body as { confirm: boolean; planId?: number }

describe('/robo/adjust-plan/{id} — back to the plan', () => {
  it('shows the trades first without placing them, then places them on confirming', async () => {
    const id = roboId()
    const server = stubEconomyApi({
      'robo.getMutualFundDetail': () => json(200, detailReply({ account: { id } })),
      'robo.plan': (request) => json(200, { data: plan({ id: Number(request.path.split('/').at(-1)) }) }),
      'robo.adjustMutualFund': (request) => json(200, trades(adjustBody(request).confirm)),
      'robo.getChangedTargetValue': () => json(200, changed),
    })
    signInAs()
    renderApp(`/robo/adjust-plan/${id}`)
    const list = await screen.findByRole('list', { name: 'รายการซื้อขายเพื่อปรับสัดส่วน' })
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      'ขาย กองทุนฝึกหัดหุ้นไทยเติบโต (KP-EQ)฿105.00สัดส่วนตอนนี้ 42.00% → เป้าหมาย 40.00% · ประมาณ 8.4000 หน่วย',
    )
    expect(screen.getByText(/ใช้เงินออมทรัพย์ฝึกหัดตอนนี้/)).toHaveTextContent('฿105.00')
    expect(server.calls('robo.adjustMutualFund').map((call) => call.body)).toEqual([
      { accountId: id, confirm: false },
    ])

    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'ยืนยันปรับสัดส่วน' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'ยืนยันการปรับสัดส่วน' })).getByRole('button', {
        name: 'ส่งคำสั่งปรับสัดส่วน',
      }),
    )
    const placed = await screen.findByRole('status', { name: /ส่งคำสั่งปรับสัดส่วนแล้ว/ })
    expect(within(placed).getAllByRole('listitem')).toHaveLength(2)
    expect(placed).toHaveTextContent('ซื้อ กองทุนฝึกหัดตราสารหนี้ (KP-FIX)')
    expect(server.calls('robo.adjustMutualFund').map((call) => call.body)).toContainEqual({
      accountId: id,
      confirm: true,
    })
  })

  it('offers only the plans within the member’s level and shows the trades of the one chosen', async () => {
    const id = roboId()
    const server = stubEconomyApi({
      'robo.getMutualFundDetail': () => json(200, detailReply({ account: { id }, plan: { memberLevel: 4 } })),
      'robo.plan': (request) => json(200, { data: plan({ id: Number(request.path.split('/').at(-1)) }) }),
      'robo.adjustMutualFund': (request) => json(200, trades(adjustBody(request).confirm)),
      'robo.getChangedTargetValue': () => json(200, changed),
    })
    signInAs()
    renderApp(`/robo/adjust-plan/${id}`)
    const plans = await screen.findByRole('group', {
      name: /แผนการลงทุน \(เลือกได้ไม่เกินระดับความเสี่ยงของคุณ: ระดับ 4\)/,
    })
    expect(within(plans).getAllByRole('radio')).toHaveLength(4)
    expect(within(plans).getByRole('radio', { name: /แผนระดับ 3.*\(แผนปัจจุบัน\)/ })).toBeChecked()
    const user = userEvent.setup()
    await user.click(within(plans).getByRole('radio', { name: /แผนระดับ 4/ }))
    await waitFor(() =>
      expect(server.calls('robo.adjustMutualFund').map((call) => call.body)).toContainEqual({
        accountId: id,
        planId: 4,
        confirm: false,
      }),
    )
  })

  it('says so when the account is already close to its plan', async () => {
    const id = roboId()
    stubEconomyApi({
      'robo.getMutualFundDetail': () => json(200, detailReply({ account: { id } })),
      'robo.plan': (request) => json(200, { data: plan({ id: Number(request.path.split('/').at(-1)) }) }),
      'robo.adjustMutualFund': () =>
        json(409, {
          error: {
            code: 'ROBO_NOTHING_TO_ADJUST',
            message: 'สัดส่วนการลงทุนใกล้เคียงแผนอยู่แล้ว หรือยังไม่มีหน่วยลงทุน จึงยังไม่ต้องปรับ',
          },
        }),
      'robo.getChangedTargetValue': () => json(200, changed),
    })
    signInAs()
    renderApp(`/robo/adjust-plan/${id}`)
    expect(await screen.findByText(/สัดส่วนการลงทุนใกล้เคียงแผนอยู่แล้ว/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'ยืนยันปรับสัดส่วน' })).not.toBeInTheDocument()
  })

  it('works out a changed goal against the goal as it stands', async () => {
    const id = roboId()
    const server = stubEconomyApi({
      'robo.getMutualFundDetail': () =>
        json(200, detailReply({ account: { id, targetDate: '2031-11-20', dca: null } })),
      'robo.plan': (request) => json(200, { data: plan({ id: Number(request.path.split('/').at(-1)) }) }),
      'robo.adjustMutualFund': (request) => json(200, trades(adjustBody(request).confirm)),
      'robo.getChangedTargetValue': (request) => {
        const monthly = (request.body as { monthly: string }).monthly
        return json(200, {
          data: { current: projection(), changed: projection({ monthly, onTrack: monthly === '900.00' }) },
        })
      },
    })
    signInAs()
    renderApp(`/robo/adjust-plan/${id}`)
    const goal = await screen.findByRole('region', { name: 'ลองเปลี่ยนเป้าหมาย' })
    const monthly = within(goal).getByLabelText('เงินลงทุนต่อเดือน (บาท)')
    expect(monthly).toHaveValue('700.00')
    const user = userEvent.setup()
    await user.clear(monthly)
    await user.type(monthly, '900')
    const table = await within(goal).findByRole('table', { name: 'เป้าหมายเดิมเทียบกับเป้าหมายใหม่' })
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /เงินลงทุนต่อเดือน/ })).toHaveTextContent('฿700.00฿900.00'),
    )
    expect(within(table).getByRole('row', { name: /สถานะ/ })).toHaveTextContent('ต่ำกว่าแผนตามแผน ถึงเป้าหมาย')
    const last = server.calls('robo.getChangedTargetValue').at(-1)?.body as Record<string, unknown>
    expect(last).toEqual({ accountId: id, target: '50000.00', years: expect.any(Number), monthly: '900.00' })
    expect(within(goal).getByRole('link', { name: 'ตั้งเงินลงทุนรายเดือน (DCA)' })).toHaveAttribute(
      'href',
      `/robo/setFormatMonthDCA?id=${id}`,
    )
  })
})
