import {
  homePaths,
  homePostsQuery,
  homePostsResponse,
  homePremiumsQuery,
  homePremiumsResponse,
  homeResponse,
} from '@klass/contract/home'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { optionalBearer } from '../../plugins/authentication'
import { createHomeService } from './home.service'

const tags = ['home']

/** SPEC 7 Notes: the home calls are sent without a token; one sent anyway only personalises (liked). */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const home = createHomeService(app.ctx)

  app.get(
    homePaths.home,
    {
      schema: {
        tags,
        security: optionalBearer,
        summary: 'หน้าแรก: แบนเนอร์ บทความตามหมวด ของรางวัล วิดีโอ และ Super Hero',
        response: { 200: homeResponse },
      },
    },
    async (request) => ({ data: await home.home(request.user?.id ?? null) }),
  )

  app.get(
    homePaths.posts,
    {
      schema: {
        tags,
        security: optionalBearer,
        summary: 'บทความใหม่ล่าสุดของหมวด (category = คลับ) หรือของทุกคลับ',
        querystring: homePostsQuery,
        response: { 200: homePostsResponse },
      },
    },
    async (request) => ({ data: await home.articles(request.query.category, request.user?.id ?? null) }),
  )

  app.get(
    homePaths.premiums,
    {
      schema: {
        tags,
        summary: 'ของรางวัลตามหมวด (ว่างจนกว่าร้านแลกของรางวัลจะเปิด)',
        querystring: homePremiumsQuery,
        response: { 200: homePremiumsResponse },
      },
    },
    async (request) => ({ data: await home.premiums(request.query.category) }),
  )
}
