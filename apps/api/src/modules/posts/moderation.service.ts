import {
  postReportReasons,
  type PostReportReason,
  type PostStatus,
  type QueueItem,
} from '@klass/contract/posts'
import { pageFrom, type Page } from '@klass/contract/envelope'
import type { AppContext } from '../../context'
import { recordAudit } from '../../lib/audit'
import { DomainError } from '../../lib/domain-error'
import * as repo from './posts.repo'

export type Decision = {
  post_id: number
  decision: 'approve' | 'reject' | 'hide'
  reason?: string | undefined
}

const asReason = (reason: string): PostReportReason =>
  (postReportReasons as readonly string[]).includes(reason) ? (reason as PostReportReason) : 'other'

/**
 * Editors review members' posts: new and edited posts wait (pending) until approved, reported posts are
 * reviewed, and an editor may reject (with a reason the author reads) or take down any public post. The calls
 * are staff calls (editor or admin with the one-time code, checked by the route hook); every decision is
 * written to the audit log with the post's status before and after.
 */
export function createModerationService(ctx: Pick<AppContext, 'db' | 'storage' | 'clock'>) {
  const { db, storage, clock } = ctx

  return {
    /** The queue, oldest first: what waits, why, its text and its open reports. */
    async queue(query: { page: number; limit: number }): Promise<Page<QueueItem>> {
      const { page, content, reports } = await repo.reviewQueue(db, storage, query)
      const items = page.items.map((card): QueueItem => {
        const own = reports.filter((report) => report.postId === card.id)
        return {
          post: card,
          content: content.get(card.id) ?? '',
          awaiting: card.status === 'pending' ? 'new' : card.status === 'hidden' ? 'hidden' : 'reported',
          open_reports: own.length,
          reports: own.map((report) => ({
            reason: asReason(report.reason),
            detail: report.detail,
            created_at: report.createdAt.toISOString(),
          })),
          submitted_at: card.updated_at,
        }
      })
      return pageFrom(items, page.total, page.page, query.limit)
    },

    /**
     * approve: public (its open reports answered); reject: back to the author with the reason; hide: off the
     * public lists with the reason, still in the queue. Approving needs the post to be waiting; rejecting and
     * hiding work on any post sent out.
     */
    async decide(editorId: string, body: Decision) {
      return db.transaction(async (tx) => {
        const post = await repo.findPost(tx, body.post_id, { lock: true })
        if (!post) throw new DomainError('POST_NOT_FOUND')
        const waiting =
          post.status === 'pending' ||
          post.status === 'hidden' ||
          (post.status === 'published' && (await repo.openReportCount(tx, post.id)) > 0)
        const sentOut = waiting || post.status === 'published'
        if (body.decision === 'approve' ? !waiting : !sentOut)
          throw new DomainError('MODERATION_NOT_IN_QUEUE')
        const now = clock.now()
        const status: PostStatus =
          body.decision === 'approve' ? 'published' : body.decision === 'reject' ? 'rejected' : 'hidden'
        const reviewNote = body.decision === 'approve' ? null : (body.reason ?? null)
        await repo.updatePost(tx, post.id, {
          status,
          reviewNote,
          reviewedAt: now,
          reviewedBy: editorId,
          ...(status === 'published' && !post.publishedAt ? { publishedAt: now } : {}),
        })
        const resolved = await repo.resolveReports(tx, post.id, now)
        await recordAudit(tx, {
          actorId: editorId,
          action: `post.${body.decision}`,
          entity: 'post',
          entityId: post.id,
          before: { status: post.status, review_note: post.reviewNote },
          after: { status, review_note: reviewNote, reports_resolved: resolved },
          reason: reviewNote,
        })
        return { post_id: post.id, status, review_note: reviewNote }
      })
    },
  }
}
