import { useCallback, useState } from 'react'
import type { HangmanAnswer, HangmanPlay } from '@klass/contract/games'
import { formatKoin } from '../../../lib/format'
import { Button } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { Skeleton } from '../../../ui/skeleton'
import { QueryState } from '../../../ui/query-states'
import { useAnswerHangman } from '../api/answer-hangman'
import { useBuyHangmanQuota } from '../api/buy-hangman-quota'
import { useGameEnded } from '../api/game-reward'
import { useHangmanQuota } from '../api/get-hangman-quota'
import { usePlayHangman } from '../api/play-hangman'
import { GameEndPanel } from '../components/game-end'
import { GameError } from '../components/game-error'
import { GameShell } from '../components/game-shell'
import { LetterKeyboard } from '../components/letter-keyboard'

type Board = Pick<HangmanPlay, 'sessionId' | 'pattern' | 'hint' | 'lives' | 'maxLives' | 'guessed'> & {
  last: HangmanAnswer | null
}

function QuotaPanel() {
  const quota = useHangmanQuota()
  const buy = useBuyHangmanQuota()
  return (
    <QueryState query={quota} loading={<Skeleton className="h-16 w-full" />}>
      {(q) => (
        <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-brand-50 px-4 py-3 text-sm">
          <p>
            สิทธิ์เล่นวันนี้เหลือ <strong>{q.remaining}</strong> ครั้ง (ฟรี {q.free} ครั้ง
            {q.bought > 0 ? ` + ซื้อเพิ่ม ${q.bought} ครั้ง` : ''} · เล่นไปแล้ว {q.used} ครั้ง)
          </p>
          {q.canBuy > 0 && (
            <Button size="sm" variant="sun" busy={buy.isPending} onClick={() => buy.mutate(1)}>
              ซื้อสิทธิ์เล่นเพิ่ม 1 ครั้ง ({formatKoin(q.price)} koin)
            </Button>
          )}
          {buy.isSuccess && <p role="status">ซื้อสิทธิ์เพิ่มแล้ว เล่นต่อได้เลย</p>}
          <GameError error={buy.error} />
        </div>
      )}
    </QueryState>
  )
}

/** SPEC 2 /games/hangman: guess a finance word letter by letter before the lives run out. */
export function HangmanPage() {
  const play = usePlayHangman()
  const answer = useAnswerHangman()
  const gameEnded = useGameEnded()
  const [board, setBoard] = useState<Board | null>(null)

  const start = () => {
    answer.reset()
    play.mutate(undefined, {
      onSuccess: (started) => setBoard({ ...started, last: null }),
    })
  }

  const guess = useCallback(
    (letter: string) => {
      if (!board || answer.isPending || board.last?.end) return
      answer.mutate(
        { sessionId: board.sessionId, letter },
        {
          onSuccess: (result) => {
            setBoard(
              (current) =>
                current && {
                  ...current,
                  pattern: result.pattern,
                  lives: result.lives,
                  guessed: result.guessed,
                  last: result,
                },
            )
            if (result.end) gameEnded(result.end)
          },
        },
      )
    },
    [board, answer, gameEnded],
  )

  const ended = board?.last?.end ?? null
  const hits = board ? board.guessed.filter((l) => board.pattern.includes(l)) : []

  return (
    <GameShell
      title="Hangman ทายศัพท์การเงิน"
      intro="ทายคำศัพท์การเงินภาษาอังกฤษทีละตัวอักษร กดปุ่มบนจอหรือพิมพ์จากแป้นพิมพ์ก็ได้ ทายผิดเสียหัวใจหนึ่งดวง"
    >
      <QuotaPanel />
      {!board && (
        <Card className="space-y-3 text-center">
          <p>มีหัวใจ 6 ดวง ทายถูกครบทั้งคำก่อนหัวใจหมดเพื่อรับ koin ยิ่งเหลือหัวใจมาก ยิ่งได้มาก</p>
          <Button onClick={start} busy={play.isPending}>
            เริ่มเล่น
          </Button>
        </Card>
      )}
      <GameError error={play.error} />
      {board && (
        <Card className="space-y-4">
          <p className="rounded-2xl bg-sun-100 px-3 py-2">
            <span className="font-semibold">คำใบ้: </span>
            {board.hint}
          </p>
          <p className="text-center" aria-live="polite">
            <span className="sr-only">
              หัวใจเหลือ {board.lives} จาก {board.maxLives} ดวง
            </span>
            <span aria-hidden="true" className="text-3xl tracking-widest text-coral-700">
              {'♥'.repeat(board.lives)}
              <span className="text-brand-300">{'♡'.repeat(board.maxLives - board.lives)}</span>
            </span>
          </p>
          <p className="flex flex-wrap justify-center gap-1.5">
            <span className="sr-only">
              {`คำที่ต้องทาย ${board.pattern.length} ตัวอักษร: ${board.pattern.map((l) => l ?? 'ว่าง').join(' ')}`}
            </span>
            {board.pattern.map((letter, i) => (
              <span
                key={i}
                aria-hidden="true"
                className="flex size-9 items-center justify-center rounded-lg border-b-4 border-brand-300 bg-brand-50 text-xl font-bold text-brand-800 sm:size-11"
              >
                {letter ?? ''}
              </span>
            ))}
          </p>
          {board.last && !ended && (
            <p role="status" className="text-center text-sm text-ink-soft">
              {board.last.hit ? `มีตัว ${board.last.letter} ในคำ เก่งมาก!` : `ไม่มีตัว ${board.last.letter} ในคำ`}
            </p>
          )}
          <GameError error={answer.error} />
          {!ended && (
            <LetterKeyboard guessed={board.guessed} hits={hits} disabled={answer.isPending} onGuess={guess} />
          )}
        </Card>
      )}
      {ended && board?.last?.reveal && (
        <GameEndPanel
          end={ended}
          onPlayAgain={start}
          busy={play.isPending}
          title={board.last.status === 'won' ? 'ทายถูกแล้ว เก่งมาก!' : 'หัวใจหมดแล้ว ไว้ลองใหม่นะ'}
        >
          <div className="rounded-2xl bg-brand-50 px-3 py-2 text-left">
            <p>
              คำตอบคือ <strong className="text-brand-800">{board.last.reveal.word}</strong>
            </p>
            <p className="text-sm text-ink-soft">{board.last.reveal.explanation}</p>
          </div>
        </GameEndPanel>
      )}
    </GameShell>
  )
}

export default HangmanPage
