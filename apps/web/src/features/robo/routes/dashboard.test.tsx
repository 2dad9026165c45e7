import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { stubEconomyApi } from '../../../test/economy-fixtures'
import { json } from '../../../test/fake-api'
import { renderApp, signInAs } from '../../../test/render-app'
import { detailReply, roboId, transactionLog } from '../robo-fixture'

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
})

describe('/robo/dashboard/{id} — one practice fund account', () => {
  it('shows the value, the return, the holdings against the plan and the way to each action', async () => {
    const id = roboId()
    stubEconomyApi({ 'robo.getMutualFundDetail': () => json(200, detailReply({ account: { id } })) })
    signInAs()
    renderApp(`/robo/dashboard/${id}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'บัญชีกองทุนฝึกหัดของฉัน' })).toBeInTheDocument()
    const figures = await screen.findByRole('region', { name: 'มูลค่าบัญชี' })
    expect(figures).toHaveTextContent('฿5,250.00')
    expect(figures).toHaveTextContent('เงินที่ลงทุน (ลงทุนเข้า หักที่ขายออก)฿5,000.00')
    expect(figures).toHaveTextContent('กำไร/ขาดทุน+฿250.00 (+5.00%)')
    expect(figures).toHaveTextContent('ผลตอบแทนแบบถ่วงน้ำหนักเวลา (ไม่นับเงินที่เติมหรือถอน)+4.80%')
    expect(within(figures).getByText('ตามแผน ถึงเป้าหมาย')).toBeInTheDocument()
    const holdings = screen.getByRole('list', { name: 'กองทุนในบัญชีเทียบกับแผน' })
    expect(within(holdings).getAllByRole('listitem')[0]).toHaveTextContent('สัดส่วนตอนนี้ 58.00% · ตามแผน 60.00%')
    const actions = screen.getByRole('navigation', { name: 'ทำรายการกับบัญชีนี้' })
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      `/robo/buy/${id}`,
      `/robo/sell/${id}`,
      `/robo/adjust-plan/${id}`,
      `/robo/setFormatMonthDCA?id=${id}`,
      `/robo/dca-detail/${id}`,
      `/robo/dashboard/calculate-graph?id=${id}`,
    ])
    expect(screen.getByText(/เงินฝึกหัด ไม่ใช่เงินจริง/)).toBeInTheDocument()
  })

  it('says when the goal is off track and which monthly amount puts it back', async () => {
    const id = roboId()
    stubEconomyApi({
      'robo.getMutualFundDetail': () =>
        json(
          200,
          detailReply({
            account: {
              id,
              onTrack: false,
              requiredMonthly: '950.00',
              rebalanceSuggested: true,
              drift: '7.50',
            },
          }),
        ),
    })
    signInAs()
    renderApp(`/robo/dashboard/${id}`)
    const figures = await screen.findByRole('region', { name: 'มูลค่าบัญชี' })
    expect(within(figures).getByText('ต่ำกว่าแผน')).toBeInTheDocument()
    expect(figures).toHaveTextContent(
      'ตอนนี้ต่ำกว่าแผน ถ้าลงทุนเดือนละ ฿950.00 จะกลับมาถึงเป้าหมาย (ตอนนี้ลงทุนเดือนละ ฿700.00)',
    )
    expect(screen.getByText(/สัดส่วนในบัญชีห่างจากแผน 7\.50% \(เกิน 5%\)/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'ดูรายการปรับสัดส่วน' })).toHaveAttribute(
      'href',
      `/robo/adjust-plan/${id}`,
    )
  })

  it('filters the transactions by type, with ทั้งหมด showing every type again', async () => {
    const id = roboId()
    const server = stubEconomyApi({
      'robo.getMutualFundDetail': (request) => {
        const type = request.query.get('type')
        const logs =
          type === 'sell'
            ? [transactionLog({ type: 'sell', description: 'ขายกองทุนฝึกหัดหุ้นไทยเติบโต', amount: '300.00' })]
            : [
                transactionLog({ description: 'ซื้อกองทุนฝึกหัดหุ้นไทยเติบโต' }),
                transactionLog({ type: 'sell', description: 'ขายกองทุนฝึกหัดหุ้นไทยเติบโต', amount: '300.00' }),
              ]
        return json(200, detailReply({ account: { id }, logs }))
      },
    })
    signInAs()
    const { router } = renderApp(`/robo/dashboard/${id}`)
    const filters = await screen.findByRole('group', { name: 'กรองตามประเภทรายการ' })
    expect(within(filters).getByRole('button', { name: 'ทั้งหมด' })).toHaveAttribute('aria-pressed', 'true')
    expect(within(screen.getByRole('list', { name: 'รายการธุรกรรม' })).getAllByRole('listitem')).toHaveLength(
      2,
    )
    expect(server.calls('robo.getMutualFundDetail')[0]?.query.get('type')).toBe('all')

    const user = userEvent.setup()
    await user.click(within(filters).getByRole('button', { name: 'ขาย' }))
    await waitFor(() => expect(router.state.location.search).toBe('?type=sell'))
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'รายการธุรกรรม' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    )
    expect(Object.fromEntries(server.calls('robo.getMutualFundDetail').at(-1)!.query)).toEqual({
      accountId: id,
      type: 'sell',
      page: '1',
      limit: '20',
    })
    expect(within(filters).getByRole('button', { name: 'ขาย' })).toHaveAttribute('aria-pressed', 'true')

    const callsBefore = server.calls('robo.getMutualFundDetail').length
    await user.click(within(filters).getByRole('button', { name: 'ทั้งหมด' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'รายการธุรกรรม' })).getAllByRole('listitem'),
      ).toHaveLength(2),
    )
    // Every type again: read from what was kept or asked anew as type=all (a late refresh of the sales
    // page may still arrive, and is not shown).
    const typesAskedSince = server
      .calls('robo.getMutualFundDetail')
      .slice(callsBefore)
      .map((made) => made.query.get('type'))
    expect(typesAskedSince.filter((type) => type !== 'sell').every((type) => type === 'all')).toBe(true)
  })

  it('keeps a failed read of the account on the page with its Thai message and a retry', async () => {
    const id = roboId()
    stubEconomyApi({
      'robo.getMutualFundDetail': (_request, count) =>
        count === 1
          ? json(500, { error: { code: 'INTERNAL_ERROR', message: 'ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง' } })
          : json(200, detailReply({ account: { id } })),
    })
    signInAs()
    renderApp(`/robo/dashboard/${id}`)
    const error = await screen.findByRole('alert')
    expect(error).toHaveTextContent('ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง')
    expect(screen.getByRole('heading', { level: 1, name: 'บัญชีกองทุนฝึกหัดของฉัน' })).toBeInTheDocument()
    const user = userEvent.setup()
    await user.click(within(error).getByRole('button', { name: 'ลองอีกครั้ง' }))
    expect(await screen.findByRole('region', { name: 'มูลค่าบัญชี' })).toHaveTextContent('฿5,250.00')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows the Thai message for an account that is not the member’s', async () => {
    stubEconomyApi({
      'robo.getMutualFundDetail': () =>
        json(404, { error: { code: 'ROBO_ACCOUNT_NOT_FOUND', message: 'ไม่พบบัญชีกองทุนฝึกหัดนี้ในชื่อของคุณ' } }),
    })
    signInAs()
    renderApp(`/robo/dashboard/${roboId()}`)
    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่พบบัญชีกองทุนฝึกหัดนี้ในชื่อของคุณ')
  })
})
