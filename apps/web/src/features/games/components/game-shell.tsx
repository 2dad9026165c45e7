import type { ReactNode } from 'react'
import { gameNames, type GameId } from '@klass/contract/game-names'
import { paths } from '../../../lib/paths'
import { AppLink } from '../../../ui/link'
import { GameName } from './game-name'
import { PageTitle } from '../../../ui/page-title'

/** The frame every game page shares: the way back to the hub, the game's name (Thai first) and a short how-to. */
export function GameShell({ game, intro, children }: { game: GameId; intro: string; children: ReactNode }) {
  const names = gameNames[game]
  return (
    <div className="mx-auto max-w-3xl px-3 py-6 sm:px-4">
      <PageTitle>{`${names.name} (${names.productName}) — เกม Klass`}</PageTitle>
      <AppLink to={paths.games} className="text-sm font-semibold text-brand-700 hover:underline">
        ← เกมทั้งหมด
      </AppLink>
      <h1 className="mt-2 text-2xl sm:text-3xl">
        <GameName {...names} />
      </h1>
      <p className="mt-1 text-ink-soft">{intro}</p>
      <div className="mt-5 space-y-4">{children}</div>
    </div>
  )
}
