import { useState } from 'react'
import { gameNames, type GameId } from '@klass/contract/game-names'
import { Tabs } from '../../../ui/tabs'
import { CatchMeEditor } from '../components/catch-me-editor'
import { CrosswordEditor } from '../components/crossword-editor'
import { HangmanEditor } from '../components/hangman-editor'
import { VisualDecoderEditor } from '../components/visual-decoder-editor'

/** A game's tab: its Thai name first, the English product name smaller beneath (as on the members' pages). */
function gameTab(game: GameId) {
  const { name, productName } = gameNames[game]
  return (
    <>
      {name}{' '}
      <span lang="en" className="block text-xs font-normal">
        {productName}
      </span>
    </>
  )
}

const games = [
  { id: 'hangman', label: gameTab('hangman'), content: () => <HangmanEditor /> },
  { id: 'catchme', label: gameTab('catchme'), content: () => <CatchMeEditor /> },
  { id: 'visual', label: gameTab('visual-decoder'), content: () => <VisualDecoderEditor /> },
  { id: 'crossword', label: gameTab('crossword'), content: () => <CrosswordEditor /> },
] as const

/** เนื้อหาเกม: each game's words, questions, puzzles and crosswords, added, edited and retired. */
export default function GameContentPage() {
  const [game, setGame] = useState<string>('hangman')
  return (
    <section className="space-y-4">
      <h2 className="text-2xl font-bold">เนื้อหาเกม</h2>
      <Tabs label="เกม" items={games} value={game} onChange={setGame} />
    </section>
  )
}
