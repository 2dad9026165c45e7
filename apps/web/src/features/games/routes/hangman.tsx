import { useCallback, useMemo, useState } from 'react'
import type { HangmanAnswer, HangmanGame, HangmanQuota } from '@klass/contract/games'
import { isApiError } from '../../../lib/api-client'
import { formatClock, formatKoin } from '../../../lib/format'
import { Button } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { Skeleton } from '../../../ui/skeleton'
import { QueryState } from '../../../ui/query-states'
import { useAnswerHangman } from '../api/answer-hangman'
import { useBuyHangmanQuota } from '../api/buy-hangman-quota'
import { useGameEnded } from '../api/game-reward'
import { useCurrentHangman } from '../api/get-current-hangman'
import { useHangmanQuota } from '../api/get-hangman-quota'
import { usePlayHangman } from '../api/play-hangman'
import { GameEndPanel } from '../components/game-end'
import { GameError } from '../components/game-error'
import { GameShell } from '../components/game-shell'
import { LetterKeyboard } from '../components/letter-keyboard'

type Board = Omit<HangmanGame, 'maxScore'> & {
  last: HangmanAnswer | null
  /** The game came back from the server (a reload, a return) rather than being started just now. */
  resumed: boolean
}

/** Free plays are used before bought ones, so what is left is told in that order. */
function playsLeft(q: HangmanQuota) {
  const freeLeft = Math.max(0, q.free - q.used)
  return { freeLeft, boughtLeft: q.remaining - freeLeft }
}

/** Today's plays: the free ones first, then any bought. */
function QuotaLine({ quota: q }: { quota: HangmanQuota }) {
  const { freeLeft, boughtLeft } = playsLeft(q)
  return (
    <div className="rounded-2xl bg-brand-50 px-4 py-3 text-sm" aria-label="สิทธิ์เล่นวันนี้">
      <p>
        เล่นฟรีวันนี้ เหลือ <strong className="text-lg text-brand-800">{freeLeft}</strong> จาก {q.free} ครั้ง
      </p>
      {q.bought > 0 && (
        <p className="text-ink-soft">
          สิทธิ์ที่ซื้อเพิ่ม เหลือ <strong>{boughtLeft}</strong> จาก {q.bought} ครั้ง
        </p>
      )}
    </div>
  )
}

/** No plays left today: said once, with the paid play when one can still be bought. */
function OutOfPlays({ quota: q }: { quota: HangmanQuota }) {
  const buy = useBuyHangmanQuota()
  return (
    <Card className="space-y-3 text-center">
      <h2 className="text-xl">ใช้สิทธิ์เล่นวันนี้ครบแล้ว</h2>
      {q.canBuy > 0 ? (
        <>
          <p>
            เล่นต่อได้ด้วยการซื้อสิทธิ์ ครั้งละ {formatKoin(q.price)} koin (วันนี้ซื้อได้อีก {q.canBuy} ครั้ง)
          </p>
          <Button variant="sun" busy={buy.isPending} onClick={() => buy.mutate(1)}>
            ซื้อสิทธิ์เล่นเพิ่ม 1 ครั้ง ({formatKoin(q.price)} koin)
          </Button>
          <GameError error={buy.error} />
        </>
      ) : (
        <p>วันนี้ซื้อสิทธิ์เพิ่มครบ {q.bought} ครั้งแล้วด้วย สิทธิ์เล่นฟรีจะกลับมาตอนเที่ยงคืน</p>
      )}
    </Card>
  )
}

/** SPEC 2 /games/hangman: guess a finance word letter by letter before the lives run out. */
export function HangmanPage() {
  const current = useCurrentHangman()
  const quota = useHangmanQuota()
  const play = usePlayHangman()
  const answer = useAnswerHangman()
  const gameEnded = useGameEnded()
  const [started, setBoard] = useState<Board | null>(null)
  // The game the server kept open comes back as it was left, until one is started or played here.
  const open = current.data?.game
  const board = useMemo(
    () => started ?? (open ? { ...open, last: null, resumed: true } : null),
    [started, open],
  )

  const start = () => {
    answer.reset()
    play.mutate(undefined, {
      onSuccess: ({ quota: _quota, ...game }) => setBoard({ ...game, last: null }),
    })
  }

  const guess = useCallback(
    (letter: string) => {
      if (!board || answer.isPending || board.last?.end) return
      answer.mutate(
        { sessionId: board.sessionId, letter },
        {
          onSuccess: (result) => {
            setBoard({
              ...board,
              pattern: result.pattern,
              lives: result.lives,
              guessed: result.guessed,
              last: result,
            })
            if (result.end) gameEnded(result.end)
          },
        },
      )
    },
    [board, answer, gameEnded],
  )

  const ended = board?.last?.end ?? null
  const hits = board ? board.guessed.filter((l) => board.pattern.includes(l)) : []
  const outOfPlays = quota.data !== undefined && quota.data.remaining === 0
  // Running out is told by the panel below, not again as a refusal.
  const playError = isApiError(play.error) && play.error.code === 'GAME_QUOTA_EXHAUSTED' ? null : play.error

  return (
    <GameShell
      game="hangman"
      intro="ทายคำศัพท์การเงินภาษาอังกฤษทีละตัวอักษร กดปุ่มบนจอหรือพิมพ์จากแป้นพิมพ์ก็ได้ ทายผิดเสียหัวใจหนึ่งดวง"
    >
      <QueryState query={quota} loading={<Skeleton className="h-16 w-full" />}>
        {(q) => <QuotaLine quota={q} />}
      </QueryState>
      {current.isPending && !board && <Skeleton className="h-40 w-full" />}
      {!board && !current.isPending && !outOfPlays && (
        <Card className="space-y-3 text-center">
          <p>มีหัวใจ 6 ดวง ทายถูกครบทั้งคำก่อนหัวใจหมดเพื่อรับ koin ยิ่งเหลือหัวใจมาก ยิ่งได้มาก</p>
          <Button onClick={start} busy={play.isPending}>
            เริ่มเล่น
          </Button>
        </Card>
      )}
      {(!board || ended) && outOfPlays && quota.data && <OutOfPlays quota={quota.data} />}
      <GameError error={playError} />
      {board && (
        <Card className="space-y-4">
          {board.resumed && !ended && (
            <p role="status" className="rounded-2xl bg-mint-100 px-3 py-2 text-sm text-mint-700">
              เล่นต่อจากที่ค้างไว้ (ไม่ใช้สิทธิ์เพิ่ม) · เล่นต่อได้ถึง {formatClock(board.expiresAt)} น.
            </p>
          )}
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
          onPlayAgain={outOfPlays ? undefined : start}
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
