import { useEffect, useRef, useState } from 'react'
import type { CatchMeAnswer, CatchMePlay, CatchMeRound } from '@klass/contract/games'
import { Button } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { cn } from '../../../ui/cn'
import { useAnswerCatchMe } from '../api/answer-catch-me'
import { useGameEnded } from '../api/game-reward'
import { usePlayCatchMe } from '../api/play-catch-me'
import { BubbleField } from '../components/bubble-field'
import { GameEndPanel } from '../components/game-end'
import { GameError } from '../components/game-error'
import { GameShell } from '../components/game-shell'
import { GameToday } from '../components/game-today'

type Answered = { round: CatchMeRound; result: CatchMeAnswer }
type Game = {
  play: CatchMePlay
  round: CatchMeRound
  receivedAt: number
  score: number
  answered: Answered[]
}

const roundKey = (game: Game) => `${game.play.sessionId}:${game.round.index}`

/**
 * Seconds left in the current round, counted from when the page received it (the server keeps its own
 * time); null until the round's first tick, so a new round never inherits the last one's zero.
 */
function useSecondsLeft(game: Game | null, paused: boolean) {
  const [tick, setTick] = useState<{ round: string; left: number } | null>(null)
  useEffect(() => {
    if (!game || paused) return
    const update = () =>
      setTick({
        round: roundKey(game),
        left: Math.max(0, Math.ceil(game.play.roundSeconds - (Date.now() - game.receivedAt) / 1000)),
      })
    update()
    const timer = setInterval(update, 250)
    return () => clearInterval(timer)
  }, [game, paused])
  return game && tick?.round === roundKey(game) ? tick.left : null
}

/** How a round went; `live` announces it (the round just answered), the end's list is read in order. */
function Feedback({ answered, live = false }: { answered: Answered; live?: boolean }) {
  const { round, result } = answered
  return (
    <p
      role={live ? 'status' : undefined}
      className={cn(
        'rounded-2xl px-3 py-2 text-sm',
        result.correct ? 'bg-mint-100 text-mint-700' : 'bg-coral-100 text-coral-700',
      )}
    >
      <strong>{result.correct ? 'จับถูก!' : result.timedOut ? 'หมดเวลา' : 'ยังไม่ใช่'}</strong> “{round.question}”
      คำตอบคือ “{round.choices[result.answer]}” — {result.explanation}
    </p>
  )
}

/** SPEC 2 /games/catch-me-if-you-can: catch the right answer bubble before each round's time runs out. */
export function CatchMePage() {
  const play = usePlayCatchMe()
  const answer = useAnswerCatchMe()
  const gameEnded = useGameEnded()
  const [game, setGame] = useState<Game | null>(null)
  const ended = game?.answered.at(-1)?.result.end ?? null
  const secondsLeft = useSecondsLeft(game, Boolean(ended) || answer.isPending)
  const sentFor = useRef<string | null>(null)

  const start = () => {
    answer.reset()
    sentFor.current = null
    play.mutate(undefined, {
      onSuccess: (started) =>
        setGame({ play: started, round: started.round, receivedAt: Date.now(), score: 0, answered: [] }),
    })
  }

  const pick = (choice: number | null) => {
    if (!game || ended || answer.isPending) return
    const { round } = game
    sentFor.current = roundKey(game)
    answer.mutate(
      { sessionId: game.play.sessionId, round: round.index, choice, score: game.score },
      {
        onSuccess: (result) => {
          setGame(
            (current) =>
              current && {
                ...current,
                round: result.next ?? current.round,
                receivedAt: result.next ? Date.now() : current.receivedAt,
                score: result.score,
                answered: [...current.answered, { round, result }],
              },
          )
          if (result.end) gameEnded(result.end)
        },
        onError: () => {
          sentFor.current = null
        },
      },
    )
  }

  // The round's time ran out: tell the server once, as a miss.
  useEffect(() => {
    if (secondsLeft !== 0 || !game || ended) return
    if (sentFor.current === roundKey(game)) return
    pick(null)
  })

  const last = game?.answered.at(-1)
  return (
    <GameShell game="catchme" intro="ฟองคำตอบลอยไปมา แตะฟองที่ถูกให้ทันเวลา ใช้ปุ่ม Tab และ Enter เลือกฟองได้เหมือนกัน">
      <GameToday id="catchme" />
      {!game && (
        <Card className="space-y-3 text-center">
          <p>เกมละ 5 รอบ รอบละ 15 วินาที จับถูกรอบละ 20 คะแนน และ 1 koin</p>
          <Button onClick={start} busy={play.isPending}>
            เริ่มเล่น
          </Button>
        </Card>
      )}
      <GameError error={play.error} />
      {game && !ended && (
        <Card className="space-y-3">
          <p className="flex justify-between text-sm text-ink-soft">
            <span>
              รอบที่ {game.round.index + 1} จาก {game.play.rounds}
            </span>
            <span>คะแนน {game.score}</span>
          </p>
          <h2 className="text-xl">{game.round.question}</h2>
          <div className="flex items-center gap-3">
            <div className="h-2 flex-1 overflow-hidden rounded-full bg-brand-100" aria-hidden="true">
              <div
                className="h-full bg-brand-600 transition-[width]"
                style={{
                  width: `${((secondsLeft ?? game.play.roundSeconds) / game.play.roundSeconds) * 100}%`,
                }}
              />
            </div>
            <span role="timer" className="w-24 text-right text-sm">
              เหลือ {secondsLeft ?? game.play.roundSeconds} วินาที
            </span>
          </div>
          <BubbleField
            roundKey={`${game.play.sessionId}-${game.round.index}`}
            choices={game.round.choices}
            disabled={answer.isPending}
            onPick={pick}
          />
          <GameError error={answer.error} />
          {last && <Feedback answered={last} live />}
        </Card>
      )}
      {ended && game && (
        <GameEndPanel end={ended} onPlayAgain={start} busy={play.isPending}>
          <ol className="space-y-2 text-left">
            {game.answered.map((a) => (
              <li key={a.round.index}>
                <Feedback answered={a} />
              </li>
            ))}
          </ol>
        </GameEndPanel>
      )}
    </GameShell>
  )
}

export default CatchMePage
