import { useState } from 'react'
import type {
  VisualDecoderAnswer,
  VisualDecoderPlay,
  VisualOutcome,
  VisualPuzzle,
} from '@klass/contract/games'
import { Button } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { cn } from '../../../ui/cn'
import { LoadingState } from '../../../ui/states'
import { useAnswerVisualDecoder } from '../api/answer-visual-decoder'
import { useGameEnded } from '../api/game-reward'
import { useVisualDecoderResult } from '../api/get-visual-decoder-result'
import { usePlayVisualDecoder } from '../api/play-visual-decoder'
import { useSkipVisualDecoder } from '../api/skip-visual-decoder'
import { GameEndPanel } from '../components/game-end'
import { GameError } from '../components/game-error'
import { GameShell } from '../components/game-shell'
import { GameToday } from '../components/game-today'

const outcomeText: Record<VisualOutcome, string> = { correct: 'ถูกต้อง!', wrong: 'ยังไม่ถูก', skipped: 'ข้ามข้อนี้' }
const outcomeTone: Record<VisualOutcome, string> = {
  correct: 'bg-mint-100 text-mint-700',
  wrong: 'bg-coral-100 text-coral-700',
  skipped: 'bg-brand-50 text-brand-800',
}

type Round = {
  play: VisualDecoderPlay
  puzzle: VisualPuzzle
  score: number
  last: VisualDecoderAnswer | null
}

function SetResult({ setId }: { setId: string }) {
  const result = useVisualDecoderResult(setId)
  if (result.isError) return <GameError error={result.error} />
  if (!result.data) return <LoadingState label="กำลังโหลดผลของชุดนี้…" />
  return (
    <section aria-labelledby="set-result" className="text-left">
      <h3 id="set-result" className="mb-2 text-lg">
        ผลชุด “{result.data.set.title}”
      </h3>
      <ol className="space-y-2">
        {result.data.puzzles.map((p) => (
          <li
            key={p.index}
            className="flex items-start gap-3 rounded-2xl bg-white px-3 py-2 ring-1 ring-brand-100"
          >
            <span className="text-2xl">{p.picture}</span>
            <span className="flex-1">
              <strong>{p.answer}</strong>
              <span className={cn('ml-2 rounded-full px-2 py-0.5 text-xs', outcomeTone[p.outcome])}>
                {outcomeText[p.outcome]}
              </span>
              <span className="block text-sm text-ink-soft">{p.explanation}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  )
}

/** SPEC 2 /games/visual-decoder: five picture puzzles one by one, answer or skip, then the set's result. */
export function VisualDecoderPage() {
  const play = usePlayVisualDecoder()
  const answer = useAnswerVisualDecoder()
  const skip = useSkipVisualDecoder()
  const gameEnded = useGameEnded()
  const [round, setRound] = useState<Round | null>(null)
  const busy = answer.isPending || skip.isPending

  const start = () => {
    answer.reset()
    skip.reset()
    play.mutate(undefined, {
      onSuccess: (started) => setRound({ play: started, puzzle: started.puzzle, score: 0, last: null }),
    })
  }
  const onAnswered = (result: VisualDecoderAnswer) => {
    setRound((current) => current && { ...current, score: result.score, last: result })
    if (result.end) gameEnded(result.end)
  }
  const choose = (choice: number) => {
    if (!round) return
    answer.mutate(
      { sessionId: round.play.sessionId, index: round.puzzle.index, choice },
      { onSuccess: onAnswered },
    )
  }
  const pass = () => {
    if (!round) return
    skip.mutate({ sessionId: round.play.sessionId, index: round.puzzle.index }, { onSuccess: onAnswered })
  }
  const next = () =>
    setRound((current) =>
      current?.last?.next ? { ...current, puzzle: current.last.next, last: null } : current,
    )

  const last = round?.last ?? null
  return (
    <GameShell
      game="visual-decoder"
      intro="ดูภาพอีโมจิแล้วเลือกว่าเป็นคำการเงินอะไร ชุดละ 5 ภาพ ตอบถูกข้อละ 20 คะแนน ไม่แน่ใจก็ข้ามได้"
    >
      <GameToday id="visual-decoder" />
      {!round && (
        <Card className="space-y-3 text-center">
          <p>พร้อมถอดรหัสหรือยัง? ระบบจะเลือกชุดที่คุณยังเล่นน้อยที่สุดให้</p>
          <Button onClick={start} busy={play.isPending}>
            เริ่มเล่น
          </Button>
        </Card>
      )}
      <GameError error={play.error} />
      {round && !last?.end && (
        <Card className="space-y-4">
          <p className="flex justify-between text-sm text-ink-soft">
            <span>
              ชุด “{round.play.set.title}” · ภาพที่ {round.puzzle.index + 1} จาก {round.play.set.size}
            </span>
            <span>คะแนน {round.score}</span>
          </p>
          <p className="rounded-card bg-brand-50 py-6 text-center text-5xl leading-snug sm:text-6xl">
            <span className="sr-only">ภาพปริศนา: </span>
            {round.puzzle.picture}
          </p>
          {last ? (
            <div role="status" className={cn('space-y-2 rounded-2xl px-4 py-3', outcomeTone[last.outcome])}>
              <p className="font-semibold">
                {outcomeText[last.outcome]} คำตอบคือ “{last.answer}”
              </p>
              <p className="text-sm">{last.explanation}</p>
              <Button onClick={next}>ภาพถัดไป</Button>
            </div>
          ) : (
            <>
              <div role="group" aria-label="ตัวเลือกคำตอบ" className="grid gap-2 sm:grid-cols-2">
                {round.puzzle.choices.map((choice, i) => (
                  <Button key={choice} variant="secondary" disabled={busy} onClick={() => choose(i)}>
                    {choice}
                  </Button>
                ))}
              </div>
              <div className="text-center">
                <Button variant="ghost" disabled={busy} onClick={pass}>
                  ข้ามภาพนี้
                </Button>
              </div>
            </>
          )}
          <GameError error={answer.error ?? skip.error} />
        </Card>
      )}
      {last?.end && round && (
        <GameEndPanel end={last.end} onPlayAgain={start} busy={play.isPending}>
          <p className="text-sm">
            ภาพสุดท้าย: {outcomeText[last.outcome]} คำตอบคือ “{last.answer}”
          </p>
          <SetResult setId={round.play.set.id} />
        </GameEndPanel>
      )}
    </GameShell>
  )
}

export default VisualDecoderPage
