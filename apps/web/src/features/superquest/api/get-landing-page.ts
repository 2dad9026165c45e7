import { queryOptions, useQuery } from '@tanstack/react-query'
import { superquestPaths, type landingPage } from '@klass/contract/superquest'
import type { z } from 'zod'
import { api } from '../../../lib/api-client'

export type LandingPage = z.infer<typeof landingPage>

/** GET /v2/api/superQuest/landingPage — the campaign, its gifts, krazy day and big prize (public; SPEC 7: sent without a token). */
export async function getLandingPage(): Promise<LandingPage> {
  const { data } = await api.get<{ data: LandingPage }>(superquestPaths.landingPage, { auth: false })
  return data
}

export const landingPageQuery = () =>
  queryOptions({ queryKey: ['superquest', 'landing'] as const, queryFn: getLandingPage })

export function useLandingPage() {
  return useQuery(landingPageQuery())
}
