import { HOME_POSTS_LIMIT, HOME_PREMIUMS_LIMIT, HOME_VIDEOS_LIMIT } from '@klass/contract/home'
import type { StoreItemType } from '@klass/contract/store'
import { clubTypes, type ClubType } from '@klass/contract/clubs'
import { postSections } from '@klass/contract/posts'
import type { AppContext } from '../../context'
import { findPostCards, publishedOfTypes } from '../../repos/post-cards.repo'
import { findSuperheroCards, ofLatestYear } from '../../repos/superhero-cards.repo'
import { findVideoCards, publishedVideos } from '../../repos/video-cards.repo'
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
          where: ofLatestYear,
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
