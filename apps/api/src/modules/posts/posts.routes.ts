import { moderationCalls, POST_IMAGE_MAX_BYTES, postCalls } from '@klass/contract/posts'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { DomainError } from '../../lib/domain-error'
import { readImageUpload } from '../../lib/uploads'
import { memberOf } from '../../plugins/authentication'
import { routeCall } from '../../plugins/calls'
import { staffOf } from '../../plugins/staff'
import { postPage } from './post-page'
import { createModerationService } from './moderation.service'
import { createPostsService } from './posts.service'

export const postsRoutes: FastifyPluginAsync = async (app) => {
  const posts = createPostsService(app.ctx, (error) =>
    app.log.error({ err: error }, 'reads of a post were not counted'),
  )
  const moderation = createModerationService(app.ctx)
  const viewer = (request: { user: { id: string } | null }) => request.user?.id ?? null
  const reader = (request: FastifyRequest) => ({
    userId: viewer(request),
    address: request.ip,
    browser: request.headers['user-agent'] ?? '',
  })

  routeCall(app, postCalls.clubs, async () => ({ data: await posts.clubs() }))

  routeCall(app, postCalls.section, async (request) => ({
    data: await posts.section(request.query.type, viewer(request)),
  }))

  routeCall(app, postCalls.list, async (request) => posts.list(request.query, viewer(request)))

  routeCall(app, postCalls.search, async (request) => posts.search(request.query, viewer(request)))

  routeCall(app, postCalls.show, async (request) => ({
    data: await posts.show(request.query.id, viewer(request), { countReadOf: reader(request) }),
  }))

  routeCall(app, postCalls.share, async (request) => ({
    data: await posts.share(reader(request), request.body.id, request.body.channel),
  }))

  // Everything below is a member call (SPEC 6): 401 without a token.

  routeCall(app, postCalls.get, async (request) => ({
    data: await posts.getOwn(memberOf(request).id, request.query.id),
  }))

  routeCall(app, postCalls.myPosts, async (request) => posts.myPosts(memberOf(request).id, request.query))

  routeCall(app, postCalls.create, async (request, reply) => {
    const post = await posts.create(memberOf(request).id, request.body)
    return reply.status(201).send({ data: post })
  })

  routeCall(app, postCalls.update, async (request) => ({
    data: await posts.update(memberOf(request).id, request.body),
  }))

  routeCall(app, postCalls.delete, async (request) => {
    const id = request.body?.id ?? request.query.id
    if (id === undefined) {
      throw new DomainError('VALIDATION_FAILED', {
        fields: [{ field: 'body.id', message: 'กรุณาระบุโพสต์ที่ต้องการลบ' }],
      })
    }
    return { data: await posts.remove(memberOf(request).id, id) }
  })

  routeCall(app, postCalls.publish, async (request) => ({
    data: await posts.publish(memberOf(request).id, request.query.id),
  }))

  routeCall(app, postCalls.like, async (request) => ({
    data: await posts.like(memberOf(request).id, request.query.id),
  }))

  routeCall(app, postCalls.unlike, async (request) => ({
    data: await posts.unlike(memberOf(request).id, request.query.id),
  }))

  routeCall(app, postCalls.report, async (request) => ({
    data: await posts.report(memberOf(request).id, request.body.id, request.body.reason, request.body.detail),
  }))

  // The editors' review: staff calls (403 STAFF_ONLY without the editor or admin role).
  routeCall(app, moderationCalls.queue, async (request) => moderation.queue(request.query))

  routeCall(app, moderationCalls.decide, async (request) => ({
    data: await moderation.decide(staffOf(request).id, request.body),
  }))

  routeCall(app, postCalls.answer, async (request) => ({
    data: await posts.answer(memberOf(request).id, request.body.id, request.body.choice),
  }))

  routeCall(app, postCalls.summarize, async (request) => ({
    data: await posts.summarize(memberOf(request).id, request.body.id, request.body.text),
  }))

  routeCall(app, postCalls.uploadImage, async (request) => {
    const upload = await readImageUpload(request, POST_IMAGE_MAX_BYTES)
    return { data: await posts.uploadImage(memberOf(request).id, upload) }
  })

  // /post/detail/{id}/{slug?}: the link preview, and the article itself in the HTML so it shows before the
  // app's code and the API answer (decision 007). A visitor's view; the app adds the member's own state.
  // A draft or a missing post throws POST_NOT_FOUND, and the page keeps the site's own tags.
  app.pageMeta.add(/^\/post\/detail\/(\d+)(?:\/[^/]*)?\/?$/, async ([id]) =>
    postPage(await posts.show(Number(id), null)),
  )
}
