import {
  answerBody,
  answerResponse,
  createPostBody,
  deletePostBody,
  deletePostQuery,
  deleteResponse,
  editablePostResponse,
  idQuery,
  likeResponse,
  myPostsQuery,
  POST_IMAGE_MAX_BYTES,
  postCardPage,
  postDetailResponse,
  postListQuery,
  postPaths,
  postSearchQuery,
  postSectionQuery,
  postSectionResponse,
  shareBody,
  shareResponse,
  summarizeBody,
  summarizeResponse,
  updatePostBody,
  uploadImageResponse,
} from '@klass/contract/posts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { DomainError } from '../../lib/domain-error'
import { readImageUpload } from '../../lib/uploads'
import { memberOf, optionalBearer, requireMember } from '../../plugins/authentication'
import { postPage } from './post-page'
import { createPostsService } from './posts.service'

const tags = ['posts']
const security = [{ bearer: [] }]

export const postsRoutes: FastifyPluginAsyncZod = async (app) => {
  const posts = createPostsService(app.ctx)
  const viewer = (request: { user: { id: string } | null }) => request.user?.id ?? null

  app.get(
    postPaths.section,
    {
      schema: {
        tags,
        security: optionalBearer,
        summary: 'ข้อมูลคลับหรือหมวดโพสต์: เรื่องราว แท็กยอดนิยม โพสต์เด่นและล่าสุด',
        querystring: postSectionQuery,
        response: { 200: postSectionResponse },
      },
    },
    async (request) => ({ data: await posts.section(request.query.type, viewer(request)) }),
  )

  app.get(
    postPaths.list,
    {
      schema: {
        tags,
        security: optionalBearer,
        summary: 'รายการโพสต์ที่เผยแพร่ ตามหมวด แท็ก คำค้น เรียงใหม่สุด ถูกใจมากสุด หรืออ่านมากสุด',
        querystring: postListQuery,
        response: { 200: postCardPage },
      },
    },
    async (request) => posts.list(request.query, viewer(request)),
  )

  app.get(
    postPaths.search,
    {
      schema: {
        tags,
        security: optionalBearer,
        summary: 'ค้นหาโพสต์ด้วยคำภาษาไทย (พบคำที่อยู่กลางข้อความได้) ในทุกส่วน ชื่อเรื่อง หรือแท็ก',
        querystring: postSearchQuery,
        response: { 200: postCardPage },
      },
    },
    async (request) => posts.search(request.query, viewer(request)),
  )

  app.get(
    postPaths.show,
    {
      schema: {
        tags,
        security: optionalBearer,
        summary: 'อ่านโพสต์ (นับการอ่าน) พร้อมคำถามท้ายบท คำตอบและสรุปของสมาชิก และโพสต์ที่เกี่ยวข้อง',
        querystring: idQuery,
        response: { 200: postDetailResponse },
      },
    },
    async (request) => ({ data: await posts.show(request.query.id, viewer(request)) }),
  )

  app.post(
    postPaths.share,
    {
      schema: {
        tags,
        security: optionalBearer,
        summary: 'บันทึกการแชร์โพสต์ และรับลิงก์หลักของโพสต์สำหรับแชร์',
        body: shareBody,
        response: { 200: shareResponse },
      },
    },
    async (request) => ({
      data: await posts.share(
        { userId: viewer(request), address: request.ip },
        request.body.id,
        request.body.channel,
      ),
    }),
  )

  // Everything below is a member call (SPEC 6): 401 without a token.

  app.get(
    postPaths.get,
    {
      onRequest: requireMember,
      schema: {
        tags,
        security,
        summary: 'โพสต์ของตัวเองสำหรับแก้ไข (โพสต์ของคนอื่นได้ 403)',
        querystring: idQuery,
        response: { 200: editablePostResponse },
      },
    },
    async (request) => ({ data: await posts.getOwn(memberOf(request).id, request.query.id) }),
  )

  app.get(
    postPaths.myPosts,
    {
      onRequest: requireMember,
      schema: {
        tags,
        security,
        summary: 'โพสต์ของฉัน ทั้งฉบับร่างและที่เผยแพร่แล้ว แก้ไขล่าสุดก่อน',
        querystring: myPostsQuery,
        response: { 200: postCardPage },
      },
    },
    async (request) => posts.myPosts(memberOf(request).id, request.query),
  )

  app.post(
    postPaths.create,
    {
      onRequest: requireMember,
      schema: {
        tags,
        security,
        summary: 'เขียนโพสต์ใหม่ (ฉบับร่าง หรือเผยแพร่ทันทีเมื่อ publish เป็น true)',
        body: createPostBody,
        response: { 201: editablePostResponse },
      },
    },
    async (request, reply) => {
      const post = await posts.create(memberOf(request).id, request.body)
      return reply.status(201).send({ data: post })
    },
  )

  app.post(
    postPaths.update,
    {
      onRequest: requireMember,
      schema: {
        tags,
        security,
        summary: 'แก้ไขโพสต์ของตัวเอง',
        body: updatePostBody,
        response: { 200: editablePostResponse },
      },
    },
    async (request) => ({ data: await posts.update(memberOf(request).id, request.body) }),
  )

  app.post(
    postPaths.delete,
    {
      onRequest: requireMember,
      schema: {
        tags,
        security,
        summary: 'ลบโพสต์ของตัวเอง (ส่ง id ใน body หรือ ?id)',
        querystring: deletePostQuery,
        body: deletePostBody,
        response: { 200: deleteResponse },
      },
    },
    async (request) => {
      const id = request.body?.id ?? request.query.id
      if (id === undefined) {
        throw new DomainError('VALIDATION_FAILED', {
          fields: [{ field: 'body.id', message: 'กรุณาระบุโพสต์ที่ต้องการลบ' }],
        })
      }
      return { data: await posts.remove(memberOf(request).id, id) }
    },
  )

  app.post(
    postPaths.publish,
    {
      onRequest: requireMember,
      schema: {
        tags,
        security,
        summary: 'เผยแพร่ฉบับร่างของตัวเอง',
        querystring: idQuery,
        response: { 200: editablePostResponse },
      },
    },
    async (request) => ({ data: await posts.publish(memberOf(request).id, request.query.id) }),
  )

  app.post(
    postPaths.like,
    {
      onRequest: requireMember,
      schema: { tags, security, summary: 'ถูกใจโพสต์', querystring: idQuery, response: { 200: likeResponse } },
    },
    async (request) => ({ data: await posts.like(memberOf(request).id, request.query.id) }),
  )

  app.post(
    postPaths.unlike,
    {
      onRequest: requireMember,
      schema: {
        tags,
        security,
        summary: 'เลิกถูกใจโพสต์',
        querystring: idQuery,
        response: { 200: likeResponse },
      },
    },
    async (request) => ({ data: await posts.unlike(memberOf(request).id, request.query.id) }),
  )

  app.post(
    postPaths.answer,
    {
      onRequest: requireMember,
      schema: {
        tags,
        security,
        summary: 'ตอบคำถามท้ายบทความ (ตอบได้ครั้งเดียว ตอบถูกได้ koin)',
        body: answerBody,
        response: { 200: answerResponse },
      },
    },
    async (request) => ({
      data: await posts.answer(memberOf(request).id, request.body.id, request.body.choice),
    }),
  )

  app.post(
    postPaths.summarize,
    {
      onRequest: requireMember,
      schema: {
        tags,
        security,
        summary: 'สรุปสิ่งที่ได้เรียนรู้จากบทความ (ครั้งแรกได้ skill point แก้ไขภายหลังได้)',
        body: summarizeBody,
        response: { 200: summarizeResponse },
      },
    },
    async (request) => ({
      data: await posts.summarize(memberOf(request).id, request.body.id, request.body.text),
    }),
  )

  app.post(
    postPaths.uploadImage,
    {
      onRequest: requireMember,
      schema: {
        tags,
        security,
        summary: 'อัปโหลดรูปสำหรับโพสต์ (multipart ฟิลด์ image: JPEG, PNG หรือ WebP ไม่เกิน 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: uploadImageResponse },
      },
    },
    async (request) => {
      const upload = await readImageUpload(request, POST_IMAGE_MAX_BYTES)
      return { data: await posts.uploadImage(memberOf(request).id, upload) }
    },
  )

  // /post/detail/{id}/{slug?}: the link preview, and the article itself in the HTML so it shows before the
  // app's code and the API answer (decision 007). A visitor's view; the app adds the member's own state.
  // A draft or a missing post throws POST_NOT_FOUND, and the page keeps the site's own tags.
  app.pageMeta.add(/^\/post\/detail\/(\d+)(?:\/[^/]*)?\/?$/, async ([id]) =>
    postPage(await posts.show(Number(id), null, { countRead: false })),
  )
}
