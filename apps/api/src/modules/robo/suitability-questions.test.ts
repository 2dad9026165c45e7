import { describe, expect, it } from 'vitest'
import {
  gradeSuitability,
  suitabilityQuestions,
  SUITABILITY_VERSION,
  type SuitabilityAnswer,
} from './suitability-questions'

/** Every question answered with the choice worth `points` (1–4), and yes or no to the two unscored ones. */
function answerSheet(points: 1 | 2 | 3 | 4, yes: boolean): SuitabilityAnswer[] {
  return suitabilityQuestions.map((question) => ({
    question: question.id,
    choices: question.scored ? [points] : [yes ? 1 : 2],
  }))
}

/** The sheet with one question's answer replaced. */
function withAnswer(sheet: SuitabilityAnswer[], question: number, choices: number[]): SuitabilityAnswer[] {
  return sheet.map((answer) => (answer.question === question ? { question, choices } : answer))
}

describe('the suitability questionnaire', () => {
  it('asks ten scored questions of 1–4 points, then two unscored yes/no questions, in Thai', () => {
    expect(SUITABILITY_VERSION).toBe('2026-01')
    expect(suitabilityQuestions.map((question) => question.id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ])
    for (const question of suitabilityQuestions.slice(0, 10)) {
      expect(question.scored).toBe(true)
      expect(question.choices.map((choice) => choice.points)).toEqual([1, 2, 3, 4])
    }
    expect(suitabilityQuestions.filter((question) => question.kind === 'multiple').map((q) => q.id)).toEqual([
      4,
    ])
    for (const question of suitabilityQuestions.slice(10)) {
      expect(question).toMatchObject({ kind: 'yesno', scored: false })
      expect(question.choices.map(({ id, points }) => ({ id, points }))).toEqual([
        { id: 1, points: 0 },
        { id: 2, points: 0 },
      ])
    }
    for (const question of suitabilityQuestions) {
      expect(question.text).toMatch(/[\u0E00-\u0E7F]/)
      for (const choice of question.choices) expect(choice.text).toMatch(/[\u0E00-\u0E7F]|\d/)
    }
  })
})

describe('grading an answer sheet', () => {
  it('scores the most careful answers 10, investor level 1', () => {
    expect(gradeSuitability(answerSheet(1, false))).toEqual({
      ok: true,
      score: 10,
      level: 1,
      derivatives: false,
      fx: false,
    })
  })

  it('scores the boldest answers 40, investor level 5', () => {
    expect(gradeSuitability(answerSheet(4, true))).toEqual({
      ok: true,
      score: 40,
      level: 5,
      derivatives: true,
      fx: true,
    })
  })

  it('counts the highest experience chosen when several are', () => {
    // Nine careful answers (9 points) and experience in government bonds and debt funds (2 and 3): 9 + 3 = 12.
    expect(gradeSuitability(withAnswer(answerSheet(1, false), 4, [2, 3]))).toMatchObject({
      ok: true,
      score: 12,
    })
    expect(gradeSuitability(withAnswer(answerSheet(1, false), 4, [4, 2]))).toMatchObject({
      ok: true,
      score: 13,
    })
  })

  it('adds a mixed sheet as worked by hand', () => {
    // 2 + 3 + 2 + 3 (experience 2 and 3) + 2 + 4 + 3 + 3 + 3 + 2 = 27: level 3 (22–29); fx yes, derivatives no.
    const chosen = [[2], [3], [2], [2, 3], [2], [4], [3], [3], [3], [2], [2], [1]]
    const sheet = chosen.map((choices, i) => ({ question: i + 1, choices }))
    expect(gradeSuitability(sheet)).toEqual({ ok: true, score: 27, level: 3, derivatives: false, fx: true })
  })

  it('reads the answers in any order', () => {
    expect(gradeSuitability(answerSheet(4, true).reverse())).toMatchObject({ ok: true, score: 40 })
  })
})

describe('refusing an answer sheet', () => {
  const sheet = answerSheet(3, true)

  it('names the first question left unanswered', () => {
    expect(gradeSuitability(sheet.filter((answer) => answer.question !== 7))).toEqual({
      ok: false,
      code: 'ROBO_ANSWER_MISSING',
      question: 7,
    })
    expect(gradeSuitability([])).toEqual({ ok: false, code: 'ROBO_ANSWER_MISSING', question: 1 })
    expect(gradeSuitability(sheet.slice(0, 10))).toEqual({
      ok: false,
      code: 'ROBO_ANSWER_MISSING',
      question: 11,
    })
  })

  it('refuses a question answered twice', () => {
    expect(gradeSuitability([...sheet, { question: 3, choices: [3] }])).toEqual({
      ok: false,
      code: 'ROBO_ANSWER_INVALID',
      question: 3,
    })
  })

  it('refuses a question or a choice the questionnaire does not have', () => {
    expect(gradeSuitability([...sheet, { question: 13, choices: [1] }])).toEqual({
      ok: false,
      code: 'ROBO_ANSWER_INVALID',
      question: 13,
    })
    expect(gradeSuitability(withAnswer(sheet, 2, [5]))).toEqual({
      ok: false,
      code: 'ROBO_ANSWER_INVALID',
      question: 2,
    })
    expect(gradeSuitability(withAnswer(sheet, 12, [3]))).toMatchObject({
      code: 'ROBO_ANSWER_INVALID',
      question: 12,
    })
  })

  it('refuses a one-answer question answered with none or with several', () => {
    expect(gradeSuitability(withAnswer(sheet, 6, []))).toMatchObject({
      code: 'ROBO_ANSWER_INVALID',
      question: 6,
    })
    expect(gradeSuitability(withAnswer(sheet, 6, [3, 4]))).toMatchObject({
      code: 'ROBO_ANSWER_INVALID',
      question: 6,
    })
    expect(gradeSuitability(withAnswer(sheet, 11, [1, 2]))).toMatchObject({
      code: 'ROBO_ANSWER_INVALID',
      question: 11,
    })
  })

  it('refuses an experience answer that is empty or repeats a choice', () => {
    expect(gradeSuitability(withAnswer(sheet, 4, []))).toMatchObject({
      code: 'ROBO_ANSWER_INVALID',
      question: 4,
    })
    expect(gradeSuitability(withAnswer(sheet, 4, [3, 3]))).toMatchObject({
      code: 'ROBO_ANSWER_INVALID',
      question: 4,
    })
  })

  it('refuses "only bank deposits" chosen together with an investment', () => {
    expect(gradeSuitability(withAnswer(sheet, 4, [1, 3]))).toEqual({
      ok: false,
      code: 'ROBO_ANSWER_CONTRADICTORY',
      question: 4,
    })
    expect(gradeSuitability(withAnswer(sheet, 4, [1]))).toMatchObject({ ok: true, score: 28 })
  })
})
