import { progressCalls } from '@klass/contract/routes/progress'
import { useQuery } from '@tanstack/react-query'
import { dataQuery } from '../../../lib/call'
import { useSession } from '../../../lib/session'

/** GET /v2/api/progress/today — the member's streak, today's tasks and this week's koins (decision 036). */
export const progressTodayQuery = () => dataQuery(progressCalls.today)

export function useProgressToday() {
  const { loggedIn } = useSession()
  return useQuery({ ...progressTodayQuery(), enabled: loggedIn })
}
