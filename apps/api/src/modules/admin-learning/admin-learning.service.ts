import { randomUUID } from 'node:crypto'
import type {
  AdminCatchMeQuestion,
  AdminCrossword,
  AdminHangmanWord,
  AdminQuizQuestion,
  AdminVisualPuzzle,
  ContentStatus,
} from '@klass/contract/admin-learning'
import { pageFrom } from '@klass/contract/envelope'
import { CATCHME_ROUNDS, crosswordSize } from '@klass/contract/games'
import { DAILY_QUESTION_COUNT, type MoneyQuizLevel } from '@klass/contract/quiz'
import type { Executor } from '@klass/db/client'
import {
  gameCatchMeQuestions,
  gameCrosswords,
  gameHangmanWords,
  gameVisualPuzzles,
  type CrosswordPlacement,
} from '@klass/db/schema/games'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { recordAudit } from '../../lib/audit'
import { DomainError } from '../../lib/domain-error'
import * as repo from './admin-learning.repo'

type List = { q?: string; status: ContentStatus; page: number; limit: number }

export type QuestionInput = {
  pool: 'daily' | 'money' | 'set'
  level: MoneyQuizLevel | null
  setId: string | null
  topic: string
  prompt: string
  choices: string[]
  correctChoice: number
  explanation: string
}
export type HangmanInput = { word: string; hint: string; explanation: string }
export type CatchMeInput = { question: string; answer: string; wrong: string[]; explanation: string }
export type VisualInput = {
  setId: string
  picture: string
  answer: string
  wrong: string[]
  explanation: string
}
export type CrosswordInput = { title: string; words: CrosswordPlacement[] }

const iso = (date: Date | null) => date?.toISOString() ?? null

function questionOut(row: repo.QuestionListRow): AdminQuizQuestion {
  return {
    id: row.id,
    pool: row.pool as AdminQuizQuestion['pool'],
    level: row.level as AdminQuizQuestion['level'],
    setId: row.setId,
    setTitle: row.setTitle,
    position: row.position,
    topic: row.topic,
    prompt: row.prompt,
    choices: row.choices,
    correctChoice: row.correctChoice,
    explanation: row.explanation,
    asked: row.asked,
    retiredAt: iso(row.retiredAt),
    createdAt: row.createdAt.toISOString(),
  }
}

function hangmanOut(row: repo.HangmanRow): AdminHangmanWord {
  return {
    id: row.id,
    word: row.word,
    hint: row.hint,
    explanation: row.explanation,
    retiredAt: iso(row.retiredAt),
    createdAt: row.createdAt.toISOString(),
  }
}

function catchMeOut(row: repo.CatchMeRow): AdminCatchMeQuestion {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    wrong: row.wrong,
    explanation: row.explanation,
    retiredAt: iso(row.retiredAt),
    createdAt: row.createdAt.toISOString(),
  }
}

function visualOut(row: repo.VisualListRow): AdminVisualPuzzle {
  return {
    id: row.id,
    setId: row.setId,
    setTitle: row.setTitle,
    position: row.position,
    picture: row.picture,
    answer: row.answer,
    wrong: row.wrong,
    explanation: row.explanation,
    retiredAt: iso(row.retiredAt),
  }
}

function crosswordOut(row: repo.CrosswordRow): AdminCrossword {
  return {
    id: row.id,
    title: row.title,
    rows: row.rows,
    cols: row.cols,
    words: row.words,
    retiredAt: iso(row.retiredAt),
    createdAt: row.createdAt.toISOString(),
  }
}

function found<T>(row: T | null): T {
  if (!row) throw new DomainError('ADMIN_CONTENT_NOT_FOUND')
  return row
}

function notRetired(row: { retiredAt: Date | null }) {
  if (row.retiredAt) throw new DomainError('ADMIN_CONTENT_ALREADY_RETIRED')
}

/** What members are asked: a change to any of it would rewrite answers already given. */
function askedPartChanged(row: repo.QuestionRow, input: QuestionInput): boolean {
  return (
    row.pool !== input.pool ||
    row.level !== input.level ||
    row.setId !== input.setId ||
    row.prompt !== input.prompt ||
    row.correctChoice !== input.correctChoice ||
    row.choices.length !== input.choices.length ||
    row.choices.some((choice, i) => choice !== input.choices[i])
  )
}

/**
 * The back office's learning content (issue 21). Every change is made in one transaction with its audit row;
 * nothing members already met is deleted: retiring keeps it for past answers and plays, and leaves it out
 * of new ones.
 */
export function createAdminLearningService(ctx: AppContext) {
  const { db, clock } = ctx

  async function checkSet(tx: Executor, input: QuestionInput) {
    if (input.pool === 'set' && !(input.setId && (await repo.findSet(tx, input.setId)))) {
      throw new DomainError('ADMIN_QUIZ_SET_NOT_FOUND')
    }
  }

  async function checkHangmanFree(tx: Executor, word: string, exceptId?: string) {
    if (await repo.hangmanWordTaken(tx, word, exceptId)) throw new DomainError('ADMIN_HANGMAN_WORD_TAKEN')
  }

  /**
   * A game must keep enough active content to be played after the retirement. The kind's lock is held to
   * the end of the transaction, so a second retirement counts after this one is written.
   */
  async function keepsEnough(
    tx: Executor,
    kind: 'hangman' | 'catchme' | 'crossword',
    table: typeof gameHangmanWords | typeof gameCatchMeQuestions | typeof gameCrosswords,
    needed: number,
  ) {
    await repo.lockContentKind(tx, kind)
    if ((await repo.activeCount(tx, table)) - 1 < needed) {
      throw new DomainError('ADMIN_CONTENT_TOO_FEW_LEFT', { needed })
    }
  }

  /**
   * The daily pool keeps a whole day's quiz; a money-quiz level, a monthly quiz and a final exam keep at
   * least one question, once the question leaves `place`. Serialised per place like keepsEnough.
   */
  async function questionsStayEnough(tx: Executor, place: repo.QuestionPlace) {
    const key = place.setId ? `set:${place.setId}` : `${place.pool}:${place.level ?? ''}`
    const needed = place.pool === 'daily' ? DAILY_QUESTION_COUNT : 1
    await repo.lockContentKind(tx, `quiz:${key}`)
    if ((await repo.activeQuestionsAt(tx, place)) - 1 < needed) {
      throw new DomainError('ADMIN_CONTENT_TOO_FEW_LEFT', { needed })
    }
  }

  return {
    // ---- Quiz questions ----

    async listQuestions(filter: List & { pool?: string; level?: string; setId?: string }) {
      const { rows, total } = await repo.listQuestions(db, filter)
      return pageFrom(rows.map(questionOut), total, filter.page, filter.limit)
    },

    async listSets() {
      const sets = await repo.listSets(db, 50)
      return {
        sets: sets.map((s) => ({
          ...s,
          kind: s.kind as 'monthly' | 'final',
          opensAt: s.opensAt.toISOString(),
          closesAt: s.closesAt.toISOString(),
        })),
      }
    },

    async createQuestion(actorId: string, input: QuestionInput): Promise<AdminQuizQuestion> {
      return db.transaction(async (tx) => {
        await checkSet(tx, input)
        const position = await repo.nextQuestionPosition(tx, input)
        const id = await repo.insertQuestion(tx, { ...input, position, createdAt: clock.now() })
        const after = questionOut(found(await repo.findQuestion(tx, id)))
        await recordAudit(tx, {
          actorId,
          action: 'quiz_question.create',
          entity: 'quiz_question',
          entityId: id,
          after,
        })
        return after
      })
    },

    /**
     * A question no member has been given changes freely. Once one has (an attempt or a day's daily quiz
     * holds it), only its topic and explanation change: the rest would rewrite answers already given.
     */
    async updateQuestion(actorId: string, id: string, input: QuestionInput): Promise<AdminQuizQuestion> {
      return db.transaction(async (tx) => {
        const row = found(await repo.findQuestion(tx, id, true))
        if (row.asked && askedPartChanged(row, input)) throw new DomainError('ADMIN_QUIZ_QUESTION_IN_USE')
        await checkSet(tx, input)
        const moved = row.pool !== input.pool || row.level !== input.level || row.setId !== input.setId
        if (moved && !row.retiredAt) await questionsStayEnough(tx, row)
        const position = moved ? await repo.nextQuestionPosition(tx, input) : row.position
        await repo.updateQuestion(tx, id, { ...input, position })
        const before = questionOut(row)
        const after = questionOut(found(await repo.findQuestion(tx, id)))
        await recordAudit(tx, {
          actorId,
          action: 'quiz_question.update',
          entity: 'quiz_question',
          entityId: id,
          before,
          after,
        })
        return after
      })
    },

    /** New quizzes leave the question out; attempts and daily quizzes that hold it keep it. */
    async retireQuestion(actorId: string, id: string): Promise<AdminQuizQuestion> {
      return db.transaction(async (tx) => {
        const row = found(await repo.findQuestion(tx, id, true))
        notRetired(row)
        await questionsStayEnough(tx, row)
        await repo.updateQuestion(tx, id, { retiredAt: clock.now() })
        const after = questionOut(found(await repo.findQuestion(tx, id)))
        await recordAudit(tx, {
          actorId,
          action: 'quiz_question.retire',
          entity: 'quiz_question',
          entityId: id,
          before: questionOut(row),
          after,
        })
        return after
      })
    },

    // ---- Hangman ----

    async listHangman(filter: List) {
      const { rows, total } = await repo.listHangman(db, filter)
      return pageFrom(rows.map(hangmanOut), total, filter.page, filter.limit)
    },

    async createHangman(actorId: string, input: HangmanInput): Promise<AdminHangmanWord> {
      return db.transaction(async (tx) => {
        await checkHangmanFree(tx, input.word)
        const [row] = await tx
          .insert(gameHangmanWords)
          .values({ ...input, createdAt: clock.now() })
          .onConflictDoNothing()
          .returning()
        if (!row) throw new DomainError('ADMIN_HANGMAN_WORD_TAKEN')
        const after = hangmanOut(row)
        await recordAudit(tx, {
          actorId,
          action: 'hangman_word.create',
          entity: 'hangman_word',
          entityId: row.id,
          after,
        })
        return after
      })
    },

    /** A play already under way keeps the word it was given; the hint and explanation read the new text. */
    async updateHangman(actorId: string, id: string, input: HangmanInput): Promise<AdminHangmanWord> {
      return db.transaction(async (tx) => {
        const row = found(await repo.findHangman(tx, id, true))
        await checkHangmanFree(tx, input.word, id)
        const [updated] = await tx
          .update(gameHangmanWords)
          .set(input)
          .where(eq(gameHangmanWords.id, id))
          .returning()
        const after = hangmanOut(updated!)
        await recordAudit(tx, {
          actorId,
          action: 'hangman_word.update',
          entity: 'hangman_word',
          entityId: id,
          before: hangmanOut(row),
          after,
        })
        return after
      })
    },

    async retireHangman(actorId: string, id: string): Promise<AdminHangmanWord> {
      return db.transaction(async (tx) => {
        const row = found(await repo.findHangman(tx, id, true))
        notRetired(row)
        await keepsEnough(tx, 'hangman', gameHangmanWords, 1)
        const [updated] = await tx
          .update(gameHangmanWords)
          .set({ retiredAt: clock.now() })
          .where(eq(gameHangmanWords.id, id))
          .returning()
        const after = hangmanOut(updated!)
        await recordAudit(tx, {
          actorId,
          action: 'hangman_word.retire',
          entity: 'hangman_word',
          entityId: id,
          before: hangmanOut(row),
          after,
        })
        return after
      })
    },

    // ---- Catch me if you can ----

    async listCatchMe(filter: List) {
      const { rows, total } = await repo.listCatchMe(db, filter)
      return pageFrom(rows.map(catchMeOut), total, filter.page, filter.limit)
    },

    async createCatchMe(actorId: string, input: CatchMeInput): Promise<AdminCatchMeQuestion> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(gameCatchMeQuestions)
          .values({ ...input, slug: `staff-${randomUUID()}`, createdAt: clock.now() })
          .returning()
        const after = catchMeOut(row!)
        await recordAudit(tx, {
          actorId,
          action: 'catchme_question.create',
          entity: 'catchme_question',
          entityId: row!.id,
          after,
        })
        return after
      })
    },

    /** A round already issued keeps its question and choices; its explanation reads the new text. */
    async updateCatchMe(actorId: string, id: string, input: CatchMeInput): Promise<AdminCatchMeQuestion> {
      return db.transaction(async (tx) => {
        const row = found(await repo.findCatchMe(tx, id, true))
        const [updated] = await tx
          .update(gameCatchMeQuestions)
          .set(input)
          .where(eq(gameCatchMeQuestions.id, id))
          .returning()
        const after = catchMeOut(updated!)
        await recordAudit(tx, {
          actorId,
          action: 'catchme_question.update',
          entity: 'catchme_question',
          entityId: id,
          before: catchMeOut(row),
          after,
        })
        return after
      })
    },

    async retireCatchMe(actorId: string, id: string): Promise<AdminCatchMeQuestion> {
      return db.transaction(async (tx) => {
        const row = found(await repo.findCatchMe(tx, id, true))
        notRetired(row)
        await keepsEnough(tx, 'catchme', gameCatchMeQuestions, CATCHME_ROUNDS)
        const [updated] = await tx
          .update(gameCatchMeQuestions)
          .set({ retiredAt: clock.now() })
          .where(eq(gameCatchMeQuestions.id, id))
          .returning()
        const after = catchMeOut(updated!)
        await recordAudit(tx, {
          actorId,
          action: 'catchme_question.retire',
          entity: 'catchme_question',
          entityId: id,
          before: catchMeOut(row),
          after,
        })
        return after
      })
    },

    // ---- Visual decoder ----

    async listVisual(filter: List & { setId?: string }) {
      const { rows, total } = await repo.listVisual(db, filter)
      return pageFrom(rows.map(visualOut), total, filter.page, filter.limit)
    },

    async listVisualSets() {
      return { sets: await repo.listVisualSets(db) }
    },

    /** A new puzzle goes at the end of its set. */
    async createVisual(actorId: string, input: VisualInput): Promise<AdminVisualPuzzle> {
      return db.transaction(async (tx) => {
        if (!(await repo.lockVisualSet(tx, input.setId))) throw new DomainError('ADMIN_VISUAL_SET_NOT_FOUND')
        const position = await repo.nextVisualPosition(tx, input.setId)
        const [row] = await tx
          .insert(gameVisualPuzzles)
          .values({ ...input, position })
          .returning({ id: gameVisualPuzzles.id })
        const after = visualOut(found(await repo.findVisual(tx, row!.id)))
        await recordAudit(tx, {
          actorId,
          action: 'visual_puzzle.create',
          entity: 'visual_puzzle',
          entityId: row!.id,
          after,
        })
        return after
      })
    },

    /** A play already under way keeps the puzzles and choices it was given. */
    async updateVisual(actorId: string, id: string, input: VisualInput): Promise<AdminVisualPuzzle> {
      return db.transaction(async (tx) => {
        const row = found(await repo.findVisual(tx, id, true))
        // The set it leaves is locked too: a retirement there counts after the move.
        const locked = await repo.lockVisualSets(tx, [...new Set([row.setId, input.setId])])
        if (!locked.some((set) => set.id === input.setId)) throw new DomainError('ADMIN_VISUAL_SET_NOT_FOUND')
        if (
          input.setId !== row.setId &&
          !row.retiredAt &&
          (await repo.activeVisualInSet(tx, row.setId)) <= 1
        ) {
          throw new DomainError('ADMIN_CONTENT_TOO_FEW_LEFT', { needed: 1 })
        }
        const position =
          input.setId === row.setId ? row.position : await repo.nextVisualPosition(tx, input.setId)
        await tx
          .update(gameVisualPuzzles)
          .set({ ...input, position })
          .where(eq(gameVisualPuzzles.id, id))
        const after = visualOut(found(await repo.findVisual(tx, id)))
        await recordAudit(tx, {
          actorId,
          action: 'visual_puzzle.update',
          entity: 'visual_puzzle',
          entityId: id,
          before: visualOut(row),
          after,
        })
        return after
      })
    },

    /** A set keeps at least one puzzle to play. */
    async retireVisual(actorId: string, id: string): Promise<AdminVisualPuzzle> {
      return db.transaction(async (tx) => {
        const row = found(await repo.findVisual(tx, id, true))
        notRetired(row)
        await repo.lockVisualSet(tx, row.setId)
        if ((await repo.activeVisualInSet(tx, row.setId)) <= 1) {
          throw new DomainError('ADMIN_CONTENT_TOO_FEW_LEFT', { needed: 1 })
        }
        await tx.update(gameVisualPuzzles).set({ retiredAt: clock.now() }).where(eq(gameVisualPuzzles.id, id))
        const after = visualOut(found(await repo.findVisual(tx, id)))
        await recordAudit(tx, {
          actorId,
          action: 'visual_puzzle.retire',
          entity: 'visual_puzzle',
          entityId: id,
          before: visualOut(row),
          after,
        })
        return after
      })
    },

    // ---- Crosswords ----

    async listCrosswords(filter: List) {
      const { rows, total } = await repo.listCrosswords(db, filter)
      return pageFrom(rows.map(crosswordOut), total, filter.page, filter.limit)
    },

    async createCrossword(actorId: string, input: CrosswordInput): Promise<AdminCrossword> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(gameCrosswords)
          .values({
            ...input,
            ...crosswordSize(input.words),
            slug: `staff-${randomUUID()}`,
            position: await repo.nextCrosswordPosition(tx),
            createdAt: clock.now(),
          })
          .returning()
        const after = crosswordOut(row!)
        await recordAudit(tx, {
          actorId,
          action: 'crossword.create',
          entity: 'crossword',
          entityId: row!.id,
          after,
        })
        return after
      })
    },

    /** A play already under way keeps the words it was given and is checked against them. */
    async updateCrossword(actorId: string, id: string, input: CrosswordInput): Promise<AdminCrossword> {
      return db.transaction(async (tx) => {
        const row = found(await repo.findCrossword(tx, id, true))
        const [updated] = await tx
          .update(gameCrosswords)
          .set({ ...input, ...crosswordSize(input.words) })
          .where(eq(gameCrosswords.id, id))
          .returning()
        const after = crosswordOut(updated!)
        await recordAudit(tx, {
          actorId,
          action: 'crossword.update',
          entity: 'crossword',
          entityId: id,
          before: crosswordOut(row),
          after,
        })
        return after
      })
    },

    async retireCrossword(actorId: string, id: string): Promise<AdminCrossword> {
      return db.transaction(async (tx) => {
        const row = found(await repo.findCrossword(tx, id, true))
        notRetired(row)
        await keepsEnough(tx, 'crossword', gameCrosswords, 1)
        const [updated] = await tx
          .update(gameCrosswords)
          .set({ retiredAt: clock.now() })
          .where(eq(gameCrosswords.id, id))
          .returning()
        const after = crosswordOut(updated!)
        await recordAudit(tx, {
          actorId,
          action: 'crossword.retire',
          entity: 'crossword',
          entityId: id,
          before: crosswordOut(row),
          after,
        })
        return after
      })
    },
  }
}
