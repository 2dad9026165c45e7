import { pageQuery } from '@klass/contract/envelope'
import {
  buyBody,
  buyResponse,
  purchaseHistoryPage,
  storeItemQuery,
  storeItemResponse,
  storeListPage,
  storeListQuery,
  storePaths,
} from '@klass/contract/store'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { memberOf, requireMember } from '../../plugins/authentication'
import { createStoreService } from './store.service'

const tags = ['store']
const security = [{ bearer: [] }]

export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = createStoreService(app.ctx)

  app.get(
    storePaths.list,
    {
      schema: {
        tags,
        summary: 'รายการของรางวัลในร้านค้า กรองตามประเภทและเรียงได้ (ส่ง token เพื่อดูสิทธิ์ของตัวเอง)',
        querystring: storeListQuery,
        response: { 200: storeListPage },
      },
    },
    async (request) => store.list(request.query, request.user?.id ?? null),
  )

  app.get(
    storePaths.detail,
    {
      schema: {
        tags,
        summary: 'รายละเอียดของรางวัล',
        querystring: storeItemQuery,
        response: { 200: storeItemResponse },
      },
    },
    async (request) => ({ data: await store.detail(request.query.id, request.user?.id ?? null) }),
  )

  app.post(
    storePaths.buy,
    {
      onRequest: requireMember,
      schema: {
        tags,
        security,
        summary: 'แลกของรางวัลด้วย koin (ของที่จัดส่งต้องมีที่อยู่)',
        body: buyBody,
        response: { 200: buyResponse },
      },
    },
    async (request) => ({ data: await store.buy(memberOf(request).id, request.body) }),
  )

  app.get(
    storePaths.history,
    {
      onRequest: requireMember,
      schema: {
        tags,
        security,
        summary: 'ประวัติการแลกของรางวัล ใหม่สุดก่อน',
        querystring: pageQuery,
        response: { 200: purchaseHistoryPage },
      },
    },
    async (request) => store.history(memberOf(request).id, request.query.page, request.query.limit),
  )

  // Link previews for /store/{id}/{slug?}.
  app.pageMeta.add(/^\/store\/([0-9a-f-]{36})(?:\/[^/]*)?\/?$/i, async ([id]) => {
    const item = await store.detail(id!, null)
    return { title: `${item.name} | ร้านค้า Klass`, description: item.summary, image: item.image }
  })
}
