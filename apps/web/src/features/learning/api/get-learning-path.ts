import { learningCalls } from '@klass/contract/routes/learning'
import { useQuery } from '@tanstack/react-query'
import type { ClubType } from '@klass/contract/clubs'
import { dataQuery } from '../../../lib/call'

/** GET /v2/api/learning/path?club — a club's units and articles, with the member's progress when signed in. */
export const learningPathQuery = (club: ClubType) => ({
  ...dataQuery(learningCalls.path, { query: { club } }),
  // Reading an article changes the path: coming back to it shows the new progress at once.
  staleTime: 0,
})

export function useLearningPath(club: ClubType) {
  return useQuery(learningPathQuery(club))
}
