import { and, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminLearningPaths } from '@klass/contract/admin-learning'
import { CATCHME_ROUNDS, crosswordCells, gamePaths } from '@klass/contract/games'
import { DAILY_QUESTION_COUNT, quizPaths } from '@klass/contract/quiz'
import { auditLog } from '@klass/db/schema/admin'
import {
  gameCatchMeQuestions,
  gameCrosswords,
  gameHangmanWords,
  gameSessions,
  gameVisualPuzzles,
  gameVisualSets,
} from '@klass/db/schema/games'
import { quizDailyPicks, quizQuestions, quizSets } from '@klass/db/schema/quiz'
import { createTestApp, type TestApp } from '../../../test/app'
import { newMember } from '../../../test/economy'
import { staffMember } from '../../../test/staff'

const SECOND = 1000
const DAY = 24 * 60 * 60 * SECOND
/** A fixed Bangkok afternoon inside the demo final exam's window. */
const START = new Date('2026-11-18T07:00:00Z')

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ demo: true, start: START })
})
afterAll(async () => {
  await t.close()
})

type Headers = Record<string, string>
const send = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
const get = (url: string, headers: Headers) => send('GET', url, headers)
const post = (url: string, headers: Headers, payload: object = {}) => send('POST', url, headers, payload)
const patch = (url: string, headers: Headers, payload: object) => send('PATCH', url, headers, payload)
const at = (path: string, id: string) => path.replace(':id', id)

async function editor() {
  return (await staffMember(t, ['editor'])).auth
}

/** The audit rows of one thing, newest first. */
async function auditOf(entity: string, entityId: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.id))
}

let thaiTopicCounter = 0
/** A new question of the daily pool, worded uniquely so a search finds only it. */
function dailyQuestion(overrides: object = {}) {
  thaiTopicCounter += 1
  return {
    pool: 'daily',
    topic: 'การออม',
    prompt: `ถ้าออมวันละ 10 บาท ครบ 30 วันจะมีเงินออมเท่าไร (ชุดทดสอบ ${thaiTopicCounter})`,
    choices: ['100 บาท', '300 บาท', '3,000 บาท'],
    correctChoice: 1,
    explanation: '10 บาท คูณ 30 วัน เท่ากับ 300 บาท ออมสม่ำเสมอทุกวันก็สะสมได้มาก',
    ...overrides,
  }
}

describe('who may manage learning content', () => {
  it('lets editors and admin in, and refuses campaign, support and plain members with STAFF_ONLY', async () => {
    for (const roles of [['editor'], ['admin']] as const) {
      const staff = await staffMember(t, roles)
      const list = await get(`${adminLearningPaths.questions}?pool=money&level=Basic`, staff.auth)
      expect(list.statusCode, roles[0]).toBe(200)
      expect(list.json().total).toBe(15)
      const created = await post(adminLearningPaths.hangman, staff.auth, {
        word: roles[0] === 'editor' ? 'ledger' : 'payday',
        hint: 'สมุดบัญชีที่จดรายการเงินเข้าออก',
        explanation: 'คำนี้หมายถึงบันทึกการเงิน',
      })
      expect(created.statusCode, roles[0]).toBe(201)
    }
    const plain = await newMember(t)
    for (const auth of [
      (await staffMember(t, ['campaign'])).auth,
      (await staffMember(t, ['support'])).auth,
      plain.auth,
    ]) {
      for (const response of [
        await get(adminLearningPaths.questions, auth),
        await get(adminLearningPaths.crosswords, auth),
        await post(adminLearningPaths.questions, auth, dailyQuestion()),
        await post(adminLearningPaths.catchMe, auth, {}),
      ]) {
        expect(response.statusCode).toBe(403)
        expect(response.json().error.code).toBe('STAFF_ONLY')
      }
    }
    const noCode = await staffMember(t, ['editor'], { secondFactor: false })
    const refused = await get(adminLearningPaths.hangman, noCode.auth)
    expect(refused.json().error.code).toBe('STAFF_SECOND_FACTOR_REQUIRED')
  })
})

describe('quiz questions', () => {
  it('adds a question with its choices, right answer and explanation, lists it by search, and audits it', async () => {
    const auth = await editor()
    const body = dailyQuestion({ pool: 'money', level: 'Intermediate' })
    const response = await post(adminLearningPaths.questions, auth, body)
    expect(response.statusCode).toBe(201)
    const created = response.json().data
    expect(created).toMatchObject({
      pool: 'money',
      level: 'Intermediate',
      choices: body.choices,
      correctChoice: 1,
      asked: false,
      retiredAt: null,
    })
    const search = await get(
      `${adminLearningPaths.questions}?pool=money&level=Intermediate&q=${encodeURIComponent(`ชุดทดสอบ ${thaiTopicCounter}`)}`,
      auth,
    )
    expect(search.json()).toMatchObject({ total: 1, page: 1, pages: 1 })
    expect(search.json().items[0].id).toBe(created.id)

    const [audit] = await auditOf('quiz_question', created.id)
    expect(audit).toMatchObject({ action: 'quiz_question.create', before: null })
    expect(audit!.after).toMatchObject({
      prompt: body.prompt,
      correctChoice: 1,
      explanation: body.explanation,
    })
  })

  it('refuses a question without two choices, one right answer among them, an explanation, or its level or set', async () => {
    const auth = await editor()
    const cases: [object, string, string][] = [
      [{ choices: ['300 บาท'], correctChoice: 0 }, 'ADMIN_QUIZ_QUESTION_INVALID', 'choices'],
      [{ choices: ['300 บาท', '300 บาท '] }, 'ADMIN_QUIZ_QUESTION_INVALID', 'choices'],
      [{ correctChoice: 3 }, 'ADMIN_QUIZ_QUESTION_INVALID', 'correctChoice'],
      [{ correctChoice: null }, 'ADMIN_QUIZ_QUESTION_INVALID', 'correctChoice'],
      [{ explanation: '   ' }, 'ADMIN_QUIZ_QUESTION_INVALID', 'explanation'],
      [{ pool: 'money' }, 'ADMIN_QUIZ_QUESTION_INVALID', 'level'],
      [{ pool: 'set' }, 'ADMIN_QUIZ_QUESTION_INVALID', 'setId'],
    ]
    for (const [overrides, code, field] of cases) {
      const response = await post(adminLearningPaths.questions, auth, dailyQuestion(overrides))
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400)
      const error = response.json().error
      expect(error.code).toBe(code)
      expect(error.details.fields.map((f: { field: string }) => f.field)).toContain(`body.${field}`)
    }
    const unknownSet = await post(
      adminLearningPaths.questions,
      auth,
      dailyQuestion({ pool: 'set', setId: '00000000-0000-4000-8000-000000000000' }),
    )
    expect(unknownSet.json().error.code).toBe('ADMIN_QUIZ_SET_NOT_FOUND')
  })

  it('adds a question to a monthly quiz picked from the list of sets', async () => {
    const auth = await editor()
    const sets = (await get(adminLearningPaths.questionSets, auth)).json().data.sets
    const monthly = sets.find((s: { month: string | null }) => s.month === '2026-11')
    const response = await post(
      adminLearningPaths.questions,
      auth,
      dailyQuestion({ pool: 'set', setId: monthly.id }),
    )
    expect(response.statusCode).toBe(201)
    expect(response.json().data).toMatchObject({ setId: monthly.id, setTitle: monthly.title, level: null })
    const member = await newMember(t)
    const sheet = (await get(quizPaths.monthly, member.auth)).json().data
    expect(sheet.questions.map((q: { id: string }) => q.id)).toContain(response.json().data.id)
  })

  it('keeps a retired daily question in the day it was picked for and leaves it out of the next days', async () => {
    const auth = await editor()
    const member = await newMember(t)
    const today = (await get(quizPaths.daily, member.auth)).json().data
    const todays = today.questions.map((q: { id: string }) => q.id)
    const retired = await post(at(adminLearningPaths.retireQuestion, todays[0]), auth)
    expect(retired.statusCode).toBe(200)
    expect(retired.json().data).toMatchObject({ asked: true, retiredAt: START.toISOString() })
    const [audit] = await auditOf('quiz_question', todays[0])
    expect(audit).toMatchObject({ action: 'quiz_question.retire' })
    expect(audit!.before).toMatchObject({ retiredAt: null })
    expect(audit!.after).toMatchObject({ retiredAt: START.toISOString() })

    // Today's quiz is the same for everyone, the retired question included, and its answers are graded.
    const other = await newMember(t)
    const again = (await get(quizPaths.daily, other.auth)).json().data
    expect(again.questions.map((q: { id: string }) => q.id)).toEqual(todays)
    const answered = await post(quizPaths.answerDaily, other.auth, {
      answers: again.questions.map((q: { id: string }) => ({ questionId: q.id, choice: 0 })),
    })
    expect(answered.statusCode).toBe(200)
    expect(answered.json().data.result.questions).toHaveLength(todays.length)

    // Two new questions placed first in the pool; the one retired before its day never comes up.
    const fresh = (await post(adminLearningPaths.questions, auth, dailyQuestion())).json().data
    const withdrawn = (await post(adminLearningPaths.questions, auth, dailyQuestion())).json().data
    await t.db
      .update(quizQuestions)
      .set({ position: sql`${quizQuestions.position} + 2` })
      .where(eq(quizQuestions.pool, 'daily'))
    await t.db.update(quizQuestions).set({ position: 0 }).where(eq(quizQuestions.id, withdrawn.id))
    await t.db.update(quizQuestions).set({ position: 1 }).where(eq(quizQuestions.id, fresh.id))
    await post(at(adminLearningPaths.retireQuestion, withdrawn.id), auth)
    t.clock.advance(DAY)
    try {
      const tomorrow = (await get(quizPaths.daily, await member.reauth())).json().data
      const ids = tomorrow.questions.map((q: { id: string }) => q.id)
      expect(ids).toContain(fresh.id)
      expect(ids).not.toContain(withdrawn.id)
      expect(ids).not.toContain(todays[0])
    } finally {
      t.clock.advance(-DAY)
    }
    const [stored] = await t.db.select().from(quizDailyPicks).where(eq(quizDailyPicks.day, today.period))
    expect(stored!.questionIds).toEqual(todays)

    const again2 = await post(at(adminLearningPaths.retireQuestion, todays[0]), auth)
    expect(again2.json().error.code).toBe('ADMIN_CONTENT_ALREADY_RETIRED')
    const listed = await get(`${adminLearningPaths.questions}?status=retired&pool=daily`, auth)
    expect(listed.json().items.map((q: { id: string }) => q.id)).toContain(todays[0])
  })

  it('lets only the topic and explanation of a question members were given change, and audits before and after', async () => {
    const auth = await editor()
    const member = await newMember(t)
    const today = (await get(quizPaths.daily, member.auth)).json().data
    const id = today.questions[1].id
    const [row] = await t.db.select().from(quizQuestions).where(eq(quizQuestions.id, id))
    const same = {
      pool: 'daily',
      topic: row!.topic,
      prompt: row!.prompt,
      choices: row!.choices,
      correctChoice: row!.correctChoice,
      explanation: row!.explanation,
    }
    const rewritten = await patch(at(adminLearningPaths.question, id), auth, {
      ...same,
      correctChoice: (row!.correctChoice + 1) % row!.choices.length,
    })
    expect(rewritten.statusCode).toBe(409)
    expect(rewritten.json().error.code).toBe('ADMIN_QUIZ_QUESTION_IN_USE')

    const clearer = `${row!.explanation} (อธิบายเพิ่ม: ลองคิดเป็นตัวอย่างในชีวิตจริง)`
    const explained = await patch(at(adminLearningPaths.question, id), auth, {
      ...same,
      explanation: clearer,
    })
    expect(explained.statusCode).toBe(200)
    expect(explained.json().data.explanation).toBe(clearer)
    const [audit] = await auditOf('quiz_question', id)
    expect(audit).toMatchObject({ action: 'quiz_question.update' })
    expect(audit!.before).toMatchObject({ explanation: row!.explanation })
    expect(audit!.after).toMatchObject({ explanation: clearer })

    // A question nobody was given changes freely.
    const unasked = (await post(adminLearningPaths.questions, auth, dailyQuestion())).json().data
    const changed = await patch(at(adminLearningPaths.question, unasked.id), auth, {
      ...dailyQuestion(),
      choices: ['30 บาท', '300 บาท'],
      correctChoice: 1,
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json().data.choices).toEqual(['30 บาท', '300 บาท'])
  })

  it('leaves a money-quiz attempt and a final exam already started with the questions they began with', async () => {
    const auth = await editor()
    const member = await newMember(t)
    const started = (await post(quizPaths.money, member.auth, { level: 'Advanced' })).json().data
    expect(started.questions).toHaveLength(15)
    const exam = (await get(`${quizPaths.finalExam}?start=true`, member.auth)).json().data
    expect(exam.status).toBe('ready')
    const moneyRetired = started.questions[0].id
    const examRetired = exam.questions[0].id
    for (const id of [moneyRetired, examRetired]) {
      expect((await post(at(adminLearningPaths.retireQuestion, id), auth)).statusCode).toBe(200)
    }

    const examAgain = (await get(quizPaths.finalExam, member.auth)).json().data
    expect(examAgain.questions.map((q: { id: string }) => q.id)).toEqual(
      exam.questions.map((q: { id: string }) => q.id),
    )
    const answered = await post(quizPaths.answerMoney, member.auth, {
      level: 'Advanced',
      answers: started.questions.map((q: { id: string }) => ({ questionId: q.id, choice: 0 })),
    })
    expect(answered.statusCode).toBe(200)
    expect(answered.json().data.result.total).toBe(15)

    // Members who start now meet the set without the retired questions.
    const newcomer = await newMember(t)
    const fresh = (await post(quizPaths.money, newcomer.auth, { level: 'Advanced' })).json().data
    expect(fresh.questions).toHaveLength(14)
    expect(fresh.questions.map((q: { id: string }) => q.id)).not.toContain(moneyRetired)
    const freshExam = (await get(`${quizPaths.finalExam}?start=true`, newcomer.auth)).json().data
    expect(freshExam.questions.map((q: { id: string }) => q.id)).not.toContain(examRetired)
    expect(freshExam.questions).toHaveLength(exam.questions.length - 1)
    const [set] = await t.db.select().from(quizSets).where(eq(quizSets.kind, 'final'))
    expect(set).toBeDefined()
  })
})

describe('a question retired while a member has the monthly quiz open', () => {
  it('is still answered and scored for that member, and left out for members who open the quiz later', async () => {
    const auth = await editor()
    const member = await newMember(t)
    const sheet = (await get(quizPaths.monthly, member.auth)).json().data
    expect(sheet.status).toBe('ready')
    const ids: string[] = sheet.questions.map((q: { id: string }) => q.id)
    const retiredId = ids[0]!
    expect((await post(at(adminLearningPaths.retireQuestion, retiredId), auth)).statusCode).toBe(200)

    const keys = await t.db
      .select({ id: quizQuestions.id, correctChoice: quizQuestions.correctChoice })
      .from(quizQuestions)
      .where(inArray(quizQuestions.id, ids))
    const answers = keys.map((k) => ({ questionId: k.id, choice: k.correctChoice }))
    const answered = await post(quizPaths.answerMonthly, member.auth, { answers })
    expect(answered.statusCode, answered.body).toBe(200)
    const result = answered.json().data.result
    expect(result).toMatchObject({ score: ids.length, total: ids.length })
    expect(result.questions.find((q: { id: string }) => q.id === retiredId)).toMatchObject({ correct: true })

    const newcomer = await newMember(t)
    const fresh = (await get(quizPaths.monthly, newcomer.auth)).json().data
    expect(fresh.questionCount).toBe(ids.length - 1)
    expect(fresh.questions.map((q: { id: string }) => q.id)).not.toContain(retiredId)
    const late = await post(quizPaths.answerMonthly, newcomer.auth, {
      answers: [{ questionId: retiredId, choice: 0 }],
    })
    expect(late.json().error.code).toBe('QUIZ_QUESTION_NOT_IN_QUIZ')
  })
})

describe('hangman words', () => {
  it('keeps English capitals, refuses Thai or a repeated word, and new plays meet only active words', async () => {
    const auth = await editor()
    const thai = await post(adminLearningPaths.hangman, auth, {
      word: 'ออมเงิน',
      hint: 'เก็บเงินไว้ใช้ในอนาคต',
      explanation: 'การออม',
    })
    expect(thai.statusCode).toBe(400)
    expect(thai.json().error.code).toBe('ADMIN_HANGMAN_WORD_INVALID')
    const giveaway = await post(adminLearningPaths.hangman, auth, {
      word: 'PAYSLIP',
      hint: 'payslip คือสลิปเงินเดือน',
      explanation: 'PAYSLIP คือสลิปเงินเดือน',
    })
    expect(giveaway.json().error.code).toBe('ADMIN_HANGMAN_WORD_INVALID')
    const taken = await post(adminLearningPaths.hangman, auth, {
      word: 'budget',
      hint: 'แผนการใช้เงิน',
      explanation: 'BUDGET คืองบประมาณ',
    })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().error.code).toBe('ADMIN_HANGMAN_WORD_TAKEN')

    // Every other word retired: a new play must bring the new word.
    await t.db.update(gameHangmanWords).set({ retiredAt: START }).where(isNull(gameHangmanWords.retiredAt))
    const created = await post(adminLearningPaths.hangman, auth, {
      word: ' payslip ',
      hint: 'สลิปเงินเดือน: ใบแจ้งรายได้และรายการหัก',
      explanation: 'PAYSLIP บอกเงินเดือนก่อนและหลังหักภาษีและประกันสังคม',
    })
    expect(created.statusCode).toBe(201)
    const word = created.json().data
    expect(word.word).toBe('PAYSLIP')
    expect((await auditOf('hangman_word', word.id))[0]).toMatchObject({ action: 'hangman_word.create' })

    const member = await newMember(t)
    const play = (await post(gamePaths.playHangman, member.auth)).json().data
    const [session] = await t.db.select().from(gameSessions).where(eq(gameSessions.id, play.sessionId))
    expect(session!.contentId).toBe(word.id)
    expect(play.hint).toBe('สลิปเงินเดือน: ใบแจ้งรายได้และรายการหัก')

    const last = await post(at(adminLearningPaths.retireHangman, word.id), auth)
    expect(last.statusCode).toBe(409)
    expect(last.json().error.code).toBe('ADMIN_CONTENT_TOO_FEW_LEFT')

    const edited = await patch(at(adminLearningPaths.hangmanWord, word.id), auth, {
      word: 'PAYSLIP',
      hint: 'ใบแจ้งเงินเดือน',
      explanation: 'PAYSLIP คือใบแจ้งเงินเดือน',
    })
    expect(edited.statusCode).toBe(200)
    const [audit] = await auditOf('hangman_word', word.id)
    expect(audit).toMatchObject({ action: 'hangman_word.update' })
    expect(audit!.before).toMatchObject({ hint: 'สลิปเงินเดือน: ใบแจ้งรายได้และรายการหัก' })
    expect(audit!.after).toMatchObject({ hint: 'ใบแจ้งเงินเดือน' })
  })
})

describe('catch-me questions and visual-decoder puzzles', () => {
  it('need one right answer and three different wrong ones; retiring keeps enough for a game', async () => {
    const auth = await editor()
    const short = await post(adminLearningPaths.catchMe, auth, {
      question: 'เงินฝากประจำต่างจากออมทรัพย์อย่างไร',
      answer: 'ต้องฝากครบตามระยะเวลา',
      wrong: ['ถอนได้ทุกเมื่อ', 'ไม่มีดอกเบี้ย'],
      explanation: 'เงินฝากประจำต้องฝากจนครบกำหนดจึงได้ดอกเบี้ยเต็ม',
    })
    expect(short.statusCode).toBe(400)
    expect(short.json().error.code).toBe('ADMIN_GAME_ITEM_INVALID')
    const created = await post(adminLearningPaths.catchMe, auth, {
      question: 'เงินฝากประจำต่างจากออมทรัพย์อย่างไร',
      answer: 'ต้องฝากครบตามระยะเวลา',
      wrong: ['ถอนได้ทุกเมื่อ', 'ไม่มีดอกเบี้ย', 'ไม่ต้องใช้บัญชี'],
      explanation: 'เงินฝากประจำต้องฝากจนครบกำหนดจึงได้ดอกเบี้ยเต็ม',
    })
    expect(created.statusCode).toBe(201)
    const id = created.json().data.id
    expect((await auditOf('catchme_question', id))[0]).toMatchObject({ action: 'catchme_question.create' })

    // Five active questions make a game: the fifth-from-last cannot be retired.
    const active = await t.db
      .select({ id: gameCatchMeQuestions.id })
      .from(gameCatchMeQuestions)
      .where(isNull(gameCatchMeQuestions.retiredAt))
    const keep = [
      id,
      ...active
        .map((q) => q.id)
        .filter((q) => q !== id)
        .slice(0, 4),
    ]
    await t.db
      .update(gameCatchMeQuestions)
      .set({ retiredAt: START })
      .where(
        and(
          isNull(gameCatchMeQuestions.retiredAt),
          inArray(
            gameCatchMeQuestions.id,
            active.map((q) => q.id).filter((q) => !keep.includes(q)),
          ),
        ),
      )
    const refused = await post(at(adminLearningPaths.retireCatchMe, id), auth)
    expect(refused.json().error.code).toBe('ADMIN_CONTENT_TOO_FEW_LEFT')
    const member = await newMember(t)
    const play = await post(gamePaths.playCatchMe, member.auth)
    expect(play.statusCode).toBe(200)
    const [session] = await t.db
      .select()
      .from(gameSessions)
      .where(eq(gameSessions.id, play.json().data.sessionId))
    const issued = (session!.issued as { rounds: { questionId: string }[] }).rounds.map((r) => r.questionId)
    expect(issued.sort()).toEqual([...keep].sort())
  })

  it('adds a visual-decoder puzzle at the end of its set, refuses a picture without emoji, and retires it from new plays', async () => {
    const auth = await editor()
    const sets = (await get(adminLearningPaths.visualSets, auth)).json().data.sets
    const set = sets[0]
    const body = {
      setId: set.id,
      picture: '🐷💰',
      answer: 'กระปุกออมสิน',
      wrong: ['บัตรเครดิต', 'ใบแจ้งหนี้', 'สลากกินแบ่ง'],
      explanation: 'หมูกับเหรียญคือกระปุกออมสิน ที่เก็บเงินออมทีละนิด',
    }
    const plain = await post(adminLearningPaths.visual, auth, { ...body, picture: 'หมูออมสิน' })
    expect(plain.json().error.code).toBe('ADMIN_GAME_ITEM_INVALID')
    const created = await post(adminLearningPaths.visual, auth, body)
    expect(created.statusCode).toBe(201)
    const puzzle = created.json().data
    expect(puzzle).toMatchObject({ setId: set.id, setTitle: set.title, position: set.activePuzzles })

    const member = await newMember(t)
    const play = (await post(gamePaths.playVisualDecoder, member.auth, { setId: set.id })).json().data
    expect(play.set.size).toBe(set.activePuzzles + 1)
    expect((await post(at(adminLearningPaths.retireVisual, puzzle.id), auth)).statusCode).toBe(200)
    const next = await newMember(t)
    const later = (await post(gamePaths.playVisualDecoder, next.auth, { setId: set.id })).json().data
    expect(later.set.size).toBe(set.activePuzzles)
    const [stored] = await t.db.select().from(gameVisualSets).where(eq(gameVisualSets.id, set.id))
    expect(stored).toBeDefined()
    expect((await auditOf('visual_puzzle', puzzle.id)).map((a) => a.action)).toEqual([
      'visual_puzzle.retire',
      'visual_puzzle.create',
    ])
  })
})

describe('crosswords', () => {
  const words = [
    { row: 0, col: 0, direction: 'across', answer: 'SAVE', clue: 'ออม: เก็บเงินไว้ใช้ภายหลัง' },
    { row: 0, col: 1, direction: 'down', answer: 'ASSET', clue: 'ทรัพย์สิน: สิ่งที่มีมูลค่า' },
    { row: 3, col: 0, direction: 'across', answer: 'FEE', clue: 'ค่าธรรมเนียม' },
  ]

  it('refuses a grid whose crossing letters disagree, whose words overlap or stand apart, with the word named', async () => {
    const auth = await editor()
    const cases = [
      // ASSET's fourth letter is E; FEE puts E at row 3, col 1. A different letter there must clash.
      [...words.slice(0, 2), { ...words[2], answer: 'FAN' }],
      // Two across words on the same cells.
      [...words, { row: 0, col: 0, direction: 'across', answer: 'SAVER', clue: 'ผู้ออม' }],
      // A word joined to nothing.
      [...words, { row: 8, col: 8, direction: 'across', answer: 'TAX', clue: 'ภาษี' }],
    ]
    for (const grid of cases) {
      const response = await post(adminLearningPaths.crosswords, auth, { title: 'ทดสอบ', words: grid })
      expect(response.statusCode).toBe(400)
      expect(response.json().error.code).toBe('ADMIN_CROSSWORD_INCONSISTENT')
      expect(response.json().error.details.fields[0].field).toMatch(/^body\.words\.\d+$/)
    }
  })

  it('adds a consistent crossword sized to its words, and a play under way is checked against the words it got', async () => {
    const auth = await editor()
    const created = await post(adminLearningPaths.crosswords, auth, { title: 'ออมก่อนใช้', words })
    expect(created.statusCode).toBe(201)
    const crossword = created.json().data
    expect(crossword).toMatchObject({ rows: 5, cols: 4 })

    const member = await newMember(t)
    const play = (await post(gamePaths.playCrossword, member.auth, { crosswordId: crossword.id })).json().data
    expect(play.crossword.clues).toHaveLength(3)
    const edited = await patch(at(adminLearningPaths.crossword, crossword.id), auth, {
      title: 'ออมก่อนใช้',
      words: [...words.slice(0, 2), { row: 3, col: 0, direction: 'across', answer: 'BET', clue: 'เดิมพัน' }],
    })
    expect(edited.statusCode).toBe(200)
    const [audit] = await auditOf('crossword', crossword.id)
    expect((audit!.before as { words: { answer: string }[] }).words[2]!.answer).toBe('FEE')
    expect((audit!.after as { words: { answer: string }[] }).words[2]!.answer).toBe('BET')

    const grid = Array.from({ length: 5 }, () => Array.from({ length: 4 }, () => ' '))
    for (const word of words) {
      crosswordCells(
        word as { row: number; col: number; direction: 'across' | 'down' },
        word.answer.length,
      ).forEach((cell, i) => {
        grid[cell.row]![cell.col] = word.answer[i]!
      })
    }
    t.clock.advance(60 * SECOND)
    const checked = await post(gamePaths.answerCrossword, member.auth, {
      sessionId: play.sessionId,
      grid: grid.map((row) => row.join('')),
    })
    expect(checked.statusCode).toBe(200)
    expect(checked.json().data.words.every((w: { correct: boolean }) => w.correct)).toBe(true)

    const retired = await post(at(adminLearningPaths.retireCrossword, crossword.id), auth)
    expect(retired.statusCode).toBe(200)
    const next = await newMember(t)
    const refused = await post(gamePaths.playCrossword, next.auth, { crosswordId: crossword.id })
    expect(refused.json().error.code).toBe('GAME_CONTENT_NOT_FOUND')
    const listed = await get(`${adminLearningPaths.crosswords}?status=retired`, auth)
    expect(listed.json().items.map((c: { id: string }) => c.id)).toEqual([crossword.id])
  })
})

describe('editors retiring the same kind of content at once', () => {
  type Retirement = { path: string; id: string }

  /** Every retirement sent together, alternating between two editors; the answers' statuses and codes. */
  async function retireTogether(retirements: Retirement[]) {
    const editors = [await editor(), await editor()]
    const responses = await Promise.all(retirements.map((r, i) => post(at(r.path, r.id), editors[i % 2]!)))
    return responses.map((r) => (r.statusCode === 200 ? 200 : `${r.statusCode} ${r.json().error.code}`))
  }

  const refused = '409 ADMIN_CONTENT_TOO_FEW_LEFT'

  it('leaves a game the words, questions and crosswords it needs: exactly the retirements above the minimum pass', async () => {
    const auth = await editor()
    // Three hangman words, one needed: two of three retirements pass.
    const words = []
    for (const word of ['RACEONE', 'RACETWO', 'RACETHREE']) {
      const created = await post(adminLearningPaths.hangman, auth, {
        word,
        hint: 'คำสำหรับทดสอบการเลิกใช้พร้อมกัน',
        explanation: 'คำนี้ใช้ทดสอบว่าเกมยังมีคำให้เล่นเสมอ',
      })
      words.push(created.json().data.id as string)
    }
    await t.db
      .update(gameHangmanWords)
      .set({ retiredAt: START })
      .where(and(isNull(gameHangmanWords.retiredAt), notInArray(gameHangmanWords.id, words)))
    const hangman = await retireTogether(words.map((id) => ({ path: adminLearningPaths.retireHangman, id })))
    expect(hangman.filter((s) => s === 200)).toHaveLength(2)
    expect(hangman.filter((s) => s !== 200)).toEqual([refused])
    expect(await activeOf(gameHangmanWords)).toBe(1)

    // A catch-me game needs CATCHME_ROUNDS questions: with two more, two of four retirements pass.
    for (const n of [1, 2]) {
      await post(adminLearningPaths.catchMe, auth, {
        question: `ดอกเบี้ยทบต้นคืออะไร (ข้อทดสอบ ${n})`,
        answer: 'ดอกเบี้ยที่คิดจากเงินต้นรวมดอกเบี้ยเดิม',
        wrong: ['ดอกเบี้ยที่คิดจากเงินต้นอย่างเดียว', 'ค่าธรรมเนียมรายปี', 'ภาษีดอกเบี้ย'],
        explanation: 'ดอกเบี้ยทบต้นนำดอกเบี้ยที่ได้ไปคิดดอกเบี้ยต่อ เงินจึงโตเร็วขึ้น',
      })
    }
    const questions = (
      await t.db
        .select({ id: gameCatchMeQuestions.id })
        .from(gameCatchMeQuestions)
        .where(isNull(gameCatchMeQuestions.retiredAt))
        .orderBy(gameCatchMeQuestions.id)
    ).map((q) => q.id)
    expect(questions.length).toBeGreaterThanOrEqual(CATCHME_ROUNDS + 2)
    const kept = questions.slice(0, CATCHME_ROUNDS + 2)
    await t.db
      .update(gameCatchMeQuestions)
      .set({ retiredAt: START })
      .where(and(isNull(gameCatchMeQuestions.retiredAt), notInArray(gameCatchMeQuestions.id, kept)))
    const catchMe = await retireTogether(
      kept.slice(0, 4).map((id) => ({ path: adminLearningPaths.retireCatchMe, id })),
    )
    expect(catchMe.filter((s) => s === 200)).toHaveLength(2)
    expect(catchMe.filter((s) => s !== 200)).toEqual([refused, refused])
    expect(await activeOf(gameCatchMeQuestions)).toBe(CATCHME_ROUNDS)

    // Two crosswords, one needed.
    const crosswords = (
      await t.db
        .select({ id: gameCrosswords.id })
        .from(gameCrosswords)
        .where(isNull(gameCrosswords.retiredAt))
    ).map((c) => c.id)
    const pair = crosswords.slice(0, 2)
    await t.db
      .update(gameCrosswords)
      .set({ retiredAt: START })
      .where(and(isNull(gameCrosswords.retiredAt), notInArray(gameCrosswords.id, pair)))
    const grids = await retireTogether(pair.map((id) => ({ path: adminLearningPaths.retireCrossword, id })))
    expect(grids.sort()).toEqual([200, refused])
    expect(await activeOf(gameCrosswords)).toBe(1)
  })

  it('leaves a visual-decoder set one puzzle, whether its puzzles are retired or moved out at once', async () => {
    const auth = await editor()
    const sets = (await get(adminLearningPaths.visualSets, auth)).json().data.sets
    const [from, to] = sets as { id: string }[]
    const puzzles = await activePuzzles(from!.id)
    const pair = puzzles.slice(0, 2)
    await t.db
      .update(gameVisualPuzzles)
      .set({ retiredAt: START })
      .where(
        and(
          eq(gameVisualPuzzles.setId, from!.id),
          isNull(gameVisualPuzzles.retiredAt),
          notInArray(
            gameVisualPuzzles.id,
            pair.map((p) => p.id),
          ),
        ),
      )
    const retired = await retireTogether(
      pair.map((p) => ({ path: adminLearningPaths.retireVisual, id: p.id })),
    )
    expect(retired.sort()).toEqual([200, refused])
    const [left] = await activePuzzles(from!.id)
    expect(await activePuzzles(from!.id)).toHaveLength(1)

    // A second puzzle comes in; moving one out while retiring the other leaves one of them.
    const added = (
      await post(adminLearningPaths.visual, auth, {
        setId: from!.id,
        picture: '🏦⏳',
        answer: 'เงินฝากประจำ',
        wrong: ['บัตรเดบิต', 'ค่าธรรมเนียม', 'เงินกู้'],
        explanation: 'ธนาคารกับนาฬิกาทรายคือเงินฝากที่ต้องฝากให้ครบเวลา',
      })
    ).json().data
    const [editorA, editorB] = [await editor(), await editor()]
    const [moved, retiredToo] = await Promise.all([
      patch(at(adminLearningPaths.visualPuzzle, left!.id), editorA, {
        setId: to!.id,
        picture: left!.picture,
        answer: left!.answer,
        wrong: left!.wrong,
        explanation: left!.explanation,
      }),
      post(at(adminLearningPaths.retireVisual, added.id), editorB),
    ])
    expect([moved.statusCode, retiredToo.statusCode].sort()).toEqual([200, 409])
    expect([moved, retiredToo].find((r) => r.statusCode === 409)!.json().error.code).toBe(
      'ADMIN_CONTENT_TOO_FEW_LEFT',
    )
    expect(await activePuzzles(from!.id)).toHaveLength(1)
  })

  it('leaves a money-quiz level one question and the daily pool a whole day’s quiz', async () => {
    const activeIntermediate = () =>
      t.db
        .select({ id: quizQuestions.id })
        .from(quizQuestions)
        .where(
          and(
            eq(quizQuestions.pool, 'money'),
            eq(quizQuestions.level, 'Intermediate'),
            isNull(quizQuestions.retiredAt),
          ),
        )
    const level = await activeIntermediate()
    const [a, b, c] = level.map((q) => q.id)
    await t.db
      .update(quizQuestions)
      .set({ retiredAt: START })
      .where(
        and(
          inArray(
            quizQuestions.id,
            level.map((q) => q.id),
          ),
          notInArray(quizQuestions.id, [a!, b!, c!]),
        ),
      )
    const money = await retireTogether(
      [a!, b!, c!].map((id) => ({ path: adminLearningPaths.retireQuestion, id })),
    )
    expect(money.filter((s) => s === 200)).toHaveLength(2)
    expect(money.filter((s) => s !== 200)).toEqual([refused])
    expect(await activeIntermediate()).toHaveLength(1)

    const daily = await t.db
      .select({ id: quizQuestions.id })
      .from(quizQuestions)
      .where(and(eq(quizQuestions.pool, 'daily'), isNull(quizQuestions.retiredAt)))
    const keep = daily.slice(0, DAILY_QUESTION_COUNT + 2).map((q) => q.id)
    await t.db
      .update(quizQuestions)
      .set({ retiredAt: START })
      .where(
        and(
          eq(quizQuestions.pool, 'daily'),
          isNull(quizQuestions.retiredAt),
          notInArray(quizQuestions.id, keep),
        ),
      )
    const days = await retireTogether(keep.map((id) => ({ path: adminLearningPaths.retireQuestion, id })))
    expect(days.filter((s) => s === 200)).toHaveLength(2)
    expect(days.filter((s) => s !== 200)).toEqual(Array.from({ length: DAILY_QUESTION_COUNT }, () => refused))
    const dailyLeft = await t.db
      .select({ id: quizQuestions.id })
      .from(quizQuestions)
      .where(and(eq(quizQuestions.pool, 'daily'), isNull(quizQuestions.retiredAt)))
    expect(dailyLeft).toHaveLength(DAILY_QUESTION_COUNT)
  })
})

async function activeOf(
  table: typeof gameHangmanWords | typeof gameCatchMeQuestions | typeof gameCrosswords,
) {
  return (await t.db.select({ id: table.id }).from(table).where(isNull(table.retiredAt))).length
}

async function activePuzzles(setId: string) {
  return t.db
    .select()
    .from(gameVisualPuzzles)
    .where(and(eq(gameVisualPuzzles.setId, setId), isNull(gameVisualPuzzles.retiredAt)))
    .orderBy(gameVisualPuzzles.position)
}
