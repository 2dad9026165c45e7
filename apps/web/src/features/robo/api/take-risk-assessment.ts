import { roboCalls } from '@klass/contract/routes/robo'
import { useQuery } from '@tanstack/react-query'
import { dataQuery } from '../../../lib/call'

/** The suitability test (10 scored questions, 2 unscored yes/no) and the member's latest result, if any. */
export const riskAssessmentQuery = () => dataQuery(roboCalls.takeRiskAssessment)

export function useRiskAssessment() {
  return useQuery(riskAssessmentQuery())
}
