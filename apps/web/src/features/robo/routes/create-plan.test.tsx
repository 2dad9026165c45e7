import type { Assessment } from '@klass/contract/robo'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { stubEconomyApi } from '../../../test/economy-fixtures'
import { json } from '../../../test/fake-api'
import { renderApp, signInAs } from '../../../test/render-app'
import { saveGoalDraft, type GoalDraft } from '../goal-draft'
import { assessment, plan, projection, suitabilityQuestions } from '../robo-fixture'

const goal = (overrides: Partial<GoalDraft> = {}): GoalDraft => ({
  goalKind: 'education',
  goalName: 'ทุนเรียนมหาวิทยาลัย',
  target: '50000',
  years: '5',
  initial: '1000',
  monthly: '700',
  ...overrides,
})

const riskTest = (latest: Assessment | null) =>
  json(200, { data: { version: '2026-01', questions: suitabilityQuestions(), latest } })

beforeEach(() => {
  // jsdom draws no canvas: the page stands on the charts' text alone.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
})

describe('/robo/create-plan — the model plan and the goal worked out on it', () => {
  it('shows the plan for the member’s level and years, with its funds, statistics and the projection', async () => {
    saveGoalDraft(goal())
    const server = stubEconomyApi({
      'robo.takeRiskAssessment': () => riskTest(assessment({ level: 4, label: 'สูง' })),
      'robo.plan': () => json(200, { data: plan({ id: 4, level: 4, name: 'แผนเติบโต' }) }),
      'robo.calculateTargetValue': () => json(200, { data: projection() }),
    })
    signInAs()
    renderApp('/robo/create-plan')
    expect(await screen.findByRole('heading', { level: 1, name: 'แผนการลงทุนของคุณ' })).toBeInTheDocument()

    const planned = await screen.findByRole('region', { name: 'แผนเติบโต' })
    expect(server.calls('robo.plan')[0]?.path).toBe('/v2/api/mutualFundPlan/4')
    const funds = within(planned).getByRole('list', { name: 'สัดส่วนกองทุนของแผนเติบโต' })
    expect(
      within(funds)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^กองทุนฝึกหัดตราสารหนี้ \(KP-FIX\).*60\.00%$/),
      expect.stringMatching(/^กองทุนฝึกหัดหุ้นไทยเติบโต \(KP-EQ\).*40\.00%$/),
    ])
    expect(planned).toHaveTextContent('ผลตอบแทนคาดหวังต่อปี4.62%')
    expect(planned).toHaveTextContent('ความผันผวนต่อปี6.35%')
    expect(planned).toHaveTextContent('คำนวณจากราคา NAV ย้อนหลัง 3 ปี')
    expect(planned).toHaveTextContent('20 พ.ย. 2566 ถึง 20 พ.ย. 2569')

    const figures = await screen.findByRole('group', { name: 'ผลการคำนวณเป้าหมาย' })
    expect(figures).toHaveTextContent('มูลค่าที่คาดว่าจะได้ (ตามผลตอบแทนคาดหวัง)฿48,250.12')
    expect(figures).toHaveTextContent('เงินลงทุนต่อเดือนที่ทำให้ถึงเป้าหมาย฿729.50')
    expect(figures).toHaveTextContent('โอกาสถึงเป้าหมาย41.30%')
    expect(figures).toHaveTextContent('กรณีแย่ (5 ใน 100 ครั้งต่ำกว่านี้)฿41,010.55')
    expect(figures).toHaveTextContent('ค่ากลาง (ครึ่งหนึ่งสูงกว่า ครึ่งหนึ่งต่ำกว่า)฿47,900.00')
    expect(figures).toHaveTextContent('กรณีดี (5 ใน 100 ครั้งสูงกว่านี้)฿55,320.10')
    const chart = screen.getByRole('figure', { name: /fan chart/ })
    expect(chart).toHaveTextContent(
      /มูลค่าที่เป็นไปได้อยู่ระหว่าง ฿41,010\.55 \(กรณีแย่ 5%\) ถึง ฿55,320\.10 \(กรณีดี 95%\) ค่ากลาง ฿47,900\.00 จากเงินที่ลงทุนรวม ฿43,000\.00 เทียบกับเป้าหมาย ฿50,000\.00/,
    )
    expect(server.calls('robo.calculateTargetValue')[0]?.body).toEqual({
      planId: 4,
      target: '50000.00',
      years: 5,
      initial: '1000.00',
      monthly: '700.00',
    })
  })

  it('works the goal out again once the monthly amount is changed', async () => {
    saveGoalDraft(goal())
    const server = stubEconomyApi({
      'robo.takeRiskAssessment': () => riskTest(assessment()),
      'robo.plan': () => json(200, { data: plan() }),
      'robo.calculateTargetValue': (request) => {
        const monthly = (request.body as { monthly: string }).monthly
        return json(200, {
          data: projection({ monthly, requiredMonthly: '729.50', onTrack: monthly === '900.00' }),
        })
      },
    })
    signInAs()
    renderApp('/robo/create-plan')
    const monthly = await screen.findByLabelText('เงินลงทุนต่อเดือน (บาท)')
    expect(await screen.findByText('ต่ำกว่าแผน')).toBeInTheDocument()
    const user = userEvent.setup()
    await user.clear(monthly)
    await user.type(monthly, '900')

    expect(await screen.findByText('ตามแผน ถึงเป้าหมาย')).toBeInTheDocument()
    const sent = server
      .calls('robo.calculateTargetValue')
      .map((call) => (call.body as { monthly: string }).monthly)
    expect(sent[0]).toBe('700.00')
    expect(sent.at(-1)).toBe('900.00')
    // Worked out once the typing paused, not for every keystroke.
    expect(sent).not.toContain('9.00')
  })

  it('lowers the plan to what a short goal allows and says why', async () => {
    saveGoalDraft(goal({ years: '2' }))
    const server = stubEconomyApi({
      'robo.takeRiskAssessment': () => riskTest(assessment({ level: 5, label: 'สูงมาก' })),
      'robo.plan': () => json(200, { data: plan({ id: 2, level: 2, name: 'แผนมั่นคง' }) }),
      'robo.calculateTargetValue': () => json(200, { data: projection({ planId: 2 }) }),
    })
    signInAs()
    renderApp('/robo/create-plan')
    expect(await screen.findByText(/robo จึงใช้แผนระดับ 2 ซึ่งเสี่ยงน้อยกว่าระดับของคุณ/)).toBeInTheDocument()
    await waitFor(() => expect(server.calls('robo.plan')[0]?.path).toBe('/v2/api/mutualFundPlan/2'))
  })

  it('sends a member without a valid assessment to take it, saying why', async () => {
    saveGoalDraft(goal())
    const server = stubEconomyApi({ 'robo.takeRiskAssessment': () => riskTest(null) })
    signInAs()
    const { router } = renderApp('/robo/create-plan')
    await waitFor(() => expect(router.state.location.pathname).toBe('/robo/assessment'))
    expect(await screen.findByText(/ก่อนดูแผนการลงทุน กรุณาทำแบบประเมินความเสี่ยงก่อน/)).toBeInTheDocument()
    expect(server.calls('robo.plan')).toHaveLength(0)
  })
})
