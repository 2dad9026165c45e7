import { z } from 'zod'
import { defineCalls } from './call'
import { clubTypes } from './clubs'
import { dataOf } from './envelope'

export const learningPaths = { path: '/v2/api/learning/path' } as const

export const learningPathQuery = z.object({ club: z.enum(clubTypes) })

/** An article of a unit, and whether the member has read it (false for a visitor). */
export const learningArticle = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  reading_minutes: z.number().int(),
  done: z.boolean(),
})
export type LearningArticle = z.infer<typeof learningArticle>

export const learningUnit = z.object({
  id: z.number().int(),
  number: z.number().int(),
  title: z.string(),
  description: z.string(),
  articles: z.array(learningArticle),
  done: z.number().int(),
  total: z.number().int(),
})
export type LearningUnit = z.infer<typeof learningUnit>

/**
 * A club's learning path: its units in order with the member's progress. `next` is the first unread article
 * in path order (null once all are read); a visitor sees the path with nothing done and `member` false.
 */
export const learningPath = z.object({
  club: z.enum(clubTypes),
  member: z.boolean(),
  units: z.array(learningUnit),
  done: z.number().int(),
  total: z.number().int(),
  next: learningArticle.nullable(),
})
export type LearningPath = z.infer<typeof learningPath>

export const learningCalls = defineCalls('learning', {
  path: {
    method: 'GET',
    path: learningPaths.path,
    access: 'optional-member',
    summary: 'เส้นทางการเรียนรู้ของคลับ: บทเรียนเรียงลำดับ บทความในแต่ละบท และความคืบหน้าของสมาชิก',
    query: learningPathQuery,
    reply: dataOf(learningPath),
  },
})
