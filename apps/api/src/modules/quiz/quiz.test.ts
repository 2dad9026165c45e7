import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DAILY_NO_REPEAT_DAYS, DAILY_QUESTION_COUNT, quizPaths } from '@klass/contract/quiz'
import { ledgerEntries, memberActivities } from '@klass/db/schema/core'
import { quizQuestions, quizSets } from '@klass/db/schema/quiz'
import { superquestMissions } from '@klass/db/schema/superquest'
import { expectEveryAnswer } from '../../../test/answers'
import { createTestApp, type TestApp } from '../../../test/app'
import { balanceAndLedger, everyLedgerAgrees, newMember } from '../../../test/economy'

const MINUTE = 60 * 1000
const DAY = 24 * 60 * MINUTE
/** A fixed Bangkok afternoon, so "today" and "this month" never depend on when the tests run. */
const START = new Date('2026-11-18T07:00:00Z')

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ demo: true, start: START })
})
afterAll(async () => {
  await t.close()
})

type Auth = Record<string, string>
type Question = { id: string; choices: string[] }

const get = (url: string, auth?: Auth) => t.app.inject({ method: 'GET', url, headers: auth ?? {} })
const post = (url: string, payload: unknown, auth?: Auth) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: auth ?? {} })

/** The answer key of some questions, read straight from the database. */
async function keyOf(questions: Question[]) {
  const rows = await t.db
    .select({ id: quizQuestions.id, correct: quizQuestions.correctChoice })
    .from(quizQuestions)
    .where(
      inArray(
        quizQuestions.id,
        questions.map((q) => q.id),
      ),
    )
  return new Map(rows.map((r) => [r.id, r.correct]))
}

/** Answers: the first `right` questions right, the rest wrong. */
async function answersFor(questions: Question[], right = questions.length) {
  const key = await keyOf(questions)
  return questions.map((q, i) => {
    const correct = key.get(q.id)!
    return { questionId: q.id, choice: i < right ? correct : (correct + 1) % q.choices.length }
  })
}

async function ledgerRows(userId: string, reason: string) {
  return t.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.reason, reason)))
}

/** Runs `body` with the clock moved by `ms`, then moves it back. */
async function later<T>(ms: number, body: () => Promise<T>): Promise<T> {
  t.clock.advance(ms)
  try {
    return await body()
  } finally {
    t.clock.advance(-ms)
  }
}

describe('the Thai demo quiz content', () => {
  it('has daily questions for more than 60 days, two monthly quizzes, a 30-question final exam and 15 per money level, all explained', async () => {
    const questions = await t.db.select().from(quizQuestions)
    const count = (pool: string, level?: string) =>
      questions.filter((q) => q.pool === pool && (level === undefined || q.level === level)).length
    expect(count('daily')).toBeGreaterThanOrEqual(DAILY_QUESTION_COUNT * (DAILY_NO_REPEAT_DAYS + 1))
    for (const level of ['Basic', 'Intermediate', 'Advanced']) expect(count('money', level)).toBe(15)
    const sets = await t.db.select().from(quizSets)
    expect(sets.filter((s) => s.kind === 'monthly').map((s) => s.month)).toEqual(['2026-11', '2026-12'])
    const final = sets.find((s) => s.kind === 'final')!
    expect(questions.filter((q) => q.setId === final.id)).toHaveLength(30)
    for (const q of questions) {
      expect(q.explanation.length).toBeGreaterThan(10)
      expect(q.correctChoice).toBeLessThan(q.choices.length)
      expect(new Set(q.choices).size).toBe(q.choices.length)
    }
    expect(new Set(questions.map((q) => q.topic)).size).toBe(11)
  })
})

describe('every quiz call', () => {
  it('needs a token (401)', async () => {
    const calls = [
      get(quizPaths.daily),
      get(quizPaths.monthly),
      get(quizPaths.finalExam),
      get(`${quizPaths.detailMoney}?level=Basic`),
      post(quizPaths.answerDaily, { answers: [] }),
      post(quizPaths.answerMonthly, { answers: [] }),
      post(quizPaths.answerFinalExam, { answers: [] }),
      post(quizPaths.answerMoney, { level: 'Basic', answers: [] }),
      post(quizPaths.money, { level: 'Basic' }),
    ]
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401)
      expect(response.json().error.code).toBe('UNAUTHENTICATED')
    }
  })

  it('answers a malformed body or an unknown level with the 400 envelope', async () => {
    const member = await newMember(t)
    const empty = await post(quizPaths.answerDaily, { answers: [] }, member.auth)
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.code).toBe('VALIDATION_FAILED')
    const notAnId = await post(
      quizPaths.answerDaily,
      { answers: [{ questionId: 'x', choice: 0 }] },
      member.auth,
    )
    expect(notAnId.statusCode).toBe(400)
    const unknownLevel = await post(quizPaths.money, { level: 'Expert' }, member.auth)
    expect(unknownLevel.statusCode).toBe(400)
    expect(unknownLevel.json().error.code).toBe('VALIDATION_FAILED')
    const unknownDetail = await get(`${quizPaths.detailMoney}?level=Expert`, member.auth)
    expect(unknownDetail.statusCode).toBe(400)
  })
})

describe('an answer list naming the same question twice', () => {
  const kinds = [
    { name: 'daily', open: (auth: Auth) => get(quizPaths.daily, auth), answer: quizPaths.answerDaily },
    { name: 'monthly', open: (auth: Auth) => get(quizPaths.monthly, auth), answer: quizPaths.answerMonthly },
    {
      name: 'final exam',
      open: (auth: Auth) => get(`${quizPaths.finalExam}?start=true`, auth),
      answer: quizPaths.answerFinalExam,
    },
    {
      name: 'money level',
      open: (auth: Auth) => post(quizPaths.money, { level: 'Basic' }, auth),
      answer: quizPaths.answerMoney,
      level: 'Basic',
    },
  ]

  it.each(kinds)(
    'is refused with 400 for the $name quiz, scoring and paying nothing, and the quiz stays open',
    async ({ open, answer, level }) => {
      const member = await newMember(t)
      const sheet = (await open(member.auth)).json().data
      const right = await answersFor(sheet.questions)
      const twice = [right[0]!, right[0]!, ...right.slice(1)]
      const refused = await post(answer, { level, answers: twice }, member.auth)
      expect(refused.statusCode).toBe(400)
      expect(refused.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { fields: [{ field: 'body.answers', message: 'ตอบคำถามเดียวกันได้ครั้งเดียว' }] },
      })
      expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 50_00, ledgerSum: 50_00 })
      expect((await open(member.auth)).json().data.status).toBe('ready')
      // The honest list still scores each question once.
      const honest = await post(answer, { level, answers: right }, member.auth)
      expect(honest.statusCode).toBe(200)
      const { result } = honest.json().data
      expect(result).toMatchObject({ score: right.length, total: right.length })
      const paid = 50_00 + Math.round(Number(result.reward.koin) * 100)
      expect(await balanceAndLedger(t, member.id)).toEqual({ balance: paid, ledgerSum: paid })
    },
  )
})

describe('the daily quiz', () => {
  it('asks three questions without the answer key, the same for every member on the same Bangkok day', async () => {
    const [a, b] = [await newMember(t), await newMember(t)]
    const first = (await get(quizPaths.daily, a.auth)).json().data
    const second = (await get(quizPaths.daily, b.auth)).json().data
    expect(first).toMatchObject({ kind: 'daily', status: 'ready', period: '2026-11-18', streak: 0 })
    expect(first.questions).toHaveLength(3)
    expect(second.questions.map((q: Question) => q.id)).toEqual(first.questions.map((q: Question) => q.id))
    const raw = JSON.stringify(first)
    expect(raw).not.toContain('correctChoice')
    expect(raw).not.toContain('explanation')
    const tomorrow = await later(DAY, async () => (await get(quizPaths.daily, await a.reauth())).json().data)
    expect(tomorrow.period).toBe('2026-11-19')
    expect(tomorrow.questions.map((q: Question) => q.id)).not.toEqual(
      first.questions.map((q: Question) => q.id),
    )
  })

  it('asks no question again within 60 days: seventy days in a row, each day’s three are new to the last 60', async () => {
    const member = await newMember(t)
    const asked: string[][] = []
    // Far from the days other tests answer, within the member's session.
    for (let day = 200; day < 270; day += 1) {
      const sheet = await later(
        day * DAY,
        async () => (await get(quizPaths.daily, await member.reauth())).json().data,
      )
      expect(sheet.questions).toHaveLength(DAILY_QUESTION_COUNT)
      asked.push(sheet.questions.map((q: Question) => q.id))
    }
    for (const [day, ids] of asked.entries()) {
      const lastSixtyDays = new Set(asked.slice(Math.max(0, day - DAILY_NO_REPEAT_DAYS), day).flat())
      expect(
        ids.filter((id) => lastSixtyDays.has(id)),
        `day ${day}`,
      ).toEqual([])
    }
    // A day's questions stay the same all day, for a member who opens it again later.
    const again = await later(
      (200 + 5) * DAY + 6 * 60 * MINUTE,
      async () => (await get(quizPaths.daily, await member.reauth())).json().data,
    )
    expect(again.questions.map((q: Question) => q.id)).toEqual(asked[5])
  })

  it('grades on the server, pays koins, skill points and exp once, and shows the key with explanations', async () => {
    const member = await newMember(t)
    const sheet = (await get(quizPaths.daily, member.auth)).json().data
    const response = await post(
      quizPaths.answerDaily,
      { answers: await answersFor(sheet.questions, 2) },
      member.auth,
    )
    expect(response.statusCode).toBe(200)
    const answered = response.json().data
    expect(answered).toMatchObject({ status: 'answered', streak: 1, questions: [] })
    expect(answered.result).toMatchObject({ score: 2, total: 3, reward: { koin: '4.00', skill: 2, exp: 25 } })
    expect(answered.result.questions[0]).toMatchObject({ correct: true })
    expect(answered.result.questions[2]).toMatchObject({ correct: false })
    expect(answered.result.questions[2].explanation.length).toBeGreaterThan(10)
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 54_00, ledgerSum: 54_00 })
    expect(await balanceAndLedger(t, member.id, 'skill')).toEqual({ balance: 2, ledgerSum: 2 })
    expect(await balanceAndLedger(t, member.id, 'exp')).toEqual({ balance: 25, ledgerSum: 25 })
    const activities = await t.db
      .select()
      .from(memberActivities)
      .where(and(eq(memberActivities.userId, member.id), eq(memberActivities.kind, 'quiz.daily.answered')))
    expect(activities.map((a) => a.refId)).toEqual(['2026-11-18'])
  })

  it('refuses a second attempt the same day with 409 and a Thai message, paying nothing more', async () => {
    const member = await newMember(t)
    const sheet = (await get(quizPaths.daily, member.auth)).json().data
    const answers = await answersFor(sheet.questions)
    expect((await post(quizPaths.answerDaily, { answers }, member.auth)).statusCode).toBe(200)
    const again = await post(quizPaths.answerDaily, { answers }, member.auth)
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toMatchObject({
      code: 'QUIZ_DAILY_ALREADY_ANSWERED',
      message: 'วันนี้คุณตอบควิซประจำวันไปแล้ว กลับมาตอบใหม่พรุ่งนี้นะ',
    })
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 56_00, ledgerSum: 56_00 })
  })

  it('awards once when the same answers are sent twice at the same moment', async () => {
    const member = await newMember(t)
    const sheet = (await get(quizPaths.daily, member.auth)).json().data
    const answers = await answersFor(sheet.questions)
    const responses = await Promise.all([
      post(quizPaths.answerDaily, { answers }, member.auth),
      post(quizPaths.answerDaily, { answers }, member.auth),
      post(quizPaths.answerDaily, { answers }, member.auth),
    ])
    expectEveryAnswer(responses, { '200': 1, '409 QUIZ_DAILY_ALREADY_ANSWERED': 2 })
    expect(await ledgerRows(member.id, 'QUIZ_DAILY')).toHaveLength(3) // one row each: koin, skill, exp
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 56_00, ledgerSum: 56_00 })
    expect(await everyLedgerAgrees(t)).toBe(true)
  })

  it('refuses a question that is not in today’s quiz and a choice the question does not have', async () => {
    const member = await newMember(t)
    const sheet = (await get(quizPaths.daily, member.auth)).json().data
    const money = (await post(quizPaths.money, { level: 'Basic' }, member.auth)).json().data
    const foreign = await post(
      quizPaths.answerDaily,
      { answers: [{ questionId: money.questions[0].id, choice: 0 }] },
      member.auth,
    )
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().error.code).toBe('QUIZ_QUESTION_NOT_IN_QUIZ')
    const badChoice = await post(
      quizPaths.answerDaily,
      { answers: [{ questionId: sheet.questions[0].id, choice: 9 }] },
      member.auth,
    )
    expect(badChoice.statusCode).toBe(400)
    expect(badChoice.json().error.code).toBe('QUIZ_CHOICE_INVALID')
    const after = (await get(quizPaths.daily, member.auth)).json().data
    expect(after.status).toBe('ready')
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 50_00, ledgerSum: 50_00 })
  })

  it('counts a streak of consecutive Bangkok days, pays a bonus on the seventh and restarts after a gap', async () => {
    const member = await newMember(t)
    const answerOn = async (day: number) =>
      later(day * DAY, async () => {
        const auth = await member.reauth()
        const sheet = (await get(quizPaths.daily, auth)).json().data
        const response = await post(
          quizPaths.answerDaily,
          { answers: await answersFor(sheet.questions, 0) },
          auth,
        )
        return response.json().data
      })
    for (let day = 0; day < 6; day += 1) expect((await answerOn(day)).streak).toBe(day + 1)
    const seventh = await answerOn(6)
    expect(seventh.streak).toBe(7)
    expect(seventh.result.reward.koin).toBe('5.00')
    const shown = await later(
      7 * DAY,
      async () => (await get(quizPaths.daily, await member.reauth())).json().data,
    )
    expect(shown).toMatchObject({ status: 'ready', streak: 7 })
    const afterGap = await answerOn(9)
    expect(afterGap.streak).toBe(1)
  })

  it('moves the demo SUPERQUEST mission "answer the daily quiz 10 days" forward', async () => {
    const member = await newMember(t)
    const [mission] = await t.db
      .select({ id: superquestMissions.id })
      .from(superquestMissions)
      .where(eq(superquestMissions.action, 'quiz.daily.answered'))
    const joined = await post('/v2/api/superQuest/joinMission', { id: mission!.id }, member.auth)
    expect(joined.statusCode).toBe(200)
    const sheet = (await get(quizPaths.daily, member.auth)).json().data
    await post(quizPaths.answerDaily, { answers: await answersFor(sheet.questions) }, member.auth)
    const missions = (await get('/v2/api/superQuest/missions', member.auth)).json().data
    expect(missions.find((m: { id: string }) => m.id === mission!.id)).toMatchObject({
      progress: 1,
      target: 10,
    })
  })
})

describe('the monthly quiz', () => {
  it('asks this month’s ten questions, pays once and refuses a second attempt with 409', async () => {
    const member = await newMember(t)
    const sheet = (await get(quizPaths.monthly, member.auth)).json().data
    expect(sheet).toMatchObject({ kind: 'monthly', status: 'ready', period: '2026-11', questionCount: 10 })
    expect(JSON.stringify(sheet)).not.toContain('explanation')
    const answers = await answersFor(sheet.questions)
    const responses = await Promise.all([
      post(quizPaths.answerMonthly, { answers }, member.auth),
      post(quizPaths.answerMonthly, { answers }, member.auth),
    ])
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const conflict = responses.find((r) => r.statusCode === 409)!
    expect(conflict.json().error.code).toBe('QUIZ_MONTHLY_ALREADY_ANSWERED')
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 75_00, ledgerSum: 75_00 })
    const shown = (await get(quizPaths.monthly, member.auth)).json().data
    expect(shown.result).toMatchObject({
      score: 10,
      total: 10,
      reward: { koin: '25.00', skill: 10, exp: 120 },
    })
  })

  it('offers next month’s quiz when the month turns', async () => {
    const member = await newMember(t)
    const next = await later(
      20 * DAY,
      async () => (await get(quizPaths.monthly, await member.reauth())).json().data,
    )
    expect(next).toMatchObject({ status: 'ready', period: '2026-12' })
  })
})

describe('a month without a quiz', () => {
  it('shows the monthly quiz as closed and answers 404 in Thai to answers sent anyway', async () => {
    const member = await newMember(t)
    const [anyQuestion] = await t.db.select({ id: quizQuestions.id }).from(quizQuestions).limit(1)
    await later(60 * DAY, async () => {
      const auth = await member.reauth()
      const sheet = (await get(quizPaths.monthly, auth)).json().data
      expect(sheet).toMatchObject({ status: 'closed', period: '2027-01', questions: [], questionCount: 0 })
      const response = await post(
        quizPaths.answerMonthly,
        { answers: [{ questionId: anyQuestion!.id, choice: 0 }] },
        auth,
      )
      expect(response.statusCode).toBe(404)
      expect(response.json().error).toMatchObject({
        code: 'QUIZ_NOT_AVAILABLE',
        message: 'ตอนนี้ยังไม่มีควิซชุดนี้ให้ตอบ ติดตามชุดใหม่เร็ว ๆ นี้',
      })
    })
  })
})

describe('the final exam', () => {
  it('shows no questions until started, then times the attempt from the server’s clock', async () => {
    const member = await newMember(t)
    const before = (await get(quizPaths.finalExam, member.auth)).json().data
    expect(before).toMatchObject({
      kind: 'final',
      status: 'not-started',
      questionCount: 30,
      timeLimitSeconds: 1800,
    })
    expect(before.questions).toEqual([])
    const started = (await get(`${quizPaths.finalExam}?start=true`, member.auth)).json().data
    expect(started).toMatchObject({ status: 'ready', startedAt: START.toISOString() })
    expect(started.deadline).toBe(new Date(START.getTime() + 30 * MINUTE).toISOString())
    expect(started.questions).toHaveLength(30)
    expect(JSON.stringify(started)).not.toContain('correctChoice')
    const again = await later(
      5 * MINUTE,
      async () => (await get(`${quizPaths.finalExam}?start=true`, await member.reauth())).json().data,
    )
    expect(again.startedAt).toBe(started.startedAt)
  })

  it('refuses answers before the start with 409', async () => {
    const member = await newMember(t)
    const sheet = (await get(quizPaths.finalExam, member.auth)).json().data
    expect(sheet.questions).toEqual([])
    const [anyQuestion] = await t.db
      .select({ id: quizQuestions.id })
      .from(quizQuestions)
      .where(eq(quizQuestions.pool, 'set'))
      .limit(1)
    const response = await post(
      quizPaths.answerFinalExam,
      { answers: [{ questionId: anyQuestion!.id, choice: 0 }] },
      member.auth,
    )
    expect(response.statusCode).toBe(409)
    expect(response.json().error.code).toBe('FINAL_EXAM_NOT_STARTED')
  })

  it('refuses answers after the time limit with 409 and shows the attempt as time-up', async () => {
    const member = await newMember(t)
    const started = (await get(`${quizPaths.finalExam}?start=true`, member.auth)).json().data
    const answers = await answersFor(started.questions)
    await later(31 * MINUTE, async () => {
      const auth = await member.reauth()
      const late = await post(quizPaths.answerFinalExam, { answers }, auth)
      expect(late.statusCode).toBe(409)
      expect(late.json().error).toMatchObject({
        code: 'FINAL_EXAM_TIME_UP',
        message: 'หมดเวลาทำข้อสอบปลายภาคแล้ว คำตอบที่ส่งหลังหมดเวลาจึงไม่ถูกนับ',
      })
      expect((await get(quizPaths.finalExam, auth)).json().data).toMatchObject({
        status: 'time-up',
        questions: [],
      })
    })
    expect(await ledgerRows(member.id, 'QUIZ_FINAL')).toHaveLength(0)
  })

  it('grades answers sent in time once, also when sent twice at the same moment', async () => {
    const member = await newMember(t)
    const started = (await get(`${quizPaths.finalExam}?start=true`, member.auth)).json().data
    const answers = await answersFor(started.questions, 20)
    const responses = await later(29 * MINUTE, async () => {
      const auth = await member.reauth()
      return Promise.all([
        post(quizPaths.answerFinalExam, { answers }, auth),
        post(quizPaths.answerFinalExam, { answers }, auth),
      ])
    })
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409])
    expect(responses.find((r) => r.statusCode === 409)!.json().error.code).toBe('FINAL_EXAM_ALREADY_TAKEN')
    const result = responses.find((r) => r.statusCode === 200)!.json().data.result
    expect(result).toMatchObject({ score: 20, total: 30, reward: { koin: '80.00', skill: 40, exp: 500 } })
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 130_00, ledgerSum: 130_00 })
    const activities = await t.db
      .select()
      .from(memberActivities)
      .where(and(eq(memberActivities.userId, member.id), eq(memberActivities.kind, 'quiz.final.answered')))
    expect(activities).toHaveLength(1)
  })
})

describe('The Money Quiz', () => {
  it('starts a level with fifteen questions and no key, and refuses answers to a level not started', async () => {
    const member = await newMember(t)
    const notStarted = await post(
      quizPaths.answerMoney,
      { level: 'Advanced', answers: [{ questionId: crypto.randomUUID(), choice: 0 }] },
      member.auth,
    )
    expect(notStarted.statusCode).toBe(409)
    expect(notStarted.json().error.code).toBe('MONEY_QUIZ_NOT_STARTED')
    const started = (await post(quizPaths.money, { level: 'Intermediate' }, member.auth)).json().data
    expect(started).toMatchObject({
      kind: 'money',
      level: 'Intermediate',
      status: 'ready',
      questionCount: 15,
    })
    expect(started.questions).toHaveLength(15)
    expect(JSON.stringify(started)).not.toContain('explanation')
    const detail = (await get(`${quizPaths.detailMoney}?level=Intermediate`, member.auth)).json().data
    expect(detail.levels[0]).toMatchObject({ status: 'ready', result: null })
    expect(JSON.stringify(detail)).not.toContain('correctChoice')
    const resumed = (await post(quizPaths.money, { level: 'Intermediate' }, member.auth)).json().data
    expect(resumed.questions.map((q: Question) => q.id)).toEqual(started.questions.map((q: Question) => q.id))
  })

  it('refuses a question from another level', async () => {
    const member = await newMember(t)
    const basic = (await post(quizPaths.money, { level: 'Basic' }, member.auth)).json().data
    await post(quizPaths.money, { level: 'Advanced' }, member.auth)
    const response = await post(
      quizPaths.answerMoney,
      { level: 'Advanced', answers: [{ questionId: basic.questions[0].id, choice: 0 }] },
      member.auth,
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('QUIZ_QUESTION_NOT_IN_QUIZ')
  })

  it('pays once under concurrent submits, then shows each answer with the key and explanation in detailMoney', async () => {
    const member = await newMember(t)
    const started = (await post(quizPaths.money, { level: 'Basic' }, member.auth)).json().data
    const answers = await answersFor(started.questions, 12)
    const responses = await Promise.all([
      post(quizPaths.answerMoney, { level: 'Basic', answers }, member.auth),
      post(quizPaths.answerMoney, { level: 'Basic', answers }, member.auth),
    ])
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409])
    expect(responses.find((r) => r.statusCode === 409)!.json().error.code).toBe('MONEY_QUIZ_ALREADY_ANSWERED')
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 62_00, ledgerSum: 62_00 })
    const restart = await post(quizPaths.money, { level: 'Basic' }, member.auth)
    expect(restart.statusCode).toBe(409)
    expect(restart.json().error.message).toBe('คุณตอบ The Money Quiz ระดับนี้ไปแล้ว ดูคำตอบและเฉลยได้ที่หน้าโปรไฟล์')

    const detail = (await get(`${quizPaths.detailMoney}?level=Basic`, member.auth)).json().data
    expect(detail.levels).toHaveLength(1)
    const { result } = detail.levels[0]
    expect(result).toMatchObject({ score: 12, total: 15, reward: { koin: '12.00', skill: 12, exp: 70 } })
    const key = await keyOf(started.questions)
    for (const question of result.questions) {
      expect(question.correctChoice).toBe(key.get(question.id))
      expect(question.explanation.length).toBeGreaterThan(10)
    }
    const all = (await get(quizPaths.detailMoney, member.auth)).json().data
    expect(all.levels.map((l: { level: string; status: string }) => [l.level, l.status])).toEqual([
      ['Basic', 'answered'],
      ['Intermediate', 'not-started'],
      ['Advanced', 'not-started'],
    ])
  })
})
