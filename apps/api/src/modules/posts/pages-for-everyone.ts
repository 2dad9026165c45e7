import { isClubType } from '@klass/contract/clubs'
import type { Page } from '@klass/contract/envelope'
import { koinToString } from '@klass/contract/money'
import {
  POST_ANSWER_KOIN,
  POST_SUMMARY_SKILL,
  postSections,
  postTypes,
  type PostCard,
  type PostDetail,
  type PostListQuery,
  type PostSection,
  type PostType,
} from '@klass/contract/posts'
import type { AppContext } from '../../context'
import { findClub, toClub } from '../../repos/clubs.repo'
import {
  findPostCards,
  pageKeywordCards,
  pagePostCards,
  publishedOfTypes,
  toPostCard,
} from '../../repos/post-cards.repo'
import { normaliseForSearch } from '../../lib/thai-text'
import * as repo from './posts.repo'

const RELATED_LIMIT = 3
const SECTION_LATEST = 6
const SECTION_FEATURED = 3
/**
 * A keyword's matches are counted up to this many (84 pages of 12): a search that finds more asks for a
 * narrower word, and counting every match of a common word in years of posts would cost the whole table.
 */
export const SEARCH_MATCHES_COUNTED = 1000

/** A post's public address, the one shared and given to search engines. */
export function canonicalPostUrl(publicUrl: string, id: number, slug: string) {
  return `${publicUrl}/post/detail/${id}/${encodeURIComponent(slug)}`
}

/**
 * The posts' pages as everyone sees them — nobody's likes, answers or summaries — which the service keeps in
 * the shared memory and to which it adds each reader's own part (decision 020).
 */
export function createPagesForEveryone(ctx: Pick<AppContext, 'db' | 'storage' | 'config'>) {
  const { db, storage, config } = ctx

  /**
   * A post's page as anyone reads it (nobody's likes, answer or summary), with what the reader's part needs:
   * null when there is no such post in that state (posts not published are read only by their author, never
   * kept).
   */
  async function pageOfPost(id: number, state: 'published' | 'unpublished') {
    const row = await repo.findPostDetail(db, id)
    if (!row || (row.status === 'published') !== (state === 'published')) return null
    const isArticle = row.authorId === null && row.questionPrompt !== null
    const related = await repo.relatedPosts(db, storage, {
      type: row.type as PostType,
      besides: id,
      limit: RELATED_LIMIT,
    })
    const detail: PostDetail = {
      ...toPostCard(row, storage),
      content: row.content,
      question:
        isArticle && row.questionPrompt && row.questionChoices
          ? {
              prompt: row.questionPrompt,
              choices: row.questionChoices,
              reward_koin: koinToString(POST_ANSWER_KOIN),
            }
          : null,
      summary_skill: isArticle ? POST_SUMMARY_SKILL : null,
      answer: null,
      summary: null,
      is_owner: false,
      url: canonicalPostUrl(config.publicUrl, row.id, row.slug),
      related,
    }
    return {
      detail,
      status: row.status,
      authorId: row.authorId,
      isArticle,
      question: { questionAnswer: row.questionAnswer, questionExplanation: row.questionExplanation },
    }
  }

  /** A club's page as everyone sees it (no one's likes). */
  async function sectionForEveryone(type: PostType): Promise<PostSection> {
    const where = publishedOfTypes([type])
    const [stats, featured, latest] = await Promise.all([
      repo.sectionStats(db, type),
      findPostCards(db, storage, { where, order: 'most_liked', limit: SECTION_FEATURED, viewerId: null }),
      findPostCards(db, storage, { where, order: 'newest', limit: SECTION_LATEST, viewerId: null }),
    ])
    const texts = isClubType(type)
      ? toClub(await findClub(db, type))
      : { ...postSections[type], open_for_posts: false }
    return {
      type,
      name: texts.name,
      tagline: texts.tagline,
      story: texts.story,
      open_for_posts: texts.open_for_posts,
      post_count: stats.postCount,
      tags: stats.tags,
      featured,
      latest,
    }
  }

  /** A page of a post list as everyone sees it. */
  function listForEveryone(query: PostListQuery): Promise<Page<PostCard>> {
    const keyword = query.keyword ? normaliseForSearch(query.keyword) : ''
    const tag = query.tag ? normaliseForSearch(query.tag) : undefined
    const types = query.type ? [query.type] : postTypes
    const also = tag ? repo.taggedWith(tag) : undefined
    const { order, page, limit } = query
    const viewerId = null
    if (keyword) {
      const match = repo.keywordCondition(keyword, 'all')
      return pageKeywordCards(db, storage, {
        types,
        also,
        match,
        order,
        page,
        limit,
        viewerId,
        atMost: SEARCH_MATCHES_COUNTED,
      })
    }
    // Without a keyword the trigger's counts know the total.
    return pagePostCards(db, storage, {
      where: publishedOfTypes(types, also),
      order,
      page,
      limit,
      viewerId,
      total: () => repo.publishedCount(db, types, tag),
    })
  }

  return { pageOfPost, sectionForEveryone, listForEveryone }
}
