import { z } from 'zod'
import { defineCalls } from './call'
import { dataOf, limitParam, pageOf, pageParam } from './envelope'
import { idParam, postCard, postCardPage } from './posts'

/** SPEC 7 Super hero. */
export const superheroPaths = {
  overview: '/v2/api/superhero',
  posts: '/v2/api/superhero/posts',
  users: '/v2/api/superhero/users',
  detail: '/v2/api/superhero/detail',
} as const

export const SUPERHERO_PAGE_LIMIT = 12

const page = pageParam
const limit = limitParam(SUPERHERO_PAGE_LIMIT)

/** SPEC 3: super-hero posts list takes talk (hero id), page, limit. */
export const superheroPostsQuery = z.object({ talk: idParam.optional(), page, limit })
/** SPEC 3: super-hero users list takes year, page, limit. The year is Gregorian (2026, not 2569). */
export const superheroUsersQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  page,
  limit,
})
export const superheroIdQuery = z.object({ id: idParam })

export const superheroCard = z.object({
  id: z.number().int(),
  year: z.number().int(),
  name: z.string(),
  nickname: z.string(),
  age: z.number().int(),
  /** School, university or what they do. */
  affiliation: z.string(),
  title: z.string(),
  quote: z.string(),
  avatar: z.string(),
  talk_count: z.number().int(),
})
export type SuperheroCard = z.infer<typeof superheroCard>
export const superheroPage = pageOf(superheroCard)

export const superheroDetail = superheroCard.extend({
  story: z.array(z.string()),
  achievements: z.array(z.string()),
  talks: z.array(postCard),
})
export const superheroDetailResponse = dataOf(superheroDetail)

export const superheroOverviewResponse = dataOf(
  z.object({
    years: z.array(z.object({ year: z.number().int(), count: z.number().int() })),
    /** The newest year's heroes. */
    heroes: z.array(superheroCard),
    latest_talks: z.array(postCard),
  }),
)

/** SPEC 6: the super-hero calls are public; a token only personalises the talks (liked). */
export const superheroCalls = defineCalls('superhero', {
  overview: {
    method: 'GET',
    shared: true,
    path: superheroPaths.overview,
    access: 'optional-member',
    summary: 'หน้า Super Hero: ปีที่มี Super Hero ของปีล่าสุด และ talk ล่าสุด',
    reply: superheroOverviewResponse,
  },
  posts: {
    method: 'GET',
    shared: true,
    path: superheroPaths.posts,
    access: 'optional-member',
    summary: 'Super Hero Talk ทั้งหมด หรือของ Super Hero คนเดียว (talk = id)',
    query: superheroPostsQuery,
    reply: postCardPage,
    errors: ['SUPERHERO_NOT_FOUND'],
  },
  users: {
    method: 'GET',
    shared: true,
    path: superheroPaths.users,
    access: 'public',
    summary: 'รายชื่อ Super Hero ตามปี (ปี ค.ศ.)',
    query: superheroUsersQuery,
    reply: superheroPage,
  },
  detail: {
    method: 'GET',
    shared: true,
    path: superheroPaths.detail,
    access: 'optional-member',
    summary: 'เรื่องราวของ Super Hero และ talk ของเขา',
    query: superheroIdQuery,
    reply: superheroDetailResponse,
    errors: ['SUPERHERO_NOT_FOUND'],
  },
})
