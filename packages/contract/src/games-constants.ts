// The values of games.ts that need no zod (it re-exports them): the web app imports them from here, so
// a page that only shows them does not load zod.
import type { CrosswordWord } from './games'

/** The cells each word covers, in order. */
export function crosswordCells(word: Pick<CrosswordWord, 'row' | 'col' | 'direction'>, length: number) {
  return Array.from({ length }, (_, i) =>
    word.direction === 'across' ? { row: word.row, col: word.col + i } : { row: word.row + i, col: word.col },
  )
}

/** The grid a crossword needs: one row below and one column right of its furthest letter. */
export function crosswordSize(words: readonly Pick<CrosswordWord, 'row' | 'col' | 'direction' | 'answer'>[]) {
  const cells = words.flatMap((w) => crosswordCells(w, w.answer.length))
  return {
    rows: Math.max(0, ...cells.map((c) => c.row)) + 1,
    cols: Math.max(0, ...cells.map((c) => c.col)) + 1,
  }
}
