import { and, inArray, isNull } from 'drizzle-orm'
import type { Transaction } from '@klass/db/client'
import { demoLearningPaths } from '@klass/db/demo/learning'
import { demoArticles } from '@klass/db/demo/posts'
import { learningUnitArticles, learningUnits } from '@klass/db/schema/learning'
import { posts } from '@klass/db/schema/posts'

/** The clubs' learning paths, after the demo articles: each unit and its articles in order. */
export async function loadLearningDemo(tx: Transaction) {
  const titles = new Map(demoArticles.map((a) => [a.key, a.title]))
  const rows = await tx
    .select({ id: posts.id, title: posts.title })
    .from(posts)
    .where(and(isNull(posts.authorId), inArray(posts.title, [...titles.values()])))
  const idOfTitle = new Map(rows.map((r) => [r.title, r.id]))
  for (const [club, units] of Object.entries(demoLearningPaths)) {
    for (const [position, unit] of units.entries()) {
      const [row] = await tx
        .insert(learningUnits)
        .values({ club, position, title: unit.title, description: unit.description })
        .returning({ id: learningUnits.id })
      await tx.insert(learningUnitArticles).values(
        unit.articles.map((key, index) => {
          const postId = idOfTitle.get(titles.get(key) ?? '')
          if (postId === undefined) throw new Error(`learning path article ${key} is not a demo article`)
          return { unitId: row!.id, postId, position: index }
        }),
      )
    }
  }
}
