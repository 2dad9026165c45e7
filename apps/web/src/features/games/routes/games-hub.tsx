import type { GameSummary } from '@klass/contract/games'
import { formatKoin } from '../../../lib/format'
import { ButtonLink } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { Skeleton } from '../../../ui/skeleton'
import { QueryState } from '../../../ui/query-states'
import { useGames } from '../api/get-games'
import { GameName } from '../components/game-name'
import { PageTitle } from '../../../ui/page-title'

const icons: Record<GameSummary['id'], string> = {
  catchme: '🎯',
  hangman: '🔠',
  'visual-decoder': '🔍',
  crossword: '✏️',
}

function GameCard({ game }: { game: GameSummary }) {
  const headingId = `game-${game.id}`
  return (
    // The whole card opens the game: the play button's link covers it (a card that looks tappable is).
    <Card className="relative flex w-full flex-col gap-3 focus-within:ring-2 focus-within:ring-brand-500">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="text-4xl">
          {icons[game.id]}
        </span>
        <div>
          <h2 id={headingId} className="text-xl">
            <GameName name={game.name} productName={game.productName} />
          </h2>
          <p className="text-sm text-ink-soft">{game.description}</p>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center text-sm" aria-labelledby={headingId}>
        <div className="rounded-2xl bg-brand-50 px-2 py-2">
          <dt className="text-ink-soft">เล่นวันนี้</dt>
          <dd className="font-semibold text-ink">
            {game.playsToday}/{game.quota} ครั้ง
          </dd>
        </div>
        <div className="rounded-2xl bg-sun-100 px-2 py-2">
          <dt className="text-ink-soft">คะแนนสูงสุด</dt>
          <dd className="font-semibold text-ink">
            {game.bestScore === null ? 'ยังไม่มี' : `${game.bestScore}/${game.maxScore}`}
          </dd>
        </div>
        <div className="rounded-2xl bg-mint-100 px-2 py-2">
          <dt className="text-ink-soft">koin วันนี้</dt>
          <dd className="font-semibold text-ink">
            {formatKoin(game.koinToday)}/{formatKoin(game.koinCap)}
          </dd>
        </div>
      </dl>
      <ButtonLink
        to={game.path}
        className="mt-auto self-start after:absolute after:inset-0 after:rounded-card"
        aria-describedby={headingId}
      >
        {game.remaining > 0 ? `เล่นเลย (เหลือ ${game.remaining} ครั้ง)` : 'ดูเกม (สิทธิ์วันนี้หมดแล้ว)'}
      </ButtonLink>
    </Card>
  )
}

/** SPEC 2 /games (members): every game with today's plays, quota and best score. */
export function GamesHubPage() {
  const games = useGames()
  return (
    <div className="mx-auto max-w-5xl px-3 py-8 sm:px-4">
      <PageTitle>เกม — Klass</PageTitle>
      <h1 className="text-3xl">เกมการเงิน</h1>
      <p className="mt-1 text-ink-soft">เล่นเกมสนุก ๆ ฝึกความรู้เรื่องเงิน แล้วรับ koin ไปแลกของรางวัล</p>
      <div className="mt-6">
        <QueryState
          query={games}
          keepDataOnError
          loading={
            <div role="status" aria-label="กำลังโหลดเกม" className="grid gap-4 sm:grid-cols-2">
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} className="h-52 w-full rounded-card" />
              ))}
            </div>
          }
        >
          {(list) => (
            <ul className="grid gap-4 sm:grid-cols-2">
              {list.map((game) => (
                <li key={game.id} className="flex">
                  <GameCard game={game} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </div>
  )
}

export default GamesHubPage
