import type {
  AdminArticle,
  AdminArticleRow,
  AdminPolicyVersion,
  AdminSuperhero,
  AdminVideo,
  ArticleCreateBody,
  ArticleListQuery,
  ArticleQuestion,
  ArticleType,
  ArticleUpdateBody,
  PolicyCreateBody,
  SuperheroCreateBody,
  SuperheroUpdateBody,
  VideoCreateBody,
  VideoUpdateBody,
} from '@klass/contract/admin-content'
import { pageFrom, pageOffset, type Page } from '@klass/contract/envelope'
import type { PolicyType } from '@klass/contract/policy'
import { postPath, type PostStatus } from '@klass/contract/posts'
import { superheroes } from '@klass/db/schema/superhero'
import { videos } from '@klass/db/schema/video'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { recordAudit } from '../../lib/audit'
import { DomainError } from '../../lib/domain-error'
import { derivePostFields } from '../../lib/post-content'
import { hasVisibleContent } from '../../lib/sanitise-html'
import { slugify } from '../../lib/thai-text'
import { bangkokDate } from '../../lib/time'
import { policyDocuments } from '../policy/policy-documents'
import * as policyRepo from '../../repos/policy-versions.repo'
import * as posts from '../posts/posts.repo'
import * as repo from './admin-content.repo'

type PostRow = posts.PostRow
type HeroRow = typeof superheroes.$inferSelect
type VideoRow = typeof videos.$inferSelect

/**
 * The back office's content (issue 21): Klass's own articles, super heroes, videos and policy versions. The
 * route hook has checked the staff member (editor or admin, one-time code passed); each change and its audit
 * row commit in one transaction.
 */
export function createAdminContentService(ctx: Pick<AppContext, 'db' | 'storage' | 'clock'>) {
  const { db, storage, clock } = ctx

  /** A picture uploaded through Klass (richText/uploadImage): its storage key, refused when not stored. */
  async function imageKey(path: string, field: string): Promise<string> {
    const key = `public/${path.slice('/uploads/'.length)}`
    if (!(await storage.get(key)))
      throw new DomainError('CONTENT_IMAGE_UNKNOWN', {
        fields: [{ field, message: 'ไม่พบรูปนี้ กรุณาอัปโหลดรูปผ่าน Klass อีกครั้ง' }],
      })
    return key
  }

  function questionOf(row: PostRow): ArticleQuestion | null {
    if (row.questionPrompt === null || row.questionChoices === null || row.questionAnswer === null)
      return null
    return {
      prompt: row.questionPrompt,
      choices: row.questionChoices,
      answer: row.questionAnswer,
      explanation: row.questionExplanation ?? '',
    }
  }

  function questionColumns(question: ArticleQuestion | null) {
    return {
      questionPrompt: question?.prompt ?? null,
      questionChoices: question?.choices ?? null,
      questionAnswer: question?.answer ?? null,
      questionExplanation: question?.explanation ?? null,
    }
  }

  function toRow(row: PostRow): AdminArticleRow {
    return {
      id: row.id,
      type: row.type as ArticleType,
      status: row.status as PostStatus,
      title: row.title,
      description: row.description,
      tags: row.tags,
      updated_at: row.updatedAt.toISOString(),
      published_at: row.publishedAt?.toISOString() ?? null,
      read_count: row.readCount,
      like_count: row.likeCount,
      path: postPath(row.id, row.slug),
    }
  }

  function toArticle(row: PostRow): AdminArticle {
    return {
      ...toRow(row),
      content: row.content,
      cover_image: row.coverImage ? storage.publicUrl(row.coverImage) : null,
      question: questionOf(row),
    }
  }

  /** What the audit log keeps of an article: everything staff edit, the text included. */
  function articleAudit(row: PostRow) {
    const { id: _id, path: _path, read_count: _reads, like_count: _likes, ...kept } = toArticle(row)
    return kept
  }

  async function klassArticle(tx: typeof db, id: number, lock = false) {
    const row = await posts.findPost(tx, id, { lock })
    if (!row) throw new DomainError('POST_NOT_FOUND')
    if (!repo.isKlassArticle(row)) throw new DomainError('ARTICLE_NOT_KLASS')
    return row
  }

  function toHero(row: HeroRow): AdminSuperhero {
    return {
      id: row.id,
      year: row.year,
      name: row.name,
      nickname: row.nickname,
      age: row.age,
      affiliation: row.affiliation,
      title: row.title,
      quote: row.quote,
      avatar: storage.publicUrl(row.avatar),
      story: row.story,
      achievements: row.achievements,
      position: row.position,
    }
  }

  function toVideo(row: VideoRow): AdminVideo {
    return {
      id: row.id,
      title: row.title,
      slug: row.slug,
      description: row.description,
      host_video_id: row.hostVideoId,
      duration_seconds: row.durationSeconds,
      thumbnail: storage.publicUrl(row.thumbnail),
      tags: row.tags,
      published_at: row.publishedAt.toISOString(),
      view_count: row.viewCount,
      like_count: row.likeCount,
    }
  }

  /** A video as the audit log keeps it: what staff edit, not its counters. */
  function videoAudit(row: VideoRow) {
    const { view_count: _views, like_count: _likes, ...kept } = toVideo(row)
    return kept
  }

  return {
    async articles(query: ArticleListQuery): Promise<Page<AdminArticleRow>> {
      const { rows, total } = await repo.articlePage(db, query)
      return pageFrom(rows.map(toRow), total, query.page, query.limit)
    },

    async article(id: number): Promise<AdminArticle> {
      return toArticle(await klassArticle(db, id))
    },

    /** A new article of the Klass team, kept as a draft until published. */
    async createArticle(staffId: string, body: ArticleCreateBody): Promise<AdminArticle> {
      const cover = body.cover_image ? await imageKey(body.cover_image, 'body.cover_image') : null
      const now = clock.now()
      return db.transaction(async (tx) => {
        const row = await posts.insertPost(tx, {
          ...derivePostFields(body),
          ...questionColumns(body.question ?? null),
          type: body.type,
          authorId: null,
          coverImage: cover,
          status: 'draft',
          createdAt: now,
          updatedAt: now,
        })
        await recordAudit(tx, {
          actorId: staffId,
          action: 'article.create',
          entity: 'post',
          entityId: row.id,
          after: articleAudit(row),
        })
        return toArticle(row)
      })
    },

    async updateArticle(staffId: string, body: ArticleUpdateBody): Promise<AdminArticle> {
      const cover =
        body.cover_image === undefined
          ? undefined
          : body.cover_image === null
            ? null
            : await imageKey(body.cover_image, 'body.cover_image')
      return db.transaction(async (tx) => {
        const current = await klassArticle(tx, body.id, true)
        const fields = derivePostFields({
          title: body.title ?? current.title,
          description: body.description ?? (body.content === undefined ? current.description : undefined),
          content: body.content ?? current.content,
          tags: body.tags ?? current.tags,
        })
        if (current.status === 'published' && !hasVisibleContent(fields.content))
          throw new DomainError('POST_CONTENT_EMPTY')
        const row = await posts.updatePost(tx, current.id, {
          ...fields,
          ...(body.question !== undefined ? questionColumns(body.question) : {}),
          ...(body.type ? { type: body.type } : {}),
          ...(cover !== undefined ? { coverImage: cover } : {}),
          updatedAt: clock.now(),
        })
        await recordAudit(tx, {
          actorId: staffId,
          action: 'article.update',
          entity: 'post',
          entityId: current.id,
          before: articleAudit(current),
          after: articleAudit(row!),
        })
        return toArticle(row!)
      })
    },

    /** Public at once: a draft, an article taken off, or one hidden after reports. */
    async publishArticle(staffId: string, id: number): Promise<AdminArticle> {
      return db.transaction(async (tx) => {
        const current = await klassArticle(tx, id, true)
        if (current.status === 'published') throw new DomainError('ARTICLE_ALREADY_PUBLISHED')
        if (!current.title.trim() || !hasVisibleContent(current.content))
          throw new DomainError('POST_CONTENT_EMPTY')
        const now = clock.now()
        const row = await posts.updatePost(tx, id, {
          status: 'published',
          publishedAt: current.publishedAt ?? now,
          reviewNote: null,
          updatedAt: now,
        })
        // Reports on it are answered by the decision to publish it.
        await posts.resolveReports(tx, id, now)
        await recordAudit(tx, {
          actorId: staffId,
          action: 'article.publish',
          entity: 'post',
          entityId: id,
          before: { status: current.status },
          after: { status: 'published' },
        })
        return toArticle(row!)
      })
    },

    /** Off every public list, back to a draft the team may publish again. */
    async unpublishArticle(staffId: string, id: number): Promise<AdminArticle> {
      return db.transaction(async (tx) => {
        const current = await klassArticle(tx, id, true)
        if (current.status !== 'published') throw new DomainError('ARTICLE_NOT_PUBLISHED')
        const row = await posts.updatePost(tx, id, { status: 'draft', updatedAt: clock.now() })
        await recordAudit(tx, {
          actorId: staffId,
          action: 'article.unpublish',
          entity: 'post',
          entityId: id,
          before: { status: 'published' },
          after: { status: 'draft' },
        })
        return toArticle(row!)
      })
    },

    async superheroes(query: {
      year?: number | undefined
      q?: string | undefined
      page: number
      limit: number
    }): Promise<Page<AdminSuperhero>> {
      const { rows, total } = await repo.superheroPage(db, query)
      return pageFrom(rows.map(toHero), total, query.page, query.limit)
    },

    async createSuperhero(staffId: string, body: SuperheroCreateBody): Promise<AdminSuperhero> {
      const avatar = await imageKey(body.avatar, 'body.avatar')
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(superheroes)
          .values({ ...body, avatar, createdAt: clock.now() })
          .returning()
        const hero = toHero(row!)
        await recordAudit(tx, {
          actorId: staffId,
          action: 'superhero.create',
          entity: 'superhero',
          entityId: hero.id,
          after: hero,
        })
        return hero
      })
    },

    async updateSuperhero(staffId: string, body: SuperheroUpdateBody): Promise<AdminSuperhero> {
      const { id, avatar: avatarPath, ...fields } = body
      const avatar = avatarPath === undefined ? undefined : await imageKey(avatarPath, 'body.avatar')
      return db.transaction(async (tx) => {
        const current = await repo.findSuperhero(tx, id, { lock: true })
        if (!current) throw new DomainError('SUPERHERO_NOT_FOUND')
        const [row] = await tx
          .update(superheroes)
          .set({ ...fields, ...(avatar !== undefined ? { avatar } : {}) })
          .where(eq(superheroes.id, id))
          .returning()
        const hero = toHero(row!)
        await recordAudit(tx, {
          actorId: staffId,
          action: 'superhero.update',
          entity: 'superhero',
          entityId: id,
          before: toHero(current),
          after: hero,
        })
        return hero
      })
    },

    async videos(query: { q?: string | undefined; page: number; limit: number }): Promise<Page<AdminVideo>> {
      const { rows, total } = await repo.videoPage(db, query)
      return pageFrom(rows.map(toVideo), total, query.page, query.limit)
    },

    async createVideo(staffId: string, body: VideoCreateBody): Promise<AdminVideo> {
      const thumbnail = await imageKey(body.thumbnail, 'body.thumbnail')
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(videos)
          .values({
            title: body.title,
            slug: slugify(body.title),
            description: body.description,
            host: 'youtube',
            hostVideoId: body.host_video_id,
            durationSeconds: body.duration_seconds,
            thumbnail,
            tags: [...new Set(body.tags)],
            publishedAt: body.published_at ? new Date(body.published_at) : clock.now(),
          })
          .returning()
        await recordAudit(tx, {
          actorId: staffId,
          action: 'video.create',
          entity: 'video',
          entityId: row!.id,
          after: videoAudit(row!),
        })
        return toVideo(row!)
      })
    },

    async updateVideo(staffId: string, body: VideoUpdateBody): Promise<AdminVideo> {
      const thumbnail =
        body.thumbnail === undefined ? undefined : await imageKey(body.thumbnail, 'body.thumbnail')
      return db.transaction(async (tx) => {
        const current = await repo.findVideo(tx, body.id, { lock: true })
        if (!current) throw new DomainError('VIDEO_NOT_FOUND')
        const [row] = await tx
          .update(videos)
          .set({
            ...(body.title !== undefined ? { title: body.title, slug: slugify(body.title) } : {}),
            ...(body.description !== undefined ? { description: body.description } : {}),
            ...(body.host_video_id !== undefined ? { hostVideoId: body.host_video_id } : {}),
            ...(body.duration_seconds !== undefined ? { durationSeconds: body.duration_seconds } : {}),
            ...(body.tags !== undefined ? { tags: [...new Set(body.tags)] } : {}),
            ...(body.published_at !== undefined ? { publishedAt: new Date(body.published_at) } : {}),
            ...(thumbnail !== undefined ? { thumbnail } : {}),
          })
          .where(eq(videos.id, body.id))
          .returning()
        await recordAudit(tx, {
          actorId: staffId,
          action: 'video.update',
          entity: 'video',
          entityId: body.id,
          before: videoAudit(current),
          after: videoAudit(row!),
        })
        return toVideo(row!)
      })
    },

    /**
     * Every version of a policy, newest (in force) first; the first text, which came with Klass, is the last
     * one of the list.
     */
    async policies(query: {
      type: PolicyType
      page: number
      limit: number
    }): Promise<Page<AdminPolicyVersion>> {
      const offset = pageOffset(query.page, query.limit)
      const { rows, total } = await policyRepo.writtenVersions(db, query.type, query.limit, offset)
      const items: AdminPolicyVersion[] = rows.map((row, index) => ({
        ...policyRepo.toPolicyDocument(row),
        in_force: offset + index === 0,
        written_by: row.createdBy,
      }))
      // The first text follows the written versions, on the page that reaches past them.
      if (offset + query.limit > total && items.length < query.limit)
        items.push({ ...policyDocuments[query.type], in_force: total === 0, written_by: null })
      return pageFrom(items, total + 1, query.page, query.limit)
    },

    /** A new version of a policy, in force at once and named by its Bangkok date. */
    async createPolicy(staffId: string, body: PolicyCreateBody): Promise<AdminPolicyVersion> {
      return db.transaction(async (tx) => {
        await policyRepo.lockPolicyVersions(tx)
        const before = (await policyRepo.policiesInForce(tx))[body.type]
        const day = bangkokDate(clock.now())
        const earlier =
          (await policyRepo.versionsOfDay(tx, body.type, day)) +
          (policyDocuments[body.type].version === day ? 1 : 0)
        const version = earlier === 0 ? day : `${day}.${earlier + 1}`
        const row = await policyRepo.insertPolicyVersion(tx, {
          type: body.type,
          version,
          title: body.title,
          summary: body.summary,
          sections: body.sections,
          createdBy: staffId,
          createdAt: clock.now(),
        })
        const document = policyRepo.toPolicyDocument(row)
        await recordAudit(tx, {
          actorId: staffId,
          action: 'policy.create',
          entity: 'policy',
          entityId: `${body.type}:${version}`,
          before,
          after: document,
        })
        return { ...document, in_force: true, written_by: staffId }
      })
    },
  }
}
