import { progressCalls } from '@klass/contract/routes/progress'
import { useQuery } from '@tanstack/react-query'
import { dataQuery } from '../../../lib/call'

/** GET /v2/api/progress/league — the member's league group this Bangkok week (decision 036). */
export const leagueQuery = () => dataQuery(progressCalls.league)

export function useLeague() {
  return useQuery(leagueQuery())
}
