import { postCardPage } from '@klass/contract/posts'
import {
  superheroDetailResponse,
  superheroIdQuery,
  superheroOverviewResponse,
  superheroPage,
  superheroPaths,
  superheroPostsQuery,
  superheroUsersQuery,
} from '@klass/contract/superhero'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { optionalBearer } from '../../plugins/authentication'
import { createSuperheroService } from './superhero.service'

const tags = ['superhero']

/** SPEC 6: the super-hero calls are public; a token only personalises the talks (liked). */
export const superheroRoutes: FastifyPluginAsyncZod = async (app) => {
  const superheroes = createSuperheroService(app.ctx)

  app.get(
    superheroPaths.overview,
    {
      schema: {
        tags,
        security: optionalBearer,
        summary: 'หน้า Super Hero: ปีที่มี Super Hero ของปีล่าสุด และ talk ล่าสุด',
        response: { 200: superheroOverviewResponse },
      },
    },
    async (request) => ({ data: await superheroes.overview(request.user?.id ?? null) }),
  )

  app.get(
    superheroPaths.posts,
    {
      schema: {
        tags,
        security: optionalBearer,
        summary: 'Super Hero Talk ทั้งหมด หรือของ Super Hero คนเดียว (talk = id)',
        querystring: superheroPostsQuery,
        response: { 200: postCardPage },
      },
    },
    async (request) => superheroes.talks(request.query, request.user?.id ?? null),
  )

  app.get(
    superheroPaths.users,
    {
      schema: {
        tags,
        summary: 'รายชื่อ Super Hero ตามปี (ปี ค.ศ.)',
        querystring: superheroUsersQuery,
        response: { 200: superheroPage },
      },
    },
    async (request) => superheroes.heroes(request.query),
  )

  app.get(
    superheroPaths.detail,
    {
      schema: {
        tags,
        security: optionalBearer,
        summary: 'เรื่องราวของ Super Hero และ talk ของเขา',
        querystring: superheroIdQuery,
        response: { 200: superheroDetailResponse },
      },
    },
    async (request) => ({ data: await superheroes.detail(request.query.id, request.user?.id ?? null) }),
  )
}
