import { superquestCalls } from '@klass/contract/routes/superquest'
import { useQuery } from '@tanstack/react-query'
import type { landingPage } from '@klass/contract/superquest'
import type { z } from 'zod'
import { call, dataQuery } from '../../../lib/call'

export type LandingPage = z.infer<typeof landingPage>

/** GET /v2/api/superQuest/landingPage — the campaign, its gifts, krazy day and big prize (public; SPEC 7: sent without a token). */
export async function getLandingPage(): Promise<LandingPage> {
  return (await call(superquestCalls.landingPage)).data
}

export const landingPageQuery = () => dataQuery(superquestCalls.landingPage)

export function useLandingPage() {
  return useQuery(landingPageQuery())
}
