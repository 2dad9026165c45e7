import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { stubEconomyApi } from '../../../test/economy-fixtures'
import { json } from '../../../test/fake-api'
import { renderApp, signInAs } from '../../../test/render-app'
import { assessment, suitabilityQuestions } from '../robo-fixture'

const test = (latest: ReturnType<typeof assessment> | null = null) =>
  json(200, { data: { version: '2026-01', questions: suitabilityQuestions(), latest } })

async function answerEveryQuestion(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(await screen.findByRole('group', { name: /ข้อ 1\./ })).getByLabelText('น้อยกว่า 35 ปี'))
  const invested = screen.getByRole('group', { name: /ข้อ 2\./ })
  await user.click(within(invested).getByLabelText('พันธบัตรหรือกองทุนตราสารหนี้'))
  await user.click(within(invested).getByLabelText('หุ้นหรือกองทุนหุ้น'))
  await user.click(within(screen.getByRole('group', { name: /ข้อ 3\./ })).getByLabelText('ถือต่อไป'))
  await user.click(within(screen.getByRole('group', { name: /ข้อ 4\./ })).getByLabelText('ไม่มี'))
  await user.click(within(screen.getByRole('group', { name: /ข้อ 5\./ })).getByLabelText('ได้'))
}

describe('/robo/assessment — the suitability test', () => {
  it('sends every answer (several choices on the multiple-choice question) and shows the level it earns', async () => {
    const server = stubEconomyApi({
      'robo.takeRiskAssessment': () => test(),
      'robo.assessmentResult': () => json(201, { data: assessment() }),
    })
    signInAs()
    renderApp('/robo/assessment')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'แบบประเมินความเหมาะสมในการลงทุน' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/เงินฝึกหัด ไม่ใช่เงินจริง/)).toBeInTheDocument()
    const user = userEvent.setup()
    await answerEveryQuestion(user)
    expect(screen.getByText('ตอบแล้ว 5 จาก 5 ข้อ')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'ส่งคำตอบและดูผลประเมิน' }))

    const result = await screen.findByRole('region', { name: 'ผลการประเมินของคุณ' })
    expect(result).toHaveTextContent('ระดับ 3 · ปานกลางค่อนข้างสูง')
    expect(result).toHaveTextContent('คะแนน 27 จาก 40')
    expect(result).toHaveTextContent('กองทุนความเสี่ยงระดับ 1–5')
    expect(result).toHaveTextContent('ผลประเมินใช้ได้ถึง20 พฤศจิกายน 2571')
    expect(screen.getByRole('link', { name: 'ต่อไป: ตั้งเป้าหมายการลงทุน' })).toHaveAttribute(
      'href',
      '/robo/pre-question',
    )
    expect(server.calls('robo.assessmentResult')[0]?.body).toEqual({
      answers: [
        { question: 1, choices: [4] },
        { question: 2, choices: [2, 3] },
        { question: 3, choices: [3] },
        { question: 11, choices: [2] },
        { question: 12, choices: [1] },
      ],
    })
  })

  it('shows a refusal’s Thai message beside the question it names', async () => {
    const message = 'คำตอบเรื่องประสบการณ์ลงทุนขัดกันเอง: เลือก "มีเพียงเงินฝาก" คู่กับการลงทุนอื่นไม่ได้'
    stubEconomyApi({
      'robo.takeRiskAssessment': () => test(),
      'robo.assessmentResult': () =>
        json(400, { error: { code: 'ROBO_ANSWER_CONTRADICTORY', message, details: { question: 2 } } }),
    })
    signInAs()
    renderApp('/robo/assessment')
    const user = userEvent.setup()
    await answerEveryQuestion(user)
    await user.click(screen.getByRole('button', { name: 'ส่งคำตอบและดูผลประเมิน' }))

    const invested = screen.getByRole('group', { name: /ข้อ 2\./ })
    expect(await within(invested).findByText(message)).toBeInTheDocument()
    expect(invested).toHaveAttribute('aria-invalid', 'true')
    expect(within(screen.getByRole('group', { name: /ข้อ 1\./ })).queryByText(message)).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('marks the questions left unanswered and sends nothing', async () => {
    const server = stubEconomyApi({ 'robo.takeRiskAssessment': () => test() })
    signInAs()
    renderApp('/robo/assessment')
    const user = userEvent.setup()
    await user.click(within(await screen.findByRole('group', { name: /ข้อ 1\./ })).getByLabelText('45–55 ปี'))
    await user.click(screen.getByRole('button', { name: 'ส่งคำตอบและดูผลประเมิน' }))
    expect(within(screen.getByRole('group', { name: /ข้อ 3\./ })).getByText('กรุณาตอบข้อนี้')).toBeInTheDocument()
    expect(within(screen.getByRole('group', { name: /ข้อ 1\./ })).queryByText('กรุณาตอบข้อนี้')).toBeNull()
    expect(server.calls('robo.assessmentResult')).toHaveLength(0)
  })

  it('shows a valid latest result first and lets the member take the test again with the last answers', async () => {
    stubEconomyApi({
      'robo.takeRiskAssessment': () =>
        test(assessment({ level: 4, label: 'สูง', answers: [{ question: 1, choices: [2] }] })),
    })
    signInAs()
    renderApp('/robo/assessment')
    expect(await screen.findByRole('region', { name: 'ผลการประเมินของคุณ' })).toHaveTextContent('ระดับ 4 · สูง')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'ทำแบบประเมินใหม่' }))
    expect(within(screen.getByRole('group', { name: /ข้อ 1\./ })).getByLabelText('45–55 ปี')).toBeChecked()
    expect(screen.getByText('ตอบแล้ว 1 จาก 5 ข้อ')).toBeInTheDocument()
  })

  it('asks for the test again when the last result is past its two years', async () => {
    stubEconomyApi({ 'robo.takeRiskAssessment': () => test(assessment({ expired: true })) })
    signInAs()
    renderApp('/robo/assessment')
    expect(await screen.findByText(/ผลประเมินครั้งก่อนของคุณเกิน 2 ปีแล้ว/)).toBeInTheDocument()
    expect(screen.getByRole('group', { name: /ข้อ 1\./ })).toBeInTheDocument()
  })
})
