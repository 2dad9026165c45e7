import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { page, stubEconomyApi } from '../../../test/economy-fixtures'
import { json } from '../../../test/fake-api'
import { renderApp, signInAs } from '../../../test/render-app'
import { accountSummary, notification, roboId } from '../robo-fixture'

describe('/robo/dca-detail/{id} — the DCA schedule', () => {
  it('lists the account’s DCA days with their status in Thai, and its settings', async () => {
    const id = roboId()
    const server = stubEconomyApi({
      'robo.getNotifications': () =>
        json(
          200,
          page([
            notification({ accountId: id, dueOn: '2026-12-05', status: 'coming' }),
            notification({ accountId: id, dueOn: '2026-11-05', status: 'missed' }),
            notification({ accountId: id, dueOn: '2026-10-05', status: 'done' }),
          ]),
        ),
      'robo.getMutualFund': () =>
        json(200, { data: { practice: true, accounts: [accountSummary({ id })], assessment: null } }),
    })
    signInAs()
    renderApp(`/robo/dca-detail/${id}`)
    const schedule = await screen.findByRole('list', { name: 'ตาราง DCA' })
    expect(
      within(schedule)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['5 ธ.ค. 2569ครั้งถัดไป', '5 พ.ย. 2569เงินออมไม่พอ ข้ามรอบนี้', '5 ต.ค. 2569ลงทุนแล้ว'])
    expect(Object.fromEntries(server.calls('robo.getNotifications')[0]!.query)).toEqual({
      accountId: id,
      page: '1',
      limit: '20',
    })
    expect(await screen.findByText(/ลงทุนวันที่ 5 ของทุกเดือน เดือนละ ฿700\.00 · การแจ้งเตือนเปิด/)).toBeInTheDocument()
  })

  it('says there is no schedule yet and leads to the DCA settings', async () => {
    stubEconomyApi({ 'robo.getNotifications': () => json(200, page([])) })
    signInAs()
    renderApp('/robo/dca-detail')
    expect(await screen.findByText('ยังไม่มีกำหนดการ DCA')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'ตั้งค่า DCA' })).toHaveAttribute('href', '/robo/setFormatMonthDCA')
  })
})
