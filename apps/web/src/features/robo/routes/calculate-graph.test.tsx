import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { stubEconomyApi } from '../../../test/economy-fixtures'
import { json } from '../../../test/fake-api'
import { renderApp, signInAs } from '../../../test/render-app'
import { detailReply, projection, roboId } from '../robo-fixture'

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
})

describe('/robo/dashboard/calculate-graph — the actual value against the projected fan', () => {
  it('describes the history and the fan in text, beside the chart', async () => {
    const id = roboId()
    const server = stubEconomyApi({
      'robo.getMutualFundDetail': () =>
        json(
          200,
          detailReply({
            account: {
              id,
              projection: projection({
                fan: [
                  { month: 0, invested: '5000.00', p5: '5250.00', p50: '5250.00', p95: '5250.00' },
                  { month: 60, invested: '47000.00', p5: '44100.00', p50: '51800.00', p95: '60200.00' },
                ],
              }),
            },
          }),
        ),
    })
    signInAs()
    renderApp(`/robo/dashboard/calculate-graph?id=${id}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'กราฟมูลค่าจริงเทียบกับเป้าหมาย' }),
    ).toBeInTheDocument()
    const chart = await screen.findByRole('figure', { name: /มูลค่าจริงจนถึงวันนี้/ })
    expect(chart).toHaveTextContent(
      'มูลค่าจริงวันนี้ (20 พ.ย. 2569) ฿5,250.00 จากเงินที่ลงทุน ฿5,000.00 · ตั้งแต่ 30 มิ.ย. 2569 มีข้อมูล 3 จุด',
    )
    expect(chart).toHaveTextContent(
      'เมื่อถึง 20 พ.ย. 2574 มูลค่าที่เป็นไปได้อยู่ระหว่าง ฿44,100.00 (กรณีแย่ 5%) ถึง ฿60,200.00 (กรณีดี 95%) ค่ากลาง ฿51,800.00',
    )
    expect(screen.getByRole('list', { name: 'มูลค่าที่อาจเป็นไปได้ในแต่ละปี' })).toBeInTheDocument()
    expect(screen.getByText(/โอกาสถึงเป้าหมาย ฿50,000\.00 คือ 41\.30%/)).toBeInTheDocument()
    expect(server.calls('robo.getMutualFundDetail')[0]?.query.get('accountId')).toBe(id)
  })
})
