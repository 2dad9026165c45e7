import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { page, stubEconomyApi } from '../../../test/economy-fixtures'
import { json } from '../../../test/fake-api'
import { renderApp, signInAs } from '../../../test/render-app'
import { accountSummary, assessment, newsItem } from '../robo-fixture'

describe('/robo — the robo advisor', () => {
  it('sends a visitor to log in first', async () => {
    stubEconomyApi({})
    const { router } = renderApp('/robo')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toBe('?redirect=%2Frobo')
  })

  it('explains the robo, says the money is practice money, and shows the member’s accounts and result', async () => {
    const account = accountSummary({ goalName: 'ทุนเรียนมหาวิทยาลัย', onTrack: false })
    stubEconomyApi({
      'robo.getMutualFund': () =>
        json(200, { data: { practice: true, accounts: [account], assessment: assessment() } }),
      'robo.news': () => json(200, page([newsItem()])),
    })
    signInAs()
    renderApp('/robo')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Robo ลงทุนกองทุนรวมฝึกหัด' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'robo advisor คืออะไร' })).toBeInTheDocument()
    expect(screen.getByText(/เงินฝึกหัด ไม่ใช่เงินจริง/).closest('p')).toHaveTextContent(
      'คำแนะนำในหน้านี้ไม่ใช่คำแนะนำการลงทุนจริง',
    )
    const card = await screen.findByRole('article', { name: 'ทุนเรียนมหาวิทยาลัย' })
    expect(card).toHaveTextContent('มูลค่าวันนี้฿5,250.00')
    expect(card).toHaveTextContent('เงินที่ลงทุน฿5,000.00')
    expect(card).toHaveTextContent('กำไร/ขาดทุน+฿250.00 (+5.00%)')
    expect(card).toHaveTextContent('ต่ำกว่าแผน')
    expect(card).toHaveTextContent('ลงทุนสม่ำเสมอ (DCA)วันที่ 5 · ฿700.00')
    expect(within(card).getByRole('link', { name: 'ดูบัญชีนี้' })).toHaveAttribute(
      'href',
      `/robo/dashboard/${account.id}`,
    )
    expect(screen.getByRole('region', { name: 'ผลประเมินความเสี่ยงล่าสุด' })).toHaveTextContent(
      'ระดับ 3 · ปานกลางค่อนข้างสูง (คะแนน 27) · ใช้ได้ถึง 20 พฤศจิกายน 2571',
    )
    const steps = screen.getByRole('list', { name: 'ขั้นตอนเริ่มต้น' })
    expect(
      within(steps)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/robo/assessment',
      '/robo/pre-question',
      '/robo/create-plan',
      '/robo/create-plan/step-create',
    ])
    expect(within(steps).getByRole('link', { name: /ทำแบบประเมินความเสี่ยง\s*\(ทำแล้ว\)/ })).toBeInTheDocument()
  })

  it('pages through the robo’s articles', async () => {
    const server = stubEconomyApi({
      'robo.getMutualFund': () => json(200, { data: { practice: true, accounts: [], assessment: null } }),
      'robo.news': (request) => {
        const at = Number(request.query.get('page'))
        return json(200, page([newsItem({ slug: `n${at}`, title: `บทความหน้า ${at}` })], at, 2, 6))
      },
    })
    signInAs()
    const { router } = renderApp('/robo')
    expect(await screen.findByRole('heading', { name: 'บทความหน้า 1' })).toBeInTheDocument()
    expect(screen.getByText('ยังไม่มีบัญชีกองทุนฝึกหัด')).toBeInTheDocument()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'หน้า 2' }))
    expect(await screen.findByRole('heading', { name: 'บทความหน้า 2' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?page=2')
    expect(Object.fromEntries(server.calls('robo.news').at(-1)!.query)).toEqual({ page: '2', limit: '5' })
  })
})
