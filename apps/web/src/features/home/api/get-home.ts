import { homeCalls } from '@klass/contract/routes/home'
import { useQuery } from '@tanstack/react-query'
import type { homeResponse, premiumItem } from '@klass/contract/home'
import type { ClubType } from '@klass/contract/clubs'
import type { PostCard } from '@klass/contract/posts'
import type { z } from 'zod'
import { dataQuery } from '../../../lib/call'
import { servedData } from '../../../lib/served-data'
import { useSession } from '../../../lib/session'

export type HomeData = z.infer<typeof homeResponse>['data']
export type PremiumItem = z.infer<typeof premiumItem>

/** GET /v2/api/home — banners and the live sections of the home page (a token only personalises it). */
export const homeQuery = () => ({ ...dataQuery(homeCalls.home), staleTime: 60_000 })

/**
 * A visitor's home comes with its answer in the page (the server renders it from that answer, decision 012): the
 * app's first render draws the same page at once. A member's home marks their likes, so a member asks for theirs.
 */
export function useHome() {
  const { loggedIn } = useSession()
  return useQuery({
    ...homeQuery(),
    initialData: () => (loggedIn ? undefined : servedData<HomeData>('home')),
  })
}

/** GET /v2/api/home/posts?category — the newest articles of one club (a tab of the articles section). */
export function useHomePosts(category: ClubType | null, initial: PostCard[] | undefined) {
  return useQuery({
    ...dataQuery(homeCalls.posts, { query: { category: category ?? undefined } }),
    initialData: category === null ? initial : undefined,
    staleTime: 60_000,
  })
}

/** GET /v2/api/home/premiums?category — store premiums of one category. */
export function useHomePremiums(
  category: PremiumItem['category'] | null,
  initial: PremiumItem[] | undefined,
) {
  return useQuery({
    ...dataQuery(homeCalls.premiums, { query: { category: category ?? undefined } }),
    initialData: category === null ? initial : undefined,
    staleTime: 60_000,
  })
}
