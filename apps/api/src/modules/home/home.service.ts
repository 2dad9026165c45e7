import { HOME_POSTS_LIMIT, HOME_PREMIUMS_LIMIT, HOME_VIDEOS_LIMIT } from '@klass/contract/home'
import type { StoreItemType } from '@klass/contract/store'
import { clubTypes, type ClubColour, type ClubType } from '@klass/contract/clubs'
import type { AppContext } from '../../context'
import { clubsInOrder } from '../../repos/clubs.repo'
import { findPostCards, markLikedPosts, publishedOfTypes } from '../../repos/post-cards.repo'
import { findSuperheroCards, ofLatestYear } from '../../repos/superhero-cards.repo'
import { findVideoCards, publishedVideos } from '../../repos/video-cards.repo'
import * as repo from './home.repo'

const HOME_SUPERHEROES_LIMIT = 6

export function createHomeService(ctx: AppContext) {
  const { db, storage, clock, shared } = ctx

  /** SPEC 3 home data: articles by category (the newest of all clubs, or of one), as everyone sees them. */
  const articlesForEveryone = (category: ClubType | undefined) =>
    findPostCards(db, storage, {
      where: publishedOfTypes(category ? [category] : clubTypes),
      order: 'newest',
      limit: HOME_POSTS_LIMIT,
      viewerId: null,
    })

  /** SPEC 3 home data: premiums by category — gifts of the koin store still on sale, most wanted first. */
  const premiumsForEveryone = (category?: StoreItemType) =>
    repo.premiumsOnSale(db, storage, { category, limit: HOME_PREMIUMS_LIMIT })

  /** The home page as everyone sees it (no one's likes). */
  async function homeForEveryone() {
    const [banners, clubs, items, videos, heroes, premiumItems, premiumCategories] = await Promise.all([
      repo.activeBanners(db, storage),
      clubsInOrder(db),
      articlesForEveryone(undefined),
      findVideoCards(db, storage, {
        where: publishedVideos(clock.now()),
        limit: HOME_VIDEOS_LIMIT,
        viewerId: null,
      }),
      findSuperheroCards(db, storage, {
        where: ofLatestYear,
        limit: HOME_SUPERHEROES_LIMIT,
      }),
      premiumsForEveryone(),
      repo.premiumCategories(db),
    ])
    return {
      banners,
      sections: {
        articles: {
          categories: clubs.map((club) => ({
            type: club.type as ClubType,
            name: club.name,
            summary: club.summary,
            colour: club.colour as ClubColour,
          })),
          items,
        },
        premiums: { categories: premiumCategories, items: premiumItems },
        videos: { items: videos },
        superheroes: { items: heroes },
      },
    }
  }

  // Videos are published at a moment: what everyone sees is kept per minute of the clock.
  const minute = () => Math.floor(clock.now().getTime() / 60_000)

  return {
    /**
     * SPEC 7 GET /home: banners and the sections of the home page. The page as everyone sees it is kept in the
     * shared memory; a member's is that page with their likes marked.
     */
    async home(viewerId: string | null) {
      const page = await shared.remember(`home:${minute()}`, homeForEveryone)
      if (!viewerId) return page
      const { articles, videos } = page.sections
      const liked = await repo.likedOnHome(
        db,
        viewerId,
        articles.items.map((card) => card.id),
        videos.items.map((card) => card.id),
      )
      return {
        ...page,
        sections: {
          ...page.sections,
          articles: {
            ...articles,
            items: articles.items.map((card) => ({ ...card, liked: liked.posts.has(card.id) })),
          },
          videos: { items: videos.items.map((card) => ({ ...card, liked: liked.videos.has(card.id) })) },
        },
      }
    },
    /** SPEC 3 home data: articles by category, with the member's likes marked. */
    async articles(category: ClubType | undefined, viewerId: string | null) {
      const cards = await shared.remember(`home/posts:${category ?? ''}`, () => articlesForEveryone(category))
      return markLikedPosts(db, viewerId, cards)
    },
    /** The premiums are alike for everyone, a member included: kept in the shared memory. */
    premiums: (category?: StoreItemType) =>
      shared.remember(`home/premiums:${category ?? ''}`, () => premiumsForEveryone(category)),
  }
}
