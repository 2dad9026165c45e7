import { createHash } from 'node:crypto'
import type { ClubType } from '@klass/contract/clubs'
import { koinToString } from '@klass/contract/money'
import {
  EDITOR_ROLE,
  POST_ANSWER_KOIN,
  POST_REPORT_THRESHOLD,
  POST_SUMMARY_SKILL,
  postTypes,
  type CreatePostBody,
  type PostCard,
  type PostDetail,
  type PostReportReason,
  type PostListQuery,
  type PostSearchQuery,
  type PostSection,
  type PostStatus,
  type PostType,
  type UpdatePostBody,
} from '@klass/contract/posts'
import type { AppContext } from '../../context'
import { moveBalance } from '../../ledger/ledger'
import { DomainError } from '../../lib/domain-error'
import { storePostImage } from '../../lib/images'
import { assertOpenForPosts, clubsInOrder, toClub } from '../../repos/clubs.repo'
import { likedAmong, markLikedPosts, pageKeywordCards } from '../../repos/post-cards.repo'
import { derivePostFields } from '../../lib/post-content'
import { hasVisibleContent } from '../../lib/sanitise-html'
import { bangkokDate } from '../../lib/time'
import { markArticleRead } from '../learning/article-reads'
import * as repo from './posts.repo'
import { createReadCounter } from './read-counter'
import { canonicalPostUrl, createPagesForEveryone, SEARCH_MATCHES_COUNTED } from './pages-for-everyone'

/** Who reads or shares a post: a member, or a visitor known by their address and browser. */
export type Reader = { userId: string | null; address: string; browser?: string }

/**
 * Issue 19: reads and shares count once a Bangkok day for each reader, so repeating a request inflates nothing.
 * A visitor is their address and browser, hashed (no address is kept).
 */
function onceADayKey(who: Reader): string {
  if (who.userId) return `m:${who.userId}`
  const hash = createHash('sha256')
    .update(`${who.address}\n${who.browser ?? ''}`)
    .digest('hex')
  return `v:${hash.slice(0, 32)}`
}

/** What the author reads when members' reports took their post down. */
export const HIDDEN_BY_REPORTS_NOTE = 'สมาชิกหลายคนรายงานว่าโพสต์นี้อาจไม่เหมาะสม จึงซ่อนไว้ก่อนระหว่างที่ทีมงานตรวจสอบ'

/** Visitors' shares are limited per address, so nobody floods the shares table by script. */
const VISITOR_SHARE_LIMIT = { max: 60, windowSeconds: 60 * 60 }
/** Generous for a person writing, a wall for a script filling the clubs. */
const CREATE_LIMIT = { max: 30, windowSeconds: 60 * 60 }
const UPLOAD_LIMIT = { max: 60, windowSeconds: 60 * 60 }

/** Members' first article reads a process remembers having recorded; the oldest goes first. */
const ARTICLE_READS_REMEMBERED = 50_000

/** `onError` hears of reads that could not be counted after their reader was answered. */
export function createPostsService(ctx: AppContext, onError: (error: unknown) => void) {
  const { db, storage, clock, config, shared } = ctx

  const countRead = createReadCounter(db, onError)
  // Members whose first read of an article this process has recorded: recorded once, it stays (nothing removes
  // it but the member's or the article's deletion), so their next reads write nothing.
  const articlesRead = new Set<string>()
  async function markRead(userId: string, postId: number) {
    const key = `${userId} ${postId}`
    if (articlesRead.has(key)) return
    await markArticleRead(db, userId, postId, clock.now())
    if (articlesRead.size >= ARTICLE_READS_REMEMBERED)
      articlesRead.delete(articlesRead.values().next().value!)
    articlesRead.add(key)
  }
  const { pageOfPost, sectionForEveryone, listForEveryone } = createPagesForEveryone(ctx)

  const canonicalUrl = (id: number, slug: string) => canonicalPostUrl(config.publicUrl, id, slug)

  /** A published post, or the viewer's own draft; anything else is "not found" (drafts stay private). */
  function assertVisible(post: repo.PostRow | null, viewerId: string | null): asserts post is repo.PostRow {
    if (!post) throw new DomainError('POST_NOT_FOUND')
    if (post.status !== 'published' && post.authorId !== viewerId) throw new DomainError('POST_NOT_FOUND')
  }

  /** SPEC 7: only the author edits, publishes or deletes a post (403 for anyone else's). */
  async function ownPost(userId: string, id: number, tx: Parameters<typeof repo.findPost>[0] = db) {
    const post = await repo.findPost(tx, id, { lock: tx !== db })
    if (!post) throw new DomainError('POST_NOT_FOUND')
    if (post.authorId !== userId) throw new DomainError('POST_NOT_YOURS')
    return post
  }

  /** A published post that members can react to (like, share, answer, summarise). */
  async function publishedPost(
    id: number,
    viewerId: string | null,
    tx: Parameters<typeof repo.findPost>[0] = db,
  ) {
    const post = await repo.findPost(tx, id)
    assertVisible(post, viewerId)
    if (post.status !== 'published') throw new DomainError('POST_NOT_PUBLISHED')
    return post
  }

  /** Where a post sent out by this author goes: public for an editor, the editors' queue for a member. */
  async function sentOutAs(userId: string): Promise<'published' | 'pending'> {
    return (await repo.hasRole(db, userId, EDITOR_ROLE)) ? 'published' : 'pending'
  }

  /** Articles of the Klass team carry a question and take summaries (members' posts do not). */
  function assertArticle(post: repo.PostRow) {
    if (post.authorId !== null || post.questionPrompt === null) throw new DomainError('POST_NOT_AN_ARTICLE')
  }

  /** The storage key of a cover image the member uploaded through richText/uploadImage. */
  async function coverKey(userId: string, path: string | null | undefined) {
    if (path === undefined) return undefined
    if (path === null) return null
    const key = `public/${path.slice('/uploads/'.length)}`
    if (!key.startsWith(`public/posts/${userId}-`) || !(await storage.get(key))) {
      throw new DomainError('VALIDATION_FAILED', {
        fields: [{ field: 'body.cover_image', message: 'ใช้รูปที่คุณอัปโหลดผ่าน Klass เท่านั้น' }],
      })
    }
    return key
  }

  return {
    /** The clubs in the editors' order, with their names and whether members may post there. */
    async clubs() {
      return (await clubsInOrder(db)).map(toClub)
    },

    /**
     * SPEC 7 GET /post?type: a club (or the guide, or the talks) with its story, tags and posts. As every list
     * below, it is kept in the shared memory as everyone sees it, and a member's is marked with their likes.
     */
    async section(type: PostType, viewerId: string | null): Promise<PostSection> {
      const section = await shared.remember(`post?type=${type}`, () => sectionForEveryone(type))
      if (!viewerId) return section
      const liked = await likedAmong(
        db,
        viewerId,
        [...section.featured, ...section.latest].map((card) => card.id),
      )
      const mark = (cards: PostCard[]) => cards.map((card) => ({ ...card, liked: liked.has(card.id) }))
      return { ...section, featured: mark(section.featured), latest: mark(section.latest) }
    },

    /** SPEC 7 GET /post/detail: published posts by type, tag and keyword, newest, most liked or most read. */
    async list(query: PostListQuery, viewerId: string | null) {
      const page = await shared.remember(`post/detail:${JSON.stringify(query)}`, () => listForEveryone(query))
      return { ...page, items: await markLikedPosts(db, viewerId, page.items) }
    },

    /** SPEC 7 GET /post/search: a keyword found anywhere inside Thai text, in everything, titles or tags. */
    async search(query: PostSearchQuery, viewerId: string | null) {
      const page = await shared.remember(`post/search:${JSON.stringify(query)}`, () =>
        pageKeywordCards(db, storage, {
          types: query.type ? [query.type] : postTypes,
          match: repo.keywordCondition(query.keyword, query.filter),
          order: 'newest',
          page: query.page,
          limit: query.limit,
          viewerId: null,
          atMost: SEARCH_MATCHES_COUNTED,
        }),
      )
      return { ...page, items: await markLikedPosts(db, viewerId, page.items) }
    },

    /**
     * SPEC 7 GET /post/show: anyone reads a published post (and the author their draft); a read is counted.
     * A published post's page as everyone sees it is kept in the shared memory; the reader's own part (likes,
     * their answer and summary) and the read count are added for each request.
     */
    async show(
      id: number,
      viewerId: string | null,
      options: { countReadOf?: Reader } = {},
    ): Promise<PostDetail> {
      const page =
        (await ctx.shared.remember(`post/show:${id}`, () => pageOfPost(id, 'published'))) ??
        (viewerId ? await pageOfPost(id, 'unpublished') : null)
      if (!page || (page.status !== 'published' && page.authorId !== viewerId))
        throw new DomainError('POST_NOT_FOUND')
      const isOwner = viewerId !== null && page.authorId === viewerId
      const { detail } = page
      // An author reading their own post is not a reader; nor is the server writing the page's HTML.
      const reader = page.status === 'published' && !isOwner ? options.countReadOf : undefined
      const [reads, own] = await Promise.all([
        reader ? countRead(id, onceADayKey(reader), bangkokDate(clock.now())) : null,
        viewerId
          ? repo.readerPart(db, id, viewerId, {
              article: page.isArticle,
              likedAmong: [id, ...detail.related.map((card) => card.id)],
            })
          : null,
        reader && viewerId && page.isArticle ? markRead(viewerId, id) : null,
      ])
      const { answer = null, summary = null, liked = null } = own ?? {}
      return {
        ...detail,
        read_count: reads ?? detail.read_count,
        liked: liked?.has(id) ?? false,
        answer: answer ? repo.toAnswerResult(answer, page.question) : null,
        summary: summary ? repo.toSummary(summary) : null,
        is_owner: isOwner,
        related: liked
          ? detail.related.map((card) => ({ ...card, liked: liked.has(card.id) }))
          : detail.related,
      }
    },

    /** SPEC 7 GET /post/get: the author's own post for the editor. */
    async getOwn(userId: string, id: number) {
      return repo.toEditablePost(await ownPost(userId, id), storage)
    },

    /** SPEC 2 profile "my posts": drafts and published, last edited first. */
    myPosts(userId: string, query: { page: number; limit: number; status?: PostStatus }) {
      return repo.postsOf(db, storage, userId, query)
    },

    /**
     * SPEC 7 POST /post/create: a draft, or sent out at once when asked and complete: a member's post waits for
     * an editor (pending), an editor's own is published.
     */
    async create(userId: string, body: CreatePostBody) {
      await ctx.rateLimiter.hit(`post-create:${userId}`, CREATE_LIMIT)
      const now = clock.now()
      const fields = derivePostFields(body)
      if (body.publish && !hasVisibleContent(fields.content)) throw new DomainError('POST_CONTENT_EMPTY')
      await assertOpenForPosts(db, body.type)
      const goesOut = body.publish ? await sentOutAs(userId) : null
      const row = await repo.insertPost(db, {
        ...fields,
        type: body.type,
        authorId: userId,
        coverImage: await coverKey(userId, body.cover_image),
        status: goesOut ?? 'draft',
        publishedAt: goesOut === 'published' ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      return repo.toEditablePost(row, storage)
    },

    /**
     * SPEC 7 POST /post/update: the author edits their post. A member's published post goes back to the editors
     * (pending) with its edit, so nothing reaches readers unreviewed; an editor's stays published.
     */
    async update(userId: string, body: UpdatePostBody) {
      const cover = await coverKey(userId, body.cover_image)
      const reviewed = (await sentOutAs(userId)) === 'pending'
      return db.transaction(async (tx) => {
        const current = await ownPost(userId, body.id, tx)
        // A post moved to another club is a new post there; staying in a closed club is fine.
        if (body.type && body.type !== current.type) await assertOpenForPosts(tx, body.type)
        const fields = derivePostFields({
          title: body.title ?? current.title,
          description: body.description ?? (body.content === undefined ? current.description : undefined),
          content: body.content ?? current.content,
          tags: body.tags ?? current.tags,
        })
        if (current.status === 'published' && !hasVisibleContent(fields.content)) {
          throw new DomainError('POST_CONTENT_EMPTY')
        }
        const row = await repo.updatePost(tx, current.id, {
          ...fields,
          ...(current.status === 'published' && reviewed ? { status: 'pending' } : {}),
          ...(body.type ? { type: body.type } : {}),
          ...(cover !== undefined ? { coverImage: cover } : {}),
          updatedAt: clock.now(),
        })
        return repo.toEditablePost(row!, storage)
      })
    },

    /** SPEC 7 POST /post/delete. */
    async remove(userId: string, id: number) {
      await db.transaction(async (tx) => {
        await ownPost(userId, id, tx)
        await repo.deletePost(tx, id)
      })
      return { id, deleted: true as const }
    },

    /**
     * SPEC 7 POST /post/publish: a draft (or a rejected post, edited) with a title and something to read goes
     * out: to the editors' queue for a member, public for an editor.
     */
    async publish(userId: string, id: number) {
      const to = await sentOutAs(userId)
      return db.transaction(async (tx) => {
        const current = await ownPost(userId, id, tx)
        if (current.status === 'published') throw new DomainError('POST_ALREADY_PUBLISHED')
        if (current.status === 'pending' || current.status === 'hidden')
          throw new DomainError('POST_AWAITING_REVIEW')
        if (!current.title.trim() || !hasVisibleContent(current.content))
          throw new DomainError('POST_CONTENT_EMPTY')
        await assertOpenForPosts(tx, current.type as ClubType)
        const row = await repo.publishDraft(tx, id, clock.now(), to)
        if (!row) throw new DomainError('POST_AWAITING_REVIEW')
        return repo.toEditablePost(row, storage)
      })
    },

    /**
     * A member reports a public post, once. Open reports from POST_REPORT_THRESHOLD members take a member's
     * post down (hidden) until an editor decides; the Klass team's articles only join the editors' queue.
     */
    async report(userId: string, id: number, reason: PostReportReason, detail: string | undefined) {
      return db.transaction(async (tx) => {
        // The post's row is locked, so that the report reaching the threshold is counted by one transaction.
        const post = await repo.findPost(tx, id, { lock: true })
        assertVisible(post, userId)
        if (post.status !== 'published') throw new DomainError('POST_NOT_PUBLISHED')
        if (post.authorId === userId) throw new DomainError('POST_REPORT_OWN')
        const now = clock.now()
        const added = await repo.insertReport(tx, {
          postId: id,
          userId,
          reason,
          detail: detail || null,
          createdAt: now,
        })
        if (!added) throw new DomainError('POST_ALREADY_REPORTED')
        if (post.authorId !== null && (await repo.openReportCount(tx, id)) >= POST_REPORT_THRESHOLD) {
          await repo.updatePost(tx, id, { status: 'hidden', reviewNote: HIDDEN_BY_REPORTS_NOTE })
        }
        return { id, reported: true as const }
      })
    },

    /** SPEC 7 POST /post/like: idempotent, the count stays right under concurrent clicks. */
    async like(userId: string, id: number) {
      return db.transaction(async (tx) => {
        await publishedPost(id, userId, tx)
        const likeCount = await repo.addLike(tx, id, userId, clock.now())
        return { id, liked: true, like_count: likeCount }
      })
    },

    async unlike(userId: string, id: number) {
      return db.transaction(async (tx) => {
        await publishedPost(id, userId, tx)
        const likeCount = await repo.removeLike(tx, id, userId)
        return { id, liked: false, like_count: likeCount }
      })
    },

    /** SPEC 7 POST /post/share: recorded, and answers the canonical address to share. */
    async share(sharer: Reader, id: number, channel: string) {
      if (!sharer.userId) await ctx.rateLimiter.hit(`post-share:${sharer.address}`, VISITOR_SHARE_LIMIT)
      return db.transaction(async (tx) => {
        const post = await publishedPost(id, sharer.userId, tx)
        const now = clock.now()
        const shareCount = await repo.recordShare(tx, {
          postId: id,
          userId: sharer.userId,
          sharer: onceADayKey(sharer),
          day: bangkokDate(now),
          channel,
          at: now,
        })
        return { id, url: canonicalUrl(post.id, post.slug), share_count: shareCount }
      })
    },

    /** SPEC 7 POST /post/answer: one answer per article, graded here; a right one earns koins once. */
    async answer(userId: string, id: number, choice: number) {
      return db.transaction(async (tx) => {
        const post = await publishedPost(id, userId, tx)
        assertArticle(post)
        if (choice >= (post.questionChoices?.length ?? 0)) throw new DomainError('POST_CHOICE_INVALID')
        const correct = choice === post.questionAnswer
        const now = clock.now()
        const answer = await repo.insertAnswer(tx, {
          postId: id,
          userId,
          choice,
          correct,
          koin: correct ? POST_ANSWER_KOIN : 0,
          createdAt: now,
        })
        if (!answer) throw new DomainError('POST_ALREADY_ANSWERED')
        const balance = correct
          ? (
              await moveBalance(tx, {
                userId,
                currency: 'koin',
                amount: POST_ANSWER_KOIN,
                reason: 'POST_ANSWER',
                activity: `ตอบคำถามท้ายบทความ "${post.title}" ถูก`,
                refType: 'post',
                refId: String(id),
                idempotencyKey: `post-answer:${id}`,
                at: now,
              })
            ).balanceAfter
          : (await repo.balancesOf(tx, userId)).koin
        return { ...repo.toAnswerResult(answer, post), post_id: id, balance: koinToString(balance) }
      })
    },

    /** SPEC 7 POST /post/summarize: the member's own summary; the first one earns skill points once. */
    async summarize(userId: string, id: number, text: string) {
      return db.transaction(async (tx) => {
        const post = await publishedPost(id, userId, tx)
        assertArticle(post)
        const now = clock.now()
        const { summary, created } = await repo.saveSummary(tx, {
          postId: id,
          userId,
          text,
          skill: POST_SUMMARY_SKILL,
          at: now,
        })
        const skillBalance = created
          ? (
              await moveBalance(tx, {
                userId,
                currency: 'skill',
                amount: POST_SUMMARY_SKILL,
                reason: 'POST_SUMMARY',
                activity: `สรุปบทเรียนจากบทความ "${post.title}"`,
                refType: 'post',
                refId: String(id),
                idempotencyKey: `post-summary:${id}`,
                at: now,
              })
            ).balanceAfter
          : (await repo.balancesOf(tx, userId)).skill
        return {
          ...repo.toSummary(summary),
          post_id: id,
          awarded: created ? POST_SUMMARY_SKILL : 0,
          skill_balance: skillBalance,
        }
      })
    },

    /** SPEC 7 POST /richText/uploadImage: an image for the editor, under the rules of avatars. */
    async uploadImage(userId: string, upload: Buffer) {
      await ctx.rateLimiter.hit(`post-image:${userId}`, UPLOAD_LIMIT)
      const { key, width, height } = await storePostImage(storage, userId, upload)
      return { url: storage.publicUrl(key), width, height }
    },
  }
}
