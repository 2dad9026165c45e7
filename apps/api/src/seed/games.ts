import type { Transaction } from '@klass/db/client'
import { demoCatchMeQuestions, demoCrosswords, demoHangmanWords, demoVisualSets } from '@klass/db/demo/games'
import {
  gameCatchMeQuestions,
  gameCrosswords,
  gameHangmanWords,
  gameVisualPuzzles,
  gameVisualSets,
} from '@klass/db/schema/games'
import { crosswordSize } from '@klass/contract/games'

/** The games' demo content, in the demo transaction. */
export async function loadGamesDemo(tx: Transaction) {
  await tx.insert(gameCatchMeQuestions).values(demoCatchMeQuestions)
  await tx.insert(gameHangmanWords).values(demoHangmanWords)
  for (const [position, set] of demoVisualSets.entries()) {
    const [row] = await tx
      .insert(gameVisualSets)
      .values({ slug: set.slug, title: set.title, position })
      .returning({ id: gameVisualSets.id })
    await tx
      .insert(gameVisualPuzzles)
      .values(set.puzzles.map((puzzle, index) => ({ ...puzzle, setId: row!.id, position: index })))
  }
  await tx.insert(gameCrosswords).values(
    demoCrosswords.map((crossword, position) => ({
      ...crossword,
      ...crosswordSize(crossword.words),
      position,
    })),
  )
  return {
    questions: demoCatchMeQuestions.length,
    words: demoHangmanWords.length,
    sets: demoVisualSets.length,
    crosswords: demoCrosswords.length,
  }
}
