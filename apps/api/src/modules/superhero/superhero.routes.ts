import { superheroCalls } from '@klass/contract/superhero'
import type { FastifyPluginAsync } from 'fastify'
import { routeCall } from '../../plugins/calls'
import { createSuperheroService } from './superhero.service'

/** SPEC 6: the super-hero calls are public; a token only personalises the talks (liked). */
export const superheroRoutes: FastifyPluginAsync = async (app) => {
  const superheroes = createSuperheroService(app.ctx)

  routeCall(app, superheroCalls.overview, async (request) => ({
    data: await superheroes.overview(request.user?.id ?? null),
  }))

  routeCall(app, superheroCalls.posts, async (request) =>
    superheroes.talks(request.query, request.user?.id ?? null),
  )

  routeCall(app, superheroCalls.users, async (request) => superheroes.heroes(request.query))

  routeCall(app, superheroCalls.detail, async (request) => ({
    data: await superheroes.detail(request.query.id, request.user?.id ?? null),
  }))
}
