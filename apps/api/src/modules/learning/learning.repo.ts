import { and, asc, eq, inArray } from 'drizzle-orm'
import type { ClubType } from '@klass/contract/clubs'
import type { Executor } from '@klass/db/client'
import { articleReads, learningUnitArticles, learningUnits } from '@klass/db/schema/learning'
import { posts } from '@klass/db/schema/posts'

export type PathRow = {
  unitId: number
  unitTitle: string
  unitDescription: string
  postId: number
  title: string
  slug: string
  description: string
  readingMinutes: number
}

/** A club's units with their published articles, in path order. */
export async function pathOfClub(db: Executor, club: ClubType): Promise<PathRow[]> {
  return db
    .select({
      unitId: learningUnits.id,
      unitTitle: learningUnits.title,
      unitDescription: learningUnits.description,
      postId: posts.id,
      title: posts.title,
      slug: posts.slug,
      description: posts.description,
      readingMinutes: posts.readingMinutes,
    })
    .from(learningUnits)
    .innerJoin(learningUnitArticles, eq(learningUnitArticles.unitId, learningUnits.id))
    .innerJoin(posts, and(eq(posts.id, learningUnitArticles.postId), eq(posts.status, 'published')))
    .where(eq(learningUnits.club, club))
    .orderBy(asc(learningUnits.position), asc(learningUnitArticles.position))
}

/** Which of these posts the member has read. */
export async function readAmong(db: Executor, userId: string, postIds: number[]): Promise<Set<number>> {
  if (postIds.length === 0) return new Set()
  const rows = await db
    .select({ postId: articleReads.postId })
    .from(articleReads)
    .where(and(eq(articleReads.userId, userId), inArray(articleReads.postId, postIds)))
  return new Set(rows.map((r) => r.postId))
}
