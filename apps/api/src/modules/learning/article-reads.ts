import type { Database } from '@klass/db/client'
import { articleReads } from '@klass/db/schema/learning'
import { recordActivity } from '../../lib/activity'

/**
 * Records that a member read an article, the first time only: a learning path counts it as done, and the
 * post.read activity it records once moves the SUPERQUEST "read articles" missions forward.
 */
export async function markArticleRead(db: Database, userId: string, postId: number, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [first] = await tx
      .insert(articleReads)
      .values({ userId, postId, firstReadAt: at })
      .onConflictDoNothing()
      .returning({ postId: articleReads.postId })
    if (first) await recordActivity(tx, { userId, kind: 'post.read', refId: String(postId), at })
  })
}
