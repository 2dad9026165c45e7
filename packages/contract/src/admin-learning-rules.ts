import type { CrosswordDirection } from './games'

/**
 * The rules of the learning content staff write in the back office (issue 21): quiz questions and the games'
 * words, puzzles and crosswords. Plain functions, so the back office's forms check exactly what the server
 * checks; each answers the problems it found, by field, in Thai (none: the draft is fine).
 */

export type Problems = Record<string, string>

export const QUESTION_CHOICES_MIN = 2
export const QUESTION_CHOICES_MAX = 6
/** A catch-me round and a visual-decoder puzzle show the right answer among three wrong ones. */
export const WRONG_CHOICES = 3
export const HANGMAN_WORD_MIN = 3
export const HANGMAN_WORD_MAX = 12
export const CROSSWORD_WORDS_MIN = 2
export const CROSSWORD_WORDS_MAX = 12
/** The member's grid is typed on a phone: at most this many rows and columns. */
export const CROSSWORD_SIZE_MAX = 15
export const CROSSWORD_ANSWER_MIN = 3

const thai = /[\u0E00-\u0E7F]/

/** The cells a word covers, in order (as `crosswordCells` of the games' contract, without its schemas). */
function crosswordCells(word: { row: number; col: number; direction: CrosswordDirection }, length: number) {
  return Array.from({ length }, (_, i) =>
    word.direction === 'across' ? { row: word.row, col: word.col + i } : { row: word.row + i, col: word.col },
  )
}

function blank(text: string | null | undefined): boolean {
  return !text || text.trim().length === 0
}

/** Choices that read the same once spaces and letter case are set aside. */
function repeated(choices: readonly string[]): boolean {
  const seen = choices.map((c) => c.trim().toLowerCase()).filter((c) => c.length > 0)
  return new Set(seen).size !== seen.length
}

export type QuizQuestionDraft = {
  pool: string
  level?: string | null
  setId?: string | null
  topic: string
  prompt: string
  choices: readonly string[]
  correctChoice: number | null
  explanation: string
}

/**
 * A quiz question: a topic, a prompt, 2 to 6 different choices, exactly one right choice among them and an
 * explanation of why; a money-quiz question names its level, a monthly or final question its set.
 */
export function quizQuestionProblems(draft: QuizQuestionDraft): Problems {
  const problems: Problems = {}
  if (draft.pool === 'money' && !draft.level) problems.level = 'กรุณาเลือกระดับของ The Money Quiz'
  if (draft.pool === 'set' && !draft.setId) problems.setId = 'กรุณาเลือกชุดควิซประจำเดือนหรือข้อสอบปลายภาค'
  if (blank(draft.topic)) problems.topic = 'กรุณากรอกหัวข้อ'
  if (blank(draft.prompt)) problems.prompt = 'กรุณากรอกคำถาม'
  const filled = draft.choices.filter((c) => !blank(c))
  if (filled.length !== draft.choices.length) problems.choices = 'ตัวเลือกต้องไม่เว้นว่าง ลบช่องที่ไม่ใช้ออก'
  else if (draft.choices.length < QUESTION_CHOICES_MIN)
    problems.choices = `ต้องมีตัวเลือกอย่างน้อย ${QUESTION_CHOICES_MIN} ข้อ`
  else if (draft.choices.length > QUESTION_CHOICES_MAX)
    problems.choices = `มีตัวเลือกได้ไม่เกิน ${QUESTION_CHOICES_MAX} ข้อ`
  else if (repeated(draft.choices)) problems.choices = 'ตัวเลือกต้องไม่ซ้ำกัน'
  if (
    draft.correctChoice === null ||
    !Number.isInteger(draft.correctChoice) ||
    draft.correctChoice < 0 ||
    draft.correctChoice >= draft.choices.length
  )
    problems.correctChoice = 'กรุณาเลือกคำตอบที่ถูกต้องหนึ่งข้อจากตัวเลือก'
  if (blank(draft.explanation)) problems.explanation = 'กรุณาเขียนคำอธิบายว่าทำไมคำตอบนี้จึงถูก'
  return problems
}

export type HangmanWordDraft = { word: string; hint: string; explanation: string }

/** The word as the game keeps it: English capitals (members guess letters A–Z). */
export function hangmanWordOf(word: string): string {
  return word.trim().toUpperCase()
}

/** A hangman word: 3–12 English letters, a Thai hint that does not give the word away, an explanation. */
export function hangmanWordProblems(draft: HangmanWordDraft): Problems {
  const problems: Problems = {}
  const word = hangmanWordOf(draft.word)
  if (!/^[A-Z]+$/.test(word))
    problems.word = 'คำศัพท์ต้องเป็นตัวอักษรภาษาอังกฤษ A–Z เท่านั้น (เกมนี้ให้ทายทีละตัวอักษรภาษาอังกฤษ)'
  else if (word.length < HANGMAN_WORD_MIN || word.length > HANGMAN_WORD_MAX)
    problems.word = `คำศัพท์ต้องยาว ${HANGMAN_WORD_MIN}–${HANGMAN_WORD_MAX} ตัวอักษร`
  if (blank(draft.hint) || !thai.test(draft.hint)) problems.hint = 'กรุณาเขียนคำใบ้เป็นภาษาไทย'
  else if (word.length > 0 && draft.hint.toUpperCase().includes(word))
    problems.hint = 'คำใบ้ต้องไม่บอกคำศัพท์ตรง ๆ'
  if (blank(draft.explanation)) problems.explanation = 'กรุณาเขียนคำอธิบายความหมายของคำนี้'
  return problems
}

export type ChoicePuzzleDraft = {
  /** Catch me: the question; visual decoder: the emoji picture. */
  prompt: string
  answer: string
  wrong: readonly string[]
  explanation: string
}

/** A catch-me question or visual-decoder puzzle: the prompt, one right answer, three different wrong ones. */
export function choicePuzzleProblems(draft: ChoicePuzzleDraft, promptName: 'question' | 'picture'): Problems {
  const problems: Problems = {}
  if (blank(draft.prompt))
    problems[promptName] = promptName === 'question' ? 'กรุณากรอกคำถาม' : 'กรุณาใส่ภาพอีโมจิของโจทย์'
  else if (promptName === 'picture' && !/\p{Extended_Pictographic}/u.test(draft.prompt))
    problems.picture = 'ภาพโจทย์ต้องมีอีโมจิอย่างน้อยหนึ่งตัว'
  if (blank(draft.answer)) problems.answer = 'กรุณากรอกคำตอบที่ถูกต้อง'
  if (draft.wrong.length !== WRONG_CHOICES || draft.wrong.some((w) => blank(w)))
    problems.wrong = `กรุณากรอกตัวเลือกที่ผิดให้ครบ ${WRONG_CHOICES} ข้อ`
  else if (repeated([draft.answer, ...draft.wrong])) problems.wrong = 'คำตอบและตัวเลือกที่ผิดต้องไม่ซ้ำกัน'
  if (blank(draft.explanation)) problems.explanation = 'กรุณาเขียนคำอธิบายว่าทำไมคำตอบนี้จึงถูก'
  return problems
}

export type CrosswordWordDraft = {
  row: number
  col: number
  direction: CrosswordDirection
  answer: string
  clue: string
}
export type CrosswordDraft = { title: string; words: readonly CrosswordWordDraft[] }

/**
 * A crossword whose grid holds together: 2–12 words of English capitals, each with a Thai clue, inside a
 * 15 × 15 grid; where an across and a down word share a cell they share its letter; two words running the
 * same way never overlap or run into each other; and every word is joined to the others (one piece). Word
 * problems are named `words.<index>`.
 */
export function crosswordProblems(draft: CrosswordDraft): Problems {
  const problems: Problems = {}
  if (blank(draft.title)) problems.title = 'กรุณาตั้งชื่อปริศนาอักษรไขว้'
  if (draft.words.length < CROSSWORD_WORDS_MIN || draft.words.length > CROSSWORD_WORDS_MAX) {
    problems.words = `ปริศนาหนึ่งชุดต้องมี ${CROSSWORD_WORDS_MIN}–${CROSSWORD_WORDS_MAX} คำ`
    return problems
  }
  const words = draft.words.map((w) => ({ ...w, answer: w.answer.trim().toUpperCase() }))
  words.forEach((w, i) => {
    const key = `words.${i}`
    if (!/^[A-Z]+$/.test(w.answer) || w.answer.length < CROSSWORD_ANSWER_MIN)
      problems[key] = `คำที่ ${i + 1}: คำตอบต้องเป็นตัวอักษรภาษาอังกฤษ A–Z อย่างน้อย ${CROSSWORD_ANSWER_MIN} ตัว`
    else if (blank(w.clue) || !thai.test(w.clue)) problems[key] = `คำที่ ${i + 1}: กรุณาเขียนคำใบ้เป็นภาษาไทย`
    else if (!Number.isInteger(w.row) || !Number.isInteger(w.col) || w.row < 0 || w.col < 0)
      problems[key] = `คำที่ ${i + 1}: แถวและคอลัมน์เริ่มต้นต้องเป็นเลขตั้งแต่ 1 ขึ้นไป`
    else {
      const end = crosswordCells(w, w.answer.length).at(-1)!
      if (end.row >= CROSSWORD_SIZE_MAX || end.col >= CROSSWORD_SIZE_MAX)
        problems[key] = `คำที่ ${i + 1}: คำยาวเกินตาราง ${CROSSWORD_SIZE_MAX} × ${CROSSWORD_SIZE_MAX} ช่อง`
    }
  })
  if (Object.keys(problems).some((k) => k.startsWith('words.'))) return problems

  // Each cell's letter and the words covering it.
  const cells = new Map<string, { letter: string; words: number[] }>()
  words.forEach((w, i) => {
    crosswordCells(w, w.answer.length).forEach((cell, at) => {
      const key = `${cell.row}:${cell.col}`
      const letter = w.answer[at]!
      const held = cells.get(key)
      if (!held) {
        cells.set(key, { letter, words: [i] })
        return
      }
      const other = held.words.find((j) => words[j]!.direction === w.direction)
      if (other !== undefined) problems[`words.${i}`] ??= `คำที่ ${i + 1} ทับคำที่ ${other + 1} ซึ่งวางแนวเดียวกัน`
      else if (held.letter !== letter)
        problems[`words.${i}`] ??=
          `คำที่ ${i + 1} ตัดกับคำที่ ${held.words[0]! + 1} ที่แถว ${cell.row + 1} คอลัมน์ ${cell.col + 1} แต่ตัวอักษรไม่ตรงกัน (${letter} กับ ${held.letter})`
      held.words.push(i)
    })
  })
  // Two words the same way, one straight after the other, would read as one long word.
  words.forEach((w, i) => {
    const after = crosswordCells(w, w.answer.length + 1).at(-1)!
    const before = w.direction === 'across' ? { row: w.row, col: w.col - 1 } : { row: w.row - 1, col: w.col }
    for (const cell of [after, before]) {
      const held = cells.get(`${cell.row}:${cell.col}`)
      const touching = held?.words.find((j) => j !== i && words[j]!.direction === w.direction)
      if (touching !== undefined)
        problems[`words.${i}`] ??= `คำที่ ${i + 1} ต่อท้ายหรือชนกับคำที่ ${touching + 1} ในแนวเดียวกัน`
    }
  })
  if (Object.keys(problems).some((k) => k.startsWith('words.'))) return problems

  // One piece: every word reached from the first through shared cells.
  const reached = new Set([0])
  const queue = [0]
  while (queue.length > 0) {
    const i = queue.shift()!
    const w = words[i]!
    for (const cell of crosswordCells(w, w.answer.length)) {
      for (const j of cells.get(`${cell.row}:${cell.col}`)!.words) {
        if (!reached.has(j)) {
          reached.add(j)
          queue.push(j)
        }
      }
    }
  }
  words.forEach((_, i) => {
    if (!reached.has(i)) problems[`words.${i}`] = `คำที่ ${i + 1} ไม่ได้ตัดกับคำอื่น ทุกคำต้องเชื่อมกันเป็นตารางเดียว`
  })
  return problems
}
