import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { stubEconomyApi } from '../../../test/economy-fixtures'
import { json } from '../../../test/fake-api'
import { renderApp, signInAs } from '../../../test/render-app'
import { readGoalDraft } from '../goal-draft'
import { assessment, plan, projection, suitabilityQuestions } from '../robo-fixture'

describe('/robo/pre-question — the goal', () => {
  it('keeps the goal typed when the page is opened again (a reload) and takes it on to the plan', async () => {
    stubEconomyApi({
      'robo.takeRiskAssessment': () =>
        json(200, { data: { version: '2026-01', questions: suitabilityQuestions(), latest: assessment() } }),
      'robo.plan': () => json(200, { data: plan() }),
      'robo.calculateTargetValue': () => json(200, { data: projection() }),
    })
    signInAs()
    const first = renderApp('/robo/pre-question')
    expect(await screen.findByRole('heading', { level: 1, name: 'ตั้งเป้าหมายการลงทุน' })).toBeInTheDocument()
    const user = userEvent.setup()
    await user.click(screen.getByLabelText('การเรียนต่อ'))
    await user.type(screen.getByLabelText('ตั้งชื่อเป้าหมาย'), 'ทุนเรียนมหาวิทยาลัย')
    await user.type(screen.getByLabelText('เงินเป้าหมาย (บาท)'), '50000')
    await user.type(screen.getByLabelText('อีกกี่ปีจะใช้เงินก้อนนี้'), '5')
    await user.type(screen.getByLabelText('เงินลงทุนเริ่มต้น (บาท)'), '1000')
    await user.type(screen.getByLabelText('เงินลงทุนต่อเดือน (บาท)'), '700')
    first.unmount()

    const { router } = renderApp('/robo/pre-question')
    expect(await screen.findByLabelText('การเรียนต่อ')).toBeChecked()
    expect(screen.getByLabelText('ตั้งชื่อเป้าหมาย')).toHaveValue('ทุนเรียนมหาวิทยาลัย')
    expect(screen.getByLabelText('เงินเป้าหมาย (บาท)')).toHaveValue('50000')
    expect(screen.getByLabelText('อีกกี่ปีจะใช้เงินก้อนนี้')).toHaveValue('5')
    expect(screen.getByLabelText('เงินลงทุนเริ่มต้น (บาท)')).toHaveValue('1000')
    expect(screen.getByLabelText('เงินลงทุนต่อเดือน (บาท)')).toHaveValue('700')

    await user.click(screen.getByRole('button', { name: 'ต่อไป: ดูแผนการลงทุน' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/robo/create-plan'))
    expect(readGoalDraft()).toMatchObject({ goalKind: 'education', target: '50000', years: '5' })
  })

  it('says what is missing or wrong before going on', async () => {
    stubEconomyApi({})
    signInAs()
    const { router } = renderApp('/robo/pre-question')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('อีกกี่ปีจะใช้เงินก้อนนี้'), '41')
    expect(screen.getByText('ระยะเวลาไม่เกิน 40 ปี')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'ต่อไป: ดูแผนการลงทุน' }))
    expect(screen.getByText('กรุณาเลือกเป้าหมาย')).toBeInTheDocument()
    expect(screen.getByText('กรุณากรอกชื่อเป้าหมาย')).toBeInTheDocument()
    expect(screen.getByText('กรุณากรอกจำนวนเงิน')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/robo/pre-question')
  })
})
