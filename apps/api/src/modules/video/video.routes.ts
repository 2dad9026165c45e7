import { videoCalls } from '@klass/contract/video'
import type { FastifyPluginAsync } from 'fastify'
import { memberOf } from '../../plugins/authentication'
import { routeCall } from '../../plugins/calls'
import { createVideoService } from './video.service'

export const videoRoutes: FastifyPluginAsync = async (app) => {
  const video = createVideoService(app.ctx)

  routeCall(app, videoCalls.list, async (request) =>
    video.list(request.query.page, request.query.limit, request.user?.id ?? null),
  )

  routeCall(app, videoCalls.detail, async (request) => ({
    data: await video.detail(request.query.id, request.user?.id ?? null),
  }))

  routeCall(app, videoCalls.view, async (request) => ({
    data: await video.view(memberOf(request).id, request.query.id),
  }))

  routeCall(app, videoCalls.like, async (request) => ({
    data: await video.like(memberOf(request).id, request.query.id),
  }))

  routeCall(app, videoCalls.unlike, async (request) => ({
    data: await video.unlike(memberOf(request).id, request.query.id),
  }))

  // Link previews for /video-page/detail/{id}/{slug?}.
  app.pageMeta.add(/^\/video-page\/detail\/(\d+)(?:\/[^/]*)?\/?$/, ([id]) => video.preview(Number(id)))
}
