import type { ClubType } from '@klass/contract/clubs'
import type { LearningArticle, LearningPath, LearningUnit } from '@klass/contract/learning'
import type { AppContext } from '../../context'
import * as repo from './learning.repo'

/**
 * A club's learning path with a member's progress: an article is done once the member has read it (opened it
 * while signed in); the next article is the first unread one in path order.
 */
export function createLearningService(ctx: AppContext) {
  const { db } = ctx

  return {
    async path(club: ClubType, userId: string | null): Promise<LearningPath> {
      const rows = await repo.pathOfClub(db, club)
      const read = userId
        ? await repo.readAmong(
            db,
            userId,
            rows.map((r) => r.postId),
          )
        : new Set<number>()
      const units: LearningUnit[] = []
      for (const row of rows) {
        let unit = units.at(-1)
        if (unit?.id !== row.unitId) {
          unit = {
            id: row.unitId,
            number: units.length + 1,
            title: row.unitTitle,
            description: row.unitDescription,
            articles: [],
            done: 0,
            total: 0,
          }
          units.push(unit)
        }
        const article: LearningArticle = {
          id: row.postId,
          title: row.title,
          slug: row.slug,
          description: row.description,
          reading_minutes: row.readingMinutes,
          done: read.has(row.postId),
        }
        unit.articles.push(article)
        unit.total += 1
        if (article.done) unit.done += 1
      }
      const articles = units.flatMap((u) => u.articles)
      return {
        club,
        member: userId !== null,
        units,
        done: articles.filter((a) => a.done).length,
        total: articles.length,
        next: articles.find((a) => !a.done) ?? null,
      }
    },
  }
}
