import { z } from 'zod'
import {
  choicePuzzleProblems,
  crosswordProblems,
  hangmanWordOf,
  hangmanWordProblems,
  quizQuestionProblems,
  type Problems,
} from './admin-learning-rules'
import { defineCalls, type CallSpec } from './call'
import { dataOf, limitParam, pageOf, pageParam, queryText } from './envelope'
import { refusal, type ErrorCode } from './errors'
import { crosswordDirections } from './games'
import { moneyQuizLevels } from './quiz'
import type { StaffRole } from './staff'
import { contentStatuses, questionPools } from './admin-learning-constants'
export * from './admin-learning-constants'

/**
 * The back office's learning content (issue 21): quiz questions of every kind and the games' content
 * (hangman words, catch-me questions, visual-decoder puzzles, crosswords). Editors (and admin) list, add,
 * edit and retire them; a retired item is never deleted, so what members already answered keeps it.
 */
const base = '/v2/api/admin/learning'
export const adminLearningPaths = {
  questions: `${base}/quiz/questions`,
  question: `${base}/quiz/questions/:id`,
  retireQuestion: `${base}/quiz/questions/:id/retire`,
  questionSets: `${base}/quiz/sets`,
  hangman: `${base}/hangman`,
  hangmanWord: `${base}/hangman/:id`,
  retireHangman: `${base}/hangman/:id/retire`,
  catchMe: `${base}/catchme`,
  catchMeQuestion: `${base}/catchme/:id`,
  retireCatchMe: `${base}/catchme/:id/retire`,
  visual: `${base}/visual`,
  visualPuzzle: `${base}/visual/:id`,
  retireVisual: `${base}/visual/:id/retire`,
  visualSets: `${base}/visual/sets`,
  crosswords: `${base}/crosswords`,
  crossword: `${base}/crosswords/:id`,
  retireCrossword: `${base}/crosswords/:id/retire`,
} as const

const editors = ['editor'] as const satisfies readonly StaffRole[]

const idParams = z.object({ id: z.uuid() })
const text = (max: number) => z.string().trim().max(max)
const timestamp = z.string()

/** Adds a draft's problems as issues of the field they name, carrying the refusal's code. */
function refineWith<T>(check: (value: T) => Problems, code: ErrorCode) {
  return (value: T, ctx: z.RefinementCtx) => {
    for (const [field, message] of Object.entries(check(value))) {
      ctx.addIssue({ code: 'custom', message, path: field.split('.'), params: refusal(code).params })
    }
  }
}

const listQuery = {
  q: queryText(100).optional(),
  status: z.enum(contentStatuses).default('active'),
  page: pageParam,
  limit: limitParam(20),
}

// ---- Quiz questions ----

export const adminQuizQuestion = z.object({
  id: z.uuid(),
  pool: z.enum(questionPools),
  level: z.enum(moneyQuizLevels).nullable(),
  setId: z.uuid().nullable(),
  /** The monthly quiz's or final exam's title. */
  setTitle: z.string().nullable(),
  position: z.number().int().nonnegative(),
  topic: z.string(),
  prompt: z.string(),
  choices: z.array(z.string()),
  correctChoice: z.number().int().nonnegative(),
  explanation: z.string(),
  /** A member has been given it (an attempt or a day's daily quiz holds it): only topic and explanation change. */
  asked: z.boolean(),
  retiredAt: timestamp.nullable(),
  createdAt: timestamp,
})
export type AdminQuizQuestion = z.infer<typeof adminQuizQuestion>

export const adminQuestionQuery = z.object({
  ...listQuery,
  pool: z.enum(questionPools).optional(),
  level: z.enum(moneyQuizLevels).optional(),
  setId: z.uuid().optional(),
})

export const quizQuestionInput = z
  .object({
    pool: z.enum(questionPools),
    level: z.enum(moneyQuizLevels).nullable().default(null),
    setId: z.uuid().nullable().default(null),
    topic: text(100),
    prompt: text(1000),
    choices: z.array(text(300)).max(12),
    correctChoice: z.number().int().nullable(),
    explanation: text(2000),
  })
  .superRefine(refineWith(quizQuestionProblems, 'ADMIN_QUIZ_QUESTION_INVALID'))
  .transform((q) => ({
    ...q,
    level: q.pool === 'money' ? q.level : null,
    setId: q.pool === 'set' ? q.setId : null,
    correctChoice: q.correctChoice!,
  }))
export type QuizQuestionInput = z.input<typeof quizQuestionInput>

/** A monthly quiz or final exam a question can belong to. */
export const adminQuizSet = z.object({
  id: z.uuid(),
  kind: z.enum(['monthly', 'final']),
  title: z.string(),
  month: z.string().nullable(),
  opensAt: timestamp,
  closesAt: timestamp,
  questionCount: z.number().int().nonnegative(),
})
export type AdminQuizSet = z.infer<typeof adminQuizSet>

// ---- Games ----

export const adminHangmanWord = z.object({
  id: z.uuid(),
  word: z.string(),
  hint: z.string(),
  explanation: z.string(),
  retiredAt: timestamp.nullable(),
  createdAt: timestamp,
})
export type AdminHangmanWord = z.infer<typeof adminHangmanWord>

export const hangmanWordInput = z
  .object({ word: text(40), hint: text(300), explanation: text(2000) })
  .superRefine(refineWith(hangmanWordProblems, 'ADMIN_HANGMAN_WORD_INVALID'))
  .transform((w) => ({ ...w, word: hangmanWordOf(w.word) }))
export type HangmanWordInput = z.input<typeof hangmanWordInput>

export const adminCatchMeQuestion = z.object({
  id: z.uuid(),
  question: z.string(),
  answer: z.string(),
  wrong: z.array(z.string()),
  explanation: z.string(),
  retiredAt: timestamp.nullable(),
  createdAt: timestamp,
})
export type AdminCatchMeQuestion = z.infer<typeof adminCatchMeQuestion>

export const catchMeInput = z
  .object({
    question: text(300),
    answer: text(100),
    wrong: z.array(text(100)).max(6),
    explanation: text(2000),
  })
  .superRefine(
    refineWith(
      (q: { question: string; answer: string; wrong: string[]; explanation: string }) =>
        choicePuzzleProblems({ ...q, prompt: q.question }, 'question'),
      'ADMIN_GAME_ITEM_INVALID',
    ),
  )
export type CatchMeInput = z.input<typeof catchMeInput>

export const adminVisualPuzzle = z.object({
  id: z.uuid(),
  setId: z.uuid(),
  setTitle: z.string(),
  position: z.number().int().nonnegative(),
  picture: z.string(),
  answer: z.string(),
  wrong: z.array(z.string()),
  explanation: z.string(),
  retiredAt: timestamp.nullable(),
})
export type AdminVisualPuzzle = z.infer<typeof adminVisualPuzzle>

export const visualPuzzleInput = z
  .object({
    setId: z.uuid(),
    picture: text(100),
    answer: text(100),
    wrong: z.array(text(100)).max(6),
    explanation: text(2000),
  })
  .superRefine(
    refineWith(
      (p: { picture: string; answer: string; wrong: string[]; explanation: string }) =>
        choicePuzzleProblems({ ...p, prompt: p.picture }, 'picture'),
      'ADMIN_GAME_ITEM_INVALID',
    ),
  )
export type VisualPuzzleInput = z.input<typeof visualPuzzleInput>

export const adminVisualSet = z.object({
  id: z.uuid(),
  title: z.string(),
  /** Puzzles members meet in a new play of the set. */
  activePuzzles: z.number().int().nonnegative(),
})
export type AdminVisualSet = z.infer<typeof adminVisualSet>

export const crosswordPlacement = z.object({
  row: z.number().int().min(0).max(100),
  col: z.number().int().min(0).max(100),
  direction: z.enum(crosswordDirections),
  answer: z.string().trim().max(20),
  clue: text(300),
})

export const adminCrossword = z.object({
  id: z.uuid(),
  title: z.string(),
  rows: z.number().int().positive(),
  cols: z.number().int().positive(),
  words: z.array(crosswordPlacement),
  retiredAt: timestamp.nullable(),
  createdAt: timestamp,
})
export type AdminCrossword = z.infer<typeof adminCrossword>

export const crosswordInput = z
  .object({ title: text(100), words: z.array(crosswordPlacement).max(30) })
  .superRefine(refineWith(crosswordProblems, 'ADMIN_CROSSWORD_INCONSISTENT'))
  .transform((c) => ({ ...c, words: c.words.map((w) => ({ ...w, answer: w.answer.toUpperCase() })) }))
export type CrosswordInput = z.input<typeof crosswordInput>

/** The four calls of one kind of content: a filtered page, add, edit, retire. */
function manageCalls<
  const Paths extends { list: string; one: string; retire: string },
  Item extends z.ZodType,
  Input extends z.ZodType,
  Query extends z.ZodType,
>(
  paths: Paths,
  what: string,
  schemas: { item: Item; input: Input; query: Query },
  errors: { write: readonly ErrorCode[]; update?: readonly ErrorCode[]; retire?: readonly ErrorCode[] },
) {
  return {
    list: {
      method: 'GET',
      path: paths.list,
      access: 'staff',
      roles: editors,
      summary: `รายการ${what} กรองตามสถานะและคำค้น ทีละหน้า (บรรณาธิการ)`,
      query: schemas.query,
      reply: pageOf(schemas.item),
    },
    create: {
      method: 'POST',
      path: paths.list,
      access: 'staff',
      roles: editors,
      summary: `เพิ่ม${what} (บันทึกในประวัติการแก้ไข)`,
      body: schemas.input,
      reply: dataOf(schemas.item),
      status: 201,
      errors: errors.write,
    },
    update: {
      method: 'PATCH',
      path: paths.one,
      access: 'staff',
      roles: editors,
      summary: `แก้ไข${what} (บันทึกก่อนและหลังในประวัติการแก้ไข)`,
      params: idParams,
      body: schemas.input,
      reply: dataOf(schemas.item),
      errors: ['ADMIN_CONTENT_NOT_FOUND', ...errors.write, ...(errors.update ?? [])],
    },
    retire: {
      method: 'POST',
      path: paths.retire,
      access: 'staff',
      roles: editors,
      summary: `เลิกใช้${what}: ไม่ออกในรอบใหม่ แต่ยังเก็บไว้กับคำตอบเดิมของสมาชิก`,
      params: idParams,
      reply: dataOf(schemas.item),
      errors: ['ADMIN_CONTENT_NOT_FOUND', 'ADMIN_CONTENT_ALREADY_RETIRED', ...(errors.retire ?? [])],
    },
  } as const satisfies Record<string, CallSpec>
}

export const adminQuizCalls = defineCalls('adminQuiz', {
  ...manageCalls(
    {
      list: adminLearningPaths.questions,
      one: adminLearningPaths.question,
      retire: adminLearningPaths.retireQuestion,
    },
    'คำถามควิซ',
    { item: adminQuizQuestion, input: quizQuestionInput, query: adminQuestionQuery },
    {
      write: ['ADMIN_QUIZ_QUESTION_INVALID', 'ADMIN_QUIZ_SET_NOT_FOUND', 'ADMIN_QUIZ_QUESTION_IN_USE'],
      update: ['ADMIN_CONTENT_TOO_FEW_LEFT'],
      retire: ['ADMIN_CONTENT_TOO_FEW_LEFT'],
    },
  ),
  sets: {
    method: 'GET',
    path: adminLearningPaths.questionSets,
    access: 'staff',
    roles: editors,
    summary: 'ชุดควิซประจำเดือนและข้อสอบปลายภาค ล่าสุดก่อน ให้เลือกเมื่อเพิ่มคำถาม (บรรณาธิการ)',
    reply: dataOf(z.object({ sets: z.array(adminQuizSet) })),
  },
})

const gameQuery = z.object(listQuery)

export const adminHangmanCalls = defineCalls(
  'adminHangman',
  manageCalls(
    {
      list: adminLearningPaths.hangman,
      one: adminLearningPaths.hangmanWord,
      retire: adminLearningPaths.retireHangman,
    },
    'คำศัพท์ Hangman',
    { item: adminHangmanWord, input: hangmanWordInput, query: gameQuery },
    {
      write: ['ADMIN_HANGMAN_WORD_INVALID', 'ADMIN_HANGMAN_WORD_TAKEN'],
      retire: ['ADMIN_CONTENT_TOO_FEW_LEFT'],
    },
  ),
)

export const adminCatchMeCalls = defineCalls(
  'adminCatchMe',
  manageCalls(
    {
      list: adminLearningPaths.catchMe,
      one: adminLearningPaths.catchMeQuestion,
      retire: adminLearningPaths.retireCatchMe,
    },
    'คำถาม Catch me if you can',
    { item: adminCatchMeQuestion, input: catchMeInput, query: gameQuery },
    { write: ['ADMIN_GAME_ITEM_INVALID'], retire: ['ADMIN_CONTENT_TOO_FEW_LEFT'] },
  ),
)

export const adminVisualCalls = defineCalls('adminVisual', {
  ...manageCalls(
    {
      list: adminLearningPaths.visual,
      one: adminLearningPaths.visualPuzzle,
      retire: adminLearningPaths.retireVisual,
    },
    'โจทย์ Visual Decoder',
    {
      item: adminVisualPuzzle,
      input: visualPuzzleInput,
      query: z.object({ ...listQuery, setId: z.uuid().optional() }),
    },
    {
      write: ['ADMIN_GAME_ITEM_INVALID', 'ADMIN_VISUAL_SET_NOT_FOUND'],
      update: ['ADMIN_CONTENT_TOO_FEW_LEFT'],
      retire: ['ADMIN_CONTENT_TOO_FEW_LEFT'],
    },
  ),
  sets: {
    method: 'GET',
    path: adminLearningPaths.visualSets,
    access: 'staff',
    roles: editors,
    summary: 'ชุด Visual Decoder พร้อมจำนวนโจทย์ที่ใช้งานอยู่ (บรรณาธิการ)',
    reply: dataOf(z.object({ sets: z.array(adminVisualSet) })),
  },
})

export const adminCrosswordCalls = defineCalls(
  'adminCrossword',
  manageCalls(
    {
      list: adminLearningPaths.crosswords,
      one: adminLearningPaths.crossword,
      retire: adminLearningPaths.retireCrossword,
    },
    'ปริศนาอักษรไขว้',
    { item: adminCrossword, input: crosswordInput, query: gameQuery },
    { write: ['ADMIN_CROSSWORD_INCONSISTENT'], retire: ['ADMIN_CONTENT_TOO_FEW_LEFT'] },
  ),
)
