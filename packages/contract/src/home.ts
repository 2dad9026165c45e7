import { z } from 'zod'
import { defineCalls } from './call'
import { clubColours, clubTypes } from './clubs'
import { dataOf } from './envelope'
import { koinString } from './money'
import { postCard } from './posts'
import { storeItemTypes } from './store'
import { superheroCard } from './superhero'
import { videoCard } from './video'

/** SPEC 7 Home. */
export const homePaths = {
  home: '/v2/api/home',
  posts: '/v2/api/home/posts',
  premiums: '/v2/api/home/premiums',
} as const

export const HOME_POSTS_LIMIT = 8
export const HOME_VIDEOS_LIMIT = 4

export const banner = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  /** A path inside the web app. */
  link: z.string(),
})

/** A club as a tab of the articles and a card of the clubs' section, in the editors' order. */
export const articleCategory = z.object({
  type: z.enum(clubTypes),
  name: z.string(),
  /** The short line of the club's card. */
  summary: z.string(),
  colour: z.enum(clubColours),
})

/** A gift of the koin store on the home page; `category` is its store type. */
export const premiumItem = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  image: z.string(),
  koin: koinString,
  category: z.enum(storeItemTypes),
})

/** A premium category: a store type and its Thai name. */
export const premiumCategory = z.object({ id: z.enum(storeItemTypes), name: z.string() })

/** How many gifts a premium tab shows (the store has the rest). */
export const HOME_PREMIUMS_LIMIT = 8

export const homeResponse = dataOf(
  z.object({
    banners: z.array(banner),
    sections: z.object({
      /** SPEC 3: articles by category. `items` is the newest of all clubs (the first tab). */
      articles: z.object({ categories: z.array(articleCategory), items: z.array(postCard) }),
      /** SPEC 3: premiums by category. */
      premiums: z.object({ categories: z.array(premiumCategory), items: z.array(premiumItem) }),
      videos: z.object({ items: z.array(videoCard) }),
      superheroes: z.object({ items: z.array(superheroCard) }),
    }),
  }),
)

export const homePostsQuery = z.object({ category: z.enum(clubTypes).optional() })
export const homePostsResponse = dataOf(z.array(postCard))
export const homePremiumsQuery = z.object({ category: z.enum(storeItemTypes).optional() })
export const homePremiumsResponse = dataOf(z.array(premiumItem))

/** SPEC 7 Notes: a token sent to the home calls only personalises them (liked). */
export const homeCalls = defineCalls('home', {
  home: {
    method: 'GET',
    shared: true,
    path: homePaths.home,
    access: 'optional-member',
    summary: 'หน้าแรก: แบนเนอร์ บทความตามหมวด ของรางวัล วิดีโอ และ Super Hero',
    reply: homeResponse,
  },
  posts: {
    method: 'GET',
    shared: true,
    path: homePaths.posts,
    access: 'optional-member',
    summary: 'บทความใหม่ล่าสุดของหมวด (category = คลับ) หรือของทุกคลับ',
    query: homePostsQuery,
    reply: homePostsResponse,
  },
  premiums: {
    method: 'GET',
    shared: true,
    path: homePaths.premiums,
    access: 'public',
    summary: 'ของรางวัลตามหมวด (ว่างจนกว่าร้านแลกของรางวัลจะเปิด)',
    query: homePremiumsQuery,
    reply: homePremiumsResponse,
  },
})
