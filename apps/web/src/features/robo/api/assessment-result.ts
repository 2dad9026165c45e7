import { roboCalls } from '@klass/contract/routes/robo'
import type { AssessmentBody } from '@klass/contract/robo'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call, groupKeyOf } from '../../../lib/call'

/** Sends the answers; answers the score, the investor level and the fund levels that suit it, valid two years. */
export async function submitAssessment(body: AssessmentBody) {
  return (await call(roboCalls.assessmentResult, { body })).data
}

export function useSubmitAssessment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: submitAssessment,
    // The latest result, the plans the member may choose and the accounts page read it again.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: groupKeyOf(roboCalls.assessmentResult) }),
  })
}
