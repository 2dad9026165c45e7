import { gameCalls } from '@klass/contract/routes/games'
import { useQuery } from '@tanstack/react-query'
import type { CurrentHangman } from '@klass/contract/games'
import { call, dataQuery } from '../../../lib/call'

/** GET /v2/api/game/currentHangman — the member's open game (guesses and lives kept on the server), if any. */
export async function getCurrentHangman(): Promise<CurrentHangman> {
  return (await call(gameCalls.currentHangman)).data
}

export const currentHangmanQuery = () => dataQuery(gameCalls.currentHangman)

/** Read again each time the page opens, so a game played on another screen is where it was left. */
export function useCurrentHangman() {
  return useQuery({ ...currentHangmanQuery(), refetchOnMount: 'always' })
}
