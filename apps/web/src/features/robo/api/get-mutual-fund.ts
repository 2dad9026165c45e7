import { roboCalls } from '@klass/contract/routes/robo'
import { useQuery } from '@tanstack/react-query'
import { dataQuery } from '../../../lib/call'

/** The member's practice fund accounts valued today, and their latest suitability result. */
export const roboAccountsQuery = () => dataQuery(roboCalls.getMutualFund)

export function useRoboAccounts() {
  return useQuery(roboAccountsQuery())
}
