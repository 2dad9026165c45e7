import { describe, expect, it } from 'vitest'
import { crosswordCells, numberCrosswordWords } from '@klass/contract/games'
import { demoCatchMeQuestions, demoCrosswords, demoHangmanWords, demoVisualSets } from '@klass/db/demo/games'

const thai = /[\u0E00-\u0E7F]/

describe('the games’ demo content', () => {
  it('has 40 catch-me questions, each with one right answer, three different wrong ones and a Thai reason', () => {
    expect(demoCatchMeQuestions).toHaveLength(40)
    expect(new Set(demoCatchMeQuestions.map((q) => q.slug)).size).toBe(40)
    for (const q of demoCatchMeQuestions) {
      expect(new Set([q.answer, ...q.wrong]).size, q.slug).toBe(4)
      expect(q.question, q.slug).toMatch(thai)
      expect(q.explanation.length, q.slug).toBeGreaterThan(20)
    }
  })

  it('has 50 different hangman words in English capitals, each with a Thai hint and an explanation naming it', () => {
    expect(demoHangmanWords).toHaveLength(50)
    expect(new Set(demoHangmanWords.map((w) => w.word)).size).toBe(50)
    for (const w of demoHangmanWords) {
      expect(w.word).toMatch(/^[A-Z]{3,12}$/)
      expect(w.hint, w.word).toMatch(thai)
      expect(w.hint, w.word).not.toContain(w.word)
      expect(w.explanation, w.word).toContain(w.word)
    }
  })

  it('has 5 visual-decoder sets of 5 emoji puzzles with four different choices each', () => {
    expect(demoVisualSets).toHaveLength(5)
    for (const set of demoVisualSets) {
      expect(set.puzzles, set.slug).toHaveLength(5)
      for (const p of set.puzzles) {
        expect(new Set([p.answer, ...p.wrong]).size, p.answer).toBe(4)
        expect(p.picture, p.answer).toMatch(/\p{Extended_Pictographic}/u)
        expect(p.explanation, p.answer).toMatch(thai)
      }
    }
  })

  it.each(demoCrosswords.map((c) => [c.slug, c] as const))(
    'crossword %s is consistent: crossing letters agree and no two words start in the same cell the same way',
    (_, crossword) => {
      const cells = new Map<string, string>()
      for (const word of crossword.words) {
        expect(word.answer).toMatch(/^[A-Z]{3,}$/)
        expect(word.clue).toMatch(thai)
        crosswordCells(word, word.answer.length).forEach((cell, i) => {
          expect(cell.row).toBeGreaterThanOrEqual(0)
          expect(cell.col).toBeGreaterThanOrEqual(0)
          const key = `${cell.row}:${cell.col}`
          const letter = word.answer[i]!
          if (cells.has(key)) expect(cells.get(key), `${word.answer} at ${key}`).toBe(letter)
          cells.set(key, letter)
        })
      }
      const starts = crossword.words.map((w) => `${w.row}:${w.col}:${w.direction}`)
      expect(new Set(starts).size).toBe(starts.length)
      // Every word crosses another, so the grid is one piece.
      for (const word of crossword.words) {
        const mine = new Set(crosswordCells(word, word.answer.length).map((c) => `${c.row}:${c.col}`))
        const crossed = crossword.words.some(
          (other) =>
            other !== word &&
            crosswordCells(other, other.answer.length).some((c) => mine.has(`${c.row}:${c.col}`)),
        )
        expect(crossed, word.answer).toBe(true)
      }
      const numbers = numberCrosswordWords(crossword.words).map((w) => w.number)
      expect(Math.min(...numbers)).toBe(1)
    },
  )
})
