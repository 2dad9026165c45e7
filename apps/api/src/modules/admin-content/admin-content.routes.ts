import { adminContentCalls } from '@klass/contract/admin-content'
import type { FastifyPluginAsync } from 'fastify'
import { routeCall } from '../../plugins/calls'
import { staffOf } from '../../plugins/staff'
import { createAdminContentService } from './admin-content.service'

/** The back office's content: staff calls of editors and admins (issue 21). */
export const adminContentRoutes: FastifyPluginAsync = async (app) => {
  const content = createAdminContentService(app.ctx)
  const calls = adminContentCalls

  routeCall(app, calls.articles, async (request) => content.articles(request.query))
  routeCall(app, calls.article, async (request) => ({ data: await content.article(request.query.id) }))
  routeCall(app, calls.articleCreate, async (request, reply) =>
    reply.status(201).send({ data: await content.createArticle(staffOf(request).id, request.body) }),
  )
  routeCall(app, calls.articleUpdate, async (request) => ({
    data: await content.updateArticle(staffOf(request).id, request.body),
  }))
  routeCall(app, calls.articlePublish, async (request) => ({
    data: await content.publishArticle(staffOf(request).id, request.body.id),
  }))
  routeCall(app, calls.articleUnpublish, async (request) => ({
    data: await content.unpublishArticle(staffOf(request).id, request.body.id),
  }))

  routeCall(app, calls.superheroes, async (request) => content.superheroes(request.query))
  routeCall(app, calls.superheroCreate, async (request, reply) =>
    reply.status(201).send({ data: await content.createSuperhero(staffOf(request).id, request.body) }),
  )
  routeCall(app, calls.superheroUpdate, async (request) => ({
    data: await content.updateSuperhero(staffOf(request).id, request.body),
  }))

  routeCall(app, calls.videos, async (request) => content.videos(request.query))
  routeCall(app, calls.videoCreate, async (request, reply) =>
    reply.status(201).send({ data: await content.createVideo(staffOf(request).id, request.body) }),
  )
  routeCall(app, calls.videoUpdate, async (request) => ({
    data: await content.updateVideo(staffOf(request).id, request.body),
  }))

  routeCall(app, calls.policies, async (request) => content.policies(request.query))
  routeCall(app, calls.policyCreate, async (request, reply) =>
    reply.status(201).send({ data: await content.createPolicy(staffOf(request).id, request.body) }),
  )
}
