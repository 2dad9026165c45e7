import { useMemo, useState } from 'react'
import type { CrosswordAnswer, CrosswordPlay } from '@klass/contract/games'
import { crosswordCells } from '@klass/contract/games-constants'
import { Button } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { useAnswerCrossword } from '../api/answer-crossword'
import { useGameEnded } from '../api/game-reward'
import { usePlayCrossword } from '../api/play-crossword'
import { CrosswordGrid, gridRows } from '../components/crossword-grid'
import { GameEndPanel } from '../components/game-end'
import { GameError } from '../components/game-error'
import { GameShell } from '../components/game-shell'
import { GameToday } from '../components/game-today'

const directionLabel = { across: 'แนวนอน', down: 'แนวตั้ง' } as const

/** SPEC 2 /crossword: fill English finance words from Thai clues, check once, see the right words marked. */
export function CrosswordPage() {
  const play = usePlayCrossword()
  const check = useAnswerCrossword()
  const gameEnded = useGameEnded()
  const [game, setGame] = useState<CrosswordPlay | null>(null)
  const [letters, setLetters] = useState<Record<string, string>>({})
  const [result, setResult] = useState<CrosswordAnswer | null>(null)

  const start = () => {
    check.reset()
    play.mutate(undefined, {
      onSuccess: (started) => {
        setGame(started)
        setLetters({})
        setResult(null)
      },
    })
  }

  const submit = () => {
    if (!game) return
    check.mutate(
      { sessionId: game.sessionId, grid: gridRows(game.crossword, letters) },
      {
        onSuccess: (checked) => {
          setResult(checked)
          gameEnded(checked.end)
        },
      },
    )
  }

  const rightCells = useMemo(() => {
    if (!result || !game) return null
    const cells = new Set<string>()
    for (const word of result.words.filter((w) => w.correct)) {
      const clue = game.crossword.clues.find(
        (c) => c.number === word.number && c.direction === word.direction,
      )
      if (clue) crosswordCells(clue, clue.length).forEach((cell) => cells.add(`${cell.row}:${cell.col}`))
    }
    return cells
  }, [result, game])

  const filled = Object.values(letters).filter(Boolean).length
  return (
    <GameShell
      game="crossword"
      intro="อ่านคำใบ้ภาษาไทย แล้วเติมศัพท์การเงินภาษาอังกฤษลงตาราง ใช้ลูกศรเลื่อนช่อง พิมพ์แล้วเคอร์เซอร์เดินต่อให้เอง"
    >
      <GameToday id="crossword" />
      {!game && (
        <Card className="space-y-3 text-center">
          <p>ตรวจได้ครั้งเดียวต่อตาราง คำที่ถูกได้คำละ 1 koin</p>
          <Button onClick={start} busy={play.isPending}>
            เริ่มเล่น
          </Button>
        </Card>
      )}
      <GameError error={play.error} />
      {game && (
        <Card className="space-y-4 p-3 sm:p-5">
          <h2 className="text-xl">{game.crossword.title}</h2>
          <CrosswordGrid
            shape={game.crossword}
            letters={letters}
            onLetters={setLetters}
            rightCells={rightCells}
            locked={result !== null}
          />
          <GameError error={check.error} />
          {!result && (
            <Button onClick={submit} busy={check.isPending} disabled={filled === 0}>
              ตรวจคำตอบ
            </Button>
          )}
        </Card>
      )}
      {result && (
        <GameEndPanel end={result.end} onPlayAgain={start} busy={play.isPending}>
          <ul className="space-y-1 text-left text-sm">
            {result.words.map((w) => (
              <li key={`${w.number}-${w.direction}`}>
                {w.correct ? '✅' : '❌'} ข้อ {w.number} {directionLabel[w.direction]}:{' '}
                <strong>{w.answer}</strong>
                {w.correct ? ' (ถูก)' : ' (เฉลย)'}
              </li>
            ))}
          </ul>
        </GameEndPanel>
      )}
    </GameShell>
  )
}

export default CrosswordPage
