import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { QuizSheet } from '@klass/contract/quiz'
import { appRoutes } from '../../../app/router'
import { createFakeApi, json } from '../../../test/fake-api'
import { fullProfile, renderApp, signInAs } from '../../../test/render-app'

const ids = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222']

const questions = [
  {
    id: ids[0]!,
    number: 1,
    topic: 'ดอกเบี้ยและดอกเบี้ยทบต้น',
    prompt: 'ฝากเงิน 1,000 บาท ดอกเบี้ยทบต้น 10% ต่อปี ครบ 2 ปีมีเงินเท่าไร',
    choices: ['1,200 บาท', '1,210 บาท'],
  },
  {
    id: ids[1]!,
    number: 2,
    topic: 'เงินเฟ้อ',
    prompt: 'เงินเฟ้อหมายถึงอะไร',
    choices: ['ราคาสินค้าโดยรวมสูงขึ้น', 'ราคาสินค้าโดยรวมลดลง'],
  },
]

function sheet(overrides: Partial<QuizSheet> = {}): QuizSheet {
  return {
    kind: 'daily',
    title: 'ควิซประจำวัน',
    description: 'ตอบ 2 ข้อทุกวัน',
    status: 'ready',
    questionCount: 2,
    questions,
    result: null,
    maxReward: { koin: '4.00', skill: 2, exp: 25 },
    period: '2026-11-18',
    streak: 3,
    level: null,
    timeLimitSeconds: null,
    startedAt: null,
    deadline: null,
    closesAt: null,
    ...overrides,
  }
}

const result = {
  score: 1,
  total: 2,
  submittedAt: '2026-11-18T07:00:00.000Z',
  reward: { koin: '2.00', skill: 1, exp: 15 },
  questions: [
    {
      ...questions[0]!,
      chosen: 1,
      correctChoice: 1,
      correct: true,
      explanation: 'ปีแรก 1,100 บาท ปีที่สอง 1,100 × 1.1 = 1,210 บาท',
    },
    {
      ...questions[1]!,
      chosen: 1,
      correctChoice: 0,
      correct: false,
      explanation: 'เงินเฟ้อคือระดับราคาสินค้าโดยรวมสูงขึ้นต่อเนื่อง',
    },
  ],
}

describe('/quiz/daily', () => {
  it('asks one question at a time, sends the answers, then shows the key, the reward and the new balance', async () => {
    let koin = '50.00'
    const server = createFakeApi({
      'user.get': () => json(200, { data: fullProfile({ koin }) }),
      'quiz.daily': () => json(200, { data: sheet() }),
      'quiz.answerDaily': () => {
        koin = '52.00'
        return json(200, { data: sheet({ status: 'answered', questions: [], result, streak: 4 }) })
      },
    })
    vi.stubGlobal('fetch', server.fetch)
    signInAs()
    renderApp('/quiz/daily')

    const user = userEvent.setup()
    expect(await screen.findByRole('heading', { name: /1\. ฝากเงิน 1,000 บาท/ })).toBeInTheDocument()
    expect(screen.getByText('ข้อ 1 จาก 2')).toBeInTheDocument()
    expect(screen.getByText(/ตอบต่อเนื่อง/)).toHaveTextContent('ตอบต่อเนื่อง 3 วัน')
    expect(screen.queryByText(/เงินเฟ้อหมายถึงอะไร/)).not.toBeInTheDocument()
    const next = screen.getByRole('button', { name: 'ข้อถัดไป' })
    expect(next).toBeDisabled()

    await user.click(screen.getByRole('radio', { name: /1,210 บาท/ }))
    await user.click(next)
    const second = await screen.findByRole('heading', { name: /2\. เงินเฟ้อหมายถึงอะไร/ })
    expect(second).toHaveFocus()
    expect(screen.getByRole('button', { name: 'ส่งคำตอบ' })).toBeDisabled()
    // Keyboard: Tab to the choices, arrow to the second, Enter submits the form.
    await user.click(screen.getByRole('radio', { name: /ราคาสินค้าโดยรวมสูงขึ้น/ }))
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('radio', { name: /ราคาสินค้าโดยรวมลดลง/ })).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'ส่งคำตอบ' }))

    expect(await screen.findByText('ได้ 1 จาก 2 ข้อ')).toBeInTheDocument()
    expect(server.calls('quiz.answerDaily')[0]?.body).toEqual({
      answers: [
        { questionId: ids[0], choice: 1 },
        { questionId: ids[1], choice: 1 },
      ],
    })
    const rewards = screen.getByRole('list', { name: 'รางวัลที่ได้รับ' })
    expect(rewards).toHaveTextContent('+2.00 koin')
    expect(rewards).toHaveTextContent('+1 skill point')
    expect(screen.getByText(/ตอบต่อเนื่อง/)).toHaveTextContent('ตอบต่อเนื่อง 4 วัน')
    expect(screen.getByText('คำตอบที่ถูก:').parentElement).toHaveTextContent('ราคาสินค้าโดยรวมสูงขึ้น')
    expect(screen.getByText(/เงินเฟ้อคือระดับราคาสินค้าโดยรวมสูงขึ้นต่อเนื่อง/)).toBeInTheDocument()
    await waitFor(() => expect(server.calls('user.get').length).toBeGreaterThanOrEqual(2))
    await waitFor(() => expect(screen.getAllByText('52.00').length).toBeGreaterThan(0))
  })

  it('shows the Thai refusal when today’s quiz was already answered elsewhere, then the stored result', async () => {
    const server = createFakeApi({
      'user.get': () => json(200, { data: fullProfile() }),
      'quiz.daily': (_request, count) =>
        json(200, { data: count === 1 ? sheet() : sheet({ status: 'answered', questions: [], result }) }),
      'quiz.answerDaily': () =>
        json(409, {
          error: {
            code: 'QUIZ_DAILY_ALREADY_ANSWERED',
            message: 'วันนี้คุณตอบควิซประจำวันไปแล้ว กลับมาตอบใหม่พรุ่งนี้นะ',
          },
        }),
    })
    vi.stubGlobal('fetch', server.fetch)
    signInAs()
    renderApp('/quiz/daily')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('radio', { name: /1,210 บาท/ }))
    await user.click(screen.getByRole('button', { name: 'ข้อถัดไป' }))
    await user.click(await screen.findByRole('radio', { name: /ราคาสินค้าโดยรวมสูงขึ้น/ }))
    await user.click(screen.getByRole('button', { name: 'ส่งคำตอบ' }))
    expect(await screen.findByText('ได้ 1 จาก 2 ข้อ')).toBeInTheDocument()
    expect(screen.getByText('วันนี้คุณตอบควิซประจำวันไปแล้ว กลับมาตอบใหม่พรุ่งนี้นะ')).toBeInTheDocument()
    expect(server.calls('quiz.daily')).toHaveLength(2)
  })
})

describe('/quiz/final', () => {
  it('starts the timed exam on the server and shows an accessible countdown to its deadline', async () => {
    const deadline = new Date(Date.now() + 30 * 60 * 1000).toISOString()
    const final = sheet({
      kind: 'final',
      title: 'สอบปลายภาค SUPERQUEST ซีซั่น 3',
      status: 'not-started',
      questions: [],
      timeLimitSeconds: 1800,
      questionCount: 30,
      closesAt: '2027-02-28T17:00:00.000Z',
      streak: null,
    })
    const server = createFakeApi({
      'user.get': () => json(200, { data: fullProfile() }),
      'quiz.finalExam': (request) =>
        json(200, {
          data:
            request.query.get('start') === 'true'
              ? { ...final, status: 'ready', questions, startedAt: new Date().toISOString(), deadline }
              : final,
        }),
    })
    vi.stubGlobal('fetch', server.fetch)
    signInAs()
    renderApp('/quiz/final')
    const user = userEvent.setup()
    expect(await screen.findByText(/มีเวลา 30 นาทีนับจากกดเริ่ม/)).toBeInTheDocument()
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'เริ่มทำข้อสอบ' }))
    const timer = await screen.findByRole('timer')
    expect(timer).toHaveAccessibleName(/^เวลาที่เหลือ (29 นาที 5\d|30 นาที 0) วินาที$/)
    expect(timer).toHaveTextContent(/เหลือเวลา (29:5\d|30:00)/)
    expect(screen.getByRole('radio', { name: /1,210 บาท/ })).toBeInTheDocument()
  })
})

describe('/quiz/final when the time runs out', () => {
  it('shows 00:00 and, once the grace for the network has passed, that the time is up', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const started = sheet({
      kind: 'final',
      title: 'สอบปลายภาค SUPERQUEST ซีซั่น 3',
      status: 'ready',
      timeLimitSeconds: 1800,
      streak: null,
      startedAt: new Date(Date.now() - 1800_000).toISOString(),
      deadline: new Date(Date.now() + 1000).toISOString(),
    })
    const server = createFakeApi({
      'user.get': () => json(200, { data: fullProfile() }),
      'quiz.finalExam': (_request, count) =>
        json(200, { data: count === 1 ? started : { ...started, status: 'time-up', questions: [] } }),
    })
    vi.stubGlobal('fetch', server.fetch)
    signInAs()
    renderApp('/quiz/final')
    expect(await screen.findByRole('timer')).toBeInTheDocument()
    await vi.advanceTimersByTimeAsync(2000)
    expect(screen.getByRole('timer')).toHaveTextContent('เหลือเวลา 00:00')
    expect(server.calls('quiz.finalExam')).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(17_000)
    expect(await screen.findByText(/หมดเวลาทำข้อสอบแล้ว/)).toBeInTheDocument()
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
  })
})

describe('/quiz/money/{level} and /profile/moneyAnswer', () => {
  it('starts a level with the button and links the result to the money answers in the profile', async () => {
    const money = sheet({
      kind: 'money',
      level: 'Basic',
      title: 'The Money Quiz ระดับพื้นฐาน (Basic)',
      status: 'not-started',
      questions: [],
      streak: null,
      period: null,
    })
    let stored = money
    const server = createFakeApi({
      'user.get': () => json(200, { data: fullProfile() }),
      'quiz.detailMoney': () => json(200, { data: { levels: [stored] } }),
      'quiz.money': () => {
        stored = { ...money, status: 'ready', questions }
        return json(200, { data: stored })
      },
      'quiz.answerMoney': () => {
        stored = { ...money, status: 'answered', questions: [], result }
        return json(200, { data: stored })
      },
    })
    vi.stubGlobal('fetch', server.fetch)
    signInAs()
    const { router } = renderApp('/quiz/money/Basic')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'เริ่มทำควิซระดับนี้' }))
    expect(server.calls('quiz.money')[0]?.body).toEqual({ level: 'Basic' })
    await user.click(await screen.findByRole('radio', { name: /1,210 บาท/ }))
    await user.click(screen.getByRole('button', { name: 'ข้อถัดไป' }))
    await user.click(await screen.findByRole('radio', { name: /ราคาสินค้าโดยรวมสูงขึ้น/ }))
    await user.click(screen.getByRole('button', { name: 'ส่งคำตอบ' }))
    await user.click(await screen.findByRole('link', { name: 'ดูคำตอบของฉันในโปรไฟล์' }))
    expect(server.calls('quiz.answerMoney')[0]?.body).toMatchObject({ level: 'Basic' })
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/moneyAnswer/Basic'))
    const section = await screen.findByRole('region', { name: 'Basic — ระดับพื้นฐาน' })
    expect(await within(section).findByText('ได้ 1 จาก 2 ข้อ')).toBeInTheDocument()
    expect(within(section).getByText(/ปีที่สอง 1,100 × 1.1 = 1,210 บาท/)).toBeInTheDocument()
  })

  it('names the three levels when the path has an unknown one', async () => {
    const server = createFakeApi({ 'user.get': () => json(200, { data: fullProfile() }) })
    vi.stubGlobal('fetch', server.fetch)
    signInAs()
    renderApp('/quiz/money/Expert')
    expect(await screen.findByText('ไม่พบระดับนี้ของ The Money Quiz')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Advanced — ระดับสูง' })).toHaveAttribute(
      'href',
      '/quiz/money/Advanced',
    )
    expect(server.calls('quiz.detailMoney')).toHaveLength(0)
  })

  it('offers the three levels when the path names none', async () => {
    const server = createFakeApi({ 'user.get': () => json(200, { data: fullProfile() }) })
    vi.stubGlobal('fetch', server.fetch)
    signInAs()
    renderApp('/quiz/money')
    expect(await screen.findByText('เลือกระดับของ The Money Quiz')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Basic — ระดับพื้นฐาน' })).toHaveAttribute(
      'href',
      '/quiz/money/Basic',
    )
  })
})

describe('/quiz', () => {
  it('shows today’s status and streak, the month, the final exam and the money levels with results', async () => {
    const money = (level: 'Basic' | 'Intermediate' | 'Advanced', answered: boolean) =>
      sheet({
        kind: 'money',
        level,
        status: answered ? 'answered' : 'not-started',
        questions: [],
        result: answered ? result : null,
      })
    const server = createFakeApi({
      'user.get': () => json(200, { data: fullProfile() }),
      'quiz.daily': () => json(200, { data: sheet({ status: 'answered', result, streak: 5 }) }),
      'quiz.monthly': () => json(200, { data: sheet({ kind: 'monthly', title: 'ควิซประจำเดือน: วางแผนเงิน' }) }),
      'quiz.finalExam': () =>
        json(500, { error: { code: 'INTERNAL_ERROR', message: 'ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง' } }),
      'quiz.detailMoney': () =>
        json(200, {
          data: { levels: [money('Basic', true), money('Intermediate', false), money('Advanced', false)] },
        }),
    })
    vi.stubGlobal('fetch', server.fetch)
    signInAs()
    renderApp('/quiz')
    expect(await screen.findByText(/วันนี้:/)).toHaveTextContent('วันนี้: ตอบแล้ว · ตอบต่อเนื่อง 5 วัน')
    expect(await screen.findByRole('heading', { name: 'ควิซประจำเดือน: วางแผนเงิน' })).toBeInTheDocument()
    expect(await screen.findByText('โหลดข้อสอบปลายภาคไม่สำเร็จ')).toBeInTheDocument()
    const basic = (await screen.findByRole('heading', { name: 'Basic — ระดับพื้นฐาน' })).closest(
      'div.rounded-card',
    )!
    expect(basic).toHaveTextContent('ผลของคุณ: ได้ 1 จาก 2 ข้อ (+2.00 koin)')
    expect(screen.getByRole('link', { name: 'คำตอบ The Money Quiz ของฉัน' })).toHaveAttribute(
      'href',
      '/profile/moneyAnswer',
    )
  })
})

describe('the quiz pages', () => {
  it('are members-only pages of the default layout (SPEC 2 Quiz)', () => {
    const quizPages = appRoutes.filter(
      (r) => r.path.startsWith('/quiz') || r.path.startsWith('/profile/moneyAnswer'),
    )
    expect(Object.fromEntries(quizPages.map((r) => [r.path, `${r.layout}/${r.access}`]))).toEqual({
      '/quiz': 'default/member',
      '/quiz/daily': 'default/member',
      '/quiz/month': 'default/member',
      '/quiz/final': 'default/member',
      '/quiz/money/:level?': 'default/member',
      '/profile/moneyAnswer/:level?': 'default/member',
    })
  })

  it('send a visitor to the login page and back', async () => {
    const { router } = renderApp('/quiz/daily')
    await screen.findByRole('heading', { name: 'เข้าสู่ระบบ' })
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.location.search).toBe('?redirect=%2Fquiz%2Fdaily')
  })
})
