import { useState } from 'react'
import { Tabs } from '../../../ui/tabs'
import { CatchMeEditor } from '../components/catch-me-editor'
import { CrosswordEditor } from '../components/crossword-editor'
import { HangmanEditor } from '../components/hangman-editor'
import { VisualDecoderEditor } from '../components/visual-decoder-editor'

const games = [
  { id: 'hangman', label: 'Hangman', content: () => <HangmanEditor /> },
  { id: 'catchme', label: 'Catch me if you can', content: () => <CatchMeEditor /> },
  { id: 'visual', label: 'Visual Decoder', content: () => <VisualDecoderEditor /> },
  { id: 'crossword', label: 'Crossword', content: () => <CrosswordEditor /> },
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
