import { pageQuery } from '@klass/contract/envelope'
import {
  AVATAR_MAX_BYTES,
  koinHistoryPage,
  objectiveResponse,
  skillHistoryPage,
  updateUserBody,
  userPaths,
  userProfileResponse,
} from '@klass/contract/user'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { readImageUpload } from '../../lib/uploads'
import { memberOf, requireMember } from '../../plugins/authentication'
import { createUserService } from './user.service'

const tags = ['user']
const security = [{ bearer: [] }]

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = createUserService(app.ctx)
  app.addHook('onRequest', requireMember)

  app.get(
    userPaths.get,
    { schema: { tags, security, summary: 'ข้อมูลสมาชิกที่เข้าสู่ระบบ', response: { 200: userProfileResponse } } },
    async (request) => ({ data: await users.profile(memberOf(request).id) }),
  )

  app.post(
    userPaths.update,
    {
      schema: {
        tags,
        security,
        summary: 'แก้ไขข้อมูลส่วนตัว',
        body: updateUserBody,
        response: { 200: userProfileResponse },
      },
    },
    async (request) => ({ data: await users.update(memberOf(request).id, request.body) }),
  )

  app.post(
    userPaths.updateImage,
    {
      schema: {
        tags,
        security,
        summary: 'เปลี่ยนรูปโปรไฟล์ (multipart ฟิลด์ image: JPEG, PNG หรือ WebP ไม่เกิน 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: userProfileResponse },
      },
    },
    async (request) => {
      const upload = await readImageUpload(request, AVATAR_MAX_BYTES)
      return { data: await users.updateImage(memberOf(request).id, upload) }
    },
  )

  app.get(
    userPaths.objective,
    {
      schema: {
        tags,
        security,
        summary: 'เป้าหมายการเรียนรู้ที่เลือกได้ และที่สมาชิกเลือกไว้',
        response: { 200: objectiveResponse },
      },
    },
    async (request) => ({ data: await users.objectives(memberOf(request).id) }),
  )

  app.get(
    userPaths.koins,
    {
      schema: {
        tags,
        security,
        summary: 'ประวัติ koin ใหม่สุดก่อน',
        querystring: pageQuery,
        response: { 200: koinHistoryPage },
      },
    },
    async (request) => users.koinHistory(memberOf(request).id, request.query.page, request.query.limit),
  )

  app.get(
    userPaths.skills,
    {
      schema: {
        tags,
        security,
        summary: 'ประวัติ skill point ใหม่สุดก่อน',
        querystring: pageQuery,
        response: { 200: skillHistoryPage },
      },
    },
    async (request) => users.skillHistory(memberOf(request).id, request.query.page, request.query.limit),
  )
}
