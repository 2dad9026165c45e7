import { eq, sql } from 'drizzle-orm'
import { HOME_POSTS_LIMIT, HOME_PREMIUMS_LIMIT, HOME_VIDEOS_LIMIT } from '@klass/contract/home'
import type { StoreItemType } from '@klass/contract/store'
import { clubTypes, postSections, type ClubType } from '@klass/contract/posts'
import { superheroes } from '@klass/db/schema/superhero'
import type { AppContext } from '../../context'
import { findPostCards, publishedOfTypes } from '../../lib/post-cards'
import { findSuperheroCards } from '../../lib/superhero-cards'
import { findVideoCards, publishedVideos } from '../../lib/video-cards'
import * as repo from './home.repo'

const HOME_SUPERHEROES_LIMIT = 6

export function createHomeService(ctx: AppContext) {
  const { db, storage, clock } = ctx

  /** SPEC 3 home data: articles by category (the newest of all clubs, or of one). */
  const articles = (category: ClubType | undefined, viewerId: string | null) =>
    findPostCards(db, storage, {
      where: publishedOfTypes(category ? [category] : clubTypes),
      order: 'newest',
      limit: HOME_POSTS_LIMIT,
      viewerId,
    })

  /** SPEC 3 home data: premiums by category — gifts of the koin store still on sale, most wanted first. */
  const premiums = (category?: StoreItemType) =>
    repo.premiumsOnSale(db, storage, { category, limit: HOME_PREMIUMS_LIMIT })

  return {
    /** SPEC 7 GET /home: banners and the sections of the home page. */
    async home(viewerId: string | null) {
      const [banners, items, videos, heroes, premiumItems, premiumCategories] = await Promise.all([
        repo.activeBanners(db, storage),
        articles(undefined, viewerId),
        findVideoCards(db, storage, {
          where: publishedVideos(clock.now()),
          limit: HOME_VIDEOS_LIMIT,
          viewerId,
        }),
        findSuperheroCards(db, storage, {
          where: eq(superheroes.year, sql`(select max(${superheroes.year}) from ${superheroes})`),
          limit: HOME_SUPERHEROES_LIMIT,
        }),
        premiums(),
        repo.premiumCategories(db),
      ])
      return {
        banners,
        sections: {
          articles: { categories: clubTypes.map((type) => ({ type, name: postSections[type].name })), items },
          premiums: { categories: premiumCategories, items: premiumItems },
          videos: { items: videos },
          superheroes: { items: heroes },
        },
      }
    },
    articles,
    premiums,
  }
}
