import type { GameId } from '@klass/contract/games'
import { formatKoin } from '../../../lib/format'
import { useGames } from '../api/get-games'

/** Today's plays left and koins earned for one game, from the hub's figures (refreshed after each play). */
export function GameToday({ id }: { id: GameId }) {
  const games = useGames()
  const game = games.data?.find((g) => g.id === id)
  // A side note: while it loads or if it cannot, the game itself still plays.
  if (!game) return null
  return (
    <p className="rounded-2xl bg-brand-50 px-4 py-2 text-sm text-ink">
      วันนี้เล่นได้อีก <strong>{game.remaining}</strong> จาก {game.quota} ครั้ง · koin จากเกมนี้วันนี้{' '}
      <strong>{formatKoin(game.koinToday)}</strong> จากเพดาน {formatKoin(game.koinCap)}
      {game.bestScore !== null && <> · คะแนนสูงสุด {game.bestScore}</>}
    </p>
  )
}
